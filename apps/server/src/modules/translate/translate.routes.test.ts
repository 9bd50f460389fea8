import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ErrorBodySchema, TranslateResponseSchema } from '@scambuddy/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/helper.js';

/**
 * A local LibreTranslate-compatible service: `POST /translate {q, source, target}` answers
 * `[target] q` and counts its calls; `failing = true` makes it answer 500.
 */
interface FakeProvider {
  url: string;
  calls: { q: string; source: string; target: string; api_key?: string }[];
  failing: boolean;
  close(): Promise<void>;
}

async function startFakeLibreTranslate(): Promise<FakeProvider> {
  const state: Omit<FakeProvider, 'url' | 'close'> = { calls: [], failing: false };
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/translate') {
        response.writeHead(404).end();
        return;
      }
      const body = JSON.parse(raw) as FakeProvider['calls'][number];
      state.calls.push(body);
      if (state.failing) {
        response.writeHead(500, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ error: 'boom' }));
        return;
      }
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ translatedText: `[${body.target}] ${body.q}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

let provider: FakeProvider;
let ctx: TestContext;

beforeAll(async () => {
  provider = await startFakeLibreTranslate();
  ctx = await buildTestApp({
    env: { TRANSLATE_URL: provider.url, TRANSLATE_API_KEY: 'test-key' },
  });
});

afterAll(async () => {
  await ctx.close();
  await provider.close();
});

beforeEach(() => {
  provider.calls.length = 0;
  provider.failing = false;
});

async function translate(payload: Record<string, unknown>) {
  const response = await ctx.app.inject({ method: 'POST', url: '/api/translate', payload });
  return { status: response.statusCode, body: response.json<unknown>() };
}

describe('POST /api/translate', () => {
  it('asks the provider once, then answers the same text from the translation memory', async () => {
    const request = { text: 'FTC warns of fake toll texts', targetLanguage: 'es' };
    const first = await translate(request);
    expect(first.status).toBe(200);
    expect(TranslateResponseSchema.parse(first.body)).toEqual({
      translated: true,
      text: '[es] FTC warns of fake toll texts',
      cached: false,
    });
    const second = await translate(request);
    expect(TranslateResponseSchema.parse(second.body)).toEqual({
      translated: true,
      text: '[es] FTC warns of fake toll texts',
      cached: true,
    });
    expect(provider.calls).toEqual([
      {
        q: 'FTC warns of fake toll texts',
        source: 'auto',
        target: 'es',
        format: 'text',
        api_key: 'test-key',
      },
    ]);
  });

  it('keeps language pairs apart in the memory', async () => {
    await translate({ text: 'Scam alert', targetLanguage: 'fr', sourceLanguage: 'en' });
    const german = await translate({
      text: 'Scam alert',
      targetLanguage: 'de',
      sourceLanguage: 'en',
    });
    expect(german.body).toMatchObject({ translated: true, text: '[de] Scam alert', cached: false });
    expect(provider.calls.map((call) => call.target)).toEqual(['fr', 'de']);
  });

  it('returns the original with a flag when the provider fails, and does not remember the failure', async () => {
    provider.failing = true;
    const failed = await translate({ text: 'Medicare card scam', targetLanguage: 'ko' });
    expect(failed.status).toBe(200);
    expect(failed.body).toEqual({
      translated: false,
      text: 'Medicare card scam',
      reason: 'provider_failed',
    });
    provider.failing = false;
    const retried = await translate({ text: 'Medicare card scam', targetLanguage: 'ko' });
    expect(retried.body).toMatchObject({ translated: true, text: '[ko] Medicare card scam' });
  });

  it('returns text of one character or less untouched, without asking the provider', async () => {
    for (const text of ['', '!', ' 7 ', '€']) {
      const { body } = await translate({ text, targetLanguage: 'ja' });
      expect(body).toEqual({ translated: false, text, reason: 'too_short' });
    }
    expect(provider.calls).toEqual([]);
  });

  it('leaves text already in the target language alone', async () => {
    const { body } = await translate({ text: 'Hola', targetLanguage: 'es', sourceLanguage: 'es' });
    expect(body).toEqual({ translated: false, text: 'Hola', reason: 'same_language' });
  });

  it('refuses a bad request with 400 and a clear message, never 500', async () => {
    for (const payload of [
      {},
      { text: 'x'.repeat(5_001), targetLanguage: 'es' },
      { text: 'Hello', targetLanguage: 'xx' },
      { text: 42, targetLanguage: 'es' },
    ]) {
      const { status, body } = await translate(payload);
      expect(status, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(ErrorBodySchema.parse(body).code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('POST /api/translate without a provider', () => {
  let bare: TestContext;
  beforeAll(async () => {
    bare = await buildTestApp();
  });
  afterAll(() => bare.close());

  it('returns the original with the no_provider flag', async () => {
    const response = await bare.app.inject({
      method: 'POST',
      url: '/api/translate',
      payload: { text: 'Grandparent scam warning', targetLanguage: 'ar' },
    });
    expect(response.json()).toEqual({
      translated: false,
      text: 'Grandparent scam warning',
      reason: 'no_provider',
    });
  });

  it('is rate limited per client address (120 a minute)', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 121; index += 1) {
      const response = await bare.app.inject({
        method: 'POST',
        url: '/api/translate',
        payload: { text: 'a', targetLanguage: 'es' },
      });
      statuses.push(response.statusCode);
    }
    // The request above counts too: 119 more succeed, then the limit answers 429.
    expect(statuses.filter((status) => status === 200)).toHaveLength(119);
    expect(statuses.at(-1)).toBe(429);
    expect(
      ErrorBodySchema.parse(
        JSON.parse(
          (
            await bare.app.inject({
              method: 'POST',
              url: '/api/translate',
              payload: { text: 'a', targetLanguage: 'es' },
            })
          ).body,
        ),
      ).code,
    ).toBe('RATE_LIMITED');
  });
});
