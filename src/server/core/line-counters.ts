// The dashboard counters of active and expired lines, always by the expiry. An active (paid) line
// counts in `<kind>_actives` until its expiry passes, then in `<kind>_expired`, whatever its stored
// status says; tests and disabled lines count in neither. Every write of a line moves its reseller's
// counters in the same transaction (`moveCounters`), and `settleExpired` moves the lines whose expiry
// passed since: the readers of the counters call it first, so what they show is true at read time.
import { LINE_STATUS, type LineKind } from '../../shared/lines/texts';
import { now, settleInBatches, type DbOrTx, type Tx } from '../db';

type Counter = 'iptv_actives' | 'p2p_actives' | 'iptv_expired' | 'p2p_expired';
type Counted = { kind: LineKind; status: number; exp_at: number };

/** Whether a line, as written now, is past its expiry for the counters. */
export const expiredFlag = (line: Pick<Counted, 'status' | 'exp_at'>, at = now()) => (line.status === LINE_STATUS.active && line.exp_at <= at ? 1 : 0);

/** The counter a line stands in (`expired_counted` says which of the two for an active line). */
export function counterOf(line: Counted & { expired_counted: number }): Counter | null {
  if (line.status !== LINE_STATUS.active) return null;
  const family = line.kind === 'iptv' ? 'iptv' : 'p2p';
  return line.expired_counted ? `${family}_expired` : `${family}_actives`;
}

async function add(tx: DbOrTx, accountId: number, column: Counter, delta: number) {
  let q = tx
    .updateTable('reseller_counters')
    .set((eb) => ({ [column]: eb(eb.ref(column), '+', delta) }))
    .where('account_id', '=', accountId);
  // Never below zero.
  if (delta < 0) q = q.where(column, '>=', -delta);
  await q.execute();
}

/** How many of the lines each account has per key (lines whose key is null are left out). */
function perAccount<L extends { account_id: number }, K extends string>(lines: L[], keyOf: (line: L) => K | null) {
  const groups = new Map<string, { accountId: number; key: K; n: number }>();
  for (const line of lines) {
    const key = keyOf(line);
    if (key === null) continue;
    const g = groups.get(`${line.account_id}:${key}`) ?? { accountId: line.account_id, key, n: 0 };
    g.n += 1;
    groups.set(`${line.account_id}:${key}`, g);
  }
  return [...groups.values()];
}

/** A line of `accountId` went from counting in `before` to `after` (null: in none). */
export async function moveCounters(tx: Tx, accountId: number, before: Counter | null, after: Counter | null): Promise<void> {
  if (before === after) return;
  if (before) await add(tx, accountId, before, -1);
  if (after) await add(tx, accountId, after, 1);
}

/** Many lines left at once (bulk deletions): each reseller's counters lose them in one update per counter. */
export async function uncountAll(tx: Tx, lines: (Counted & { account_id: number; expired_counted: number })[]): Promise<void> {
  for (const g of perAccount(lines, counterOf)) await add(tx, g.accountId, g.key, -g.n);
}

/** The active lines that still stand in the actives counters. */
const counted = (db: DbOrTx) => db.selectFrom('lines').where('expired_counted', '=', 0).where('status', '=', LINE_STATUS.active);

/**
 * Whether some line's expiry passed uncounted (1 or 0), as a column of a bigger read: the earliest
 * expiry of the counted lines, the first entry of their index (lines_expiry_due). Asked as 'exists a
 * line with exp_at <= now', PostgreSQL guessed that most of the 600 000 counted lines were due (it does
 * not know that a due line is soon counted as expired), read the table in order hoping to meet one
 * soon, and read all of it: a second at each dashboard on a network of 1 000 000 lines (npm run bench:day).
 */
export const someDue = (db: DbOrTx, at: number) =>
  db.selectNoFrom((eb) =>
    eb
      .case()
      .when(
        counted(db).select((c) => c.fn.min('exp_at').as('first')),
        '<=',
        at,
      )
      .then(1)
      .else(0)
      .end()
      .as('due'),
  );

/** Active lines whose expiry passed and that still stand in the actives counters, the oldest first (the index's order). */
export const dueLines = (db: DbOrTx, at: number) => counted(db).select('id').where('exp_at', '<=', at).orderBy('exp_at');

/** Moves every active line whose expiry has passed from the actives to the expired counters. */
export function settleExpired(db: DbOrTx): Promise<number> {
  const at = now();
  return settleInBatches(
    db,
    async (limit) => (await dueLines(db, at).limit(limit).execute()).map((d) => d.id),
    async (tx, ids) => {
      const moved = await tx
        .updateTable('lines')
        .set({ expired_counted: 1 })
        .where('id', 'in', ids)
        .where('expired_counted', '=', 0)
        .where('status', '=', LINE_STATUS.active)
        .where('exp_at', '<=', at)
        .returning(['account_id', 'kind'])
        .execute();
      for (const g of perAccount(moved, (m) => (m.kind === 'iptv' ? 'iptv' : 'p2p'))) {
        await add(tx, g.accountId, `${g.key}_actives`, -g.n);
        await add(tx, g.accountId, `${g.key}_expired`, g.n);
      }
      return moved.length;
    },
  );
}
