import { chmodSync, lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * DATA_DIR holds the embedded database (e-mail addresses, message texts in its write-ahead log),
 * the session secret and the models: only the account the server runs as may read or write it
 * (issue 18, item 3; decision 0050). Files are 0600 and folders 0700.
 */
export const DATA_DIR_FOLDER_MODE = 0o700;
export const DATA_DIR_FILE_MODE = 0o600;
/**
 * The process umask the server sets before it creates anything: every file and folder it (or
 * PGlite, whose thread shares the process's umask) creates later is then owner-only, whatever
 * mode the code asked for (PGlite's file system asks for 0666).
 */
export const OWNER_ONLY_UMASK = 0o077;

export interface DataDirPermissions {
  /** Set when the folder was open to other accounts before the server closed it. */
  warning?: string;
  /** How many files and folders had their mode narrowed. */
  narrowed: number;
  /** Entries whose mode could not be changed (owned by another account), as paths. */
  failed: string[];
}

/**
 * Narrows DATA_DIR and everything in it to owner-only, and says so when the folder itself was
 * open to others (a folder left by an older version, or created under a permissive umask).
 * Symbolic links are neither followed nor changed.
 */
export function restrictDataDir(dataDir: string): DataDirPermissions {
  const rootMode = lstatSync(dataDir).mode & 0o777;
  const result: DataDirPermissions = { narrowed: 0, failed: [] };
  const visit = (path: string) => {
    const stats = lstatSync(path);
    if (stats.isSymbolicLink()) return;
    const wanted = stats.isDirectory() ? DATA_DIR_FOLDER_MODE : DATA_DIR_FILE_MODE;
    const mode = stats.mode & 0o777;
    // Only ever narrowed: a file the owner had made read-only stays read-only.
    const narrowed = mode & wanted;
    if (narrowed !== mode) {
      try {
        chmodSync(path, narrowed);
        result.narrowed += 1;
      } catch {
        result.failed.push(path);
      }
    }
    if (stats.isDirectory()) {
      for (const name of readdirSync(path)) visit(join(path, name));
    }
  };
  visit(dataDir);
  if ((rootMode & 0o077) !== 0) {
    result.warning =
      `DATA_DIR ${dataDir} was open to other accounts on this machine (mode ${octal(rootMode)}); ` +
      `it holds personal data, so it and the ${result.narrowed} entries in it that were open are now owner-only (folders 0700, files 0600).` +
      (result.failed.length > 0
        ? ` ${result.failed.length} could not be changed (owned by another account), e.g. ${result.failed[0]}: fix them with chmod.`
        : '');
  } else if (result.failed.length > 0) {
    result.warning = `DATA_DIR ${dataDir}: ${result.failed.length} entries are open to other accounts and could not be made owner-only (owned by another account), e.g. ${result.failed[0]}: fix them with chmod.`;
  }
  return result;
}

function octal(mode: number): string {
  return `0${mode.toString(8).padStart(3, '0')}`;
}
