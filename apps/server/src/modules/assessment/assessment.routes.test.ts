import { assessmentRiskScore, type AssessmentAnswers } from '@scambuddy/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../../test/auth-helper.js';
import { buildTestApp, type TestContext } from '../../../test/helper.js';
import { users, vulnerabilityProfiles } from '../../db/schema.js';

const URL = '/api/vulnerability-profile';

/** 4 + 4 + 5 + 5 + 5 + 4 + 4 = 31 points: 124 %, capped at 100. */
const HIGHEST: AssessmentAnswers = {
  ageGroup: '80+',
  techComfort: 'minimal-use',
  previousExperience: 'multiple-times',
  currentSituation: 'ongoing-scam',
  attackTypes: [
    'phone-calls',
    'emails',
    'text-messages',
    'social-media',
    'dating-sites',
    'mail-scams',
  ],
  concernAreas: [
    'technology',
    'finances',
    'health-insurance',
    'social-isolation',
    'urgent-requests',
  ],
  supportLevel: 'minimal-support',
};

/** 2 + 2 + 2 + 2 + 1 + 1 + 2 = 12 points: 48. */
const MIDDLE: AssessmentAnswers = {
  ageGroup: '60-69',
  techComfort: 'somewhat-comfortable',
  previousExperience: 'nearly',
  currentSituation: 'suspicious-calls',
  attackTypes: ['phone-calls'],
  concernAreas: ['finances'],
  supportLevel: 'some-support',
};

describe('/api/vulnerability-profile', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('answers 401 to a signed-out person, for reading and for saving (even an invalid body)', async () => {
    expect((await ctx.app.inject({ url: URL })).statusCode).toBe(401);
    const save = await ctx.app.inject({ method: 'POST', url: URL, payload: MIDDLE });
    expect(save.statusCode).toBe(401);
    expect(save.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    const junk = await ctx.app.inject({ method: 'POST', url: URL, payload: { ageGroup: 'x' } });
    expect(junk.statusCode).toBe(401);
  });

  it('has no profile before the first save', async () => {
    const { cookie } = await signInAs(ctx);
    const response = await ctx.app.inject({ url: URL, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ profile: null });
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('recomputes the score from the answers and ignores the score sent', async () => {
    const { cookie, user } = await signInAs(ctx);
    const save = await ctx.app.inject({
      method: 'POST',
      url: URL,
      headers: { cookie },
      payload: { ...MIDDLE, riskScore: 3 },
    });
    expect(save.statusCode).toBe(200);
    expect(save.json()).toMatchObject({ ...MIDDLE, riskScore: 48 });
    expect(assessmentRiskScore(MIDDLE)).toBe(48);

    const [row] = await ctx.db.orm
      .select()
      .from(vulnerabilityProfiles)
      .where(eq(vulnerabilityProfiles.userId, user.id));
    expect(row?.riskScore).toBe(48);
    expect(row?.answers).not.toHaveProperty('riskScore');

    const read = await ctx.app.inject({ url: URL, headers: { cookie } });
    expect(read.json()).toEqual({
      profile: { ...MIDDLE, riskScore: 48, updatedAt: expect.any(String) as string },
    });
  });

  it('replaces the earlier profile and caps the score at 100', async () => {
    const { cookie } = await signInAs(ctx);
    await ctx.app.inject({ method: 'POST', url: URL, headers: { cookie }, payload: MIDDLE });
    const again = await ctx.app.inject({
      method: 'POST',
      url: URL,
      headers: { cookie },
      payload: { ...HIGHEST, riskScore: 0 },
    });
    expect(again.json()).toMatchObject({ riskScore: 100 });
    const read = await ctx.app.inject({ url: URL, headers: { cookie } });
    expect(read.json()).toMatchObject({ profile: { ageGroup: '80+', riskScore: 100 } });
  });

  it('keeps each person to their own profile', async () => {
    const first = await signInAs(ctx);
    const second = await signInAs(ctx);
    await ctx.app.inject({
      method: 'POST',
      url: URL,
      headers: { cookie: first.cookie },
      payload: HIGHEST,
    });
    const theirs = await ctx.app.inject({ url: URL, headers: { cookie: second.cookie } });
    expect(theirs.json()).toEqual({ profile: null });
  });

  it.each([
    ['a missing question', { ...MIDDLE, supportLevel: undefined }],
    ['an unknown option', { ...MIDDLE, ageGroup: '40-49' }],
    ['an empty multi-select', { ...MIDDLE, attackTypes: [] }],
    ['"none yet" with a channel', { ...MIDDLE, attackTypes: ['none-yet', 'emails'] }],
    ['a choice twice', { ...MIDDLE, concernAreas: ['finances', 'finances'] }],
    ['a list instead of one answer', { ...MIDDLE, techComfort: ['basic-user'] }],
  ])('refuses %s with 400 VALIDATION_FAILED', async (_name, payload) => {
    const { cookie } = await signInAs(ctx);
    const response = await ctx.app.inject({
      method: 'POST',
      url: URL,
      headers: { cookie },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('refuses a body that is not JSON with 400', async () => {
    const { cookie } = await signInAs(ctx);
    const response = await ctx.app.inject({
      method: 'POST',
      url: URL,
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{"ageGroup":',
    });
    expect(response.statusCode).toBe(400);
  });

  it('deletes the profile with the account', async () => {
    const { cookie, user } = await signInAs(ctx);
    await ctx.app.inject({ method: 'POST', url: URL, headers: { cookie }, payload: MIDDLE });
    await ctx.db.orm.delete(users).where(eq(users.id, user.id));
    const rows = await ctx.db.orm
      .select()
      .from(vulnerabilityProfiles)
      .where(eq(vulnerabilityProfiles.userId, user.id));
    expect(rows).toHaveLength(0);
  });
});

describe('/api/vulnerability-profile rate limit', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('refuses the 31st save in a minute from one address with 429', async () => {
    const { cookie } = await signInAs(ctx);
    const save = () =>
      ctx.app.inject({ method: 'POST', url: URL, headers: { cookie }, payload: MIDDLE });
    for (let i = 0; i < 30; i += 1) expect((await save()).statusCode).toBe(200);
    const refused = await save();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });
});
