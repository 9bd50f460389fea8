import {
  ErrorBodySchema,
  LOOKUP_MESSAGES,
  LookupResponseSchema,
  type CommunityReportSubmissionInput,
} from '@scambuddy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/helper.js';
import { intelItems } from '../../db/schema.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp({ env: { COMMUNITY_REPORTS_RATE_LIMIT_PER_HOUR: '1000' } });
});

afterAll(async () => {
  await ctx.close();
});

async function lookup(q: string | undefined) {
  return ctx.app.inject({
    method: 'GET',
    url: '/api/lookup',
    ...(q === undefined ? {} : { query: { q } }),
  });
}

async function found(q: string) {
  const response = await lookup(q);
  expect(response.statusCode, response.body).toBe(200);
  return LookupResponseSchema.parse(response.json());
}

/** A published community report, submitted through the board's own endpoint. */
async function report(
  fields: Partial<CommunityReportSubmissionInput>,
  clientAddress: string,
  text: string,
) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/community/reports',
    remoteAddress: clientAddress,
    payload: {
      title: `A suspicious contact ${text}`,
      description: `Someone reached me about ${text} and asked me to pay right away with gift cards, which I did not do.`,
      category: 'phone-scam',
      ...fields,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
}

async function officialAlert(id: string, title: string, summary: string, publishedAt: string) {
  await ctx.db.orm.insert(intelItems).values({
    id: id.padEnd(64, '0'),
    contentHash: id.padEnd(64, '1'),
    url: `https://consumer.ftc.gov/consumer-alerts/${id}`,
    sourceId: 'ftc-consumer-alerts',
    agency: 'Federal Trade Commission',
    sourceType: 'federal',
    title,
    summary,
    publishedAt: new Date(publishedAt),
    datePrecision: 'day',
    kind: 'scam-alert',
    scamTypes: ['phone'],
    severity: 'high',
    elderRelevanceScore: 60,
    statesMentioned: [],
    origin: 'collected',
    snapshotDate: null,
    fetchedAt: new Date(publishedAt),
  });
}

describe('GET /api/lookup with reports and alerts', () => {
  beforeAll(async () => {
    // Two different people report the same number, written two ways; one reports a site.
    await report({ phoneNumber: '(866) 555-0123' }, '198.51.100.1', 'a refund of my account');
    await report({ phoneNumber: '1-866-555-0123' }, '198.51.100.2', 'my grandson in jail');
    await report(
      { category: 'online-scam', websiteUrl: 'https://login.paypa1.com/verify' },
      '198.51.100.3',
      'a locked payment account',
    );
    await officialAlert(
      'a1',
      'Refund scam calls',
      'Callers at 866.555.0123 say you are owed a refund. Hang up.',
      '2026-02-01T00:00:00Z',
    );
    await officialAlert(
      'a2',
      'Fake PayPal texts',
      'Texts link to paypa1.com and ask you to sign in. Do not.',
      '2026-03-01T00:00:00Z',
    );
    // An enforcement action naming the site: listed, but not as a scam warning (issue 19.16).
    await officialAlert(
      'a4',
      'FTC secures settlement against the owner of paypa1.com',
      'The company behind paypa1.com agreed to pay $1 million.',
      '2026-01-01T00:00:00Z',
    );
    // Same last four digits and a longer look-alike name: must not count.
    await officialAlert(
      'a3',
      'Other scam',
      'Call 202-555-0123 or visit notpaypa1.com for nothing.',
      '2026-04-01T00:00:00Z',
    );
  });

  it('counts different reporters of a number and lists the newest reports and the alert', async () => {
    const body = await found('+1 866 555 0123');
    expect(body).toMatchObject({
      kind: 'phone',
      normalized: '+18665550123',
      display: '(866) 555-0123',
      country: 'US',
    });
    expect(body.community.reporterCount).toBe(2);
    expect(body.community.latest).toHaveLength(2);
    expect(body.community.latest[0]?.title).toContain('my grandson in jail');
    expect(body.officialAlerts.map((alert) => alert.title)).toEqual(['Refund scam calls']);
    expect(body.officialAlerts[0]).toMatchObject({
      agency: 'Federal Trade Commission',
      url: 'https://consumer.ftc.gov/consumer-alerts/a1',
      publishedAt: '2026-02-01T00:00:00.000Z',
      relation: 'warning',
    });
    expect(body.checks.map((check) => check.id)).toEqual([
      'phone_valid',
      'phone_north_america',
      'phone_toll_free',
      'phone_spoofing_caveat',
    ]);
  });

  it('finds a domain reported through a subdomain, and the alert naming it', async () => {
    const body = await found('https://www.PAYPA1.com/');
    expect(body).toMatchObject({ kind: 'domain', normalized: 'paypa1.com', country: null });
    expect(body.community.reporterCount).toBe(1);
    expect(body.community.latest).toHaveLength(1);
    expect(body.officialAlerts.map((alert) => [alert.title, alert.relation])).toEqual([
      ['Fake PayPal texts', 'warning'],
      ['FTC secures settlement against the owner of paypa1.com', 'enforcement'],
    ]);
    expect(body.checks.find((check) => check.id === 'domain_lookalike')?.params).toEqual({
      brand: 'PayPal',
    });
  });
});

