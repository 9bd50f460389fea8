// Chromium whose microphone plays a sentence spoken by Festival, for the screens that record
// speech and send it to the server's transcription.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../browser.js';

export interface FakeMicrophoneBrowser {
  browser: Browser;
  /** Closes the browser and removes the recorded speech. */
  close(): Promise<void>;
}

/**
 * Launches Chromium with `spoken` as its microphone. `name` labels the temporary folder;
 * `extraArgs` add Chromium flags (e.g. for screen capture).
 */
export async function launchWithFakeMicrophone(
  name: string,
  spoken: string,
  extraArgs: readonly string[] = [],
): Promise<FakeMicrophoneBrowser> {
  const workDir = mkdtempSync(join(tmpdir(), `scambuddy-${name}-`));
  const speech = join(workDir, 'speech.wav');
  const padded = join(workDir, 'microphone.wav');
  // Festival's voice is the one PocketSphinx's US English model reads reliably (espeak-ng's is not).
  execFileSync('text2wave', ['-o', speech], { input: spoken });
  // Chromium loops the file; a second of silence after the sentence keeps the loops apart.
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    '-i',
    speech,
    '-af',
    'apad=pad_dur=1',
    '-ar',
    '48000',
    '-ac',
    '1',
    '-c:a',
    'pcm_s16le',
    padded,
  ]);
  const browser = await launchBrowser([
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-audio-capture=${padded}`,
    ...extraArgs,
  ]);
  return {
    browser,
    close: async () => {
      await browser.close();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}
