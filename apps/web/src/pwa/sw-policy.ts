/**
 * What the service worker (sw.ts) does with each request, as pure rules the tests can check.
 *
 * - `network`: not touched at all, the browser goes to the network as without a worker. Every
 *   answer of the server's own paths (/api, /auth, /ws, the share target) and everything that is
 *   not a GET, so no answer that may hold personal data is ever stored on the phone.
 * - `navigation`: a page load. The network first (a deploy is seen at once); offline, the app shell
 *   (index.html) from the precache, and the screen says it is offline. Pages are never stored.
 * - `precached`: a file of the app shell, from the precache (filled at install).
 * - `asset`: another content-hashed build file (a screen's code, a catalog): from the cache when
 *   there, else the network, kept for next time. They hold code and texts only.
 */
export type SwStrategy = 'network' | 'navigation' | 'precached' | 'asset';

/** Paths the server answers itself; `/share` receives shared texts and pictures. */
export const NETWORK_ONLY_PREFIXES = ['/api', '/auth', '/ws', '/share'] as const;

/** Content-hashed build output (Vite's `assets/` folder): safe to keep, never changes. */
export const ASSET_PREFIX = '/assets/';

/** The precache's copy of the app page, served for any page load while offline. */
export const SHELL_PATH = '/index.html';

export function isNetworkOnlyPath(path: string): boolean {
  const lower = path.toLowerCase();
  return NETWORK_ONLY_PREFIXES.some((prefix) => lower === prefix || lower.startsWith(`${prefix}/`));
}

/**
 * Never a POST, the share target's included, even to answer a share made offline with a friendly
 * page: a request the worker re-sends is same-origin to the server (`Sec-Fetch-Site`, `Origin`,
 * SameSite cookies), so another site's forged share would pass the share target's origin rule.
 */
export function strategyFor(request: {
  method: string;
  url: URL;
  mode: string;
  /** The worker's own origin. */
  origin: string;
  precached: ReadonlySet<string>;
}): SwStrategy {
  if (request.method.toUpperCase() !== 'GET') return 'network';
  if (request.url.origin !== request.origin) return 'network';
  const path = request.url.pathname;
  if (isNetworkOnlyPath(path)) return 'network';
  if (request.mode === 'navigate') return 'navigation';
  // A query makes it another request (e.g. a cache-busting probe): leave it to the network.
  if (request.url.search !== '') return 'network';
  if (request.precached.has(path)) return 'precached';
  if (path.startsWith(ASSET_PREFIX)) return 'asset';
  return 'network';
}

/** Most build files a page may ask the worker to keep at once. */
export const MAX_WARM_ASSETS = 400;

/**
 * Of the URLs a page already loaded (sent to the worker once it is ready, so the files of the
 * first visit, fetched before the worker ran, work offline too), the build files worth keeping.
 */
export function warmableAssetPaths(urls: readonly unknown[], origin: string): string[] {
  const paths = new Set<string>();
  for (const value of urls.slice(0, MAX_WARM_ASSETS)) {
    if (typeof value !== 'string') continue;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      continue;
    }
    if (url.origin !== origin || url.search !== '' || !url.pathname.startsWith(ASSET_PREFIX)) {
      continue;
    }
    paths.add(url.pathname);
  }
  return [...paths];
}

/** What the build writes into the worker (vite-plugin.ts). */
export interface SwBuild {
  /** Changes with every build whose files change: names this build's caches. */
  version: string;
  /** Absolute paths of the app shell: index.html, the entry's code and styles, icons, manifest. */
  precache: string[];
}

export const CACHE_PREFIX = 'scambuddy-';

export function cacheNames(version: string): { shell: string; assets: string } {
  return { shell: `${CACHE_PREFIX}shell-${version}`, assets: `${CACHE_PREFIX}assets-${version}` };
}

/** Caches of earlier builds, removed when this build's worker takes over. */
export function staleCaches(existing: readonly string[], version: string): string[] {
  const current = Object.values(cacheNames(version));
  return existing.filter((name) => name.startsWith(CACHE_PREFIX) && !current.includes(name));
}

/** The message a page sends the worker: keep these build files. */
export const WARM_MESSAGE_TYPE = 'scambuddy:warm-assets';