describe('GET /api/lookup without reports', () => {
  it('answers a number nobody reported with empty lists and its checks', async () => {
    const body = await found('876-555-7777');
    expect(body.community).toEqual({ reporterCount: 0, latest: [] });
    expect(body.officialAlerts).toEqual([]);
    expect(body.checks.find((check) => check.id === 'phone_nanp_foreign')).toMatchObject({
      result: 'danger',
      params: { country: 'JM', areaCode: '876' },
    });
  });

  it('answers a domain nobody reported, and a short code and a service number', async () => {
    const irs = await found('irs.gov');
    expect(irs.community.reporterCount).toBe(0);
    expect(irs.checks[0]?.id).toBe('domain_official_gov');
    expect((await found('911')).checks[0]?.id).toBe('phone_n11');
    expect((await found('72345')).checks[0]?.id).toBe('phone_short_code');
  });

  it("names the organisation of a number in the contacts directory (Bank of America's)", async () => {
    const body = await found('877.366.1121');
    expect(body.checks.find((check) => check.id === 'phone_official_number')).toMatchObject({
      result: 'ok',
      params: { name: 'Bank of America - fraud' },
    });
  });

  it('sends no-store so answers are never cached', async () => {
    const response = await lookup('example.com');
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /api/lookup refusals', () => {
  it.each([
    ['hello there', LOOKUP_MESSAGES.notRecognised],
    ['me@example.com', LOOKUP_MESSAGES.notRecognised],
    ['zzzzzz', LOOKUP_MESSAGES.notRecognised],
    ['12', LOOKUP_MESSAGES.tooShort],
    ['  a ', LOOKUP_MESSAGES.tooShort],
    ['x'.repeat(301), LOOKUP_MESSAGES.tooLong],
  ])('refuses %j with a plain 400', async (q, message) => {
    const response = await lookup(q);
    expect(response.statusCode).toBe(400);
    const body = ErrorBodySchema.parse(response.json());
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toContain(message);
  });

  it('refuses a missing or repeated q with 400', async () => {
    expect((await lookup(undefined)).statusCode).toBe(400);
    const repeated = await ctx.app.inject({ method: 'GET', url: '/api/lookup?q=abc.com&q=x.com' });
    expect(repeated.statusCode).toBe(400);
  });

  it('never answers 5xx on odd input', async () => {
    const odd = [
      '%%%',
      '\u0000\u0001abc',
      'https://',
      'http://[::1]/',
      'javascript:alert(1)',
      '+'.repeat(50),
      '1'.repeat(300),
      'a.'.repeat(100),
      'xn--.com',
      'xn--zzzzzzzz.com',
      '😀😀😀.com',
      '(((555)))',
      "' or 1=1 --",
      'http://256.256.256.256',
    ];
    for (const q of odd) {
      const response = await lookup(q);
      expect(response.statusCode, `${q}: ${response.body}`).toBeLessThan(500);
    }
  });
});
