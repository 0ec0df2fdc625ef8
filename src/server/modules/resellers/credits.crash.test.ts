// A crash in the middle of credit operations: the real server (`npm run server`, its own process) is
// killed with SIGKILL while transfers and line purchases are in flight, then started again on the
// same data. Every operation that was answered 2xx is there, none is half applied (a charge without
// its line, a line without its charge, a balance off its ledger), and the books still balance.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ledgerViolations } from '../../core/ledger';
import { openDatabase, type Db } from '../../db';
import { onTestPostgres } from '../../test/harness';
import { freePort } from '../../test/ports';

const ADMIN_PASSWORD = 'Admin-crash-123';
const PASSWORD = 'Senha-crash-123';
const pgUrl = process.env.TEST_DATABASE_URL;
const dataDir = mkdtempSync(join(tmpdir(), 'painel-crash-'));
const database = pgUrl ? `painel_crash_${process.pid}` : '';
const databaseUrl = pgUrl ? pgUrl.replace(/\/[^/]*$/, `/${database}`) : undefined;

/** Starts `src/server/index.ts` as `npm run server` does and waits until it answers. */
async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD,
      BOT_CHECK: 'off',
      LOG_LEVEL: 'silent',
      BACKUP_CRON: '',
      DNS_CRON: '',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`o servidor saiu com ${child.exitCode}`);
    const up = await fetch(`http://127.0.0.1:${port}/api/my-ip`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('o servidor não respondeu');
}

const call = (port: number) => async (method: string, path: string, body?: unknown, token?: string, key?: string) => {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...(key ? { 'idempotency-key': key } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, data: (await res.json().catch(() => undefined)) as any };
};

let server: ChildProcess | undefined;
let db: Db | undefined;
afterAll(async () => {
  server?.kill('SIGKILL');
  await db?.destroy();
  rmSync(dataDir, { recursive: true, force: true });
  if (pgUrl) await onTestPostgres(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
});

describe('a crash under load', () => {
  it('keeps every answered operation and half of none', async () => {
    if (pgUrl) await onTestPostgres(`CREATE DATABASE ${database}`);
    const port = await freePort();
    server = await startServer(port);
    const api = call(port);
    const admin = (await api('POST', '/api/login', { username: 'admin', password: ADMIN_PASSWORD })).data.access_token as string;
    const master = { username: `master${process.pid}`, password: PASSWORD };
    expect((await api('POST', '/api/reg-users', { ...master, email: '5511987654321', credits: 400 }, admin)).status).toBe(200);
    const masterToken = (await api('POST', '/api/login', master)).data.access_token as string;
    await api('PUT', `/api/reg-users/${(await api('GET', '/api/get-profile', undefined, masterToken)).data.id}`, { action: 2, isMaster: 1 }, admin);
    const kids: { id: number; token: string }[] = [];
    for (const n of [1, 2, 3]) {
      const kid = { username: `kid${n}x${process.pid}`, password: PASSWORD };
      expect((await api('POST', '/api/reg-users', { ...kid, email: '5511987654321', credits: 10 }, masterToken)).status).toBe(200);
      const token = (await api('POST', '/api/login', kid)).data.access_token as string;
      kids.push({ id: (await api('GET', '/api/get-profile', undefined, token)).data.id, token });
    }

    // 600 operations, 20 at a time; the server is killed once 240 have been sent.
    const answered: { key: string; kind: 'transfer' | 'purchase'; ok: boolean }[] = [];
    const send = async (i: number) => {
      const kid = kids[i % kids.length]!;
      const key = `crash-${i}`;
      const kind = i % 2 ? 'purchase' : 'transfer';
      const res =
        kind === 'transfer'
          ? await api('PUT', `/api/reg-users/${kid.id}`, { action: 0, credits: 1 }, masterToken, key).catch(() => null)
          : await api('POST', '/api/users-iptv', { isOficial: true, package: 1, credits: 1 }, kid.token, key).catch(() => null);
      answered.push({ key, kind, ok: res?.status === 200 });
    };
    const load = (async () => {
      for (let i = 0; i < 600; i += 20) await Promise.all(Array.from({ length: 20 }, (_, k) => send(i + k)));
    })();
    while (answered.length < 240) await new Promise((r) => setTimeout(r, 5));
    server.kill('SIGKILL');
    await load;
    const done = answered.filter((a) => a.ok);
    expect(done.length).toBeGreaterThan(100);
    expect(answered.length).toBeGreaterThan(done.length);

    // Started again on the same data: everything answered is there, and only whole operations.
    server = await startServer(port);
    db = openDatabase(databaseUrl ? { dialect: 'postgres', url: databaseUrl } : { dialect: 'sqlite', file: join(dataDir, 'painel.sqlite') }).db;
    const entries = await db.selectFrom('ledger_entries').select(['request_id', 'line_id', 'kind']).where('request_id', 'like', '%crash-%').execute();
    const byKey = new Map(entries.map((e) => [e.request_id!.slice(e.request_id!.lastIndexOf(':') + 1), e]));
    for (const a of done) expect([a.key, byKey.has(a.key)]).toEqual([a.key, true]);
    expect(await ledgerViolations(db)).toEqual([]);
    const purchases = entries.filter((e) => e.kind === 'line_purchase');
    expect(purchases.every((e) => e.line_id !== null)).toBe(true);
    const lines = await db
      .selectFrom('lines')
      .select('id')
      .where(
        'account_id',
        'in',
        kids.map((k) => k.id),
      )
      .where('origin', '=', 'official')
      .execute();
    expect(new Set(lines.map((l) => l.id))).toEqual(new Set(purchases.map((e) => e.line_id)));
    // The server answers again as before.
    expect((await api('GET', '/api/get-profile', undefined, masterToken)).status).toBe(200);
  }, 120_000);
});
