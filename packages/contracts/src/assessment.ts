import { z } from 'zod';

/**
 * The vulnerability self-assessment of spec part 2 §2.6, §3, §4 and §9: seven questions, the
 * scoring table, levels and the recommendation rule, as pure data and functions. Every text is an
 * i18next key of the `assessment` namespace (English in
 * `apps/web/src/locales/en/assessment.json`, where the translations sit beside it).
 */

export const AgeGroupSchema = z.enum(['50-59', '60-69', '70-79', '80+', 'prefer-not-to-say']);
export const TechComfortSchema = z.enum([
  'very-comfortable',
  'somewhat-comfortable',
  'basic-user',
  'minimal-use',
]);
export const PreviousExperienceSchema = z.enum([
  'never',
  'nearly',
  'minor-loss',
  'significant-loss',
  'multiple-times',
]);
export const CurrentSituationSchema = z.enum([
  'none',
  'suspicious-calls',
  'suspicious-emails',
  'suspicious-texts',
  'ongoing-scam',
  'identity-concerns',
]);
export const AttackTypeSchema = z.enum([
  'phone-calls',
  'emails',
  'text-messages',
  'social-media',
  'dating-sites',
  'door-to-door',
  'mail-scams',
  'investment-fraud',
  'charity-fraud',
  'none-yet',
]);
export type AttackType = z.infer<typeof AttackTypeSchema>;
export const ConcernAreaSchema = z.enum([
  'technology',
  'finances',
  'health-insurance',
  'social-isolation',
  'family-concerns',
  'government-contact',
  'urgent-requests',
  'verifying-identity',
]);
export type ConcernArea = z.infer<typeof ConcernAreaSchema>;
export const SupportLevelSchema = z.enum([
  'strong-support',
  'some-support',
  'limited-support',
  'minimal-support',
]);

/** "None yet" means no scam has reached the person; it cannot be combined with a real channel. */
export const NO_ATTACK_YET = 'none-yet' satisfies AttackType;

/** The answers, as the screen sends them. Multi-select questions need at least one choice (§5). */
export const AssessmentAnswersSchema = z.object({
  ageGroup: AgeGroupSchema,
  techComfort: TechComfortSchema,
  previousExperience: PreviousExperienceSchema,
  currentSituation: CurrentSituationSchema,
  attackTypes: z
    .array(AttackTypeSchema)
    .min(1)
    .refine((list) => new Set(list).size === list.length, 'Each choice once.')
    .refine(
      (list) => !list.includes(NO_ATTACK_YET) || list.length === 1,
      '"None yet" cannot be combined with other choices.',
    ),
  concernAreas: z
    .array(ConcernAreaSchema)
    .min(1)
    .refine((list) => new Set(list).size === list.length, 'Each choice once.'),
  supportLevel: SupportLevelSchema,
});
export type AssessmentAnswers = z.infer<typeof AssessmentAnswersSchema>;

/**
 * `POST /api/vulnerability-profile` body. The spec's client also sends a `riskScore`; object
 * schemas strip unknown keys, so it never reaches the server, which recomputes the score with
 * `assessmentRiskScore`.
 */
export const VulnerabilityProfileInputSchema = AssessmentAnswersSchema;

