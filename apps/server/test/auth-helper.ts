import type { UserRole } from '@scambuddy/contracts';
import { expect } from 'vitest';
import { systemClock } from '../src/adapters/clock.js';
import { SESSION_COOKIE } from '../src/modules/auth/session-cookie.js';
import type { SessionUser } from '../src/modules/auth/session-store.js';
import { upsertUserByEmail } from '../src/modules/auth/users.repository.js';
import type { TestContext } from './helper.js';

/** The address every test app lists in ADMIN_EMAILS (see testConfig). */
export const TEST_ADMIN_EMAIL = 'admin@example.test';

export interface SignedIn {
  user: SessionUser;
  /** The `cookie` header value to send: `{ headers: { cookie } }`. */
  cookie: string;
}

let counter = 0;

/**
 * Creates (or reuses) an account and a live session directly in the database, the way a real
 * sign-in ends. `role: 'admin'` signs in as TEST_ADMIN_EMAIL, which test apps treat as admin.
 */
export async function signInAs(
  ctx: Pick<TestContext, 'app' | 'db'>,
  options: { email?: string; name?: string; role?: UserRole } = {},
): Promise<SignedIn> {
  counter += 1;
  const role = options.role ?? 'user';
  const email =
    options.email ?? (role === 'admin' ? TEST_ADMIN_EMAIL : `person${counter}@example.test`);
  const user = await upsertUserByEmail(
    ctx.db.orm,
    systemClock,
    { email, name: options.name ?? `Test Person ${counter}` },
    role,
  );
  const token = await ctx.app.sessions.create(user.id);
  return { user, cookie: `${SESSION_COOKIE}=${token}` };
}

/** `GET /auth/user` for someone signed out: 200 with `null` (spec delta 52), never a user. */
export function expectSignedOut(response: { statusCode: number; body: string }): void {
  expect(response.statusCode).toBe(200);
  expect(JSON.parse(response.body)).toBeNull();
}
