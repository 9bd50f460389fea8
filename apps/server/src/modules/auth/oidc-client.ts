import * as client from 'openid-client';
import { z } from 'zod';
import { GOOGLE_ISSUER, type OidcSettings } from './oidc.config.js';
import type { SignInProfile } from './users.repository.js';

/**
 * What the browser carries between the redirect to the provider and the callback, in a signed,
 * HttpOnly cookie: the `state` the callback must echo, the `nonce` the ID token must contain and
 * the PKCE verifier only this browser knows. A stolen code is useless without all three.
 */
export const PendingSignInSchema = z.object({
  state: z.string().min(16).max(200),
  nonce: z.string().min(16).max(200),
  codeVerifier: z.string().min(43).max(128),
});
export type PendingSignIn = z.infer<typeof PendingSignInSchema>;

/** Why a callback was refused; logged (never with personal data) and mapped to `?signin=`. */
export class SignInRefused extends Error {
  constructor(
    readonly reason: 'cancelled' | 'provider_error' | 'no_email' | 'email_unverified',
    detail?: string,
  ) {
    super(detail ?? reason);
    this.name = 'SignInRefused';
  }
}

export interface OidcClient {
  /** A fresh authorization URL (code flow, S256 PKCE, state, nonce) and what to remember. */
  start(): Promise<{ url: URL; pending: PendingSignIn }>;
  /**
   * Checks the callback against what was remembered and exchanges the code: openid-client verifies
   * the state, the PKCE verifier (at the provider), the ID token's signature, issuer, audience,
   * expiry and nonce. Throws on any mismatch.
   */
  finish(callbackUrl: URL, pending: PendingSignIn): Promise<SignInProfile>;
}

const SCOPE = 'openid email profile';

/** Plain http is only accepted for an issuer on this machine (the tests' provider). */
function isLoopback(url: URL): boolean {
  return ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

export function createOidcClient(settings: OidcSettings, redirectUri: string): OidcClient {
  const issuer = new URL(settings.issuer);
  let discovered: Promise<client.Configuration> | undefined;

  // Discovery runs on first use, not at start, so a provider outage cannot stop the server; a
  // failed discovery is forgotten so the next sign-in tries again.
  function configuration(): Promise<client.Configuration> {
    discovered ??= client
      .discovery(
        issuer,
        settings.clientId,
        settings.clientSecret,
        settings.clientSecret === undefined ? client.None() : undefined,
        issuer.protocol === 'http:' && isLoopback(issuer)
          ? { execute: [client.allowInsecureRequests] }
          : undefined,
      )
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  }

  return {
    async start() {
      const config = await configuration();
      const pending: PendingSignIn = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
      };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: SCOPE,
        response_type: 'code',
        code_challenge: await client.calculatePKCECodeChallenge(pending.codeVerifier),
        code_challenge_method: 'S256',
        state: pending.state,
        nonce: pending.nonce,
        // Google: let a person with several accounts choose (other issuers may not know it).
        ...(settings.issuer === GOOGLE_ISSUER ? { prompt: 'select_account' } : {}),
      });
      return { url, pending };
    },

    async finish(callbackUrl, pending) {
      const error = callbackUrl.searchParams.get('error');
      if (error === 'access_denied') throw new SignInRefused('cancelled');
      if (error !== null) throw new SignInRefused('provider_error', error);
      const config = await configuration();
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (claims === undefined) throw new SignInRefused('provider_error', 'no ID token');
      const email = typeof claims.email === 'string' ? claims.email : undefined;
      if (email === undefined || email === '') throw new SignInRefused('no_email');
      // Roles follow the address (ADMIN_EMAILS), so it must be one the provider has verified.
      if (claims.email_verified !== true) throw new SignInRefused('email_unverified');
      const name = typeof claims.name === 'string' && claims.name.trim() ? claims.name : email;
      const picture = typeof claims.picture === 'string' ? claims.picture : null;
      return { email, name, profileImage: picture };
    },
  };
}
