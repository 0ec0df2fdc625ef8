import { sql } from 'kysely';
import pg from 'pg';
import type { AppContext } from '../../context';

export const READY_TIMEOUT_MS = 1_000;

/**
 * `select 1` on PostgreSQL over a connection of its own, never one of the pool's: a pool busy with the
 * peak is load, not an outage, and a balancer that took every busy instance out would leave none.
 */
async function selectOne(ctx: AppContext): Promise<void> {
  const { database } = ctx.config;
  if (database.dialect === 'sqlite') {
    await sql`select 1`.execute(ctx.db);
    return;
  }
  const client = new pg.Client({ connectionString: database.url, connectionTimeoutMillis: READY_TIMEOUT_MS });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
  } finally {
    void client.end().catch(() => undefined);
  }
}

/** Whether the database answers within READY_TIMEOUT_MS. */
export async function databaseReady(ctx: AppContext): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS)));
  const answered = selectOne(ctx).then(
    () => true,
    () => false,
  );
  const ready = await Promise.race([answered, late]);
  clearTimeout(timer);
  return ready;
}
