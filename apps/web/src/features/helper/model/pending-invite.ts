import { HelperTokenSchema } from '@scambuddy/contracts';

/**
 * An invitation opened before signing in: kept in this tab (sessionStorage survives the sign-in
 * redirects) so the helper comes back to it right after signing in. Never throws.
 */
const KEY = 'scambuddy.pending-helper-invite';

export function rememberPendingInvite(token: string): void {
  try {
    window.sessionStorage.setItem(KEY, token);
  } catch {
    // Without storage the helper simply opens the link again after signing in.
  }
}

/** The remembered invitation token, forgotten as it is read. */
export function takePendingInvite(): string | null {
  try {
    const token = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    return token !== null && HelperTokenSchema.safeParse(token).success ? token : null;
  } catch {
    return null;
  }
}

/** The full link to send, on this site's own origin. */
export function inviteUrl(path: string): string {
  return new URL(path, window.location.origin).href;
}
