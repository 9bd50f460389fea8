import { z } from 'zod';
import { stripInvisibleControls } from './invisible-characters.js';

/**
 * Community reports board (spec part 2 §2.1, §3, §4, §5, §7, §9; issue 7). One schema for the
 * submit form and the server, so both refuse the same input with the same words.
 */

/** Page size of §7 and §9: the client asks for 20 and pages with offset = page × 20. */
export const COMMUNITY_PAGE_SIZE = 20;
/** The most a client may ask for in one page. */
export const COMMUNITY_MAX_PAGE_SIZE = 50;
/** Stats count "recent" reports over this many days (§9). */
export const COMMUNITY_RECENT_DAYS = 30;

export const COMMUNITY_TITLE_MIN = 10;
export const COMMUNITY_TITLE_MAX = 200;
export const COMMUNITY_DESCRIPTION_MIN = 50;
export const COMMUNITY_DESCRIPTION_MAX = 2000;
/** Protective limits of our own for the free-text fields the spec leaves unchecked. */
export const COMMUNITY_SHORT_FIELD_MAX = 200;
export const COMMUNITY_WEBSITE_MAX = 2048;
/** One hundred million dollars: far above any real loss, and still exact in integer cents. */
export const COMMUNITY_AMOUNT_MAX_DOLLARS = 100_000_000;
export const COMMUNITY_EVIDENCE_MAX_ITEMS = 10;

/** Category values of §3 with the labels the form shows. */
export const CommunityCategorySchema = z.enum([
  'phone-scam',
  'email-scam',
  'sms-scam',
  'online-scam',
  'mail-scam',
  'in-person-scam',
]);
export type CommunityCategory = z.infer<typeof CommunityCategorySchema>;
export const COMMUNITY_CATEGORIES = CommunityCategorySchema.options;
/**
 * §3 says "The filter offers only the first five", which leaves reports the form accepts as
 * "In-Person Scam" impossible to find (issue 19): the filter offers every category the form does.
 */
export const COMMUNITY_FILTER_CATEGORIES = COMMUNITY_CATEGORIES;

export const CommunityScamTypeSchema = z.enum([
  'phishing',
  'romance',
  'investment',
  'tech-support',
  'government-imposter',
  'family-emergency',
  'prize-lottery',
  'employment',
  'charity',
  'other',
]);
export type CommunityScamType = z.infer<typeof CommunityScamTypeSchema>;
export const COMMUNITY_SCAM_TYPES = CommunityScamTypeSchema.options;

/**
 * The form's messages. The first five are the spec's own words (§5); the rest are ours for the
 * checks the spec names without wording. The client shows them through its catalog by the key,
 * the server sends the English text.
 */
export const COMMUNITY_REPORT_MESSAGES = {
  titleTooShort: 'Title must be at least 10 characters',
  titleTooLong: 'Title too long',
  descriptionTooShort: 'Description must be at least 50 characters',
  descriptionTooLong: 'Description too long',
  categoryRequired: 'Category is required',
  categoryUnknown: 'Choose one of the listed categories',
  scamTypeUnknown: 'Choose one of the listed scam types',
  fieldTooLong: 'This field is too long',
  emailInvalid: 'Enter a valid e-mail address, such as name@example.com',
  websiteInvalid: 'Enter a website address, such as example.com or https://example.com',
  amountInvalid: 'Amount lost must be a number of dollars, 0 or more',
  amountTooLarge: 'Amount lost is too large',
} as const;
export type CommunityReportMessageKey = keyof typeof COMMUNITY_REPORT_MESSAGES;

/** The key of one of our messages, for a client that shows them translated. */
export function communityMessageKey(message: string): CommunityReportMessageKey | undefined {
  const entries = Object.entries(COMMUNITY_REPORT_MESSAGES) as [
    CommunityReportMessageKey,
    string,
  ][];
  return entries.find(([, text]) => text === message)?.[0];
}

const M = COMMUNITY_REPORT_MESSAGES;

/** What people post: invisible controls removed (issue 18), then trimmed. */
const postedText = () => z.string().overwrite(stripInvisibleControls).trim();

