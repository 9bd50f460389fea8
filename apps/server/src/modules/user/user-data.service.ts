import type { UserDataExport } from '@scambuddy/contracts';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../adapters/clock.js';
import type { Orm } from '../../db/database.js';
import { users } from '../../db/schema.js';
import { findPersonalTables, isExported, rowsOf } from './personal-tables.js';

/** Dates as ISO text and nothing JSON cannot carry, so the download reads the same everywhere. */
function toJsonValue(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value)) as unknown;
}

/** "Download my data": the profile and every personal row, table by table. Null when no account. */
export async function exportUserData(
  orm: Orm,
  clock: Clock,
  userId: string,
): Promise<UserDataExport | null> {
  const [user] = await orm.select().from(users).where(eq(users.id, userId)).limit(1);
  if (user === undefined) return null;
  const records: Record<string, Record<string, unknown>[]> = {};
  for (const personal of (await findPersonalTables(orm)).filter(isExported)) {
    const rows = await rowsOf(orm, personal, userId);
    const key =
      records[personal.table] === undefined
        ? personal.table
        : `${personal.table}.${personal.column}`;
    records[key] = rows.map((row) => toJsonValue(row) as Record<string, unknown>);
  }
  return {
    exportedAt: clock.now().toISOString(),
    profile: {
      id: user.id,
      name: user.name,
      email: user.email,
      profileImage: user.profileImage,
      role: user.role,
      createdAt: user.createdAt.toISOString(),
      lastSeenAt: user.lastSeenAt.toISOString(),
    },
    records,
  };
}

/**
 * Deletes the account. Every personal table references `users` with ON DELETE CASCADE, so its
 * sessions, analyses, assessment and labels go in the same statement.
 */
export async function deleteAccount(orm: Orm, userId: string): Promise<void> {
  await orm.delete(users).where(eq(users.id, userId));
}
