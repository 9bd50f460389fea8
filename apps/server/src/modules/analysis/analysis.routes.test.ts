import { AnalysisResultSchema, ErrorBodySchema } from '@scambuddy/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/helper.js';
import type { OcrResult, OcrService } from '../../adapters/ocr/index.js';
import { MAX_UPLOAD_BYTES } from '../../adapters/uploads/index.js';
import { analyses } from '../../db/schema.js';
import { ANALYSIS_ID_PATTERN } from './analysis-id.js';
import { AnalyzeResponseSchema } from './analysis.schemas.js';
import {
  countAnalyses,
  heicHeader,
  multipartPayload,
  pngHeaderOnly,
} from './upload-fixtures.test-support.js';

const SCAM_TEXT =
  'This is the Social Security Administration. Your SSN is suspended. Pay $500 in Google Play gift cards today or you will be arrested.';
const QR_URL = 'https://pay-parking-now.top/meter/4821';

/** A scripted OCR: answers with whatever `reading` holds and counts what it was shown. */
const ocrSeen: Buffer[] = [];
let reading: OcrResult = { text: '', confidence: 0, qrUrls: [], lines: [] };
const scriptedOcr: OcrService = {
  async readText(image) {
    ocrSeen.push(image);
    return reading;
  },
  ready: async () => undefined,
  close: async () => undefined,
};

let ctx: TestContext;
let smallPng: Buffer;

beforeAll(async () => {
  ctx = await buildTestApp({ ocr: scriptedOcr, env: { ANALYZE_RATE_LIMIT_PER_MINUTE: '1000' } });
  smallPng = await sharp({
    create: { width: 200, height: 100, channels: 3, background: { r: 255, g: 255, b: 255 } },
  })
    .png()
    .toBuffer();
});

afterAll(async () => {
  await ctx.close();
});

beforeEach(() => {
  ocrSeen.length = 0;
  reading = { text: '', confidence: 0, qrUrls: [], lines: [] };
});

const postJson = (payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/analyze', payload: payload as object });

async function postImage(
  bytes: Uint8Array,
  fields: Record<string, string> = { inputType: 'image' },
  filename = 'screenshot.png',
) {
  const body = await multipartPayload(
    [{ field: 'image', bytes, filename, type: 'image/png' }],
    fields,
  );
  return ctx.app.inject({ method: 'POST', url: '/api/analyze', ...body });
}

function expectError(
  response: { statusCode: number; payload: string },
  status: number,
  code: string,
): string {
  expect(response.statusCode).toBe(status);
  const body = ErrorBodySchema.parse(JSON.parse(response.payload));
  expect(body.code).toBe(code);
  return body.message;
}

async function storedRow(id: string) {
  const rows = await ctx.db.orm.select().from(analyses).where(eq(analyses.id, id));
  return rows[0];
}

describe('POST /api/analyze with text', () => {
  it('analyses pasted text, stores the result and never the anonymous text', async () => {
    const response = await postJson({
      inputType: 'text',
      text: `  ${SCAM_TEXT}  `,
      state: 'NY',
      channel: 'sms',
    });
    expect(response.statusCode).toBe(200);
    const body = AnalyzeResponseSchema.parse(response.json());
    expect(body.analysisId).toMatch(ANALYSIS_ID_PATTERN);
    expect(body.result.scam_score).toBeGreaterThanOrEqual(71);
    expect(body.result.risk_level).toBe('high');

    const row = await storedRow(body.analysisId);
    expect(row).toMatchObject({
      inputType: 'text',
      channel: 'sms',
      state: 'NY',
      userId: null,
      text: null,
    });
    expect(row?.result).toEqual(body.result);
    expect(row?.createdAt).toBeInstanceOf(Date);
    expect(JSON.stringify(row)).not.toContain('Google Play gift cards today');
  });

  it('analyses a call transcript', async () => {
    const response = await postJson({
      inputType: 'transcript',
      text: 'The caller said he was from Microsoft and needed remote access to fix a virus on my computer.',
      channel: 'phone',
    });
    expect(response.statusCode).toBe(200);
    const body = AnalyzeResponseSchema.parse(response.json());
    expect(body.result.signals.length).toBeGreaterThan(0);
    expect(await storedRow(body.analysisId)).toMatchObject({
      inputType: 'transcript',
      channel: 'phone',
      state: null,
    });
  });

  it('gives every analysis its own unguessable id', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 5; i += 1) {
      const response = await postJson({ inputType: 'text', text: 'Hi, lunch at noon?' });
      ids.add(AnalyzeResponseSchema.parse(response.json()).analysisId);
    }
    expect(ids.size).toBe(5);
  });

  it('accepts text of exactly 20,000 characters', async () => {
    const response = await postJson({ inputType: 'text', text: 'a'.repeat(20_000) });
    expect(response.statusCode).toBe(200);
  });

  const refusals: [string, unknown, RegExp][] = [
    ['empty text', { inputType: 'text', text: '' }, /^text: .*empty/],
    ['whitespace-only text', { inputType: 'text', text: ' \n\t ' }, /^text: .*empty/],
    [
      'text over 20,000 characters',
      { inputType: 'text', text: 'a'.repeat(20_001) },
      /^text: .*20,000/,
    ],
    ['a missing text', { inputType: 'text' }, /^text: Required/],
    [
      'an unknown inputType',
      { inputType: 'video', text: SCAM_TEXT },
      /^inputType: must be "text" or "transcript"/,
    ],
    [
      'inputType image sent as JSON',
      { inputType: 'image', text: SCAM_TEXT },
      /^inputType: .*multipart/,
    ],
    [
      'a state that is not a US state',
      { inputType: 'text', text: SCAM_TEXT, state: 'ZZ' },
      /^state: /,
    ],
    ['an unknown channel', { inputType: 'text', text: SCAM_TEXT, channel: 'fax' }, /^channel: /],
  ];

  it.each(refusals)(
    'refuses %s with a clear 400 and stores nothing',
    async (_name, payload, message) => {
      const before = await countAnalyses(ctx.db);
      const response = await postJson(payload);
      expect(expectError(response, 400, 'VALIDATION_FAILED')).toMatch(message);
      expect(await countAnalyses(ctx.db)).toBe(before);
    },
  );

  it('refuses a request without a body', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/analyze' });
    expectError(response, 400, 'VALIDATION_FAILED');
  });
});

