// 'Análises' (issue 31): renewal, tests that became customers, what comes in ahead and the network as a
// tree, for the caller's whole subtree. Every figure is read from the summaries that the lines' own
// writes keep (record.ts), a few dozen rows whatever the size of the network, never from the lines.
import type { FastifyInstance } from 'fastify';
import type { Expression } from 'kysely';
import {
  AHEAD_WINDOWS,
  ANALYTICS_MONTHS,
  ANALYTICS_MSG,
  LATE_MS,
  type AnalyticsAnswer,
  type ConversionMonth,
  type NetworkRenewal,
  type RenewalMonth,
  type TreeNode,
} from '../../../shared/analytics-base';
import { CALLS } from '../../../shared/calls';
import { isoDay, lastMonths, type Month } from '../../../shared/dates';
import { fromCents } from '../../../shared/domain';
import type { AppContext } from '../../context';
import { settleExpired } from '../../core/line-counters';
import { accountInScope } from '../../core/scope';
import { now } from '../../db';
import { router } from '../../route';
import { stampedCache } from '../../core/stamped-cache';
import { getSetting } from '../../core/settings';
import { SALES_BY_DAY_SINCE } from '../../db/migrations/0038_sales_by_day';
import { settleTerms } from './record';

const DAY_MS = 86_400_000;
/** 'A receber' applies the renewal rate of the last closed months. */
const USUAL_MONTHS = 3;
/** How often the screen counts what came due before it reads (the hourly job counts it too). */
const SETTLE_EVERY_MS = 1000;

type MonthRow = { due: number; on_time: number; late: number; tests: number; converted: number };
const EMPTY: MonthRow = { due: 0, on_time: 0, late: 0, tests: 0, converted: 0 };
/** A child's renewal in a closed month: of its network's periods due then, how many were renewed. */
type Renewed = { due: number; renewed: number };
/** A child as the tree's query sums it (PostgreSQL answers sums as text). */
type ChildRow = { id: number; username: string; credits: number; sales: number | string } & Record<`due_${number}` | `renewed_${number}`, number | string>;
const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);
/** 'DD/MM' of a 'YYYY-MM-DD' day. */
const dayMonth = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/**
 * The days of this month so far and the same days of last month (up to its last day), as 'YYYY-MM-DD':
 * the month's sales are compared with those, never with a whole month.
 */
function salesDays(at: number) {
  const [previous, current] = lastMonths(2, at) as [Month, Month];
  const today = isoDay(at);
  const lastOfPrevious = isoDay(current.start - DAY_MS);
  const sameDay = `${previous.key}-${today.slice(8, 10)}`;
  const previousTo = sameDay < lastOfPrevious ? sameDay : lastOfPrevious;
  return { current, today, previousFrom: `${previous.key}-01`, previousTo };
}

/** Sums the open figures of the renewal months (the usual rate: renewed of due over the closed ones). */
function usualRate(renewal: RenewalMonth[]): number | null {
  const closed = renewal.filter((m) => m.closed).slice(-USUAL_MONTHS);
  return ratio(
    closed.reduce((n, m) => n + m.on_time + m.late, 0),
    closed.reduce((n, m) => n + m.due, 0),
  );
}

