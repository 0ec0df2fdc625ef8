// Database faults (issue 32): told apart from bugs, answered 503/507 with a pt-BR message and
// Retry-After, logged once rather than once per request; the health endpoints; a full disk under SQLite.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, openSync, rmSync, writeSync, closeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { SERVER_MSG } from '../messages';
import { createTestApp, useTestApp } from '../test/harness';
import { databaseFault, faultLogger } from './faults';

describe('database faults', () => {
  it('tells a database away or full from anything else', () => {
    const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });
    expect(databaseFault(coded('57P01', 'terminating connection due to administrator command'))).toBe('unavailable');
    expect(databaseFault(coded('ECONNREFUSED'))).toBe('unavailable');
    expect(databaseFault(new Error('timeout exceeded when trying to connect'))).toBe('unavailable');
    expect(databaseFault(new Error('Connection terminated unexpectedly'))).toBe('unavailable');
    expect(databaseFault(coded('57014', 'canceling statement due to statement timeout'))).toBe('unavailable');
    expect(databaseFault(coded('SQLITE_BUSY'))).toBe('unavailable');
    expect(databaseFault(coded('SQLITE_IOERR_WRITE'))).toBe('unavailable');
    expect(databaseFault(coded('SQLITE_FULL'))).toBe('full');
    expect(databaseFault(new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')]))).toBe('unavailable');
    // Bad input and bugs are not the database's faults.
    expect(databaseFault(coded('23505', 'duplicate key value violates unique constraint'))).toBeNull();
    expect(databaseFault(coded('SQLITE_CONSTRAINT_UNIQUE'))).toBeNull();
    expect(databaseFault(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBeNull();
  });

  it('logs the first fault with its cause, then stays quiet a while and counts what it did not say', () => {
    const lines: string[] = [];
    const log = faultLogger((l) => lines.push(l), 30_000);
    log(new Error('Connection terminated unexpectedly\n    at stack'), 0);
    for (let i = 1; i <= 50; i++) log(new Error('connect ECONNREFUSED 127.0.0.1:5432'), i * 100);
    log(new Error('connect ECONNREFUSED 127.0.0.1:5432'), 31_000);
    expect(lines).toEqual([
      'banco de dados indisponível: Connection terminated unexpectedly',
      'banco de dados indisponível: connect ECONNREFUSED 127.0.0.1:5432 (e mais 50 falha(s) desde o último aviso)',
    ]);
  });
});

describe('health', () => {
  const t = useTestApp();

  it('answers live and ready without a session, ready naming the database', async () => {
    expect(await t.request('GET', '/api/health/live')).toMatchObject({ status: 200, data: { status: 'ok' } });
    expect(await t.request('GET', '/api/health/ready')).toMatchObject({ status: 200, data: { status: 'ok', database: t.ctx.dialect } });
  });

  it.runIf(process.env.TEST_DATABASE_URL)('stays ready while every connection of the pool is busy (a peak is not an outage)', async () => {
    // The pool's 10, each longer than the readiness waits: a check in the pool's queue would answer 503.
    const busy = Array.from({ length: 10 }, () => sql`select pg_sleep(3)`.execute(t.db));
    expect(await t.request('GET', '/api/health/ready')).toMatchObject({ status: 200, data: { status: 'ok', database: 'postgres' } });
    await Promise.all(busy);
  });
});

// A data folder on a small filesystem of its own (tmpfs), filled up and then freed. Mounting needs
// root, as on the CI machine; elsewhere this part is skipped and says why.
const canMount = (() => {
  if (process.env.TEST_DATABASE_URL) return false;
  const probe = mkdtempSync(join(tmpdir(), 'painel-mount-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', probe], { stdio: 'ignore' });
    execFileSync('umount', [probe]);
    return true;
  } catch {
    return false;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
})();

describe.skipIf(!canMount)('SQLite on a full disk (tmpfs; needs root)', () => {
  it('refuses a write with 507 and changes nothing, and writes again once there is space', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'painel-cheio-'));
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=16m', 'tmpfs', dir]);
    const t = await createTestApp({ DATA_DIR: dir });
    try {
      const rev = await t.createAccount({ credits: 2 });
      const admin = await t.loginAs(t.admin.username, 'Admin-test-123');
      const give = (key: string) =>
        t.request('PUT', `/api/reg-users/${rev.id}`, { token: admin, body: { action: 0, credits: 3 }, headers: { 'idempotency-key': key } });
      const balance = async () => (await t.db.selectFrom('accounts').select('credits').where('id', '=', rev.id).executeTakeFirstOrThrow()).credits;
      // No room left: the write-ahead log cannot grow.
      await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(t.db);
      const filler = join(dir, 'enchimento');
      const fd = openSync(filler, 'w');
      try {
        for (;;) writeSync(fd, Buffer.alloc(64 * 1024));
      } catch {
        /* ENOSPC: full */
      } finally {
        closeSync(fd);
      }
      const full = await give('cheio-1');
      expect(full).toMatchObject({ status: 507, data: { message: SERVER_MSG.diskFull } });
      expect(full.headers['retry-after']).toBe('5');
      expect(await balance()).toBe(200);
      expect(await t.checkLedgerInvariant()).toEqual([]);

      rmSync(filler);
      expect((await give('cheio-1')).status).toBe(200);
      expect(await balance()).toBe(500);
      expect(await t.checkLedgerInvariant()).toEqual([]);
    } finally {
      await t.close();
      execFileSync('umount', ['-l', dir]);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
