// A query compiled once binds each call's values in their places, on SQLite and PostgreSQL, and a
// build that does not pass a value as a plain parameter is refused when it is made, not at a call;
// a read never sees the uncommitted writes of a transaction open beside it (SQLite has one connection);
// on PostgreSQL it is a prepared statement, planned once per connection.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness';
import { compiledOnce } from '.';

const t = useTestApp();

describe('compiledOnce', () => {
  it("binds each call's own values", async () => {
    const [ana, bia] = [await t.createAccount(), await t.createAccount()];
    const byIdAndName = compiledOnce(t.db, 2, (id: number, username: string) =>
      t.db.selectFrom('accounts').select(['id', 'username']).where('id', '=', id).where('username', '=', username),
    );
    expect(await byIdAndName(ana.id, ana.username)).toEqual([{ id: ana.id, username: ana.username }]);
    expect(await byIdAndName(bia.id, bia.username)).toEqual([{ id: bia.id, username: bia.username }]);
    expect(await byIdAndName(ana.id, bia.username)).toEqual([]);
  });

  it("never reads another call's transaction before it commits", async () => {
    const ana = await t.createAccount();
    const nameOf = compiledOnce(t.db, 1, (id: number) => t.db.selectFrom('accounts').select('username').where('id', '=', id));
    let readDuring: Promise<{ username: string }[]> | undefined;
    await expect(
      t.db.transaction().execute(async (tx) => {
        await tx.updateTable('accounts').set({ username: 'renomeada' }).where('id', '=', ana.id).execute();
        // A read from outside while the transaction is open, then the transaction fails.
        readDuring = nameOf(ana.id);
        await new Promise((resolve) => setTimeout(resolve, 20));
        throw new Error('desfeita');
      }),
    ).rejects.toThrow('desfeita');
    expect(await readDuring).toEqual([{ username: ana.username }]);
    expect(await nameOf(ana.id)).toEqual([{ username: ana.username }]);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('is a statement PostgreSQL prepared once per connection, planned again by no call', async () => {
    // The view lists the statements prepared in the session that reads it, this one among them.
    const prepared = compiledOnce(t.db, 1, (like: string) =>
      t.db
        .selectFrom(sql<{ name: string; statement: string }>`pg_prepared_statements`.as('p'))
        .select(['p.name', 'p.statement'])
        .where('p.statement', 'like', like),
    );
    const [own] = await prepared('%pg_prepared_statements%');
    expect(own.name).toMatch(/^once_[0-9a-f]{32}$/);
    expect(await prepared('%pg_prepared_statements%')).toEqual([own]);
  });

  it('refuses a build that leaves a value out of the parameters', () => {
    expect(() => compiledOnce(t.db, 2, (id: number, _unused: number) => t.db.selectFrom('accounts').select('id').where('id', '=', id))).toThrow(/not bound/);
  });
});
