// The writes that keep a line, its reseller's counters, its period in 'Análises', its record in
// 'Alterações' and its provider in step, in the caller's transaction.
import { toCents } from '../../../shared/domain';
import { SERVER_MSG } from '../../messages';
import { LINE_STATUS } from '../../../shared/lines/texts';
import { daysFor } from '../../../shared/lines/schemas';
import { now, type DbOrTx, type Tx } from '../../db';
import { keptByResellerTrash } from '../../core/accounts';
import { counterOf, expiredFlag, moveCounters } from '../../core/line-counters';
import { unprocessable } from '../../errors';
import type { LineKind } from '../../../shared/lines/texts';
import type { LineProvider, ProvidedLine as Line } from '../../providers/lines';
import { recordChange } from '../../core/audit';
import { dropTerm, moveTerm, openTerm, renewTerm } from '../analytics/record';
import type { LinePatch, NewLineRow, TermOf } from './common';

const UNSOLD: TermOf = { creditsCents: null, sold: false };

/** A line's change in 'Alterações' (core/audit.ts): in its reseller's subtree. */
const recordLine = (tx: Tx, action: string, before: Line | undefined, after: Line | undefined) => {
  const line = (after ?? before)!;
  return recordChange(tx, { kind: 'linha', itemId: line.id, itemLabel: line.username, ownerId: line.account_id, action, before, after });
};

/** The writes of a line, through these providers. */
export function lineWrites(providerFor: (kind: LineKind) => LineProvider) {
  /** A username kept by a line in the trash, or by a line of a reseller in the trash, is taken: 'Restaurar' must find it free. */
  async function assertNotInTrash(tx: DbOrTx, kind: string, username: string): Promise<void> {
    const kept = await tx.selectFrom('line_trash').select('line_id').where('kind', '=', kind).where('username', '=', username).executeTakeFirst();
    if (kept) throw unprocessable(SERVER_MSG.lineUsernameInTrash, { username: [SERVER_MSG.lineUsernameInTrash] });
    if (await keptByResellerTrash(tx, kind, username))
      throw unprocessable(SERVER_MSG.lineUsernameInResellerTrash, { username: [SERVER_MSG.lineUsernameInResellerTrash] });
  }

  /** Puts a line's row in `lines`, counts it, records it and provisions it on its provider, in the caller's transaction. */
  async function place(tx: Tx, values: NewLineRow & { id?: number }, action: string, term = UNSOLD): Promise<Line> {
    await assertNotInTrash(tx, values.kind, values.username);
    const row = await tx
      .insertInto('lines')
      .values({ ...values, expired_counted: expiredFlag(values) })
      .returningAll()
      .executeTakeFirstOrThrow();
    await moveCounters(tx, row.account_id, null, counterOf(row));
    await openTerm(tx, row, term.creditsCents, term.sold);
    await recordLine(tx, action, undefined, row);
    const ref = await providerFor(row.kind).create(row);
    if (ref === null) return row;
    return tx.updateTable('lines').set({ provider_ref: ref }).where('id', '=', row.id).returningAll().executeTakeFirstOrThrow();
  }

  /** Inserts a new line (see `place`). */
  const insert = (tx: Tx, values: NewLineRow, term?: TermOf) => place(tx, values, 'Criou a linha', term);

  /**
   * Changes a line, moves its reseller's counters by its new status and expiry, and makes its provider
   * match, in the caller's transaction; `renewal` (a paid period, worth those hundredths of credits)
   * renews its period in 'Análises', any other change moves it.
   */
  async function change(tx: Tx, line: Line, patch: LinePatch, renewal?: { creditsCents: number | null }): Promise<Line> {
    const before = await tx.selectFrom('lines').selectAll().where('id', '=', line.id).executeTakeFirstOrThrow();
    const expired_counted = expiredFlag({ status: patch.status ?? before.status, exp_at: patch.exp_at ?? before.exp_at });
    const row = await tx
      .updateTable('lines')
      .set({ ...patch, expired_counted })
      .where('id', '=', line.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await moveCounters(tx, row.account_id, counterOf(before), counterOf(row));
    await (renewal ? renewTerm(tx, before, row, renewal.creditsCents) : moveTerm(tx, before, row));
    await recordLine(tx, 'Alterou a linha', before, row);
    await providerFor(row.kind).update(row);
    return row;
  }

  /** Deletes a line (and its provider's), taking it out of its reseller's counters. */
  async function remove(tx: Tx, line: Line, action = 'Excluiu a linha'): Promise<void> {
    await tx.deleteFrom('lines').where('id', '=', line.id).execute();
    await dropTerm(tx, line);
    await recordLine(tx, action, line, undefined);
    await providerFor(line.kind).remove(line);
    await moveCounters(tx, line.account_id, counterOf(line), null);
  }

  /**
   * 'Excluir' (issue 30): the line stops at once (lists, player_api, its provider, its reseller's
   * counters) and waits in the trash, whole, its username kept.
   */
  async function trash(tx: Tx, line: Line, deletedBy: string): Promise<void> {
    await remove(tx, line, 'Moveu a linha para a lixeira');
    await tx
      .insertInto('line_trash')
      .values({
        line_id: line.id,
        account_id: line.account_id,
        kind: line.kind,
        username: line.username,
        row: JSON.stringify(line),
        deleted_at: now(),
        deleted_by: deletedBy,
      })
      .execute();
  }

  /** 'Restaurar': the line of the trash back as it was (its id, username, expiry and owner), provisioned again. */
  async function restore(tx: Tx, lineId: number): Promise<Line> {
    const kept = await tx.deleteFrom('line_trash').where('line_id', '=', lineId).returning('row').executeTakeFirstOrThrow();
    const { expired_counted: _counted, provider_ref: _ref, ...row } = JSON.parse(kept.row) as Line;
    return place(tx, row, 'Restaurou a linha');
  }

  /** A paid extension: the period of `credits` from max(now, expiry); a test becomes official and a paid period earns a new trust. */
  const paidPeriod = (line: Line, credits: number): LinePatch => ({
    exp_at: Math.max(now(), line.exp_at) + daysFor(credits) * 86_400_000,
    status: LINE_STATUS.active,
    trust_used: 0,
  });

  /** Renews a line for `credits` (its paid period), in the caller's transaction. */
  const renew = (tx: Tx, line: Line, credits: number) => change(tx, line, paidPeriod(line, credits), { creditsCents: toCents(credits) });

  return { assertNotInTrash, insert, change, remove, trash, restore, renew };
}
