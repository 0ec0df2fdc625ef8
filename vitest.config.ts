// Three test projects: server (Node, through the Fastify app on SQLite, or PostgreSQL when
// TEST_DATABASE_URL is set), renderer (happy-dom) and main (Node with a mocked `electron`).
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  test: {
    globals: true,
    projects: [
      {
        test: {
          name: 'server',
          globals: true,
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'renderer',
          globals: true,
          environment: 'happy-dom',
          include: ['src/renderer/**/*.test.{ts,tsx}'],
          setupFiles: ['src/renderer/test/setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'main',
          globals: true,
          environment: 'node',
          include: ['src/main/**/*.test.ts', 'src/preload/**/*.test.ts'],
        },
      },
    ],
  },
});
