import { mkdirSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Start-up check of DATA_DIR (issue 9, "disk full on DATA_DIR reported clearly"). Without it, a
 * full or read-only disk surfaces as PGlite's bare `ErrnoError { errno: 51 }` or a raw ENOTDIR
 * stack, which tells an operator nothing about what to fix.
 */

/** The embedded database needs about 40 MB to initialise and room to grow. */
export const EMBEDDED_DATABASE_MIN_FREE_BYTES = 64 * 1024 * 1024;
/** Only the session secret is written when PostgreSQL holds the data. */
export const SECRETS_ONLY_MIN_FREE_BYTES = 1024 * 1024;

export class DataDirError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataDirError';
  }
}

export interface DataDirCheck {
  dataDir: string;
  /** Whether the embedded database (no DATABASE_URL) lives in DATA_DIR. */
  holdsDatabase: boolean;
}

/** Throws a DataDirError naming the folder, the problem and the fix; returns the free bytes. */
export function assertDataDirUsable(check: DataDirCheck): number {
  const minFree = check.holdsDatabase
    ? EMBEDDED_DATABASE_MIN_FREE_BYTES
    : SECRETS_ONLY_MIN_FREE_BYTES;
  const probe = join(check.dataDir, `.write-check-${process.pid}`);
  try {
    mkdirSync(check.dataDir, { recursive: true });
    writeFileSync(probe, 'ok');
    rmSync(probe, { force: true });
  } catch (error) {
    throw new DataDirError(describeDataDirFailure(check.dataDir, error));
  }
  const stats = statfsSync(check.dataDir);
  const free = stats.bavail * stats.bsize;
  if (free < minFree) {
    throw new DataDirError(
      `DATA_DIR ${check.dataDir} is full: ${formatMb(free)} free, at least ${formatMb(minFree)} needed` +
        `${check.holdsDatabase ? ' for the embedded database' : ''}. Free some space or point DATA_DIR at another disk.`,
    );
  }
  return free;
}

/** One line an operator can act on, for an error thrown while writing into DATA_DIR. */
export function describeDataDirFailure(dataDir: string, error: unknown): string {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const reason =
    {
      ENOSPC: 'the disk is full',
      EDQUOT: 'the disk quota is used up',
      EACCES: 'this user may not write there',
      EPERM: 'this user may not write there',
      EROFS: 'the file system is read-only',
      ENOTDIR: 'part of the path is a file, not a folder',
      EEXIST: 'a file of that name is in the way',
    }[code] ?? (error instanceof Error ? error.message : String(error));
  return `DATA_DIR ${dataDir} is not writable: ${reason}${code ? ` (${code})` : ''}. Point DATA_DIR at a writable folder with free space.`;
}

function formatMb(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * For main's last-resort handler: a file-system error raised while writing DATA_DIR before the
 * check could run (the session secret is created while the configuration loads), in plain words.
 */
export function describeStartupFileError(error: unknown): string | undefined {
  if (error instanceof DataDirError) return error.message;
  if (typeof error !== 'object' || error === null || !('syscall' in error)) return undefined;
  const path = 'path' in error ? String(error.path) : 'DATA_DIR';
  return describeDataDirFailure(path, error);
}
