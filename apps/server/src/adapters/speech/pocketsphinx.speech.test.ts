import { access, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  encodeRecording,
  silentWebm,
  speakToWav,
  streamedWebmTone,
} from '../../../test-fixtures/generate-speech.js';
import {
  createPocketSphinxSpeech,
  parsePocketSphinxOutput,
  parseProbedDuration,
} from './pocketsphinx.speech.js';
import { SpeechError } from './speech.types.js';
import { wordErrorRate } from './word-error-rate.js';

/**
 * WER bounds, from bench/speech/RESULTS.md: PocketSphinx's en-us model hears Festival's natural
 * HTS voice almost perfectly, but espeak-ng's formant voice badly (WER 0.6–0.9 measured): for it
 * only the words that matter to a scam check are required.
 */
const FESTIVAL_MAX_WER = 0.25;

async function expectSpeechError(promise: Promise<unknown>, code: string): Promise<void> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(SpeechError);
  expect(error).toMatchObject({ code });
}

describe('parsePocketSphinxOutput', () => {
  it('joins one utterance per line and drops blank lines', () => {
    expect(parsePocketSphinxOutput('please call me back\n\n about my number \n')).toBe(
      'please call me back about my number',
    );
  });
  it('is empty when nothing was recognised', () => {
    expect(parsePocketSphinxOutput('\n\n')).toBe('');
  });
});

describe('parseProbedDuration', () => {
  it.each([
    ['3.257000\n', 3.257],
    ['N/A\n', undefined],
    ['', undefined],
  ])('%j → %s', (stdout, expected) => {
    expect(parseProbedDuration(stdout)).toBe(expected);
  });
});

// Generous: synthesis, encoding and recognition each take a core, and CI shares two.
describe('createPocketSphinxSpeech (Debian pocketsphinx 0.8, ffmpeg)', { timeout: 90_000 }, () => {
  const speech = createPocketSphinxSpeech({ timeoutMs: 60_000 });
  let folder = '';

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'stt-test-'));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('is available on this machine (scripts/install-system-deps.sh installs it)', async () => {
    expect(await speech.isAvailable()).toBe(true);
  });

  it('transcribes a WebM/Opus recording of natural speech (Festival)', async () => {
    const sentence = 'please call me back about my social security number';
    const wav = path.join(folder, 'festival.wav');
    await speakToWav(sentence, 'festival', wav);
    const { text } = await speech.transcribe({
      audio: await encodeRecording(wav, 'webm'),
      mimeType: 'audio/webm;codecs=opus',
    });
    expect(wordErrorRate(sentence, text)).toBeLessThanOrEqual(FESTIVAL_MAX_WER);
  });

  it('transcribes an MP4/AAC recording, as Safari records', async () => {
    const sentence = 'your bank account has been suspended press one to speak to an agent';
    const wav = path.join(folder, 'festival-mp4.wav');
    await speakToWav(sentence, 'festival', wav);
    const { text } = await speech.transcribe({
      audio: await encodeRecording(wav, 'mp4'),
      mimeType: 'audio/mp4',
    });
    expect(wordErrorRate(sentence, text)).toBeLessThanOrEqual(FESTIVAL_MAX_WER);
  });

  it('hears the words that matter in espeak-ng speech converted to WebM/Opus', async () => {
    const sentence = 'please call me back about my social security number';
    const wav = path.join(folder, 'espeak.wav');
    await speakToWav(sentence, 'espeak-ng', wav);
    const { text } = await speech.transcribe({
      audio: await encodeRecording(wav, 'webm'),
      mimeType: 'audio/webm',
    });
    expect(text).toContain('social security');
    expect(wordErrorRate(sentence, text)).toBeLessThan(1);
  });

  it('refuses a recording whose container states it is over two minutes, before decoding', async () => {
    // ffmpeg behind a wrapper that leaves a mark, to see whether decoding was started at all.
    const mark = path.join(folder, 'ffmpeg-ran');
    const wrapper = path.join(folder, 'ffmpeg-spy.sh');
    await writeFile(wrapper, `#!/bin/sh\ntouch '${mark}'\nexec ffmpeg "$@"\n`, { mode: 0o755 });
    const spied = createPocketSphinxSpeech({ ffmpegPath: wrapper });
    const longWebm = await silentWebm(125, path.join(folder, 'long.webm'));
    await expectSpeechError(
      spied.transcribe({ audio: longWebm, mimeType: 'audio/webm' }),
      'AUDIO_TOO_LONG',
    );
    await expect(access(mark)).rejects.toThrow();
  });

  it('refuses a streamed WebM that states no duration once decoding passes two minutes', async () => {
    await expectSpeechError(
      speech.transcribe({ audio: await streamedWebmTone(125), mimeType: 'audio/webm' }),
      'AUDIO_TOO_LONG',
    );
  });

  it('says no text was extracted from a silent recording', async () => {
    const silence = await silentWebm(3, path.join(folder, 'silence.webm'));
    const error = await speech
      .transcribe({ audio: silence, mimeType: 'audio/webm' })
      .catch((reason: unknown) => reason);
    expect(error).toMatchObject({
      code: 'NO_TEXT_EXTRACTED',
      message: 'No text was extracted from the audio',
    });
  });

  it('reports bytes that are not a recording as unreadable', async () => {
    const junk = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(2_000, 7)]);
    await expectSpeechError(
      speech.transcribe({ audio: junk, mimeType: 'audio/webm' }),
      'AUDIO_UNREADABLE',
    );
  });

  it('refuses a recording over 10 MB without running anything', async () => {
    await expectSpeechError(
      speech.transcribe({ audio: Buffer.alloc(10 * 1024 * 1024 + 1), mimeType: 'audio/webm' }),
      'AUDIO_TOO_LARGE',
    );
  });

  it('refuses a content type it cannot decode', async () => {
    await expectSpeechError(
      speech.transcribe({ audio: Buffer.alloc(100), mimeType: 'video/quicktime' }),
      'AUDIO_UNREADABLE',
    );
  });
});

describe('createPocketSphinxSpeech where it is not installed', () => {
  it.each([
    ['the recogniser is missing', { pocketsphinxPath: '/nonexistent/pocketsphinx_continuous' }],
    ['ffmpeg is missing', { ffmpegPath: '/nonexistent/ffmpeg' }],
    ['the model is missing', { modelDir: '/nonexistent/model' }],
  ])('reports itself unavailable when %s, and transcribe says so', async (_name, options) => {
    const speech = createPocketSphinxSpeech(options);
    expect(await speech.isAvailable()).toBe(false);
    await expectSpeechError(
      speech.transcribe({ audio: Buffer.alloc(100, 1), mimeType: 'audio/webm' }),
      'STT_UNAVAILABLE',
    );
  });
});
