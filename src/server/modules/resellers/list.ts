// The caller's network as the screens read it: the paged list (and its export), one reseller found by
// username, and the totals of one reseller's tree. The actives counted are the lines not yet expired.
import { sql } from 'kysely';
import { fromCents } from '../../../shared/domain';
import { daysSince } from '../../../shared/dates';
import { MSG } from '../../../shared/messages';
import type { Paged, Reseller } from '../../../shared/network/schemas';
import type { AppContext } from '../../context';
import { now } from '../../db';
import type { Account } from '../../db/schema';
import { isAdmin, type CallerAccount } from '../../core/accounts';
import { accountInScope } from '../../core/scope';
import { settleExpired, someDue } from '../../core/line-counters';
import { networkStamp, networkVersion, stampedCache } from '../../core/stamped-cache';
import type { AccountExtras } from '../../auth/plugin';
import { HttpError } from '../../errors';

/** The columns the list's search looks in. */
const SEARCHED = ['username', 'email', 'email_contact'] as const;

type ListQuery = { page: number; per_page: number; search?: string; searchID?: number };

/** What the list reads beside the caller's account, in the token check's statement: the tree's version. */
export const listColumns =
  (db: AppContext['db']): AccountExtras =>
  () => [networkVersion(db, 'closure').as('closure_version')];

