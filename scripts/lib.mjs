// Helpers shared by the two README commands (start and test). Plain Node, no dependencies, because
// they run before `npm ci` has installed anything.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;

/** Runs a command in the repo root, streaming its output; exits the process when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(
      `\n✗ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`,
    );
    process.exit(result.status ?? 1);
  }
}

/** Newest modification time of any file under the given paths (0 when none exist). */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stats = statSync(path);
    if (stats.isDirectory()) {
      for (const entry of readdirSync(path)) {
        if (entry === 'node_modules' || entry === 'dist') continue;
        visit(join(path, entry));
      }
    } else newest = Math.max(newest, stats.mtimeMs);
  };
  for (const path of paths) visit(join(root, path));
  return newest;
}

/** Installs the npm dependencies when they are missing or older than the lock file. */
export function ensureDependencies() {
  const marker = join(root, 'node_modules/.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('Installing dependencies (npm ci)…');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

const sources = {
  web: ['apps/web', 'packages/contracts/src', 'package-lock.json'],
  server: ['apps/server/src', 'apps/server/drizzle', 'packages', 'package-lock.json'],
};

/** Builds the client and the server when their sources are newer than the last build. */
export function ensureBuilt({ force = false } = {}) {
  // Written last by the web build (after the pages drawn ahead, decision 0046).
  const webBuilt = join(root, 'apps/web/dist/pages/pages.json');
  if (force || !existsSync(webBuilt) || statSync(webBuilt).mtimeMs < newestMtime(sources.web)) {
    run('npm', ['run', 'build', '-w', 'apps/web']);
  }
  const serverBuilt = join(root, 'apps/server/dist/main.js');
  if (
    force ||
    !existsSync(serverBuilt) ||
    statSync(serverBuilt).mtimeMs < newestMtime(sources.server)
  ) {
    run('npm', ['run', 'build', '-w', 'apps/server']);
  }
}
