import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vitest/config';

// The Fastify server (apps/server) answers these; in development Vite forwards them to it.
const SERVER_URL = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': SERVER_URL,
      '/auth': SERVER_URL,
      '/ws': { target: SERVER_URL, ws: true },
    },
  },
  preview: { host: '127.0.0.1' },
  build: { outDir: 'dist', sourcemap: true },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
  },
});
