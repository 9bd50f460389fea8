import {
  DashboardPayloadSchema,
  HistoryPayloadSchema,
  UserDataExportSchema,
} from '@scambuddy/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSignedOut, signInAs } from '../../../test/auth-helper.js';
import { buildTestApp, type TestContext } from '../../../test/helper.js';
import { analyses, analysisFeedback, vulnerabilityProfiles } from '../../db/schema.js';
import { countRowsOf, findPersonalTables } from './personal-tables.js';

const SCAM =
  'URGENT: your bank account is suspended. Verify your identity now at http://secure-bank-verify.top or call 1-800-555-0199. Reply with the code we sent. Contact alerts@bank-secure.com';
const HARMLESS = 'Hi grandma, see you at lunch on Sunday. Love, Tom';

describe('the signed-in person’s dashboard, history and data', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  async function analyze(cookie: string | undefined, text: string) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/analyze',
      payload: { inputType: 'text', text },
      headers: cookie ? { cookie } : {},
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { analysisId: string }).analysisId;
  }

  it('starts empty, with a safety score of 0', async () => {
    const { cookie } = await signInAs(ctx);
    const dashboard = await ctx.app.inject({ url: '/api/user/dashboard', headers: { cookie } });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.json()).toMatchObject({
      stats: {
        safetyScore: 0,
        totalAnalyses: 0,
        scamsDetected: 0,
        successRate: null,
        recentActivities: [],
      },
      recentAnalyses: [],
    });
    const history = await ctx.app.inject({ url: '/api/user/history', headers: { cookie } });
    expect(history.json()).toEqual({ analyses: [] });
  });

  it('keeps analyses made while signed in, with their text, and computes the figures', async () => {
    const { cookie, user } = await signInAs(ctx, { name: 'Ada' });
    const other = await signInAs(ctx);
    const scamId = await analyze(cookie, SCAM);
    const harmlessId = await analyze(cookie, HARMLESS);
    await analyze(other.cookie, HARMLESS);
    await analyze(undefined, SCAM);

    const history = HistoryPayloadSchema.parse(
      (await ctx.app.inject({ url: '/api/user/history', headers: { cookie } })).json(),
    );
    expect(history.analyses.map((a) => a.id)).toEqual([harmlessId, scamId]);
    const scam = history.analyses[1];
    expect(scam?.text).toBe(SCAM);
    expect(scam?.emailFrom).toBe('alerts@bank-secure.com');
    expect(scam?.phoneNumber).toContain('555-0199');
    expect(scam?.resultJson.scam_score).toBeGreaterThan(70);

    const response = await ctx.app.inject({ url: '/api/user/dashboard', headers: { cookie } });
    expect(response.headers['cache-control']).toBe('no-store');
    const dashboard = DashboardPayloadSchema.parse(response.json());
    expect(dashboard.user).toMatchObject({ id: user.id, name: 'Ada' });
    // Two analyses (5 each) and one scam caught before harm (10).
    expect(dashboard.stats).toMatchObject({
      totalAnalyses: 2,
      scamsDetected: 1,
      successRate: 100,
      safetyScore: 20,
    });
    expect(dashboard.stats.recentActivities.map((a) => a.points).sort()).toEqual([10, 5, 5]);
    expect(dashboard.recentAnalyses).toHaveLength(2);

    // The navigation chip shows the same score.
    const me = await ctx.app.inject({ url: '/auth/user', headers: { cookie } });
    expect(me.json()).toMatchObject({ safetyScore: 20 });
  });

  it('lets the person’s own "Was this right?" answer decide, and counts it as activity', async () => {
    const { cookie, user } = await signInAs(ctx);
    const scamId = await analyze(cookie, SCAM);
    await ctx.db.orm.insert(analysisFeedback).values({
      id: `fb-${scamId}`,
      analysisId: scamId,
      userId: user.id,
      voterKey: `user:${user.id}`,
      verdict: 'not_scam',
      createdAt: new Date(),
    });
    const dashboard = DashboardPayloadSchema.parse(
      (await ctx.app.inject({ url: '/api/user/dashboard', headers: { cookie } })).json(),
    );
    // One analysis (5) and one answer (5); the person says it was no scam, so none caught.
    expect(dashboard.stats).toMatchObject({ scamsDetected: 0, successRate: null, safetyScore: 10 });
    expect(dashboard.recentAnalyses[0]?.feedback).toMatchObject({ label: 'not_scam' });
  });

  it('never stores an anonymous visitor’s text', async () => {
    const id = await analyze(undefined, 'Anonymous message about a prize you won');
    const [row] = await ctx.db.orm.select().from(analyses).where(eq(analyses.id, id));
    expect(row).toMatchObject({ userId: null, text: null });
  });

  it('exports the profile and every linked row as a JSON download', async () => {
    const { cookie, user } = await signInAs(ctx, { name: 'Exporter' });
    const id = await analyze(cookie, SCAM);
    const response = await ctx.app.inject({ url: '/api/user/export', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="scambuddy-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = UserDataExportSchema.parse(response.json());
    expect(data.profile).toMatchObject({ id: user.id, name: 'Exporter', role: 'user' });
    expect(data.records.analyses?.map((row) => row.id)).toEqual([id]);
    expect(data.records.analyses?.[0]).toMatchObject({ text: SCAM });
    // Session token hashes are not personal data worth exporting.
    expect(data.records.sessions).toBeUndefined();
  });

  it('deletes the account and every row linked to it, and clears the cookie', async () => {
    const { cookie, user } = await signInAs(ctx);
    const bystander = await signInAs(ctx);
    const scamId = await analyze(cookie, SCAM);
    await analyze(cookie, HARMLESS);
    await analyze(bystander.cookie, HARMLESS);
    // A "Was this right?" label and an assessment, so every kind of personal row is there.
    await ctx.db.orm.insert(analysisFeedback).values({
      id: `fb-${scamId}`,
      analysisId: scamId,
      userId: user.id,
      voterKey: `user:${user.id}`,
      verdict: 'scam',
      createdAt: new Date(),
    });
    await ctx.db.orm.insert(vulnerabilityProfiles).values({
      userId: user.id,
      answers: {} as never,
      riskScore: 3,
      updatedAt: new Date(),
    });
    const tables = await findPersonalTables(ctx.db.orm);
    const counts = async (userId: string) =>
      Object.fromEntries(
        await Promise.all(
          tables.map(
            async (t) =>
              [`${t.table}.${t.column}`, await countRowsOf(ctx.db.orm, t, userId)] as const,
          ),
        ),
      );
    const before = await counts(user.id);
    expect(before['analyses.user_id']).toBe(2);
    expect(before['sessions.user_id']).toBe(1);
    expect(before['analysis_feedback.user_id']).toBe(1);
    expect(before['vulnerability_profiles.user_id']).toBe(1);
    const bystanderBefore = await counts(bystander.user.id);

    const response = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deleted: true });
    expect(String(response.headers['set-cookie'])).toContain('sb_session=;');

    const after = await counts(user.id);
    for (const key of Object.keys(before)) expect(after[key], key).toBe(0);
    expect(await counts(bystander.user.id)).toEqual(bystanderBefore);
    expectSignedOut(await ctx.app.inject({ url: '/auth/user', headers: { cookie } }));
  });
});
