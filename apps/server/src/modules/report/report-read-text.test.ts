// Issue 19 item 8: the text read from a screenshot is shown with the result and, to the person
// who checked it, on the saved report; nobody else gets it.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OcrService } from '../../adapters/ocr/index.js';
import { signInAs } from '../../../test/auth-helper.js';
import { buildTestApp, type TestContext } from '../../../test/helper.js';
import { multipartPayload } from '../analysis/upload-fixtures.test-support.js';
import { AnalyzeResponseSchema } from '../analysis/analysis.schemas.js';
import { SavedReportSchema } from './report.schemas.js';

const READ = 'Your package is held. Pay the $1.99 fee at usps-redeliver.top today';
const QR_URL = 'https://usps-redeliver.top/pay';

const ocr: OcrService = {
  readText: async () => ({ text: `  ${READ}  `, confidence: 80, qrUrls: [QR_URL], lines: [] }),
  ready: async () => undefined,
  close: async () => undefined,
};

let ctx: TestContext;
let png: Buffer;

beforeAll(async () => {
  ctx = await buildTestApp({ ocr, env: { ANALYZE_RATE_LIMIT_PER_MINUTE: '1000' } });
  png = await sharp({
    create: { width: 200, height: 100, channels: 3, background: { r: 255, g: 255, b: 255 } },
  })
    .png()
    .toBuffer();
});

afterAll(async () => {
  await ctx.close();
});

async function analyseScreenshot(cookie?: string) {
  const body = await multipartPayload(
    [{ field: 'image', bytes: png, filename: 'screenshot.png', type: 'image/png' }],
    { inputType: 'image' },
  );
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/analyze',
    ...body,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
  });
  expect(response.statusCode).toBe(200);
  return AnalyzeResponseSchema.parse(response.json());
}

const readReport = async (id: string, cookie?: string) =>
  SavedReportSchema.parse(
    (await ctx.app.inject({ url: `/api/report/${id}`, headers: cookie ? { cookie } : {} })).json(),
  );

describe('the text read from a screenshot', () => {
  it('comes with the result, QR links included, for anyone who checks a screenshot', async () => {
    const answer = await analyseScreenshot();
    expect(answer.readText).toBe(`${READ}\n${QR_URL}`);
    // A visitor's text is never stored, so their saved report has none.
    expect((await readReport(answer.analysisId)).readText).toBeUndefined();
  });

  it('is on the saved report for its owner only', async () => {
    const owner = await signInAs(ctx);
    const other = await signInAs(ctx);
    const answer = await analyseScreenshot(owner.cookie);
    expect((await readReport(answer.analysisId, owner.cookie)).readText).toBe(`${READ}\n${QR_URL}`);
    expect((await readReport(answer.analysisId, other.cookie)).readText).toBeUndefined();
    expect((await readReport(answer.analysisId)).readText).toBeUndefined();
  });

  it('is not added to a typed message’s answer or report', async () => {
    const owner = await signInAs(ctx);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/analyze',
      headers: { cookie: owner.cookie },
      payload: { inputType: 'text', text: READ },
    });
    const answer = AnalyzeResponseSchema.parse(response.json());
    expect(answer.readText).toBeUndefined();
    expect((await readReport(answer.analysisId, owner.cookie)).readText).toBeUndefined();
  });
});
