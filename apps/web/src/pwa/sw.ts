/**
 * The service worker (issue 10): the app opens without a network, and nothing personal is ever
 * stored. Built by vite-plugin.ts into dist/sw.js, which writes this build's file list over the
 * placeholder below. The rules per request are in sw-policy.ts.
 *
 * Updates: a new deploy changes the file list, so the browser sees a new sw.js, installs it
 * beside the running one and switches when no page uses the old one any more (no skipWaiting: a
 * page of the old build keeps the files it was built with). Page loads go to the network first,
 * so a person online always gets the newest page at once; the old caches are removed on switch.
 */
import {
  ASSET_PREFIX,
  SHELL_PATH,
  WARM_MESSAGE_TYPE,
  cacheNames,
  staleCaches,
  strategyFor,
  warmableAssetPaths,
  type SwBuild,
} from './sw-policy.js';

// The service-worker types are not in the DOM library this workspace compiles with; the few
// used here, declared by hand.
interface SwExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface SwFetchEvent extends SwExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface SwMessageEvent extends SwExtendableEvent {
  readonly data: unknown;
}
interface SwScope {
  readonly location: Location;
  readonly clients: { claim(): Promise<void> };
  addEventListener(
    type: 'install' | 'activate',
    listener: (event: SwExtendableEvent) => void,
  ): void;
  addEventListener(type: 'fetch', listener: (event: SwFetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: SwMessageEvent) => void): void;
}

const scope = self as unknown as SwScope;
const build = JSON.parse('__SCAMBUDDY_SW_BUILD__') as SwBuild;
const caches_ = cacheNames(build.version);
const precached = new Set(build.precache);
const origin = scope.location.origin;

scope.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(caches_.shell)
      // Hashed files come from the browser's HTTP cache (the first page just loaded them: no
      // download); index.html, the manifest and icons are checked with the server (`no-cache`).
      .then((cache) =>
        cache.addAll(
          build.precache.map(
            (path) => new Request(path, path.startsWith(ASSET_PREFIX) ? {} : { cache: 'no-cache' }),
          ),
        ),
      ),
  );
});

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(staleCaches(names, build.version).map((name) => caches.delete(name))),
      )
      // The first visit's page is controlled at once, so it works offline without a reload.
      .then(() => scope.clients.claim()),
  );
});

scope.addEventListener('fetch', (event) => {
  const request = event.request;
  const strategy = strategyFor({
    method: request.method,
    url: new URL(request.url),
    mode: request.mode,
    origin,
    precached,
  });
  switch (strategy) {
    case 'network':
      return;
    case 'navigation':
      event.respondWith(fetch(request).catch(() => shellPage()));
      return;
    case 'precached':
      event.respondWith(fromCache(caches_.shell, request).then((hit) => hit ?? fetch(request)));
      return;
    case 'asset':
      event.respondWith(cacheFirst(request));
      return;
  }
});

scope.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; urls?: unknown } | null;
  if (data?.type !== WARM_MESSAGE_TYPE || !Array.isArray(data.urls)) return;
  const paths = warmableAssetPaths(data.urls, origin);
  event.waitUntil(
    Promise.all(paths.map((path) => cacheFirst(new Request(path)).catch(() => null))),
  );
});

async function fromCache(cacheName: string, request: Request): Promise<Response | undefined> {
  const cache = await caches.open(cacheName);
  return cache.match(request);
}

async function shellPage(): Promise<Response> {
  const shell = await fromCache(caches_.shell, new Request(SHELL_PATH));
  return shell ?? Response.error();
}

/** A hashed build file: the precache or the runtime cache, else the network (then kept). */
async function cacheFirst(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname;
  const hit =
    (precached.has(path) ? await fromCache(caches_.shell, request) : undefined) ??
    (await fromCache(caches_.assets, request));
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    const cache = await caches.open(caches_.assets);
    await cache.put(request, response.clone());
  }
  return response;
}
