import { z } from 'zod';
import { ANALYSIS_MAX_CHARS } from './analysis.js';
import { SHARE_FAILURE_REASONS } from './share-failure.js';

/**
 * The Web Share Target (issue 10): the installed app appears in the phone's share sheet, and a
 * shared text, link or screenshot arrives as a multipart navigation POST to this path.
 */
export const SHARE_TARGET_PATH = '/share';

/** The multipart field the manifest's `share_target.params.files` names for a shared picture. */
export const SHARE_TARGET_FILE_FIELD = 'image';

/** Field names the manifest's `share_target.params` declares, in the order they are joined. */
export const SHARE_TARGET_TEXT_FIELDS = ['title', 'text', 'url'] as const;

export const ShareFailureReasonSchema = z.enum(SHARE_FAILURE_REASONS);

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
