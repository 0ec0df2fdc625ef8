// The writes behind 'Análises' (issue 31), each in the transaction of the line's own change, so what
// the screen shows never disagrees with the lines: a paid period opened (a line bought, a restore, a
// kind migration), renewed (a paid extension: its outcome, if its end already passed and was counted),
// moved (expiry or owner edited) or dropped (a line that leaves before its end); a test made and the
// test that became a customer. `settleTerms` counts the periods whose end has passed, once each, in
// their month; the screen calls it before reading, and a job keeps the backlog small.
// What they add to the sums of the account and of every account above it is appended as deltas, never
// added in the write's transaction (0039_analytics_deltas: that locked the admin's rows on every write of
// the network); `foldDeltas` adds them, before the screen reads and every few seconds.
import { sql } from 'kysely';
import { CONVERSION_MS, monthOf, outcomeOf } from '../../../shared/analytics/texts';
import { isoDay, lastMonths } from '../../../shared/dates';
import { LINE_STATUS } from '../../../shared/lines/texts';
import { now, settleInBatches, type Db, type DbOrTx, type Tx } from '../../db';
import { isPostgres } from '../../db/migrations/helpers';
import type { ProvidedLine as Line } from '../../providers/lines';

type MonthColumn = 'due' | 'on_time' | 'late' | 'tests' | 'converted' | 'sales_cents';
type DayColumn = 'lines' | 'credits_cents' | 'sales_cents';
type TermLine = Pick<Line, 'id' | 'account_id' | 'status' | 'exp_at'>;
/** One credit, the worth of a period whose price is not known. */
const ONE_CREDIT = 100;

/** Where each kind of delta is folded in, by which key, and what it sums. */
const FOLDED = {
  analytics_month_deltas: { into: 'analytics_months', key: 'month', columns: ['due', 'on_time', 'late', 'tests', 'converted', 'sales_cents'] },
  analytics_day_deltas: { into: 'analytics_days', key: 'day', columns: ['lines', 'credits_cents', 'sales_cents'] },
} as const;
/** A delta for the account and one for every account above it, in `table`, keyed by `key` (its month or day). */
async function addDeltas(tx: Tx, table: keyof typeof FOLDED, accountId: number, key: string, deltas: Partial<Record<string, number>>): Promise<void> {
  const columns = Object.keys(deltas);
  if (columns.length === 0) return;
  await sql`INSERT INTO ${sql.table(table)} (account_id, ${sql.ref(FOLDED[table].key)}, ${sql.join(columns.map((c) => sql.ref(c)))})
    SELECT ancestor_id, ${key}, ${sql.join(columns.map((c) => sql`${deltas[c]}`))} FROM account_closure WHERE descendant_id = ${accountId}`.execute(tx);
}

/** Adds to a month of the account and of every account above it. */
const addMonth = (tx: Tx, accountId: number, month: string, deltas: Partial<Record<MonthColumn, number>>) =>
  addDeltas(tx, 'analytics_month_deltas', accountId, month, deltas);

/** Adds to a São Paulo day (periods ending, credits sold) of the account and of every account above it. */
const addDay = (tx: Tx, accountId: number, at: number, deltas: Partial<Record<DayColumn, number>>) =>
  addDeltas(tx, 'analytics_day_deltas', accountId, isoDay(at), deltas);

const FOLD_BATCH = 5000;
/** How often each server folds (the screen folds before it reads, whatever the time). */
export const FOLD_EVERY_MS = 2_000;
/** The PostgreSQL advisory lock of the folding (any bigint no other lock uses). */
const FOLDING_LOCK = 4_503_100_045;

/**
 * One folding at a time over the whole database (another server, the screen, the job), and none while
 * a branch goes to the trash or comes back with its deltas (trash/accounts.ts): held to the end of `tx`.
 * SQLite has one writer already.
 */
export async function holdFolding(tx: Tx): Promise<void> {
  if (isPostgres(tx)) await sql`SELECT pg_advisory_xact_lock(${FOLDING_LOCK})`.execute(tx);
}

