import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { serviceWorkerPlugin } from './src/pwa/vite-plugin.js';

// The Fastify server (apps/server) answers these; in development Vite forwards them to it.
const SERVER_URL = 'http://127.0.0.1:3000';

// React Router's package exports only its development build (warnings and invariant messages);
// its own Vite plugin swaps in the production build, which we do by hand for `vite build`.
const reactRouterProduction = (file: string) =>
  fileURLToPath(
    new URL(`../../node_modules/react-router/dist/production/${file}`, import.meta.url),
  );

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;
/** Smaller files gain nothing worth a second request path (and one TCP packet holds them). */
const MIN_COMPRESS_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Writes `file.br` and `file.gz` next to every text file of the build, once, at the best ratio;
 * the server sends the one a browser accepts (apps/server/src/plugins/static-client.ts), so it
 * never compresses per request. Source maps and the manifest are not served to browsers.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'scambuddy:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file) || file.includes('/.vite/')) continue;
        const content = readFileSync(file);
        if (content.length < MIN_COMPRESS_BYTES) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    // Issue 10: the installable app's offline shell (src/pwa/sw.ts → dist/sw.js).
    // The page pre-renderer's own build (src/prerender) needs neither.
    ...(isSsrBuild
      ? []
      : [
          serviceWorkerPlugin({
            entry: fileURLToPath(new URL('./src/pwa/sw.ts', import.meta.url)),
          }),
          precompress(),
        ]),
  ],
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ]
        : [],
  },
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': SERVER_URL,
      '/auth': SERVER_URL,
      '/ws': { target: SERVER_URL, ws: true },
    },
  },
  preview: { host: '127.0.0.1' },
  // The manifest lets bench/bundle measure what each route ships.
  build: isSsrBuild
    ? { outDir: 'dist-ssr', copyPublicDir: false }
    : { outDir: 'dist', sourcemap: true, manifest: true },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
  },
}));
