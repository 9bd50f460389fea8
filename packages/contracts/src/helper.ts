import { z } from 'zod';
import { ChannelSchema, ScamTypeSchema } from './taxonomy.js';

/**
 * A trusted helper (issue 10): a person invites a family member or friend by a one-time link they
 * send themselves; with the helper's consent, the helper sees the person's HIGH-risk results made
 * while the link is active (not the message text unless the person allows it) and gets an in-app
 * alert for each. Either side can end the link at any time.
 */

/** How long an invitation link stays usable. */
export const HELPER_INVITE_TTL_DAYS = 7;

/** The web path a helper opens; the token is the last segment. */
export const HELPER_ACCEPT_PATH_PREFIX = '/helper/accept/';

/** 32 random bytes in base64url: exactly 43 characters. */
export const HelperTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'not a valid invitation link');

/** Ids of links, invites and alerts: 16 random bytes in base64url (22 characters). */
export const HelperIdSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'not a valid id');

export const HelperTokenParamsSchema = z.object({ token: HelperTokenSchema });
export const HelperIdParamsSchema = z.object({ id: HelperIdSchema });

const isoDate = z.string();

/** The invitation just created. The token is shown this once; only its hash is stored. */
export const HelperInviteCreatedSchema = z.object({
  id: z.string(),
  token: HelperTokenSchema,
  /** `/helper/accept/<token>`; the client puts its own origin in front. */
  path: z.string(),
  expiresAt: isoDate,
});
export type HelperInviteCreated = z.infer<typeof HelperInviteCreatedSchema>;

/** An invitation the person sent that nobody has accepted yet. */
export const HelperOpenInviteSchema = z.object({
  id: z.string(),
  createdAt: isoDate,
  expiresAt: isoDate,
});
export type HelperOpenInvite = z.infer<typeof HelperOpenInviteSchema>;

export const HelperLinkStatusSchema = z.enum(['active', 'ended']);
export type HelperLinkStatus = z.infer<typeof HelperLinkStatusSchema>;

export const HelperEndedBySchema = z.enum(['person', 'helper']);
export type HelperEndedBy = z.infer<typeof HelperEndedBySchema>;

/** One link as either side sees it: `otherName` is the helper (for the person) or the person. */
export const HelperLinkViewSchema = z.object({
  id: z.string(),
  otherName: z.string(),
  status: HelperLinkStatusSchema,
  startedAt: isoDate,
  endedAt: isoDate.nullable(),
  endedBy: HelperEndedBySchema.nullable(),
  shareText: z.boolean(),
  /** For the helper: alerts of this link not yet opened (0 for the person's own view). */
  unreadAlerts: z.number().int().nonnegative(),
});
export type HelperLinkView = z.infer<typeof HelperLinkViewSchema>;

/** GET /api/helper: everything the /helper screen shows. */
export const HelperOverviewSchema = z.object({
  /** Links where I am the person being helped. */
  myHelpers: z.array(HelperLinkViewSchema),
  openInvites: z.array(HelperOpenInviteSchema),
  /** Links where I am the helper. */
  peopleIHelp: z.array(HelperLinkViewSchema),
  unreadAlerts: z.number().int().nonnegative(),
});
export type HelperOverview = z.infer<typeof HelperOverviewSchema>;

export const HelperInviteStateSchema = z.enum(['open', 'own', 'used', 'expired', 'revoked']);
export type HelperInviteState = z.infer<typeof HelperInviteStateSchema>;

/** GET /api/helper/accept/:token: what the link is before the helper consents. */
export const HelperInvitePreviewSchema = z.object({
  state: HelperInviteStateSchema,
  /** The inviting person's name, only while the invitation can still be accepted. */
  personName: z.string().nullable(),
  expiresAt: isoDate,
});
export type HelperInvitePreview = z.infer<typeof HelperInvitePreviewSchema>;

/** POST /api/helper/accept/:token: consent must be given explicitly. */
export const HelperAcceptBodySchema = z.object({
  consent: z.literal(true, { error: 'tick that you agree before accepting' }),
});
export type HelperAcceptBody = z.infer<typeof HelperAcceptBodySchema>;

export const HelperAcceptedSchema = z.object({ linkId: z.string() });
export type HelperAccepted = z.infer<typeof HelperAcceptedSchema>;

/** PATCH /api/helper/links/:id: the person's per-link consent to share message text. */
export const HelperLinkSettingsBodySchema = z.object({ shareText: z.boolean() });
export type HelperLinkSettingsBody = z.infer<typeof HelperLinkSettingsBodySchema>;

/**
 * One high-risk result as a helper sees it. `text` is null unless the person shares it. `id` names
 * the result for this helper only: it is not the analysis id, which is the saved report's link and
 * opens its quoted evidence, a link only its owner hands out (issue 18, decision 0051).
 */
export const HelperResultSchema = z.object({
  id: z.string(),
  createdAt: isoDate,
  score: z.number().int().min(0).max(100),
  label: z.string(),
  scamType: ScamTypeSchema,
  channel: ChannelSchema.nullable(),
  topSignals: z.array(z.string()),
  text: z.string().nullable(),
});
export type HelperResult = z.infer<typeof HelperResultSchema>;

/** GET /api/helper/people/:id/results (id = the link). */
export const HelperPersonResultsSchema = z.object({
  linkId: z.string(),
  personName: z.string(),
  startedAt: isoDate,
  shareText: z.boolean(),
  results: z.array(HelperResultSchema),
});
export type HelperPersonResults = z.infer<typeof HelperPersonResultsSchema>;

export const HelperAlertSchema = z.object({
  id: z.string(),
  linkId: z.string(),
  personName: z.string(),
  /** The `id` of the result it is about (HelperResult), never the analysis id. */
  resultId: z.string(),
  createdAt: isoDate,
  read: z.boolean(),
  score: z.number().int().min(0).max(100),
  scamType: ScamTypeSchema,
});
export type HelperAlert = z.infer<typeof HelperAlertSchema>;

/** GET /api/helper/alerts: the helper's alerts on active links, newest first. */
export const HelperAlertsSchema = z.object({
  unread: z.number().int().nonnegative(),
  alerts: z.array(HelperAlertSchema),
});
export type HelperAlerts = z.infer<typeof HelperAlertsSchema>;

export const HelperOkSchema = z.object({ ok: z.literal(true) });
