import { describe, expect, it } from 'vitest';
import type { AnalysisResult, HarmEvent } from './analysis.js';
import {
  ACTIVITY_POINTS,
  ActivityKindSchema,
  DashboardPayloadSchema,
  HistoryPayloadSchema,
  SAFETY_SCORE_MAX,
  StoredAnalysisSchema,
  activityEventsFrom,
  buildDashboardStats,
  filterHistory,
  latestFirst,
  scoreActivities,
  snippet,
  successRatePercent,
  type ActivityEvent,
  type FeedbackLabel,
  type StoredAnalysis,
} from './dashboard.js';

function result(scamScore: number, harm: HarmEvent[] = []): AnalysisResult {
  return {
    scam_score: scamScore,
    confidence: 'high',
    label: 'Likely scam',
    risk_level: scamScore > 70 ? 'high' : scamScore > 30 ? 'moderate' : 'low',
    explanation: 'explanation',
    top_signals: [],
    next_steps: [],
    recommended_actions: [],
    legal_language: 'disclaimer',
    contacts: { law_enforcement: [], state_local: [], financial: [] },
    version: 'test',
    scam_type: 'phishing',
    signals: [],
    entities: {
      urls: [],
      phones: [],
      emails: [],
      amounts: [],
      payment_methods: [],
      gift_card_brands: [],
      organisations: [],
      remote_access_tools: [],
      one_time_code_request: false,
    },
    harm,
    model_probability: scamScore / 100,
    rules_applied: [],
    truncated: false,
    locale: 'en',
    messages: {
      label: { key: 'label' },
      explanation: [],
      top_signals: [],
      next_steps: [],
      recommended_actions: [],
      legal_language: { key: 'legal' },
      notes: [],
    },
  };
}

interface AnalysisOptions {
  id: string;
  day: number;
  score?: number;
  harm?: HarmEvent[];
  feedback?: FeedbackLabel;
  inputType?: StoredAnalysis['inputType'];
  text?: string | null;
  emailFrom?: string | null;
  phoneNumber?: string | null;
}

function at(day: number): string {
  return new Date(Date.UTC(2026, 0, day, 12)).toISOString();
}

function analysis(options: AnalysisOptions): StoredAnalysis {
  return StoredAnalysisSchema.parse({
    id: options.id,
    createdAt: at(options.day),
    inputType: options.inputType ?? 'text',
    text: options.text ?? `message ${options.id}`,
    emailFrom: options.emailFrom ?? null,
    phoneNumber: options.phoneNumber ?? null,
    resultJson: result(options.score ?? 10, options.harm),
    feedback: options.feedback ? { label: options.feedback, createdAt: at(options.day + 1) } : null,
  });
}

function events(kind: ActivityEvent['kind'], count: number): ActivityEvent[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `${kind}-${i}`,
    kind,
    createdAt: at(i + 1),
  }));
}

describe('activity points table', () => {
  it('has a row for every activity kind, with caps adding up to the score maximum', () => {
    expect(Object.keys(ACTIVITY_POINTS).sort()).toEqual([...ActivityKindSchema.options].sort());
    const capTotal = Object.values(ACTIVITY_POINTS).reduce((sum, row) => sum + row.cap, 0);
    expect(capTotal).toBe(SAFETY_SCORE_MAX);
  });

  it.each([
    ['analysis_made', 1, 5],
    ['analysis_made', 6, 30],
    ['analysis_made', 7, 30],
    ['scam_caught', 1, 10],
    ['scam_caught', 3, 30],
    ['scam_caught', 4, 30],
    ['assessment_completed', 1, 20],
    ['assessment_completed', 2, 20],
    ['feedback_given', 4, 20],
    ['feedback_given', 5, 20],
  ] as const)('%s × %d scores %d', (kind, count, score) => {
    expect(scoreActivities(events(kind, count)).safetyScore).toBe(score);
  });

  it('gives 0 points to an event once its kind has reached its cap', () => {
    const { activities } = scoreActivities(events('analysis_made', 7));
    expect(activities.map((a) => a.points)).toEqual([5, 5, 5, 5, 5, 5, 0]);
  });

  it('awards points in the order things happened, whatever order they are given in', () => {
    const { activities } = scoreActivities([...events('analysis_made', 7)].reverse());
    expect(activities.at(-1)).toMatchObject({ id: 'analysis_made-6', points: 0 });
  });

  it('reaches exactly 100 when every kind is at its cap', () => {
    const all = [
      ...events('analysis_made', 10),
      ...events('scam_caught', 10),
      ...events('assessment_completed', 1),
      ...events('feedback_given', 10),
    ];
    expect(scoreActivities(all).safetyScore).toBe(100);
  });

  it('is 0 with no activity and never falls when an event is added', () => {
    expect(scoreActivities([]).safetyScore).toBe(0);
    const kinds = ActivityKindSchema.options;
    let history: ActivityEvent[] = [];
    let previous = 0;
    for (let i = 0; i < 40; i += 1) {
      const kind = kinds[(i * 7) % kinds.length] ?? 'analysis_made';
      history = [...history, { id: `e${i}`, kind, createdAt: at(i + 1) }];
      const score = scoreActivities(history).safetyScore;
      expect(score).toBeGreaterThanOrEqual(previous);
      expect(score).toBeLessThanOrEqual(SAFETY_SCORE_MAX);
      previous = score;
    }
  });
});

