import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createConcurrencyLimit } from './concurrency-limit.js';
import { areReadable, CommandError, isExecutable, runCommand } from './run-command.js';
import { MAX_AUDIO_BYTES, MAX_AUDIO_SECONDS, SpeechError } from './speech.types.js';
import type { SpeechToText, Transcript } from './speech.types.js';

export interface PocketSphinxOptions {
  /** The recogniser of Debian's `pocketsphinx` 0.8 package. */
  pocketsphinxPath?: string;
  ffmpegPath?: string;
  ffprobePath?: string;
  /** The US English model of Debian's `pocketsphinx-en-us` package. */
  modelDir?: string;
  /** Recognition is killed after this long (decoding and probing have their own, shorter limits). */
  timeoutMs?: number;
  maxSeconds?: number;
  maxBytes?: number;
  /** How many recordings are decoded and recognised at once; each takes a whole core. */
  maxConcurrent?: number;
}

/**
 * The container each accepted MIME type is read as. Naming the demuxer (rather than letting
 * ffmpeg guess) and allowing only the file protocol keep a crafted upload from steering ffmpeg to
 * playlist or concat demuxers that open other files or URLs.
 */
const DEMUXERS: Record<string, string> = {
  'audio/webm': 'matroska',
  'audio/mp4': 'mov',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
};

const PROBE_TIMEOUT_MS = 10_000;
const DECODE_TIMEOUT_MS = 30_000;
/** 16 kHz × 16-bit mono, the format the en-us acoustic model was trained on. */
const WAV_BYTES_PER_SECOND = 16_000 * 2;
const WAV_HEADER_BYTES = 44;

/** Joins PocketSphinx's output, one recognised utterance per line, into one transcript. */
export function parsePocketSphinxOutput(stdout: string): string {
  return stdout
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .join(' ');
}

/** ffprobe's duration in seconds, or undefined when the container does not state one. */
export function parseProbedDuration(stdout: string): number | undefined {
  const seconds = Number.parseFloat(stdout.trim());
  return Number.isFinite(seconds) ? seconds : undefined;
}

function toSpeechError(error: unknown, what: string): SpeechError {
  if (error instanceof SpeechError) return error;
  if (error instanceof CommandError) {
    const { failure } = error;
    if (failure.kind === 'missing') {
      return new SpeechError('STT_UNAVAILABLE', `${failure.command} is not installed`, {
        cause: error,
      });
    }
    if (failure.kind === 'timeout') {
      return new SpeechError('STT_TIMEOUT', `${what} took too long`, { cause: error });
    }
    return new SpeechError('AUDIO_UNREADABLE', `${what} failed: ${error.message}`, {
      cause: error,
    });
  }
  return new SpeechError('STT_FAILED', `${what} failed`, { cause: error });
}

/**
 * The local default: Debian's PocketSphinx, fully offline. The recording is probed for its length,
 * decoded by ffmpeg to 16 kHz mono WAV (cut just past the limit, so a file that hides its length
 * cannot make the decoder run long), then recognised by `pocketsphinx_continuous`.
 */
