import { describe, expect, it } from 'vitest';
import {
  AboutFactsSchema,
  FRAUD_LOSSES_BY_CONTACT_METHOD_2024,
  lossesAge60PlusMillionsUsd,
} from './about.js';

describe('about facts', () => {
  it('adds the Data Book 2024 losses of people aged 60 and over: 1,180 + 887 + 319 million', () => {
    expect(lossesAge60PlusMillionsUsd()).toBe(2_386);
  });

  it('lists the contact methods from the largest loss down, each once', () => {
    const losses = FRAUD_LOSSES_BY_CONTACT_METHOD_2024.map((row) => row.lostMillionsUsd);
    expect(losses).toEqual([...losses].sort((a, b) => b - a));
    const ids = FRAUD_LOSSES_BY_CONTACT_METHOD_2024.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('refuses a share outside 0 to 1 and accepts a missing metric as null', () => {
    const facts = {
      sources: { configured: 2, active: 2, federal: 1, state: 1, nonprofit: 0 },
      detection: {
        auc: null,
        scamsHigh: 0.5,
        legitimateHigh: 0.01,
        examples: 10,
        trainedAt: '2026-01-01T00:00:00Z',
        signals: 3,
      },
      collectionIntervalHours: 6,
    };
    expect(AboutFactsSchema.safeParse(facts).success).toBe(true);
    const wrong = { ...facts, detection: { ...facts.detection, scamsHigh: 93.9 } };
    expect(AboutFactsSchema.safeParse(wrong).success).toBe(false);
  });
});
