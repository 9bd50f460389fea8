import {
  AdminAlertListSchema,
  AdminAlertSchema,
  AdminStatsSchema,
  AnalyzeResponseSchema,
  TrendsUpdateResponseSchema,
  systemHealthPercent,
} from '@scambuddy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../../test/auth-helper.js';
import { buildTestApp, testEngineModel, type TestContext } from '../../../test/helper.js';

const SCAM_TEXT =
  'This is the Social Security Administration. Your SSN is suspended. Pay $500 in Google Play gift cards today or you will be arrested.';
const SAFE_TEXT = 'Hi Mum, dinner at ours on Sunday at six? Bring the photo album please.';

let ctx: TestContext;
let admin: string;
let user: string;

beforeAll(async () => {
  ctx = await buildTestApp({ env: { ANALYZE_RATE_LIMIT_PER_MINUTE: '1000' } });
  admin = (await signInAs(ctx, { role: 'admin' })).cookie;
  user = (await signInAs(ctx)).cookie;
});
afterAll(async () => {
  await ctx.close();
});

async function analyze(text: string, cookie?: string): Promise<{ id: string; score: number }> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/analyze',
    payload: { inputType: 'text', text },
    ...(cookie ? { headers: { cookie } } : {}),
  });
  const parsed = AnalyzeResponseSchema.parse(response.json());
  return { id: parsed.analysisId, score: parsed.result.scam_score };
}

async function stats() {
  const response = await ctx.app.inject({ url: '/api/admin/stats', headers: { cookie: admin } });
  expect(response.statusCode).toBe(200);
  return AdminStatsSchema.parse(response.json());
}

describe('admin endpoints refuse everyone but admins', () => {
  const endpoints = [
    { method: 'GET', url: '/api/admin/stats', adminStatus: 200 },
    { method: 'GET', url: '/api/admin/alerts', adminStatus: 200 },
    { method: 'POST', url: '/api/admin/alerts/unknown/resolve', adminStatus: 404 },
    { method: 'POST', url: '/api/admin/trends/update', adminStatus: 200 },
    { method: 'GET', url: '/api/admin/ml/jobs/unknown', adminStatus: 404 },
  ] as const;

  it.each(endpoints)('$method $url: 401 signed out, 403 user, $adminStatus admin', async (row) => {
    const as = async (cookie?: string) =>
      (
        await ctx.app.inject({
          method: row.method,
          url: row.url,
          ...(cookie ? { headers: { cookie } } : {}),
        })
      ).statusCode;
    expect(await as()).toBe(401);
    expect(await as(user)).toBe(403);
    expect(await as(admin)).toBe(row.adminStatus);
  });

  it('POST /api/admin/ml/restart: 401 signed out, 403 user', async () => {
    const url = '/api/admin/ml/restart';
    expect((await ctx.app.inject({ method: 'POST', url })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'POST', url, headers: { cookie: user } })).statusCode,
    ).toBe(403);
  });
});

describe('GET /api/admin/stats', () => {
  it('computes every figure from the database, the health checks and the model evaluation', async () => {
    const before = await stats();
    const high = await analyze(SCAM_TEXT, user);
    const low = await analyze(SAFE_TEXT);
    expect(high.score).toBeGreaterThan(70);
    expect(low.score).toBeLessThanOrEqual(30);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/analysis/${high.id}/feedback`,
      headers: { cookie: user },
      payload: { verdict: 'scam' },
    });
    await ctx.app.inject({
      method: 'POST',
      url: `/api/analysis/${low.id}/feedback`,
      payload: { verdict: 'scam', voterToken: 'x'.repeat(20) },
    });

    const after = await stats();
    expect(after.totalUsers).toBe(2);
    expect(after.newUsers).toBe(2);
    expect(after.activeUsers).toBe(2);
    expect(after.totalAnalyses).toBe(before.totalAnalyses + 2);
    expect(after.totalScamsDetected).toBe(before.totalScamsDetected + 1);
    expect(after.scoreDistribution.total).toBe(after.totalAnalyses);
    expect(after.scoreDistribution.bins).toHaveLength(10);
    expect(after.feedback).toMatchObject({
      total: 2,
      withText: 1,
      agreement: 0.5,
      byBand: { high: { scam: 1, notScam: 0 }, low: { scam: 1, notScam: 0 } },
    });

    const checks = Object.fromEntries(after.healthChecks.map((check) => [check.id, check.status]));
    // The test app's OCR fake is ready; its speech fake reports itself unavailable.
    expect(checks).toMatchObject({ database: 'ok', ocr: 'ok', speech: 'down' });
    expect(after.systemHealth).toBe(systemHealthPercent(after.healthChecks));

    const model = testEngineModel().metadata;
    expect(after.model).toMatchObject({
      version: model.version,
      origin: 'committed',
      evaluation: 'cross-validated',
    });
    expect(after.mlModelAccuracy).toBe(Math.round((model.metrics.cvAuc ?? 0) * 10000) / 100);

    const types = after.recentActivity.map((item) => item.type);
    expect(types).toContain('analysis');
    expect(types).toContain('feedback');
    expect(JSON.stringify(after.recentActivity)).not.toContain('Social Security');
  });
});

describe('admin alerts', () => {
  it('raises a spike in one scam type, lists it, resolves it, and does not raise it again', async () => {
    for (let i = 0; i < 5; i += 1) await analyze(SCAM_TEXT);
    const raised = await stats();
    expect(raised.activeAlerts).toBeGreaterThanOrEqual(1);

    const listed = AdminAlertListSchema.parse(
      (await ctx.app.inject({ url: '/api/admin/alerts', headers: { cookie: admin } })).json(),
    );
    const spike = listed.find((alert) => alert.type === 'scam_type_spike');
    expect(spike).toMatchObject({ resolved: false, severity: expect.any(String) });
    expect(spike?.params.today).toBeGreaterThanOrEqual(5);

    const resolved = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/alerts/${spike?.id}/resolve`,
      headers: { cookie: admin },
    });
    expect(AdminAlertSchema.parse(resolved.json()).resolved).toBe(true);

    const later = await stats();
    expect(later.activeAlerts).toBe(raised.activeAlerts - 1);
    const again = AdminAlertListSchema.parse(
      (await ctx.app.inject({ url: '/api/admin/alerts', headers: { cookie: admin } })).json(),
    );
    expect(again.filter((alert) => alert.type === 'scam_type_spike')).toHaveLength(1);
  });
});

describe('POST /api/admin/trends/update', () => {
  it('runs the intelligence collector, which is off in tests, and says so', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/trends/update',
      headers: { cookie: admin },
    });
    const body = TrendsUpdateResponseSchema.parse(response.json());
    expect(body.status).toBe('not_run');
    expect(body.message).toContain('INTEL_COLLECTION=off');
  });
});
