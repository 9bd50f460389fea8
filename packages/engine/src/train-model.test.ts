import { readUsCheckExamples } from './us-check-examples.test-support.js';
import { describe, expect, it } from 'vitest';
import { evaluateExamples, trainCandidate, type CorpusExample } from './train-model.js';
import { loadModel } from './model/load.js';

const examples: CorpusExample[] = readUsCheckExamples();

const options = {
  trainedAt: '2026-11-22T00:00:00.000Z',
  corpusFiles: [{ name: 'us-check.jsonl', sha256: 'abc', lines: examples.length }],
};

describe('trainCandidate', () => {
  it('holds back a stratified fifth, trains on the rest and records the held-back figures', () => {
    const stages: string[] = [];
    const candidate = trainCandidate(examples, {
      ...options,
      onProgress: (stage) => stages.push(stage),
    });
    expect(candidate.heldBackExamples).toBe(20);
    expect(candidate.trainingExamples).toBe(80);
    expect(candidate.model.metadata.metrics.heldBackExamples).toBe(20);
    expect(candidate.model.metadata.metrics.heldBackAuc).toBeCloseTo(candidate.heldBack.auc, 4);
    expect(candidate.model.metadata.version).toMatch(/^r\.[0-9a-f]{8}\.20261122\.[0-9a-f]{8}$/);
    expect(candidate.model.metadata.corpus.examples).toBe(100);
    expect(candidate.weightBytes.byteLength).toBe((1 << 18) * 4);
    expect(new Set(stages)).toEqual(new Set(['preparing', 'training', 'evaluating']));
  });

  it('is deterministic: the same examples give the same weights', () => {
    const first = trainCandidate(examples, options);
    const second = trainCandidate(examples, options);
    expect(second.model.metadata.weightsSha256).toBe(first.model.metadata.weightsSha256);
  });

  it('learns from added labels: a new example changes the weights and so the version', () => {
    const base = trainCandidate(examples, options);
    const added = trainCandidate(
      [
        ...examples,
        {
          text: 'Hello this is Officer Brown, your grandson is in custody, bail is 3000 in cash, a courier will come',
          label: 1,
          channel: 'phone',
          source: 'scambuddy-feedback:scam',
          group: 'scambuddy-feedback',
        },
      ],
      options,
    );
    expect(added.model.metadata.version).not.toBe(base.model.metadata.version);
  });
});

describe('evaluateExamples', () => {
  it('scores examples with the full engine: the committed model separates the check set', () => {
    const metrics = evaluateExamples(loadModel(), examples);
    expect(metrics.count).toBe(100);
    expect(metrics.auc).toBeGreaterThan(0.99);
  });
});
