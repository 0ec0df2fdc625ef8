// The one place that decides whether a caller may touch an account: its own subtree only (the admin
// is the root, so it reaches every account). Anything outside answers 404, never the data.
import { sql } from 'kysely';
import type { DbOrTx } from '../db';
import type { Account } from '../db/schema';
import { notFound } from '../errors';

/** Subquery of every account id in the caller's subtree (itself included). */
export const subtreeIds = (db: DbOrTx, callerId: number) => db.selectFrom('account_closure').select('descendant_id').where('ancestor_id', '=', callerId);

/**
 * Subquery of every account that may read `accountId` and what is its (its lines, its movements): itself
 * and every account above it, the accounts whose subtreeIds hold it. Who hears an event about an account.
 */
export const readersOfAccount = (db: DbOrTx, accountId: number) =>
  db.selectFrom('account_closure').select('ancestor_id').where('descendant_id', '=', accountId);

/**
 * The address a change or log row was made from, as `viewerId` may see it: that of the viewer itself, of
 * its subtree or of no account (a visitor of the trial page); never that of an account above the viewer
 * (the admin or a master that changed it), which reads as '' (issue 42). `actor` and `ip` are columns.
 */
export const actorIpSeenBy = (viewerId: number, actor: string, ip: string) =>
  sql<string>`case when ${sql.ref(actor)} is null or exists (select 1 from account_closure where ancestor_id = ${viewerId} and descendant_id = ${sql.ref(actor)}) then ${sql.ref(ip)} else '' end`;

export async function isInSubtree(db: DbOrTx, callerId: number, accountId: number): Promise<boolean> {
  const row = await db
    .selectFrom('account_closure')
    .select('depth')
    .where('ancestor_id', '=', callerId)
    .where('descendant_id', '=', accountId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The account `accountId` if it is in the caller's subtree; otherwise a 404. */
export async function accountInScope(db: DbOrTx, caller: Pick<Account, 'id'>, accountId: number, message?: string): Promise<Account> {
  const account = await db
    .selectFrom('accounts')
    .innerJoin('account_closure', 'account_closure.descendant_id', 'accounts.id')
    .selectAll('accounts')
    .where('account_closure.ancestor_id', '=', caller.id)
    .where('accounts.id', '=', accountId)
    .executeTakeFirst();
  if (!account) throw notFound(message);
  return account;
}