describe('activity events from stored data', () => {
  it('counts every analysis, each scam caught before harm, each feedback and the assessment', () => {
    const analyses = [
      analysis({ id: 'a', day: 1, score: 92 }),
      analysis({ id: 'b', day: 2, score: 95, harm: ['paid_gift_card'] }),
      analysis({ id: 'c', day: 3, score: 12, feedback: 'not_scam' }),
    ];
    const kinds = activityEventsFrom({ analyses, assessmentCompletedAt: at(4) }).map(
      (e) => `${e.id}=${e.kind}`,
    );
    expect(kinds).toEqual([
      'a:analysis=analysis_made',
      'a:caught=scam_caught',
      'b:analysis=analysis_made',
      'c:analysis=analysis_made',
      'c:feedback=feedback_given',
      'assessment=assessment_completed',
    ]);
  });
});

describe('success rate', () => {
  it.each([
    ['no analyses', [], null],
    ['only safe messages', [analysis({ id: 'a', day: 1, score: 20 })], null],
    ['one scam caught before harm', [analysis({ id: 'a', day: 1, score: 71 })], 100],
    [
      'a score of exactly 70 is not a detected scam',
      [analysis({ id: 'a', day: 1, score: 70 })],
      null,
    ],
    [
      'one of two scams after harm',
      [
        analysis({ id: 'a', day: 1, score: 90 }),
        analysis({ id: 'b', day: 2, score: 90, harm: ['sent_wire'] }),
      ],
      50,
    ],
    [
      'the person says a high score was not a scam',
      [analysis({ id: 'a', day: 1, score: 90, feedback: 'not_scam' })],
      null,
    ],
    [
      'the person says a low score was a scam',
      [
        analysis({ id: 'a', day: 1, score: 20, feedback: 'scam' }),
        analysis({ id: 'b', day: 2, score: 90, harm: ['gave_ssn'] }),
        analysis({ id: 'c', day: 3, score: 80, harm: ['gave_code'] }),
      ],
      33,
    ],
  ])('%s → %s', (_name, analyses, expected) => {
    expect(successRatePercent(analyses)).toBe(expected);
  });
});

describe('dashboard stats', () => {
  const analyses = Array.from({ length: 7 }, (_, i) =>
    analysis({ id: `a${i}`, day: i + 1, score: i % 2 === 0 ? 90 : 10 }),
  );
  const { stats, recentAnalyses } = buildDashboardStats({
    analyses,
    assessmentCompletedAt: at(20),
  });

  it('counts analyses and detected scams and computes the score from the same data', () => {
    expect(stats.totalAnalyses).toBe(7);
    expect(stats.scamsDetected).toBe(4);
    expect(stats.successRate).toBe(100);
    // 7 analyses (cap 30) + 4 caught (cap 30) + assessment 20.
    expect(stats.safetyScore).toBe(80);
  });

  it('keeps the latest 8 activities and the latest 5 analyses, newest first', () => {
    expect(stats.recentActivities).toHaveLength(8);
    expect(stats.recentActivities[0]).toMatchObject({ kind: 'assessment_completed', points: 20 });
    expect(recentAnalyses.map((a) => a.id)).toEqual(['a6', 'a5', 'a4', 'a3', 'a2']);
  });

  it('builds a payload the dashboard schema accepts', () => {
    const user = { id: 'u1', name: 'Ada', email: 'ada@example.com', role: 'user', safetyScore: 80 };
    expect(() => DashboardPayloadSchema.parse({ user, stats, recentAnalyses })).not.toThrow();
    expect(() => DashboardPayloadSchema.parse({ user, stats, recentAnalyses: analyses })).toThrow();
    expect(HistoryPayloadSchema.parse({ analyses }).analyses).toHaveLength(7);
  });
});

