import { z } from 'zod';
import { AnalysisContactsSchema } from './contacts.js';
import {
  ChannelSchema,
  InputTypeSchema,
  PaymentMethodSchema,
  ScamTypeSchema,
  StateCodeSchema,
} from './taxonomy.js';

/** Longest text the engine reads; longer input is analysed on its first part with a note. */
export const ANALYSIS_MAX_CHARS = 20_000;

/** What the engine is given (issue 3): the text plus what the person told us about it. */
export const AnalysisInputSchema = z.object({
  text: z.string(),
  inputType: InputTypeSchema,
  channel: ChannelSchema.optional(),
  state: StateCodeSchema.optional(),
  locale: z.string().min(2).max(16).optional(),
});
export type AnalysisInput = z.infer<typeof AnalysisInputSchema>;

/** An i18next message key with its interpolation parameters, so any client can re-render it. */
export const MessageRefSchema = z.object({
  key: z.string().min(1),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type MessageRef = z.infer<typeof MessageRefSchema>;

/** Spec part 1 §5: 0–30 LOW, 31–70 MODERATE, 71–100 HIGH. */
export const RiskBandSchema = z.enum(['low', 'moderate', 'high']);
export type RiskBand = z.infer<typeof RiskBandSchema>;

export const ConfidenceSchema = z.enum(['low', 'medium', 'high']);
export type Confidence = z.infer<typeof ConfidenceSchema>;

/** Machine form of an action's `when`; the rendered `when` carries the words the badge colours read. */
export const ActionUrgencySchema = z.enum(['now', 'within_24h', 'this_week']);
export type ActionUrgency = z.infer<typeof ActionUrgencySchema>;

export const RecommendedActionSchema = z.object({
  title: z.string().min(1),
  steps: z.array(z.string().min(1)),
  when: z.string().min(1),
  urgency: ActionUrgencySchema,
});
export type RecommendedAction = z.infer<typeof RecommendedActionSchema>;

export const SignalCategorySchema = z.enum([
  'impersonation',
  'pressure',
  'request',
  'too_good',
  'call_context',
  'link',
  'legitimacy',
]);
export type SignalCategory = z.infer<typeof SignalCategorySchema>;

export const EvidenceSpanSchema = z.object({
  text: z.string(),
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
});
export type EvidenceSpan = z.infer<typeof EvidenceSpanSchema>;

export const DetectedSignalSchema = z.object({
  id: z.string().min(1),
  category: SignalCategorySchema,
  /** Log-odds contribution in the trained model: positive raises risk, negative lowers it. */
  weight: z.number(),
  /** Where it was found in the normalised text; null when the signal comes from entities or context. */
  evidence: EvidenceSpanSchema.nullable(),
  message: MessageRefSchema,
});
export type DetectedSignal = z.infer<typeof DetectedSignalSchema>;

export const UrlEntitySchema = z.object({
  url: z.string(),
  host: z.string(),
  domain: z.string().nullable(),
  /**
   * Why the link is risky: ip_host, punycode, shortener, lookalike, brand_in_subdomain, risky_tld;
   * shared_page (a page anyone can publish on a company's domain, or a redirect from it) and
   * brand_on_shared_page (such a page named after a company).
   */
  flags: z.array(z.string()),
  /** The brand or agency a lookalike or sub-domain imitates. */
  imitates: z.string().optional(),
});
export type UrlEntity = z.infer<typeof UrlEntitySchema>;

export const PhoneEntitySchema = z.object({
  raw: z.string(),
  e164: z.string().nullable(),
  tollFree: z.boolean(),
});
export type PhoneEntity = z.infer<typeof PhoneEntitySchema>;

export const AmountEntitySchema = z.object({
  raw: z.string(),
  value: z.number().nonnegative(),
  currency: z.string(),
});
export type AmountEntity = z.infer<typeof AmountEntitySchema>;

export const EntitiesSchema = z.object({
  urls: z.array(UrlEntitySchema),
  phones: z.array(PhoneEntitySchema),
  emails: z.array(z.string()),
  amounts: z.array(AmountEntitySchema),
  payment_methods: z.array(PaymentMethodSchema),
  gift_card_brands: z.array(z.string()),
  organisations: z.array(z.string()),
  remote_access_tools: z.array(z.string()),
  one_time_code_request: z.boolean(),
});
export type Entities = z.infer<typeof EntitiesSchema>;

/** What the text says already happened; drives the recovery advice. */
export const HarmEventSchema = z.enum([
  'paid_gift_card',
  'sent_wire',
  'sent_crypto',
  'sent_cash',
  'sent_payment_app',
  'paid_card',
  'gave_ssn',
  'gave_bank_login',
  'gave_code',
  'gave_medicare_number',
  'remote_access',
  'clicked_link',
]);
export type HarmEvent = z.infer<typeof HarmEventSchema>;

/** The message keys behind every rendered text, so a client can re-render in another language. */
export const AnalysisMessagesSchema = z.object({
  label: MessageRefSchema,
  explanation: z.array(MessageRefSchema),
  top_signals: z.array(MessageRefSchema),
  next_steps: z.array(MessageRefSchema),
  recommended_actions: z.array(
    z.object({
      title: MessageRefSchema,
      steps: z.array(MessageRefSchema),
      when: MessageRefSchema,
    }),
  ),
  legal_language: MessageRefSchema,
  notes: z.array(MessageRefSchema),
});
export type AnalysisMessages = z.infer<typeof AnalysisMessagesSchema>;

/** Spec part 1 §3 analysis result, plus the engine's structured extras (issue 3). */
export const AnalysisResultSchema = z.object({
  scam_score: z.number().int().min(0).max(100),
  confidence: ConfidenceSchema,
  label: z.string().min(1),
  risk_level: RiskBandSchema,
  explanation: z.string().min(1),
  top_signals: z.array(z.string()),
  next_steps: z.array(z.string()),
  recommended_actions: z.array(RecommendedActionSchema),
  legal_language: z.string().min(1),
  contacts: AnalysisContactsSchema,
  version: z.string().min(1),
  scam_type: ScamTypeSchema,
  signals: z.array(DetectedSignalSchema),
  entities: EntitiesSchema,
  harm: z.array(HarmEventSchema),
  /** Calibrated model probability before any documented rule raised it (0–1). */
  model_probability: z.number().min(0).max(1),
  /** Ids of the score-raising rules that applied (documented in packages/engine/README.md). */
  rules_applied: z.array(z.string()),
  truncated: z.boolean(),
  locale: z.string(),
  messages: AnalysisMessagesSchema,
});
export type AnalysisResult = z.infer<typeof AnalysisResultSchema>;
