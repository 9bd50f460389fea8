import { describe, expect, it } from 'vitest';
import { isUncertainResult } from './honest-middle.js';

describe('isUncertainResult', () => {
  it('is unsure across the moderate band, whatever the confidence', () => {
    for (const scam_score of [31, 50, 70]) {
      expect(isUncertainResult({ scam_score, risk_level: 'moderate', confidence: 'medium' })).toBe(
        true,
      );
    }
  });

  it('is unsure when confidence is low, even outside the moderate band', () => {
    expect(isUncertainResult({ scam_score: 75, risk_level: 'high', confidence: 'low' })).toBe(true);
    expect(isUncertainResult({ scam_score: 25, risk_level: 'low', confidence: 'low' })).toBe(true);
  });

  it('gives a verdict for a clear low or high result', () => {
    expect(isUncertainResult({ scam_score: 30, risk_level: 'low', confidence: 'medium' })).toBe(
      false,
    );
    expect(isUncertainResult({ scam_score: 71, risk_level: 'high', confidence: 'medium' })).toBe(
      false,
    );
    expect(isUncertainResult({ scam_score: 98, risk_level: 'high', confidence: 'high' })).toBe(
      false,
    );
  });

  it('trusts the score when the stored band disagrees with it', () => {
    expect(isUncertainResult({ scam_score: 45, risk_level: 'high', confidence: 'high' })).toBe(
      true,
    );
  });
});
