import { describe, expect, it } from 'vitest';
import { decideCandidate, figuresOf, type ModelFigures } from './candidate-decision.js';

const reference: ModelFigures = {
  auc: 0.9965,
  scamsHigh: 0.9388,
  legitHigh: 0.0073,
  scamsLow: 0.022,
};

describe('decideCandidate', () => {
  it.each([
    { change: {}, accept: true, why: 'the same figures' },
    { change: { auc: 0.994 }, accept: true, why: 'AUC within the noise allowance' },
    { change: { auc: 0.99 }, accept: false, why: 'AUC clearly lower' },
    { change: { scamsHigh: 0.9 }, accept: false, why: 'fewer scams HIGH' },
    { change: { legitHigh: 0.02 }, accept: false, why: 'more legitimate messages HIGH' },
    { change: { scamsLow: 0.05 }, accept: false, why: 'more scams LOW' },
    { change: { auc: 0.999, scamsHigh: 0.96 }, accept: true, why: 'better' },
    { change: { auc: Number.NaN }, accept: false, why: 'a held-back split with one label' },
  ])('$why → accept $accept', ({ change, accept }) => {
    expect(decideCandidate({ ...reference, ...change }, reference).accept).toBe(accept);
  });

  it('accepts when the running model has no recorded evaluation', () => {
    expect(decideCandidate(reference, null).accept).toBe(true);
  });

  it('says which figure was worse', () => {
    expect(decideCandidate({ ...reference, legitHigh: 0.05 }, reference).reason).toContain(
      'legitimate HIGH 5.00% > 0.73%',
    );
  });
});

describe('figuresOf', () => {
  it('prefers held-back figures, else the cross-validated ones, else none', () => {
    expect(
      figuresOf({ metrics: { cvAuc: 0.9, cvScamsHigh: 0.8, cvLegitHigh: 0.01, cvScamsLow: 0.02 } }),
    ).toEqual({ auc: 0.9, scamsHigh: 0.8, legitHigh: 0.01, scamsLow: 0.02 });
    expect(
      figuresOf({
        metrics: {
          cvAuc: 0.9,
          cvScamsHigh: 0.8,
          cvLegitHigh: 0.01,
          cvScamsLow: 0.02,
          heldBackAuc: 1,
          heldBackScamsHigh: 1,
          heldBackLegitHigh: 0,
          heldBackScamsLow: 0,
        },
      })?.auc,
    ).toBe(1);
    expect(figuresOf({ metrics: {} })).toBeNull();
  });
});
