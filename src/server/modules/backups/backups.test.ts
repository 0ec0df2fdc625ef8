// Backups: a round trip while the panel writes (SQLite online backup / pg_dump), corrupted and foreign
// files refused with nothing overwritten, the three lists, the download and who may use them.
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync, mkdirSync, readdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKUP_MSG } from '../../../shared/ops/texts';
import type { DatabaseConfig } from '../../config';
import { openDatabase } from '../../db';
import { ledgerViolations } from '../../core/ledger';
import { createTestApp, onTestPostgres, type TestApp } from '../../test/harness';
import { RESTORE_MSG, RestoreRefused, restoreBackup } from './restore';
import { backupName, currentSchema } from './service';
import { runScheduledBackup } from './runs';

const pgUrl = process.env.TEST_DATABASE_URL;
const scratch = mkdtempSync(join(tmpdir(), 'painel-backup-test-'));
const remote1 = join(scratch, 'remoto1');
let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  mkdirSync(remote1);
  t = await createTestApp({ BACKUP_REMOTE_1: remote1, BACKUP_REMOTE_2: join(scratch, 'nao-existe', 'x'), BACKUP_KEEP: '3', BACKUP_CRON: '' });
  adminToken = await t.loginAs(t.config.adminUsername, 'Admin-test-123');
});
afterAll(async () => {
  await t.close();
  rmSync(scratch, { recursive: true, force: true });
});

const yes = async () => true;

/** A fresh empty target of the same kind as the test database, and how to open it and drop it. */
async function emptyTarget(): Promise<{ database: DatabaseConfig; open: () => ReturnType<typeof openDatabase>; drop: () => Promise<void> }> {
  if (!pgUrl) {
    const dir = mkdtempSync(join(scratch, 'restaurado-'));
    const database: DatabaseConfig = { dialect: 'sqlite', file: join(dir, 'painel.sqlite') };
    return { database, open: () => openDatabase(database), drop: async () => {} };
  }
  const name = `painel_restore_${randomBytes(5).toString('hex')}`;
  await onTestPostgres(`CREATE DATABASE ${name}`);
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  const database: DatabaseConfig = { dialect: 'postgres', url: url.toString() };
  const schema = await currentSchema(t.db);
  const handles: ReturnType<typeof openDatabase>[] = [];
  return {
    database,
    open: () => {
      const handle = openDatabase(database, { schema });
      handles.push(handle);
      return handle;
    },
    drop: async () => {
      for (const h of handles) await h.db.destroy();
      await onTestPostgres(`DROP DATABASE ${name}`);
    },
  };
}

const snapshot = async (db: TestApp['db']) => ({
  accounts: await db.selectFrom('accounts').select(['id', 'username', 'credits', 'owner_id', 'password_hash']).orderBy('id').execute(),
  ledger: await db.selectFrom('ledger_entries').selectAll().orderBy('id').execute(),
});

