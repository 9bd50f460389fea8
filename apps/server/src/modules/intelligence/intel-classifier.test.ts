import { describe, expect, it } from 'vitest';
import { testEngineModel } from '../../../test/helper.js';
import { createIntelClassifier } from './intel-classifier.js';

const classify = createIntelClassifier(testEngineModel());
const federal = {
  agency: 'Federal Trade Commission',
  sourceType: 'federal',
  sourceState: null,
} as const;

describe('intel classifier', () => {
  it('reads an elder-targeted scam warning as a severe alert with its scam types', () => {
    const result = classify({
      ...federal,
      title:
        'Grandparent scam: callers warn of a grandchild in jail and ask seniors for bail money',
      summary: 'Scammers phone older adults pretending to be a grandchild in trouble.',
    });
    expect(result.kind).toBe('scam-alert');
    expect(result.scamTypes).toEqual(expect.arrayContaining(['phone', 'family_emergency']));
    expect(result.elderRelevanceScore).toBeGreaterThan(70);
    expect(['critical', 'high']).toContain(result.severity);
  });

  it('reads agency news without scam words as low-severity news', () => {
    const result = classify({
      ...federal,
      title: 'FTC announces new chair of the advisory committee',
      summary: 'The commission named a new chair for its annual meeting.',
    });
    expect(result).toMatchObject({ kind: 'news', scamTypes: [], severity: 'low' });
    expect(result.elderRelevanceScore).toBeLessThanOrEqual(30);
  });

  it('adds the state of a state agency and the states the text names', () => {
    const result = classify({
      title: 'Attorney General warns Ohio and Texas residents about Medicare card scams',
      summary: null,
      agency: 'North Carolina Department of Justice',
      sourceType: 'state',
      sourceState: 'NC',
    });
    expect(result.statesMentioned).toEqual(['NC', 'OH', 'TX']);
    expect(result.scamTypes).toContain('medicare');
  });

  it('handles an item with neither title nor summary', () => {
    const result = classify({ ...federal, title: null, summary: null });
    expect(result).toMatchObject({ kind: 'news', severity: 'low', statesMentioned: [] });
  });
});
