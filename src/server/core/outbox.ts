// The delivery rules the Telegram and WhatsApp senders share. A due row is claimed with one conditional
// update (`claimed_until`), so of several server instances one sends it; a failure waits longer each
// time (backoff); a refusal by the far side, or too many failures, gives it up. An instance that dies
// between sending and marking the row sends it again once the claim expires: at least once, never lost.
import type { Db } from '../db';

/** How long a claimed row is kept from the others (a send takes far less). */
const CLAIM_MS = 60_000;
/** After this many failed attempts a message is given up (about a day of backoff). */
export const MAX_ATTEMPTS = 12;
/** Rows a sender takes per round. */
export const SEND_BATCH = 20;
const backoffMs = (attempts: number) => Math.min(2 ** attempts * 5_000, 4 * 3_600_000);

type QueueTable = 'outbox' | 'whatsapp_messages';

/** Takes a due row for this instance, counting the attempt; false when another instance has it. */
export async function claimRow(db: Db, table: QueueTable, id: number, attempts: number, at: number): Promise<boolean> {
  // Both tables have the queue's columns; Kysely types one table at a time.
  const claimed = await db
    .updateTable(table as 'outbox')
    .set({ claimed_until: at + CLAIM_MS, attempts })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('claimed_until', '<', at)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** What a failed attempt leaves on its row: tried again later, or given up when refused or after MAX_ATTEMPTS. */
export function afterFailure(attempts: number, refused: boolean, at: number) {
  const failed = refused || attempts >= MAX_ATTEMPTS;
  return { status: failed ? ('failed' as const) : ('pending' as const), next_attempt_at: at + backoffMs(attempts), claimed_until: 0 };
}
