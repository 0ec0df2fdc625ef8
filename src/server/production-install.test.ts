// A server install as docs/operations.md describes it: only the runtime packages (`npm ci --omit=dev`),
// the compiled server, and `node out/server/index.mjs`. A package the server imports but that sits in
// devDependencies fails here, as it would on the production machine. The restore command of the README
// (`node out/server/restore.mjs`) runs there too, and the database is only the service user's (600).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../scripts/build-server';
import { freePort } from './test/ports';

const mode = (file: string) => (statSync(file).mode & 0o777).toString(8);

const root = mkdtempSync(join(tmpdir(), 'painel-install-'));
let server: ChildProcess | undefined;

afterAll(() => {
  server?.kill();
  rmSync(root, { recursive: true, force: true });
});

describe('production install', () => {
  it('runs the compiled server with the runtime packages alone, logs the admin in, and restores a backup', { timeout: 300_000 }, async () => {
    for (const file of ['package.json', 'package-lock.json']) cpSync(file, join(root, file));
    cpSync('resources/public', join(root, 'resources/public'), { recursive: true });
    await buildServer(join(root, 'out/server'));
    const install = spawnSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], { cwd: root, encoding: 'utf8' });
    expect(install.status, install.stderr).toBe(0);

    const port = await freePort();
    server = spawn(process.execPath, ['out/server/index.mjs'], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        DATA_DIR: join(root, 'data'),
        HOST: '127.0.0.1',
        PORT: String(port),
        ADMIN_PASSWORD: 'Admin-install-123',
        BOT_CHECK: 'off',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    await new Promise<void>((resolve, reject) => {
      server!.stdout!.on('data', (c) => (output += c) && output.includes('Painel Revenda em') && resolve());
      server!.stderr!.on('data', (c) => (output += c));
      server!.once('exit', (code) => reject(new Error(`o servidor saiu (${code}):\n${output}`)));
    });
    const login = await fetch(`http://127.0.0.1:${port}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'Admin-install-123' }),
    });
    expect(login.status).toBe(200);
    const { access_token: token } = await login.json();
    expect(token).toMatch(/^ey/);
    for (const file of ['painel.sqlite', 'painel.sqlite-wal', 'secret-key']) expect([file, mode(join(root, 'data', file))]).toEqual([file, '600']);

    // A backup restored into a new data folder by the command the README gives for this install.
    const backup = await fetch(`http://127.0.0.1:${port}/api/run-backup`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(backup.status).toBe(200);
    const [file] = readdirSync(join(root, 'data', 'backups'));
    mkdirSync(join(root, 'nova'));
    cpSync(join(root, 'data', 'secret-key'), join(root, 'nova', 'secret-key'));
    const restore = spawnSync(process.execPath, ['out/server/restore.mjs', join(root, 'data', 'backups', file!), '--sim'], {
      cwd: root,
      env: { PATH: process.env.PATH, DATA_DIR: join(root, 'nova') },
      encoding: 'utf8',
    });
    expect(restore.status, restore.stdout + restore.stderr).toBe(0);
    expect(restore.stdout).toContain(`Backup restaurado em ${join(root, 'nova', 'painel.sqlite')}.`);
    expect(mode(join(root, 'nova', 'painel.sqlite'))).toBe('600');
  });
});
