import {
  COMMUNITY_REPORT_MESSAGES as M,
  CommunityReportsResponseSchema,
  CommunityStatsSchema,
  CommunitySubmitResponseSchema,
  ErrorBodySchema,
  type CommunityReportSubmissionInput,
} from '@scambuddy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../../test/auth-helper.js';
import { buildTestApp, testEngineModel, type TestContext } from '../../../test/helper.js';
import { systemClock } from '../../adapters/clock.js';
import { communityReports, intelItems } from '../../db/schema.js';
import { eq } from 'drizzle-orm';
import { createCommunity } from './index.js';
import { VOTER_COOKIE } from './person-keys.js';
import { REPEAT_SUBMISSION_MESSAGE } from './community.service.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp({ env: { COMMUNITY_REPORTS_RATE_LIMIT_PER_HOUR: '1000' } });
});

afterAll(async () => {
  await ctx.close();
});

let serial = 0;
/** A valid submission whose text differs from every other one, so nothing groups by accident. */
function submission(overrides: Partial<CommunityReportSubmissionInput> = {}) {
  serial += 1;
  const words = ['amber', 'birch', 'cedar', 'delta', 'ember', 'fjord', 'grove', 'heron'];
  const unique = Array.from({ length: 6 }, (_, i) => words[(serial >> i) % words.length] ?? 'x');
  return {
    title: `Suspicious call number ${serial}`,
    description: `Report ${serial}: ${unique.join(' ')} someone called me and asked for payment ${serial} in ways I did not expect at all.`,
    category: 'phone-scam',
    ...overrides,
  } satisfies CommunityReportSubmissionInput;
}

function post(payload: unknown, cookie?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/community/reports',
    payload: payload as object,
    ...(cookie ? { headers: { cookie } } : {}),
  });
}

async function publish(payload: unknown, cookie?: string) {
  const response = await post(payload, cookie);
  expect(response.statusCode, response.body).toBe(201);
  const body = CommunitySubmitResponseSchema.parse(response.json());
  if (body.status !== 'published') throw new Error('expected a published report');
  return body.report;
}

async function list(query: Record<string, string>, cookie?: string) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/community/reports',
    query,
    ...(cookie ? { headers: { cookie } } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return CommunityReportsResponseSchema.parse(response.json());
}

describe('POST /api/community/reports: the validation of spec part 2 §5', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['title under 10 characters', { title: 'Too short' }, `title: ${M.titleTooShort}`],
    ['title over 200 characters', { title: 'x'.repeat(201) }, `title: ${M.titleTooLong}`],
    [
      'description under 50 characters',
      { description: 'Too short to help.' },
      `description: ${M.descriptionTooShort}`,
    ],
    [
      'description over 2000 characters',
      { description: 'y'.repeat(2001) },
      `description: ${M.descriptionTooLong}`,
    ],
    ['empty category', { category: '' }, `category: ${M.categoryRequired}`],
    ['missing category', { category: undefined }, `category: ${M.categoryRequired}`],
    ['unknown category', { category: 'carrier-pigeon' }, `category: ${M.categoryUnknown}`],
    ['invalid e-mail', { emailAddress: 'not-an-address' }, `emailAddress: ${M.emailInvalid}`],
    ['invalid website', { websiteUrl: 'scam site' }, `websiteUrl: ${M.websiteInvalid}`],
    [
      'website that is not http(s)',
      { websiteUrl: 'javascript:alert(1)' },
      `websiteUrl: ${M.websiteInvalid}`,
    ],
    ['negative amount', { amountLost: -1 }, `amountLost: ${M.amountInvalid}`],
    ['amount as text', { amountLost: 'ten' }, `amountLost: ${M.amountInvalid}`],
  ];

  it.each(cases)('refuses a %s with its message', async (_name, change, message) => {
    const response = await post({ ...submission(), ...change });
    expect(response.statusCode).toBe(400);
    const body = ErrorBodySchema.parse(response.json());
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toBe(message);
  });

  it('counts 10 and 50 characters after trimming, and accepts empty optional fields', async () => {
    const response = await post({
      ...submission(),
      title: '  Ten chars!  '.padEnd(10),
      scamType: '',
      location: '',
      phoneNumber: '',
      emailAddress: '',
      websiteUrl: '',
    });
    expect(response.statusCode, response.body).toBe(201);
  });

  it('stores dollars as cents and never sends back who submitted', async () => {
    const { user, cookie } = await signInAs(ctx);
    const report = await publish({ ...submission(), amountLost: 1234.56 }, cookie);
    expect(report.amountLost).toBe(123456);
    const raw = JSON.stringify(await list({ q: report.title }));
    expect(raw).toContain(report.id);
    for (const secret of [user.id, user.email, 'submitter', 'reporter', '127.0.0.1']) {
      expect(raw).not.toContain(secret);
    }
  });
});