describe('POST /api/analyze with a screenshot', () => {
  it('analyses the text read from the picture and the link in its QR code', async () => {
    reading = {
      text: SCAM_TEXT,
      confidence: 91,
      qrUrls: [QR_URL],
      lines: [{ text: SCAM_TEXT, confidence: 91 }],
    };
    const response = await postImage(smallPng, { inputType: 'image', state: 'CA', channel: 'sms' });
    expect(response.statusCode).toBe(200);
    const body = AnalyzeResponseSchema.parse(response.json());
    expect(ocrSeen).toHaveLength(1);
    expect(body.result.entities.urls.map((url) => url.url)).toContain(QR_URL);
    expect(body.result.scam_score).toBeGreaterThanOrEqual(71);
    expect(await storedRow(body.analysisId)).toMatchObject({
      inputType: 'image',
      state: 'CA',
      channel: 'sms',
      text: null,
    });
  });

  it('treats empty optional fields as not given', async () => {
    reading = { text: SCAM_TEXT, confidence: 90, qrUrls: [], lines: [] };
    const response = await postImage(smallPng, { inputType: 'image', state: '', channel: '' });
    expect(response.statusCode).toBe(200);
  });

  it('answers a screenshot with no readable text with 422 and a clear message, not a score', async () => {
    const before = await countAnalyses(ctx.db);
    const response = await postImage(smallPng);
    const message = expectError(response, 422, 'NO_TEXT_FOUND');
    expect(message).toMatch(/No text could be read from this screenshot/);
    expect(response.payload).not.toContain('scam_score');
    expect(await countAnalyses(ctx.db)).toBe(before);
  });

  it('analyses a QR code alone when the picture holds no other text', async () => {
    reading = { text: '', confidence: 0, qrUrls: [QR_URL], lines: [] };
    const response = await postImage(smallPng);
    expect(response.statusCode).toBe(200);
    const body = AnalyzeResponseSchema.parse(response.json());
    expect(body.result.entities.urls.map((url) => url.url)).toContain(QR_URL);
  });

  describe('refuses bad uploads before anything decodes them, storing nothing', () => {
    let truncatedJpeg: Buffer;
    beforeAll(async () => {
      const jpeg = await sharp({
        create: { width: 400, height: 300, channels: 3, background: { r: 10, g: 120, b: 200 } },
      })
        .jpeg()
        .toBuffer();
      truncatedJpeg = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    });

    const cases: [string, () => Uint8Array, number, string, RegExp][] = [
      [
        'non-image bytes named .png',
        () => Buffer.from('this is a plain text file, not a picture'),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        /PNG, JPEG, WebP or GIF/,
      ],
      [
        'an iPhone HEIC photo',
        heicHeader,
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        /HEIC photo\. Please send a screenshot/,
      ],
      [
        'a 60-megapixel PNG (header only)',
        () => pngHeaderOnly(10_000, 6_000),
        413,
        'PAYLOAD_TOO_LARGE',
        /more than 40 megapixels/,
      ],
      ['a truncated JPEG', () => truncatedJpeg, 400, 'BAD_REQUEST', /incomplete/],
      ['an empty file', () => new Uint8Array(), 400, 'BAD_REQUEST', /empty/],
      [
        'a file over 10 MB',
        () => Buffer.concat([smallPng, Buffer.alloc(MAX_UPLOAD_BYTES)]),
        413,
        'PAYLOAD_TOO_LARGE',
        /larger than 10 MB/,
      ],
    ];

    it.each(cases)('%s', async (_name, bytes, status, code, message) => {
      const before = await countAnalyses(ctx.db);
      const response = await postImage(bytes());
      expect(expectError(response, status, code)).toMatch(message);
      expect(ocrSeen).toHaveLength(0);
      expect(await countAnalyses(ctx.db)).toBe(before);
    });
  });

  it('refuses a multipart form whose inputType is not image', async () => {
    const response = await postImage(smallPng, { inputType: 'text' });
    expect(expectError(response, 400, 'VALIDATION_FAILED')).toMatch(/^inputType: /);
    expect(ocrSeen).toHaveLength(0);
  });

  it('refuses a multipart form without an image', async () => {
    const body = await multipartPayload([], { inputType: 'image' });
    const response = await ctx.app.inject({ method: 'POST', url: '/api/analyze', ...body });
    expect(expectError(response, 400, 'VALIDATION_FAILED')).toMatch(/^image: Required/);
  });

  it('refuses a file sent under another field name', async () => {
    const body = await multipartPayload(
      [{ field: 'picture', bytes: smallPng, filename: 'a.png', type: 'image/png' }],
      { inputType: 'image' },
    );
    const response = await ctx.app.inject({ method: 'POST', url: '/api/analyze', ...body });
    expect(expectError(response, 400, 'BAD_REQUEST')).toMatch(/"image" field/);
  });

  it('refuses two files at once', async () => {
    const image = { field: 'image', bytes: smallPng, filename: 'a.png', type: 'image/png' };
    const body = await multipartPayload([image, image], { inputType: 'image' });
    const response = await ctx.app.inject({ method: 'POST', url: '/api/analyze', ...body });
    expect(expectError(response, 413, 'PAYLOAD_TOO_LARGE')).toMatch(/one file/);
    expect(ocrSeen).toHaveLength(0);
  });
});

describe('rate limit', () => {
  it('answers 429 RATE_LIMITED past the configured number per minute', async () => {
    const limited = await buildTestApp({ env: { ANALYZE_RATE_LIMIT_PER_MINUTE: '2' } });
    try {
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/analyze',
          payload: { inputType: 'text', text: 'hello' },
        });
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(200);
      const refused = await send();
      expectError(refused, 429, 'RATE_LIMITED');
      expect(refused.headers['retry-after']).toBeDefined();
      expect(await countAnalyses(limited.db)).toBe(2);
    } finally {
      await limited.close();
    }
  });
});

describe('result shape', () => {
  it('validates against the contract', async () => {
    const response = await postJson({ inputType: 'text', text: SCAM_TEXT });
    const { result } = AnalyzeResponseSchema.parse(response.json());
    expect(AnalysisResultSchema.safeParse(result).success).toBe(true);
  });
});
