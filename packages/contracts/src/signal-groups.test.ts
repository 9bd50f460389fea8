import { describe, expect, it } from 'vitest';
import type { DetectedSignal } from './analysis.js';
import { groupTopSignals } from './signal-groups.js';

function signal(id: string, category: DetectedSignal['category'], weight: number): DetectedSignal {
  return { id, category, weight, evidence: null, message: { key: `engine.signal.${id}` } };
}

describe('groupTopSignals', () => {
  it('puts legitimacy signals under reassurances and the rest under warnings, in order', () => {
    const groups = groupTopSignals({
      top_signals: [
        'Reads like an ordinary short message',
        'Claims to be a relative',
        'No request',
      ],
      messages: {
        top_signals: [
          { key: 'engine.signal.legit_short_conversational' },
          { key: 'engine.signal.claims_family_member' },
          { key: 'engine.signal.legit_no_request' },
        ],
      },
      signals: [
        signal('claims_family_member', 'impersonation', 0.57),
        signal('legit_no_request', 'legitimacy', -0.47),
        signal('legit_short_conversational', 'legitimacy', -2.2),
      ],
    });
    expect(groups).toEqual({
      warnings: ['Claims to be a relative'],
      reassurances: ['Reads like an ordinary short message', 'No request'],
    });
  });

  it('keeps a text with no detected signal behind it (a community report) as a warning', () => {
    const groups = groupTopSignals({
      top_signals: ['Reported by 3 people'],
      messages: { top_signals: [{ key: 'engine.community.reported_phone_other' }] },
      signals: [],
    });
    expect(groups).toEqual({ warnings: ['Reported by 3 people'], reassurances: [] });
  });

  it('counts a signal that lowers the score as a reassurance whatever its category', () => {
    const groups = groupTopSignals({
      top_signals: ['Official links only'],
      messages: { top_signals: [{ key: 'engine.signal.official' }] },
      signals: [signal('official', 'link', -0.9)],
    });
    expect(groups.reassurances).toEqual(['Official links only']);
  });
});
