// How long the trash keeps what was deleted (the admin's days, 30 by default), lines and resellers
// alike, and the hourly purge of what waited longer (issue 30).
import { TRASH_DAYS_SETTING, TRASH_DEFAULT_DAYS } from '../../../shared/trash/texts';
import type { Db } from '../../db';
import { purgeOlder, type Retention } from '../../core/retention';

export const TRASH_RETENTION: Retention = { setting: TRASH_DAYS_SETTING, defaultDays: TRASH_DEFAULT_DAYS, table: 'line_trash', since: 'deleted_at' };
const RESELLER_TRASH_RETENTION: Retention = { ...TRASH_RETENTION, table: 'account_trash' };

/** Erases the lines and resellers that waited longer than the admin's period (the hourly job); the number erased. */
export async function purgeTrash(db: Db, at?: number): Promise<number> {
  return (await purgeOlder(db, TRASH_RETENTION, at)) + (await purgeOlder(db, RESELLER_TRASH_RETENTION, at));
}
