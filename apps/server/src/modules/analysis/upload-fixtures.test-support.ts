import { count } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { analyses } from '../../db/schema.js';

/** A multipart body as a browser's FormData would send it, for `app.inject()`. */
export async function multipartPayload(
  files: { field: string; bytes: Uint8Array; filename: string; type: string }[],
  fields: Record<string, string> = {},
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append(file.field, new Blob([file.bytes], { type: file.type }), file.filename);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

export async function countAnalyses(db: Database): Promise<number> {
  const rows = await db.orm.select({ n: count() }).from(analyses);
  return rows[0]?.n ?? 0;
}

const uint32be = (value: number) =>
  Buffer.from([(value >>> 24) & 255, (value >>> 16) & 255, (value >>> 8) & 255, value & 255]);

/** A PNG that is only a header and an end: the pixel limit must be enforced without any pixels. */
export function pngHeaderOnly(width: number, height: number): Buffer {
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    uint32be(13),
    Buffer.from('IHDR', 'latin1'),
    uint32be(width),
    uint32be(height),
    Buffer.from([8, 6, 0, 0, 0]),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]),
  ]);
}

/** The start of an HEIC photo as an iPhone saves it. */
export function heicHeader(): Buffer {
  return Buffer.concat([
    uint32be(24),
    Buffer.from('ftypheic', 'latin1'),
    Buffer.alloc(4),
    Buffer.from('mif1heic', 'latin1'),
    Buffer.alloc(32),
  ]);
}
