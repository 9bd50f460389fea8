import { AnalyzeResponseSchema, ErrorBodySchema } from '@scambuddy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/helper.js';

// Issue 8: the analysis texts come back in the reader's language.
const SCAM_TEXT =
  'This is the Social Security Administration. Your SSN is suspended. Pay $500 in Google Play gift cards today or you will be arrested.';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ env: { ANALYZE_RATE_LIMIT_PER_MINUTE: '1000' } });
});
afterAll(() => ctx.close());

async function analyze(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/analyze',
    headers,
    payload: { inputType: 'text', text: SCAM_TEXT, ...body },
  });
  return response;
}

describe('POST /api/analyze in the requested language', () => {
  it('writes the result texts in Spanish when language is es', async () => {
    const response = await analyze({ language: 'es' });
    expect(response.statusCode).toBe(200);
    const { result } = AnalyzeResponseSchema.parse(response.json());
    expect(result.locale).toBe('es');
    expect(result.label).toBe('Probable estafa');
    expect(result.explanation).toMatch(/señales? de alerta/);
    expect(result.top_signals.join(' ')).toContain('Seguro Social');
    expect(result.recommended_actions[0]?.when).toBe('Ahora mismo');
  });

  it('uses Accept-Language when no field is sent, and the field over the header', async () => {
    const byHeader = AnalyzeResponseSchema.parse(
      (await analyze({}, { 'accept-language': 'ru-RU,ru;q=0.9' })).json(),
    );
    expect(byHeader.result.label).toBe('Скорее всего, мошенничество');
    const byField = AnalyzeResponseSchema.parse(
      (await analyze({ language: 'ja' }, { 'accept-language': 'ru' })).json(),
    );
    expect(byField.result.label).toBe('詐欺の可能性が高い');
  });

  it('defaults to English, with a plural that reads right', async () => {
    const { result } = AnalyzeResponseSchema.parse((await analyze({})).json());
    expect(result.locale).toBe('en');
    expect(result.explanation).toMatch(/What stood out: \d+ warning signs?, listed below\./);
    expect(result.explanation).not.toContain('sign(s)');
  });

  it('refuses a language outside the twelve', async () => {
    const response = await analyze({ language: 'xx' });
    expect(response.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(response.json()).code).toBe('VALIDATION_FAILED');
  });
});
