import { AnalyzeResponseSchema, ErrorBodySchema } from '@scambuddy/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/helper.js';
import { createOcrService } from '../adapters/ocr/ocr.service.js';
import { WorkerThreadExitedError, type PageReading } from '../adapters/ocr/tesseract-worker.js';
import { JobRefusedError, type PoolWorker } from '../adapters/ocr/worker-pool.js';
import { multipartPayload } from '../modules/analysis/upload-fixtures.test-support.js';
import { OCR_FAILED_MESSAGE } from '../plugins/error-response.js';

/**
 * Issue 9, faults: an OCR worker that crashes is replaced and the request is answered with a clear
 * error. The real pool and OCR service run; only the Tesseract thread is stood in for by a worker
 * that dies the way a crashed thread is reported (WorkerThreadExitedError).
 */
const SCAM_LINE =
  'USPS: your parcel is held. Pay the $1.99 redelivery fee today at https://usps-redelivery.top/pay';

let crashesLeft = 0;
let refusalsLeft = 0;
let jobsRun = 0;
let started = 0;
let replaced = 0;

function startFakeWorker(): Promise<PoolWorker<Buffer, PageReading>> {
  started += 1;
  let dead = false;
  return Promise.resolve({
    async run() {
      if (dead) throw new WorkerThreadExitedError(1);
      jobsRun += 1;
      if (refusalsLeft > 0) {
        refusalsLeft -= 1;
        // What tesseract.js answered for a picture with a side over 32,767 px (issue 18).
        throw new JobRefusedError(
          'Tesseract could not read the picture: SyntaxError: Unexpected end of JSON input',
        );
      }
      if (crashesLeft > 0) {
        crashesLeft -= 1;
        dead = true;
        throw new WorkerThreadExitedError(134);
      }
      return {
        confidence: 91,
        lines: [
          { text: SCAM_LINE, confidence: 91, box: { left: 0, top: 0, right: 10, bottom: 10 } },
        ],
      };
    },
    terminate: async () => {
      dead = true;
    },
  });
}

let ctx: TestContext;
let png: Buffer;

beforeAll(async () => {
  const ocr = createOcrService({
    workers: 2,
    jobTimeoutMs: 2_000,
    startWorker: startFakeWorker,
    onWorkerReplaced: () => {
      replaced += 1;
    },
  });
  ctx = await buildTestApp({ ocr, env: { ANALYZE_RATE_LIMIT_PER_MINUTE: '1000' } });
  png = await sharp({
    create: { width: 240, height: 120, channels: 3, background: { r: 255, g: 255, b: 255 } },
  })
    .png()
    .toBuffer();
});

afterAll(async () => {
  await ctx.close();
});

async function postScreenshot() {
  const body = await multipartPayload(
    [{ field: 'image', bytes: png, filename: 'screenshot.png', type: 'image/png' }],
    { inputType: 'image' },
  );
  return ctx.app.inject({ method: 'POST', url: '/api/analyze', ...body });
}

describe('an OCR worker that crashes', () => {
  it('is replaced and the job retried on the new worker, so the person gets a result', async () => {
    crashesLeft = 1;
    const before = replaced;
    const response = await postScreenshot();
    expect(response.statusCode, response.body).toBe(200);
    expect(AnalyzeResponseSchema.parse(response.json()).result.scam_score).toBeGreaterThan(0);
    expect(replaced - before).toBe(1);
  });

  it('answers a clear 503 with Retry-After when the replacement crashes too, then recovers', async () => {
    crashesLeft = 2;
    const before = replaced;
    const startedAt = Date.now();
    const failed = await postScreenshot();
    expect(Date.now() - startedAt).toBeLessThan(2_000);
    expect(failed.statusCode).toBe(503);
    expect(failed.headers['retry-after']).toMatch(/^\d+$/);
    expect(ErrorBodySchema.parse(failed.json())).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: OCR_FAILED_MESSAGE,
    });
    expect(replaced - before).toBe(2);

    // Both broken workers were replaced: the next screenshot is read normally.
    const next = await postScreenshot();
    expect(next.statusCode, next.body).toBe(200);
    expect(started).toBeGreaterThanOrEqual(2 + 3);
  });

  it('is not given the same picture again when Tesseract refused it: a clear 400 at once (issue 18)', async () => {
    refusalsLeft = 1;
    const [runsBefore, replacedBefore] = [jobsRun, replaced];
    const refused = await postScreenshot();
    expect(refused.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(refused.json()).code).toBe('BAD_REQUEST');
    // Before, the pool retried it on a fresh worker, which failed the same way: twice the work.
    expect(jobsRun - runsBefore).toBe(1);
    expect(replaced - replacedBefore).toBe(1);
    const next = await postScreenshot();
    expect(next.statusCode, next.body).toBe(200);
  });
});
