// A server of a spec's own, on a fresh data folder, for the specs that stop it under open screens (the
// run's shared servers must stay up). `start()` again serves the same data, as a restart would.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { ADMIN, port } from './env';

export function ownServer(portVariable: string) {
  const PORT = port(portVariable);
  const url = `http://127.0.0.1:${PORT}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'painel-e2e-volta-'));
  let server: ChildProcess | undefined;

  async function start() {
    server = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
      env: {
        ...process.env,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        LOG_LEVEL: 'warn',
        TRUST_PROXY: '1',
        ...(process.env.E2E_WEB_DIR ? { WEB_DIR: process.env.E2E_WEB_DIR } : {}),
      },
      stdio: 'ignore',
    });
    await expect.poll(async () => (await fetch(`${url}/api/health/ready`).catch(() => null))?.status, { timeout: 60_000 }).toBe(200);
  }

  /** SIGTERM, as an operator's restart stops it; resolves once it is gone. */
  async function stop() {
    const running = server;
    server = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  }

  return { url, start, stop };
}
