import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AnalyzeResponseSchema } from '@scambuddy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderUspsFeeSms } from '../../../test/real-ocr-app.js';
import { createOcrService, type OcrService } from '../../adapters/ocr/index.js';
import {
  PUBLIC_URL,
  SMS_TOKEN,
  startForwardingApp,
  type ForwardingTestApp,
} from './forwarding-app.test-support.js';
import { segmentCount } from './sms-segments.js';
import { smsSignature } from './twilio-signature.js';

/**
 * Issue 20, done-when 2: a signed webhook request gets a TwiML answer; an unsigned or wrongly
 * signed one gets 403; a picture message's media is read by the real OCR from a local stand-in
 * for the provider's media host (the only host media is fetched from).
 */
describe('checking by text message (the provider’s webhook)', () => {
  let app: ForwardingTestApp;
  let ocr: OcrService;
  let mediaHost: Server;
  let mediaOrigin: string;
  const mediaRequests: string[] = [];
  let png: Buffer;

  beforeAll(async () => {
    png = await renderUspsFeeSms();
    // The stand-in answers the media URL with a redirect to its "CDN" path, as the provider does.
    mediaHost = createServer((request, response) => {
      mediaRequests.push(request.url ?? '');
      if (request.url === '/2010-04-01/Accounts/AC1/Messages/MM1/Media/ME1') {
        response.writeHead(307, { location: '/cdn/ME1' }).end();
      } else if (request.url === '/cdn/ME1') {
        response.writeHead(200, { 'content-type': 'image/png' }).end(png);
      } else {
        response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => mediaHost.listen(0, '127.0.0.1', resolve));
    mediaOrigin = `http://127.0.0.1:${(mediaHost.address() as AddressInfo).port}`;
    ocr = createOcrService({ workers: 1 });
    app = await startForwardingApp({ ocr, env: { SMS_MEDIA_ORIGINS: mediaOrigin } });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await ocr.close();
    await new Promise((resolve) => mediaHost.close(resolve));
  });

  const url = `${PUBLIC_URL}/api/forwarding/sms`;
  function post(params: Record<string, string>, signature: string | undefined) {
    return app.ctx.app.inject({
      method: 'POST',
      url: '/api/forwarding/sms',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(signature === undefined ? {} : { 'x-twilio-signature': signature }),
      },
      payload: new URLSearchParams(params).toString(),
    });
  }
  const textMessage = (from: string, body: string) => ({
    MessageSid: 'SM0123456789abcdef0123456789abcdef',
    AccountSid: 'AC1',
    From: from,
    To: '+15550107726',
    Body: body,
    NumMedia: '0',
  });
  const SCAM_TEXT =
    'USPS: your package is on hold due to an unpaid $1.99 fee. Pay now at https://usps-redelivery.top/pay or it will be returned.';

  it('answers a signed text with TwiML: the web’s verdict and the report link, in at most two segments', async () => {
    const params = textMessage('+15557654321', SCAM_TEXT);
    const response = await post(params, smsSignature(SMS_TOKEN, url, params));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/xml/);
    const message = /<Response><Message>([\s\S]*)<\/Message><\/Response>$/.exec(response.body)?.[1];
    expect(message).toBeDefined();
    const text = (message ?? '').replace(/&amp;/g, '&');
    expect(segmentCount(text)).toBeLessThanOrEqual(2);
    expect(text).toMatch(new RegExp(`${PUBLIC_URL}/report/[A-Za-z0-9_-]{22}$`));
    const web = AnalyzeResponseSchema.parse(
      (
        await app.ctx.app.inject({
          method: 'POST',
          url: '/api/analyze',
          payload: { inputType: 'text', channel: 'sms', text: SCAM_TEXT },
        })
      ).json(),
    );
    expect(text).toContain(`ScamBuddy: ${web.result.label} (risk ${web.result.scam_score}/100).`);
  });

  it('refuses an unsigned request, a wrong signature and a changed body with 403', async () => {
    const params = textMessage('+15557654321', SCAM_TEXT);
    expect((await post(params, undefined)).statusCode).toBe(403);
    expect(
      (await post(params, smsSignature('another-token-0123456789abcdef', url, params))).statusCode,
    ).toBe(403);
    const signed = smsSignature(SMS_TOKEN, url, params);
    const changed = await post({ ...params, Body: 'something else' }, signed);
    expect(changed.statusCode).toBe(403);
    expect(changed.json()).toMatchObject({ code: 'FORBIDDEN' });
    const [, sms] = app.ctx.app.forwarding.status.snapshot();
    expect(sms?.lastFailure).toMatch(/signature/);
  });

  it('reads a picture message with OCR, fetching it from the provider’s media host only', async () => {
    const params = {
      ...textMessage('+15551112222', ''),
      NumMedia: '1',
      MediaUrl0: `${mediaOrigin}/2010-04-01/Accounts/AC1/Messages/MM1/Media/ME1`,
      MediaContentType0: 'image/png',
    };
    const response = await post(params, smsSignature(SMS_TOKEN, url, params));
    expect(response.statusCode).toBe(200);
    expect(mediaRequests).toEqual(['/2010-04-01/Accounts/AC1/Messages/MM1/Media/ME1', '/cdn/ME1']);
    const reportId = /\/report\/([A-Za-z0-9_-]{22})</.exec(response.body)?.[1];
    const report = await app.ctx.app.inject({ method: 'GET', url: `/api/report/${reportId}` });
    const saved = report.json() as { result: { entities: { urls: Array<{ host: string }> } } };
    // Only the OCR could have read this link: it is in the picture, not in the text message.
    expect(saved.result.entities.urls.map((entry) => entry.host)).toContain('usps-redelivery.top');
  }, 60_000);

  it('never fetches media from anywhere but the provider’s media host', async () => {
    mediaRequests.length = 0;
    const params = {
      ...textMessage('+15553334444', ''),
      NumMedia: '1',
      MediaUrl0: `http://localhost:${new URL(mediaOrigin).port}/cdn/ME1`,
      MediaContentType0: 'image/png',
    };
    const response = await post(params, smsSignature(SMS_TOKEN, url, params));
    expect(response.statusCode).toBe(200);
    expect(mediaRequests).toEqual([]);
    expect(response.body).toContain('we found nothing to check');
  });
});
