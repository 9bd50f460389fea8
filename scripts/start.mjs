// `npm start`: on a fresh machine installs dependencies, builds what is out of date, and serves the
// whole product on its embedded defaults (PGlite in ./data, http://127.0.0.1:3000).
import { spawn } from 'node:child_process';
import { ensureBuilt, ensureDependencies, root } from './lib.mjs';

ensureDependencies();
ensureBuilt();

const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
