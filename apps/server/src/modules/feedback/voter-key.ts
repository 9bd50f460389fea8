import { createHash } from 'node:crypto';

/**
 * Who answered, for "once per analysis": the account when signed in, else the browser's random
 * token. Only a hash of the token is kept, so the table cannot be used to answer as that browser.
 * Returns null for an anonymous request without a token.
 */
export function voterKey(userId: string | null, voterToken: string | undefined): string | null {
  if (userId !== null) return `user:${userId}`;
  if (voterToken === undefined) return null;
  return `browser:${createHash('sha256').update(voterToken).digest('hex')}`;
}
