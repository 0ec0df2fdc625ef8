// Where accounts stand and log in from: an account's owners from the top and its recent addresses, its
// access log, the trees of named accounts, and the addresses several accounts logged in from (the admin's
// search for panels that may be the same person).
import { formatDateTime } from '../../../shared/dates';
import { MSG } from '../../../shared/messages';
import type { DuplicatePanel, Tracking } from '../../../shared/network/schemas';
import type { AppContext } from '../../context';
import type { CallerAccount } from '../../core/accounts';
import { accountInScope } from '../../core/scope';

/** The owners from the top down to the account, and where it logged in from lately. */
export async function tracking(ctx: AppContext, caller: CallerAccount, id: number): Promise<Tracking> {
  const { db } = ctx;
  await accountInScope(db, caller, id, MSG.resellerNotFound);
  const chain = await db
    .selectFrom('account_closure as c')
    .innerJoin('accounts as a', 'a.id', 'c.ancestor_id')
    .select(['a.id', 'a.username', 'a.profile', 'c.depth'])
    .where('c.descendant_id', '=', id)
    .orderBy('c.depth', 'desc')
    .execute();
  const ips = await db
    .selectFrom('access_log')
    .select(['ip', (eb) => eb.fn.max('created_at').as('last'), (eb) => eb.fn.countAll<number>().as('logins')])
    .where('account_id', '=', id)
    .groupBy('ip')
    .orderBy('last', 'desc')
    .limit(20)
    .execute();
  return {
    chain: chain.map((c) => ({ id: c.id, username: c.username, profile: c.profile })),
    ips: ips.map((r) => ({ ip: r.ip, date: formatDateTime(Number(r.last)), logins: Number(r.logins) })),
  };
}

export async function accessLogs(ctx: AppContext, caller: CallerAccount, id: number) {
  const { db } = ctx;
  await accountInScope(db, caller, id, MSG.resellerNotFound);
  const rows = await db.selectFrom('access_log').select(['ip', 'created_at']).where('account_id', '=', id).orderBy('id', 'desc').limit(500).execute();
  return rows.map((r) => ({ ip: r.ip, date: formatDateTime(r.created_at) }));
}

/** IPs that several accounts logged in from: panels that may be the same person (admin). */
export async function duplicates(ctx: AppContext): Promise<DuplicatePanel[]> {
  const rows = await ctx.db
    .selectFrom('access_log as l')
    .innerJoin('accounts as a', 'a.id', 'l.account_id')
    .select(['l.ip', 'a.username'])
    .where('l.ip', 'in', (eb) =>
      eb
        .selectFrom('access_log')
        .select('ip')
        .groupBy('ip')
        .having((h) => h.fn.count('account_id').distinct(), '>', 1),
    )
    .groupBy(['l.ip', 'a.username'])
    .orderBy('l.ip')
    .limit(10_000)
    .execute();
  const byIp = new Map<string, string[]>();
  for (const r of rows) byIp.set(r.ip, [...(byIp.get(r.ip) ?? []), r.username]);
  return [...byIp].map(([ip, names]) => ({ ip, revendedores: names.join(',') }));
}

/** The tree (owners from the top) of each account named in `revs` (comma-separated usernames). */
export async function treesOf(ctx: AppContext, caller: CallerAccount, revs: string): Promise<{ username: string; chain: Tracking['chain'] }[]> {
  const names = [
    ...new Set(
      revs
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean),
    ),
  ].slice(0, 50);
  const accounts = names.length ? await ctx.db.selectFrom('accounts').select(['id', 'username']).where('username', 'in', names).execute() : [];
  return Promise.all(accounts.map(async (a) => ({ username: a.username, chain: (await tracking(ctx, caller, a.id)).chain })));
}