/** Free text the spec does not check: optional, empty means not given, bounded in length. */
const optionalText = (max: number) =>
  postedText()
    .max(max, M.fieldTooLong)
    .optional()
    .transform((value) => (value === '' ? undefined : value));

/**
 * A web address with or without its scheme: http or https only, and a host name with a dot and a
 * top-level domain of letters ("example.com", "https://a.example.co.uk/path"), no spaces.
 */
export function isWebsiteAddress(value: string): boolean {
  if (/\s/.test(value)) return false;
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(value);
  if (hasScheme && !/^https?:\/\//i.test(value)) return false;
  let host: string;
  try {
    host = new URL(hasScheme ? value : `http://${value}`).hostname;
  } catch {
    return false;
  }
  const labels = host.split('.');
  const topLevel = labels[labels.length - 1] ?? '';
  return (
    labels.length >= 2 &&
    labels.every((label) => label !== '') &&
    /^(?:[a-z]{2,}|xn--[a-z0-9-]+)$/.test(topLevel)
  );
}

/** An optional choice from a list: empty means not chosen. */
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/**
 * Submission fields of §3 with the rules of §5. Titles and descriptions are trimmed first, so
 * spaces alone do not count towards the minimum.
 */
export const CommunityReportSubmissionSchema = z.object({
  title: postedText()
    .min(COMMUNITY_TITLE_MIN, M.titleTooShort)
    .max(COMMUNITY_TITLE_MAX, M.titleTooLong),
  description: postedText()
    .min(COMMUNITY_DESCRIPTION_MIN, M.descriptionTooShort)
    .max(COMMUNITY_DESCRIPTION_MAX, M.descriptionTooLong),
  category: z
    .string({ error: M.categoryRequired })
    .min(1, M.categoryRequired)
    .pipe(z.enum(CommunityCategorySchema.options, { error: M.categoryUnknown })),
  scamType: z.preprocess(
    emptyToUndefined,
    z.enum(CommunityScamTypeSchema.options, { error: M.scamTypeUnknown }).optional(),
  ),
  location: optionalText(COMMUNITY_SHORT_FIELD_MAX),
  phoneNumber: optionalText(COMMUNITY_SHORT_FIELD_MAX),
  emailAddress: z
    .union([z.literal(''), z.email({ error: M.emailInvalid }).max(254, M.fieldTooLong)], {
      error: M.emailInvalid,
    })
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
  // The scam's address as people copy it from a text: "usps-redelivery-care.com" as well as
  // "https://…" (issue 19). Kept as written; it is shown as text, never as a link.
  websiteUrl: postedText()
    .max(COMMUNITY_WEBSITE_MAX, M.fieldTooLong)
    .refine((value) => value === '' || isWebsiteAddress(value), M.websiteInvalid)
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
  amountLost: z
    .number({ error: M.amountInvalid })
    .min(0, M.amountInvalid)
    .max(COMMUNITY_AMOUNT_MAX_DOLLARS, M.amountTooLarge)
    .optional(),
  evidence: z
    .array(postedText().max(COMMUNITY_SHORT_FIELD_MAX * 5, M.fieldTooLong))
    .max(COMMUNITY_EVIDENCE_MAX_ITEMS, M.fieldTooLong)
    .default([]),
});
/** What the form builds and the client sends. */
export type CommunityReportSubmissionInput = z.input<typeof CommunityReportSubmissionSchema>;
/** What the server stores after parsing. */
export type CommunityReportSubmission = z.output<typeof CommunityReportSubmissionSchema>;

/** §3: pending is the only value the spec shows; verified is the one a match sets. */
export const VerificationStatusSchema = z.enum(['pending', 'verified']);
export type VerificationStatus = z.infer<typeof VerificationStatusSchema>;

/** A published report as the board shows it. Submitter IP and identity are never in it. */
export const CommunityReportSchema = z.object({
  id: z.string().min(1),
  title: z.string(),
  description: z.string(),
  category: CommunityCategorySchema,
  scamType: CommunityScamTypeSchema.nullable(),
  location: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  emailAddress: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  /** Cents; null means none reported (§3). */
  amountLost: z.number().int().min(0).nullable(),
  tags: z.array(z.string()),
  /** "Helpful" votes, one per person. */
  upvotes: z.number().int().min(0),
  /** Published reports in this report's group of similar ones, itself included. */
  reportCount: z.number().int().min(1),
  isVerified: z.boolean(),
  /** The agency whose official alert matched, such as "Federal Trade Commission". */
  verificationSource: z.string().nullable(),
  verificationStatus: VerificationStatusSchema,
  createdAt: z.iso.datetime(),
  /** Whether the person asking has already marked this report helpful. */
  viewerFoundHelpful: z.boolean(),
});
export type CommunityReport = z.infer<typeof CommunityReportSchema>;

/** `verified` of §7: true, false or empty (any). */
export const CommunityVerifiedFilterSchema = z.enum(['true', 'false', '']);
export type CommunityVerifiedFilter = z.infer<typeof CommunityVerifiedFilterSchema>;

export const CommunityReportsQuerySchema = z.object({
  q: z.string().trim().max(COMMUNITY_SHORT_FIELD_MAX).optional(),
  category: z.union([CommunityCategorySchema, z.literal('')]).optional(),
  verified: CommunityVerifiedFilterSchema.optional(),
  limit: z.coerce.number().int().min(1).max(COMMUNITY_MAX_PAGE_SIZE).default(COMMUNITY_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type CommunityReportsQuery = z.input<typeof CommunityReportsQuerySchema>;

export const CommunityReportsResponseSchema = z.object({
  reports: z.array(CommunityReportSchema),
  hasMore: z.boolean(),
});
export type CommunityReportsResponse = z.infer<typeof CommunityReportsResponseSchema>;

export const CommunityStatsSchema = z.object({
  totalReports: z.number().int().min(0),
  verifiedReports: z.number().int().min(0),
  recentReports: z.number().int().min(0),
  /** 0 to 1; the page shows it as a rounded percentage. */
  verificationRate: z.number().min(0).max(1),
});
export type CommunityStats = z.infer<typeof CommunityStatsSchema>;

/** Why automatic moderation held a report back instead of publishing it. */
export const HeldReasonSchema = z.enum(['spam', 'abuse', 'link_flood']);
export type HeldReason = z.infer<typeof HeldReasonSchema>;

/** The answer to a submission: published at once, or held back with the reason. */
export const CommunitySubmitResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('published'), report: CommunityReportSchema }),
  z.object({ status: z.literal('held'), id: z.string().min(1), reason: HeldReasonSchema }),
]);
export type CommunitySubmitResponse = z.infer<typeof CommunitySubmitResponseSchema>;

