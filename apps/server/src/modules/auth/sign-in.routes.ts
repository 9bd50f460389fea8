import {
  AFTER_SIGN_IN_PATH,
  AuthProvidersSchema,
  DEV_SIGN_IN_PATH,
  DevSignInBodySchema,
  ErrorBodySchema,
  SIGN_IN_OUTCOME_PARAM,
  type SignInOutcome,
} from '@scambuddy/contracts';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../adapters/clock.js';
import type { Orm } from '../../db/database.js';
import { AppError } from '../../plugins/app-error.js';
import { withRateLimit } from '../../plugins/rate-limit.js';
import {
  PendingSignInSchema,
  SignInRefused,
  createOidcClient,
  type OidcClient,
  type PendingSignIn,
} from './oidc-client.js';
import type { OidcSettings } from './oidc.config.js';
import { startSession } from './start-session.js';

export const OIDC_CALLBACK_PATH = '/auth/google/callback';
/** The signed cookie holding state, nonce and PKCE verifier between redirect and callback. */
export const PENDING_SIGN_IN_COOKIE = 'sb_oidc';
/** Ten minutes to choose an account at the provider is plenty; after that, start again. */
const PENDING_SIGN_IN_SECONDS = 10 * 60;
/** Per client address: generous for people, tight for anyone hammering the provider through us. */
const SIGN_IN_RATE = withRateLimit({ max: 20, timeWindowMs: 60_000 });

export interface SignInRoutesOptions {
  orm: Orm;
  clock: Clock;
  adminEmails: readonly string[];
  isHttps: boolean;
  isProduction: boolean;
  /** Null: no provider configured. */
  oidc: OidcSettings | null;
  /** PUBLIC_URL without a trailing slash; the callback address registered at the provider. */
  publicUrl: string;
}

function pendingCookieOptions(isHttps: boolean): CookieSerializeOptions {
  // Lax: the callback is a top-level GET navigation coming back from the provider's site.
  return {
    path: '/auth',
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps,
    signed: true,
    maxAge: PENDING_SIGN_IN_SECONDS,
  };
}

function homeWith(outcome: SignInOutcome): string {
  return `/?${SIGN_IN_OUTCOME_PARAM}=${outcome}`;
}

/**
 * Sign-in: OpenID Connect (Google by default, any issuer through OIDC_ISSUER_URL) and, when no
 * provider is configured outside production, a development sign-in with a name and an e-mail.
 * Every failure sends the browser home with `?signin=failed|cancelled|unavailable`, which the home
 * page turns into a translated message; nothing about the failure reaches the page itself.
 */
export const signInRoutes: FastifyPluginAsyncZod<SignInRoutesOptions> = async (app, options) => {
  const developmentSignIn = options.oidc === null && !options.isProduction;
  const oidcClient: OidcClient | null =
    options.oidc === null
      ? null
      : createOidcClient(options.oidc, `${options.publicUrl}${OIDC_CALLBACK_PATH}`);
  const sessionDeps = { app, ...options };

  app.get('/auth/providers', { schema: { response: { 200: AuthProvidersSchema } } }, async () => ({
    oidc: oidcClient !== null,
    development: developmentSignIn,
  }));

  app.get('/auth/google', { config: SIGN_IN_RATE }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (oidcClient === null) {
      return reply.redirect(developmentSignIn ? DEV_SIGN_IN_PATH : homeWith('unavailable'));
    }
    try {
      const { url, pending } = await oidcClient.start();
      reply.setCookie(
        PENDING_SIGN_IN_COOKIE,
        JSON.stringify(pending),
        pendingCookieOptions(options.isHttps),
      );
      return reply.redirect(url.href);
    } catch (error) {
      request.log.warn({ err: errorSummary(error) }, 'sign-in could not start');
      return reply.redirect(homeWith('failed'));
    }
  });

  app.get(OIDC_CALLBACK_PATH, { config: SIGN_IN_RATE }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    // One use only: whatever happens next, this browser's pending sign-in is spent.
    const pending = readPendingSignIn(request);
    reply.clearCookie(PENDING_SIGN_IN_COOKIE, {
      ...pendingCookieOptions(options.isHttps),
      maxAge: 0,
    });
    if (oidcClient === null) return reply.redirect(homeWith('unavailable'));
    if (pending === null) {
      request.log.warn('sign-in callback without a valid pending sign-in cookie');
      return reply.redirect(homeWith('failed'));
    }
    try {
      const callbackUrl = new URL(request.url, `${options.publicUrl}/`);
      const profile = await oidcClient.finish(callbackUrl, pending);
      await startSession(sessionDeps, request, reply, profile);
      return reply.redirect(AFTER_SIGN_IN_PATH);
    } catch (error) {
      const cancelled = error instanceof SignInRefused && error.reason === 'cancelled';
      request.log.warn({ err: errorSummary(error) }, 'sign-in refused');
      return reply.redirect(homeWith(cancelled ? 'cancelled' : 'failed'));
    }
  });

  app.post(
    '/auth/dev-login',
    {
      config: withRateLimit({ max: 10, timeWindowMs: 60_000 }),
      schema: {
        body: DevSignInBodySchema,
        response: { 200: z.object({ ok: z.literal(true) }), 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      // Anyone could claim any address here, so it must not exist where real accounts live.
      if (!developmentSignIn) throw new AppError('NOT_FOUND', 404);
      reply.header('cache-control', 'no-store');
      await startSession(sessionDeps, request, reply, request.body);
      return { ok: true as const };
    },
  );
};

function readPendingSignIn(request: FastifyRequest): PendingSignIn | null {
  const raw = request.cookies[PENDING_SIGN_IN_COOKIE];
  if (raw === undefined) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return null;
  try {
    const parsed = PendingSignInSchema.safeParse(JSON.parse(unsigned.value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** What is safe to log about a failure: its kind and code, never tokens or addresses. */
function errorSummary(error: unknown): { name: string; code?: string; reason?: string } {
  if (error instanceof SignInRefused) return { name: error.name, reason: error.reason };
  if (error instanceof Error) {
    const code = (error as Error & { code?: unknown }).code;
    return { name: error.name, ...(typeof code === 'string' ? { code } : {}) };
  }
  return { name: 'unknown' };
}