describe('GET /api/community/reports: paging and filters', () => {
  const marker = 'zebrapaging';
  beforeAll(async () => {
    for (let i = 0; i < 25; i += 1) {
      await publish(
        submission({
          description: `${marker} ${submission().description}`,
          category: i % 2 === 0 ? 'phone-scam' : 'email-scam',
          location: i === 3 ? 'Duluth, Minnesota' : undefined,
        }),
      );
    }
  });

  it('pages 20 at a time with hasMore, newest first', async () => {
    const first = await list({ q: marker, limit: '20', offset: '0' });
    expect(first.reports).toHaveLength(20);
    expect(first.hasMore).toBe(true);
    const second = await list({ q: marker, limit: '20', offset: '20' });
    expect(second.reports).toHaveLength(5);
    expect(second.hasMore).toBe(false);
    const ids = new Set([...first.reports, ...second.reports].map((report) => report.id));
    expect(ids.size).toBe(25);
    const times = first.reports.map((report) => report.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('filters by category, by verified, and searches title, description and location', async () => {
    const email = await list({ q: marker, category: 'email-scam' });
    expect(email.reports).toHaveLength(12);
    expect(email.reports.every((report) => report.category === 'email-scam')).toBe(true);
    expect((await list({ q: 'duluth' })).reports).toHaveLength(1);
    expect((await list({ q: marker, verified: 'true' })).reports).toHaveLength(0);
    expect((await list({ q: marker, verified: 'false', limit: '50' })).reports).toHaveLength(25);
    expect(
      (await list({ q: marker, verified: '', category: '', limit: '50' })).reports,
    ).toHaveLength(25);
  });

  it('searches for % and _ literally', async () => {
    expect((await list({ q: '%' })).reports).toHaveLength(0);
  });

  it('refuses a bad filter with 400', async () => {
    const queries: Record<string, string>[] = [
      { limit: '0' },
      { offset: '-1' },
      { verified: 'maybe' },
      { category: 'x' },
    ];
    for (const query of queries) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/community/reports',
        query,
      });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('automatic moderation', () => {
  it('redacts the reporter’s SSN and address, keeps the scammer’s phone, e-mail and site', async () => {
    const report = await publish(
      submission({
        description:
          'He called from 800-555-0177 and I gave my SSN 123-45-6789. My address is 42 Maple Street, Springfield. He e-mailed from help@refund-desk.example and sent me to refund-desk.example.',
        phoneNumber: '800-555-0177',
        emailAddress: 'help@refund-desk.example',
        websiteUrl: 'https://refund-desk.example',
      }),
    );
    expect(report.description).toContain('[SSN removed]');
    expect(report.description).toContain('[address removed]');
    expect(report.description).not.toMatch(/6789|Maple/);
    expect(report.description).toContain('800-555-0177');
    expect(report.description).toContain('help@refund-desk.example');
    expect(report.phoneNumber).toBe('800-555-0177');
  });

  it.each([
    [
      'spam',
      'Lost money? A recovery expert got mine back. Contact him on WhatsApp to recover your funds today, he is great.',
    ],
    [
      'abuse',
      'Whoever runs this board is a bastard and I hope you all go die, this is useless garbage.',
    ],
    [
      'link_flood',
      'Visit https://a.example.com and https://b.example.com and https://c.example.com and https://d.example.com now.',
    ],
  ])('holds %s with its reason and does not list it', async (reason, description) => {
    const title = `Held report ${reason} check`;
    const response = await post({ ...submission(), title, description });
    expect(response.statusCode).toBe(202);
    expect(CommunitySubmitResponseSchema.parse(response.json())).toMatchObject({
      status: 'held',
      reason,
    });
    expect((await list({ q: title })).reports).toHaveLength(0);
  });

  it('refuses the same report from the same person again', async () => {
    const payload = submission();
    await publish(payload);
    const again = await post(payload);
    expect(again.statusCode).toBe(429);
    expect(ErrorBodySchema.parse(again.json()).message).toBe(REPEAT_SUBMISSION_MESSAGE);
  });

  it('limits how many reports one address may send per hour', async () => {
    const limited = await buildTestApp({ env: { COMMUNITY_REPORTS_RATE_LIMIT_PER_HOUR: '2' } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/community/reports',
          payload: submission(),
        });
        codes.push(response.statusCode);
      }
      expect(codes).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('grouping of similar reports into reportCount', () => {
  it('groups the same phone number written differently', async () => {
    const a = await publish(submission({ phoneNumber: '(877) 555-0111' }));
    const b = await publish(submission({ phoneNumber: '+1 877-555-0111' }));
    const listed = await list({ q: 'Suspicious call number', limit: '50' });
    const counts = listed.reports.filter((report) => [a.id, b.id].includes(report.id));
    expect(counts.map((report) => report.reportCount)).toEqual([2, 2]);
    expect(b.reportCount).toBe(2);
  });

  it('groups the same e-mail address and the same domain', async () => {
    await publish(submission({ emailAddress: 'Prize@Lotto-Win.example' }));
    expect(
      (await publish(submission({ emailAddress: 'prize@lotto-win.example' }))).reportCount,
    ).toBe(2);
    await publish(submission({ websiteUrl: 'https://track.parcel-fee.example/pay' }));
    expect(
      (await publish(submission({ websiteUrl: 'http://www.parcel-fee.example' }))).reportCount,
    ).toBe(2);
  });

  it('groups near-identical text and merges groups a new report bridges', async () => {
    const story =
      'A woman on a dating site said she was a nurse overseas and needed money for a plane ticket to visit me next month.';
    const first = await publish(submission({ description: story, phoneNumber: '555-010-9999' }));
    const second = await publish(
      submission({
        description: `${story} `.replace('next month', 'next week'),
        emailAddress: 'nurse@love.example',
      }),
    );
    expect(second.reportCount).toBe(2);
    // Separate group by e-mail only, then a report with that e-mail and the first phone joins both.
    await publish(submission({ emailAddress: 'other@love.example' }));
    const bridge = await publish(
      submission({ phoneNumber: '555 010 9999', emailAddress: 'other@love.example' }),
    );
    expect(bridge.reportCount).toBe(4);
    const again = await list({ q: 'plane ticket' });
    expect(again.reports.find((report) => report.id === first.id)?.reportCount).toBe(4);
  });
});

describe('verification against the stored official alerts', () => {
  let pendingBeforeAlert = '';
  beforeAll(async () => {
    // Made before the alert is stored: pending now, verified when checked again.
    pendingBeforeAlert = (
      await publish(
        submission({ category: 'phone-scam', phoneNumber: '(866) 555-0123', websiteUrl: '' }),
      )
    ).id;
    await ctx.db.orm.insert(intelItems).values({
      id: 'f'.repeat(64),
      contentHash: 'e'.repeat(64),
      url: 'https://consumer.ftc.gov/consumer-alerts/test-toll-text',
      sourceId: 'ftc-consumer-alerts',
      agency: 'Federal Trade Commission',
      sourceType: 'federal',
      title: 'That text about unpaid tolls is a scam',
      summary:
        'Texts say you owe unpaid tolls and link to toll-pay-now.example. Toll agencies do not text like this. Some ask you to call 866-555-0123.',
      publishedAt: new Date('2026-01-10T00:00:00Z'),
      datePrecision: 'day',
      kind: 'scam-alert',
      scamTypes: ['email', 'phone'],
      severity: 'high',
      elderRelevanceScore: 60,
      statesMentioned: [],
      origin: 'collected',
      snapshotDate: null,
      fetchedAt: new Date('2026-01-10T00:00:00Z'),
    });
  });

  it('verifies a report of the same type naming the same site, with the agency as source', async () => {
    const report = await publish(
      submission({ category: 'email-scam', websiteUrl: 'https://www.toll-pay-now.example/x' }),
    );
    expect(report).toMatchObject({
      isVerified: true,
      verificationSource: 'Federal Trade Commission',
      verificationStatus: 'verified',
    });
    expect((await list({ q: report.title, verified: 'true' })).reports).toHaveLength(1);
  });

  it('checks pending reports again when new alerts arrive', async () => {
    const service = createCommunity({
      orm: ctx.db.orm,
      clock: systemClock,
      model: testEngineModel(),
    });
    const before = await list({ q: 'Suspicious call number', limit: '50', verified: 'true' });
    expect(before.reports.map((report) => report.id)).not.toContain(pendingBeforeAlert);
    expect(await service.reverifyPending()).toBeGreaterThanOrEqual(1);
    const after = await list({ q: 'Suspicious call number', limit: '50', verified: 'true' });
    expect(after.reports.find((report) => report.id === pendingBeforeAlert)).toMatchObject({
      isVerified: true,
      verificationSource: 'Federal Trade Commission',
    });
  });

  it('leaves a report pending when nothing official matches', async () => {
    const report = await publish(submission({ category: 'mail-scam' }));
    expect(report).toMatchObject({
      isVerified: false,
      verificationSource: null,
      verificationStatus: 'pending',
    });
  });
});

describe('GET /api/community/stats', () => {
  it('counts published reports only, with the verification rate', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/community/stats' });
    expect(response.statusCode).toBe(200);
    const stats = CommunityStatsSchema.parse(response.json());
    const all = await list({ limit: '50', offset: '0' });
    let total = all.reports.length;
    for (let offset = 50; total === offset; offset += 50) {
      total += (await list({ limit: '50', offset: String(offset) })).reports.length;
    }
    expect(stats.totalReports).toBe(total);
    expect(stats.recentReports).toBe(total);
    expect(stats.verifiedReports).toBeGreaterThanOrEqual(1);
    expect(stats.verificationRate).toBeCloseTo(stats.verifiedReports / stats.totalReports);
  });
});

describe('POST /api/community/reports/:id/helpful: one vote per person', () => {
  const vote = (id: string, cookie?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/community/reports/${id}/helpful`,
      ...(cookie ? { headers: { cookie } } : {}),
    });

  it('counts an anonymous browser once, by its token cookie', async () => {
    const report = await publish(submission());
    const first = await vote(report.id);
    expect(first.json()).toEqual({ upvotes: 1, counted: true });
    const cookie = first.cookies.find((c) => c.name === VOTER_COOKIE);
    expect(cookie?.httpOnly).toBe(true);
    const header = `${VOTER_COOKIE}=${cookie?.value ?? ''}`;
    expect((await vote(report.id, header)).json()).toEqual({ upvotes: 1, counted: false });
    const listed = await list({ q: report.title }, header);
    expect(listed.reports[0]).toMatchObject({ upvotes: 1, viewerFoundHelpful: true });
    // Another browser is another person.
    expect((await vote(report.id)).json()).toEqual({ upvotes: 2, counted: true });
  });

  it('counts a signed-in person once, whichever browser they use', async () => {
    const report = await publish(submission());
    const { cookie } = await signInAs(ctx);
    expect((await vote(report.id, cookie)).json()).toEqual({ upvotes: 1, counted: true });
    expect((await vote(report.id, cookie)).json()).toEqual({ upvotes: 1, counted: false });
  });

  it('answers 404 for an unknown or held report and 400 for a bad id', async () => {
    expect((await vote('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const held = await post({
      ...submission(),
      description: 'Buy cheap viagra now from our shop, best prices online for everyone today.',
    });
    const heldId = CommunitySubmitResponseSchema.parse(held.json());
    if (heldId.status !== 'held') throw new Error('expected held');
    expect((await vote(heldId.id)).statusCode).toBe(404);
    expect((await vote('not-a-uuid')).statusCode).toBe(400);
  });
});

describe('what is stored and shown (issue 18 item 8, issue 19 item 12)', () => {
  it('strips zero-width characters and direction overrides from every posted text', async () => {
    const report = await publish(
      submission({
        title: 'Fake refund from \u202Emoc.evil\u202C desk',
        description: `${submission().description} They said pay\u200B\u200Bpal\uFEFF owed me a refund.`,
        location: 'Spring\u200Dfield',
        phoneNumber: '(800) 555\u200B-0142',
        evidence: ['Text at 9\u2066am\u2069'],
      }),
    );
    const shown = JSON.stringify(report);
    const invisible = ['\u200B', '\u200D', '\u202C', '\u202E', '\u2066', '\u2069', '\uFEFF'];
    expect(invisible.filter((character) => shown.includes(character))).toEqual([]);
    expect(report.title).toBe('Fake refund from moc.evil desk');
    expect(report.description).toContain('paypal owed me');
    expect(report.location).toBe('Springfield');
  });

  it('never shows invisible controls a report stored before the change still holds', async () => {
    const report = await publish(submission({ title: 'Older report with a hidden override' }));
    await ctx.db.orm
      .update(communityReports)
      .set({ title: 'Older report \u202Eevil\u202C with a hidden override' })
      .where(eq(communityReports.id, report.id));
    const { reports } = await list({ q: 'Older report' });
    expect(reports.find((shown) => shown.id === report.id)?.title).toBe(
      'Older report evil with a hidden override',
    );
  });

  it('publishes the scam’s website in the text and accepts it bare in the website field', async () => {
    const description =
      'A text from "USPS" said I must update my address within 24 hours at usps-redelivery-care.com or my parcel goes back.';
    const report = await publish(
      submission({ description, websiteUrl: 'usps-redelivery-care.com', category: 'sms-scam' }),
    );
    expect(report.description).toBe(description);
    expect(report.websiteUrl).toBe('usps-redelivery-care.com');
  });

  it.each(['example', 'http://', 'ftp://files.example.com', 'exa mple.com', 'example.c0m'])(
    'refuses %s as a website',
    async (websiteUrl) => {
      const response = await post(submission({ websiteUrl }));
      expect(response.statusCode).toBe(400);
      expect(ErrorBodySchema.parse(response.json()).message).toBe(
        `websiteUrl: ${M.websiteInvalid}`,
      );
    },
  );

  it('holds an insult hidden with zero-width characters, as the plain one is', async () => {
    const response = await post(
      submission({
        description: `${submission().description} You f\u200Bu\u200Bc\u200Bk\u200Bing thieves.`,
      }),
    );
    expect(response.statusCode, response.body).toBe(202);
    expect(CommunitySubmitResponseSchema.parse(response.json())).toMatchObject({
      status: 'held',
      reason: 'abuse',
    });
  });
});
