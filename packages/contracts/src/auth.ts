import { z } from 'zod';
import { SIGN_IN_OUTCOMES } from './sign-in.js';

/**
 * Sign-in (spec part 1 §2.2, §4, §7; issue 5). The browser goes to `/auth/google`; the server runs
 * the OpenID Connect redirect dance, or, with no provider configured outside production, sends the
 * person to the development sign-in form.
 */

export const SignInOutcomeSchema = z.enum(SIGN_IN_OUTCOMES);

/** `GET /auth/providers`: which sign-in the Sign In button leads to. */
export const AuthProvidersSchema = z.object({
  /** An OpenID Connect provider (Google by default) is configured. */
  oidc: z.boolean(),
  /** The development sign-in form is open (no provider configured and not in production). */
  development: z.boolean(),
});
export type AuthProviders = z.infer<typeof AuthProvidersSchema>;

export const DEV_SIGN_IN_NAME_MAX = 100;

/** `POST /auth/dev-login`: development only; refused (404) in production or with a provider. */
export const DevSignInBodySchema = z.object({
  name: z.string().trim().min(1).max(DEV_SIGN_IN_NAME_MAX),
  email: z.string().trim().toLowerCase().pipe(z.email()),
});
export type DevSignInBody = z.infer<typeof DevSignInBodySchema>;

/** Where a successful sign-in lands (spec part 1 §2.10: the signed-in person's home). */
export const AFTER_SIGN_IN_PATH = '/dashboard';
