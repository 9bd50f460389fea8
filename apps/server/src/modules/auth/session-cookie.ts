import type { CookieSerializeOptions } from '@fastify/cookie';
import { SESSION_TTL_MS } from './session-store.js';

export const SESSION_COOKIE = 'sb_session';

/** HttpOnly so scripts never see it; Lax so it rides top-level navigations back from Google. */
export function sessionCookieOptions(isHttps: boolean): CookieSerializeOptions {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps,
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  };
}
