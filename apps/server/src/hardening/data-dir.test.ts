import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirError, assertDataDirUsable, describeStartupFileError } from './data-dir.js';

/** Issue 9, faults: a full or unwritable DATA_DIR is reported clearly at start-up. */
const scratch = mkdtempSync(join(tmpdir(), 'scambuddy-datadir-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('assertDataDirUsable', () => {
  it('accepts a writable folder with room and leaves no probe file behind', () => {
    const dir = join(scratch, 'ok');
    expect(assertDataDirUsable({ dataDir: dir, holdsDatabase: false })).toBeGreaterThan(0);
    expect(spawnSync('ls', ['-A', dir]).stdout.toString()).toBe('');
  });

  it('names the folder and the reason when part of the path is a file', () => {
    const file = join(scratch, 'a-file');
    writeFileSync(file, 'x');
    expect(() => assertDataDirUsable({ dataDir: join(file, 'data'), holdsDatabase: true })).toThrow(
      new DataDirError(
        `DATA_DIR ${join(file, 'data')} is not writable: part of the path is a file, not a folder (ENOTDIR). Point DATA_DIR at a writable folder with free space.`,
      ),
    );
  });

  it('turns a raw ENOSPC from a write into a sentence', () => {
    const raw = Object.assign(new Error('ENOSPC: no space left on device, open'), {
      code: 'ENOSPC',
      syscall: 'open',
      path: '/srv/data/session-secret',
    });
    expect(describeStartupFileError(raw)).toBe(
      'DATA_DIR /srv/data/session-secret is not writable: the disk is full (ENOSPC). Point DATA_DIR at a writable folder with free space.',
    );
    expect(describeStartupFileError(new Error('something else'))).toBeUndefined();
  });
});

// A private mount namespace lets an unprivileged test mount a tiny tmpfs as a full disk.
const canMountTmpfs =
  spawnSync('unshare', ['-rm', 'sh', '-c', `mount -t tmpfs -o size=64k tmpfs ${scratch}`])
    .status === 0;
const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const tsxLoader = join(
  dirname(createRequire(import.meta.url).resolve('tsx/package.json')),
  'dist',
  'loader.mjs',
);

function startServer(shellPrefix: string, dataDir: string) {
  const command = `${shellPrefix} exec "${process.execPath}" --import "${tsxLoader}" src/main.ts`;
  return new Promise<{ code: number | null; stderr: string }>((resolve) => {
    const child = spawn('unshare', ['-rm', 'sh', '-c', command], {
      cwd: serverRoot,
      env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, PORT: '0', DATABASE_URL: '' },
      timeout: 60_000,
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

describe.skipIf(!canMountTmpfs)('the server started on a bad DATA_DIR', () => {
  it('stops with a clear message when DATA_DIR is a nearly full disk', async () => {
    const mount = join(scratch, 'tiny');
    rmSync(mount, { recursive: true, force: true });
    spawnSync('mkdir', ['-p', mount]);
    const { code, stderr } = await startServer(
      `mount -t tmpfs -o size=256k tmpfs ${mount} &&`,
      mount,
    );
    expect(code).toBe(1);
    expect(stderr).toMatch(
      new RegExp(
        `DATA_DIR ${mount} is full: 0\\.\\d MB free, at least 64\\.0 MB needed for the embedded database`,
      ),
    );
    expect(stderr).not.toMatch(/ErrnoError/);
  }, 60_000);

  it('stops with a clear message when DATA_DIR cannot be created', async () => {
    const file = join(scratch, 'not-a-folder');
    writeFileSync(file, 'x');
    const { code, stderr } = await startServer('', join(file, 'data'));
    expect(code).toBe(1);
    expect(stderr).toMatch(/DATA_DIR .*not-a-folder.* is not writable: part of the path is a file/);
    expect(stderr).not.toMatch(/at mkdirSync/);
  }, 60_000);
});