/** Adds the deltas written so far to the sums, a batch at a time, each once (each batch in one transaction). */
export async function foldDeltas(db: Db): Promise<void> {
  for (const table of Object.keys(FOLDED) as (keyof typeof FOLDED)[]) {
    const { into, key, columns } = FOLDED[table];
    for (let folded = FOLD_BATCH; folded === FOLD_BATCH; )
      folded = await db.transaction().execute(async (tx) => {
        await holdFolding(tx);
        // By id, never "up to the last id": a delta of a transaction still open, with a smaller id, waits its turn.
        const ids = (await tx.selectFrom(table).select('id').orderBy('id').limit(FOLD_BATCH).execute()).map((d) => d.id);
        if (ids.length === 0) return 0;
        const chosen = sql`id IN (${sql.join(ids)})`;
        const sums = sql.join(columns.map((c) => sql`sum(${sql.ref(c)})`));
        const updates = sql.join(columns.map((c) => sql`${sql.ref(c)} = ${sql.table(into)}.${sql.ref(c)} + excluded.${sql.ref(c)}`));
        await sql`INSERT INTO ${sql.table(into)} (account_id, ${sql.ref(key)}, ${sql.join(columns.map((c) => sql.ref(c)))})
          SELECT account_id, ${sql.ref(key)}, ${sums} FROM ${sql.table(table)} WHERE ${chosen} GROUP BY account_id, ${sql.ref(key)}
          ON CONFLICT (account_id, ${sql.ref(key)}) DO UPDATE SET ${updates}`.execute(tx);
        await sql`DELETE FROM ${sql.table(table)} WHERE ${chosen}`.execute(tx);
        return ids.length;
      });
  }
}

/** A paid line's period starts (a purchase when `sold`); a test, a disabled line or one already past its end has none. */
export async function openTerm(tx: Tx, line: TermLine, creditsCents: number | null, sold: boolean, at = now()): Promise<void> {
  if (line.status !== LINE_STATUS.active || line.exp_at <= at) return;
  const credits = creditsCents ?? ONE_CREDIT;
  await tx.insertInto('line_terms').values({ line_id: line.id, account_id: line.account_id, ends_at: line.exp_at, credits_cents: credits }).execute();
  await addDay(tx, line.account_id, line.exp_at, { lines: 1, credits_cents: credits });
  if (sold && credits > 0) {
    await addMonth(tx, line.account_id, monthOf(at), { sales_cents: credits });
    // The month is compared by its days.
    await addDay(tx, line.account_id, at, { sales_cents: credits });
  }
}

/** The line's period still running (not renewed, its end not yet counted), taken out of what comes ahead. */
async function takeOpenTerm(tx: Tx, lineId: number, at: number, change: 'renew' | 'drop') {
  const open = tx.selectFrom('line_terms').select('id').where('line_id', '=', lineId).where('renewed_at', 'is', null);
  const ids = (await open.execute()).map((t) => t.id);
  if (ids.length === 0) return [];
  const taken =
    change === 'renew'
      ? await tx
          .updateTable('line_terms')
          .set({ renewed_at: at })
          .where('id', 'in', ids)
          .returning(['account_id', 'ends_at', 'credits_cents', 'due_counted'])
          .execute()
      : await tx
          .deleteFrom('line_terms')
          .where('id', 'in', ids)
          .where('due_counted', '=', 0)
          .returning(['account_id', 'ends_at', 'credits_cents', 'due_counted'])
          .execute();
  for (const t of taken) if (t.ends_at > at) await addDay(tx, t.account_id, t.ends_at, { lines: -1, credits_cents: -t.credits_cents });
  return taken;
}

/**
 * A paid extension: the running period ends renewed (its outcome counts at once when its end was already
 * counted, else when it is), a test becomes a customer, and the new period opens, sold.
 */
export async function renewTerm(tx: Tx, before: TermLine, after: TermLine, creditsCents: number | null, at = now()): Promise<void> {
  const closed = await takeOpenTerm(tx, before.id, at, 'renew');
  for (const t of closed) {
    const outcome = t.due_counted ? outcomeOf(t.ends_at, at) : null;
    if (outcome) await addMonth(tx, t.account_id, monthOf(t.ends_at), { [outcome]: 1 });
  }
  if (before.status === LINE_STATUS.test) await convertTest(tx, before.id, at);
  await openTerm(tx, after, creditsCents ?? closed[0]?.credits_cents ?? ONE_CREDIT, true, at);
}

/** The line's expiry, owner or state changed without a renewal (edit, trust, 23:59, on/off): its running period follows. */
export async function moveTerm(tx: Tx, before: TermLine, after: TermLine, at = now()): Promise<void> {
  if (before.exp_at === after.exp_at && before.account_id === after.account_id) return;
  const [open] = await takeOpenTerm(tx, before.id, at, 'drop');
  if (open) await openTerm(tx, after, open.credits_cents, false, at);
}

/** The line leaves before its period ended (deleted, to the trash, moved to another kind): no period of it comes due. */
export async function dropTerm(tx: Tx, line: Pick<Line, 'id'>, at = now()): Promise<void> {
  await takeOpenTerm(tx, line.id, at, 'drop');
}

