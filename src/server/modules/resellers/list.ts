// The caller's network as the screens read it: the paged list (and its export), one reseller found by
// username, and the totals of one reseller's tree. The actives counted are the lines not yet expired.
import { sql } from 'kysely';
import { fromCents } from '../../../shared/domain';
import { daysSince } from '../../../shared/dates';
import { MSG } from '../../../shared/messages';
import type { Paged, Reseller } from '../../../shared/network';
import type { AppContext } from '../../context';
import { now } from '../../db';
import type { Account } from '../../db/schema';
import { isAdmin, type CallerAccount } from '../../core/accounts';
import { accountInScope } from '../../core/scope';
import { settleExpired } from '../../core/line-counters';
import { networkStamp, stampedCache } from '../../core/stamped-cache';
import { HttpError } from '../../errors';

/** The columns the list's search looks in. */
const SEARCHED = ['username', 'email', 'email_contact'] as const;

/** The lists of one service, with the ids below each account it has read. */
export function resellerLists(ctx: AppContext) {
  const { db } = ctx;
  const like = ctx.dialect === 'postgres' ? 'ilike' : 'like';

  /** The list's rows; the owner and franchise columns are the admin's (spec section 6). */
  async function toRows(accounts: (Account & { owner: string | null })[], forAdmin: boolean): Promise<Reseller[]> {
    const ids = accounts.map((a) => a.id);
    // The actives counted here are the lines not yet expired.
    if (ids.length) await settleExpired(db);
    const counters = ids.length
      ? await db
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
          .execute()
      : [];
    const byId = new Map(counters.map((c) => [Number(c.id), c]));
    return accounts.map((a) => {
      const c = byId.get(a.id);
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
        total_iptv: Number(c?.iptv ?? 0),
        total_up2p: Number(c?.p2p ?? 0),
        total_actives: Number(c?.tree ?? 0),
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
  async function pageOfIds(caller: CallerAccount, q: { page: number; per_page: number; search?: string; searchID?: number }) {
    const offset = (q.page - 1) * q.per_page;
    if (!q.search && !q.searchID) {
      const ids = await idsBelow(String(caller.id), await networkStamp(db, 'closure'), now(), async () => ({
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
    const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const page = await base.select('c.descendant_id as id').orderBy('c.descendant_id', 'desc').limit(q.per_page).offset(offset).execute();
    return { total: Number(total), ids: page.map((r) => r.id) };
  }

  return {
    async list(caller: CallerAccount, q: { page: number; per_page: number; search?: string; searchID?: number }): Promise<Paged<Reseller>> {
      const { total, ids } = await pageOfIds(caller, q);
      // Only the page's accounts are read whole (a deferred join): page 300 costs about what page 1 does.
      const rows = ids.length
        ? await db
            .selectFrom('accounts as a')
            .leftJoin('accounts as o', 'o.id', 'a.owner_id')
            .selectAll('a')
            .select('o.username as owner')
            .where('a.id', 'in', ids)
            .orderBy('a.id', 'desc')
            .execute()
        : [];
      return {
        data: await toRows(rows, isAdmin(caller)),
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
      return (await toRows([row], isAdmin(caller)))[0];
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
