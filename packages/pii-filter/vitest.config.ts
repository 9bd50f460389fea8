import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'pii-filter', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
});
