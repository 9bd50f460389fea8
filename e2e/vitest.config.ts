// End-to-end tests: the built app served by the built server, driven in Debian's Chromium.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A lazy screen's first visit fetches its chunk and translations; on a busy two-core CI machine
    // that has taken longer than Vitest's one-second default, so polls wait up to ten seconds.
    expect: { poll: { timeout: 10_000 } },
    // One browser at a time: the machine has two cores and the server needs one.
    fileParallelism: false,
  },
});