describe('backup and restore', () => {
  it('backs up while transfers go on, and the restore has the same rows and balances', async () => {
    const resellers = await Promise.all(Array.from({ length: 4 }, () => t.createAccount({ credits: 50 })));
    const before = await snapshot(t.db);
    // Transfers one after another for as long as the backup runs, as a busy panel sends them: each as
    // soon as the last is answered (a fixed pace would flood a slow machine and starve the backup).
    let writing = true;
    const statuses: number[] = [];
    const writer = (async () => {
      for (let i = 0; writing; i++) {
        const r = resellers[i % resellers.length]!;
        statuses.push((await t.request('PUT', `/api/reg-users/${r.id}`, { token: adminToken, body: { action: 0, credits: 1 } })).status);
      }
    })();
    const made = await t.request('POST', '/api/run-backup', { token: adminToken });
    writing = false;
    await writer;
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(made.status).toBe(200);
    expect(made.data.message).toBe(BACKUP_MSG.done);
    expect(made.data.item.name).toMatch(t.ctx.dialect === 'sqlite' ? /\.sqlite\.gz$/ : /\.pgdump\.gz$/);
    // The second remote's folder cannot be made: a warning, the local copy and remote 1 are there.
    expect(made.data.warnings).toEqual([BACKUP_MSG.remoteFailed('Servidor 2', 'ENOENT')]);

    const local = join(t.config.backup.dir, made.data.item.name);
    const target = await emptyTarget();
    try {
      const questions: string[] = [];
      const result = await restoreBackup({
        file: local,
        database: target.database,
        secretKey: Buffer.alloc(32, 7),
        confirm: async (q) => questions.push(q) > 0,
      });
      expect(result.restored).toBe(true);
      expect(questions[0]).toContain('ATENÇÃO: a chave de cifragem');
      const restored = target.open().db;
      const got = await snapshot(restored);
      // One consistent instant: everything before the backup, some of what came during it, and the
      // balances equal their ledger.
      expect(got.accounts.length).toBe(before.accounts.length);
      expect(got.ledger.slice(0, before.ledger.length)).toEqual(before.ledger);
      // Every movement the backup holds is one the panel has, unchanged. Not a prefix by id: PostgreSQL
      // hands out ids before commit, so a movement with a higher id may commit before the snapshot and
      // one with a lower id after it.
      const now = await snapshot(t.db);
      const byId = new Map(now.ledger.map((row) => [row.id, row]));
      expect(got.ledger).toEqual(got.ledger.map((row) => byId.get(row.id)));
      expect(await ledgerViolations(restored)).toEqual([]);

      // With the writes over, a new backup restores to exactly what the panel has.
      const second = await t.request('POST', '/api/run-backup', { token: adminToken });
      const again = await emptyTarget();
      try {
        await restoreBackup({
          file: join(t.config.backup.dir, second.data.item.name),
          database: again.database,
          secretKey: t.config.secretKey,
          confirm: async (q) => !q.includes('ATENÇÃO'),
        });
        expect(await snapshot(again.open().db)).toEqual(now);
      } finally {
        await again.drop();
      }
    } finally {
      await target.drop();
    }
  });

  it('lists local and remote copies, keeps BACKUP_KEEP of them, and downloads one', async () => {
    for (let i = 0; i < 3; i++) expect((await t.request('POST', '/api/run-backup', { token: adminToken })).data).toMatchObject({ message: BACKUP_MSG.done });
    const list = await t.request('GET', '/api/view-backups', { token: adminToken });
    expect(list.status).toBe(200);
    expect(list.data.local).toHaveLength(3);
    expect(list.data.remote_1.map((b: { name: string }) => b.name)).toEqual(list.data.local.map((b: { name: string }) => b.name));
    expect(list.data.remote_2).toEqual([]);
    expect(list.data.targets[0]).toMatchObject({ type: 'local', where: t.config.backup.dir });
    expect(list.data.targets[2].error).toBe('pasta não encontrada');
    expect(readdirSync(remote1).filter((n) => n.endsWith('.gz'))).toHaveLength(3);
    const item = list.data.remote_1[0];
    expect(item).toMatchObject({ type: 'remote_1', where: remote1 });
    expect(item.created).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);

    const res = await t.postForFile('/api/download-backup', adminToken, { name: item.name, type: 'remote_1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(item.name);
    expect(res.rawPayload.equals(readFileSync(join(remote1, item.name)))).toBe(true);
  });

  it('refuses names that are not ours, paths and unknown files', async () => {
    writeFileSync(join(t.config.backup.dir, 'segredo.txt'), 'x');
    for (const name of ['../jwt-secret', 'segredo.txt', '/etc/passwd', 'painel-2020-01-01_00-00-00-000.sqlite.gz/../../jwt-secret']) {
      const res = await t.request('POST', '/api/download-backup', { token: adminToken, body: { name, type: 'local' } });
      expect(res.status).toBe(422);
    }
    const missing = await t.request('POST', '/api/download-backup', {
      token: adminToken,
      body: { name: 'painel-2020-01-01_00-00-00-000.sqlite.gz', type: 'local' },
    });
    expect(missing).toMatchObject({ status: 404, data: { message: BACKUP_MSG.notFound } });
    expect(
      (await t.request('POST', '/api/download-backup', { token: adminToken, body: { name: 'painel-2020-01-01_00-00-00-000.sqlite.gz', type: 'remote_9' } }))
        .status,
    ).toBe(422);
  });

  it('counts only regular files: a link named like a backup is neither listed, downloaded nor restored', async () => {
    const name = 'painel-2020-02-02_00-00-00-000.sqlite.gz';
    symlinkSync('/etc/passwd', join(t.config.backup.dir, name));
    try {
      const listed = (await t.request('GET', '/api/view-backups', { token: adminToken })).data.local.map((i: { name: string }) => i.name);
      expect(listed).not.toContain(name);
      const res = await t.postForFile('/api/download-backup', adminToken, { name, type: 'local' });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('root:');
      const target = await emptyTarget();
      try {
        await expect(restoreBackup({ file: join(t.config.backup.dir, name), database: target.database, confirm: async () => true })).rejects.toBeInstanceOf(
          RestoreRefused,
        );
      } finally {
        await target.drop();
      }
    } finally {
      rmSync(join(t.config.backup.dir, name));
    }
  });

  it.runIf(pgUrl)('says so when pg_dump is missing', async () => {
    process.env.PG_DUMP = '/nao/existe/pg_dump';
    try {
      expect(await t.request('POST', '/api/run-backup', { token: adminToken })).toMatchObject({ status: 503, data: { message: BACKUP_MSG.pgDumpMissing } });
    } finally {
      delete process.env.PG_DUMP;
    }
  });

  it("a scheduled backup whose remote copy fails tells the admin's Telegram, once per slot whatever the instances", async () => {
    await t.db.insertInto('telegram_links').values({ account_id: t.admin.id, chat_id: 'backup-admin', linked_at: Date.now() }).execute();
    const log = { info: () => {}, error: () => {} };
    const slot = Date.now();
    await Promise.all([runScheduledBackup(t.ctx, slot, log), runScheduledBackup(t.ctx, slot, log)]);
    const notices = await t.db.selectFrom('outbox').select(['kind', 'text']).where('chat_id', '=', 'backup-admin').execute();
    expect(notices).toEqual([{ kind: 'backup_failed', text: expect.stringContaining(BACKUP_MSG.remoteFailed('Servidor 2', 'ENOENT')) }]);
  });

  it('answers 403 to anyone but the admin', async () => {
    const rev = await t.createAccount({ permissions: ['recharge_portal', 'export_all'] });
    const token = await t.loginAs(rev.username);
    const name = (await t.request('GET', '/api/view-backups', { token: adminToken })).data.local[0].name;
    expect((await t.request('GET', '/api/view-backups', { token })).status).toBe(403);
    expect((await t.request('POST', '/api/run-backup', { token })).status).toBe(403);
    expect((await t.request('POST', '/api/download-backup', { token, body: { name, type: 'local' } })).status).toBe(403);
    expect((await t.request('GET', '/api/view-backups')).status).toBe(401);
  });

  it('refuses a corrupted or foreign file and overwrites nothing', async () => {
    const name = (await t.request('GET', '/api/view-backups', { token: adminToken })).data.local[0].name;
    const good = readFileSync(join(t.config.backup.dir, name));
    const corrupted = Buffer.from(good);
    corrupted[Math.floor(corrupted.length / 2)] ^= 0xff;
    const files = {
      corrupted,
      truncated: good.subarray(0, Math.floor(good.length / 2)),
      text: Buffer.from('não sou um backup'),
      foreignGzip: gzipSync(Buffer.from('SQLite format 3\0 qualquer coisa')),
      forgedHeader: gzipSync(Buffer.from(`PAINEL-REVENDA-BACKUP 1\n{"dialect":"sqlite","sha256":"${'0'.repeat(64)}","bytes":3}\nabc`)),
    };
    for (const [label, bytes] of Object.entries(files)) {
      const file = join(scratch, `${label}.gz`);
      writeFileSync(file, bytes);
      const target = await emptyTarget();
      try {
        let asked = false;
        const error = await restoreBackup({ file, database: target.database, confirm: async () => (asked = true) }).catch((e: Error) => e);
        expect(error, label).toBeInstanceOf(Error);
        expect((error as Error).message, label).toContain(BACKUP_MSG.notOurs);
        expect(asked, label).toBe(false);
        if (target.database.dialect === 'sqlite') expect(readdirSync(join(target.database.file, '..'))).toEqual([]);
      } finally {
        await target.drop();
      }
    }

    // An existing database is never replaced, even by a good backup.
    if (t.ctx.dialect === 'sqlite') {
      const dir = mkdtempSync(join(scratch, 'existente-'));
      const file = join(dir, 'painel.sqlite');
      writeFileSync(file, 'dados atuais');
      const error = await restoreBackup({ file: join(t.config.backup.dir, name), database: { dialect: 'sqlite', file }, confirm: yes }).catch((e) => e);
      expect(error).toBeInstanceOf(RestoreRefused);
      expect(readFileSync(file, 'utf8')).toBe('dados atuais');
      expect(readdirSync(dir)).toEqual(['painel.sqlite']);
    } else {
      const error = await restoreBackup({ file: join(t.config.backup.dir, name), database: { dialect: 'postgres', url: pgUrl! }, confirm: yes }).catch(
        (e) => e,
      );
      expect(error).toBeInstanceOf(RestoreRefused);
    }

    // Declined at the question: nothing written.
    const target = await emptyTarget();
    try {
      const questions: string[] = [];
      const result = await restoreBackup({ file: join(t.config.backup.dir, name), database: target.database, confirm: async (q) => !questions.push(q) });
      expect(result.restored).toBe(false);
      // No key in the target yet: the question says to copy the original secret-key first.
      expect(questions[0]).toContain(RESTORE_MSG.noKey);
      if (target.database.dialect === 'sqlite') {
        expect(existsSync(target.database.file)).toBe(false);
        mkdirSync(join(target.database.file, '..'), { recursive: true });
        expect(readdirSync(join(target.database.file, '..'))).toEqual([]);
      }
    } finally {
      await target.drop();
    }
  });
});

describe('backup file names', () => {
  it("are on the São Paulo clock, the one of the list's 'Data' column", () => {
    const at = Date.UTC(2026, 10, 23, 17, 5, 9, 123);
    expect(backupName(at, 'sqlite', () => false)).toBe('painel-2026-11-23_14-05-09-123.sqlite.gz');
    expect(backupName(at, 'postgres', (n) => n.endsWith('123.pgdump.gz'))).toBe('painel-2026-11-23_14-05-09-124.pgdump.gz');
  });
});
