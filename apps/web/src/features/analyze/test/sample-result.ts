import { AnalysisResultSchema, type AnalysisResult } from '@scambuddy/contracts';

/** A result as the server would send it, parsed with the contract so tests cannot drift. */
export function sampleResult(overrides: Partial<AnalysisResult> = {}): AnalysisResult {
  return AnalysisResultSchema.parse({
    scam_score: 81,
    confidence: 'medium',
    label: 'Likely scam',
    risk_level: 'high',
    explanation: 'The message asks for gift cards and pushes you to hurry.',
    top_signals: ['Asks for payment in gift cards', 'Pushes you to act right away'],
    next_steps: ['Do not pay.'],
    recommended_actions: [
      { title: 'Stop contact', steps: ['Hang up.'], when: 'Now', urgency: 'now' },
      {
        title: 'Call your bank',
        steps: ['Use the number on your card.'],
        when: 'Within 24 hours',
        urgency: 'within_24h',
      },
    ],
    legal_language: 'General information, not legal advice.',
    contacts: {
      law_enforcement: [
        {
          id: 'ftc',
          name: 'Federal Trade Commission',
          contact: '1-877-382-4357',
          type: 'federal',
          source: 'test',
        },
      ],
      state_local: [
        {
          id: 'state-ny-ag',
          name: 'New York Attorney General',
          contact: 'ag.ny.gov',
          type: 'state',
          state: 'NY',
          source: 'test',
        },
      ],
      financial: [],
    },
    version: 'test-1',
    scam_type: 'other',
    signals: [],
    entities: {
      urls: [],
      phones: [],
      emails: [],
      amounts: [],
      payment_methods: ['gift_card'],
      gift_card_brands: [],
      organisations: [],
      remote_access_tools: [],
      one_time_code_request: false,
    },
    harm: [],
    model_probability: 0.8,
    rules_applied: [],
    truncated: false,
    locale: 'en',
    messages: {
      label: { key: 'label.likely_scam' },
      explanation: [],
      top_signals: [],
      next_steps: [],
      recommended_actions: [],
      legal_language: { key: 'legal' },
      notes: [],
    },
    ...overrides,
  });
}
