// Records kept for a number of days the admin sets (a setting, with its default), and the purge of the
// older ones that a job runs: 'Alterações' and 'Lixeira' (issue 30).
import { getSetting } from './settings';
import { now, type Db, type DbOrTx } from '../db';

const DAY_MS = 86_400_000;

export interface Retention {
  /** The setting that holds the admin's number of days. */
  setting: string;
  defaultDays: number;
  table: 'audit_log' | 'line_trash' | 'account_trash';
  /** The column of the instant a record's days count from. */
  since: 'created_at' | 'deleted_at';
}

export const keptDays = async (db: DbOrTx, r: Retention) => Number((await getSetting(db, r.setting)) ?? r.defaultDays) || r.defaultDays;

/** Deletes the records older than the admin's days; the number deleted. */
export async function purgeOlder(db: Db, r: Retention, at: number = now()): Promise<number> {
  const limit = at - (await keptDays(db, r)) * DAY_MS;
  // Each table has its own column: the one query is written for both (`since` is one of theirs).
  const gone = await db
    .deleteFrom(r.table as 'audit_log')
    .where(r.since as 'created_at', '<', limit)
    .executeTakeFirst();
  return Number(gone.numDeletedRows);
}
