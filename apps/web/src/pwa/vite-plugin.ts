import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';
import type { SwBuild } from './sw-policy.js';

/** The placeholder in sw.ts that this plugin replaces with the build's SwBuild, as JSON. */
const PLACEHOLDER = /(['"`])__SCAMBUDDY_SW_BUILD__\1/;
export const SW_FILE_NAME = 'sw.js';

interface BundleChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  code: string;
  viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> };
}
interface BundleAsset {
  type: 'asset';
  fileName: string;
}
type BundleItem = BundleChunk | BundleAsset;

function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? filesUnder(path) : [path];
    });
  } catch {
    return [];
  }
}

/**
 * The app shell to precache: index.html, the entry's code with everything it imports statically,
 * the app it starts after the first paint (the entry's own dynamic imports, decision 0046) with
 * theirs, their styles and assets, and the public files (manifest, icons). A screen's own code and the
 * catalogs of other languages are kept when first used (sw-policy.ts `asset`), so installing the
 * worker downloads nothing the first page did not already load.
 */
export function shellFiles(bundle: Record<string, BundleItem>, publicFiles: string[]): string[] {
  const entry = Object.values(bundle).find(
    (item): item is BundleChunk =>
      item.type === 'chunk' && item.isEntry && (item.facadeModuleId ?? '').endsWith('index.html'),
  );
  if (!entry) throw new Error('service worker: the build has no index.html entry chunk');
  const files = new Set<string>(['index.html', ...publicFiles]);
  const visit = (fileName: string) => {
    if (files.has(fileName)) return;
    const item = bundle[fileName];
    if (item?.type !== 'chunk') return;
    files.add(fileName);
    item.viteMetadata?.importedCss.forEach((css) => files.add(css));
    item.viteMetadata?.importedAssets.forEach((asset) => files.add(asset));
    item.imports.forEach(visit);
  };
  visit(entry.fileName);
  entry.dynamicImports.forEach(visit);
  return [...files]
    .filter((file) => file !== SW_FILE_NAME)
    .map((file) => `/${file}`)
    .sort();
}

/**
 * Builds src/pwa/sw.ts into dist/sw.js (production builds only; development has no worker) and
 * writes into it this build's shell list and a version that changes whenever a file does.
 */
export function serviceWorkerPlugin(options: { entry: string }): Plugin {
  let publicDir = '';
  return {
    name: 'scambuddy:service-worker',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    buildStart() {
      this.emitFile({ type: 'chunk', id: options.entry, fileName: SW_FILE_NAME });
    },
    generateBundle(_output, bundle) {
      const items = bundle as unknown as Record<string, BundleItem>;
      const worker = items[SW_FILE_NAME];
      if (worker?.type !== 'chunk') throw new Error('service worker: sw.js was not built');
      if (/^\s*(import|export)\b/m.test(worker.code)) {
        // It shares a module with the app (which must then not import from sw-policy.ts).
        throw new Error('service worker: sw.js must be a classic script (no import/export)');
      }
      const publicFiles = filesUnder(publicDir).map((path) =>
        relative(publicDir, path).replaceAll('\\', '/'),
      );
      const precache = shellFiles(items, publicFiles);
      const version = createHash('sha256')
        .update(worker.code)
        .update(precache.join('\n'))
        .update(
          Object.keys(items)
            .filter((name) => !name.endsWith('.map'))
            .sort()
            .join('\n'),
        )
        .digest('hex')
        .slice(0, 16);
      const swBuild: SwBuild = { version, precache };
      if (!PLACEHOLDER.test(worker.code)) {
        throw new Error('service worker: the build placeholder is missing from sw.js');
      }
      worker.code = worker.code.replace(PLACEHOLDER, JSON.stringify(JSON.stringify(swBuild)));
    },
  };
}
