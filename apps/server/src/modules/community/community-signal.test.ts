import { AnalyzeResponseSchema } from '@scambuddy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../../test/auth-helper.js';
import { buildTestApp, type TestContext } from '../../../test/helper.js';
import { identifiersInResult } from './community-signal.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp({
    env: { COMMUNITY_REPORTS_RATE_LIMIT_PER_HOUR: '100', ANALYZE_RATE_LIMIT_PER_MINUTE: '100' },
  });
});

afterAll(async () => {
  await ctx.close();
});

async function report(cookie: string, fields: Record<string, string>, text: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/community/reports',
    headers: { cookie },
    payload: {
      title: 'Caller claiming to be the IRS',
      description: `${text} They demanded payment in gift cards and threatened arrest if I hung up.`,
      category: 'phone-scam',
      ...fields,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
}

async function analyze(text: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/analyze',
    payload: { inputType: 'text', text },
  });
  expect(response.statusCode, response.body).toBe(200);
  return AnalyzeResponseSchema.parse(response.json()).result;
}

describe('community knowledge in the analysis', () => {
  it('says how many people reported a phone number the message names', async () => {
    const first = await signInAs(ctx);
    const second = await signInAs(ctx);
    await report(first.cookie, { phoneNumber: '(888) 555-0142' }, 'First person: a man called.');
    await report(
      second.cookie,
      { phoneNumber: '888-555-0142' },
      'Second person: a woman called me.',
    );

    const result = await analyze(
      'URGENT: your tax account is suspended. Call 1-888-555-0142 today to avoid arrest.',
    );
    expect(result.top_signals[0]).toBe(
      'The phone number 1-888-555-0142 was reported as a scam by 2 people on our community board',
    );
    expect(result.messages.top_signals[0]).toEqual({
      key: 'engine.community.reported_phone',
      params: { value: '1-888-555-0142', count: 2 },
    });
  });

  it('counts people, not reports, and names websites by their domain', async () => {
    const person = await signInAs(ctx);
    await report(person.cookie, { websiteUrl: 'https://pay.irs-refund.com/claim' }, 'Site one.');
    await report(person.cookie, { websiteUrl: 'https://irs-refund.com' }, 'Site two, again.');
    const result = await analyze('Claim your refund at http://www.irs-refund.com/now');
    expect(result.top_signals[0]).toMatch(
      /^The website .*irs-refund\.com.* by 1 person on our community board$/,
    );
  });

  it('adds nothing when no identifier in the message was reported', async () => {
    const result = await analyze('Call me back at 1-877-555-0100 about the church bake sale.');
    expect(result.top_signals.join(' ')).not.toContain('community board');
    expect(identifiersInResult(result)).toEqual([{ kind: 'phone', value: expect.any(String) }]);
  });
});
