import type { IntelScamType } from '@scambuddy/contracts';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database.js';
import { intelItems } from '../../db/schema.js';
import type { OfficialAlert } from './verification.js';

/** Where verification finds the official alerts to compare a report with. */
export interface OfficialAlertsSource {
  /** Scam alerts (not news) about any of these scam types, newest first. */
  forScamTypes(types: readonly IntelScamType[]): Promise<OfficialAlert[]>;
}

/** Alerts compared per submission at most: the newest ones are the likeliest match. */
export const MAX_ALERTS_COMPARED = 500;

/** A fixed list: for tests, and for running without collected intelligence. */
export function createInMemoryOfficialAlerts(
  alerts: readonly OfficialAlert[],
): OfficialAlertsSource {
  return {
    async forScamTypes(types) {
      const wanted = new Set(types);
      return alerts.filter((alert) => alert.scamTypes.some((type) => wanted.has(type)));
    },
  };
}

/** The intelligence items collected from official sources (issue 6's `intel_items`). */
export function createDbOfficialAlerts(orm: Orm): OfficialAlertsSource {
  return {
    async forScamTypes(types) {
      if (types.length === 0) return [];
      const rows = await orm
        .select({
          id: intelItems.id,
          agency: intelItems.agency,
          title: intelItems.title,
          summary: intelItems.summary,
          scamTypes: intelItems.scamTypes,
        })
        .from(intelItems)
        .where(
          and(
            eq(intelItems.kind, 'scam-alert'),
            // The item's scam types include any of the wanted ones.
            or(
              ...types.map(
                (type) => sql`${intelItems.scamTypes} @> ${JSON.stringify([type])}::jsonb`,
              ),
            ),
          ),
        )
        .orderBy(sql`${intelItems.publishedAt} desc nulls last`)
        .limit(MAX_ALERTS_COMPARED);
      return rows;
    },
  };
}
