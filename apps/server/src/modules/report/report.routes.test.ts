import { ErrorBodySchema } from '@scambuddy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/helper.js';
import { newAnalysisId } from '../analysis/analysis-id.js';
import { AnalyzeResponseSchema } from '../analysis/analysis.schemas.js';
import { SavedReportSchema } from './report.schemas.js';

const FIXED_NOW = new Date('2026-03-14T15:09:26.000Z');
let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp({
    clock: { now: () => FIXED_NOW, monotonicMs: () => performance.now() },
  });
});

afterAll(async () => {
  await ctx.close();
});

describe('GET /api/report/:id', () => {
  it('opens a saved analysis by its share id', async () => {
    const analyzed = await ctx.app.inject({
      method: 'POST',
      url: '/api/analyze',
      payload: {
        inputType: 'text',
        text: 'Your Amazon account is locked. Verify at http://amaz0n-secure.top now.',
      },
    });
    const { result, analysisId } = AnalyzeResponseSchema.parse(analyzed.json());

    const response = await ctx.app.inject({ url: `/api/report/${analysisId}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const report = SavedReportSchema.parse(response.json());
    expect(report).toEqual({ id: analysisId, createdAt: FIXED_NOW.toISOString(), result });
  });

  it.each([
    ['an unknown id of the right shape', newAnalysisId()],
    ['a malformed id', 'not-an-id'],
    ['an id with SQL in it', "x' or '1'='1"],
    ['an over-long id', 'a'.repeat(500)],
  ])('answers %s with 404 JSON', async (_name, id) => {
    const response = await ctx.app.inject({
      url: `/api/report/${encodeURIComponent(id)}`,
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(ErrorBodySchema.parse(response.json()).code).toBe('NOT_FOUND');
  });
});
