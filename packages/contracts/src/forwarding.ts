import { z } from 'zod';
import { LanguageCodeSchema } from './languages.js';

/**
 * Checking by forwarding (issue 20, decision 0053): a person forwards a suspicious e-mail to the
 * deployment's `check@` address or texts it to its number, and the answer comes back in the same
 * conversation. A signed-in person links an address or number (verified by a one-time code they
 * confirm on their dashboard) so their forwards land in their history.
 */

export const ForwardingKindSchema = z.enum(['email', 'phone']);
export type ForwardingKind = z.infer<typeof ForwardingKindSchema>;

/** Digits of a one-time code. */
export const FORWARDING_CODE_LENGTH = 6;
/** How long a one-time code can be confirmed. */
export const FORWARDING_CODE_TTL_MINUTES = 30;
/** Wrong codes accepted before the pending link has to be started again. */
export const FORWARDING_CODE_MAX_ATTEMPTS = 5;
/** The word a person texts to the deployment's number to get their code back. */
export const FORWARDING_SMS_LINK_WORD = 'LINK';

/** A US number in any common way of writing it, or an international one with its `+`. */
const phonePattern = /^\+?[0-9 ().-]{7,20}$/;

/** POST /api/forwarding/identities: start linking an address or number. */
export const ForwardingLinkBodySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('email'),
    value: z.email({ error: 'value: enter an e-mail address such as name@example.com' }).max(254),
    language: LanguageCodeSchema.optional(),
  }),
  z.object({
    kind: z.literal('phone'),
    value: z
      .string()
      .trim()
      .regex(phonePattern, 'value: enter a phone number such as (555) 123-4567'),
    language: LanguageCodeSchema.optional(),
  }),
]);
export type ForwardingLinkBody = z.infer<typeof ForwardingLinkBodySchema>;

/** Ids of linked identities: 16 random bytes in base64url. */
export const ForwardingIdParamsSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'not a valid id'),
});

/** POST /api/forwarding/identities/:id/confirm */
export const ForwardingConfirmBodySchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[0-9]{6}$/, 'code: enter the 6 digits you received'),
});
export type ForwardingConfirmBody = z.infer<typeof ForwardingConfirmBodySchema>;

export const ForwardingIdentitySchema = z.object({
  id: z.string(),
  kind: ForwardingKindSchema,
  /** The address, or the number in E.164 form. */
  value: z.string(),
  verified: z.boolean(),
  /** The language answers to this address or number are written in. */
  language: LanguageCodeSchema,
  createdAt: z.string(),
});
export type ForwardingIdentity = z.infer<typeof ForwardingIdentitySchema>;

/** GET /api/forwarding: what the dashboard's "Check by forwarding" card shows. */
export const ForwardingOverviewSchema = z.object({
  /** `check@<first domain>` when e-mail checking is on, else null. */
  emailAddress: z.string().nullable(),
  /** The number to text when SMS checking is on, else null. */
  smsNumber: z.string().nullable(),
  identities: z.array(ForwardingIdentitySchema),
});
export type ForwardingOverview = z.infer<typeof ForwardingOverviewSchema>;

export const ForwardingOkSchema = z.object({ ok: z.literal(true) });

export const ForwardingChannelNameSchema = z.enum(['email', 'sms']);
export type ForwardingChannelName = z.infer<typeof ForwardingChannelNameSchema>;

/** One channel's state on the admin screen. */
export const ForwardingChannelStateSchema = z.object({
  channel: ForwardingChannelNameSchema,
  state: z.enum(['off', 'listening', 'failed']),
  lastMessageAt: z.string().nullable(),
  lastFailureAt: z.string().nullable(),
  /** A short operator-facing reason (no personal data). */
  lastFailure: z.string().nullable(),
});
export type ForwardingChannelState = z.infer<typeof ForwardingChannelStateSchema>;

/** GET /api/admin/forwarding */
export const ForwardingStatusSchema = z.object({
  channels: z.array(ForwardingChannelStateSchema),
});
export type ForwardingStatus = z.infer<typeof ForwardingStatusSchema>;

/**
 * The SMS provider's webhook (Twilio's format): form-encoded. Unknown fields are kept, since the
 * request signature covers every parameter the provider sent.
 */
export const SmsWebhookBodySchema = z
  .object({
    From: z.string().min(1).max(40),
    Body: z.string().max(20_000).default(''),
    NumMedia: z.coerce.number().int().min(0).max(10).default(0),
  })
  .catchall(z.string().max(20_000));
export type SmsWebhookBody = z.infer<typeof SmsWebhookBodySchema>;
