// Every dashboard figure over the caller's subtree, and the new-users part of it.
import type { DashboardResponse, UsersBonusResponse } from '../../../shared/account/schemas';
import { fromCents } from '../../../shared/domain';
import type { AppContext } from '../../context';
import { isAdmin, type CallerAccount } from '../../core/accounts';
import { flagOn, storedFlag } from '../../core/settings';
import { ticketService } from '../tickets/service';
import { expiringSoon } from '../expiries/service';
import { settleExpired, someDue } from '../../core/line-counters';
import { networkVersion, stampedCache } from '../../core/stamped-cache';
import { compiledOnce, now } from '../../db';
import { notFound } from '../../errors';

/** The next round goal for the "new users" card: the next multiple of 50 above what was made. */
const GOAL_STEP = 50;

/** The dashboard's figures, with the caches they keep (one per app). */
export function dashboardService(ctx: AppContext) {
  const { db } = ctx;
  const tickets = ticketService(ctx);

  // The sums over a subtree of 20 000 resellers cost milliseconds: kept per account until the tree or
  // a counter changes (any instance), so a dashboard opened again and again costs a few small reads.
  const treeFigures = stampedCache<SubtreeFigures>(256);

  const subtreeFigures = (me: CallerAccount, stamp: string) =>
    treeFigures(String(me.id), stamp, now(), async () => ({ value: await sumBelow(me.id), validUntil: Infinity }));

  /**
   * The caller's own counters, its ticket counts, the network's versions, the tests flag and whether
   * some line's expiry passed uncounted: one read (every small read costs a round trip on PostgreSQL),
   * compiled once for each kind of caller (the dashboard is opened often).
   */
  const ownFiguresFor = (profile: 'admin' | 'reseller') =>
    compiledOnce(db, 2, (accountId: number, at: number) =>
      db
        .selectFrom('reseller_counters')
        .selectAll()
        .select([
          someDue(db, at).as('due'),
          networkVersion(db, 'closure').as('closure_version'),
          networkVersion(db, 'counters').as('counters_version'),
          storedFlag(db, 'tests').as('tests_flag'),
          ...tickets.dashboardColumns({ id: accountId, profile }),
        ])
        .where('account_id', '=', accountId),
    );
  const ownFiguresOf = { admin: ownFiguresFor('admin'), reseller: ownFiguresFor('reseller') };

  async function ownFigures(me: CallerAccount) {
    const at = now();
    const [own] = await ownFiguresOf[isAdmin(me) ? 'admin' : 'reseller'](me.id, at);
    // The account went away since its token was checked.
    if (!own) throw notFound();
    return own;
  }

  const sumBelow = (accountId: number) =>
    db
      .selectFrom('account_closure as c')
      .innerJoin('reseller_counters as r', 'r.account_id', 'c.descendant_id')
      .where('c.ancestor_id', '=', accountId)
      // Every descendant but the account itself: the closure's primary key index alone finds them.
      .where('c.descendant_id', '!=', accountId)
      .select((eb) => [
        eb.fn.countAll<number>().as('total_resellers'),
        eb
          .selectFrom('accounts')
          .select((a) => a.fn.countAll<number>().as('n'))
          .where('owner_id', '=', accountId)
          .as('total_resellers_under'),
        eb.fn.sum<number>('r.iptv_actives').as('iptv_actives'),
        eb.fn.sum<number>('r.p2p_actives').as('p2p_actives'),
        eb.fn.sum<number>('r.iptv_expired').as('iptv_expired'),
        eb.fn.sum<number>('r.p2p_expired').as('p2p_expired'),
        eb.fn.sum<number>('r.tests_iptv').as('tests_iptv'),
        eb.fn.sum<number>('r.tests_p2p').as('tests_p2p'),
        eb.fn.sum<number>('r.created_users').as('created_users'),
      ])
      .executeTakeFirstOrThrow();
  type SubtreeFigures = Awaited<ReturnType<typeof sumBelow>>;

  async function dashboardOf(me: CallerAccount): Promise<DashboardResponse> {
    let own = await ownFigures(me);
    // Lines whose expiry passed since the last reading move to the expired counters first.
    if (Number(own.due)) {
      await settleExpired(db);
      own = await ownFigures(me);
    }
    // 'Vencendo em 7 dias': the lines of Vencimentos' first three tabs, by the same function.
    const [tree, expiring] = await Promise.all([subtreeFigures(me, `${own.closure_version}|${own.counters_version}`), expiringSoon(db, me, now())]);
    const n = (v: unknown) => Number(v ?? 0);
    const createdUsers = n(own.created_users);
    return {
      total_resellers: n(tree.total_resellers),
      total_resellers_under: n(tree.total_resellers_under),
      childrens: {
        iptv_actives: n(tree.iptv_actives),
        p2p_actives: n(tree.p2p_actives),
        iptv_expired: n(tree.iptv_expired),
        p2p_expired: n(tree.p2p_expired),
        total_tests_iptv: n(tree.tests_iptv),
        total_tests_p2p: n(tree.tests_p2p),
      },
      users_iptv: n(own.iptv_actives),
      users_p2p: n(own.p2p_actives),
      expiring_iptv: expiring.iptv,
      expiring_p2p: expiring.p2p,
      credits: fromCents(me.credits),
      tickets: n(own.tickets_pending),
      new_message: n(own.tickets_unread),
      generate_tests: !isAdmin(me) && flagOn(own.tests_flag) === 1 ? 1 : 0,
      iptv_tests: n(own.tests_iptv),
      p2p_tests: n(own.tests_p2p),
      total_new_users: createdUsers + n(tree.created_users),
      created_users: createdUsers,
      next_goal: (Math.floor(createdUsers / GOAL_STEP) + 1) * GOAL_STEP,
    };
  }

  // The new-users bonus: how many customers the account and its network brought, and the next goal.
  async function usersBonusOf(me: CallerAccount): Promise<UsersBonusResponse> {
    const { created_users, total_new_users, next_goal } = await dashboardOf(me);
    return { created_users, total_new_users, next_goal };
  }

  return { dashboardOf, usersBonusOf };
}
