import { SavedReportSchema } from '@scambuddy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderBubblePng } from '../../../test-fixtures/render-screenshot.js';
import { buildTestApp, type TestContext } from '../../../test/helper.js';
import { createOcrService, type OcrService } from '../../adapters/ocr/index.js';
import { multipartPayload } from '../analysis/upload-fixtures.test-support.js';

let ocr: OcrService;
let ctx: TestContext;

beforeAll(async () => {
  ocr = createOcrService({ workers: 1 });
  ctx = await buildTestApp({ ocr });
}, 60_000);

afterAll(async () => {
  await ctx.close();
  await ocr.close();
});

describe('POST /share with a real screenshot and the real OCR', () => {
  it('reads the shared picture and lands on a result that cites its text', async () => {
    const png = await renderBubblePng({
      lines: [
        'USPS: Your package is on hold due to',
        'an unpaid fee. Pay $1.99 now at',
        'https://usps-redelivery.top/pay',
      ],
    });
    const body = await multipartPayload([
      { field: 'image', bytes: png, filename: 'Screenshot_20261125.png', type: 'image/png' },
    ]);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/share',
      payload: body.payload,
      headers: { ...body.headers, 'sec-fetch-site': 'none', accept: 'text/html' },
    });
    expect(response.statusCode).toBe(303);
    const location = String(response.headers.location);
    expect(location).toMatch(/^\/report\/[^/]+$/);
    const report = SavedReportSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: `/api${location}` })).json(),
    );
    expect(report.result.entities.urls.map((url) => url.host)).toContain('usps-redelivery.top');
    expect(report.result.scam_score).toBeGreaterThanOrEqual(71);
  }, 60_000);
});
