// 'Análises' (issue 31): what the screen reads is kept beside the changes, never counted from all lines
// on each view.
// - `line_terms`: one row per paid period of a line (its end, and when it was renewed), written by the
//   line's own writes (modules/analytics/record.ts). A period whose end has passed is counted once as
//   'due' in its month by the settling (`due_counted`), with its outcome (renewed within 7 days, late,
//   lost); a renewal of a period already counted adds its outcome at once.
// - `test_lines`: every test made, and when it became a paying customer (converted_at).
// - `analytics_months` and `analytics_days`: the sums per month (history) and per day of expiry (what
//   comes ahead), kept for every account over its whole subtree (each write adds to the account and all
//   its ancestors), so the admin of 20 000 resellers reads a few dozen rows.
// The periods of the paid lines already running are opened here, worth one credit each (their price is
// not known).
import { sql, type Kysely } from 'kysely';
import { isoDay } from '../../../shared/dates';
import { int, withId, zero } from './helpers';

const BATCH = 5000;

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('line_terms'))
    .addColumn('line_id', int, (c) => c.notNull())
    .addColumn('account_id', int, (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('ends_at', int, (c) => c.notNull())
    .addColumn('credits_cents', int, (c) => c.notNull())
    .addColumn('renewed_at', int)
    .addColumn('due_counted', int, zero)
    .execute();
  await db.schema.createIndex('line_terms_open').on('line_terms').columns(['line_id', 'renewed_at']).execute();
  await db.schema.createIndex('line_terms_due').on('line_terms').columns(['due_counted', 'ends_at']).execute();
  await db.schema.createIndex('line_terms_account').on('line_terms').columns(['account_id']).execute();
  await db.schema
    .createTable('test_lines')
    .addColumn('line_id', int, (c) => c.primaryKey())
    .addColumn('account_id', int, (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('username', 'varchar(64)', (c) => c.notNull())
    .addColumn('whatsapp', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', int, (c) => c.notNull())
    .addColumn('converted_at', int)
    .execute();
  await db.schema.createIndex('test_lines_account').on('test_lines').columns(['account_id', 'created_at']).execute();
  await db.schema
    .createTable('analytics_months')
    .addColumn('account_id', int, (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('month', 'varchar(7)', (c) => c.notNull())
    .addColumn('due', int, zero)
    .addColumn('on_time', int, zero)
    .addColumn('late', int, zero)
    .addColumn('tests', int, zero)
    .addColumn('converted', int, zero)
    .addColumn('sales_cents', int, zero)
    .addPrimaryKeyConstraint('analytics_months_pk', ['account_id', 'month'])
    .execute();
  await db.schema
    .createTable('analytics_days')
    .addColumn('account_id', int, (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('lines', int, zero)
    .addColumn('credits_cents', int, zero)
    .addPrimaryKeyConstraint('analytics_days_pk', ['account_id', 'day'])
    .execute();

  const at = Date.now();
  for (let after = 0; ; ) {
    const running = await db
      .selectFrom('lines')
      .select(['id', 'account_id', 'exp_at'])
      .where('id', '>', after)
      .where('status', '=', 1)
      .where('exp_at', '>', at)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (running.length === 0) break;
    after = running.at(-1)!.id;
    await db
      .insertInto('line_terms')
      .values(running.map((l) => ({ line_id: l.id, account_id: l.account_id, ends_at: l.exp_at, credits_cents: 100 })))
      .execute();
    const perDay = new Map<string, { account_id: number; day: string; lines: number }>();
    for (const l of running) {
      const day = isoDay(Number(l.exp_at));
      const key = `${l.account_id}|${day}`;
      const sum = perDay.get(key) ?? { account_id: Number(l.account_id), day, lines: 0 };
      sum.lines += 1;
      perDay.set(key, sum);
    }
    for (const d of perDay.values())
      await sql`INSERT INTO analytics_days (account_id, day, lines, credits_cents)
        SELECT ancestor_id, ${d.day}, ${d.lines}, ${d.lines * 100} FROM account_closure WHERE descendant_id = ${d.account_id}
        ON CONFLICT (account_id, day) DO UPDATE SET lines = analytics_days.lines + excluded.lines, credits_cents = analytics_days.credits_cents + excluded.credits_cents`.execute(
        db,
      );
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['analytics_days', 'analytics_months', 'test_lines', 'line_terms']) await db.schema.dropTable(table).execute();
}
