import {
  AnalyzeResponseSchema,
  ErrorBodySchema,
  FeedbackResponseSchema,
} from '@scambuddy/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../../test/auth-helper.js';
import { buildTestApp, type TestContext } from '../../../test/helper.js';
import { analysisFeedback } from '../../db/schema.js';
import { createModelRepository } from '../model/model.repository.js';

const SCAM_TEXT =
  'This is the IRS. You owe back taxes. Pay today with Google Play gift cards or you will be arrested.';
const TOKEN_A = 'browser-token-aaaaaaaaaaaaaaaa';
const TOKEN_B = 'browser-token-bbbbbbbbbbbbbbbb';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp({ env: { ANALYZE_RATE_LIMIT_PER_MINUTE: '1000' } });
});
afterAll(async () => {
  await ctx.close();
});

async function analyze(cookie?: string): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/analyze',
    payload: { inputType: 'text', text: SCAM_TEXT },
    ...(cookie ? { headers: { cookie } } : {}),
  });
  return AnalyzeResponseSchema.parse(response.json()).analysisId;
}

function answer(id: string, payload: object, cookie?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/analysis/${id}/feedback`,
    payload,
    ...(cookie ? { headers: { cookie } } : {}),
  });
}

describe('POST /api/analysis/:id/feedback', () => {
  it('stores an anonymous answer once per browser token, keeping only the token hash', async () => {
    const id = await analyze();
    const first = await answer(id, { verdict: 'scam', voterToken: TOKEN_A });
    expect(first.statusCode).toBe(200);
    expect(FeedbackResponseSchema.parse(first.json())).toEqual({ verdict: 'scam', recorded: true });

    const again = await answer(id, { verdict: 'not_scam', voterToken: TOKEN_A });
    expect(again.json()).toEqual({ verdict: 'scam', recorded: false });

    const other = await answer(id, { verdict: 'not_scam', voterToken: TOKEN_B });
    expect(other.json()).toEqual({ verdict: 'not_scam', recorded: true });

    const rows = await ctx.db.orm
      .select()
      .from(analysisFeedback)
      .where(eq(analysisFeedback.analysisId, id));
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.userId === null)).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(TOKEN_A);
  });

  it('answers once per account when signed in, whatever token is sent', async () => {
    const { user, cookie } = await signInAs(ctx);
    const id = await analyze(cookie);
    expect((await answer(id, { verdict: 'not_scam' }, cookie)).json()).toEqual({
      verdict: 'not_scam',
      recorded: true,
    });
    const again = await answer(id, { verdict: 'scam', voterToken: TOKEN_B }, cookie);
    expect(again.json()).toEqual({ verdict: 'not_scam', recorded: false });
    const rows = await ctx.db.orm
      .select()
      .from(analysisFeedback)
      .where(eq(analysisFeedback.analysisId, id));
    expect(rows.map((row) => row.userId)).toEqual([user.id]);
  });

  it.each([
    { why: 'an unknown verdict', payload: { verdict: 'maybe', voterToken: TOKEN_A }, status: 400 },
    { why: 'no token when signed out', payload: { verdict: 'scam' }, status: 400 },
    { why: 'a short token', payload: { verdict: 'scam', voterToken: 'short' }, status: 400 },
  ])('refuses $why with $status', async ({ payload, status }) => {
    const id = await analyze();
    const response = await answer(id, payload);
    expect(response.statusCode).toBe(status);
    expect(ErrorBodySchema.parse(response.json()).code).toBe('VALIDATION_FAILED');
  });

  it('answers 404 for an analysis that does not exist', async () => {
    const response = await answer('no-such-analysis', { verdict: 'scam', voterToken: TOKEN_A });
    expect(response.statusCode).toBe(404);
    expect(ErrorBodySchema.parse(response.json()).code).toBe('NOT_FOUND');
  });

  it('is rate limited per client address', async () => {
    const limited = await buildTestApp();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 21; i += 1) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/analysis/none/feedback',
          payload: { verdict: 'scam', voterToken: TOKEN_A },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true);
      expect(statuses[20]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('which answers teach the model (issue 18, item 7)', () => {
  it('only signed-in answers, one per person per analysis; anonymous ones stay for figures', async () => {
    const owner = await signInAs(ctx);
    const text = `${SCAM_TEXT} Case number 4471.`;
    const analyzed = await ctx.app.inject({
      method: 'POST',
      url: '/api/analyze',
      payload: { inputType: 'text', text },
      headers: { cookie: owner.cookie },
    });
    const id = AnalyzeResponseSchema.parse(analyzed.json()).analysisId;
    // Anyone holding the id: fresh browser tokens, one "not a scam" each.
    for (let index = 0; index < 5; index++) {
      const response = await answer(id, {
        verdict: 'not_scam',
        voterToken: `flood-token-${index}`.padEnd(30, 'x'),
      });
      expect(response.json()).toMatchObject({ recorded: true });
    }
    const signedIn = await answer(id, { verdict: 'scam' }, owner.cookie);
    expect(signedIn.json()).toEqual({ verdict: 'scam', recorded: true });
    const changedMind = await answer(id, { verdict: 'not_scam' }, owner.cookie);
    expect(changedMind.json()).toEqual({ verdict: 'scam', recorded: false });

    const examples = (await createModelRepository(ctx.db.orm).feedbackExamples()).filter(
      (example) => example.text === text,
    );
    expect(examples.map((example) => example.label)).toEqual([1]);
    // Every answer is still counted where the admin's figures read them.
    const stored = await ctx.db.orm
      .select()
      .from(analysisFeedback)
      .where(eq(analysisFeedback.analysisId, id));
    expect(stored).toHaveLength(6);
  });
});
