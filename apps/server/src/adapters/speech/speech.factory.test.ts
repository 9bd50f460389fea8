import { describe, expect, it } from 'vitest';
import { SpeechConfigSchema } from './speech.config.js';
import { createSpeechToText } from './speech.factory.js';

describe('SpeechConfigSchema', () => {
  it('chooses the local provider when nothing is set', () => {
    expect(SpeechConfigSchema.parse({})).toEqual({
      STT_PROVIDER: 'local',
      STT_MODEL: 'whisper-1',
      STT_TIMEOUT_MS: 60_000,
    });
  });

  it('chooses the OpenAI-compatible provider when STT_URL is set', () => {
    const config = SpeechConfigSchema.parse({
      STT_URL: 'https://stt.example.org',
      STT_API_KEY: 'k',
    });
    expect(config).toMatchObject({ STT_PROVIDER: 'openai-compatible', STT_API_KEY: 'k' });
  });

  it('lets STT_PROVIDER=local win over a set STT_URL', () => {
    expect(
      SpeechConfigSchema.parse({ STT_PROVIDER: 'local', STT_URL: 'https://stt.example.org' })
        .STT_PROVIDER,
    ).toBe('local');
  });

  it('treats an empty STT_API_KEY as unset', () => {
    expect(SpeechConfigSchema.parse({ STT_API_KEY: '' }).STT_API_KEY).toBeUndefined();
  });

  it.each([
    ['openai-compatible without STT_URL', { STT_PROVIDER: 'openai-compatible' }],
    ['a URL that is not http(s)', { STT_URL: 'ftp://stt.example.org' }],
    ['an unknown provider', { STT_PROVIDER: 'whisper-local' }],
    ['a timeout under a second', { STT_TIMEOUT_MS: '10' }],
  ])('refuses %s', (_name, env) => {
    expect(SpeechConfigSchema.safeParse(env).success).toBe(false);
  });
});

describe('createSpeechToText', () => {
  it('builds the local provider by default', () => {
    expect(createSpeechToText(SpeechConfigSchema.parse({})).provider).toBe('local');
  });

  it('builds the OpenAI-compatible provider when configured', () => {
    const config = SpeechConfigSchema.parse({ STT_URL: 'http://127.0.0.1:9' });
    expect(createSpeechToText(config).provider).toBe('openai-compatible');
  });
});
