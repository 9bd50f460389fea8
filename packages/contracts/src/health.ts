import { z } from 'zod';

/** Which database the server runs on: embedded PGlite by default, PostgreSQL when configured. */
export const DatabaseKindSchema = z.enum(['pglite', 'postgres']);
export type DatabaseKind = z.infer<typeof DatabaseKindSchema>;

/** Below this much free space in DATA_DIR, health reports `storage.ok: false`. */
export const LOW_STORAGE_BYTES = 256 * 1024 * 1024;

/**
 * `GET /api/health`: 200 with `status: 'ok'` when the database answers, 503 with
 * `status: 'unavailable'` and `database.ok: false` when it does not. `storage` warns of a data
 * folder running out of space before writes start failing; it does not change the status, since
 * the server still answers everything that does not write.
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
  storage: z.object({
    /** Free space in DATA_DIR is at least LOW_STORAGE_BYTES. */
    ok: z.boolean(),
    /** Bytes the server may still write in DATA_DIR; null when the folder cannot be read. */
    freeBytes: z.number().int().nonnegative().nullable(),
  }),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
