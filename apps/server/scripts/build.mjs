// Bundles the server into dist/main.js (and the embedded database's thread into
// dist/pglite.worker.js): our own workspace packages (@scambuddy/*) are compiled in,
// every other npm package stays an import resolved from node_modules at run time. The SQL
// migrations are not bundled: the server finds apps/server/drizzle beside dist/ when it starts.
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = join(serverRoot, 'dist');

/** Bare imports (`fastify`, `node:fs`) are external unless they are one of our workspaces. */
const externalDependencies = {
  name: 'external-dependencies',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@scambuddy/') ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(outdir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: serverRoot,
  // The embedded database (decision 0013) and the engine (decision 0045) run in worker threads,
  // each loaded from its own file.
  entryPoints: {
    main: 'src/main.ts',
    'pglite.worker': 'src/db/pglite.worker.ts',
    'engine.worker': 'src/adapters/engine/engine.worker.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
  plugins: [externalDependencies],
});

const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(`apps/server/dist/main.js built (${Math.round(bytes / 1024)} KB with source map)`);
