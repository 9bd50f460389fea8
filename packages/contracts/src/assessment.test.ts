import { describe, expect, it } from 'vitest';
import {
  ASSESSMENT_QUESTIONS,
  AssessmentAnswersSchema,
  ConcernAreaSchema,
  EDUCATIONAL_RESOURCES,
  VulnerabilityProfileInputSchema,
  assessmentPoints,
  assessmentResults,
  assessmentRiskLevel,
  assessmentRiskScore,
  isElevatedRisk,
  isQuestionAnswered,
  recommendResources,
  toggleAttackType,
  toggleConcernArea,
  type AssessmentAnswers,
  type AttackType,
  type ConcernArea,
} from './assessment.js';

/** Lowest answers: 1 + 1 + 1 + 0 + 0 + 1 + 1 = 5 points, score 20. */
const BASELINE: AssessmentAnswers = {
  ageGroup: '50-59',
  techComfort: 'very-comfortable',
  previousExperience: 'never',
  currentSituation: 'none',
  attackTypes: ['none-yet'],
  concernAreas: ['health-insurance'],
  supportLevel: 'strong-support',
};
const BASELINE_POINTS = 5;
const BASELINE_POINTS_OF: Record<keyof AssessmentAnswers, number> = {
  ageGroup: 1,
  techComfort: 1,
  previousExperience: 1,
  currentSituation: 0,
  attackTypes: 0,
  concernAreas: 1,
  supportLevel: 1,
};

// Part 2 §9, written out by hand so the test fails if the implementation's table drifts.
const EVERY_OPTION: readonly [keyof AssessmentAnswers, string, number][] = [
  ['ageGroup', '50-59', 1],
  ['ageGroup', '60-69', 2],
  ['ageGroup', '70-79', 3],
  ['ageGroup', '80+', 4],
  ['ageGroup', 'prefer-not-to-say', 2],
  ['techComfort', 'very-comfortable', 1],
  ['techComfort', 'somewhat-comfortable', 2],
  ['techComfort', 'basic-user', 3],
  ['techComfort', 'minimal-use', 4],
  ['previousExperience', 'never', 1],
  ['previousExperience', 'nearly', 2],
  ['previousExperience', 'minor-loss', 3],
  ['previousExperience', 'significant-loss', 4],
  ['previousExperience', 'multiple-times', 5],
  ['currentSituation', 'none', 0],
  ['currentSituation', 'suspicious-calls', 2],
  ['currentSituation', 'suspicious-emails', 2],
  ['currentSituation', 'suspicious-texts', 2],
  ['currentSituation', 'ongoing-scam', 5],
  ['currentSituation', 'identity-concerns', 4],
  ['attackTypes', 'phone-calls', 1],
  ['attackTypes', 'emails', 1],
  ['attackTypes', 'text-messages', 1],
  ['attackTypes', 'social-media', 1],
  ['attackTypes', 'dating-sites', 1],
  ['attackTypes', 'door-to-door', 1],
  ['attackTypes', 'mail-scams', 1],
  ['attackTypes', 'investment-fraud', 1],
  ['attackTypes', 'charity-fraud', 1],
  ['attackTypes', 'none-yet', 0],
  ['concernAreas', 'technology', 1],
  ['concernAreas', 'finances', 1],
  ['concernAreas', 'health-insurance', 1],
  ['concernAreas', 'social-isolation', 1],
  ['concernAreas', 'family-concerns', 1],
  ['concernAreas', 'government-contact', 1],
  ['concernAreas', 'urgent-requests', 1],
  ['concernAreas', 'verifying-identity', 1],
  ['supportLevel', 'strong-support', 1],
  ['supportLevel', 'some-support', 2],
  ['supportLevel', 'limited-support', 3],
  ['supportLevel', 'minimal-support', 4],
];

function withAnswer(questionId: keyof AssessmentAnswers, option: string): AssessmentAnswers {
  const multiple = questionId === 'attackTypes' || questionId === 'concernAreas';
  return AssessmentAnswersSchema.parse({ ...BASELINE, [questionId]: multiple ? [option] : option });
}