/** The lists of one service, with the ids below each account it has read. */
export function resellerLists(ctx: AppContext) {
  const { db } = ctx;
  const like = ctx.dialect === 'postgres' ? 'ilike' : 'like';

  /**
   * The lines each account holds (`iptv`, `p2p`) and the actives of its whole tree (`tree`). The actives
   * counted are the lines not yet expired: the caller settles the expired ones first.
   */
  async function countersOf(ids: number[]): Promise<Map<number, { iptv: number; p2p: number; tree: number }>> {
    const counters = await db
      .selectFrom('account_closure as c')
      .innerJoin('reseller_counters as r', 'r.account_id', 'c.descendant_id')
      .select((eb) => [
        'c.ancestor_id as id',
        eb.fn.sum<number>(eb.case().when('c.depth', '=', 0).then(eb.ref('r.iptv_actives')).else(0).end()).as('iptv'),
        eb.fn.sum<number>(eb.case().when('c.depth', '=', 0).then(eb.ref('r.p2p_actives')).else(0).end()).as('p2p'),
        eb.fn.sum<number>(eb(eb.ref('r.iptv_actives'), '+', eb.ref('r.p2p_actives'))).as('tree'),
      ])
      .where('c.ancestor_id', 'in', ids)
      .groupBy('c.ancestor_id')
      .execute();
    return new Map(counters.map((c) => [Number(c.id), { iptv: Number(c.iptv ?? 0), p2p: Number(c.p2p ?? 0), tree: Number(c.tree ?? 0) }]));
  }

  // The counters of a page's accounts, kept until the tree or a counter changes (any instance; the clock
  // passing an expiry too, as the list settles it first): on PostgreSQL their sums over the trees cost
  // more than the rest of the call (the planner reads all the counters to join them to a few rows).
  const pageCounters = stampedCache<Map<number, { iptv: number; p2p: number; tree: number }>>(256);

  /** The list's rows; the owner and franchise columns are the admin's (spec section 6). */
  function toRows(
    accounts: (Account & { owner: string | null })[],
    forAdmin: boolean,
    counters: Map<number, { iptv: number; p2p: number; tree: number }>,
  ): Reseller[] {
    return accounts.map((a) => {
      const c = counters.get(a.id);
      return {
        id: a.id,
        username: a.username,
        email: a.email,
        email_contact: a.email_contact,
        credits: fromCents(a.credits),
        days_to_due: daysSince(a.last_topup_at ?? a.created_at),
        status: a.status,
        block_admin: a.block_admin,
        owner_id: a.owner_id,
        ...(forAdmin ? { owner: a.owner ?? '', id_franchise: a.id_franchise } : {}),
        total_iptv: c?.iptv ?? 0,
        total_up2p: c?.p2p ?? 0,
        total_actives: c?.tree ?? 0,
        is_master: a.is_master,
      };
    });
  }

  function subtreeQuery(caller: CallerAccount) {
    return db
      .selectFrom('account_closure as c')
      .innerJoin('accounts as a', 'a.id', 'c.descendant_id')
      .where('c.ancestor_id', '=', caller.id)
      .where('c.depth', '>', 0);
  }

  // Every id below an account, newest first, kept until the tree changes (any instance): a page is a
  // slice of it, so page 300 costs what page 1 does (the equivalent of keyset pagination, by page number).
  const idsBelow = stampedCache<number[]>(64);

  /**
   * The ids of one page of the caller's subtree, newest first, and how many there are. Without a
   * search both come from the ids below the caller (`idsBelow`); a search reads the accounts it filters on.
   */
  async function pageOfIds(caller: CallerAccount, q: ListQuery, closureVersion: unknown) {
    const offset = (q.page - 1) * q.per_page;
    if (!q.search && !q.searchID) {
      const stamp = closureVersion === undefined ? await networkStamp(db, 'closure') : `closure:${String(closureVersion ?? 0)}`;
      const ids = await idsBelow(String(caller.id), stamp, now(), async () => ({
        // Below the caller is every descendant but itself: said so, the primary key index alone answers.
        value: (
          await db
            .selectFrom('account_closure as c')
            .select('c.descendant_id as id')
            .where('c.ancestor_id', '=', caller.id)
            .where('c.descendant_id', '!=', caller.id)
            .orderBy('c.descendant_id', 'desc')
            .execute()
        ).map((r) => Number(r.id)),
        validUntil: Infinity,
      }));
      return { total: ids.length, ids: ids.slice(offset, offset + q.per_page) };
    }
    let base = subtreeQuery(caller);
    if (q.searchID) base = base.where('a.id', '=', q.searchID);
    if (q.search) {
      const pattern = `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      // The typed text taken literally: `_`, `%` and `\` are escaped, and the ESCAPE says so on both databases.
      base = base.where((eb) => eb.or(SEARCHED.map((c) => sql<boolean>`${sql.ref(`a.${c}`)} ${sql.raw(like)} ${pattern} escape '\\'`)));
      // SQLite reads the rows through the trigram index (migration 0025; PostgreSQL's planner does so by
      // itself): a text of three characters or more is a phrase the row must hold; the LIKE above still
      // decides. One MATCH over the three columns costs a third of a LIKE on each.
      const text = q.search;
      if (ctx.dialect === 'sqlite' && [...text].length >= 3) {
        const phrase = `"${text.replaceAll('"', '""')}"`;
        base = base.where('a.id', 'in', db.selectFrom('accounts_search').select('rowid').where(sql.ref('accounts_search'), 'match', phrase));
      }
    }
    // The page and the count of all it was cut from in one read (a round trip costs on PostgreSQL); a
    // page past the end has no row to carry the count, which is then read alone.
    const page = await base
      .select((eb) => ['c.descendant_id as id', eb.fn.countAll<number>().over().as('total')])
      .orderBy('c.descendant_id', 'desc')
      .limit(q.per_page)
      .offset(offset)
      .execute();
    const total = page.length ? page[0].total : offset ? (await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()).total : 0;
    return { total: Number(total), ids: page.map((r) => Number(r.id)) };
  }

  /**
   * The page's accounts, read whole (a deferred join: page 300 costs about what page 1 does), with, in
   * the same read, whether some line's expiry passed uncounted and the versions its counters are cached by.
   */
  const pageRows = (ids: number[], at: number) =>
    db
      .selectFrom('accounts as a')
      .leftJoin('accounts as o', 'o.id', 'a.owner_id')
      .selectAll('a')
      .select([
        'o.username as owner',
        someDue(db, at).as('due'),
        networkVersion(db, 'closure').as('closure_version'),
        networkVersion(db, 'counters').as('counters_version'),
      ])
      .where('a.id', 'in', ids)
      .orderBy('a.id', 'desc')
      .execute();

  return {
    /**
     * One page of the caller's network. `closureVersion`: the tree's version, read with the caller's
     * account in the token check's own statement (`listColumns`); without it, read here.
     */
    async list(caller: CallerAccount, q: ListQuery, closureVersion?: unknown): Promise<Paged<Reseller>> {
      const { total, ids } = await pageOfIds(caller, q, closureVersion);
      let rows = ids.length ? await pageRows(ids, now()) : [];
      // Lines whose expiry passed since the last reading move to the expired counters first.
      if (rows.some((r) => Number(r.due))) {
        await settleExpired(db);
        rows = await pageRows(ids, now());
      }
      const found = rows.map((r) => r.id);
      const stamp = rows.length ? `${rows[0].closure_version ?? 0}|${rows[0].counters_version ?? 0}` : '';
      const counters = found.length
        ? await pageCounters(found.join(','), stamp, now(), async () => ({ value: await countersOf(found), validUntil: Infinity }))
        : new Map();
      return {
        data: toRows(rows, isAdmin(caller), counters),
        total,
        current_page: q.page,
        per_page: q.per_page,
        last_page: Math.max(1, Math.ceil(total / q.per_page)),
      };
    },

    async find(caller: CallerAccount, username: string): Promise<Reseller> {
      const row = await subtreeQuery(caller)
        .leftJoin('accounts as o', 'o.id', 'a.owner_id')
        .selectAll('a')
        .select('o.username as owner')
        .where('a.username', '=', username)
        .executeTakeFirst();
      if (!row) throw new HttpError(404, MSG.resellerNotFound);
      await settleExpired(db);
      return toRows([row], isAdmin(caller), await countersOf([row.id]))[0];
    },
  };
}

export async function treeTotals(ctx: AppContext, caller: CallerAccount, id: number) {
  const { db } = ctx;
  await accountInScope(db, caller, id, MSG.resellerNotFound);
  await settleExpired(db);
  const row = await db
    .selectFrom('account_closure as c')
    .innerJoin('reseller_counters as r', 'r.account_id', 'c.descendant_id')
    .select((eb) => [
      eb.fn.sum<number>(eb.case().when('c.depth', '>', 0).then(1).else(0).end()).as('resellers'),
      eb.fn.sum<number>('r.iptv_actives').as('iptv'),
    ])
    .where('c.ancestor_id', '=', id)
    .executeTakeFirstOrThrow();
  return { total_resellers: Number(row.resellers ?? 0), total_users_iptv: Number(row.iptv ?? 0) };
}
