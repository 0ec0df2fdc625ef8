// Test projects: server (Node, through the Fastify app on SQLite, or PostgreSQL when
// TEST_DATABASE_URL is set), renderer (happy-dom) and main (Node with a mocked `electron`).
// The server's and the renderer's files share their worker's modules (isolate: false): loading the
// server or antd again for each file was most of the suite's time (issue 46). Each file still has its
// own app and its own rendered screen; module state is per app (WeakMaps by context) or per render.
// A file that mocks a module the others load runs alone in 'server-isolated' (`*.isolated.test.ts`).
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const serverTests = {
  globals: true,
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks',
} as const;

export default defineConfig({
  test: {
    globals: true,
    // Every core (Vitest leaves one free by default: half the machine on two cores).
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          ...serverTests,
          name: 'server',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.isolated.test.ts', '**/node_modules/**'],
          isolate: false,
        },
      },
      {
        test: { ...serverTests, name: 'server-isolated', include: ['src/server/**/*.isolated.test.ts'] },
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
          isolate: false,
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
