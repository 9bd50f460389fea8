import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const fixtures = fileURLToPath(new URL('../../../test-fixtures/', import.meta.url));
const blocker = path.join(fixtures, 'block-network.cjs');

/** Runs node with every socket, DNS lookup and fetch refused, in the main thread and in workers. */
function runOffline(args: string[], cwd: string) {
  return run(process.execPath, ['--require', blocker, ...args], {
    cwd,
    timeout: 120_000,
    env: { ...process.env, NODE_OPTIONS: '' },
  });
}

describe('OCR without a network', { timeout: 150_000 }, () => {
  let workDir = '';
  beforeEach(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'ocr-offline-'));
  });
  afterEach(async () => {
    await rm(workDir, { recursive: true, force: true });
  });

  it('the blocker really refuses connections inside worker threads (control)', async () => {
    const script = `
      const { Worker } = require('node:worker_threads');
      const probe = "try { require('node:https').get('https://cdn.jsdelivr.net/npm/@tesseract.js-data/eng'); } catch (e) { console.log(String(e)); }";
      new Worker(probe, { eval: true });
    `;
    const { stdout, stderr } = await runOffline(['-e', script], workDir);
    expect(stderr).toContain('NETWORK BLOCKED: https.get');
    expect(stdout).toContain('NETWORK BLOCKED');
  });

  it('reads a screenshot with the bundled model, tries no connection and writes no cache file', async () => {
    const child = path.join(fixtures, 'ocr-offline-child.ts');
    const tsx = path.join(path.dirname(require.resolve('tsx/package.json')), 'dist', 'loader.mjs');
    const { stdout, stderr } = await runOffline(['--import', tsx, child], workDir);
    expect(stderr).not.toContain('NETWORK BLOCKED');
    const result = JSON.parse(stdout) as { text: string };
    expect(result.text).toContain('USPS');
    expect(result.text).toContain('https://usps-redelivery.top/pay');
    expect(await readdir(workDir)).toEqual([]);
  });
});
