// Issue 19 item 10: a Medicare scam's explanation names what the message asked for.
import { beforeAll, describe, expect, it } from 'vitest';
import { planAdvice } from '../src/advice/plan.js';
import { analyzeMessage, ENGLISH_CATALOG, loadModel, type EngineModel } from '../src/index.js';

const base = { band: 'high', scamType: 'medicare_health', harm: [], warningCount: 2 } as const;
const typeLine = (signalIds?: readonly string[]) =>
  planAdvice({ ...base, signalIds }).explanation[1]?.key;

describe('the Medicare explanation', () => {
  it('says Social Security number when the message asked for it', () => {
    expect(typeLine(['impersonates_medicare', 'asks_ssn'])).toBe(
      'engine.explanation.type_asked.medicare_health.ssn',
    );
    expect(typeLine(['impersonates_medicare', 'asks_ssn', 'asks_medicare_number'])).toBe(
      'engine.explanation.type_asked.medicare_health.ssn',
    );
  });

  it('says Medicare number only when that was asked, and neither when nothing named was', () => {
    expect(typeLine(['impersonates_medicare', 'asks_medicare_number'])).toBe(
      'engine.explanation.type.medicare_health',
    );
    expect(typeLine(['impersonates_medicare', 'asks_gift_card'])).toBe(
      'engine.explanation.type_asked.medicare_health.details',
    );
  });

  it('has both new sentences in English', () => {
    expect(ENGLISH_CATALOG['engine.explanation.type_asked.medicare_health.ssn']).toMatch(
      /Social Security number/,
    );
    expect(ENGLISH_CATALOG['engine.explanation.type_asked.medicare_health.details']).not.toMatch(
      /Medicare number/,
    );
  });

  describe('in a whole analysis', () => {
    let model: EngineModel;
    beforeAll(() => {
      model = loadModel();
    });

    it('does not claim a Social Security request was made to get the Medicare number', () => {
      const result = analyzeMessage(
        {
          text: 'This is Medicare. Your card is expiring. To get your new card, confirm your Social Security number today.',
          inputType: 'transcript',
          channel: 'phone',
        },
        model,
      );
      expect(result.explanation).not.toContain('made to get your Medicare number');
      if (result.scam_type === 'medicare_health') {
        expect(result.explanation).toContain('to get your Social Security number');
      }
    });
  });
});
