import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy*/waitFor wait up to 5 s, not 1 s: lazily loaded screens and toasts take longer than a
// second to appear when the 2-core CI machine is busy, and a slow machine is not a failure.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks these layout APIs; Radix popovers (tooltip, menus) call them when they open.
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

// Screens fetch these chunks on first use in the browser (issue 9: the home page's first download
// stays small). Under vitest the first import compiles zod and the contracts, which can take longer
// than a findBy's wait on a busy machine; warming them here keeps the tests about behaviour.
// zod's settings first, as main.tsx does in the app.
await import('../lib/zod-jitless.js');
await Promise.all([
  import('../lib/lazy-schemas.js'),
  import('../features/analyze/components/analyze-form.js'),
  import('../features/analyze/components/results-screen.js'),
  import('../features/analyze/model/demo-reports.js'),
]);
