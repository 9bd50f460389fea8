import { ErrorBodySchema } from '@scambuddy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestDatabase, type TestContext } from '../../../test/helper.js';
import type { Database } from '../../db/database.js';
import {
  createFakeSpeechToText,
  MAX_AUDIO_BYTES,
  SpeechError,
  type SpeechToText,
} from '../../adapters/speech/index.js';
import { multipartPayload } from '../analysis/upload-fixtures.test-support.js';

/** The start of a WebM recording (EBML magic) followed by filler: enough for the content checks. */
const WEBM = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(2_000, 7)]);
const SPOKEN = 'This is the IRS. You owe back taxes and must pay today with gift cards.';

const apps: TestContext[] = [];
// One database for every app here: transcription stores nothing, and each new one costs seconds.
let db: Database;

async function appWith(speech: SpeechToText, env: NodeJS.ProcessEnv = {}): Promise<TestContext> {
  const ctx = await buildTestApp({ speech, env, db });
  apps.push(ctx);
  return ctx;
}

async function postAudio(ctx: TestContext, bytes: Uint8Array, field = 'audio') {
  const body = await multipartPayload([
    { field, bytes, filename: 'recording.webm', type: 'audio/webm' },
  ]);
  return ctx.app.inject({ method: 'POST', url: '/api/transcribe', ...body });
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

let working: TestContext;
const speech = createFakeSpeechToText(`  ${SPOKEN}  `);

beforeAll(async () => {
  db = await createTestDatabase();
  working = await appWith(speech);
});

afterAll(async () => {
  await Promise.all(apps.map((ctx) => ctx.close()));
  await db.close();
});

describe('POST /api/transcribe', () => {
  it('turns a recording into text through the speech provider', async () => {
    const response = await postAudio(working, WEBM);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ text: SPOKEN });
    expect(speech.received.at(-1)?.mimeType).toBe('audio/webm');
    expect(speech.received.at(-1)?.audio.equals(WEBM)).toBe(true);
  });

  it('refuses a file that is not a recording with 415, before the provider runs', async () => {
    const before = speech.received.length;
    const response = await postAudio(working, Buffer.from('definitely not audio at all'));
    expect(expectError(response, 415, 'UNSUPPORTED_MEDIA_TYPE')).toMatch(/voice recording/);
    expect(speech.received).toHaveLength(before);
  });

  it('refuses a recording over 10 MB with 413', async () => {
    const before = speech.received.length;
    const response = await postAudio(working, Buffer.concat([WEBM, Buffer.alloc(MAX_AUDIO_BYTES)]));
    expect(expectError(response, 413, 'PAYLOAD_TOO_LARGE')).toMatch(/larger than 10 MB/);
    expect(speech.received).toHaveLength(before);
  });

  it('refuses a form without the audio field', async () => {
    const body = await multipartPayload([], { note: 'hello' });
    const response = await working.app.inject({ method: 'POST', url: '/api/transcribe', ...body });
    expect(expectError(response, 400, 'VALIDATION_FAILED')).toMatch(/^audio: Required/);
  });

  it('refuses JSON with 415', async () => {
    const response = await working.app.inject({
      method: 'POST',
      url: '/api/transcribe',
      payload: { audio: 'base64' },
    });
    expectError(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers 503 with a clear message when no provider is available', async () => {
    const ctx = await appWith(createFakeSpeechToText(undefined));
    const response = await postAudio(ctx, WEBM);
    expect(expectError(response, 503, 'SERVICE_UNAVAILABLE')).toMatch(/type the message instead/);
  });

  it('answers 422 "No text was extracted from the audio" when nothing was heard', async () => {
    const ctx = await appWith(createFakeSpeechToText('   '));
    const response = await postAudio(ctx, WEBM);
    expect(expectError(response, 422, 'NO_TEXT_FOUND')).toBe(
      'No text was extracted from the audio',
    );
  });

  it.each([
    ['AUDIO_TOO_LONG', 413, /longer than 2 minutes/],
    ['AUDIO_UNREADABLE', 415, /could not be played/],
    ['STT_TIMEOUT', 504, /took too long/],
    ['STT_FAILED', 502, /failed/],
  ] as const)('maps the provider error %s to %i', async (code, status, message) => {
    const failing: SpeechToText = {
      provider: 'local',
      isAvailable: async () => true,
      transcribe: async () => {
        throw new SpeechError(code, 'provider detail');
      },
    };
    const ctx = await appWith(failing);
    const response = await postAudio(ctx, WEBM);
    expect(response.statusCode).toBe(status);
    expect(ErrorBodySchema.parse(response.json()).message).toMatch(message);
  });

  it('is rate limited', async () => {
    const ctx = await appWith(createFakeSpeechToText('hello'), {
      TRANSCRIBE_RATE_LIMIT_PER_MINUTE: '1',
    });
    expect((await postAudio(ctx, WEBM)).statusCode).toBe(200);
    expectError(await postAudio(ctx, WEBM), 429, 'RATE_LIMITED');
  });
});
