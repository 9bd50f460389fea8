import { ErrorBodySchema, type AnalysisResult } from '@scambuddy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/helper.js';
import { newAnalysisId } from '../analysis/analysis-id.js';
import { AnalyzeResponseSchema } from '../analysis/analysis.schemas.js';
import { SavedReportSchema } from './report.schemas.js';

const FIXED_NOW = new Date('2026-03-14T15:09:26.000Z');

const TEXT = 'Your Amazon account is locked. Verify at http://amaz0n-secure.top now.';
/** The fields of a result a language changes. */
const TEXT_FIELDS = [
  'label',
  'explanation',
  'top_signals',
  'next_steps',
  'recommended_actions',
  'legal_language',
  'locale',
] as const;

function pickTexts(result: AnalysisResult): Partial<AnalysisResult> {
  return Object.fromEntries(TEXT_FIELDS.map((field) => [field, result[field]]));
}

/** Checks the message in a language and answers its result and share id. */
async function analyzeIn(language?: string) {
  const analyzed = await ctx.app.inject({
    method: 'POST',
    url: '/api/analyze',
    payload: { inputType: 'text', text: TEXT, ...(language ? { language } : {}) },
  });
  return AnalyzeResponseSchema.parse(analyzed.json());
}

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
    const { result, analysisId } = await analyzeIn();

    const response = await ctx.app.inject({ url: `/api/report/${analysisId}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const report = SavedReportSchema.parse(response.json());
    expect(report).toEqual({ id: analysisId, createdAt: FIXED_NOW.toISOString(), result });
  });

  it('gives the texts in the language asked for, the analysis unchanged', async () => {
    const { result, analysisId } = await analyzeIn('es');
    expect(result.locale).toBe('es');

    const asStored = SavedReportSchema.parse(
      (await ctx.app.inject({ url: `/api/report/${analysisId}` })).json(),
    );
    expect(asStored.result).toEqual(result);
    const arabic = SavedReportSchema.parse(
      (await ctx.app.inject({ url: `/api/report/${analysisId}?language=ar` })).json(),
    ).result;
    expect(arabic.locale).toBe('ar');
    expect(arabic.label).not.toBe(result.label);
    expect(arabic.top_signals).toHaveLength(result.top_signals.length);
    expect(arabic.top_signals.join(' ')).toMatch(/[\u0600-\u06FF]/);
    expect(arabic.recommended_actions.map((action) => action.urgency)).toEqual(
      result.recommended_actions.map((action) => action.urgency),
    );
    expect({ ...arabic, ...pickTexts(result) }).toEqual(result);
    // English, asked for, is the same as analysing in English.
    const english = SavedReportSchema.parse(
      (await ctx.app.inject({ url: `/api/report/${analysisId}?language=en` })).json(),
    ).result;
    const direct = (await analyzeIn('en')).result;
    expect(pickTexts(english)).toEqual(pickTexts(direct));
  });

  it('answers an unknown language with 400 and a message', async () => {
    const response = await ctx.app.inject({ url: `/api/report/${newAnalysisId()}?language=xx` });
    expect(response.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(response.json()).message.length).toBeGreaterThan(0);
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