export function createPocketSphinxSpeech(options: PocketSphinxOptions = {}): SpeechToText {
  const pocketsphinx = options.pocketsphinxPath ?? 'pocketsphinx_continuous';
  const ffmpeg = options.ffmpegPath ?? 'ffmpeg';
  const ffprobe = options.ffprobePath ?? 'ffprobe';
  const modelDir = options.modelDir ?? '/usr/share/pocketsphinx/model/en-us';
  const maxSeconds = options.maxSeconds ?? MAX_AUDIO_SECONDS;
  const maxBytes = options.maxBytes ?? MAX_AUDIO_BYTES;
  const timeoutMs = options.timeoutMs ?? 60_000;
  const limit = createConcurrencyLimit(options.maxConcurrent ?? 2);
  const model = {
    hmm: path.join(modelDir, 'en-us'),
    lm: path.join(modelDir, 'en-us.lm.bin'),
    dict: path.join(modelDir, 'cmudict-en-us.dict'),
  };
  let isKnownAvailable = false;

  async function isAvailable(): Promise<boolean> {
    // A positive answer is kept; a negative one is asked again, so installing the packages
    // while the server runs is enough.
    if (isKnownAvailable) return true;
    const found = await Promise.all([
      isExecutable(pocketsphinx),
      isExecutable(ffmpeg),
      isExecutable(ffprobe),
      areReadable([path.join(model.hmm, 'mdef'), model.lm, model.dict]),
    ]);
    isKnownAvailable = found.every(Boolean);
    return isKnownAvailable;
  }

  async function probeSeconds(input: string, demuxer: string): Promise<number | undefined> {
    const { stdout } = await runCommand(
      ffprobe,
      [
        '-v',
        'error',
        '-protocol_whitelist',
        'file',
        '-f',
        demuxer,
        '-show_entries',
        'format=duration',
        '-of',
        'default=nw=1:nk=1',
        input,
      ],
      PROBE_TIMEOUT_MS,
    );
    return parseProbedDuration(stdout);
  }

  async function decodeToWav(input: string, demuxer: string, output: string): Promise<number> {
    await runCommand(
      ffmpeg,
      [
        '-nostdin',
        '-v',
        'error',
        '-threads',
        '1',
        '-protocol_whitelist',
        'file',
        '-f',
        demuxer,
        '-i',
        input,
        '-t',
        String(maxSeconds + 1),
        '-vn',
        '-ac',
        '1',
        '-ar',
        '16000',
        '-c:a',
        'pcm_s16le',
        '-f',
        'wav',
        output,
      ],
      DECODE_TIMEOUT_MS,
    );
    const { size } = await stat(output);
    return (size - WAV_HEADER_BYTES) / WAV_BYTES_PER_SECOND;
  }

  async function recognise(wav: string): Promise<string> {
    const { stdout } = await runCommand(
      pocketsphinx,
      [
        '-infile',
        wav,
        '-hmm',
        model.hmm,
        '-lm',
        model.lm,
        '-dict',
        model.dict,
        '-logfn',
        '/dev/null',
      ],
      timeoutMs,
    );
    return parsePocketSphinxOutput(stdout);
  }

  async function transcribeFile(audio: Buffer, demuxer: string): Promise<Transcript> {
    const folder = await mkdtemp(path.join(tmpdir(), 'scambuddy-stt-'));
    try {
      const input = path.join(folder, 'input');
      const wav = path.join(folder, 'speech.wav');
      await writeFile(input, audio);
      const statedSeconds = await probeSeconds(input, demuxer).catch((error: unknown) => {
        throw toSpeechError(error, 'reading the recording');
      });
      if (statedSeconds !== undefined && statedSeconds > maxSeconds) {
        throw new SpeechError(
          'AUDIO_TOO_LONG',
          `${statedSeconds.toFixed(1)} s is over the ${maxSeconds} s limit`,
        );
      }
      // MediaRecorder's WebM states no duration, so the decoded length is checked as well.
      const decodedSeconds = await decodeToWav(input, demuxer, wav).catch((error: unknown) => {
        throw toSpeechError(error, 'decoding the recording');
      });
      if (decodedSeconds > maxSeconds) {
        throw new SpeechError('AUDIO_TOO_LONG', `the recording is over the ${maxSeconds} s limit`);
      }
      const text = await recognise(wav).catch((error: unknown) => {
        throw toSpeechError(error, 'recognising speech');
      });
      if (text.length === 0) {
        throw new SpeechError('NO_TEXT_EXTRACTED', 'No text was extracted from the audio');
      }
      return { text };
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  return {
    provider: 'local',
    isAvailable,
    async transcribe({ audio, mimeType }) {
      if (audio.length > maxBytes) {
        throw new SpeechError(
          'AUDIO_TOO_LARGE',
          `${audio.length} bytes is over the ${maxBytes}-byte limit`,
        );
      }
      const demuxer = DEMUXERS[mimeType.split(';')[0]?.trim().toLowerCase() ?? ''];
      if (demuxer === undefined || audio.length === 0) {
        throw new SpeechError('AUDIO_UNREADABLE', `cannot read ${mimeType} recordings`);
      }
      if (!(await isAvailable())) {
        throw new SpeechError(
          'STT_UNAVAILABLE',
          'PocketSphinx, its English model or ffmpeg is not installed',
        );
      }
      return limit(() => transcribeFile(audio, demuxer));
    },
  };
}
