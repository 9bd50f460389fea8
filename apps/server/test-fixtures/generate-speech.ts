import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * Speech fixtures made on demand with Debian's synthesisers (installed by
 * scripts/install-system-deps.sh) and encoded by ffmpeg the way browsers record: WebM/Opus
 * (Chromium, Firefox) or MP4/AAC (Safari).
 */

const run = promisify(execFile);

export type Voice = 'espeak-ng' | 'festival';

/** Writes `text` spoken by `voice` to a WAV file. Festival uses the US English HTS voice. */
export async function speakToWav(text: string, voice: Voice, wavPath: string): Promise<void> {
  if (voice === 'espeak-ng') {
    await run('espeak-ng', ['-v', 'en-us', '-w', wavPath, text]);
    return;
  }
  const textPath = `${wavPath}.txt`;
  await writeFile(textPath, text);
  await run('text2wave', ['-o', wavPath, '-eval', '(voice_cmu_us_slt_arctic_hts)', textPath]);
}

export type RecordingFormat = 'webm' | 'mp4' | 'ogg';

const ENCODERS: Record<RecordingFormat, string[]> = {
  webm: ['-c:a', 'libopus', '-b:a', '48k', '-f', 'webm'],
  mp4: ['-c:a', 'aac', '-b:a', '64k', '-f', 'mp4'],
  ogg: ['-c:a', 'libopus', '-b:a', '48k', '-f', 'ogg'],
};

export const MIME_TYPES: Record<RecordingFormat, string> = {
  webm: 'audio/webm',
  mp4: 'audio/mp4',
  ogg: 'audio/ogg',
};

/** Encodes a WAV file as a browser recording and returns its bytes. */
export async function encodeRecording(wavPath: string, format: RecordingFormat): Promise<Buffer> {
  const output = path.join(path.dirname(wavPath), `${path.basename(wavPath, '.wav')}.${format}`);
  await run('ffmpeg', [
    '-nostdin',
    '-v',
    'error',
    '-y',
    '-i',
    wavPath,
    ...ENCODERS[format],
    output,
  ]);
  return readFile(output);
}

/**
 * A WebM tone written to a pipe, as MediaRecorder streams it: ffmpeg cannot go back to fill in
 * the duration, so the container does not state how long it is.
 */
export async function streamedWebmTone(seconds: number): Promise<Buffer> {
  const { stdout } = await run(
    'ffmpeg',
    [
      '-nostdin',
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=300:duration=${seconds}`,
      '-c:a',
      'libopus',
      '-b:a',
      '16k',
      '-f',
      'webm',
      'pipe:1',
    ],
    { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
  );
  return stdout;
}

/** A WebM file of silence, with its duration stated. */
export async function silentWebm(seconds: number, outputPath: string): Promise<Buffer> {
  await run('ffmpeg', [
    '-nostdin',
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `anullsrc=r=48000:cl=mono:d=${seconds}`,
    '-c:a',
    'libopus',
    '-f',
    'webm',
    outputPath,
  ]);
  return readFile(outputPath);
}

/** How long a media file lasts, in seconds, by ffprobe. */
export async function durationSeconds(filePath: string): Promise<number> {
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'format=duration',
    '-of',
    'default=nw=1:nk=1',
    filePath,
  ]);
  return Number.parseFloat(stdout);
}