export const CommunityReportIdParamsSchema = z.object({ id: z.uuid() });

export const HelpfulVoteResponseSchema = z.object({
  upvotes: z.number().int().min(0),
  /** False when this person had already voted: the vote is counted once. */
  counted: z.boolean(),
});
export type HelpfulVoteResponse = z.infer<typeof HelpfulVoteResponseSchema>;

/** §4: a verified report shows "Verified by {source}", an unverified pending one "Verification Pending". */
export function verificationBadge(
  report: Pick<CommunityReport, 'isVerified' | 'verificationSource' | 'verificationStatus'>,
): { kind: 'verified'; source: string } | { kind: 'pending' } | null {
  if (report.isVerified) return { kind: 'verified', source: report.verificationSource ?? '' };
  if (report.verificationStatus === 'pending') return { kind: 'pending' };
  return null;
}

/** §2.1: "Report #" and the first 8 characters of the id. */
export function shortReportId(id: string): string {
  return id.slice(0, 8);
}

/** §9: amounts are stored in cents and shown in dollars; null means none reported. */
export function amountLostDollars(cents: number | null): number | null {
  return cents === null ? null : cents / 100;
}

/** §2.1: Verification Rate is a rounded percentage of a 0-1 rate. */
export function verificationRatePercent(rate: number): number {
  return Math.round(rate * 100);
}
