// 'Análises' (issue 31): renewal, tests that became customers, what comes in ahead and the network as a
// tree, for the caller's whole subtree, read from the summaries that the lines' own writes keep (record.ts).
import { AHEAD_WINDOWS, ANALYTICS_MONTHS, ANALYTICS_MSG, LATE_MS } from '../../../shared/analytics/texts';
import type { AnalyticsAnswer, ConversionMonth, NetworkRenewal, RenewalMonth, TreeNode } from '../../../shared/analytics/schemas';
import { isoDay, lastMonths } from '../../../shared/dates';
import { fromCents } from '../../../shared/domain';
import type { AppContext } from '../../context';
import type { CallerAccount } from '../../core/accounts';
import { settleExpired } from '../../core/line-counters';
import { accountInScope } from '../../core/scope';
import { now } from '../../db';
import { foldDeltas, settleTerms } from './record';
import { DAY_MS, networkTree, salesDays } from './tree';

/** 'A receber' applies the renewal rate of the last closed months. */
const USUAL_MONTHS = 3;
/** How often the screen counts what came due before it reads (the hourly job counts it too). */
const SETTLE_EVERY_MS = 1000;

type MonthRow = { due: number; on_time: number; late: number; tests: number; converted: number };
const EMPTY: MonthRow = { due: 0, on_time: 0, late: 0, tests: 0, converted: 0 };
const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);
/** 'DD/MM' of a 'YYYY-MM-DD' day. */
const dayMonth = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** Sums the open figures of the renewal months (the usual rate: renewed of due over the closed ones). */
function usualRate(renewal: RenewalMonth[]): number | null {
  const closed = renewal.filter((m) => m.closed).slice(-USUAL_MONTHS);
  return ratio(
    closed.reduce((n, m) => n + m.on_time + m.late, 0),
    closed.reduce((n, m) => n + m.due, 0),
  );
}

/** The screen's figures, with what they keep between calls (one per app). */
export function analyticsService(ctx: AppContext) {
  const { db } = ctx;
  let settledAt = 0;
  const treeBelow = networkTree(ctx);

  async function analyticsOf(account: CallerAccount): Promise<AnalyticsAnswer> {
    const me = account.id;
    const at = now();
    // What came due since is counted first; readers within a second of the last count share it.
    if (Math.abs(at - settledAt) >= SETTLE_EVERY_MS) {
      await Promise.all([settleTerms(db, at), settleExpired(db)]);
      settledAt = at;
    }
    // Every write so far, this reader's own last one included.
    await foldDeltas(db);
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
  }

  /** One node's children, for a node of the caller's subtree. */
  async function treeOf(account: CallerAccount, id: number): Promise<TreeNode[]> {
    await accountInScope(db, account, id, ANALYTICS_MSG.notFound);
    await Promise.all([settleExpired(db), foldDeltas(db)]);
    return (await treeBelow(id, now())).nodes;
  }

  return { analyticsOf, treeOf };
}
