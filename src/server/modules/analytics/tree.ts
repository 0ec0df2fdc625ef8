// The network as a tree in 'Análises' (issue 31): each direct sub-reseller of a node with its network's
// active lines, credits, sales and renewal, summed by the database from the summaries (record.ts).
import type { Expression } from 'kysely';
import type { TreeNode } from '../../../shared/analytics/schemas';
import { isoDay, lastMonths, type Month } from '../../../shared/dates';
import { fromCents } from '../../../shared/domain';
import type { AppContext } from '../../context';
import { now } from '../../db';
import { stampedCache } from '../../core/stamped-cache';
import { getSetting } from '../../core/settings';
import { SALES_BY_DAY_SINCE } from '../../db/migrations/0038_sales_by_day';

export const DAY_MS = 86_400_000;

/** A child's renewal in a closed month: of its network's periods due then, how many were renewed. */
type Renewed = { due: number; renewed: number };
/** A child as the tree's query sums it (PostgreSQL answers sums as text). */
type ChildRow = { id: number; username: string; credits: number; sales: number | string } & Record<`due_${number}` | `renewed_${number}`, number | string>;

/**
 * The days of this month so far and the same days of last month (up to its last day), as 'YYYY-MM-DD':
 * the month's sales are compared with those, never with a whole month.
 */
export function salesDays(at: number) {
  const [previous, current] = lastMonths(2, at) as [Month, Month];
  const today = isoDay(at);
  const lastOfPrevious = isoDay(current.start - DAY_MS);
  const sameDay = `${previous.key}-${today.slice(8, 10)}`;
  const previousTo = sameDay < lastOfPrevious ? sameDay : lastOfPrevious;
  return { current, today, previousFrom: `${previous.key}-01`, previousTo };
}

/** The tree's reads, with the cache of the networks' sums they keep (one per app). */
export function networkTree({ db }: AppContext) {
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

  return treeBelow;
}
