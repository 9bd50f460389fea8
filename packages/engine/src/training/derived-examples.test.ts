import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { readUsCheckExamples } from '../us-check-examples.test-support.js';
import { describe, expect, it } from 'vitest';
import { loadModel, DEFAULT_MODEL_DIR } from '../model/load.js';
import { trainCandidate, type CorpusExample } from '../train-model.js';
import {
  decodeDerivedExamples,
  DERIVED_EXAMPLES_FILE,
  deriveFromTexts,
  encodeDerivedExamples,
  loadDerivedExamples,
} from './derived-examples.js';
import { trainCandidateFromDerived } from './train-derived.js';

const examples: CorpusExample[] = readUsCheckExamples();

const options = {
  trainedAt: '2026-11-22T00:00:00.000Z',
  corpusFiles: [{ name: 'us-check.jsonl', sha256: 'abc', lines: examples.length }],
};
const description = {
  modelVersion: 'test',
  corpus: { files: options.corpusFiles, examples: examples.length },
  maxChars: null,
};

describe('derived training examples', () => {
  it('store the feature vectors, rules, labels and sources without loss', () => {
    const derived = deriveFromTexts(examples);
    const back = decodeDerivedExamples(encodeDerivedExamples(derived, description));
    expect(back.modelVersion).toBe('test');
    expect(back.examples).toEqual(derived);
    expect(derived.some((example) => example.floor > 0)).toBe(true);
    expect(derived.some((example) => example.cap < 100)).toBe(true);
  });

  it('train exactly the model trainCandidate trains from the texts', { timeout: 60_000 }, () => {
    const fromTexts = trainCandidate(examples, options);
    const back = decodeDerivedExamples(
      encodeDerivedExamples(deriveFromTexts(examples), description),
    );
    const fromDerived = trainCandidateFromDerived(back.examples, options);
    expect(fromDerived.heldBack).toEqual(fromTexts.heldBack);
    expect(fromDerived.model.metadata.version).toBe(fromTexts.model.metadata.version);
    expect(Buffer.from(fromDerived.weightBytes)).toEqual(Buffer.from(fromTexts.weightBytes));
  });

  it('clip each message to its beginning when asked', () => {
    const long = examples.find((example) => example.text.length > 120);
    expect(long).toBeDefined();
    const [clipped] = deriveFromTexts([long as CorpusExample], { maxChars: 40 });
    const [first] = deriveFromTexts([
      { ...(long as CorpusExample), text: long?.text.slice(0, 40) ?? '' },
    ]);
    expect(clipped).toEqual(first);
  });
});

describe('the derived examples committed with the model (npm run train writes both)', () => {
  const committed = loadDerivedExamples();

  it('belong to the committed model: regenerate both with npm run train', () => {
    const model = loadModel();
    expect(committed.modelVersion).toBe(model.metadata.version);
    expect(committed.corpus).toEqual(model.metadata.corpus);
    expect(committed.examples).toHaveLength(model.metadata.corpus.examples);
  });

  it('hold numbers only: no run of words from a message in the file', () => {
    const raw = gunzipSync(
      readFileSync(new URL(DERIVED_EXAMPLES_FILE, `file://${DEFAULT_MODEL_DIR}/`)),
    );
    // After the length-prefixed JSON header (file names, hashes, source and signal names).
    let headerLength = 0;
    let offset = 0;
    for (let scale = 1; ; scale *= 128) {
      const byte = raw[offset] ?? 0;
      offset += 1;
      headerLength += (byte & 0x7f) * scale;
      if (byte < 0x80) break;
    }
    expect(raw.subarray(offset, offset + headerLength).toString('utf8')).toContain('"hashBits"');
    const body = raw.subarray(offset + headerLength).toString('latin1');
    expect(body.length).toBeGreaterThan(1_000_000);
    expect(body.match(/[A-Za-z][A-Za-z ,.']{15,}/g) ?? []).toEqual([]);
  });

  it('are a few megabytes', () => {
    expect(readFileSync(`${DEFAULT_MODEL_DIR}/${DERIVED_EXAMPLES_FILE}`).length).toBeLessThan(
      9 * 1024 * 1024,
    );
  });
});