describe('questions', () => {
  it('asks the seven questions of part 2 §3 in order, two of them multiple choice', () => {
    expect(ASSESSMENT_QUESTIONS.map((q) => `${q.id}:${q.selection}`)).toEqual([
      'ageGroup:single',
      'techComfort:single',
      'previousExperience:single',
      'currentSituation:single',
      'attackTypes:multiple',
      'concernAreas:multiple',
      'supportLevel:single',
    ]);
  });

  it('the scoring table below covers every option of every question exactly once', () => {
    const offered = ASSESSMENT_QUESTIONS.flatMap((q) => q.options.map((o) => `${q.id}/${o.id}`));
    expect(EVERY_OPTION.map(([q, o]) => `${q}/${o}`).sort()).toEqual([...offered].sort());
  });
});

describe('scoring table (part 2 §9)', () => {
  it.each(EVERY_OPTION)('%s = %s scores %d points', (questionId, option, points) => {
    const answers = withAnswer(questionId, option);
    const expectedPoints = BASELINE_POINTS - BASELINE_POINTS_OF[questionId] + points;
    expect(assessmentPoints(answers)).toBe(expectedPoints);
    // ÷ 25 × 100 is × 4 exactly, so no rounding is involved below the cap.
    expect(assessmentRiskScore(answers)).toBe(Math.min(100, expectedPoints * 4));
  });

  const channels: AttackType[] = [
    'phone-calls',
    'emails',
    'text-messages',
    'social-media',
    'dating-sites',
    'door-to-door',
    'mail-scams',
    'investment-fraud',
    'charity-fraud',
  ];
  const concerns = ConcernAreaSchema.options;

  it.each([
    [1, 1],
    [4, 4],
    [5, 5],
    [6, 5],
    [9, 5],
  ])('%d attack types count %d points (cap 5)', (count, points) => {
    const answers = { ...BASELINE, attackTypes: channels.slice(0, count) };
    expect(assessmentPoints(answers)).toBe(BASELINE_POINTS + points);
  });

  it.each([
    [1, 1],
    [3, 3],
    [4, 4],
    [5, 4],
    [8, 4],
  ])('%d concern areas count %d points (cap 4)', (count, points) => {
    const answers = { ...BASELINE, concernAreas: concerns.slice(0, count) };
    expect(assessmentPoints(answers)).toBe(BASELINE_POINTS - 1 + points);
  });

  it('scores the lowest answers 20 and caps the highest (31 points, 124) at 100', () => {
    expect(assessmentRiskScore(BASELINE)).toBe(20);
    const highest: AssessmentAnswers = {
      ageGroup: '80+',
      techComfort: 'minimal-use',
      previousExperience: 'multiple-times',
      currentSituation: 'ongoing-scam',
      attackTypes: channels,
      concernAreas: [...concerns],
      supportLevel: 'minimal-support',
    };
    expect(assessmentPoints(highest)).toBe(31);
    expect(assessmentRiskScore(highest)).toBe(100);
  });

  it('reaches exactly 100 at 25 points and 96 at 24', () => {
    const at25: AssessmentAnswers = {
      ...BASELINE,
      ageGroup: '80+',
      techComfort: 'minimal-use',
      previousExperience: 'multiple-times',
      currentSituation: 'ongoing-scam',
      attackTypes: ['phone-calls', 'emails'],
      concernAreas: ['technology'],
      supportLevel: 'minimal-support',
    };
    expect(assessmentPoints(at25)).toBe(25);
    expect(assessmentRiskScore(at25)).toBe(100);
    expect(assessmentRiskScore({ ...at25, supportLevel: 'limited-support' })).toBe(96);
  });
});

describe('levels and the elevated-risk alert', () => {
  it.each([
    [0, 'low'],
    [24, 'low'],
    [25, 'moderate'],
    [49, 'moderate'],
    [50, 'high'],
    [74, 'high'],
    [75, 'critical'],
    [100, 'critical'],
  ] as const)('score %d is %s', (score, level) => {
    expect(assessmentRiskLevel(score)).toBe(level);
  });

  it.each([
    [50, false],
    [51, true],
    [52, true],
    [20, false],
  ])('score %d elevated: %s', (score, elevated) => {
    expect(isElevatedRisk(score)).toBe(elevated);
  });
});

