import { z } from 'zod';

/**
 * Caller and link lookup (issue 10): paste a phone number or a web address and see what the
 * product knows about it — community reports, official alerts that mention it, and the engine's
 * checks of the number or the domain. One schema for the form and the server.
 */

export const LOOKUP_QUERY_MIN = 3;
export const LOOKUP_QUERY_MAX = 300;
/** Community reports and official alerts shown at most. */
export const LOOKUP_MAX_REPORTS = 5;
export const LOOKUP_MAX_ALERTS = 5;

/** English messages the server sends; the client shows its own translation by the key. */
export const LOOKUP_MESSAGES = {
  tooShort: 'Enter a phone number or a web address of at least 3 characters.',
  tooLong: 'That is too long. Enter one phone number or one web address.',
  notRecognised:
    'That does not look like a phone number or a web address. Try a number such as 1-800-555-0199 or an address such as example.com.',
} as const;
export type LookupMessageKey = keyof typeof LOOKUP_MESSAGES;

export const LookupQuerySchema = z.object({
  q: z
    .string({ error: LOOKUP_MESSAGES.tooShort })
    .trim()
    .min(LOOKUP_QUERY_MIN, { error: LOOKUP_MESSAGES.tooShort })
    .max(LOOKUP_QUERY_MAX, { error: LOOKUP_MESSAGES.tooLong }),
});
export type LookupQuery = z.infer<typeof LookupQuerySchema>;

export const LOOKUP_CHECK_IDS = [
  // Phone numbers.
  'phone_valid',
  'phone_invalid',
  'phone_north_america',
  'phone_nanp_foreign',
  'phone_international',
  'phone_toll_free',
  'phone_official_number',
  'phone_premium',
  'phone_n11',
  'phone_short_code',
  'phone_spoofing_caveat',
  // Web addresses.
  'domain_official_gov',
  'domain_official_edu',
  'domain_official_brand',
  'domain_user_content',
  'domain_redirect',
  'domain_lookalike',
  'domain_brand_in_subdomain',
  'domain_punycode',
  'domain_homoglyph',
  'domain_ip_host',
  'domain_shortener',
  'domain_risky_tld',
  'domain_service_words',
  'domain_many_subdomains',
  'domain_many_hyphens',
  'domain_nothing_found',
  'domain_age_unknown',
] as const;
export const LookupCheckIdSchema = z.enum(LOOKUP_CHECK_IDS);
export type LookupCheckId = z.infer<typeof LookupCheckIdSchema>;

/** danger: a known scam sign; caution: take care; ok: a reassuring fact; info: good to know. */
export const LookupCheckResultSchema = z.enum(['danger', 'caution', 'ok', 'info']);
export type LookupCheckResult = z.infer<typeof LookupCheckResultSchema>;

export const LookupCheckSchema = z.object({
  id: LookupCheckIdSchema,
  result: LookupCheckResultSchema,
  /** The client catalog key of the plain explanation (`lookup:checks.<id>`). */
  explanationKey: z.string(),
  /** Values the explanation names (the brand imitated, the country, the area code). */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type LookupCheck = z.infer<typeof LookupCheckSchema>;

export const LookupKindSchema = z.enum(['phone', 'domain']);
export type LookupKind = z.infer<typeof LookupKindSchema>;

export const LookupCommunityReportSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string(),
  isVerified: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type LookupCommunityReport = z.infer<typeof LookupCommunityReportSchema>;

/**
 * What an official item says about the looked-up site or number: a `warning` about a scam that
 * uses it, or an `enforcement` action (a lawsuit, settlement or order) against a company —
 * "FTC secures settlement against Amazon" names amazon.com but does not say the site is a scam.
 */
export const LookupAlertRelationSchema = z.enum(['warning', 'enforcement']);
export type LookupAlertRelation = z.infer<typeof LookupAlertRelationSchema>;

export const LookupOfficialAlertSchema = z.object({
  id: z.string(),
  title: z.string(),
  agency: z.string(),
  url: z.string(),
  publishedAt: z.iso.datetime().nullable(),
  relation: LookupAlertRelationSchema,
});
export type LookupOfficialAlert = z.infer<typeof LookupOfficialAlertSchema>;

export const LookupResponseSchema = z.object({
  kind: LookupKindSchema,
  /** What was asked, trimmed. */
  query: z.string(),
  /** E.164 for a complete phone number; the registrable domain, lowercased, for an address. */
  normalized: z.string(),
  /** How to show it: national format for +1 numbers; the domain in its own letters (Unicode). */
  display: z.string(),
  /** ISO region of a phone number, when known. */
  country: z.string().nullable(),
  checks: z.array(LookupCheckSchema),
  community: z.object({
    /** Different people who reported it on the community board. */
    reporterCount: z.number().int().nonnegative(),
    /** The newest few of those reports. */
    latest: z.array(LookupCommunityReportSchema),
  }),
  officialAlerts: z.array(LookupOfficialAlertSchema),
});
export type LookupResponse = z.infer<typeof LookupResponseSchema>;
