import { describe, expect, it } from 'vitest';
import {
  AnalysisIdSchema,
  EvidencePackageDataSchema,
  StoredEvidencePackageSchema,
} from './evidence.js';

const ANALYSIS_ID = 'AbCdEfGhIjKlMnOpQr_-12';

const packageData = {
  id: 'evidence-1',
  title: 'Gift card receipts',
  createdAt: '2026-11-22T04:00:00.000Z',
  items: [{ id: 'i1', type: 'text', title: 'Note', timestamp: '2026-11-22T04:01:00.000Z' }],
};

describe('AnalysisIdSchema', () => {
  it('accepts the 22 base64url characters of an analysis id', () => {
    expect(AnalysisIdSchema.safeParse(ANALYSIS_ID).success).toBe(true);
  });

  it.each([
    ['too short', 'abc'],
    ['too long', `${ANALYSIS_ID}x`],
    ['a slash', 'AbCdEfGhIjKlMnOpQr/+12'],
    ['empty', ''],
  ])('refuses %s', (_name, value) => {
    expect(AnalysisIdSchema.safeParse(value).success).toBe(false);
  });
});

describe('EvidencePackageDataSchema analysisId', () => {
  it('is optional: a package without it parses and has none', () => {
    const parsed = EvidencePackageDataSchema.parse(packageData);
    expect(parsed.analysisId).toBeUndefined();
    expect(parsed.description).toBe('');
  });

  it('keeps a well-formed analysisId', () => {
    expect(
      EvidencePackageDataSchema.parse({ ...packageData, analysisId: ANALYSIS_ID }).analysisId,
    ).toBe(ANALYSIS_ID);
  });

  it('refuses a malformed analysisId with a message on that field', () => {
    const parsed = EvidencePackageDataSchema.safeParse({ ...packageData, analysisId: '../x' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['analysisId']);
    expect(parsed.error?.issues[0]?.message).toMatch(/not the id of a result/);
  });
});

describe('StoredEvidencePackageSchema analysisId', () => {
  const stored = {
    reportId: 'r',
    packageId: 'p',
    title: 't',
    description: '',
    createdAt: '2026-11-22T04:00:00.000Z',
    submittedAt: '2026-11-22T04:05:00.000Z',
    status: 'submitted',
    items: [],
  };

  it('lists a package with or without the analysis it belongs to', () => {
    expect(StoredEvidencePackageSchema.parse(stored).analysisId).toBeUndefined();
    expect(
      StoredEvidencePackageSchema.parse({ ...stored, analysisId: ANALYSIS_ID }).analysisId,
    ).toBe(ANALYSIS_ID);
  });
});
