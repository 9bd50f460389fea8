import { z } from 'zod';

/** Google's issuer: the default when OIDC_ISSUER_URL is not set. */
export const GOOGLE_ISSUER = 'https://accounts.google.com';

/** The sign-in variables, spread into the config schema (config.ts) so every problem is listed. */
export const OidcEnvShape = {
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_ISSUER_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
};

type OidcEnv = { [K in keyof typeof OidcEnvShape]?: string | undefined };

/** Which OpenID Connect provider people sign in with. */
export interface OidcSettings {
  issuer: string;
  clientId: string;
  /** Absent for a public client, which then relies on PKCE alone. */
  clientSecret: string | undefined;
}

/**
 * The provider from the environment: OIDC_* wins over GOOGLE_* for the client, the issuer is Google
 * unless OIDC_ISSUER_URL names another. Null without a client id: sign-in with a provider is off,
 * and outside production the development sign-in takes its place.
 */
export function oidcSettings(env: OidcEnv): OidcSettings | null {
  const clientId = env.OIDC_CLIENT_ID ?? env.GOOGLE_CLIENT_ID;
  if (clientId === undefined) return null;
  return {
    issuer: env.OIDC_ISSUER_URL ?? GOOGLE_ISSUER,
    clientId,
    clientSecret: env.OIDC_CLIENT_SECRET ?? env.GOOGLE_CLIENT_SECRET,
  };
}
