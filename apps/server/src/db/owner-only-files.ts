import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { resolve, sep } from 'node:path';

/**
 * Issue 18, item 3 (decision 0050): PGlite's WebAssembly file system sets the mode of every file
 * it writes into DATA_DIR itself, with `chmod` to 0666 taken from its database image, so the
 * process's umask alone does not keep the database private (969 of 1,087 files were 0666). In the
 * thread that opens it, modes asked for under its folder are narrowed to the owner's bits:
 * files 0600, folders 0700. Nothing is ever widened.
 */
/** Removed from a file's mode: the owner's execute bit and everything for group and others. */
const NOT_FOR_FILES = 0o177;
/** Removed from a folder's mode: everything for group and others. */
const NOT_FOR_FOLDERS = 0o077;

const guarded = new Set<string>();
let isInstalled = false;

function isGuarded(path: fs.PathLike): boolean {
  const full = resolve(String(path));
  for (const root of guarded) if (full === root || full.startsWith(root + sep)) return true;
  return false;
}

/** An owner-only mode for a file (0600 at most) or folder (0700 at most). */
function narrow(mode: fs.Mode, isFolder: boolean): number {
  const value = typeof mode === 'string' ? Number.parseInt(mode, 8) : mode;
  return value & ~(isFolder ? NOT_FOR_FOLDERS : NOT_FOR_FILES);
}

/** Keeps the files PGlite writes under `dir` owner-only, from now on, in this thread. */
export function keepOwnerOnly(dir: string): void {
  guarded.add(resolve(dir));
  if (isInstalled) return;
  isInstalled = true;
  const { chmodSync, writeFileSync } = fs;
  fs.chmodSync = (path, mode) => {
    if (!isGuarded(path)) return chmodSync(path, mode);
    const isFolder = fs.lstatSync(path).isDirectory();
    return chmodSync(path, narrow(mode, isFolder));
  };
  fs.writeFileSync = (file, data, options) => {
    const mode = typeof options === 'object' && options !== null ? options.mode : undefined;
    if (mode === undefined || typeof file === 'number' || !isGuarded(file)) {
      return writeFileSync(file, data, options);
    }
    return writeFileSync(file, data, { ...(options as object), mode: narrow(mode, false) });
  };
  // ES module imports of `node:fs` see the replaced functions too.
  syncBuiltinESMExports();
}
