// 'Análises' (issue 43): the month's sales are compared with the same days of last month, so the sales
// are kept per São Paulo day too (`analytics_days.sales_cents`, for the account and every account above
// it, beside the month's sum). What was sold before this is known only per month: where there was any,
// the day the daily count starts is kept (`analytics.sales_by_day_since`), and a comparison that reaches
// before it says it is not known instead of comparing with a part.
import type { Kysely } from 'kysely';
import { isoDay } from '../../../shared/dates';
import { int, zero } from './helpers';

/** The settings key of the first São Paulo day whose sales are kept per day ('YYYY-MM-DD'; none: all of them). */
export const SALES_BY_DAY_SINCE = 'analytics.sales_by_day_since';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('analytics_days').addColumn('sales_cents', int, zero).execute();
  const sold = await db.selectFrom('analytics_months').select('account_id').where('sales_cents', '>', 0).limit(1).executeTakeFirst();
  if (sold)
    await db
      .insertInto('settings')
      .values({ key: SALES_BY_DAY_SINCE, value: isoDay(Date.now()) })
      .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('settings').where('key', '=', SALES_BY_DAY_SINCE).execute();
  await db.schema.alterTable('analytics_days').dropColumn('sales_cents').execute();
}