describe('latestFirst', () => {
  it('sorts newest first, breaks ties by id and takes the count', () => {
    const items = [
      { id: 'b', createdAt: at(1) },
      { id: 'a', createdAt: at(1) },
      { id: 'c', createdAt: at(3) },
    ];
    expect(latestFirst(items, 2).map((i) => i.id)).toEqual(['c', 'b']);
    expect(latestFirst(items, 0)).toEqual([]);
  });
});

describe('snippet', () => {
  it.each([
    ['short text stays', 'Your account is locked', 50, 'Your account is locked'],
    ['null is empty', null, 50, ''],
    ['whitespace collapses', '  Call   us\nnow  ', 50, 'Call us now'],
    ['exactly the limit stays', 'a'.repeat(50), 50, 'a'.repeat(50)],
    [
      'cuts at a word break with an ellipsis',
      'Your bank account has been suspended, please verify your identity today',
      50,
      'Your bank account has been suspended, please…',
    ],
    [
      'drops punctuation before the ellipsis',
      'Your bank account has been suspended, please verify',
      38,
      'Your bank account has been suspended…',
    ],
    ['a word that fits exactly before the break is kept', 'abcd efgh ijkl', 10, 'abcd efgh…'],
    ['cuts inside one over-long word', 'x'.repeat(60), 50, `${'x'.repeat(49)}…`],
    ['never splits an emoji', `${'😀'.repeat(60)}`, 5, '😀😀😀😀…'],
  ])('%s', (_name, text, max, expected) => {
    const out = snippet(text, max);
    expect(out).toBe(expected);
    expect(Array.from(out).length).toBeLessThanOrEqual(max);
  });

  it('keeps an 80-character history snippet within 80 characters', () => {
    const long = 'word '.repeat(40);
    expect(Array.from(snippet(long, 80)).length).toBeLessThanOrEqual(80);
    expect(snippet(long, 80).endsWith('…')).toBe(true);
  });
});

describe('history filters', () => {
  const list = [
    analysis({ id: 't1', day: 1, score: 85, text: 'Your PayPal account is LOCKED' }),
    analysis({
      id: 't2',
      day: 2,
      score: 70,
      text: 'Grandson needs bail',
      phoneNumber: '(555) 123-4567',
    }),
    analysis({
      id: 'i1',
      day: 3,
      score: 30,
      inputType: 'image',
      text: null,
      emailFrom: 'Alerts@Bank-Secure.com',
    }),
    analysis({ id: 'p1', day: 4, score: 29, inputType: 'transcript', text: 'Medicare card call' }),
  ];
  const ids = (filters: Parameters<typeof filterHistory>[1]) =>
    filterHistory(list, filters).map((a) => a.id);

  it.each([
    ['no filters', {}, ['t1', 't2', 'i1', 'p1']],
    ['blank search', { search: '   ' }, ['t1', 't2', 'i1', 'p1']],
    ['text ignoring case', { search: 'paypal account is locked' }, ['t1']],
    ['e-mail ignoring case', { search: 'alerts@bank' }, ['i1']],
    ['phone as typed', { search: '(555) 123' }, ['t2']],
    ['phone by digits', { search: '555-1234' }, ['t2']],
    ['two digits do not match phones by digits', { search: '5-1' }, []],
    ['type text includes transcripts', { type: 'text' }, ['t1', 't2', 'p1']],
    ['type image', { type: 'image' }, ['i1']],
    ['risk high is over 70', { risk: 'high' }, ['t1']],
    ['risk moderate is 31 to 70, as on the result (issue 19)', { risk: 'moderate' }, ['t2']],
    ['risk low is 30 or under, as on the result', { risk: 'low' }, ['i1', 'p1']],
    ['filters combine', { search: 'a', type: 'text', risk: 'high' }, ['t1']],
  ] as const)('%s', (_name, filters, expected) => {
    expect(ids(filters)).toEqual(expected);
  });
});
