// `npm start` as a user stops it: npm runs the launcher under a shell that passes no signal on, so
// stopping npm (kill -TERM) must still stop the launcher and the server it started.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/server/test/ports';
import { unsupportedNode } from './node-version.mjs';

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

/** The launcher on a fresh port, with no web build or Electron runtime to look for. */
async function launcher(command: string[], data: string) {
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Painel</title>');
  const port = await freePort();
  const child = spawn(command[0]!, command.slice(1), {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: join(dir, data),
      WEB_DIR: dir,
      ADMIN_PASSWORD: 'Admin-start-123',
      LOG_LEVEL: 'warn',
      ELECTRON_OVERRIDE_DIST_PATH: join(dir, 'sem-electron'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c) => (output += c));
  child.stderr!.on('data', (c) => (output += c));
  await expect.poll(() => output, { timeout: 60_000 }).toContain(`abra a mesma interface no navegador em http://127.0.0.1:${port}/login`);
  return { child, port, output: () => output };
}

const childOf = (pid: number) => Number(execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' }).trim());

describe('npm start', () => {
  it('says in one line which Node it needs and how to get it, on a Node older than the engines of package.json', () => {
    expect(unsupportedNode('20.20.2')).toBe(
      'Node.js 20.20.2 nesta máquina; o Painel Revenda precisa do Node.js 24 ou mais novo: rode `. scripts/lts-node.sh` neste terminal (ou instale o Node.js 24) e depois `npm ci && npm start`.',
    );
    expect(unsupportedNode('23.11.0')).toContain('precisa do Node.js 24');
    expect(unsupportedNode('24.0.0')).toBeNull();
    expect(unsupportedNode('25.1.0')).toBeNull();
  });

  it('says how the server died and exits non-zero when it dies by a signal', { timeout: 120_000 }, async () => {
    const { child, port, output } = await launcher([process.execPath, 'scripts/start.mjs'], 'data-signal');
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    process.kill(childOf(child.pid!), 'SIGKILL');
    expect(await exited).toBe(128 + 9);
    expect(output()).toContain('O servidor terminou pelo sinal SIGKILL.');
    expect(await answers(`http://127.0.0.1:${port}/api/my-ip`)).toBe(false);
  });

  it('stops the launcher and the server when the shell npm ran it in is stopped', { timeout: 120_000 }, async () => {
    // The shell in between, as npm runs scripts (it does not pass signals to the launcher).
    const { child: shell, port } = await launcher(['sh', '-c', 'node scripts/start.mjs'], 'data');
    expect(await answers(`http://127.0.0.1:${port}/api/my-ip`)).toBe(true);
    const started = childOf(shell.pid!);

    shell.kill('SIGTERM');
    await expect.poll(() => answers(`http://127.0.0.1:${port}/api/my-ip`), { timeout: 20_000, interval: 250 }).toBe(false);
    await expect.poll(() => alive(started), { timeout: 20_000, interval: 250 }).toBe(false);
  });
});
