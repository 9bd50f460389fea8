// No zod here (and none imported): the web client's home page uses these values, and it ships
// without zod (issue 9: home ≤ 150 KB of JavaScript). The schemas built from them stay in share-target.ts.

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
export type ShareFailureReason = (typeof SHARE_FAILURE_REASONS)[number];

/** The query the server redirects to when a share fails: `/?share=failed&reason=…`. */
export const SHARE_FAILED_QUERY = { key: 'share', value: 'failed', reasonKey: 'reason' } as const;

export function shareFailedHref(reason: ShareFailureReason): string {
  return `/?${SHARE_FAILED_QUERY.key}=${SHARE_FAILED_QUERY.value}&${SHARE_FAILED_QUERY.reasonKey}=${reason}`;
}

/** The reason in a home page query, or null when the query is not a failed share. */
export function readShareFailure(search: string): ShareFailureReason | null {
  const params = new URLSearchParams(search);
  if (params.get(SHARE_FAILED_QUERY.key) !== SHARE_FAILED_QUERY.value) return null;
  const reason = params.get(SHARE_FAILED_QUERY.reasonKey);
  return (SHARE_FAILURE_REASONS as readonly (string | null)[]).includes(reason)
    ? (reason as ShareFailureReason)
    : 'unreadable';
}
