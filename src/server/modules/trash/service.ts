// 'Lixeira' (issue 30): the lists of the deleted lines and resellers, restoring and erasing them.
import { formatDateTime } from '../../../shared/dates';
import { isTestLine, LINE_KIND_LABELS, type LineKind } from '../../../shared/lines/texts';
import { RESELLER_TRASH_KINDS, RESELLER_TRASH_MSG, TRASH_DAYS_SETTING, TRASH_MSG, type ResellerTrashKind } from '../../../shared/trash/texts';
import type { ResellerTrashAnswer, TrashAnswer, TrashQuery } from '../../../shared/trash/schemas';
import { fromCents } from '../../../shared/domain';
import type { AppContext } from '../../context';
import { isAdmin, type Caller, type CallerAccount } from '../../core/accounts';
import { logActivity } from '../../core/activity';
import { recordChange } from '../../core/audit';
import { setSetting } from '../../core/settings';
import { keptDays } from '../../core/retention';
import { withCredits } from '../../core/ledger';
import type { SelectQueryBuilder } from 'kysely';
import type { DbOrTx } from '../../db';
import { forbidden, notFound } from '../../errors';
import { escapeHtml } from '../../security';
import { kindsOf } from '../expiries/service';
import { activityType, lineTools } from '../lines/common';
import type { ProvidedLine } from '../../providers/lines';
import { logAccountChange, nameHtml } from '../resellers/common';
import { restoreAccounts } from './accounts';
import { TRASH_RETENTION } from './retention';

/** A list's caller and its page and search. */
type TrashCall = { caller: Caller; query: TrashQuery };

const DAY_MS = 86_400_000;
/** A LIKE pattern of a piece of a username, its wildcards taken as text. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The trash of the caller's subtree. */
const trashOf = (db: DbOrTx, caller: CallerAccount) =>
  db.selectFrom('line_trash as t').innerJoin('account_closure as c', 'c.descendant_id', 't.account_id').where('c.ancestor_id', '=', caller.id);