describe('recommendations', () => {
  const ids = (attackTypes: AttackType[], concernAreas: ConcernArea[]) =>
    recommendResources({ attackTypes, concernAreas }).map((r) => r.id);
  const ALL = ['phone-scam-protection', 'advanced-email-security', 'romance-scam-prevention'];

  it.each([
    ['phone calls', ['phone-calls'], ['health-insurance'], ['phone-scam-protection']],
    ['e-mails', ['emails'], ['health-insurance'], ['advanced-email-security']],
    ['dating sites', ['dating-sites'], ['health-insurance'], ['romance-scam-prevention']],
    ['a concern area alone', ['none-yet'], ['social-isolation'], ['romance-scam-prevention']],
    [
      'several matches keep the fixed order',
      ['dating-sites', 'phone-calls'],
      ['health-insurance'],
      ['phone-scam-protection', 'romance-scam-prevention'],
    ],
    ['no match gives all three', ['door-to-door', 'charity-fraud'], ['health-insurance'], ALL],
  ] as const)('%s', (_name, attackTypes, concernAreas, expected) => {
    expect(ids([...attackTypes], [...concernAreas])).toEqual(expected);
  });

  it('puts the score, level, alert and resources together', () => {
    const results = assessmentResults({
      ...BASELINE,
      ageGroup: '80+',
      previousExperience: 'significant-loss',
      currentSituation: 'ongoing-scam',
      attackTypes: ['phone-calls'],
    });
    // 4 + 1 + 4 + 5 + 1 + 1 + 1 = 17 points → 68.
    expect(results).toMatchObject({
      riskScore: 68,
      level: 'high',
      levelKey: 'levels.high',
      isElevatedRisk: true,
    });
    expect(results.resources.map((r) => r.id)).toEqual(['phone-scam-protection']);
  });
});

describe('profile schema', () => {
  it('drops a riskScore sent by the client', () => {
    const parsed = VulnerabilityProfileInputSchema.parse({ ...BASELINE, riskScore: 3 });
    expect(parsed).toEqual(BASELINE);
    expect('riskScore' in parsed).toBe(false);
  });

  it.each([
    ['an empty multi-select', { attackTypes: [] }],
    ['"none yet" with a channel', { attackTypes: ['none-yet', 'emails'] }],
    ['the same choice twice', { concernAreas: ['finances', 'finances'] }],
    ['an unknown option', { ageGroup: '40-49' }],
  ])('refuses %s', (_name, change) => {
    expect(VulnerabilityProfileInputSchema.safeParse({ ...BASELINE, ...change }).success).toBe(
      false,
    );
  });
});

describe('answer helpers', () => {
  it('keeps "none yet" exclusive when toggling attack types', () => {
    expect(toggleAttackType(['emails'], 'none-yet')).toEqual(['none-yet']);
    expect(toggleAttackType(['none-yet'], 'emails')).toEqual(['emails']);
    expect(toggleAttackType(['emails', 'phone-calls'], 'emails')).toEqual(['phone-calls']);
    expect(toggleConcernArea(['finances'], 'technology')).toEqual(['finances', 'technology']);
    expect(toggleConcernArea(['finances'], 'finances')).toEqual([]);
  });

  it('enables Next only once the current question has an answer', () => {
    expect(isQuestionAnswered('ageGroup', {})).toBe(false);
    expect(isQuestionAnswered('ageGroup', { ageGroup: '80+' })).toBe(true);
    expect(isQuestionAnswered('attackTypes', { attackTypes: [] })).toBe(false);
    expect(isQuestionAnswered('attackTypes', { attackTypes: ['emails'] })).toBe(true);
  });
});

describe('educational resources', () => {
  it('has the three built-in resources, one free and two marked premium as in the spec', () => {
    expect(EDUCATIONAL_RESOURCES.map((r) => [r.id, r.isPremium])).toEqual([
      ['phone-scam-protection', false],
      ['advanced-email-security', true],
      ['romance-scam-prevention', true],
    ]);
  });

  it('links only to https pages of government and nonprofit sites', () => {
    for (const link of EDUCATIONAL_RESOURCES.flatMap((r) => r.resourceLinks)) {
      expect(new URL(link.url).hostname).toMatch(/(\.gov|aarp\.org)$/);
      expect(link.type).toBe(
        new URL(link.url).hostname.endsWith('.gov') ? 'government' : 'nonprofit',
      );
    }
  });
});
// The English texts behind every key live in the web app's i18next catalog
// (apps/web/src/locales/en/assessment.json); its test checks they match these models.
