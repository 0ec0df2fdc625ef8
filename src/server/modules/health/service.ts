import { sql } from 'kysely';
import type { AppContext } from '../../context';

export const READY_TIMEOUT_MS = 1_000;

/** Whether the database answers within READY_TIMEOUT_MS. */
export async function databaseReady(ctx: AppContext): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS)));
  const answered = sql`select 1`.execute(ctx.db).then(
    () => true,
    () => false,
  );
  const ready = await Promise.race([answered, late]);
  clearTimeout(timer);
  return ready;
}
