/**
 * "No HIGH without a reason" (issue 17, done-when 2): every result at HIGH names at least one
 * warning sign in `top_signals` that a person can check in the message. Checked over every text of
 * the training corpus (read from ../shared/data/corpus or SCAMBUDDY_CORPUS_DIR; skipped, and said
 * so, where the corpus is not present) and over the committed test sets, which are always here.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AnalysisResult } from '@scambuddy/contracts';
import { describe, expect, it } from 'vitest';
import { planAdvice } from '../src/advice/plan.js';
import { analyzeMessage, loadModel, SIGNALS } from '../src/index.js';
import { CORPUS_FILES, corpusDirectory, readCorpus } from '../scripts/corpus.js';

const model = loadModel();
const WARNING_KEYS = new Set(
  SIGNALS.filter((s) => s.category !== 'legitimacy').map((s) => `engine.signal.${s.id}`),
);

/** The texts of `results` at HIGH whose shown reasons include no warning sign. */
function unexplainedHighs(texts: readonly { text: string; channel?: string }[]): string[] {
  const channels = new Set(['email', 'sms', 'phone', 'social', 'web']);
  const failures: string[] = [];
  for (const { text, channel } of texts) {
    const input =
      channel && channels.has(channel)
        ? { text, inputType: 'text' as const, channel: channel as 'sms' }
        : { text, inputType: 'text' as const };
    const result: AnalysisResult = analyzeMessage(input, model);
    if (result.risk_level !== 'high') continue;
    const named = result.messages.top_signals.some((m) => WARNING_KEYS.has(m.key));
    if (!named || result.top_signals.length === 0)
      failures.push(`${result.scam_score} ${text.slice(0, 100)}`);
  }
  return failures;
}

function jsonl(name: string): { text: string; channel?: string }[] {
  return readFileSync(new URL(`../test-data/${name}`, import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as { text: string; channel?: string });
}

const corpusDir = corpusDirectory(undefined);
const corpusPresent = CORPUS_FILES.some((name) => existsSync(path.join(corpusDir, name)));

describe('no HIGH without a named warning sign', () => {
  it('holds on the committed test sets', () => {
    const texts = [
      'us-check.jsonl',
      'descriptions.jsonl',
      'us-genuine.jsonl',
      'modern-probe.jsonl',
      'modern-probe-unfixed.jsonl',
    ].flatMap(jsonl);
    expect(unexplainedHighs(texts)).toEqual([]);
    // About 20,000 texts at a millisecond or two each: tens of seconds alone, more on a busy
    // machine (it passed 60 s with the probe set at 19,600 texts while other suites ran).
  }, 300_000);

  it.skipIf(!corpusPresent)(
    `holds on every text of the corpus in ${corpusDir}`,
    () => {
      const examples = readCorpus(corpusDir).flatMap((file) => file.examples);
      expect(examples.length).toBeGreaterThan(10000);
      expect(unexplainedHighs(examples)).toEqual([]);
      // About 13,000 texts at about a millisecond each: seconds alone, far more on a busy machine.
    },
    600_000,
  );

  it('says "we are not sure" when a result is MODERATE with no warning sign to name', () => {
    const plan = planAdvice({ band: 'moderate', scamType: 'other', harm: [], warningCount: 0 });
    expect(plan.explanation.map((m) => m.key)).toContain('engine.explanation.unsure');
    const named = planAdvice({ band: 'moderate', scamType: 'other', harm: [], warningCount: 2 });
    expect(named.explanation.map((m) => m.key)).not.toContain('engine.explanation.unsure');
  });
});
