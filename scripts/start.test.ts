// `npm start` as a user stops it: npm runs the launcher under a shell that passes no signal on, so
// stopping npm (kill -TERM) must still stop the launcher and the server it started.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/server/test/ports';

const dir = mkdtempSync(join(tmpdir(), 'painel-start-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const answers = async (url: string) => {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
};

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('npm start', () => {
  it('stops the launcher and the server when the shell npm ran it in is stopped', { timeout: 120_000 }, async () => {
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Painel</title>');
    const port = await freePort();
    // The shell in between, as npm runs scripts (it does not pass signals to the launcher).
    const shell = spawn('sh', ['-c', 'node scripts/start.mjs'], {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: join(dir, 'data'),
        WEB_DIR: dir,
        ADMIN_PASSWORD: 'Admin-start-123',
        LOG_LEVEL: 'warn',
        ELECTRON_OVERRIDE_DIST_PATH: join(dir, 'sem-electron'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    shell.stdout!.on('data', (c) => (output += c));
    shell.stderr!.on('data', (c) => (output += c));
    await expect.poll(() => output, { timeout: 60_000 }).toContain(`abra a mesma interface no navegador em http://127.0.0.1:${port}/login`);
    expect(await answers(`http://127.0.0.1:${port}/api/my-ip`)).toBe(true);
    const launcher = Number(execFileSync('ps', ['-o', 'pid=', '--ppid', String(shell.pid)], { encoding: 'utf8' }).trim());

    shell.kill('SIGTERM');
    await expect.poll(() => answers(`http://127.0.0.1:${port}/api/my-ip`), { timeout: 20_000, interval: 250 }).toBe(false);
    await expect.poll(() => alive(launcher), { timeout: 20_000, interval: 250 }).toBe(false);
  });
});
