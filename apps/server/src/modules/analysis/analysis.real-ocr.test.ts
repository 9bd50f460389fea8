import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderBubblePng } from '../../../test-fixtures/render-screenshot.js';
import { buildTestApp, type TestContext } from '../../../test/helper.js';
import { createOcrService, type OcrService } from '../../adapters/ocr/index.js';
import { AnalyzeResponseSchema } from './analysis.schemas.js';
import { multipartPayload } from './upload-fixtures.test-support.js';

const LINES = [
  'USPS: Your package is on hold due to',
  'an unpaid fee. Pay $1.99 now at',
  'https://usps-redelivery.top/pay',
];

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

describe('POST /api/analyze with a real screenshot and the real OCR', () => {
  it('reads the picture and cites its text in the result', async () => {
    const png = await renderBubblePng({ lines: LINES });
    const body = await multipartPayload(
      [{ field: 'image', bytes: png, filename: 'sms.png', type: 'image/png' }],
      { inputType: 'image', channel: 'sms' },
    );
    const response = await ctx.app.inject({ method: 'POST', url: '/api/analyze', ...body });
    expect(response.statusCode).toBe(200);
    const { result } = AnalyzeResponseSchema.parse(response.json());
    expect(result.entities.urls.map((url) => url.host)).toContain('usps-redelivery.top');
    const evidence = result.signals.flatMap((signal) =>
      signal.evidence ? [signal.evidence.text] : [],
    );
    expect(evidence.join(' ').toLowerCase()).toMatch(/fee|pay|package|usps/);
    expect(result.scam_score).toBeGreaterThanOrEqual(71);
  }, 60_000);
});
