// Shared pieces of the infrastructure routes: paged lists with a case-insensitive search, and the
// field refusals in the shapes the screens show.
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Paged } from '../../../shared/network/schemas';
import type { CallerAccount } from '../../core/accounts';
import { logActivity } from '../../core/activity';
import type { DbOrTx } from '../../db';
import { unprocessable } from '../../errors';
import '../../db/schema-infra';

/** Paged answer of a query (`search` matched case-insensitively against `columns`). */
export async function paged<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  columns: string[],
  q: { page: number; per_page: number; search?: string },
): Promise<Paged<O>> {
  let filtered = query;
  const search = q.search?.trim().toLowerCase();
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filtered = filtered.where((eb) => eb.or(columns.map((c) => eb(sql`lower(${sql.ref(c)})`, 'like', sql`${pattern} escape '\\'`)))) as typeof filtered;
  }
  const count = await filtered
    .clearSelect()
    .clearOrderBy()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const total = Number((count as { n: number }).n);
  const last = Math.max(1, Math.ceil(total / q.per_page));
  const data = await filtered
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page)
    .execute();
  return { data: data as O[], total, current_page: q.page, per_page: q.per_page, last_page: last };
}

/** Who makes a change, for its line in the activity. */
export type Who = { account: CallerAccount; ip: string };

/** A change of the infrastructure in the caller's activity ('Configurações'). */
export const settingsLog = (tx: DbOrTx, { account, ip }: Who, action: string) =>
  logActivity(tx, { accountId: account.id, actorId: account.id, type: 'Configurações', action, ip });

export const fieldError = (message: string, field: string, fieldMessage: string = message) => unprocessable(message, { [field]: [fieldMessage] });

/** The database's own check, for the DNS modules that take it from here. */
export { isUniqueViolation } from '../../db';
