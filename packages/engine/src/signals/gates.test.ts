/**
 * A signal's gate (`SignalDefinition.gate`), and a harm event's (`HARM_PATTERNS`), only saves
 * time: wherever it fails, none of its patterns may match. Checked over every text of the committed test sets and, where it
 * is present, the training corpus (../shared/data/corpus or SCAMBUDDY_CORPUS_DIR).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CORPUS_FILES, corpusDirectory, readCorpus } from '../../scripts/corpus.js';
import { HARM_PATTERNS } from '../harm/detect-harm.js';
import { normaliseText } from '../text/normalize.js';
import { SIGNALS } from './catalog.js';
import type { SignalDefinition } from './types.js';

const TEST_DATA = new URL('../../test-data/', import.meta.url);

function testSetTexts(): string[] {
  return readdirSync(TEST_DATA)
    .filter((name) => name.endsWith('.jsonl'))
    .flatMap((name) => readFileSync(new URL(name, TEST_DATA), 'utf8').split('\n'))
    .filter((line) => line.trim() !== '')
    .map((line) => (JSON.parse(line) as { text: string }).text);
}

function corpusTexts(): string[] {
  const directory = corpusDirectory(undefined);
  if (!CORPUS_FILES.some((name) => existsSync(`${directory}/${name}`))) return [];
  return readCorpus(directory).flatMap((file) => file.examples.map((example) => example.text));
}

type Gated = Pick<SignalDefinition, 'id' | 'gate' | 'patterns'>;

/** Harm events as gated patterns, so one check covers both. */
const HARM_GATED: Gated[] = HARM_PATTERNS.map(([event, pattern, gate]) => ({
  id: `harm ${event}`,
  gate,
  patterns: [pattern],
}));

/** Ids of gated patterns that would all match where the gate says none can. */
function gateMisses(
  texts: readonly string[],
  signals: readonly Gated[] = [...SIGNALS, ...HARM_GATED],
): string[] {
  const gated = signals.filter((signal) => signal.gate && signal.patterns);
  const misses: string[] = [];
  for (const text of texts) {
    const folded = normaliseText(text).match.text;
    for (const signal of gated) {
      if (signal.gate?.test(folded)) continue;
      if (signal.patterns?.every((pattern) => pattern.test(folded)))
        misses.push(`${signal.id}: ${text.slice(0, 80)}`);
    }
  }
  return misses;
}

describe('signal gates', () => {
  it('are used by the costliest payment and request signs', () => {
    const gated = SIGNALS.filter((signal) => signal.gate).map((signal) => signal.id);
    expect(gated).toEqual(expect.arrayContaining(['crypto_payment', 'gift_card_payment']));
    for (const signal of [...SIGNALS, ...HARM_GATED].filter((candidate) => candidate.gate)) {
      expect(signal.gate?.global, signal.id).toBe(false);
      expect(signal.gate?.sticky, signal.id).toBe(false);
    }
  });

  it('never hide a match over the committed test sets', () => {
    const texts = testSetTexts();
    expect(texts.length).toBeGreaterThan(5000);
    expect(gateMisses(texts)).toEqual([]);
  }, 60_000);

  it('never hide a match over the training corpus, where present', () => {
    const texts = corpusTexts();
    if (texts.length === 0) return;
    expect(gateMisses(texts)).toEqual([]);
  }, 120_000);

  it('would catch a gate that hides a match', () => {
    const refund = SIGNALS.find((candidate) => candidate.id === 'refund_or_grant_offer');
    if (!refund) throw new Error('refund_or_grant_offer is a signal');
    // The first gate written for it lacked "issued": the corpus's "UKGOV has issued a payment".
    const tooNarrow = { ...refund, gate: /eligible|refund/ };
    const text = 'URGENT: UKGOV has issued a payment of 458 GBP to all residents';
    expect(gateMisses([text], [tooNarrow])).toHaveLength(1);
    expect(gateMisses([text], [refund])).toEqual([]);
  });
});
