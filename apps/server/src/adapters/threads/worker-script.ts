import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** What `new Worker(source, { eval })` needs to start a worker thread of ours. */
export interface WorkerScript {
  source: string;
  eval: boolean;
}

/**
 * The script of one of our worker threads, `<name>.worker`. The built server (dist/main.js) has
 * each worker bundled beside it as `<name>.worker.js`; from the sources (tests, `npm run dev`) the
 * TypeScript file next to the caller runs through tsx, which costs about a second once at start.
 * `callerUrl` is the caller's `import.meta.url`: the two resolve differently once bundled.
 */
export function workerScript(name: string, callerUrl: string): WorkerScript {
  const built = new URL(`./${name}.worker.js`, callerUrl);
  if (existsSync(fileURLToPath(built))) return { source: fileURLToPath(built), eval: false };
  const entry = new URL(`./${name}.worker.ts`, callerUrl).href;
  // require.resolve answers with the CommonJS build; the worker imports its ES module twin.
  const tsxApi = createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs');
  const tsx = pathToFileURL(tsxApi).href;
  return {
    source: `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`,
    eval: true,
  };
}
