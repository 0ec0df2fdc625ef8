// End-to-end tests of the web shell in Debian's Chromium (no browser download here). Each worker's
// server runs on a fresh data folder with a known admin password; the web build must exist (npm test does it).
// A second server, on its own fresh data folder, belongs to the 2FA flow alone: its admin sets up 2FA
// (as the "done" story says), which would otherwise change how every other test logs in.
import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM } from './e2e/support/chromium';
import { ADMIN, E2E_PORT, E2E_WORKERS, serverPort, TELEGRAM_PORT, TWOFA_PORT, WHATSAPP_PORT } from './e2e/support/env';

export const E2E_ADMIN = ADMIN;

/** The server of `npm run server`, on a fresh data folder (made once: workers reload this file). */
function server(port: number) {
  const key = `E2E_DATA_DIR_${port}`;
  process.env[key] ??= mkdtempSync(join(tmpdir(), 'painel-e2e-'));
  return {
    command: 'npx tsx src/server/index.ts',
    url: `http://127.0.0.1:${port}/api/my-ip`,
    reuseExistingServer: false,
    timeout: 60_000,
    // Its warnings and errors go into the run's output, beside the test that met them ([WebServer] lines):
    // a failure the page saw as 'Não foi possível conectar ao servidor.' says there what the server did.
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    env: {
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env[key]!,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      BOT_CHECK: process.env.E2E_BOT_CHECK ?? 'pow',
      // Each account's API login comes from an address of its own in X-Forwarded-For (e2e/support/api.ts).
      TRUST_PROXY: '1',
      // The recharge flow pays on the demo gateway, which is on only when asked for by name.
      PAYMENTS: 'offline',
      // The webhook flow's receiver listens on this machine.
      WEBHOOKS_ALLOW_LOCAL: '1',
      TELEGRAM_API_ROOT: `http://127.0.0.1:${TELEGRAM_PORT}`,
      WHATSAPP_API_ROOT: `http://127.0.0.1:${WHATSAPP_PORT}/v21.0`,
      // E2E_WEB_DIR: a web build of its own, safe from a rebuild of out/web during the run.
      ...(process.env.E2E_WEB_DIR ? { WEB_DIR: process.env.E2E_WEB_DIR } : {}),
    },
  };
}

export default defineConfig({
  testDir: 'e2e',
  // web: the web shell in Chromium. desktop: the built desktop app (npm run build:desktop) with its
  // real main process running in the test's Node and each window a Chromium page (e2e/desktop).
  projects: [
    { name: 'web', testIgnore: 'desktop/**' },
    { name: 'desktop', testDir: 'e2e/desktop' },
  ],
  globalTeardown: './e2e/support/global-teardown.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // A spec file's tests run in order, on one worker; the files are shared out among the workers.
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  // The JSON report only when npm test asks for it (scripts/test.mjs reads it for the closing line).
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    // Workers load this file too, with their TEST_PARALLEL_INDEX: each one's pages go to its own server.
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    screenshot: 'only-on-failure',
    // The app leaves antd's animations out for this accessibility setting: a click never lands on a
    // dialog still zooming in (seen as lost clicks in fresh modals on a loaded machine).
    reducedMotion: 'reduce',
    // A stuck click or navigation fails on its own line instead of running into the test's timeout.
    actionTimeout: 15_000,
    navigationTimeout: 20_000,
    launchOptions: CHROMIUM,
  },
  webServer: [...Array.from({ length: E2E_WORKERS }, (_, worker) => server(serverPort(worker))), server(TWOFA_PORT)],
});
