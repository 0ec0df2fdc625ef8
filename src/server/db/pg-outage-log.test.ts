// The server process (index.ts) while PostgreSQL is away: the pool's idle connections, the calls and the
// jobs all meet the outage, and its log says it once, not once by each (it said it three times).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { onTestPostgres } from '../test/harness';
import { freePort } from '../test/ports';
import { startTcpProxy } from '../test/tcp-proxy';

const pgUrl = process.env.TEST_DATABASE_URL;
const PASSWORD = 'Admin-queda-123';

describe.skipIf(!pgUrl)('the server process while PostgreSQL is away', () => {
  it('says the outage once in its log', async () => {
    // A database of its own: the server migrates and seeds it as on a first start.
    const database = `painel_queda_${process.pid}`;
    await onTestPostgres(`CREATE DATABASE ${database}`);
    const target = new URL(pgUrl!);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const url = new URL(pgUrl!);
    url.host = `127.0.0.1:${proxy.port}`;
    url.pathname = `/${database}`;
    const dataDir = mkdtempSync(join(tmpdir(), 'painel-queda-'));
    const port = await freePort();
    const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: url.toString(),
        DATA_DIR: dataDir,
        HOST: '127.0.0.1',
        PORT: String(port),
        ADMIN_PASSWORD: PASSWORD,
        BOT_CHECK: 'off',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout!.on('data', (c) => (output += c));
    server.stderr!.on('data', (c) => (output += c));
    const base = `http://127.0.0.1:${port}`;
    try {
      await new Promise<void>((resolve, reject) => {
        server.stdout!.on('data', () => output.includes('Painel Revenda em') && resolve());
        server.once('exit', (code) => reject(new Error(`o servidor saiu (${code}):\n${output}`)));
      });
      const login = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: PASSWORD }),
      });
      const headers = { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
      const profile = async () => (await fetch(`${base}/api/get-profile`, { headers })).status;
      expect(await profile()).toBe(200);

      proxy.cut();
      for (let i = 0; i < 10; i++) expect(await profile()).toBe(503);
      // The pool's idle connections fail too, and a job may run meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      proxy.restore();
      await expect.poll(profile, { timeout: 10_000 }).toBe(200);

      const said = output.split('\n').filter((line) => line.includes('banco de dados indisponível'));
      expect(said).toHaveLength(1);
    } finally {
      // (A server that never started has exited already.)
      if (server.exitCode === null && server.signalCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      await proxy.close();
      rmSync(dataDir, { recursive: true, force: true });
      await onTestPostgres(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    }
  }, 60_000);
});
