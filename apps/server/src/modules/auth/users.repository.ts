import { eq } from 'drizzle-orm';
import type { UserRole } from '@scambuddy/contracts';
import type { Clock } from '../../adapters/clock.js';
import type { Orm } from '../../db/database.js';
import { users } from '../../db/schema.js';
import { newRandomId, type SessionUser } from './session-store.js';

export interface SignInProfile {
  email: string;
  name: string;
  profileImage?: string | null;
}

/** Finds the account for this address or creates it; name, picture and role are refreshed. */
export async function upsertUserByEmail(
  orm: Orm,
  clock: Clock,
  profile: SignInProfile,
  role: UserRole,
): Promise<SessionUser> {
  const email = profile.email.trim().toLowerCase();
  const now = clock.now();
  const values = {
    name: profile.name.trim() || email,
    profileImage: profile.profileImage ?? null,
    role,
    lastSeenAt: now,
  };
  const rows = await orm
    .insert(users)
    .values({ id: newRandomId(), email, createdAt: now, ...values })
    .onConflictDoUpdate({ target: users.email, set: values })
    .returning();
  const row = rows[0];
  if (row === undefined) throw new Error('The account could not be saved.');
  return { id: row.id, email: row.email, name: row.name, profileImage: row.profileImage, role };
}

export async function findUserById(orm: Orm, id: string) {
  const rows = await orm.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0] ?? null;
}

/** ADMIN_EMAILS decides who is an admin; compared without case. */
export function roleFor(email: string, adminEmails: readonly string[]): UserRole {
  const wanted = email.trim().toLowerCase();
  return adminEmails.some((admin) => admin.trim().toLowerCase() === wanted) ? 'admin' : 'user';
}
