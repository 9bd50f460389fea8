// Issue 19 item 1: `npm start` sets up what voice input needs (scripts/system-deps.mjs, decision
// 0052). This machine already has the packages, so a fresh one is stood in for by fake `dpkg-query`
// and `apt-get` on PATH that keep a list of "installed" packages; then the real step runs here and a
// committed recording is transcribed, which is what a person gets after `npm start`.
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP_PACKAGES,
  ensureAppSystemPackages,
  ensureSystemPackages,
  planSystemPackages,
  TEST_PACKAGES,
} from '../../../scripts/system-deps.mjs';
import { createPocketSphinxSpeech } from '../src/adapters/speech/pocketsphinx.speech.js';
import { wordErrorRate } from '../src/adapters/speech/word-error-rate.js';

describe('planSystemPackages', () => {
  const machine = {
    wanted: APP_PACKAGES,
    installed: new Set<string>(),
    isDebian: true,
    isRoot: true,
    canSudo: false,
  };

  it('does nothing when every package is installed (a repeat start)', () => {
    expect(planSystemPackages({ ...machine, installed: new Set(APP_PACKAGES) })).toEqual({
      action: 'none',
    });
  });
  it('installs only the missing ones, as root directly', () => {
    expect(planSystemPackages({ ...machine, installed: new Set(['ffmpeg']) })).toEqual({
      action: 'install',
      packages: ['pocketsphinx', 'pocketsphinx-en-us'],
      prefix: [],
    });
  });
  it('uses sudo when it is allowed without a password', () => {
    expect(planSystemPackages({ ...machine, isRoot: false, canSudo: true })).toMatchObject({
      action: 'install',
      prefix: ['sudo', '-n'],
    });
  });
  it('cannot install without root or sudo, nor off Debian', () => {
    expect(planSystemPackages({ ...machine, isRoot: false })).toEqual({
      action: 'cannot',
      packages: APP_PACKAGES,
      reason: 'not-root',
    });
    expect(planSystemPackages({ ...machine, isDebian: false })).toMatchObject({
      action: 'cannot',
      reason: 'not-debian',
    });
  });
  it('sets up for the app what voice input needs, and leaves the synthesisers to the tests', () => {
    expect(APP_PACKAGES).toEqual(['pocketsphinx', 'pocketsphinx-en-us', 'ffmpeg']);
    expect(TEST_PACKAGES.some((name) => APP_PACKAGES.includes(name))).toBe(false);
  });
});

describe('ensureSystemPackages on a stand-in fresh machine', () => {
  let bin = '';
  let state = '';
  let calls = '';
  const lines: string[] = [];
  const env = () => ({ PATH: bin });
  const log = (line: string) => lines.push(line);

  beforeAll(async () => {
    bin = await mkdtemp(path.join(tmpdir(), 'fresh-machine-'));
    state = path.join(bin, 'installed.txt');
    calls = path.join(bin, 'apt-calls.txt');
    // dpkg-query answers from the list; apt-get appends to it (or fails when FAIL exists).
    const scripts: Record<string, string> = {
      'dpkg-query': `#!/bin/sh
[ "$1" = "--version" ] && exit 0
shift 2
for p in "$@"; do /bin/grep -qx "$p" '${state}' && echo "$p install ok installed"; done
exit 0
`,
      'apt-get': `#!/bin/sh
echo "$*" >> '${calls}'
[ -e '${bin}/FAIL' ] && { echo "E: Unable to locate package" >&2; exit 100; }
[ "$1" = "install" ] || exit 0
for p in "$@"; do case "$p" in -*|install) ;; *) echo "$p" >> '${state}';; esac; done
`,
    };
    for (const [name, body] of Object.entries(scripts)) {
      await writeFile(path.join(bin, name), body);
      await chmod(path.join(bin, name), 0o755);
    }
  });
  afterAll(async () => {
    await rm(bin, { recursive: true, force: true });
  });

  const reset = async (installed: string[], fail = false) => {
    await writeFile(state, installed.map((name) => `${name}\n`).join(''));
    await writeFile(calls, '');
    await rm(path.join(bin, 'FAIL'), { force: true });
    if (fail) await writeFile(path.join(bin, 'FAIL'), '');
    lines.length = 0;
  };
  const aptCalls = async () => (await readFile(calls, 'utf8')).trim().split('\n').filter(Boolean);

  it('as root installs the missing packages with apt-get, then a second start asks nothing', async () => {
    await reset(['ffmpeg']);
    const first = ensureAppSystemPackages({ env: env(), uid: 0, log });
    expect(first).toEqual({
      ok: true,
      installed: ['pocketsphinx', 'pocketsphinx-en-us'],
      missing: [],
    });
    expect(await aptCalls()).toEqual([
      'install -y -qq --no-install-recommends pocketsphinx pocketsphinx-en-us',
    ]);
    await writeFile(calls, '');
    expect(ensureAppSystemPackages({ env: env(), uid: 0, log })).toEqual({
      ok: true,
      installed: [],
      missing: [],
    });
    expect(await aptCalls()).toEqual([]);
  });

  it('not root and no sudo: says plainly what it could not set up, and does not stop', async () => {
    await reset([]);
    const result = ensureAppSystemPackages({ env: env(), uid: 1000, log });
    expect(result).toEqual({ ok: false, installed: [], missing: APP_PACKAGES });
    expect(await aptCalls()).toEqual([]);
    const said = lines.join('\n');
    expect(said).toContain('Could not set up pocketsphinx, pocketsphinx-en-us, ffmpeg');
    expect(said).toContain('needs root');
    expect(said).toContain('Voice input will be marked unavailable');
    expect(said).toContain('apt-get install -y --no-install-recommends pocketsphinx');
  });

  it('when apt-get fails, refreshes the lists once, then reports the failure', async () => {
    await reset([], true);
    const result = ensureSystemPackages(['ffmpeg'], { purpose: 'why', env: env(), uid: 0, log });
    expect(result.ok).toBe(false);
    expect(await aptCalls()).toEqual([
      'install -y -qq --no-install-recommends ffmpeg',
      'update -qq',
      'install -y -qq --no-install-recommends ffmpeg',
    ]);
    expect(lines.join('\n')).toContain('apt-get failed (E: Unable to locate package)');
  });

  it('off Debian says so', async () => {
    const result = ensureSystemPackages(['ffmpeg'], {
      purpose: 'why',
      env: { PATH: '/nonexistent' },
      uid: 0,
      log,
    });
    expect(result.ok).toBe(false);
    expect(lines.at(-1)).toContain('not a Debian system');
  });
});

describe(
  'voice input after the start command’s set-up step (this machine)',
  { timeout: 90_000 },
  () => {
    it('sets up the packages, then a browser recording becomes text', async () => {
      expect(ensureAppSystemPackages()).toMatchObject({ ok: true, missing: [] });
      const speech = createPocketSphinxSpeech();
      expect(await speech.isAvailable()).toBe(true);
      // Festival's US voice saying it, encoded as Chromium records (WebM/Opus); committed, 12 KB.
      const audio = await readFile(new URL('../test-fixtures/voice-sample.webm', import.meta.url));
      const { text } = await speech.transcribe({ audio, mimeType: 'audio/webm;codecs=opus' });
      expect(
        wordErrorRate('please call me back about my social security number', text),
      ).toBeLessThanOrEqual(0.25);
    });
  },
);
