import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { LabelledTranscript } from './evaluation.js';

/** The committed labelled set written by scripts/generate-test-data.ts. */
export const TEST_DATA_PATH = fileURLToPath(
  new URL('../test-data/transcripts.jsonl', import.meta.url),
);

/** The harder set with phrasings the rules were not written for (reported, not enforced). */
export const UNSEEN_DATA_PATH = fileURLToPath(
  new URL('../test-data/unseen-phrasings.jsonl', import.meta.url),
);

export function readLabelledSet(path = TEST_DATA_PATH): LabelledTranscript[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim().length > 0)
    .map((line) => JSON.parse(line) as LabelledTranscript);
}
