import { describe, expect, it } from 'vitest';
import { prepareMessage } from '../pipeline.js';
import { sigmoid } from '../model/predict.js';
import { fitPlatt } from './calibration.js';
import { assignFolds } from './cross-validate.js';
import { trainLogistic } from './logistic.js';
import { bandMetrics, expectedCalibrationError, rocAuc } from './metrics.js';

describe('rocAuc', () => {
  it('is 1 for perfect ranking, 0.5 for ties and 0 for reversed ranking', () => {
    expect(rocAuc([0.1, 0.2, 0.8, 0.9], [0, 0, 1, 1])).toBe(1);
    expect(rocAuc([0.5, 0.5, 0.5, 0.5], [0, 1, 0, 1])).toBe(0.5);
    expect(rocAuc([0.9, 0.8, 0.2, 0.1], [0, 0, 1, 1])).toBe(0);
  });

  it('counts half for tied pairs', () => {
    expect(rocAuc([0.2, 0.5, 0.5, 0.9], [0, 0, 1, 1])).toBeCloseTo(0.875);
  });
});

describe('expectedCalibrationError', () => {
  it('is 0 when predictions match frequencies and large when they do not', () => {
    expect(expectedCalibrationError([0.25, 0.25, 0.25, 0.25], [1, 0, 0, 0])).toBeCloseTo(0);
    expect(expectedCalibrationError([0.95, 0.95], [0, 0])).toBeCloseTo(0.95);
  });
});

describe('bandMetrics', () => {
  it('measures the spec bands', () => {
    const m = bandMetrics([
      { score: 90, label: 1 },
      { score: 50, label: 1 },
      { score: 10, label: 1 },
      { score: 80, label: 0 },
      { score: 5, label: 0 },
    ]);
    expect(m.scamsHigh).toBeCloseTo(1 / 3);
    expect(m.scamsLow).toBeCloseTo(1 / 3);
    expect(m.legitHigh).toBeCloseTo(0.5);
  });
});

describe('fitPlatt', () => {
  it('recovers the slope and offset of data drawn from a known sigmoid', () => {
    const scores: number[] = [];
    const labels: number[] = [];
    for (let i = 0; i < 2000; i += 1) {
      const s = -4 + (8 * i) / 2000;
      const p = sigmoid(2 * s - 1);
      // Deterministic "sampling": the share of positives in each run of 10 follows p.
      for (let k = 0; k < 10; k += 1) {
        scores.push(s);
        labels.push(k < Math.round(p * 10) ? 1 : 0);
      }
    }
    const { a, b } = fitPlatt(scores, labels);
    expect(a).toBeCloseTo(2, 0);
    expect(b).toBeCloseTo(-1, 0);
  });
});

describe('assignFolds', () => {
  it('is stratified and reproducible', () => {
    const labels = Array.from({ length: 100 }, (_, i) => (i < 30 ? 1 : 0));
    const folds = assignFolds(labels, 5, 7);
    expect([...folds]).toEqual([...assignFolds(labels, 5, 7)]);
    for (let fold = 0; fold < 5; fold += 1) {
      expect(labels.filter((y, i) => y === 1 && folds[i] === fold).length).toBe(6);
    }
  });
});

describe('trainLogistic', () => {
  const texts = [
    ['Buy gift cards now and read me the numbers', 1],
    ['Your account is suspended, verify your password here', 1],
    ['Win a free cruise, claim your prize today', 1],
    ['See you at dinner tonight', 0],
    ['Thanks for the photos of the kids', 0],
    ['The book club meets on Tuesday', 0],
  ] as const;
  const vectors = texts.map(([text]) => prepareMessage(text, undefined, 'text').features);
  const labels = texts.map(([, label]) => label);
  const options = {
    seed: 3,
    epochs: 20,
    learningRate: 0.5,
    textL2: 1e-6,
    signalPriorStrength: 1e-3,
    sourceConfoundRatio: 0,
    balanceSources: false,
  };

  it('is deterministic for a seed', () => {
    // Byte comparison: a deep toEqual over 2^18 floats takes seconds on a busy machine.
    const first = trainLogistic(vectors, labels, options).weights;
    const second = trainLogistic(vectors, labels, options).weights;
    expect(Buffer.from(first.buffer).equals(Buffer.from(second.buffer))).toBe(true);
    expect(first.some((weight) => weight !== 0)).toBe(true);
  });

  it('separates the training examples', () => {
    const { weights, bias } = trainLogistic(vectors, labels, options);
    const score = (i: number) => {
      const v = vectors[i];
      if (!v) return 0;
      let z = bias;
      v.indices.forEach((index, k) => (z += (weights[index] ?? 0) * (v.values[k] ?? 0)));
      return z;
    };
    expect(
      rocAuc(
        texts.map((_, i) => score(i)),
        labels,
      ),
    ).toBe(1);
  });
});
