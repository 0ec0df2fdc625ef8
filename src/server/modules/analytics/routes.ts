// 'Análises' (issue 31): renewal, tests that became customers, what comes in ahead and the network as a
// tree, for the caller's whole subtree. Every figure is read from the summaries that the lines' own
// writes keep (record.ts), a few dozen rows whatever the size of the network, never from the lines.
import type { FastifyInstance } from 'fastify';
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
import { isoDay, lastMonths } from '../../../shared/dates';
import { fromCents } from '../../../shared/domain';
import type { AppContext } from '../../context';
import { settleExpired } from '../../core/line-counters';
import { accountInScope } from '../../core/scope';
import { now, type Db } from '../../db';
import { router } from '../../route';
import { stampedCache } from '../../core/stamped-cache';
import { settleTerms } from './record';

const DAY_MS = 86_400_000;
/** 'A receber' applies the renewal rate of the last closed months. */
const USUAL_MONTHS = 3;
/** How often the screen counts what came due before it reads (the hourly job counts it too). */
const SETTLE_EVERY_MS = 1000;

type MonthRow = { month: string; due: number; on_time: number; late: number; tests: number; converted: number; sales_cents: number };
const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/** The summaries of some accounts' subtrees in some months, keyed 'id|YYYY-MM'. */
async function monthsOf(db: Db, accountIds: number[], from: string): Promise<Map<string, MonthRow>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db.selectFrom('analytics_months').selectAll().where('account_id', 'in', accountIds).where('month', '>=', from).execute();
  return new Map(rows.map((r) => [`${r.account_id}|${r.month}`, r]));
}

const EMPTY: MonthRow = { month: '', due: 0, on_time: 0, late: 0, tests: 0, converted: 0, sales_cents: 0 };

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
   * The direct sub-resellers of `parentId` as tree nodes (their networks' active lines, credits and sales),
   * with their summaries from the month `from` on (the last two months at least), for the caller's other tables.
   */
  async function treeBelow(parentId: number, at: number, from?: string): Promise<{ nodes: TreeNode[]; months: Map<string, MonthRow> }> {
    const children = await db.selectFrom('accounts').select(['id', 'username', 'credits']).where('owner_id', '=', parentId).orderBy('username').execute();
    if (children.length === 0) return { nodes: [], months: new Map() };
    const [previous, current] = lastMonths(2, at);
    const first = from && from < previous!.key ? from : previous!.key;
    const [below, months] = await Promise.all([
      networksBelow(parentId),
      monthsOf(
        db,
        children.map((c) => c.id),
        first,
      ),
    ]);
    const nodes = children.map((c) => ({
      id: c.id,
      username: c.username,
      children: below.get(c.id)?.children ?? 0,
      active_lines: below.get(c.id)?.active ?? 0,
      credits: fromCents(c.credits),
      sales: fromCents(months.get(`${c.id}|${current!.key}`)?.sales_cents ?? 0),
      previous_sales: fromCents(months.get(`${c.id}|${previous!.key}`)?.sales_cents ?? 0),
    }));
    return { nodes, months };
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
    const [last, before] = [closedKeys.at(-1), closedKeys.at(-2)];
    // Independent reads, side by side (each is a round trip on PostgreSQL).
    const [mine, days, { nodes: tree, months: theirs }] = await Promise.all([
      monthsOf(db, [me], months[0]!.key),
      db
        .selectFrom('analytics_days')
        .select(['day', 'lines', 'credits_cents'])
        .where('account_id', '=', me)
        .where('day', '>', isoDay(at))
        .where('day', '<=', isoDay(at + Math.max(...AHEAD_WINDOWS) * DAY_MS))
        .execute(),
      treeBelow(me, at, before ?? last),
    ]);
    const renewal = months.map(({ key, label, end }): RenewalMonth => {
      const m = mine.get(`${me}|${key}`) ?? EMPTY;
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
      const m = mine.get(`${me}|${key}`) ?? EMPTY;
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
          const m = theirs.get(`${t.id}|${last}`) ?? EMPTY;
          const p = before ? (theirs.get(`${t.id}|${before}`) ?? EMPTY) : EMPTY;
          return {
            id: t.id,
            username: t.username,
            due: m.due,
            renewed: m.on_time + m.late,
            rate: ratio(m.on_time + m.late, m.due),
            previous_rate: ratio(p.on_time + p.late, p.due),
          };
        })
      : [];
    return {
      renewal,
      tests,
      usual_rate: usual,
      ahead,
      closed_month: last ? { month: last, label: months.find((m) => m.key === last)!.label } : null,
      network,
      tree,
    };
  });

  route(CALLS.analyticsTree, async ({ caller, params }): Promise<TreeNode[]> => {
    await accountInScope(db, caller.account, params.id, ANALYTICS_MSG.notFound);
    await settleExpired(db);
    return (await treeBelow(params.id, now())).nodes;
  });
}
