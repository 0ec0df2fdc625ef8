// The credit ledger (decisions.md "Credits and money"): every balance change is one append-only row;
// the cached balance moves in the same transaction with a conditional update, so it can never go
// below zero, and a request id makes a retried operation a no-op.
import { fromCents } from '../../shared/domain';
import { SERVER_MSG } from '../messages';
import { isUniqueViolation, now, type Db, type DbOrTx, type Tx } from '../db';
import type { Selectable } from 'kysely';
import type { LedgerEntriesTable } from '../db/schema';
import { conflict, unprocessable } from '../errors';
import { assertSameRequest } from './requests';

export type LedgerKind =
  | 'mint'
  | 'transfer'
  | 'refund'
  | 'line_purchase'
  | 'line_extension'
  | 'portal_recharge'
  | 'portal_return'
  | 'dns_purchase'
  | 'dns_renewal';

export interface Movement {
  /** null: minted (the admin gives). */
  from: number | null;
  /** null: spent. */
  to: number | null;
  amountCents: number;
  saleCents?: number;
  reason?: string;
  kind: LedgerKind;
  requestId?: string;
  /** The hash of the call that carried the request id: a replay must ask for the same thing. */
  requestHash?: string;
  actorId: number;
}

export type LedgerEntry = Selectable<LedgerEntriesTable>;

/** The request id of a movement and the hash of the call that carried it. */
export type LedgerRequest = Pick<Movement, 'requestId' | 'requestHash'>;

class InsufficientCredits extends Error {}

/** Applies one movement inside the caller's transaction. Returns the row, and whether it was a replay. */
export async function applyMovement(tx: Tx, m: Movement): Promise<{ entry: LedgerEntry; replayed: boolean }> {
  if (!Number.isInteger(m.amountCents) || m.amountCents <= 0) throw unprocessable(SERVER_MSG.creditsInvalidAmount);
  if (m.requestId) {
    const previous = await previousMovement(tx, m);
    if (previous) return { entry: sameOrConflict(previous, m), replayed: true };
  }
  const debit = async (id: number) => {
    const debited = await tx
      .updateTable('accounts')
      .set((eb) => ({ credits: eb('credits', '-', m.amountCents) }))
      .where('id', '=', id)
      .where('credits', '>=', m.amountCents)
      .executeTakeFirst();
    if (Number(debited.numUpdatedRows) !== 1) throw new InsufficientCredits();
  };
  const credit = (id: number) =>
    tx
      .updateTable('accounts')
      .set((eb) => ({ credits: eb('credits', '+', m.amountCents) }))
      .where('id', '=', id)
      .execute();
  // The two balances are locked in one global order (lower account id first), so a transfer down and
  // a removal up between the same accounts cannot deadlock each other on PostgreSQL.
  const steps = [...(m.from !== null ? [{ id: m.from, apply: debit }] : []), ...(m.to !== null ? [{ id: m.to, apply: credit }] : [])].sort(
    (a, b) => a.id - b.id,
  );
  for (const step of steps) await step.apply(step.id);
  const entry = await tx
    .insertInto('ledger_entries')
    .values({
      from_account_id: m.from,
      to_account_id: m.to,
      amount_cents: m.amountCents,
      sale_cents: m.saleCents ?? 0,
      reason: m.reason ?? '',
      kind: m.kind,
      request_id: m.requestId ?? null,
      request_hash: m.requestHash ?? null,
      actor_id: m.actorId,
      created_at: now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { entry, replayed: false };
}

/**
 * The row a request id already made, if any (a retry's replay). The same id carried by another call
 * (another hash) is refused with 409: a key names one request.
 */
export async function previousMovement(db: DbOrTx, request: LedgerRequest): Promise<LedgerEntry | undefined> {
  if (!request.requestId) return undefined;
  const previous = await db.selectFrom('ledger_entries').selectAll().where('request_id', '=', request.requestId).executeTakeFirst();
  if (previous) assertSameRequest(previous.request_hash, request);
  return previous;
}

function sameOrConflict(previous: LedgerEntry, m: Movement): LedgerEntry {
  const same = previous.from_account_id === m.from && previous.to_account_id === m.to && previous.amount_cents === m.amountCents && previous.kind === m.kind;
  if (!same) throw conflict(SERVER_MSG.requestIdReused);
  return previous;
}

/**
 * Runs `work` (which calls applyMovement) in one transaction. Not enough credits becomes a pt-BR
 * 422 with nothing changed, said at the request's `credits` field; a concurrent twin of the same
 * request id becomes its replay.
 */
export async function withCredits<T>(db: Db, work: (tx: Tx) => Promise<T>, requestId?: string): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (error instanceof InsufficientCredits) throw unprocessable(SERVER_MSG.creditsInsufficient, { credits: [SERVER_MSG.creditsInsufficient] });
      // Two requests with one id raced: the loser hit the unique index and its transaction rolled back.
      if (requestId && isUniqueViolation(error) && attempt === 1) continue;
      // PostgreSQL chose this transaction as a deadlock victim (rows other than balances, such as
      // counters): it rolled back whole, so running it again is safe.
      if (isDeadlock(error) && attempt < DEADLOCK_RETRIES) continue;
      throw error;
    }
  }
}

