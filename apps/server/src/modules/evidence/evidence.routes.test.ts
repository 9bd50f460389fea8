import {
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
