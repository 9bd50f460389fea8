import {
  HelperAlertsSchema,
  HelperInviteCreatedSchema,
  HelperOverviewSchema,
  HelperPersonResultsSchema,
  UserDataExportSchema,
} from '@scambuddy/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type SignedIn } from '../../../test/auth-helper.js';
import { buildTestApp, type TestContext } from '../../../test/helper.js';
import type { Clock } from '../../adapters/clock.js';
import { helperAlerts, helperInvites, helperLinks } from '../../db/schema.js';
import { countRowsOf, findPersonalTables } from '../user/personal-tables.js';
import { hashInviteToken } from './helper.service.js';

const BAIL_SCAM =
  'Grandma, it is me, your grandson. I was in a car accident and I am in jail. Please do not tell Mom. ' +
  'I need $5,000 for bail right now. The lawyer says buy Target gift cards and read me the numbers on the back. Hurry!';
const HARMLESS = 'Hi grandma, see you at lunch on Sunday. Love, Tom';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

describe('the trusted helper', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  function call(who: SignedIn | undefined, method: Method, url: string, payload?: unknown) {
    return ctx.app.inject({
      method,
      url,
      headers: who ? { cookie: who.cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  }

  async function invite(person: SignedIn) {
    const response = await call(person, 'POST', '/api/helper/invites');
    expect(response.statusCode).toBe(200);
    return HelperInviteCreatedSchema.parse(response.json());
  }

  async function accept(helper: SignedIn, token: string) {
    return call(helper, 'POST', `/api/helper/accept/${token}`, { consent: true });
  }

  async function link(person: SignedIn, helper: SignedIn): Promise<string> {
    const { token } = await invite(person);
    const response = await accept(helper, token);
    expect(response.statusCode).toBe(200);
    return (response.json() as { linkId: string }).linkId;
  }

  async function analyze(who: SignedIn | undefined, text: string) {
    const response = await call(who, 'POST', '/api/analyze', { inputType: 'text', text });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { analysisId: string; result: { risk_level: string } };
    return { id: body.analysisId, risk: body.result.risk_level };
  }

  async function results(helper: SignedIn, linkId: string) {
    return call(helper, 'GET', `/api/helper/people/${linkId}/results`);
  }

  async function alerts(helper: SignedIn) {
    return HelperAlertsSchema.parse((await call(helper, 'GET', '/api/helper/alerts')).json());
  }

  it('runs the whole flow: invite, consent, alert, results without then with the text, end', async () => {
    const person = await signInAs(ctx, { name: 'Rose' });
    const helper = await signInAs(ctx, { name: 'Dan' });

    const created = await invite(person);
    expect(created.path).toBe(`/helper/accept/${created.token}`);
    const days = (Date.parse(created.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    // Only the hash of the token is kept.
    const [stored] = await ctx.db.orm
      .select()
      .from(helperInvites)
      .where(eq(helperInvites.id, created.id));
    expect(stored?.tokenHash).toBe(hashInviteToken(created.token));
    expect(JSON.stringify(stored)).not.toContain(created.token);

    const preview = await call(helper, 'GET', `/api/helper/accept/${created.token}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ state: 'open', personName: 'Rose' });

    // A high-risk result made before the link started is not shown.
    const before = await analyze(person, BAIL_SCAM);
    expect(before.risk).toBe('high');

    const accepted = await accept(helper, created.token);
    expect(accepted.statusCode).toBe(200);
    const linkId = (accepted.json() as { linkId: string }).linkId;

    const overview = HelperOverviewSchema.parse((await call(person, 'GET', '/api/helper')).json());
    expect(overview.myHelpers).toMatchObject([
      { id: linkId, otherName: 'Dan', status: 'active', shareText: false },
    ]);
    expect(overview.openInvites).toEqual([]);
    const helperView = HelperOverviewSchema.parse(
      (await call(helper, 'GET', '/api/helper')).json(),
    );
    expect(helperView.peopleIHelp).toMatchObject([
      { id: linkId, otherName: 'Rose', status: 'active' },
    ]);

    expect((await results(helper, linkId)).json()).toMatchObject({ results: [] });
    expect((await alerts(helper)).unread).toBe(0);

    // A harmless message alerts nobody; the bail scam does.
    await analyze(person, HARMLESS);
    expect((await alerts(helper)).unread).toBe(0);
    await analyze(person, BAIL_SCAM);
    const afterScam = await alerts(helper);
    expect(afterScam.unread).toBe(1);
    expect(afterScam.alerts).toMatchObject([{ linkId, personName: 'Rose', read: false }]);
    expect(afterScam.alerts[0]?.score).toBeGreaterThan(70);

    const seen = HelperPersonResultsSchema.parse((await results(helper, linkId)).json());
    expect(seen.personName).toBe('Rose');
    expect(seen.results).toHaveLength(1);
    // The alert names the result the helper sees, by the helper's own id for it.
    expect(afterScam.alerts[0]?.resultId).toBe(seen.results[0]?.id);
    expect(seen.results[0]).toMatchObject({ text: null, scamType: 'family_emergency' });
    expect(seen.results[0]?.topSignals.length).toBeGreaterThan(0);
    expect(JSON.stringify(seen)).not.toContain('read me the numbers');

    // Opening marks the alerts read.
    expect((await call(helper, 'POST', `/api/helper/people/${linkId}/read`)).statusCode).toBe(200);
    expect((await alerts(helper)).unread).toBe(0);

    // The person shares the text; the helper now sees it.
    const share = await call(person, 'PATCH', `/api/helper/links/${linkId}`, { shareText: true });
    expect(share.statusCode).toBe(200);
    const withText = HelperPersonResultsSchema.parse((await results(helper, linkId)).json());
    expect(withText.results[0]?.text).toBe(BAIL_SCAM);
    await call(person, 'PATCH', `/api/helper/links/${linkId}`, { shareText: false });
    expect(
      HelperPersonResultsSchema.parse((await results(helper, linkId)).json()).results[0]?.text,
    ).toBeNull();

    // The person ends it: the helper sees nothing more and gets no alert.
    expect((await call(person, 'POST', `/api/helper/links/${linkId}/end`)).statusCode).toBe(200);
    const ended = await results(helper, linkId);
    expect(ended.statusCode).toBe(403);
    expect(ended.json()).toMatchObject({ code: 'FORBIDDEN' });
    await analyze(person, BAIL_SCAM);
    expect(await alerts(helper)).toEqual({ unread: 0, alerts: [] });
    const rows = await ctx.db.orm
      .select()
      .from(helperAlerts)
      .where(eq(helperAlerts.linkId, linkId));
    expect(rows).toHaveLength(1);
    // Both sides see that it ended, and who ended it.
    const personAfter = HelperOverviewSchema.parse(
      (await call(person, 'GET', '/api/helper')).json(),
    );
    expect(personAfter.myHelpers[0]).toMatchObject({ status: 'ended', endedBy: 'person' });
    const helperAfter = HelperOverviewSchema.parse(
      (await call(helper, 'GET', '/api/helper')).json(),
    );
    expect(helperAfter.peopleIHelp[0]).toMatchObject({ status: 'ended', endedBy: 'person' });
    // Sharing cannot be switched on for an ended link.
    expect(
      (await call(person, 'PATCH', `/api/helper/links/${linkId}`, { shareText: true })).statusCode,
    ).toBe(403);
  });

  it('never hands the helper the report link, so unshared evidence stays unread (issue 18, item 2)', async () => {
    const person = await signInAs(ctx, { name: 'Rose' });
    const helper = await signInAs(ctx, { name: 'Dan' });
    const linkId = await link(person, helper);
    const scam = await analyze(person, BAIL_SCAM);
    // The owner's own link opens the whole report, evidence included.
    const own = await ctx.app.inject({ url: `/api/report/${scam.id}` });
    expect(own.statusCode).toBe(200);

    const seen = [
      (await results(helper, linkId)).body,
      JSON.stringify(await alerts(helper)),
      (await call(helper, 'GET', '/api/helper')).body,
    ];
    for (const answer of seen) expect(answer).not.toContain(scam.id);
    const resultId = HelperPersonResultsSchema.parse(JSON.parse(seen[0] ?? '{}')).results[0]?.id;
    expect(resultId).toBeDefined();
    expect((await ctx.app.inject({ url: `/api/report/${resultId ?? ''}` })).statusCode).toBe(404);

    // Nor after the link has ended.
    await call(person, 'POST', `/api/helper/links/${linkId}/end`);
    const after = [(await results(helper, linkId)).body, JSON.stringify(await alerts(helper))];
    for (const answer of after) expect(answer).not.toContain(scam.id);
  });

  it('lets the helper end the link too', async () => {
    const person = await signInAs(ctx);
    const helper = await signInAs(ctx);
    const linkId = await link(person, helper);
    expect((await call(helper, 'POST', `/api/helper/links/${linkId}/end`)).statusCode).toBe(200);
    const [row] = await ctx.db.orm.select().from(helperLinks).where(eq(helperLinks.id, linkId));
    expect(row).toMatchObject({ endedBy: 'helper' });
    expect(row?.endedAt).toBeInstanceOf(Date);
    expect((await results(helper, linkId)).statusCode).toBe(403);
  });

  describe('authorisation', () => {
    let person: SignedIn;
    let helper: SignedIn;
    let stranger: SignedIn;
    let linkId: string;
    beforeAll(async () => {
      person = await signInAs(ctx);
      helper = await signInAs(ctx);
      stranger = await signInAs(ctx);
      linkId = await link(person, helper);
      await analyze(person, BAIL_SCAM);
    });

    it('answers 401 to a signed-out caller on every endpoint', async () => {
      const token = 'a'.repeat(43);
      for (const [method, url] of [
        ['GET', '/api/helper'],
        ['POST', '/api/helper/invites'],
        ['DELETE', `/api/helper/invites/${'a'.repeat(22)}`],
        ['GET', `/api/helper/accept/${token}`],
        ['POST', `/api/helper/accept/${token}`],
        ['PATCH', `/api/helper/links/${linkId}`],
        ['POST', `/api/helper/links/${linkId}/end`],
        ['GET', `/api/helper/people/${linkId}/results`],
        ['POST', `/api/helper/people/${linkId}/read`],
        ['GET', '/api/helper/alerts'],
      ] as const) {
        const response = await call(undefined, method, url, method === 'GET' ? undefined : {});
        expect(response.statusCode, `${method} ${url}`).toBe(401);
      }
    });

    it('shows a stranger nothing and lets them change nothing (404)', async () => {
      expect((await results(stranger, linkId)).statusCode).toBe(404);
      expect((await call(stranger, 'POST', `/api/helper/people/${linkId}/read`)).statusCode).toBe(
        404,
      );
      expect(
        (await call(stranger, 'PATCH', `/api/helper/links/${linkId}`, { shareText: true }))
          .statusCode,
      ).toBe(404);
      expect((await call(stranger, 'POST', `/api/helper/links/${linkId}/end`)).statusCode).toBe(
        404,
      );
      expect(await alerts(stranger)).toEqual({ unread: 0, alerts: [] });
      const overview = HelperOverviewSchema.parse(
        (await call(stranger, 'GET', '/api/helper')).json(),
      );
      expect(overview.myHelpers).toEqual([]);
      expect(overview.peopleIHelp).toEqual([]);
      // The link is still active.
      expect((await results(helper, linkId)).statusCode).toBe(200);
    });

    it('lets only the person change text sharing, and only the helper read results', async () => {
      expect(
        (await call(helper, 'PATCH', `/api/helper/links/${linkId}`, { shareText: true }))
          .statusCode,
      ).toBe(404);
      expect((await results(person, linkId)).statusCode).toBe(404);
      expect(
        (await call(person, 'PATCH', `/api/helper/links/${linkId}`, { shareText: 'yes' }))
          .statusCode,
      ).toBe(400);
    });

    it('refuses malformed ids and tokens with 400, unknown ones with 404', async () => {
      expect((await results(helper, 'not-an-id')).statusCode).toBe(400);
      expect((await results(helper, 'b'.repeat(22))).statusCode).toBe(404);
      expect((await call(helper, 'GET', '/api/helper/accept/short')).statusCode).toBe(400);
      const unknown = await call(helper, 'GET', `/api/helper/accept/${'c'.repeat(43)}`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
      expect((await accept(helper, 'c'.repeat(43))).statusCode).toBe(404);
    });

    it('refuses to make a person their own helper', async () => {
      const { token } = await invite(stranger);
      const preview = await call(stranger, 'GET', `/api/helper/accept/${token}`);
      expect(preview.json()).toMatchObject({ state: 'own' });
      const response = await accept(stranger, token);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: 'You cannot be your own helper.' });
    });

    it('requires explicit consent', async () => {
      const { token } = await invite(person);
      for (const payload of [{}, { consent: false }, { consent: 'true' }]) {
        const response = await call(stranger, 'POST', `/api/helper/accept/${token}`, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      }
      // The field is named once (issue 18: it read "consent: consent: …").
      const refused = await call(stranger, 'POST', `/api/helper/accept/${token}`, {
        consent: false,
      });
      expect(refused.json()).toMatchObject({
        message: 'consent: tick that you agree before accepting',
      });
      // Still open afterwards.
      expect((await call(stranger, 'GET', `/api/helper/accept/${token}`)).json()).toMatchObject({
        state: 'open',
      });
    });

    it('accepts a token once only', async () => {
      const other = await signInAs(ctx);
      const { token } = await invite(person);
      expect((await accept(stranger, token)).statusCode).toBe(200);
      const again = await accept(other, token);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ message: expect.stringContaining('already been used') });
      expect((await call(other, 'GET', `/api/helper/accept/${token}`)).json()).toEqual(
        expect.objectContaining({ state: 'used', personName: null }),
      );
      // Accepting again by the same helper does not make a second link either.
      expect((await accept(stranger, token)).statusCode).toBe(409);
    });

    it('refuses a withdrawn invitation', async () => {
      const created = await invite(person);
      expect((await call(stranger, 'DELETE', `/api/helper/invites/${created.id}`)).statusCode).toBe(
        404,
      );
      expect((await call(person, 'DELETE', `/api/helper/invites/${created.id}`)).statusCode).toBe(
        200,
      );
      const response = await accept(stranger, created.token);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ message: expect.stringContaining('withdrew') });
      expect(
        (await call(stranger, 'GET', `/api/helper/accept/${created.token}`)).json(),
      ).toMatchObject({ state: 'revoked' });
    });

    it('shows an ended link’s helper nothing (403) and sends no more alerts', async () => {
      const p = await signInAs(ctx);
      const h = await signInAs(ctx);
      const id = await link(p, h);
      await analyze(p, BAIL_SCAM);
      expect((await alerts(h)).unread).toBe(1);
      await call(p, 'POST', `/api/helper/links/${id}/end`);
      expect((await results(h, id)).statusCode).toBe(403);
      expect((await call(h, 'POST', `/api/helper/people/${id}/read`)).statusCode).toBe(403);
      expect(await alerts(h)).toEqual({ unread: 0, alerts: [] });
    });

    it('never alerts for an anonymous analysis', async () => {
      const before = await ctx.db.orm.select().from(helperAlerts);
      await analyze(undefined, BAIL_SCAM);
      expect(await ctx.db.orm.select().from(helperAlerts)).toHaveLength(before.length);
    });
  });

  it('puts helper links, invites and alerts in both people’s data download, and deletes them', async () => {
    const person = await signInAs(ctx);
    const helper = await signInAs(ctx);
    const linkId = await link(person, helper);
    await invite(person);
    await analyze(person, BAIL_SCAM);

    const personData = UserDataExportSchema.parse(
      (await call(person, 'GET', '/api/user/export')).json(),
    );
    // One key per foreign key column: `helper_links` and `helper_links.<other column>`.
    const linksIn = (records: Record<string, Record<string, unknown>[]>, column: string) =>
      Object.entries(records)
        .filter(([key]) => key.startsWith('helper_links'))
        .flatMap(([, rows]) => rows)
        .map((row) => [row.id, row[column]]);
    expect(linksIn(personData.records, 'person_id')).toEqual([[linkId, person.user.id]]);
    expect(personData.records.helper_invites).toHaveLength(2);
    const helperData = UserDataExportSchema.parse(
      (await call(helper, 'GET', '/api/user/export')).json(),
    );
    expect(linksIn(helperData.records, 'helper_id')).toEqual([[linkId, helper.user.id]]);
    expect(helperData.records.helper_alerts).toHaveLength(1);

    const tables = (await findPersonalTables(ctx.db.orm)).filter((t) =>
      t.table.startsWith('helper_'),
    );
    expect(tables.map((t) => `${t.table}.${t.column}`)).toEqual(
      expect.arrayContaining([
        'helper_alerts.helper_id',
        'helper_invites.person_id',
        'helper_links.helper_id',
        'helper_links.person_id',
      ]),
    );
    expect((await call(person, 'DELETE', '/api/user')).statusCode).toBe(200);
    for (const table of tables) {
      expect(await countRowsOf(ctx.db.orm, table, person.user.id), table.table).toBe(0);
    }
    // The helper's link and alerts about the deleted person went with it.
    expect(await ctx.db.orm.select().from(helperLinks).where(eq(helperLinks.id, linkId))).toEqual(
      [],
    );
    expect(
      await ctx.db.orm.select().from(helperAlerts).where(eq(helperAlerts.helperId, helper.user.id)),
    ).toEqual([]);
    expect((await call(helper, 'GET', '/api/helper')).json()).toMatchObject({ peopleIHelp: [] });
  });
});

describe('an invitation a week later', () => {
  let now = Date.now();
  const clock: Clock = { now: () => new Date(now), monotonicMs: () => performance.now() };
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ clock });
  });
  afterAll(() => ctx.close());

  it('has expired after 7 days and is refused with a clear message', async () => {
    const person = await signInAs(ctx);
    const helper = await signInAs(ctx);
    const created = HelperInviteCreatedSchema.parse(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/helper/invites',
          headers: { cookie: person.cookie },
        })
      ).json(),
    );
    now += 7 * 86_400_000 + 60_000;
    const preview = await ctx.app.inject({
      url: `/api/helper/accept/${created.token}`,
      headers: { cookie: helper.cookie },
    });
    expect(preview.json()).toMatchObject({ state: 'expired', personName: null });
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/helper/accept/${created.token}`,
      headers: { cookie: helper.cookie },
      payload: { consent: true },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: expect.stringContaining('expired') });
    // And it is no longer listed as open.
    const overview = await ctx.app.inject({
      url: '/api/helper',
      headers: { cookie: person.cookie },
    });
    expect(overview.json()).toMatchObject({ openInvites: [] });
  });
});
