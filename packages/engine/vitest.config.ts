import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'engine',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // A file's first analysis compiles every signal's patterns (about 1 s alone); on a busy CI
    // machine running all workspaces at once that passed vitest's 5 s default. Speed is measured
    // in bench/engine, not by test timeouts.
    testTimeout: 30_000,
  },
});
