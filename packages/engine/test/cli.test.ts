import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AnalysisResultSchema } from '@scambuddy/contracts';
import { describe, expect, it } from 'vitest';

const ENGINE_DIR = fileURLToPath(new URL('..', import.meta.url));
const TSX = path.join(ENGINE_DIR, '..', '..', 'node_modules', '.bin', 'tsx');

function runCheck(args: string[]): string {
  return execFileSync(TSX, ['scripts/check.ts', ...args], { cwd: ENGINE_DIR, encoding: 'utf8' });
}

describe('npm run check', () => {
  it('prints one result as JSON for a text argument, with --channel and --state', () => {
    const result = AnalysisResultSchema.parse(
      JSON.parse(
        runCheck(['Pay the IRS with gift cards today', '--channel', 'phone', '--state', 'ny']),
      ),
    );
    expect(result.risk_level).toBe('high');
  }, 30_000);

  it('writes one compact result per JSON Lines input, in order, and nothing else', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'engine-cli-'));
    const file = path.join(dir, 'in.jsonl');
    const texts = [
      'Thanks for your message',
      'Buy Google Play gift cards for the Social Security officer now',
      'See you Sunday',
    ];
    writeFileSync(
      file,
      `${texts.map((text, i) => JSON.stringify(i === 1 ? { text, channel: 'phone' } : { text })).join('\n')}\n`,
    );
    const lines = runCheck(['--file', file]).trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    const results = lines.map((line) => AnalysisResultSchema.parse(JSON.parse(line)));
    expect(results.map((r) => r.risk_level)).toEqual(['low', 'high', 'low']);
    for (const line of lines) expect(line).not.toContain('\n  ');
  }, 30_000);
});
