import { readFileSync } from 'node:fs';
import type { CorpusExample } from './train-model.js';

/** The 100-message US check set as a tiny corpus: enough to exercise the recipe in well under a second. */
export function readUsCheckExamples(): CorpusExample[] {
  return readFileSync(new URL('../test-data/us-check.jsonl', import.meta.url), 'utf8')
    .trim()
    .split('\n')
    .map(
      (line) =>
        JSON.parse(line) as { text: string; label: string; channel: string; source: string },
    )
    .map((line) => ({
      text: line.text,
      label: line.label === 'scam' ? 1 : 0,
      channel: line.channel,
      source: line.source,
      group: line.source.split(':')[0] ?? line.source,
    }));
}
