// The hourly jobs (index.ts runs them once an hour; npm run bench:day in the middle of its peak):
// 'Alterações' and lines of the trash older than the admin's periods (issue 30), the periods of
// 'Análises' whose end passed (issue 31; the screen settles the rest before it reads), and the lists'
// records of lines long gone from them; and the query planner's statistics (db/statistics.ts).
import type { Db } from '../db';
import { refreshStatistics } from '../db/statistics';
import { purgeAudit } from './audit/service';
import { purgeTrash } from './trash/retention';
import { purgePastDays, settleTerms } from './analytics/record';
import { pruneLineChanges } from './lines/prune-changes';

export const HOURLY_MS = 3_600_000;

/** The statistics last: they read the tables as the purges left them. */
export async function runHourlyJobs(db: Db): Promise<void> {
  await Promise.all([purgeAudit(db), purgeTrash(db), settleTerms(db), purgePastDays(db), pruneLineChanges(db)]);
  await refreshStatistics(db);
}