/**
 * A branch of resellers leaves for the trash or comes back (modules/trash/accounts.ts): the periods still
 * to come of its lines leave or rejoin what comes ahead for the heir and every account above it (the
 * branch's own sums go and come back with its rows).
 */
export async function shiftAhead(
  tx: Tx,
  terms: { ends_at: unknown; credits_cents: unknown; renewed_at: unknown }[],
  heirId: number,
  sign: 1 | -1,
  at = now(),
): Promise<void> {
  const days = new Map<string, { endsAt: number; lines: number; credits: number }>();
  for (const t of terms) {
    const endsAt = Number(t.ends_at);
    if (t.renewed_at !== null || endsAt <= at) continue;
    const key = isoDay(endsAt);
    const day = days.get(key) ?? { endsAt, lines: 0, credits: 0 };
    day.lines += 1;
    day.credits += Number(t.credits_cents);
    days.set(key, day);
  }
  for (const d of days.values()) await addDay(tx, heirId, d.endsAt, { lines: sign * d.lines, credits_cents: sign * d.credits });
}

/** A test line made: counted in its month, and kept to see whether it becomes a customer. */
export async function recordTest(tx: Tx, line: Pick<Line, 'id' | 'account_id' | 'username' | 'whatsapp' | 'created_at'>): Promise<void> {
  await tx
    .insertInto('test_lines')
    .values({ line_id: line.id, account_id: line.account_id, username: line.username, whatsapp: line.whatsapp, created_at: line.created_at })
    .execute();
  await addMonth(tx, line.account_id, monthOf(line.created_at), { tests: 1 });
}

async function converted(tx: Tx, test: { account_id: number; created_at: number } | undefined): Promise<void> {
  if (test) await addMonth(tx, test.account_id, monthOf(test.created_at), { converted: 1 });
}

/** The test line itself was paid for. */
async function convertTest(tx: Tx, lineId: number, at: number): Promise<void> {
  const test = await tx
    .updateTable('test_lines')
    .set({ converted_at: at })
    .where('line_id', '=', lineId)
    .where('converted_at', 'is', null)
    .returning(['account_id', 'created_at'])
    .executeTakeFirst();
  await converted(tx, test);
}

/** A new paid line: the latest test of the same reseller, made in the 7 days before, for the same username or WhatsApp becomes a customer. */
export async function convertTestsFor(tx: Tx, line: Pick<Line, 'account_id' | 'username' | 'whatsapp'>, at = now()): Promise<void> {
  const phone = line.whatsapp.replace(/\D/g, '');
  const test = await tx
    .selectFrom('test_lines')
    .select('line_id')
    .where('account_id', '=', line.account_id)
    .where('converted_at', 'is', null)
    .where('created_at', '>=', at - CONVERSION_MS)
    .where((eb) => eb.or([eb('username', '=', line.username), ...(phone.length > 1 ? [eb('whatsapp', '=', line.whatsapp)] : [])]))
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (test) await convertTest(tx, test.line_id, at);
}

/** Counts every period whose end has passed since, once each, in its month with its outcome so far; the number counted. */
export function settleTerms(db: DbOrTx, at = now()): Promise<number> {
  return settleInBatches(
    db,
    async (limit) =>
      (await db.selectFrom('line_terms').select('id').where('due_counted', '=', 0).where('ends_at', '<=', at).limit(limit).execute()).map((d) => d.id),
    async (tx, ids) => {
      const counted = await tx
        .updateTable('line_terms')
        .set({ due_counted: 1 })
        .where('id', 'in', ids)
        .where('due_counted', '=', 0)
        .returning(['account_id', 'ends_at', 'renewed_at'])
        .execute();
      const sums = new Map<string, { accountId: number; month: string; due: number; on_time: number; late: number }>();
      for (const t of counted) {
        const month = monthOf(t.ends_at);
        const sum = sums.get(`${t.account_id}|${month}`) ?? { accountId: t.account_id, month, due: 0, on_time: 0, late: 0 };
        sum.due += 1;
        const outcome = outcomeOf(t.ends_at, t.renewed_at);
        if (outcome) sum[outcome] += 1;
        sums.set(`${t.account_id}|${month}`, sum);
      }
      for (const { accountId, month, ...deltas } of sums.values()) await addMonth(tx, accountId, month, deltas);
      return counted.length;
    },
  );
}

/**
 * The days before last month are never read again (what comes ahead is read from tomorrow, the sales of
 * this month and the last): erased by the hourly job.
 */
export const purgePastDays = (db: DbOrTx, at = now()) =>
  db
    .deleteFrom('analytics_days')
    .where('day', '<', `${lastMonths(2, at)[0]!.key}-01`)
    .execute();
