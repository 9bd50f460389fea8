import type { IntelItem, IntelSource, SnapshotAsOf } from '@scambuddy/contracts';
import { z } from 'zod';
import { parseStatedDate } from './feed-date.js';
import { normaliseFacts, type ClassifyItem } from './item-normaliser.js';
import { titleFromUrl } from './title-from-url.js';

/** One line of `data/intel/snapshot.jsonl`, with the evidence of where its facts were seen. */
export const SnapshotRowSchema = z
  .object({
    sourceId: z.string().min(1),
    agency: z.string().min(1),
    title: z.string().min(1).nullable(),
    url: z.url({ protocol: /^https?$/ }),
    publishedAt: z
      .string()
      .regex(/^\d{4}-\d{2}(-\d{2})?$/)
      .nullable(),
    datePrecision: z.enum(['day', 'month']).nullable(),
    summary: z.string().min(1).nullable(),
    evidence: z.string().min(1),
  })
  .refine(
    (row) =>
      row.publishedAt === null
        ? row.datePrecision === null
        : row.datePrecision === (row.publishedAt.length === 7 ? 'month' : 'day'),
    { message: 'datePrecision does not match the form of publishedAt', path: ['datePrecision'] },
  );
export type SnapshotRow = z.infer<typeof SnapshotRowSchema>;

export interface SnapshotLoad {
  items: IntelItem[];
  /** Newest stated date of the snapshot's items; null for a snapshot without dates. */
  asOf: SnapshotAsOf | null;
  /** Lines that could not be used, with why (line numbers from 1). */
  problems: string[];
}

/** Newest stated date, compared by the start of its period; its own precision is kept. */
export function snapshotAsOf(
  rows: readonly Pick<SnapshotRow, 'publishedAt' | 'datePrecision'>[],
): SnapshotAsOf | null {
  let newest: SnapshotAsOf | null = null;
  let newestMs = -Infinity;
  for (const row of rows) {
    if (row.publishedAt === null || row.datePrecision === null) continue;
    const stated = parseStatedDate(row.publishedAt);
    if (stated === null) continue;
    const ms = Date.parse(stated.iso);
    if (ms > newestMs) {
      newestMs = ms;
      newest = { date: row.publishedAt, precision: row.datePrecision };
    }
  }
  return newest;
}

/**
 * Maps the bundled snapshot to IntelItems (origin "snapshot"). Month-only dates keep precision
 * "month" and undated items stay undated; null summaries stay null and a null title is read from the
 * page's address when it can be (`titleFromUrl`). The line's own
 * agency is kept (joint alerts name several); a line naming a source missing from the registry is
 * reported, not guessed.
 */
export function loadSnapshot(
  jsonl: string,
  sources: readonly IntelSource[],
  classify: ClassifyItem,
): SnapshotLoad {
  const byId = new Map(sources.map((source) => [source.id, source]));
  const rows: SnapshotRow[] = [];
  const items: IntelItem[] = [];
  const problems: string[] = [];
  jsonl.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === '') return;
    const lineNo = index + 1;
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch {
      problems.push(`line ${lineNo}: not JSON`);
      return;
    }
    const parsed = SnapshotRowSchema.safeParse(json);
    if (!parsed.success) {
      problems.push(
        `line ${lineNo}: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`,
      );
      return;
    }
    const row = parsed.data;
    const source = byId.get(row.sourceId);
    if (source === undefined) {
      problems.push(`line ${lineNo}: unknown source ${row.sourceId}`);
      return;
    }
    const stated = parseStatedDate(row.publishedAt);
    const result = normaliseFacts(
      {
        title: row.title,
        url: row.url,
        publishedAt: stated?.iso ?? null,
        datePrecision: stated === null ? null : row.datePrecision,
        summary: row.summary,
        agency: row.agency,
      },
      source,
      'snapshot',
      classify,
    );
    if (!result.ok) {
      problems.push(`line ${lineNo}: ${result.detail}`);
      return;
    }
    rows.push(row);
    // A headline never seen is read from the page's address; the content hash stays the one of
    // the line as recorded, so loading it again finds the same item.
    items.push(row.title === null ? { ...result.item, title: titleFromUrl(row.url) } : result.item);
  });
  return { items, asOf: snapshotAsOf(rows), problems };
}
