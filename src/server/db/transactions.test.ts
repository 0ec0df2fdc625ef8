// On SQLite a transaction takes the write lock when it begins (begin immediate): one that reads and
// then writes is never failed by another connection writing in between (the statistics' worker,
// db/statistics.ts). Begun deferred, that write failed at once with SQLITE_BUSY, answered 503.
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness';

const t = useTestApp();

describe.skipIf(process.env.TEST_DATABASE_URL)('a SQLite transaction', () => {
  it('holds the write lock from its start, so a write of another connection waits for it instead of failing it', async () => {
    if (t.config.database.dialect !== 'sqlite') throw new Error('SQLite only');
    const other = new SQLite(t.config.database.file);
    other.pragma('busy_timeout = 0');
    try {
      let othersWrite: unknown;
      await t.db.transaction().execute(async (tx) => {
        const admin = await tx.selectFrom('accounts').select('credits').where('id', '=', 1).executeTakeFirstOrThrow();
        // Another connection writes between this transaction's read and its write: it must wait its turn.
        try {
          other.prepare('update accounts set credits = credits where id = 1').run();
        } catch (error) {
          othersWrite = error;
        }
        await tx.updateTable('accounts').set({ credits: admin.credits }).where('id', '=', 1).execute();
      });
      expect((othersWrite as { code?: string }).code).toBe('SQLITE_BUSY');
    } finally {
      other.close();
    }
  });
});
