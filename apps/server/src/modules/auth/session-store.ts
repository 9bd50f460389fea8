import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { UserRole } from '@scambuddy/contracts';
import type { Clock } from '../../adapters/clock.js';
import type { Orm } from '../../db/database.js';
import { sessions, users } from '../../db/schema.js';

/** Spec/issue 5: sessions live 30 days from their last use. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** The expiry is pushed ahead at most once an hour, so reading pages does not write every time. */
const SLIDE_EVERY_MS = 60 * 60 * 1000;

/** The person behind a request, as routes see it (`request.user`). */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  profileImage: string | null;
  role: UserRole;
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function newRandomId(): string {
  return randomBytes(16).toString('base64url');
}

/** The cookie value: 32 random bytes, never stored as is. */
function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export interface SessionStore {
  /** Starts a new session (a fresh token every sign-in: the id rotates) and returns its token. */
  create(userId: string): Promise<string>;
  /** The session's user, sliding its expiry; null when unknown or expired. */
  lookup(token: string): Promise<SessionUser | null>;
  /** Ends one session (logout). */
  destroy(token: string): Promise<void>;
  /** Removes expired sessions; returns how many. */
  purgeExpired(): Promise<number>;
}

export function createSessionStore(orm: Orm, clock: Clock): SessionStore {
  return {
    async create(userId) {
      const token = newSessionToken();
      const now = clock.now();
      await orm.insert(sessions).values({
        idHash: hashSessionToken(token),
        userId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
      });
      return token;
    },
    async lookup(token) {
      if (token.length === 0 || token.length > 100) return null;
      const idHash = hashSessionToken(token);
      const now = clock.now();
      const rows = await orm
        .select({
          expiresAt: sessions.expiresAt,
          id: users.id,
          email: users.email,
          name: users.name,
          profileImage: users.profileImage,
          role: users.role,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, now)))
        .limit(1);
      const row = rows[0];
      if (row === undefined) return null;
      const fullExpiry = now.getTime() + SESSION_TTL_MS;
      if (fullExpiry - row.expiresAt.getTime() > SLIDE_EVERY_MS) {
        await orm
          .update(sessions)
          .set({ expiresAt: new Date(fullExpiry) })
          .where(eq(sessions.idHash, idHash));
      }
      const { expiresAt: _expiresAt, ...user } = row;
      return user;
    },
    async destroy(token) {
      await orm.delete(sessions).where(eq(sessions.idHash, hashSessionToken(token)));
    },
    async purgeExpired() {
      const removed = await orm
        .delete(sessions)
        .where(lt(sessions.expiresAt, clock.now()))
        .returning({ idHash: sessions.idHash });
      return removed.length;
    },
  };
}
