import type { LookupCommunityReport } from '@scambuddy/contracts';
import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database.js';
import { communityReports, intelItems } from '../../db/schema.js';

/** An official item whose title or summary contains the search text (checked again in code). */
export interface AlertCandidate {
  id: string;
  title: string | null;
  summary: string | null;
  agency: string;
  url: string;
  publishedAt: Date | null;
}

export interface LookupRepository {
  /** The newest published community reports naming this phone or domain key. */
  latestReports(
    kind: 'phone' | 'domain',
    key: string,
    limit: number,
  ): Promise<LookupCommunityReport[]>;
  /** Official items whose title or summary contains `text`, newest first. */
  alertsContaining(text: string, limit: number): Promise<AlertCandidate[]>;
}

/** Official items read per lookup at most, before the exact check in code. */
export const ALERT_CANDIDATES = 200;

/** `%` and `_` are searched for, not wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const r = communityReports;

export function createLookupRepository(orm: Orm): LookupRepository {
  return {
    async latestReports(kind, key, limit) {
      const column = kind === 'phone' ? r.phoneKey : r.domainKey;
      const rows = await orm
        .select({
          id: r.id,
          title: r.title,
          category: r.category,
          isVerified: r.isVerified,
          createdAt: r.createdAt,
        })
        .from(r)
        .where(and(eq(r.status, 'published'), eq(column, key)))
        .orderBy(desc(r.createdAt), desc(r.id))
        .limit(limit);
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },

    async alertsContaining(text, limit) {
      const pattern = likePattern(text);
      return orm
        .select({
          id: intelItems.id,
          title: intelItems.title,
          summary: intelItems.summary,
          agency: intelItems.agency,
          url: intelItems.url,
          publishedAt: intelItems.publishedAt,
        })
        .from(intelItems)
        .where(or(ilike(intelItems.title, pattern), ilike(intelItems.summary, pattern)))
        .orderBy(sql`${intelItems.publishedAt} desc nulls last`, desc(intelItems.id))
        .limit(limit);
    },
  };
}
