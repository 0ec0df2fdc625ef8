import { lastMonths } from '../../src/shared/dates';

const DAY = 86_400_000;

/**
 * Noon (São Paulo) of day `day` (1 to 20) of the calendar month `monthsBack` months before the current one.
 * Calendar months, never 30-day steps: those land twice in a 31-day month and skip a February, so the
 * history's months would depend on the day the seed runs.
 */
export function dayMonthsAgo(monthsBack: number, day: number, now = Date.now()): number {
  const month = lastMonths(monthsBack + 1, now)[0]!;
  return month.start + (day - 1) * DAY + DAY / 2;
}
