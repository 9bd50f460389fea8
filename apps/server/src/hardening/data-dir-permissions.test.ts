import { spawn } from 'node:child_process';
import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { restrictDataDir } from './data-dir-permissions.js';

/**
 * Issue 18, item 3: 969 of 1,087 PGlite files were 0666 and the folders 0755, so another account
 * read an e-mail address and a message from the write-ahead log. DATA_DIR must be owner-only,
 * files created later included, with a warning when an existing folder was open.
 */
const scratch = mkdtempSync(join(tmpdir(), 'scambuddy-perms-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const modeOf = (path: string) => lstatSync(path).mode & 0o777;

/** Every file and folder under `root` (itself included) wider than 0600 (files) or 0700 (folders). */
function openEntries(root: string): string[] {
  const open: string[] = [];
  const visit = (path: string) => {
    const stats = lstatSync(path);
    if (stats.isSymbolicLink()) return;
    const tooWide = stats.isDirectory() ? 0o077 : 0o177;
    if ((stats.mode & tooWide) !== 0) open.push(`${path} ${(stats.mode & 0o777).toString(8)}`);
    if (stats.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(root);
  return open;
}

function countEntries(root: string): number {
  const stats = lstatSync(root);
  if (!stats.isDirectory()) return 1;
  return 1 + readdirSync(root).reduce((sum, name) => sum + countEntries(join(root, name)), 0);
}

describe('restrictDataDir', () => {
  it('makes an open folder owner-only, says so, and leaves symbolic links alone', () => {
    const dir = join(scratch, 'open');
    mkdirSync(join(dir, 'pglite', 'base'), { recursive: true });
    writeFileSync(join(dir, 'session-secret'), 'x');
    writeFileSync(join(dir, 'pglite', 'base', '16384'), 'x');
    const outside = join(scratch, 'outside-file');
    writeFileSync(outside, 'x');
    chmodSync(outside, 0o644);
    symlinkSync(outside, join(dir, 'link'));
    for (const path of [dir, join(dir, 'pglite'), join(dir, 'pglite', 'base')])
      chmodSync(path, 0o755);
    for (const path of [join(dir, 'session-secret'), join(dir, 'pglite', 'base', '16384')]) {
      chmodSync(path, 0o666);
    }

    const result = restrictDataDir(dir);
    expect(result.narrowed).toBe(5);
    expect(result.failed).toEqual([]);
    expect(result.warning).toBe(
      `DATA_DIR ${dir} was open to other accounts on this machine (mode 0755); it holds personal data, so it and the 5 entries in it that were open are now owner-only (folders 0700, files 0600).`,
    );
    expect(modeOf(dir)).toBe(0o700);
    expect(modeOf(join(dir, 'pglite', 'base'))).toBe(0o700);
    expect(modeOf(join(dir, 'pglite', 'base', '16384'))).toBe(0o600);
    expect(modeOf(outside)).toBe(0o644);
  });

  it('is silent for a folder that is already owner-only, and keeps a read-only file read-only', () => {
    const dir = join(scratch, 'closed');
    mkdirSync(dir, { mode: 0o700 });
    writeFileSync(join(dir, 'model.json'), '{}', { mode: 0o400 });
    expect(restrictDataDir(dir)).toEqual({ narrowed: 0, failed: [] });
    expect(modeOf(join(dir, 'model.json'))).toBe(0o400);
  });
});

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const tsxLoader = join(
  dirname(createRequire(import.meta.url).resolve('tsx/package.json')),
  'dist',
  'loader.mjs',
);

/** Starts the real server under a permissive umask (000) and stops it once it is ready. */
function runServerUntilReady(dataDir: string) {
  const command = `umask 000 && exec "${process.execPath}" --import "${tsxLoader}" src/main.ts`;
  return new Promise<{ output: string; isReady: boolean }>((resolve) => {
    const child = spawn('sh', ['-c', command], {
      cwd: serverRoot,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        PORT: '0',
        DATABASE_URL: '',
        INTEL_COLLECTION: 'off',
      },
      timeout: 90_000,
    });
    let output = '';
    let isReady = false;
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (!isReady && output.includes('ScamBuddy is ready')) {
        isReady = true;
        child.kill('SIGTERM');
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('close', () => resolve({ output, isReady }));
  });
}

describe('the server started on DATA_DIR', () => {
  it('keeps every file PGlite creates owner-only, and warns about a folder left open', async () => {
    const dataDir = join(scratch, 'server-data');
    mkdirSync(dataDir, { mode: 0o755 });
    chmodSync(dataDir, 0o755);
    const { output, isReady } = await runServerUntilReady(dataDir);
    expect(isReady, output).toBe(true);
    expect(output).toContain(`warning: DATA_DIR ${dataDir} was open to other accounts`);
    const entries = countEntries(dataDir);
    console.info(
      `[data-dir-permissions] ${entries} files and folders in DATA_DIR after a first start under umask 000; wider than 0600/0700: ${openEntries(dataDir).length}`,
    );
    // The database was created after the start-up check: its files, the WAL included, exist.
    expect(entries).toBeGreaterThan(100);
    expect(openEntries(dataDir)).toEqual([]);
  }, 120_000);
});
