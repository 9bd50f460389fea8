import { AnalyzeResponseSchema } from '@scambuddy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/helper.js';
import {
  inlineForward,
  originalAsEml,
  originalAsPasted,
  SCAM_ORIGINAL,
  type ClientFormat,
} from './forward-samples.test-support.js';
import { smtpClient, startSmtpSink, type SmtpSink } from './smtp-sink.test-support.js';

/**
 * Issue 20, done-when 1: a real SMTP client forwards samples in each mail client's format to the
 * check@ listener on loopback; a local SMTP sink receives the answer; its verdict equals the web
 * check of the same original, and it threads.
 */
describe('checking by e-mail, end to end on loopback', () => {
  let ctx: TestContext;
  let sink: SmtpSink;
  let port: number;
  let web: { label: string; score: number };

  beforeAll(async () => {
    sink = await startSmtpSink();
    ctx = await buildTestApp({
      env: {
        PUBLIC_URL: 'https://scambuddy.example.test',
        INBOUND_SMTP_PORT: '0',
        INBOUND_SMTP_HOST: '127.0.0.1',
        INBOUND_EMAIL_DOMAINS: 'scambuddy.example.test',
        SMTP_RELAY_URL: `smtp://127.0.0.1:${sink.port}`,
      },
    });
    const listening = await ctx.app.forwarding.startEmailListener();
    if (listening === null) throw new Error('listener did not start');
    port = listening;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/analyze',
      payload: { inputType: 'text', channel: 'email', text: originalAsPasted(SCAM_ORIGINAL) },
    });
    const { result } = AnalyzeResponseSchema.parse(response.json());
    web = { label: result.label, score: result.scam_score };
  });

  afterAll(async () => {
    await ctx.close();
    await sink.close();
  });

  const formats: ClientFormat[] = ['gmail', 'outlook', 'apple', 'yahoo'];
  it.each(formats)(
    'answers a %s inline forward with the web check’s verdict, threaded',
    async (format) => {
      const forwarder = `${format}-person@example.net`;
      const forward = inlineForward(format, SCAM_ORIGINAL);
      const messageId = `<${format}-forward-1@example.net>`;
      await smtpClient(port).sendMail({
        from: `Mary <${forwarder}>`,
        to: 'check@scambuddy.example.test',
        subject: forward.subject,
        text: forward.text,
        messageId,
        references: ['<earlier@example.net>'],
      });
      const answer = await sink.next(forwarder);
      expect(answer.text).toContain(`Our answer: ${web.label} (risk ${web.score} out of 100).`);
      expect(answer.subject).toBe(`Re: ${forward.subject}`);
      expect(answer.inReplyTo).toBe(messageId);
      expect(answer.references).toEqual(['<earlier@example.net>', messageId]);
      expect(answer.headers.get('auto-submitted')).toBe('auto-replied');
      // The scam's link is shown defanged, never as something to click.
      expect(answer.text).toContain('hxxp://amaz0n-account-secure[.]com/verify');
      expect(answer.html).not.toMatch(/href="[^"]*amaz0n/);
      expect(answer.text).toMatch(/https:\/\/scambuddy\.example\.test\/report\/[A-Za-z0-9_-]{22}/);
      expect(String(answer.html)).toContain('<html lang="en"');
    },
  );

  it('answers a forward with the original attached as .eml', async () => {
    const forwarder = 'eml-person@example.net';
    const messageId = '<eml-forward-1@example.net>';
    await smtpClient(port).sendMail({
      from: forwarder,
      to: 'check@scambuddy.example.test',
      subject: 'FW: have a look',
      text: 'Is this real? See the attached message.',
      messageId,
      attachments: [
        {
          filename: 'original.eml',
          content: originalAsEml(SCAM_ORIGINAL),
          contentType: 'message/rfc822',
        },
      ],
    });
    const answer = await sink.next(forwarder);
    expect(answer.text).toContain(`Our answer: ${web.label} (risk ${web.score} out of 100).`);
    expect(answer.inReplyTo).toBe(messageId);
  });

  it('refuses mail for any other address: never a relay', async () => {
    await expect(
      smtpClient(port).sendMail({
        from: 'someone@example.net',
        to: 'victim@elsewhere.example',
        subject: 'relay me',
        text: 'hello',
      }),
    ).rejects.toThrow(/550/);
  });
});