export function analyticsRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = router(app, ctx);
  const { db } = ctx;
  let settledAt = 0;

  // How many sub-resellers each child of a node has and how many active lines its network holds: sums
  // over the whole subtree (20 000 resellers cost milliseconds), kept until the tree or a counter changes.
  const networks = stampedCache<Map<number, { children: number; active: number }>>(256);
  const networksBelow = async (parentId: number) => {
    const versions = await db.selectFrom('network_versions').select(['name', 'version']).where('name', 'in', ['closure', 'counters']).orderBy('name').execute();
    const stamp = versions.map((v) => `${v.name}:${v.version}`).join('|');
    return networks(String(parentId), stamp, now(), async () => {
      const rows = await db
        .selectFrom('accounts as a')
        .innerJoin('account_closure as c', 'c.ancestor_id', 'a.id')
        .innerJoin('reseller_counters as r', 'r.account_id', 'c.descendant_id')
        .select((eb) => [
          'a.id',
          eb.fn.sum<number>(eb('r.iptv_actives', '+', eb.ref('r.p2p_actives'))).as('active'),
          eb.fn.sum<number>(eb.case().when('c.depth', '=', 1).then(1).else(0).end()).as('children'),
        ])
        .where('a.owner_id', '=', parentId)
        .groupBy('a.id')
        .execute();
      return { value: new Map(rows.map((r) => [r.id, { children: Number(r.children), active: Number(r.active) }])), validUntil: Infinity };
    });
  };

  /**
   * The direct sub-resellers of `parentId` as tree nodes (their networks' active lines, credits and sales
   * of this month and the last), each with its renewal in the closed months `closed` (for the network's
   * table): one row per child, summed by the database.
   */
  async function treeBelow(parentId: number, at: number, closed: string[] = []): Promise<{ nodes: TreeNode[]; renewals: Map<number, Renewed[]> }> {
    const { current, previousFrom, previousTo } = salesDays(at);
    const [below, children, previousSales] = await Promise.all([
      networksBelow(parentId),
      db
        .selectFrom('accounts as a')
        .leftJoin('analytics_months as m', (join) => join.onRef('m.account_id', '=', 'a.id').on('m.month', 'in', [current.key, ...closed]))
        .select((eb) => {
          const inMonth = (month: string, value: Expression<number | null>) =>
            eb.fn.sum<number>(eb.case().when('m.month', '=', month).then(value).else(0).end());
          return [
            'a.id',
            'a.username',
            'a.credits',
            inMonth(current.key, eb.ref('m.sales_cents')).as('sales'),
            ...closed.flatMap((month, i) => [
              inMonth(month, eb.ref('m.due')).as(`due_${i}`),
              inMonth(month, eb('m.on_time', '+', eb.ref('m.late'))).as(`renewed_${i}`),
            ]),
          ];
        })
        .where('a.owner_id', '=', parentId)
        .groupBy(['a.id', 'a.username', 'a.credits'])
        .orderBy('a.username')
        .execute() as Promise<ChildRow[]>,
      // The same days of last month, unless the daily count started after their first (0038_sales_by_day).
      getSetting(db, SALES_BY_DAY_SINCE).then((since) =>
        since && previousFrom < since
          ? null
          : db
              .selectFrom('analytics_days as d')
              .innerJoin('accounts as a', 'a.id', 'd.account_id')
              .select((eb) => ['a.id', eb.fn.sum<number>('d.sales_cents').as('sales')])
              .where('a.owner_id', '=', parentId)
              .where('d.day', '>=', previousFrom)
              .where('d.day', '<=', previousTo)
              .groupBy('a.id')
              .execute()
              .then((rows) => new Map(rows.map((r) => [r.id, fromCents(Number(r.sales))]))),
      ),
    ]);
    const nodes = children.map((c) => ({
      id: c.id,
      username: c.username,
      children: below.get(c.id)?.children ?? 0,
      active_lines: below.get(c.id)?.active ?? 0,
      credits: fromCents(c.credits),
      sales: fromCents(Number(c.sales)),
      previous_sales: previousSales ? (previousSales.get(c.id) ?? 0) : null,
    }));
    const renewals = new Map(children.map((c) => [c.id, closed.map((_, i) => ({ due: Number(c[`due_${i}`]), renewed: Number(c[`renewed_${i}`]) }))]));
    return { nodes, renewals };
  }

  route(CALLS.analytics, async ({ caller }): Promise<AnalyticsAnswer> => {
    const me = caller.account.id;
    const at = now();
    // What came due since is counted first; readers within a second of the last count share it.
    if (Math.abs(at - settledAt) >= SETTLE_EVERY_MS) {
      await Promise.all([settleTerms(db, at), settleExpired(db)]);
      settledAt = at;
    }
    const months = lastMonths(ANALYTICS_MONTHS, at);
    // A month is closed 30 days after its end: the network's table compares the last two closed ones.
    const closedKeys = months.filter((m) => m.end + LATE_MS <= at).map((m) => m.key);
    const lastClosed = closedKeys.slice(-2).reverse();
    const [last] = lastClosed;
    // Independent reads, side by side (each is a round trip on PostgreSQL).
    const [mine, days, { nodes: tree, renewals }] = await Promise.all([
      db
        .selectFrom('analytics_months')
        .select(['month', 'due', 'on_time', 'late', 'tests', 'converted'])
        .where('account_id', '=', me)
        .where('month', '>=', months[0]!.key)
        .execute()
        .then((rows) => new Map(rows.map((r) => [r.month, r]))),
      db
        .selectFrom('analytics_days')
        .select(['day', 'lines', 'credits_cents'])
        .where('account_id', '=', me)
        .where('day', '>', isoDay(at))
        .where('day', '<=', isoDay(at + Math.max(...AHEAD_WINDOWS) * DAY_MS))
        .execute(),
      treeBelow(me, at, lastClosed),
    ]);
    const renewal = months.map(({ key, label, end }): RenewalMonth => {
      const m = mine.get(key) ?? EMPTY;
      const closed = end + LATE_MS <= at;
      const rest = Math.max(0, m.due - m.on_time - m.late);
      return {
        month: key,
        label,
        due: m.due,
        on_time: m.on_time,
        late: m.late,
        lost: closed ? rest : 0,
        open: closed ? 0 : rest,
        closed,
        rate: ratio(m.on_time + m.late, m.due),
      };
    });
    const tests = months.map(({ key, label }): ConversionMonth => {
      const m = mine.get(key) ?? EMPTY;
      return { month: key, label, tests: m.tests, converted: m.converted, rate: ratio(m.converted, m.tests) };
    });
    const usual = usualRate(renewal);

    const ahead = AHEAD_WINDOWS.map((window) => {
      const last = isoDay(at + window * DAY_MS);
      const inside = days.filter((d) => d.day <= last);
      const lines = inside.reduce((n, d) => n + d.lines, 0);
      const credits = fromCents(inside.reduce((n, d) => n + d.credits_cents, 0));
      return {
        days: window,
        lines,
        credits,
        forecast_lines: Math.round(lines * (usual ?? 0)),
        forecast_credits: Math.round(credits * (usual ?? 0) * 100) / 100,
      };
    });

    const network: NetworkRenewal[] = last
      ? tree.map((t) => {
          const [m, p] = renewals.get(t.id)!;
          return {
            id: t.id,
            username: t.username,
            due: m!.due,
            renewed: m!.renewed,
            rate: ratio(m!.renewed, m!.due),
            previous_rate: p ? ratio(p.renewed, p.due) : null,
          };
        })
      : [];
    const period = salesDays(at);
    return {
      renewal,
      tests,
      usual_rate: usual,
      ahead,
      closed_month: last ? { month: last, label: months.find((m) => m.key === last)!.label } : null,
      network,
      tree,
      sales_days: {
        current: `${dayMonth(`${period.current.key}-01`)} a ${dayMonth(period.today)}`,
        previous: `${dayMonth(period.previousFrom)} a ${dayMonth(period.previousTo)}`,
      },
    };
  });

  route(CALLS.analyticsTree, async ({ caller, params }): Promise<TreeNode[]> => {
    await accountInScope(db, caller.account, params.id, ANALYTICS_MSG.notFound);
    await settleExpired(db);
    return (await treeBelow(params.id, now())).nodes;
  });
}