/** `GET /api/vulnerability-profile`: the saved answers with the server's score. */
export const VulnerabilityProfileSchema = AssessmentAnswersSchema.extend({
  riskScore: z.number().int().min(0).max(100),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type VulnerabilityProfile = z.infer<typeof VulnerabilityProfileSchema>;

/** `GET /api/vulnerability-profile`: `profile` is null until the person has saved one. */
export const VulnerabilityProfileResponseSchema = z.object({
  profile: VulnerabilityProfileSchema.nullable(),
});
export type VulnerabilityProfileResponse = z.infer<typeof VulnerabilityProfileResponseSchema>;

export type QuestionId = keyof AssessmentAnswers;

export interface AssessmentOption {
  id: string;
  labelKey: string;
}

export interface AssessmentQuestion {
  id: QuestionId;
  selection: 'single' | 'multiple';
  titleKey: string;
  helpKey: string;
  options: readonly AssessmentOption[];
}

function question(
  id: QuestionId,
  selection: AssessmentQuestion['selection'],
  optionIds: readonly string[],
): AssessmentQuestion {
  return {
    id,
    selection,
    titleKey: `questions.${id}.title`,
    helpKey: `questions.${id}.help`,
    options: optionIds.map((optionId) => ({
      id: optionId,
      labelKey: `questions.${id}.options.${optionId}`,
    })),
  };
}

/** The seven questions in the order they are asked (question index 0 to 6). */
export const ASSESSMENT_QUESTIONS: readonly AssessmentQuestion[] = [
  question('ageGroup', 'single', AgeGroupSchema.options),
  question('techComfort', 'single', TechComfortSchema.options),
  question('previousExperience', 'single', PreviousExperienceSchema.options),
  question('currentSituation', 'single', CurrentSituationSchema.options),
  question('attackTypes', 'multiple', AttackTypeSchema.options),
  question('concernAreas', 'multiple', ConcernAreaSchema.options),
  question('supportLevel', 'single', SupportLevelSchema.options),
];

/** Points per single-choice answer (part 2 §9). */
export const SINGLE_CHOICE_POINTS = {
  ageGroup: { '50-59': 1, '60-69': 2, '70-79': 3, '80+': 4, 'prefer-not-to-say': 2 },
  techComfort: {
    'very-comfortable': 1,
    'somewhat-comfortable': 2,
    'basic-user': 3,
    'minimal-use': 4,
  },
  previousExperience: {
    never: 1,
    nearly: 2,
    'minor-loss': 3,
    'significant-loss': 4,
    'multiple-times': 5,
  },
  currentSituation: {
    none: 0,
    'suspicious-calls': 2,
    'suspicious-emails': 2,
    'suspicious-texts': 2,
    'ongoing-scam': 5,
    'identity-concerns': 4,
  },
  supportLevel: {
    'strong-support': 1,
    'some-support': 2,
    'limited-support': 3,
    'minimal-support': 4,
  },
} as const satisfies {
  ageGroup: Record<AssessmentAnswers['ageGroup'], number>;
  techComfort: Record<AssessmentAnswers['techComfort'], number>;
  previousExperience: Record<AssessmentAnswers['previousExperience'], number>;
  currentSituation: Record<AssessmentAnswers['currentSituation'], number>;
  supportLevel: Record<AssessmentAnswers['supportLevel'], number>;
};

/** Multi-select questions score one point per choice, up to these caps (part 2 §9). */
export const ATTACK_TYPES_POINTS_CAP = 5;
export const CONCERN_AREAS_POINTS_CAP = 4;
/** The sum is divided by this and scaled to 100 (part 2 §9). */
export const ASSESSMENT_POINTS_SCALE = 25;
export const ASSESSMENT_SCORE_MAX = 100;

/**
 * Attack-type points: one per channel the person has met. "None yet" scores 0, not 1 — it says no
 * scam has reached them, which must not raise the risk (recorded as a project delta).
 */
export function attackTypesPoints(attackTypes: readonly AttackType[]): number {
  const channels = attackTypes.filter((type) => type !== NO_ATTACK_YET).length;
  return Math.min(channels, ATTACK_TYPES_POINTS_CAP);
}

export function concernAreasPoints(concernAreas: readonly ConcernArea[]): number {
  return Math.min(concernAreas.length, CONCERN_AREAS_POINTS_CAP);
}

/** The raw sum of points before scaling. */
export function assessmentPoints(answers: AssessmentAnswers): number {
  return (
    SINGLE_CHOICE_POINTS.ageGroup[answers.ageGroup] +
    SINGLE_CHOICE_POINTS.techComfort[answers.techComfort] +
    SINGLE_CHOICE_POINTS.previousExperience[answers.previousExperience] +
    SINGLE_CHOICE_POINTS.currentSituation[answers.currentSituation] +
    attackTypesPoints(answers.attackTypes) +
    concernAreasPoints(answers.concernAreas) +
    SINGLE_CHOICE_POINTS.supportLevel[answers.supportLevel]
  );
}

/** Risk score: points ÷ 25 × 100, rounded, capped at 100 (part 2 §9). */
export function assessmentRiskScore(answers: AssessmentAnswers): number {
  const scaled = Math.round((assessmentPoints(answers) / ASSESSMENT_POINTS_SCALE) * 100);
  return Math.min(scaled, ASSESSMENT_SCORE_MAX);
}

export const AssessmentRiskLevelSchema = z.enum(['low', 'moderate', 'high', 'critical']);
export type AssessmentRiskLevel = z.infer<typeof AssessmentRiskLevelSchema>;

/** Below 25 Low, below 50 Moderate, below 75 High, otherwise Critical. */
export function assessmentRiskLevel(riskScore: number): AssessmentRiskLevel {
  if (riskScore < 25) return 'low';
  if (riskScore < 50) return 'moderate';
  if (riskScore < 75) return 'high';
  return 'critical';
}

export function assessmentRiskLevelKey(level: AssessmentRiskLevel): string {
  return `levels.${level}`;
}

/** The elevated-risk alert shows only above 50. */
export const ELEVATED_RISK_ABOVE = 50;
export function isElevatedRisk(riskScore: number): boolean {
  return riskScore > ELEVATED_RISK_ABOVE;
}

/**
 * Toggling a multi-select choice: choosing "None yet" clears the channels, choosing a channel
 * clears "None yet", so the answers always pass the schema.
 */
export function toggleAttackType(
  selected: readonly AttackType[],
  choice: AttackType,
): AttackType[] {
  if (selected.includes(choice)) return selected.filter((type) => type !== choice);
  if (choice === NO_ATTACK_YET) return [NO_ATTACK_YET];
  return [...selected.filter((type) => type !== NO_ATTACK_YET), choice];
}

export function toggleConcernArea(
  selected: readonly ConcernArea[],
  choice: ConcernArea,
): ConcernArea[] {
  return selected.includes(choice)
    ? selected.filter((area) => area !== choice)
    : [...selected, choice];
}

/** Next is enabled only once the current question has an answer (part 2 §5). */
export function isQuestionAnswered(
  questionId: QuestionId,
  answers: Partial<AssessmentAnswers>,
): boolean {
  const answer = answers[questionId];
  return Array.isArray(answer) ? answer.length > 0 : answer !== undefined;
}

// ---------------------------------------------------------------------------------------------
// Educational resources and recommendations

export const ResourceLinkSchema = z.object({
  titleKey: z.string().min(1),
  url: z.url({ protocol: /^https$/ }),
  type: z.enum(['government', 'nonprofit']),
});
export type ResourceLink = z.infer<typeof ResourceLinkSchema>;

export const ExampleScenarioSchema = z.object({
  titleKey: z.string().min(1),
  descriptionKey: z.string().min(1),
  redFlagKeys: z.array(z.string().min(1)).min(1),
  preventionKey: z.string().min(1),
});

export const ResourceDifficultySchema = z.enum(['beginner', 'intermediate']);

export const EducationalResourceSchema = z.object({
  id: z.string().min(1),
  titleKey: z.string().min(1),
  descriptionKey: z.string().min(1),
  category: z.enum(['phone', 'email', 'romance']),
  difficulty: ResourceDifficultySchema,
  estimatedMinutes: z.number().int().positive(),
  vulnerabilityTypes: z.array(z.union([AttackTypeSchema, ConcernAreaSchema])).min(1),
  content: z.object({
    summaryKey: z.string().min(1),
    keyPointKeys: z.array(z.string().min(1)).min(1),
    actionStepKeys: z.array(z.string().min(1)).min(1),
    exampleScenarios: z.array(ExampleScenarioSchema).min(1),
  }),
  resourceLinks: z.array(ResourceLinkSchema).min(1),
  isPremium: z.boolean(),
});
export type EducationalResource = z.infer<typeof EducationalResourceSchema>;

/** Keys of the words around a resource card (difficulty, reading time, link type, level, alert). */
export const ASSESSMENT_UI_KEYS = {
  difficulty: { beginner: 'difficulty.beginner', intermediate: 'difficulty.intermediate' },
  estimatedTime: 'resource.estimatedTime',
  linkType: { government: 'linkTypes.government', nonprofit: 'linkTypes.nonprofit' },
  elevatedRisk: 'results.elevatedRisk',
  scoreExplanation: 'results.scoreExplanation',
} as const;

function keys(prefix: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => `${prefix}.${i}`);
}

interface ResourceShape {
  id: string;
  category: EducationalResource['category'];
  difficulty: EducationalResource['difficulty'];
  estimatedMinutes: number;
  vulnerabilityTypes: EducationalResource['vulnerabilityTypes'];
  keyPoints: number;
  actionSteps: number;
  scenarioRedFlags: readonly number[];
  links: readonly { name: string; url: string; type: ResourceLink['type'] }[];
  isPremium: boolean;
}

function resource(shape: ResourceShape): EducationalResource {
  const base = `resources.${shape.id}`;
  return EducationalResourceSchema.parse({
    id: shape.id,
    titleKey: `${base}.title`,
    descriptionKey: `${base}.description`,
    category: shape.category,
    difficulty: shape.difficulty,
    estimatedMinutes: shape.estimatedMinutes,
    vulnerabilityTypes: shape.vulnerabilityTypes,
    content: {
      summaryKey: `${base}.summary`,
      keyPointKeys: keys(`${base}.keyPoints`, shape.keyPoints),
      actionStepKeys: keys(`${base}.actionSteps`, shape.actionSteps),
      exampleScenarios: shape.scenarioRedFlags.map((redFlags, i) => ({
        titleKey: `${base}.scenarios.${i}.title`,
        descriptionKey: `${base}.scenarios.${i}.description`,
        redFlagKeys: keys(`${base}.scenarios.${i}.redFlags`, redFlags),
        preventionKey: `${base}.scenarios.${i}.prevention`,
      })),
    },
    resourceLinks: shape.links.map((link) => ({
      titleKey: `links.${link.name}`,
      url: link.url,
      type: link.type,
    })),
    isPremium: shape.isPremium,
  });
}

// Only official pages of the FTC, the FBI and AARP that are long-standing public addresses.
const FTC_REPORT = {
  name: 'ftcReport',
  url: 'https://reportfraud.ftc.gov/',
  type: 'government',
} as const;
const IC3 = { name: 'ic3', url: 'https://www.ic3.gov/', type: 'government' } as const;
const AARP = {
  name: 'aarpFraud',
  url: 'https://www.aarp.org/money/scams-fraud/',
  type: 'nonprofit',
} as const;

/**
 * The three built-in resources of part 2 §3. The spec marks two as premium; the flag is kept as
 * data, but the full content of all three is here and nothing in this project sells access.
 */
export const EDUCATIONAL_RESOURCES: readonly EducationalResource[] = [
  resource({
    id: 'phone-scam-protection',
    category: 'phone',
    difficulty: 'beginner',
    estimatedMinutes: 10,
    vulnerabilityTypes: [
      'phone-calls',
      'government-contact',
      'urgent-requests',
      'family-concerns',
      'verifying-identity',
    ],
    keyPoints: 5,
    actionSteps: 6,
    scenarioRedFlags: [3, 3],
    links: [
      {
        name: 'ftcPhoneScams',
        url: 'https://consumer.ftc.gov/articles/phone-scams',
        type: 'government',
      },
      { name: 'doNotCall', url: 'https://www.donotcall.gov/', type: 'government' },
      FTC_REPORT,
      AARP,
    ],
    isPremium: false,
  }),
  resource({
    id: 'advanced-email-security',
    category: 'email',
    difficulty: 'intermediate',
    estimatedMinutes: 15,
    vulnerabilityTypes: ['emails', 'text-messages', 'technology', 'finances'],
    keyPoints: 5,
    actionSteps: 6,
    scenarioRedFlags: [3, 3],
    links: [
      {
        name: 'ftcPhishing',
        url: 'https://consumer.ftc.gov/articles/how-recognize-and-avoid-phishing-scams',
        type: 'government',
      },
      { name: 'identityTheft', url: 'https://www.identitytheft.gov/', type: 'government' },
      IC3,
      FTC_REPORT,
    ],
    isPremium: true,
  }),
  resource({
    id: 'romance-scam-prevention',
    category: 'romance',
    difficulty: 'beginner',
    estimatedMinutes: 12,
    vulnerabilityTypes: ['dating-sites', 'social-media', 'social-isolation', 'investment-fraud'],
    keyPoints: 5,
    actionSteps: 5,
    scenarioRedFlags: [3, 3],
    links: [
      {
        name: 'ftcRomance',
        url: 'https://consumer.ftc.gov/articles/what-know-about-romance-scams',
        type: 'government',
      },
      IC3,
      FTC_REPORT,
      AARP,
    ],
    isPremium: true,
  }),
];

/**
 * Resources whose vulnerability types match a chosen attack type or concern area, in their fixed
 * order; when none match, all three (part 2 §9).
 */
export function recommendResources(
  answers: Pick<AssessmentAnswers, 'attackTypes' | 'concernAreas'>,
  resources: readonly EducationalResource[] = EDUCATIONAL_RESOURCES,
): EducationalResource[] {
  const chosen = new Set<string>([...answers.attackTypes, ...answers.concernAreas]);
  const matched = resources.filter((item) =>
    item.vulnerabilityTypes.some((type) => chosen.has(type)),
  );
  return matched.length > 0 ? matched : [...resources];
}

/** Everything the results screen shows, from the answers alone. */
export function assessmentResults(answers: AssessmentAnswers): {
  riskScore: number;
  level: AssessmentRiskLevel;
  levelKey: string;
  isElevatedRisk: boolean;
  resources: EducationalResource[];
} {
  const riskScore = assessmentRiskScore(answers);
  const level = assessmentRiskLevel(riskScore);
  return {
    riskScore,
    level,
    levelKey: assessmentRiskLevelKey(level),
    isElevatedRisk: isElevatedRisk(riskScore),
    resources: recommendResources(answers),
  };
}