/** The trash's lists and what restores or erases their entries. */
export function trashService(ctx: AppContext) {
  const { db } = ctx;
  const lines = lineTools(ctx);

  /** A line of the caller's trash, or 404: one of another subtree is never found. */
  async function kept(dbOrTx: DbOrTx, caller: CallerAccount, id: number) {
    const row = await trashOf(dbOrTx, caller)
      .select(['t.line_id', 't.kind', 't.username', 't.row', 't.account_id'])
      .where('t.line_id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound(TRASH_MSG.notFound);
    return row;
  }

  /**
   * A page of a trash list: its rows (`read` with the page's limit and offset) as `show` sees them, with
   * who deleted each, when, and when the purge erases it; the admin's answer says the period too.
   */
  async function trashPage<DB, TB extends keyof DB, O, R extends { deleted_at: number; deleted_by: string }, T>(
    { caller, query }: TrashCall,
    base: SelectQueryBuilder<DB, TB, O>,
    read: (limit: number, offset: number) => Promise<R[]>,
    show: (row: R) => T,
  ) {
    const [counted, rows, days] = await Promise.all([
      // A row of `total` whatever the list's tables are (its type is lost in the generic).
      base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow() as unknown as Promise<{ total: number }>,
      read(query.per_page, (query.page - 1) * query.per_page),
      keptDays(db, TRASH_RETENTION),
    ]);
    return {
      rows: rows.map((r) => ({
        ...show(r),
        deleted_at_formatted: formatDateTime(Number(r.deleted_at)),
        deleted_by: r.deleted_by,
        purge_at_formatted: formatDateTime(Number(r.deleted_at) + days * DAY_MS),
      })),
      total: Number(counted.total),
      page: query.page,
      per_page: query.per_page,
      ...(isAdmin(caller.account) ? { days } : {}),
    };
  }

  async function lineTrash(call: TrashCall): Promise<TrashAnswer> {
    const { caller, query } = call;
    const base = trashOf(db, caller.account).$if(Boolean(query.search), (q) => q.where('t.username', 'like', containing(query.search!)));
    return trashPage(
      call,
      base,
      (limit, offset) =>
        base
          .innerJoin('accounts as a', 'a.id', 't.account_id')
          .select(['t.line_id', 't.kind', 't.username', 't.row', 't.deleted_at', 't.deleted_by', 'a.username as reseller'])
          .orderBy('t.deleted_at', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
      (r) => {
        const line = JSON.parse(r.row) as ProvidedLine;
        return {
          id: Number(r.line_id),
          kind: r.kind,
          kind_label: LINE_KIND_LABELS[r.kind as LineKind] ?? r.kind,
          test: isTestLine(line),
          username: r.username,
          reseller: r.reseller,
          exp_at_formatted: formatDateTime(Number(line.exp_at)),
        };
      },
    );
  }

  async function restoreLine(caller: Caller, id: number) {
    const row = await kept(db, caller.account, id);
    if (!(await kindsOf(db, caller.account)).includes(row.kind as LineKind)) throw forbidden(TRASH_MSG.kindOff);
    await db.transaction().execute(async (tx) => {
      // Read again in the transaction: of two restores at once, the second finds nothing.
      await kept(tx, caller.account, id);
      const line = await lines.restore(tx, id);
      await logActivity(tx, {
        accountId: caller.account.id,
        actorId: caller.account.id,
        type: activityType(line.kind),
        action: `Restaurou da lixeira <b>${escapeHtml(line.username)}</b>`,
        target: line.username,
        ip: caller.ip,
      });
    });
    return { message: TRASH_MSG.restored(row.username) };
  }

  async function eraseLine(caller: Caller, id: number) {
    const row = await kept(db, caller.account, id);
    await db.transaction().execute(async (tx) => {
      const gone = await tx.deleteFrom('line_trash').where('line_id', '=', row.line_id).executeTakeFirst();
      if (Number(gone.numDeletedRows) !== 1) throw notFound(TRASH_MSG.notFound);
      const line = JSON.parse(row.row) as ProvidedLine;
      await recordChange(tx, {
        kind: 'linha',
        itemId: row.line_id,
        itemLabel: row.username,
        ownerId: row.account_id,
        action: 'Excluiu definitivamente',
        before: line,
      });
    });
    return { message: TRASH_MSG.erased(row.username) };
  }

  /** The caller's reseller entries: the admin's are all (an heir deleted since included), the others' those whose heir is in their subtree. */
  const resellerTrashOf = (caller: CallerAccount, query: TrashQuery) =>
    db
      .selectFrom('account_trash as t')
      .$if(!isAdmin(caller), (q) =>
        q.where('t.heir_id', 'in', (eb) => eb.selectFrom('account_closure').select('descendant_id').where('ancestor_id', '=', caller.id)),
      )
      .$if(Boolean(query.search), (q) => q.where('t.username', 'like', containing(query.search!)));

  async function resellerTrash(call: TrashCall): Promise<ResellerTrashAnswer> {
    const base = resellerTrashOf(call.caller.account, call.query);
    return trashPage(
      call,
      base,
      (limit, offset) =>
        base
          .leftJoin('accounts as h', 'h.id', 't.heir_id')
          .select(['t.id', 't.kind', 't.username', 't.accounts', 't.lines', 't.refunded_cents', 't.deleted_at', 't.deleted_by', 'h.username as heir'])
          .orderBy('t.deleted_at', 'desc')
          .orderBy('t.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
      (r) => ({
        id: Number(r.id),
        kind: r.kind as ResellerTrashKind,
        kind_label: RESELLER_TRASH_KINDS[r.kind as ResellerTrashKind] ?? r.kind,
        username: r.username,
        accounts: Number(r.accounts),
        lines: Number(r.lines),
        refunded_credits: fromCents(Number(r.refunded_cents)),
        heir: r.heir ?? '',
      }),
    );
  }

  async function restoreReseller(caller: Caller, id: number) {
    const done = await withCredits(db, (tx) =>
      restoreAccounts(tx, id, caller.account.id, lines.providerFor).then(async (restored) => {
        const top = restored.accounts[0];
        await logAccountChange(tx, caller, top, `Revenda ${nameHtml(top)} restaurada da lixeira (${restored.accounts.length} conta(s))`);
        return restored;
      }),
    );
    return { message: RESELLER_TRASH_MSG.restored(done.entry.username, done.accounts.length) };
  }

  async function eraseReseller(id: number) {
    const gone = await db.transaction().execute(async (tx) => {
      const entry = await tx.deleteFrom('account_trash').where('id', '=', id).returning(['username', 'top_id', 'heir_id', 'rows']).executeTakeFirst();
      if (!entry) throw notFound(RESELLER_TRASH_MSG.notFound);
      const top = (JSON.parse(entry.rows) as { accounts: Record<string, unknown>[] }).accounts[0];
      await recordChange(tx, {
        kind: 'revenda',
        itemId: Number(top.id),
        itemLabel: String(top.username),
        ownerId: entry.heir_id,
        action: 'Excluiu definitivamente da lixeira',
        before: top,
      });
      return entry;
    });
    return { message: RESELLER_TRASH_MSG.erased(gone.username) };
  }

  async function setTrashRetention(days: number) {
    await setSetting(db, TRASH_DAYS_SETTING, String(days));
    return { message: TRASH_MSG.days(days) };
  }

  return { lineTrash, restoreLine, eraseLine, resellerTrash, restoreReseller, eraseReseller, setTrashRetention };
}
