import type { AddressInfo } from 'node:net';
import { AnalyzeResponseSchema, ErrorBodySchema } from '@scambuddy/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/helper.js';
import { renderUspsFeeSms } from '../../test/real-ocr-app.js';
import { createOcrService, type OcrService } from '../adapters/ocr/index.js';

/**
 * Issue 18, item 1: small PNGs of impossible shapes (84 KB for 999 × 40,000 pixels, under the
 * 40-megapixel limit) made the OCR work for 47 s each, took the server to 2.7 GB and starved
 * everyone else. The real tesseract.js pool (two workers, as in production) runs behind a real
 * listening server; four such pictures are sent at once, then an ordinary screenshot and health.
 */
const HOSTILE_BUDGET_MS = 5_000;
const ORDINARY_BUDGET_MS = 3_000;
const HEALTH_BUDGET_MS = 1_000;
const MEMORY_BUDGET_BYTES = 1.2 * 1024 ** 3;

/** A white strip `width` wide and `height` tall with a line of text every 100 px, as a PNG. */
async function tallTextPng(width: number, height: number): Promise<Buffer> {
  const tileHeight = 1_000;
  const lines = Array.from(
    { length: tileHeight / 100 },
    (_, index) =>
      `<text x="10" y="${index * 100 + 50}" font-size="30">Pay the fee now at example.com ${index}</text>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${tileHeight}"><rect width="100%" height="100%" fill="white"/>${lines}</svg>`;
  const tile = await sharp(Buffer.from(svg)).greyscale().raw().toBuffer();
  const raw = Buffer.concat(Array.from({ length: Math.ceil(height / tileHeight) }, () => tile));
  return sharp(raw.subarray(0, width * height), {
    raw: { width, height, channels: 1 },
    limitInputPixels: false,
  })
    .png()
    .toBuffer();
}

let ocr: OcrService;
let ctx: TestContext;
let baseUrl: string;
let hostile: { name: string; png: Buffer }[];
let ordinary: Buffer;
let baseline: { status: number; ms: number };

beforeAll(async () => {
  ocr = createOcrService({ workers: 2 });
  ctx = await buildTestApp({ ocr, env: { ANALYZE_RATE_LIMIT_PER_MINUTE: '1000' } });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  const tall = await tallTextPng(999, 40_000);
  const tallNarrow = await tallTextPng(600, 33_000);
  hostile = [
    { name: '999×40000', png: tall },
    {
      name: '40000×999',
      png: await sharp(tall, { limitInputPixels: false }).rotate(90).png().toBuffer(),
    },
    { name: '600×33000', png: tallNarrow },
    {
      name: '33000×600',
      png: await sharp(tallNarrow, { limitInputPixels: false }).rotate(270).png().toBuffer(),
    },
  ];
  ordinary = await renderUspsFeeSms();
  await ocr.ready();
  // A server that has been running: the first reading and the first analysis pay for warm-up.
  baseline = await postScreenshot(ordinary);
  expect(baseline.status).toBe(200);
}, 120_000);

afterAll(async () => {
  await ctx.close();
  await ocr.close();
});

async function postScreenshot(png: Buffer): Promise<{ status: number; body: unknown; ms: number }> {
  const form = new FormData();
  form.append('inputType', 'image');
  form.append('image', new Blob([png], { type: 'image/png' }), 'screenshot.png');
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/analyze`, { method: 'POST', body: form });
  const body: unknown = await response.json();
  return { status: response.status, body, ms: performance.now() - started };
}

describe('hostile screenshots of impossible shapes', () => {
  it('are refused at once, and an ordinary screenshot and health stay fast', async () => {
    let peakRss = process.memoryUsage().rss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }, 50);
    try {
      const sent = hostile.map(async ({ name, png }) => ({
        name,
        bytes: png.length,
        ...(await postScreenshot(png)),
      }));
      const hostileAnswers = await Promise.all(sent);

      const [ordinaryAnswer, health] = await Promise.all([
        postScreenshot(ordinary),
        (async () => {
          const started = performance.now();
          const response = await fetch(`${baseUrl}/api/health`);
          return { status: response.status, ms: performance.now() - started };
        })(),
      ]);
      peakRss = Math.max(peakRss, process.memoryUsage().rss);

      console.info(
        `[hostile-screenshots] ordinary alone ${baseline.ms.toFixed(0)} ms; ${hostileAnswers
          .map(
            (answer) =>
              `${answer.name} (${Math.round(answer.bytes / 1024)} KB) → ${answer.status} in ${answer.ms.toFixed(0)} ms`,
          )
          .join(
            '; ',
          )}; ordinary → ${ordinaryAnswer.status} in ${ordinaryAnswer.ms.toFixed(0)} ms; ` +
          `health → ${health.status} in ${health.ms.toFixed(0)} ms; peak RSS ${(peakRss / 1024 ** 2).toFixed(0)} MB`,
      );

      for (const answer of hostileAnswers) {
        expect(answer.ms, answer.name).toBeLessThan(HOSTILE_BUDGET_MS);
        expect(answer.status, answer.name).toBe(413);
        expect(ErrorBodySchema.parse(answer.body).message).toMatch(
          /cannot be a phone or computer screen/,
        );
      }
      expect(ordinaryAnswer.status).toBe(200);
      expect(ordinaryAnswer.ms).toBeLessThan(ORDINARY_BUDGET_MS);
      expect(AnalyzeResponseSchema.parse(ordinaryAnswer.body).result.scam_score).toBeGreaterThan(0);
      expect(health.status).toBe(200);
      expect(health.ms).toBeLessThan(HEALTH_BUDGET_MS);
      expect(peakRss).toBeLessThan(MEMORY_BUDGET_BYTES);
    } finally {
      clearInterval(sampler);
    }
  }, 30_000);
});
