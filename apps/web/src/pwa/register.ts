export const SW_URL = '/sw.js';

/**
 * sw-policy.ts's WARM_MESSAGE_TYPE, repeated: importing it would make the build share that module
 * between the app and the worker, and the worker must stay one classic script (a test checks the
 * two are equal).
 */
export const WARM_MESSAGE = 'scambuddy:warm-assets';

/**
 * Registers the service worker in production builds (development has none: Vite serves sources
 * that change all the time). After the page has loaded, so it never competes with the first
 * screen; then hands the worker the build files this page already loaded, so the first visit
 * works offline too.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () => {
    navigator.serviceWorker.register(SW_URL, { scope: '/' }).then(
      () => warmWorker(),
      () => {
        // No worker (private mode, an old browser): the app works as a plain web page.
      },
    );
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

function warmWorker(): void {
  void navigator.serviceWorker.ready.then((registration) => {
    const urls = performance.getEntriesByType('resource').map((entry) => entry.name);
    registration.active?.postMessage({ type: WARM_MESSAGE, urls });
  });
}
