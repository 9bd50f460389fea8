import { z } from 'zod';
import { ANALYSIS_MAX_CHARS } from './analysis.js';

/**
 * The Web Share Target (issue 10): the installed app appears in the phone's share sheet, and a
 * shared text, link or screenshot arrives as a multipart navigation POST to this path.
 */
export const SHARE_TARGET_PATH = '/share';

/** The multipart field the manifest's `share_target.params.files` names for a shared picture. */
export const SHARE_TARGET_FILE_FIELD = 'image';

/** Field names the manifest's `share_target.params` declares, in the order they are joined. */
export const SHARE_TARGET_TEXT_FIELDS = ['title', 'text', 'url'] as const;

/** Why a share could not become a result; the home page explains each in the person's language. */
export const SHARE_FAILURE_REASONS = [
  'empty',
  'too-long',
  'unsupported-file',
  'too-large',
  'no-text',
  'unreadable',
  'rate-limited',
  'other-site',
  'unavailable',
] as const;
export const ShareFailureReasonSchema = z.enum(SHARE_FAILURE_REASONS);
export type ShareFailureReason = z.infer<typeof ShareFailureReasonSchema>;

/** The query the server redirects to when a share fails: `/?share=failed&reason=…`. */
export const SHARE_FAILED_QUERY = { key: 'share', value: 'failed', reasonKey: 'reason' } as const;

export function shareFailedHref(reason: ShareFailureReason): string {
  return `/?${SHARE_FAILED_QUERY.key}=${SHARE_FAILED_QUERY.value}&${SHARE_FAILED_QUERY.reasonKey}=${reason}`;
}

/** The reason in a home page query, or null when the query is not a failed share. */
export function readShareFailure(search: string): ShareFailureReason | null {
  const params = new URLSearchParams(search);
  if (params.get(SHARE_FAILED_QUERY.key) !== SHARE_FAILED_QUERY.value) return null;
  const parsed = ShareFailureReasonSchema.safeParse(params.get(SHARE_FAILED_QUERY.reasonKey));
  return parsed.success ? parsed.data : 'unreadable';
}

const sharedField = z.string().max(ANALYSIS_MAX_CHARS).optional();

/** The text fields of a share, each optional (apps fill different ones). */
export const ShareTargetFieldsSchema = z.object({
  title: sharedField,
  text: sharedField,
  url: sharedField,
});
export type ShareTargetFields = z.infer<typeof ShareTargetFieldsSchema>;

/**
 * The message to analyse from a share: title, text and link joined one per line, leaving out a
 * part already contained in another (Android puts the link inside `text` as well as in `url`).
 */
export function joinSharedText(fields: ShareTargetFields): string {
  const parts = SHARE_TARGET_TEXT_FIELDS.map((name) => (fields[name] ?? '').trim()).filter(
    (part) => part.length > 0,
  );
  const kept = parts.filter(
    (part, index) =>
      !parts.some(
        (other, otherIndex) => otherIndex !== index && other !== part && other.includes(part),
      ) && parts.indexOf(part) === index,
  );
  return kept.join('\n');
}
