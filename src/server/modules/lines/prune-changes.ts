// The lists' records of lines gone from them (deleted, or moved to another reseller) would otherwise
// grow by one per line ever deleted (every test line the cleaner removes). A screen needs such a record
// only while its cursor is older than it; a cursor more than KEPT_VERSIONS writes behind gets the whole
// list instead (`pruned_version`, read by lists/changes), so the records below that are dropped. What an
// account keeps is bounded: one record per line it holds, and the removals of its last KEPT_VERSIONS writes.
import type { Db } from '../../db';

/** How many writes behind its list's version a cursor may be and still get only what changed. */
export const KEPT_VERSIONS = 10_000;

/** Drops the records of lines gone from each account's lists that are more than `kept` versions behind; the number dropped. */
export async function pruneLineChanges(db: Db, kept = KEPT_VERSIONS): Promise<number> {
  const behind = await db
    .selectFrom('line_versions')
    .select(['account_id', 'version', 'pruned_version'])
    .where((eb) => eb(eb('version', '-', kept), '>', eb.ref('pruned_version')))
    .execute();
  let dropped = 0;
  // An account at a time, each in its own short transaction: the cut is said before the records go.
  for (const { account_id: accountId, version, pruned_version: before } of behind) {
    const cut = Number(version) - kept;
    dropped += await db.transaction().execute(async (tx) => {
      await tx.updateTable('line_versions').set({ pruned_version: cut }).where('account_id', '=', accountId).where('pruned_version', '<', cut).execute();
      const gone = await tx
        .deleteFrom('line_changes')
        .where('account_id', '=', accountId)
        .where('version', '<=', cut)
        // Below the last cut there are only lines still held then: a line leaving the list since has
        // its record moved up to the version of that write.
        .where('version', '>', Number(before))
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('lines')
                .select('lines.id')
                .whereRef('lines.id', '=', 'line_changes.line_id')
                .whereRef('lines.account_id', '=', 'line_changes.account_id'),
            ),
          ),
        )
        .executeTakeFirst();
      return Number(gone.numDeletedRows);
    });
  }
  return dropped;
}
