import { z } from 'zod';

/** Which database the server runs on: embedded PGlite by default, PostgreSQL when configured. */
export const DatabaseKindSchema = z.enum(['pglite', 'postgres']);
export type DatabaseKind = z.infer<typeof DatabaseKindSchema>;

/**
 * `GET /api/health`: 200 with `status: 'ok'` when the database answers, 503 with
 * `status: 'unavailable'` and `database.ok: false` when it does not.
 */
export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  /** The server's release version (apps/server package.json). */
  version: z.string().min(1),
  database: z.object({
    kind: DatabaseKindSchema,
    ok: z.boolean(),
    /** Round trip of a trivial query, or the time until it failed or timed out. */
    latencyMs: z.number().nonnegative(),
  }),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
