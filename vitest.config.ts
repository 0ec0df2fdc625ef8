// Test projects: server (Node, through the Fastify app on SQLite), the same files again on PostgreSQL
// in server-pg when TEST_DATABASE_URL is set, renderer (happy-dom) and main (Node with a mocked
// `electron`). All in one run share one pool of workers: the PostgreSQL files wait on the database more
// than they use the CPU, and the other projects' files fill those waits (issue 46).
// The server's files share their worker's modules (isolate: false): loading the server again for each
// file was most of its time (issue 46). Each file still has its own app; module state is per app
// (WeakMaps by context). A file that mocks a module the others load runs alone in 'server-isolated'
// (`*.isolated.test.ts`). The renderer's files share their modules too; the two that run the web
// platform itself (its live stream, BroadcastChannel and Notification over stubbed browser globals) keep
// theirs in 'renderer-isolated': a platform they start lives on with its reconnecting stream, and one
// left by another file spun on their stubs when they shared a worker.
import { globSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const pgUrl = process.env.TEST_DATABASE_URL;

const serverTests = {
  globals: true,
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks',
} as const;

const rendererTests = {
  globals: true,
  environment: 'happy-dom' as const,
  include: ['src/renderer/**/*.test.{ts,tsx}'],
  setupFiles: ['src/renderer/test/setup.ts'],
  testTimeout: 30_000,
};

const SERVER_FILES = ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'scripts/**/*.test.ts'];

/**
 * The server's files that never open the test database (no harness, no database URL): they would run
 * on PostgreSQL exactly as on SQLite, so server-pg leaves them out (the production install alone takes
 * 26 s of build and start).
 */
function filesWithoutDatabase(): string[] {
  return globSync(SERVER_FILES).filter((file) => !/harness|DATABASE_URL/.test(readFileSync(file, 'utf8')));
}

/** The server's projects on one database: `server` shares its modules per worker, `server-isolated` does not. */
function serverProjects(suffix: string, env: { TEST_DATABASE_URL: string }, skip: string[] = []) {
  return [
    {
      test: {
        ...serverTests,
        name: `server${suffix}`,
        include: SERVER_FILES,
        exclude: ['**/*.isolated.test.ts', '**/node_modules/**', ...skip],
        isolate: false,
        env,
      },
    },
    { test: { ...serverTests, name: `server-isolated${suffix}`, include: ['src/server/**/*.isolated.test.ts'], env } },
  ];
}

export default defineConfig({
  test: {
    globals: true,
    // Every core (Vitest leaves one free by default: half the machine on two cores).
    maxWorkers: availableParallelism(),
    projects: [
      ...serverProjects('', { TEST_DATABASE_URL: '' }),
      ...(pgUrl ? serverProjects('-pg', { TEST_DATABASE_URL: pgUrl }, filesWithoutDatabase()) : []),
      {
        plugins: [react()],
        test: { ...rendererTests, name: 'renderer', exclude: ['**/*.isolated.test.*', '**/node_modules/**'], isolate: false },
      },
      {
        plugins: [react()],
        test: { ...rendererTests, name: 'renderer-isolated', include: ['src/renderer/**/*.isolated.test.{ts,tsx}'] },
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
