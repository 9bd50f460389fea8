import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from './config.js';

const options = { cwd: '/srv/scambuddy', defaultWebDistDir: '/srv/scambuddy/apps/web/dist' };

function problems(env: NodeJS.ProcessEnv): readonly string[] {
  try {
    parseEnv(env, options);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('analysis, OCR and speech settings', () => {
  it('defaults to two OCR workers, one engine thread, the local speech provider and modest rate limits', () => {
    const config = parseEnv({}, options);
    expect(config.ocr).toEqual({
      workers: 2,
      jobTimeoutMs: 30_000,
      maxPixels: 16_000_000,
      jobsPerClient: 1,
      timePerClientMs: 120_000,
    });
    expect(config.engineThreads).toBe(1);
    expect(config.speech).toMatchObject({
      STT_PROVIDER: 'local',
      STT_MODEL: 'whisper-1',
      STT_TIMEOUT_MS: 60_000,
    });
    expect(config.speech.STT_URL).toBeUndefined();
    expect(config.rateLimits).toEqual({
      analyzePerMinute: 30,
      transcribePerMinute: 10,
      communityReportsPerHour: 5,
    });
  });

  it('reads every variable, choosing the OpenAI-compatible provider when STT_URL is set', () => {
    const config = parseEnv(
      {
        OCR_WORKERS: '4',
        OCR_JOB_TIMEOUT_MS: '15000',
        OCR_MAX_PIXELS: '8000000',
        OCR_JOBS_PER_CLIENT: '2',
        OCR_TIME_PER_CLIENT_MS: '60000',
        ENGINE_THREADS: '0',
        STT_URL: 'https://stt.example/',
        STT_API_KEY: ' key-123 ',
        STT_MODEL: 'whisper-large-v3',
        STT_TIMEOUT_MS: '20000',
        ANALYZE_RATE_LIMIT_PER_MINUTE: '600',
        TRANSCRIBE_RATE_LIMIT_PER_MINUTE: '20',
        COMMUNITY_REPORTS_RATE_LIMIT_PER_HOUR: '12',
      },
      options,
    );
    expect(config.ocr).toEqual({
      workers: 4,
      jobTimeoutMs: 15_000,
      maxPixels: 8_000_000,
      jobsPerClient: 2,
      timePerClientMs: 60_000,
    });
    expect(config.engineThreads).toBe(0);
    expect(config.speech).toMatchObject({
      STT_PROVIDER: 'openai-compatible',
      STT_URL: 'https://stt.example/',
      STT_API_KEY: 'key-123',
      STT_MODEL: 'whisper-large-v3',
      STT_TIMEOUT_MS: 20_000,
    });
    expect(config.rateLimits).toEqual({
      analyzePerMinute: 600,
      transcribePerMinute: 20,
      communityReportsPerHour: 12,
    });
  });

  it('lists bad adapter settings together with the others', () => {
    const variables = problems({
      PORT: 'eighty',
      OCR_WORKERS: '0',
      ENGINE_THREADS: '1.5',
      STT_PROVIDER: 'openai-compatible',
      ANALYZE_RATE_LIMIT_PER_MINUTE: 'lots',
    }).map((problem) => problem.split(':')[0]);
    expect([...variables].sort()).toEqual(
      ['ANALYZE_RATE_LIMIT_PER_MINUTE', 'ENGINE_THREADS', 'OCR_WORKERS', 'PORT', 'STT_URL'].sort(),
    );
  });
});
