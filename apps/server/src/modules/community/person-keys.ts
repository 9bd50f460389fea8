import { createHmac, randomBytes } from 'node:crypto';

/**
 * Who a vote or a submission comes from, without storing who they are. Keys are HMACs under the
 * session secret, so the table cannot be turned back into user ids, addresses or cookies.
 *
 * Votes (one per person): a signed-in person votes as their account. An anonymous visitor votes
 * as their browser, through a random token in an HttpOnly cookie. We chose the cookie over the
 * client address because many older people share one address (a care home, a library, a
 * household behind one router) and would otherwise share one vote; a visitor who clears cookies
 * can vote again, which the per-address rate limit on voting keeps small.
 *
 * Submissions: by account when signed in, else by client address, only to refuse the same text
 * sent again; the address itself is never stored or shown.
 */

export const VOTER_COOKIE = 'sb_voter';
/** A year: long enough that a returning visitor's votes are still theirs. */
export const VOTER_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const VOTER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;

export function newVoterToken(): string {
  return randomBytes(24).toString('base64url');
}

export function isVoterToken(value: string | undefined): value is string {
  return value !== undefined && VOTER_TOKEN_PATTERN.test(value);
}

function keyed(secret: string, purpose: string, value: string): string {
  return createHmac('sha256', secret).update(`${purpose}\u0000${value}`).digest('base64url');
}

export function voterKey(
  secret: string,
  person: { userId: string } | { browserToken: string },
): string {
  return 'userId' in person
    ? keyed(secret, 'vote:user', person.userId)
    : keyed(secret, 'vote:browser', person.browserToken);
}

export function submitterKey(
  secret: string,
  person: { userId: string } | { clientAddress: string },
): string {
  return 'userId' in person
    ? keyed(secret, 'submit:user', person.userId)
    : keyed(secret, 'submit:address', person.clientAddress);
}
