import {
  AnalysisIdSchema,
  AnalyzeResponseSchema,
  ErrorBodySchema,
  EvidenceListResponseSchema,
  EvidenceSubmitResponseSchema,
  type EvidencePackageData,
} from '@scambuddy/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../../test/auth-helper.js';
import { buildTestApp, type TestContext } from '../../../test/helper.js';
import { evidencePackages, users } from '../../db/schema.js';
import { newAnalysisId } from '../analysis/analysis-id.js';
import { multipartPayload } from '../analysis/upload-fixtures.test-support.js';

let ctx: TestContext;
/** A second app on the same database for the refusals, so they do not use up ctx's rate limit. */
let refusals: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp();
  refusals = await buildTestApp({ db: ctx.db });
});

afterAll(async () => {
  await refusals.close();
  await ctx.close();
});

function samplePackage(overrides: Partial<EvidencePackageData> = {}): EvidencePackageData {
  return {
    id: 'evidence-1763790000000',
    title: 'Scam Evidence 11/22/2026',
    description: 'A caller said my grandson was in jail and needed bail in gift cards.',
    createdAt: '2026-11-22T04:00:00.000Z',
    items: [
      {
        id: 'item-1',
        type: 'text',
        title: 'Text Evidence',
        description: 'He said not to tell my daughter.',
        timestamp: '2026-11-22T04:01:00.000Z',
      },
      {
        id: 'item-2',
        type: 'call_log',
        title: 'Call from (202) 555-0147',
        description: 'Caller: "Officer Brown". Asked for $2,000 in gift cards.',
        timestamp: '2026-11-22T04:02:00.000Z',
      },
      {
        id: 'item-3',
        type: 'screenshot',
        title: 'Screenshot',
        timestamp: '2026-11-22T04:03:00.000Z',
        location: 'example.com',
        metadata: { size: 123_456, mimeType: 'image/png' },
      },
    ],
    ...overrides,
  };
}

async function submit(packageData: string, cookie?: string, app = ctx) {
  const body = await multipartPayload([], { packageData });
  return app.app.inject({
    method: 'POST',
    url: '/api/evidence/submit',
    payload: body.payload,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
  });
}

async function analyse(cookie?: string): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/analyze',
    payload: {
      inputType: 'text',
      text: 'Grandma, I am in jail. Buy $2,000 in gift cards and read me the numbers. Do not tell Mom.',
    },
    headers: cookie ? { cookie } : {},
  });
  expect(response.statusCode).toBe(200);
  return AnalyzeResponseSchema.parse(response.json()).analysisId;
}

function expectError(response: { statusCode: number; payload: string }, status: number) {
  expect(response.statusCode).toBe(status);
  return ErrorBodySchema.parse(JSON.parse(response.payload));
}