const DEADLOCK_RETRIES = 4;

function isDeadlock(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === '40P01' || code === '40001';
}

/** Kinds that spend credits out of the network (lines, the portal, DNS): their `to` is null by nature. */
const SPENT: ReadonlySet<string> = new Set<LedgerKind>(['line_purchase', 'line_extension', 'portal_recharge', 'dns_purchase', 'dns_renewal']);
/** Whether a movement spent credits ('Consumo'), rather than passing them to another account or back. */
export const isSpending = (m: { kind: string }) => SPENT.has(m.kind);

/**
 * Before accounts are deleted (the ledger's references to them then go null), every movement keeps the
 * login each side had, so that a statement still says who the other side was.
 */
export async function keepDeletedNames(tx: Tx, accountIds: number[]) {
  const sides = [
    ['from_account_id', 'from_deleted_name'],
    ['to_account_id', 'to_deleted_name'],
  ] as const;
  for (let at = 0; at < accountIds.length; at += 200)
    for (const [side, name] of sides)
      await tx
        .updateTable('ledger_entries')
        .set((eb) => ({ [name]: eb.selectFrom('accounts').select('username').whereRef('accounts.id', '=', `ledger_entries.${side}`) }))
        .where(side, 'in', accountIds.slice(at, at + 200))
        .execute();
}

/** One account's movements, in and out, with the usernames of both sides (null: the admin, a consumption, or a deleted account). */
export function movementsOf(db: DbOrTx, accountId: number) {
  return db
    .selectFrom('ledger_entries as l')
    .leftJoin('accounts as f', 'f.id', 'l.from_account_id')
    .leftJoin('accounts as t', 't.id', 'l.to_account_id')
    .select(['l.id', 'l.amount_cents', 'l.sale_cents', 'l.reason', 'l.kind', 'l.created_at', 'l.from_account_id', 'l.to_account_id'])
    .select(['f.username as from_name', 't.username as to_name', 'l.from_deleted_name', 'l.to_deleted_name'])
    .where((eb) => eb.or([eb('l.from_account_id', '=', accountId), eb('l.to_account_id', '=', accountId)]));
}

type MovementSides = {
  kind: string;
  from_name: string | null;
  to_name: string | null;
  from_deleted_name: string | null;
  to_deleted_name: string | null;
};
/** A side whose account was deleted: the login it had, said as deleted; a deletion of before the names were kept, 'conta excluída'. */
const deleted = (name: string | null) => (name === null ? 'conta excluída' : `${name} (excluída)`);
/** Who a movement came from: its username, the admin for a mint (or a return from the portal), or the deleted account. */
export const giverName = (m: MovementSides) =>
  m.from_name ?? (m.from_deleted_name === null && (m.kind === 'mint' || m.kind === 'portal_return') ? 'admin' : deleted(m.from_deleted_name));
/** Who a movement went to: its username, 'consumo' when spent, the admin for credits it took out, or the deleted account. */
export const takerName = (m: MovementSides) =>
  m.to_name ?? (m.to_deleted_name !== null ? deleted(m.to_deleted_name) : isSpending(m) ? 'consumo' : m.kind === 'refund' ? 'admin' : deleted(null));

/** Ledger invariant: every cached balance equals what the ledger says and none is negative. */
export async function ledgerViolations(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('accounts as a')
    .select((eb) => [
      'a.id',
      'a.credits',
      eb
        .selectFrom('ledger_entries')
        .select((e) => e.fn.coalesce(e.fn.sum<number>('amount_cents'), e.lit(0)).as('s'))
        .whereRef('to_account_id', '=', 'a.id')
        .as('received'),
      eb
        .selectFrom('ledger_entries')
        .select((e) => e.fn.coalesce(e.fn.sum<number>('amount_cents'), e.lit(0)).as('s'))
        .whereRef('from_account_id', '=', 'a.id')
        .as('sent'),
    ])
    .execute();
  return rows
    .filter((r) => r.credits < 0 || Number(r.received) - Number(r.sent) !== r.credits)
    .map((r) => `conta ${r.id}: saldo ${fromCents(r.credits)}, razão ${fromCents(Number(r.received) - Number(r.sent))}`);
}
