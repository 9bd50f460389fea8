import type { PREFERENCE_COOKIES } from '@scambuddy/contracts';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Sets (or, with null, removes) one of the cookies that keep the server from sending a
 * pre-rendered English page to this visitor (decision 0046).
 */
export function setPreferenceCookie(
  name: (typeof PREFERENCE_COOKIES)[keyof typeof PREFERENCE_COOKIES],
  value: string | null,
): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    value === null
      ? `${name}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
      : `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
}
