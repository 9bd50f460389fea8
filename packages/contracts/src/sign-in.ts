// No zod here (and none imported): the web client's home page uses these values, and it ships
// without zod (issue 9: home ≤ 150 KB of JavaScript). The schemas built from them stay in auth.ts.

/** Path of the development sign-in form (web route), where `/auth/google` leads when no provider is configured. */
export const DEV_SIGN_IN_PATH = '/dev-sign-in';

/** Query parameter on `/` telling the home page how a sign-in ended when it did not succeed. */
export const SIGN_IN_OUTCOME_PARAM = 'signin';

/**
 * Why a sign-in came back without a session: `failed` (refused or tampered: wrong state, replayed
 * code, wrong nonce, provider error), `cancelled` (the person said no at the provider),
 * `unavailable` (no sign-in is configured on this server).
 */
export const SIGN_IN_OUTCOMES = ['failed', 'cancelled', 'unavailable'] as const;
export type SignInOutcome = (typeof SIGN_IN_OUTCOMES)[number];

/** SignInOutcomeSchema's check without zod. */
export function isSignInOutcome(value: unknown): value is SignInOutcome {
  return (SIGN_IN_OUTCOMES as readonly unknown[]).includes(value);
}
