// 'Vencimentos' (issue 22): the official lines of the caller's subtree by expiry day, and the record
// that a reminder went out; the dashboard's and the bots' counts of expiring lines come from here too.
import { allows } from '../../../shared/rules';
import { CALLS } from '../../../shared/calls';
import { formatDateTime, startOfDayIn } from '../../../shared/dates';
import { EXPIRING_SOON_DAYS, EXPIRY_MSG, EXPIRY_TAB_DAYS, EXPIRY_TABS, type ExpiryTab } from '../../../shared/expiries/texts';
import type { ExpiriesAnswer, ExpiriesQuery } from '../../../shared/expiries/schemas';
import { LINE_KINDS, LINE_STATUS, type LineKind } from '../../../shared/lines/texts';
import type { AppContext } from '../../context';
import { ruleCaller } from '../../auth/guard';
import type { CallerAccount } from '../../core/accounts';
import { subtreeIds } from '../../core/scope';
import { getFlags } from '../../core/settings';
import { now, type DbOrTx } from '../../db';

/** 'Selecionar todas' takes at most this many lines of a tab at once. */
export const EXPIRY_SELECT_MAX = 5_000;

/** Each kind's renewal ('Estender'): a kind shows when its renewal would be allowed (flags, new_p2p). */
const RENEWAL = { iptv: CALLS.iptvAction, p2p: CALLS.p2pAction, new_p2p: CALLS.newP2pAction } as const;

export async function kindsOf(db: DbOrTx, account: CallerAccount): Promise<LineKind[]> {
  const caller = ruleCaller(account, await getFlags(db));
  return LINE_KINDS.filter((kind) => allows(RENEWAL[kind], caller));
}

/**
 * The official lines of the caller's subtree (and its tests with `tests`), of these kinds, whose expiry
 * falls in `days` ([first, last] counted from today, both included: a tab's, the dashboard's 7 days, or
 * the Telegram summary's 'ontem'). Every count of expiring lines goes through here.
 */
export function expiringLines(
  db: DbOrTx,
  callerId: number,
  kinds: LineKind[],
  [first, last]: readonly [number, number],
  at: number,
  { tests = false, search }: { tests?: boolean; search?: { like: 'like' | 'ilike'; text: string } } = {},
) {
  return db
    .selectFrom('lines as l')
    .innerJoin('account_closure as c', 'c.descendant_id', 'l.account_id')
    .where('c.ancestor_id', '=', callerId)
    .where('l.kind', 'in', kinds)
    .where('l.status', 'in', tests ? [LINE_STATUS.active, LINE_STATUS.test] : [LINE_STATUS.active])
    .where('l.exp_at', '>=', startOfDayIn(first, at))
    .where('l.exp_at', '<', startOfDayIn(last + 1, at))
    .$if(Boolean(search?.text), (q) => q.where('l.username', search!.like, `%${search!.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
}

/**
 * The dashboard's 'vencendo em 7 dias', IPTV apart from P2P (P2P and new P2P): the lines that
 * Vencimentos lists in 'Hoje', 'Em 3 dias' and 'Em 7 dias' by default (official lines, no tests).
 */
export async function expiringSoon(db: DbOrTx, account: CallerAccount, at: number): Promise<{ iptv: number; p2p: number }> {
  const kinds = await kindsOf(db, account);
  if (kinds.length === 0) return { iptv: 0, p2p: 0 };
  const rows = await expiringLines(db, account.id, kinds, EXPIRING_SOON_DAYS, at)
    .select(['l.kind', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('l.kind')
    .execute();
  const count = (kind: LineKind) => Number(rows.find((r) => r.kind === kind)?.n ?? 0);
  return { iptv: count('iptv'), p2p: count('p2p') + count('new_p2p') };
}

/** A tab of the caller's expiring lines (with every tab's count), or the counts alone. */
export async function expiriesPage({ db, dialect }: AppContext, account: CallerAccount, query: ExpiriesQuery): Promise<ExpiriesAnswer> {
  const kinds = await kindsOf(db, account);
  const at = now();
  const tests = query.tests === '1';
  const counts = Object.fromEntries(EXPIRY_TABS.map((t) => [t.key, 0])) as Record<ExpiryTab, number>;
  const none = { counts, rows: [], total: 0, page: query.page, per_page: query.per_page, all: [] };
  if (kinds.length === 0) return none;
  await Promise.all(
    EXPIRY_TABS.map(async ({ key }) => {
      const { n } = await expiringLines(db, account.id, kinds, EXPIRY_TAB_DAYS[key], at, { tests })
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      counts[key] = Number(n);
    }),
  );
  if (query.counts) return none;
  const lines = expiringLines(db, account.id, kinds, EXPIRY_TAB_DAYS[query.tab], at, {
    tests,
    ...(query.search ? { search: { like: dialect === 'postgres' ? 'ilike' : 'like', text: query.search } } : {}),
  });
  // Soonest first; among the expired, the most recent first (the customers most likely to come back).
  const order = query.tab === 'expired' ? 'desc' : 'asc';
  const [rows, all, total] = await Promise.all([
    lines
      .innerJoin('accounts as a', 'a.id', 'l.account_id')
      .leftJoin('line_packages as p', 'p.id', 'l.package_id')
      .select(['l.id', 'l.kind', 'l.username', 'l.password', 'l.status', 'l.exp_at', 'l.whatsapp', 'l.reminded_at', 'a.username as owner', 'p.name as package'])
      .orderBy('l.exp_at', order)
      .orderBy('l.id')
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page)
      .execute(),
    lines.select(['l.id', 'l.kind', 'l.username', 'l.whatsapp', 'l.exp_at']).orderBy('l.exp_at', order).orderBy('l.id').limit(EXPIRY_SELECT_MAX).execute(),
    lines.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    counts,
    rows: rows.map((r) => ({
      id: Number(r.id),
      kind: r.kind,
      username: r.username,
      password: r.password,
      owner: r.owner,
      package: r.package ?? null,
      test: Number(r.status) === LINE_STATUS.test,
      exp_at: Number(r.exp_at),
      exp_date_formatted: formatDateTime(Number(r.exp_at)),
      whatsapp: r.whatsapp,
      reminded_at_formatted: r.reminded_at === null ? null : formatDateTime(Number(r.reminded_at)),
    })),
    total: Number(total.n),
    page: query.page,
    per_page: query.per_page,
    all: all.map((r) => ({
      id: Number(r.id),
      kind: r.kind,
      username: r.username,
      whatsapp: r.whatsapp,
      exp_at: Number(r.exp_at),
      exp_date_formatted: formatDateTime(Number(r.exp_at)),
    })),
  };
}

/** Records that a reminder went out to these lines (of the caller's subtree and kinds). */
export async function recordReminders(db: DbOrTx, account: CallerAccount, ids: number[]) {
  const kinds = await kindsOf(db, account);
  if (kinds.length === 0) return { message: EXPIRY_MSG.remindersSaved(0), saved: 0 };
  // Only lines of the caller's subtree and kinds: any other id is left as it is (and not counted).
  const done = await db
    .updateTable('lines')
    .set({ reminded_at: now() })
    .where('id', 'in', [...new Set(ids)])
    .where('kind', 'in', kinds)
    .where('account_id', 'in', subtreeIds(db, account.id))
    .executeTakeFirst();
  const saved = Number(done.numUpdatedRows);
  return { message: EXPIRY_MSG.remindersSaved(saved), saved };
}
