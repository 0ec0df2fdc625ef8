// The one send loop of the Telegram and WhatsApp senders: each is a channel (its table, its due rows,
// how it sends one) and this file keeps the delivery rules they share. A due row is claimed with one
// conditional update (`claimed_until`), so of several server instances one sends it; a failure waits
// longer each time (backoff); a refusal by the far side, or too many failures, gives it up. An instance
// that dies between sending and marking the row sends it again once the claim expires: at least once,
// never lost.
import { sql, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { now, type Db } from '../db';

/** How long a claimed row is kept from the others (a send takes far less). */
const CLAIM_MS = 60_000;
/** After this many failed attempts a message is given up (about a day of backoff). */
export const MAX_ATTEMPTS = 12;
/** Rows a sender takes per round. */
const SEND_BATCH = 20;
const backoffMs = (attempts: number) => Math.min(2 ** attempts * 5_000, 4 * 3_600_000);

/** The queue tables: both have the columns this file reads and writes. */
type QueueTable = 'outbox' | 'whatsapp_messages' | 'webhook_deliveries';

/** Thrown by a channel's send for a row that can no longer be sent at all: failed at once with this text, not tried again. */
export class Unsendable extends Error {}

/** What a channel tells the loop; the claiming, the marking and the backoff are the loop's. */
export interface QueueChannel<Row extends { id: number; attempts: number }> {
  table: QueueTable;
  /** The rows due at `at`, with what sending them needs (dueRows). */
  due(at: number): Promise<Row[]>;
  /**
   * How this round sends a row: the columns a sent row gets besides its status (its id at the far side);
   * null while the channel is not set up (the rows wait, unclaimed).
   */
  sender(): Promise<((row: Row) => Promise<object>) | null>;
  /** A refusal by the far side that trying again will not change: given up at once. */
  isRefusal(error: unknown): boolean;
  /** A failure as the row keeps it (`last_error`). */
  errorText(error: unknown): string;
  /** The table keeps when a row was sent or given up (`status_at`, which WhatsApp's list of sends shows). */
  stampsStatus?: boolean;
  /** What a failure leaves on its row besides its text (the answer's status code). */
  failureColumns?(error: unknown): object;
  /** Tried for this long after the row was made (its `created_at`), instead of MAX_ATTEMPTS times. */
  retryForMs?: number;
}

/**
 * A channel's query of its table (named `table` in it) narrowed to the rows due at `at`: pending, their
 * time come, not claimed by an instance; oldest first, one batch. The condition is written once here, by
 * column name, because each channel reads its own columns and joins.
 */
export function dueRows<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, table: string, at: number) {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  return query
    .where(sql<SqlBool>`${column('status')} = ${'pending'} and ${column('next_attempt_at')} <= ${at} and ${column('claimed_until')} < ${at}`)
    .orderBy(column('id'))
    .limit(SEND_BATCH)
    .execute();
}

/** Takes a due row for this instance, counting the attempt; false when another instance has it. */
async function claimRow(db: Db, table: QueueTable, id: number, attempts: number, at: number): Promise<boolean> {
  const claimed = await db
    .updateTable(table)
    .set({ claimed_until: at + CLAIM_MS, attempts })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('claimed_until', '<', at)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** What a failed attempt leaves on its row: tried again later, or given up when refused or after MAX_ATTEMPTS (or the channel's retryForMs). */
function afterFailure(attempts: number, refused: boolean, at: number, retryUntil?: number) {
  const next = at + backoffMs(attempts);
  const failed = refused || (retryUntil === undefined ? attempts >= MAX_ATTEMPTS : next > retryUntil);
  return { status: failed ? ('failed' as const) : ('pending' as const), next_attempt_at: next, claimed_until: 0 };
}

/** Sends what is due on one channel; the number sent. */
export async function sendQueued<Row extends { id: number; attempts: number; created_at?: number }>(db: Db, channel: QueueChannel<Row>): Promise<number> {
  const at = now();
  const due = await channel.due(at);
  if (due.length === 0) return 0;
  const send = await channel.sender();
  if (!send) return 0;
  const stamp = (time: number) => (channel.stampsStatus ? { status_at: time } : {});
  let sent = 0;
  for (const row of due) {
    const attempts = Number(row.attempts) + 1;
    if (!(await claimRow(db, channel.table, row.id, attempts, at))) continue;
    const settle = (values: { status: 'sent' | 'pending' | 'failed'; last_error: string | null } & Record<string, unknown>) =>
      db.updateTable(channel.table).set(values).where('id', '=', row.id).execute();
    try {
      const columns = await send(row);
      const done = now();
      await settle({ status: 'sent', ...columns, sent_at: done, ...stamp(done), last_error: null });
      sent++;
    } catch (error) {
      if (error instanceof Unsendable) {
        await settle({ status: 'failed', last_error: error.message, ...stamp(now()) });
        continue;
      }
      const retryUntil = channel.retryForMs === undefined ? undefined : Number(row.created_at) + channel.retryForMs;
      const after = afterFailure(attempts, channel.isRefusal(error), now(), retryUntil);
      await settle({ ...after, ...channel.failureColumns?.(error), last_error: channel.errorText(error), ...(after.status === 'failed' ? stamp(now()) : {}) });
    }
  }
  return sent;
}
