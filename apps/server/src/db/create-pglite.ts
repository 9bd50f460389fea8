import { PGlite } from '@electric-sql/pglite';
import { keepOwnerOnly } from './owner-only-files.js';

/**
 * Opens the embedded database with the settings the server runs it with. `wal_init_zero = off`:
 * PostgreSQL otherwise writes 16 MB of zeros into every new write-ahead-log file before using it,
 * which in PGlite stops every statement for ~50 ms — about once a second under a steady stream of
 * analyses, and the whole of the analyze benchmark's p99 (bench/analyze/README.md). New files are
 * then allocated as they are written, as on copy-on-write file systems; a full disk is still
 * reported when a write fails.
 */
export async function createPglite(dir: string | undefined): Promise<PGlite> {
  // DATA_DIR is owner-only (decision 0050): PGlite would chmod its files to 0666.
  if (dir !== undefined) keepOwnerOnly(dir);
  const db = dir === undefined ? await PGlite.create() : await PGlite.create(dir);
  await db.exec('SET wal_init_zero = off');
  return db;
}
