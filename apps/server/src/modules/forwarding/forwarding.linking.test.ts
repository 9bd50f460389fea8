import {
  ForwardingIdentitySchema,
  ForwardingOverviewSchema,
  HelperAlertsSchema,
  HelperInviteCreatedSchema,
} from '@scambuddy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../../test/auth-helper.js';
import {
  call,
  CHECK_ADDRESS,
  historyOf,
  linkEmail,
  SMS_TOKEN,
  PUBLIC_URL,
  startForwardingApp,
  type ForwardingTestApp,
} from './forwarding-app.test-support.js';
import { inlineForward, SCAM_ORIGINAL } from './forward-samples.test-support.js';
import { smtpClient } from './smtp-sink.test-support.js';
import { smsSignature } from './twilio-signature.js';

/**
 * Issue 20, done-when 3: a forward from a linked, verified address or number appears in that
 * person's history (and follows the helper rules); an unverified one does not.
 */
describe('linking an address or number to an account', () => {
  let app: ForwardingTestApp;
  beforeAll(async () => {
    app = await startForwardingApp();
  });
  afterAll(() => app.close());

  async function forwardFrom(address: string, id: string) {
    const forward = inlineForward('gmail', SCAM_ORIGINAL);
    await smtpClient(app.port).sendMail({
      from: address,
      to: CHECK_ADDRESS,
      subject: forward.subject,
      text: forward.text,
      messageId: `<${id}@example.net>`,
    });
  }

  it('shows the deployment’s address and number, and nothing linked yet', async () => {
    const person = await signInAs(app.ctx);
    const overview = ForwardingOverviewSchema.parse(
      (await call(app.ctx, person, 'GET', '/api/forwarding')).json(),
    );
    expect(overview).toEqual({
      emailAddress: CHECK_ADDRESS,
      smsNumber: '+1 555 010 7726',
      identities: [],
    });
    expect((await call(app.ctx, undefined, 'GET', '/api/forwarding')).statusCode).toBe(401);
  });

  it('a verified address: the forward lands in the history, answered in the chosen language', async () => {
    const person = await signInAs(app.ctx);
    await linkEmail(app, person, 'ann@example.net', 'es');
    await forwardFrom('Ann <ANN@example.net>', 'ann-1');
    const answer = await app.sink.next('ann@example.net', { skip: 1 });
    expect(answer.text).toContain('Nuestra respuesta:');
    const history = await historyOf(app.ctx, person);
    expect(history).toHaveLength(1);
    expect(answer.text).toContain(`${PUBLIC_URL}/report/${history[0]?.id}`);
    // A verified address is not held to one answer a day.
    expect(answer.text).not.toContain('una vez al día');
  });

  it('an unverified address: answered, but nothing lands in the history', async () => {
    const person = await signInAs(app.ctx);
    const started = await call(app.ctx, person, 'POST', '/api/forwarding/identities', {
      kind: 'email',
      value: 'bob@example.net',
    });
    expect(started.statusCode).toBe(201);
    await app.sink.next('bob@example.net'); // the code, never typed
    await forwardFrom('bob@example.net', 'bob-1');
    const answer = await app.sink.next('bob@example.net', { skip: 1 });
    expect(answer.text).toContain('Our answer:');
    expect(answer.text).toContain('once a day');
    expect(await historyOf(app.ctx, person)).toHaveLength(0);
  });

  it('refuses a wrong code, and an address another account verified', async () => {
    const first = await signInAs(app.ctx);
    const second = await signInAs(app.ctx);
    await linkEmail(app, first, 'carol@example.net');
    const taken = await call(app.ctx, second, 'POST', '/api/forwarding/identities', {
      kind: 'email',
      value: 'carol@example.net',
    });
    expect(taken.statusCode).toBe(409);
    const started = ForwardingIdentitySchema.parse(
      (
        await call(app.ctx, second, 'POST', '/api/forwarding/identities', {
          kind: 'email',
          value: 'dave@example.net',
        })
      ).json(),
    );
    const wrong = await call(
      app.ctx,
      second,
      'POST',
      `/api/forwarding/identities/${started.id}/confirm`,
      {
        code: '000000',
      },
    );
    // One in a million that the random code is 000000; the message names the problem.
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/code/);
    // Someone else's link cannot be confirmed or removed.
    const notMine = await call(
      app.ctx,
      first,
      'DELETE',
      `/api/forwarding/identities/${started.id}`,
    );
    expect(notMine.statusCode).toBe(404);
  });

  it('a verified address with a trusted helper: a high-risk forward alerts the helper', async () => {
    const person = await signInAs(app.ctx);
    const helper = await signInAs(app.ctx);
    const invite = HelperInviteCreatedSchema.parse(
      (await call(app.ctx, person, 'POST', '/api/helper/invites')).json(),
    );
    const accepted = await call(app.ctx, helper, 'POST', `/api/helper/accept/${invite.token}`, {
      consent: true,
    });
    expect(accepted.statusCode).toBe(200);
    await linkEmail(app, person, 'erin@example.net');
    await forwardFrom('erin@example.net', 'erin-1');
    await app.sink.next('erin@example.net', { skip: 1 });
    const [stored] = await historyOf(app.ctx, person);
    expect(stored?.resultJson.risk_level).toBe('high');
    const alerts = HelperAlertsSchema.parse(
      (await call(app.ctx, helper, 'GET', '/api/helper/alerts')).json(),
    );
    // The helper is alerted, without the report link (decision 0051): one alert, its score.
    expect(alerts.alerts.map((alert) => alert.score)).toEqual([stored?.resultJson.scam_score]);
  });

  it('a number: texting LINK returns the code, confirmed on the dashboard; its texts land in the history', async () => {
    const person = await signInAs(app.ctx);
    const started = ForwardingIdentitySchema.parse(
      (
        await call(app.ctx, person, 'POST', '/api/forwarding/identities', {
          kind: 'phone',
          value: '(555) 201-3344',
          language: 'fr',
        })
      ).json(),
    );
    expect(started.value).toBe('+15552013344');
    const sms = async (body: string) => {
      const params = { From: '+15552013344', To: '+15550107726', Body: body, NumMedia: '0' };
      const url = `${PUBLIC_URL}/api/forwarding/sms`;
      return app.ctx.app.inject({
        method: 'POST',
        url: '/api/forwarding/sms',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-twilio-signature': smsSignature(SMS_TOKEN, url, params),
        },
        payload: new URLSearchParams(params).toString(),
      });
    };
    // Before it is verified, a text is answered but not kept for the person.
    await sms('URGENT: your Medicare card is suspended, call 1-888-555-0199 now to avoid arrest');
    expect(await historyOf(app.ctx, person)).toHaveLength(0);

    const linkReply = await sms('link');
    const code = /\b(\d{6})\b/.exec(linkReply.body)?.[1];
    expect(linkReply.body).toContain('Code ScamBuddy');
    const confirmed = await call(
      app.ctx,
      person,
      'POST',
      `/api/forwarding/identities/${started.id}/confirm`,
      { code: code ?? '' },
    );
    expect(ForwardingIdentitySchema.parse(confirmed.json()).verified).toBe(true);

    const answer = await sms(
      'URGENT: your Medicare card is suspended, call 1-888-555-0199 now to avoid arrest',
    );
    expect(answer.body).toContain('risque');
    expect(await historyOf(app.ctx, person)).toHaveLength(1);

    const removed = await call(
      app.ctx,
      person,
      'DELETE',
      `/api/forwarding/identities/${started.id}`,
    );
    expect(removed.json()).toEqual({ ok: true });
  });
});
