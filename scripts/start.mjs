// `npm start`: on a fresh machine installs dependencies (npm and the Debian packages the app uses for
// voice input), builds what is out of date, and serves the whole product on its embedded defaults
// (PGlite in ./data, http://127.0.0.1:3000). Each step is skipped when already done, so repeat starts
// are fast. `npm start -- --setup-only` does the set-up and stops (CI checks voice input after it).
import { spawn } from 'node:child_process';
import { ensureBuilt, ensureDependencies, root } from './lib.mjs';
import { ensureAppSystemPackages } from './system-deps.mjs';

ensureDependencies();
ensureAppSystemPackages();
ensureBuilt();

if (process.argv.includes('--setup-only')) process.exit(0);

const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
