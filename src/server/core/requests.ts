// One Idempotency-Key, one operation (decisions.md, issue 43). A key (validation.ts idempotencyKey: the
// key and the hash of the call it came with) names one request of one call: its retry answers the first
// answer and changes nothing; the same key with another call or body is refused (409). A paid call keeps
// its request id on its ledger row (core/ledger.ts); a call that creates without spending (tests,
// tickets, the admin's bulk actions) claims it in `request_claims`, in the operation's transaction. A
// concurrent twin then waits on the claim (PostgreSQL) or runs after it (SQLite's one writer): it finds
// the claim, or hits its unique key and is run again by `withCredits` as the replay.
import { conflict } from '../errors';
import { SERVER_MSG } from '../messages';
import { now, type Tx } from '../db';
import type { Caller } from './accounts';
import type { LedgerRequest } from './ledger';

/** The request id of `call` for the caller's Idempotency-Key (scoped to the account), with the call's hash; empty without a key. */
export const requestOf = (caller: Caller, call: string): LedgerRequest =>
  caller.requestKey ? { requestId: `${call}:${caller.account.id}:${caller.requestKey.key}`, requestHash: caller.requestKey.hash } : {};

/** The request ids of POST /api/settings (a flag's switch or a bulk action of the admin): one call, one namespace. */
export const SETTINGS_REQUEST = 'settings';

/** A key names one request: a kept request whose call hash is another is refused (409). */
export function assertSameRequest(keptHash: string | null, request: LedgerRequest) {
  if (keptHash && request.requestHash && keptHash !== request.requestHash) throw conflict(SERVER_MSG.requestIdReused);
}

/**
 * Runs `first` once per request id, in the caller's transaction (run it through `withCredits` with the
 * same id): the claim is written before the work, and a retry gets the answer `first` gave, kept as JSON.
 */
export async function claimOnce<T>(tx: Tx, request: LedgerRequest, first: () => Promise<T>): Promise<{ answer: T; replayed: boolean }> {
  const { requestId, requestHash } = request;
  if (!requestId || !requestHash) return { answer: await first(), replayed: false };
  const kept = await tx.selectFrom('request_claims').select(['request_hash', 'answer']).where('request_id', '=', requestId).executeTakeFirst();
  if (kept) {
    assertSameRequest(kept.request_hash, request);
    return { answer: JSON.parse(kept.answer) as T, replayed: true };
  }
  await tx.insertInto('request_claims').values({ request_id: requestId, request_hash: requestHash, answer: 'null', created_at: now() }).execute();
  const answer = await first();
  await tx
    .updateTable('request_claims')
    .set({ answer: JSON.stringify(answer ?? null) })
    .where('request_id', '=', requestId)
    .execute();
  return { answer, replayed: false };
}
