// One test run for every workspace; each workspace is a named project (run one with --project NAME).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'packages/engine',
      'packages/pii-filter',
      'apps/server',
      'apps/web',
    ],
  },
});
