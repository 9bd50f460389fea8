import { z } from 'zod';

/**
 * Kinds of personal information the PII filter (packages/pii-filter) removes from a call
 * transcript, each replaced by its placeholder. Only the kind ever leaves the filter, never a value.
 */
export const PII_TYPES = [
  'ssn',
  'credit_card',
  'bank_account',
  'routing_number',
  'phone',
  'email',
  'date_of_birth',
  'medicare',
  'address',
  'name',
  'pin',
  'one_time_code',
  'spoken_number',
] as const;
export const PiiTypeSchema = z.enum(PII_TYPES);
export type PiiType = z.infer<typeof PiiTypeSchema>;

/** What the filtered transcript shows in place of each kind. */
export const PII_PLACEHOLDERS: Record<PiiType, string> = {
  ssn: '[SSN]',
  credit_card: '[CARD]',
  bank_account: '[ACCOUNT]',
  routing_number: '[ROUTING]',
  phone: '[PHONE]',
  email: '[EMAIL]',
  date_of_birth: '[DOB]',
  medicare: '[MEDICARE]',
  address: '[ADDRESS]',
  name: '[NAME]',
  pin: '[PIN]',
  one_time_code: '[CODE]',
  spoken_number: '[NUMBER]',
};

export const PiiItemSchema = z.object({ type: PiiTypeSchema });
export type PiiItem = z.infer<typeof PiiItemSchema>;

/** Base64 of at most 10 MiB of audio (the transcribe route's limit) is at most this long. */
export const CALL_AUDIO_MAX_BASE64_CHARS = Math.ceil((10 * 1024 * 1024) / 3) * 4;

/** Spec part 2 §7: POST /api/transcribe-and-filter, sent when recording stops. */
export const TranscribeAndFilterBodySchema = z.object({
  audioData: z
    .string({ error: 'Required' })
    .min(1, 'the recording is empty')
    .max(CALL_AUDIO_MAX_BASE64_CHARS, 'the recording is larger than 10 MB')
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'must be base64'),
  /** Spec part 2 §3: the session id is made of the start time (milliseconds since 1970). */
  sessionId: z
    .string({ error: 'Required' })
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1 to 64 letters, digits, "-" or "_"'),
});
export type TranscribeAndFilterBody = z.infer<typeof TranscribeAndFilterBodySchema>;

/**
 * The answer. `rawTranscript` is present only for an admin (DELTAS row 1): the server leaves it
 * out for everyone else, so the unfiltered text never reaches their browser.
 */
export const TranscribeAndFilterResponseSchema = z.object({
  sessionId: z.string(),
  rawTranscript: z.string().optional(),
  filteredTranscript: z.string(),
  piiItems: z.array(PiiItemSchema),
  analysis: z.object({ scam_score: z.number().int().min(0).max(100) }),
});
export type TranscribeAndFilterResponse = z.infer<typeof TranscribeAndFilterResponseSchema>;

/** Spec part 2 §3 "Call session" statuses. */
export const CALL_SESSION_STATUSES = ['recording', 'processing', 'complete', 'error'] as const;
export type CallSessionStatus = (typeof CALL_SESSION_STATUSES)[number];

/** Spec part 2 §9: the fixed analysis text of the session export. */
export const CALL_SESSION_EXPORT_ANALYSIS =
  'Call transcribed with personal information removed and checked for scam warning signs.';

/** Spec part 2 §9: call-session-{id}.json holds these fields. */
export interface CallSessionExport {
  sessionId: string;
  startTime: string;
  endTime: string | null;
  filteredTranscript: string;
  piiItemsCount: number;
  riskScore: number | null;
  analysis: string;
}

/** Spec part 2 §9 risk colours: 70 or more red, 40 to 69 yellow, below 40 green. */
export function callRiskBand(score: number): 'red' | 'yellow' | 'green' {
  if (score >= 70) return 'red';
  if (score >= 40) return 'yellow';
  return 'green';
}
