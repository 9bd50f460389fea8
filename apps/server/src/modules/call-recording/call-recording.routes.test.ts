import {
  CALL_AUDIO_MAX_BASE64_CHARS,
  ErrorBodySchema,
  TranscribeAndFilterResponseSchema,
} from '@scambuddy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../../test/auth-helper.js';
import { buildTestApp, createTestDatabase, type TestContext } from '../../../test/helper.js';
import { createFakeSpeechToText } from '../../adapters/speech/index.js';
import type { Database } from '../../db/database.js';

/** The start of a WebM recording (EBML magic) followed by filler: enough for the content checks. */
const WEBM = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(2_000, 7)]);
const SPOKEN =
  'This is the Social Security Administration. Your number is suspended. Read me your social ' +
  'security number, it is 123-45-6789, and call us back at (202) 555-0147 today or you will be arrested.';

let db: Database;
let ctx: TestContext;
const speech = createFakeSpeechToText(SPOKEN);
const apps: TestContext[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  ctx = await buildTestApp({ speech, db });
  apps.push(ctx);
});

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await db.close();
});

function post(app: TestContext, payload: unknown, cookie?: string) {
  return app.app.inject({
    method: 'POST',
    url: '/api/transcribe-and-filter',
    payload: payload as Record<string, unknown>,
    ...(cookie ? { headers: { cookie } } : {}),
  });
}

const valid = { audioData: WEBM.toString('base64'), sessionId: '1763790000000' };

describe('POST /api/transcribe-and-filter', () => {
  it('answers the filtered transcript, the kinds removed and the score, without the raw text', async () => {
    const response = await post(ctx, valid);
    expect(response.statusCode).toBe(200);
    const body = TranscribeAndFilterResponseSchema.parse(response.json());
    expect(body.rawTranscript).toBeUndefined();
    expect(response.payload).not.toContain('123-45-6789');
    expect(response.payload).not.toContain('555-0147');
    expect(body.filteredTranscript).toContain('[SSN]');
    expect(body.filteredTranscript).toContain('[PHONE]');
    expect(body.piiItems).toEqual([{ type: 'ssn' }, { type: 'phone' }]);
    expect(body.sessionId).toBe(valid.sessionId);
    // A government impostor demanding an SSN under threat of arrest reads as high risk.
    expect(body.analysis.scam_score).toBeGreaterThanOrEqual(70);
    expect(speech.received.at(-1)?.audio.equals(WEBM)).toBe(true);
  });

  it('never gives the raw transcript to a signed-in person without the admin role', async () => {
    const { cookie } = await signInAs(ctx, { role: 'user' });
    const response = await post(ctx, valid, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).not.toHaveProperty('rawTranscript');
    expect(response.payload).not.toContain('123-45-6789');
  });

  it('gives the raw transcript to an admin', async () => {
    const { cookie } = await signInAs(ctx, { role: 'admin' });
    const body = TranscribeAndFilterResponseSchema.parse((await post(ctx, valid, cookie)).json());
    expect(body.rawTranscript).toBe(SPOKEN);
    expect(body.filteredTranscript).not.toContain('123-45-6789');
  });

  it.each([
    [{ sessionId: '1' }, /^audioData: Required/],
    [{ audioData: valid.audioData }, /^sessionId: Required/],
    [{ ...valid, audioData: 'not base64!' }, /^audioData: must be base64/],
    [{ ...valid, sessionId: '../../etc' }, /^sessionId: must be 1 to 64/],
    [{ ...valid, audioData: '' }, /^audioData: the recording is empty/],
  ])('refuses %j with 400 and a clear message', async (payload, message) => {
    const response = await post(ctx, payload);
    expect(response.statusCode).toBe(400);
    const body = ErrorBodySchema.parse(response.json());
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toMatch(message);
  });

  it('refuses base64 that is not a recording with 415, before the provider runs', async () => {
    const before = speech.received.length;
    const response = await post(ctx, {
      ...valid,
      audioData: Buffer.from('plain text, not audio').toString('base64'),
    });
    expect(response.statusCode).toBe(415);
    expect(speech.received).toHaveLength(before);
  });

  it('refuses audio over the size limit with 413', async () => {
    const response = await post(ctx, {
      ...valid,
      audioData: 'A'.repeat(CALL_AUDIO_MAX_BASE64_CHARS + 8),
    });
    expect(response.statusCode).toBe(413);
  });

  it('answers 503 when no speech provider is available', async () => {
    const other = await buildTestApp({ speech: createFakeSpeechToText(undefined), db });
    apps.push(other);
    const response = await post(other, valid);
    expect(response.statusCode).toBe(503);
    expect(ErrorBodySchema.parse(response.json()).code).toBe('SERVICE_UNAVAILABLE');
  });

  it('is rate limited', async () => {
    const limited = await buildTestApp({
      speech: createFakeSpeechToText('hello'),
      db,
      env: { TRANSCRIBE_RATE_LIMIT_PER_MINUTE: '1' },
    });
    apps.push(limited);
    expect((await post(limited, valid)).statusCode).toBe(200);
    expect(ErrorBodySchema.parse((await post(limited, valid)).json()).code).toBe('RATE_LIMITED');
  });
});
