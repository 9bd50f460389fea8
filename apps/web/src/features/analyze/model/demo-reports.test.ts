import { AnalysisResultSchema } from '@scambuddy/contracts';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../lib/i18n.js';
import { DEMO_KINDS, buildDemoReport } from './demo-reports.js';

const i18n = createI18n('en');
const read = (key: string, options?: { returnObjects: true }) =>
  i18n.t(`analyze:${key}`, options ?? {});

describe('buildDemoReport', () => {
  it.each([
    ['bank', 92, 'phishing'],
    ['techSupport', 88, 'tech_support'],
    ['ssa', 95, 'government_impostor'],
  ] as const)('%s scores %i, high confidence, Likely scam', (kind, score, scamType) => {
    const demo = buildDemoReport(kind, read, 'en', 1700000000000);
    expect(AnalysisResultSchema.safeParse(demo.result).success).toBe(true);
    expect(demo.analysisId).toBe(`demo-${kind}-1700000000000`);
    expect(demo.result).toMatchObject({
      scam_score: score,
      confidence: 'high',
      label: 'Likely scam',
      risk_level: 'high',
      scam_type: scamType,
    });
    expect(demo.content.length).toBeGreaterThan(100);
    expect(demo.result.top_signals.length).toBeGreaterThan(0);
  });

  it('gives every action a when that matches its urgency badge', () => {
    const demo = buildDemoReport(DEMO_KINDS[0], read, 'en', 1);
    expect(demo.result.recommended_actions.map((action) => [action.urgency, action.when])).toEqual([
      ['now', 'Right now'],
      ['within_24h', 'Within 24 hours'],
      ['this_week', 'This week'],
    ]);
  });

  it('fails loudly when a catalog text is missing', () => {
    expect(() => buildDemoReport('bank', () => undefined, 'en', 1)).toThrow();
  });
});
