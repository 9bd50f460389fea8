import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngineModel } from '../../../test/helper.js';
import { systemClock } from '../../adapters/clock.js';
import { createFakeOcrService } from '../../adapters/ocr/index.js';
import { MAX_IMAGE_PIXELS, MAX_UPLOAD_BYTES } from '../../adapters/uploads/index.js';
import type { Database } from '../../db/database.js';
import { analyses } from '../../db/schema.js';
import { upsertUserByEmail } from '../auth/users.repository.js';
import { createAnalysisRepository } from './analysis.repository.js';
import { createAnalysisService } from './analysis.service.js';

const TEXT = 'Grandma, it is me. I am in jail and need $2,000 in cash for bail. Do not tell Mom.';

let db: Database;
let service: ReturnType<typeof createAnalysisService>;

beforeAll(async () => {
  db = await createTestDatabase();
  service = createAnalysisService({
    repository: createAnalysisRepository(db.orm),
    model: testEngineModel(),
    clock: systemClock,
    ocr: createFakeOcrService({ text: '', confidence: 0, qrUrls: [], lines: [] }),
    uploadLimits: { maxBytes: MAX_UPLOAD_BYTES, maxPixels: MAX_IMAGE_PIXELS },
  });
});

afterAll(async () => {
  await db.close();
});

async function storedText(id: string): Promise<string | null | undefined> {
  const rows = await db.orm
    .select({ text: analyses.text })
    .from(analyses)
    .where(eq(analyses.id, id));
  return rows[0]?.text;
}

describe('what is kept of the submitted text', () => {
  it('keeps it for a signed-in person (their history)', async () => {
    const user = await upsertUserByEmail(
      db.orm,
      systemClock,
      { email: 'history@example.test', name: 'History' },
      'user',
    );
    const { analysisId } = await service.analyzeText({
      inputType: 'text',
      text: TEXT,
      userId: user.id,
    });
    expect(await storedText(analysisId)).toBe(TEXT);
  });

  it('never keeps it for an anonymous visitor', async () => {
    const { analysisId } = await service.analyzeText({
      inputType: 'text',
      text: TEXT,
      userId: null,
    });
    expect(await storedText(analysisId)).toBeNull();
  });
});