describe('POST /api/evidence/submit and GET /api/evidence', () => {
  it('stores a signed-in person’s package and lists it back with its reportId', async () => {
    const { cookie } = await signInAs(ctx);
    const response = await submit(JSON.stringify(samplePackage()), cookie);
    expect(response.statusCode).toBe(200);
    const { reportId } = EvidenceSubmitResponseSchema.parse(response.json());
    expect(reportId).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const list = await ctx.app.inject({ method: 'GET', url: '/api/evidence', headers: { cookie } });
    expect(list.statusCode).toBe(200);
    const { packages } = EvidenceListResponseSchema.parse(list.json());
    expect(packages).toHaveLength(1);
    expect(packages[0]).toMatchObject({
      reportId,
      packageId: 'evidence-1763790000000',
      status: 'submitted',
      title: 'Scam Evidence 11/22/2026',
    });
    expect(packages[0]?.items.map((item) => item.type)).toEqual(['text', 'call_log', 'screenshot']);
  });

  it('accepts a package sent without signing in, and lists nobody else’s packages', async () => {
    const response = await submit(JSON.stringify(samplePackage({ id: 'anonymous' })));
    expect(response.statusCode).toBe(200);
    const { cookie } = await signInAs(ctx);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/evidence', headers: { cookie } });
    expect(EvidenceListResponseSchema.parse(list.json()).packages).toEqual([]);
  });

  it('stores the analysis a package was collected for and lists it back', async () => {
    const { cookie } = await signInAs(ctx);
    const analysisId = await analyse(cookie);
    const response = await submit(
      JSON.stringify(samplePackage({ id: 'for-analysis', analysisId })),
      cookie,
    );
    expect(response.statusCode).toBe(200);
    const { reportId } = EvidenceSubmitResponseSchema.parse(response.json());
    // A package without analysisId, from the same person, still works and lists without one.
    expect(
      (await submit(JSON.stringify(samplePackage({ id: 'on-its-own' })), cookie)).statusCode,
    ).toBe(200);

    const list = await ctx.app.inject({ method: 'GET', url: '/api/evidence', headers: { cookie } });
    const { packages } = EvidenceListResponseSchema.parse(list.json());
    const byPackage = new Map(packages.map((item) => [item.packageId, item]));
    expect(byPackage.get('for-analysis')).toMatchObject({ reportId, analysisId });
    expect(byPackage.get('on-its-own')).toBeDefined();
    expect(byPackage.get('on-its-own')).not.toHaveProperty('analysisId');
    const rows = await ctx.db.orm
      .select({ analysisId: evidencePackages.analysisId })
      .from(evidencePackages)
      .where(eq(evidencePackages.id, reportId));
    expect(rows).toEqual([{ analysisId }]);
  });

  it('keeps only the id of an analysis: nothing of it shows in anyone’s list', async () => {
    const owner = await signInAs(ctx);
    const analysisId = await analyse(owner.cookie);
    const other = await signInAs(ctx);
    const response = await submit(
      JSON.stringify(samplePackage({ id: 'someone-elses', analysisId })),
      other.cookie,
    );
    expect(response.statusCode).toBe(200);
    const otherList = EvidenceListResponseSchema.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/evidence',
          headers: { cookie: other.cookie },
        })
      ).json(),
    );
    expect(otherList.packages).toHaveLength(1);
    // The listing is the package as sent plus the bare id: no score, text or result.
    expect(JSON.stringify(otherList.packages[0])).not.toMatch(/gift cards and read|score|risk/i);
    const ownerList = EvidenceListResponseSchema.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/evidence',
          headers: { cookie: owner.cookie },
        })
      ).json(),
    );
    expect(ownerList.packages).toEqual([]);
  });

  it('refuses an analysisId that names no analysis with a plain 400', async () => {
    const unknown = newAnalysisId();
    const body = expectError(
      // On ctx: `refusals` has its ten submissions a minute spoken for by the tests below.
      await submit(JSON.stringify(samplePackage({ analysisId: unknown }))),
      400,
    );
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toMatch(/^analysisId: there is no result with this id/);
    const rows = await ctx.db.orm
      .select()
      .from(evidencePackages)
      .where(eq(evidencePackages.analysisId, unknown));
    expect(rows).toEqual([]);
  });

  it('refuses a malformed analysisId', async () => {
    const body = expectError(
      await submit(JSON.stringify({ ...samplePackage(), analysisId: "x' OR 1=1 --" })),
      400,
    );
    expect(body.message).toMatch(/^analysisId: not the id of a result/);
  });

  it('uses the same id shape as the analyses the server makes', () => {
    for (let i = 0; i < 50; i += 1) {
      expect(AnalysisIdSchema.safeParse(newAnalysisId()).success).toBe(true);
    }
  });

  it('answers 401 to GET /api/evidence when signed out', async () => {
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/evidence' }), 401);
  });

  it('deletes a person’s packages with their account', async () => {
    const { cookie, user } = await signInAs(ctx);
    const { reportId } = EvidenceSubmitResponseSchema.parse(
      (await submit(JSON.stringify(samplePackage()), cookie)).json(),
    );
    await ctx.db.orm.delete(users).where(eq(users.id, user.id));
    const rows = await ctx.db.orm
      .select()
      .from(evidencePackages)
      .where(eq(evidencePackages.id, reportId));
    expect(rows).toEqual([]);
  });

  it.each([
    ['not JSON', '{oops', /^packageData: must be a JSON string/],
    ['no items', JSON.stringify(samplePackage({ items: [] })), /^items: add at least one/],
    [
      'an unknown item type',
      JSON.stringify({
        ...samplePackage(),
        items: [{ ...samplePackage().items[0], type: 'video' }],
      }),
      /^items\.0\.type:/,
    ],
    [
      'a bad date',
      JSON.stringify(samplePackage({ createdAt: 'yesterday' })),
      /^createdAt: must be an ISO 8601/,
    ],
    [
      'a title too long',
      JSON.stringify(samplePackage({ title: 'x'.repeat(201) })),
      /^title: too long/,
    ],
  ])('refuses %s with 400 and says which field', async (_name, packageData, message) => {
    const body = expectError(await submit(packageData, undefined, refusals), 400);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toMatch(message);
  });

  it('refuses a form without packageData, or with a file attached', async () => {
    const empty = await multipartPayload([], { other: 'x' });
    const response = await refusals.app.inject({
      method: 'POST',
      url: '/api/evidence/submit',
      ...empty,
    });
    expect(expectError(response, 400).message).toMatch(/packageData/);
    const withFile = await multipartPayload(
      [{ field: 'file', bytes: new Uint8Array([1, 2, 3]), filename: 'a.png', type: 'image/png' }],
      { packageData: JSON.stringify(samplePackage()) },
    );
    const refused = await refusals.app.inject({
      method: 'POST',
      url: '/api/evidence/submit',
      ...withFile,
    });
    expect(expectError(refused, 400).message).toMatch(/files stay on your device/);
  });

  it('answers 400, not 500, to a broken multipart body', async () => {
    const broken = await refusals.app.inject({
      method: 'POST',
      url: '/api/evidence/submit',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="packageData"\r\n\r\n{"a":',
    });
    expect(expectError(broken, 400).message).toMatch(/could not be read/);
  });

  it('refuses JSON with 415 and a package over 1 MB with 413', async () => {
    const json = await refusals.app.inject({
      method: 'POST',
      url: '/api/evidence/submit',
      payload: { packageData: '{}' },
    });
    expectError(json, 415);
    const huge = samplePackage({ description: 'x'.repeat(1024 * 1024) });
    expectError(await submit(JSON.stringify(huge), undefined, refusals), 413);
  });

  it('is rate limited', async () => {
    const own = await buildTestApp({ db: ctx.db });
    try {
      const send = async () => {
        const body = await multipartPayload([], { packageData: '{oops' });
        return own.app.inject({ method: 'POST', url: '/api/evidence/submit', ...body });
      };
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) statuses.push((await send()).statusCode);
      expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
      expect(statuses[10]).toBe(429);
    } finally {
      await own.close();
    }
  });
});
