import { AnalyzeResponseSchema } from '@scambuddy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHECK_ADDRESS,
  PUBLIC_URL,
  startForwardingApp,
  type ForwardingTestApp,
} from './forwarding-app.test-support.js';
import {
  inlineForward,
  originalAsEml,
  originalAsPasted,
  SCAM_ORIGINAL,
  type ClientFormat,
} from './forward-samples.test-support.js';
import { smtpClient } from './smtp-sink.test-support.js';

/**
 * Issue 20, done-when 1: a real SMTP client forwards samples in each mail client's format to the
 * check@ listener on loopback; a local SMTP sink receives the answer; its verdict equals the web
 * check of the same original, and it threads.
 */
describe('checking by e-mail, end to end on loopback', () => {
  let app: ForwardingTestApp;
  let web: { label: string; score: number };

  beforeAll(async () => {
    app = await startForwardingApp();
    const response = await app.ctx.app.inject({
      method: 'POST',
      url: '/api/analyze',
      payload: { inputType: 'text', channel: 'email', text: originalAsPasted(SCAM_ORIGINAL) },
    });
    const { result } = AnalyzeResponseSchema.parse(response.json());
    web = { label: result.label, score: result.scam_score };
  });
  afterAll(() => app.close());

  const formats: ClientFormat[] = ['gmail', 'outlook', 'apple', 'yahoo'];
  it.each(formats)(
    'answers a %s inline forward with the web check’s verdict, threaded',
    async (format) => {
      const forwarder = `${format}-person@example.net`;
      const forward = inlineForward(format, SCAM_ORIGINAL);
      const messageId = `<${format}-forward-1@example.net>`;
      await smtpClient(app.port).sendMail({
        from: `Mary <${forwarder}>`,
        to: CHECK_ADDRESS,
        subject: forward.subject,
        text: forward.text,
        messageId,
        references: ['<earlier@example.net>'],
      });
      const answer = await app.sink.next(forwarder);
      expect(answer.text).toContain(`Our answer: ${web.label} (risk ${web.score} out of 100).`);
      expect(answer.subject).toBe(`Re: ${forward.subject}`);
      expect(answer.inReplyTo).toBe(messageId);
      expect(answer.references).toEqual(['<earlier@example.net>', messageId]);
      expect(answer.headers.get('auto-submitted')).toBe('auto-replied');
      // The scam's link is shown defanged, never as something to click.
      expect(answer.text).toContain('hxxp://amaz0n-account-secure[.]com/verify');
      expect(answer.html).not.toMatch(/href="[^"]*amaz0n/);
      expect(answer.text).toMatch(new RegExp(`${PUBLIC_URL}/report/[A-Za-z0-9_-]{22}`));
      expect(String(answer.html)).toContain('<html lang="en"');
    },
  );

  it('answers a forward with the original attached as .eml', async () => {
    const forwarder = 'eml-person@example.net';
    const messageId = '<eml-forward-1@example.net>';
    await smtpClient(app.port).sendMail({
      from: forwarder,
      to: CHECK_ADDRESS,
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
    const answer = await app.sink.next(forwarder);
    expect(answer.text).toContain(`Our answer: ${web.label} (risk ${web.score} out of 100).`);
    expect(answer.inReplyTo).toBe(messageId);
  });

  it('refuses mail for any other address: never a relay', async () => {
    await expect(
      smtpClient(app.port).sendMail({
        from: 'someone@example.net',
        to: 'victim@elsewhere.example',
        subject: 'relay me',
        text: 'hello',
      }),
    ).rejects.toThrow(/550/);
  });
});
