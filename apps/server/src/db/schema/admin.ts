import type { AdminAlertType, AdminSeverity } from '@scambuddy/contracts';
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Alerts raised by the server's rules (modules/admin/alert-rules.ts). `dedupe_key` names the
 * occurrence (e.g. one scam type's spike on one day), so evaluating the rules again never raises
 * the same alert twice, and a resolved occurrence stays resolved.
 */
export const adminAlerts = pgTable(
  'admin_alerts',
  {
    id: text('id').primaryKey(),
    dedupeKey: text('dedupe_key').notNull().unique(),
    type: text('type').$type<AdminAlertType>().notNull(),
    severity: text('severity').$type<AdminSeverity>().notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    resolved: boolean('resolved').notNull().default(false),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [index('admin_alerts_resolved_idx').on(table.resolved, table.createdAt)],
);

/**
 * Every retraining candidate (modules/model), accepted or refused, with its held-back figures and
 * those it was compared with. An accepted candidate keeps its artifact (metadata JSON and the
 * base64 weights, ~1.4 MB) so the active one is loaded again after a restart; a refused one
 * keeps only its figures.
 */
export const modelVersions = pgTable(
  'model_versions',
  {
    id: text('id').primaryKey(),
    version: text('version').notNull(),
    status: text('status').$type<'accepted' | 'refused'>().notNull(),
    isActive: boolean('is_active').notNull().default(false),
    metrics: jsonb('metrics').$type<Record<string, number>>().notNull(),
    referenceMetrics: jsonb('reference_metrics').$type<Record<string, number>>().notNull(),
    baseExamples: integer('base_examples').notNull(),
    feedbackExamples: integer('feedback_examples').notNull(),
    reason: text('reason').notNull(),
    metadata: jsonb('metadata').$type<unknown>(),
    weightsBase64: text('weights_base64'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('model_versions_created_idx').on(table.createdAt)],
);
