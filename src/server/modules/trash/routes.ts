// 'Lixeira' (issue 30): the lines deleted in the caller's subtree, waiting for the admin's period
// (30 days by default). 'Restaurar' puts one back as it was, through the line tools (counters, provider,
// 'Alterações'); 'Excluir definitivamente' and the purge erase it. A deleted line refunded nothing (the
// spec's delete gives no credits back), so a restore charges nothing either; restoring twice finds
// nothing the second time.
import type { FastifyInstance } from 'fastify';
import { CALLS } from '../../../shared/calls';
import { formatDateTime } from '../../../shared/dates';
import { LINE_KIND_LABELS, type LineKind } from '../../../shared/lines-base';
import { TRASH_DAYS_SETTING, TRASH_DEFAULT_DAYS, TRASH_MSG, type TrashAnswer } from '../../../shared/trash';
import type { AppContext } from '../../context';
import { isAdmin, type CallerAccount } from '../../core/accounts';
import { logActivity } from '../../core/activity';
import { recordChange } from '../../core/audit';
import { setSetting } from '../../core/settings';
import { keptDays, purgeOlder, type Retention } from '../../core/retention';
import type { Db, DbOrTx } from '../../db';
import { forbidden, notFound } from '../../errors';
import { escapeHtml } from '../../security';
import { router } from '../../route';
import { kindsOf } from '../expiries/routes';
import { activityType, lineTools } from '../lines/common';
import type { ProvidedLine } from '../../providers/lines';

const DAY_MS = 86_400_000;
const TRASH_RETENTION: Retention = { setting: TRASH_DAYS_SETTING, defaultDays: TRASH_DEFAULT_DAYS, table: 'line_trash', since: 'deleted_at' };

/** Erases the lines that waited longer than the admin's period (the hourly job); the number erased. */
export const purgeTrash = (db: Db, at?: number) => purgeOlder(db, TRASH_RETENTION, at);

/** The trash of the caller's subtree. */
const trashOf = (db: DbOrTx, caller: CallerAccount) =>
  db.selectFrom('line_trash as t').innerJoin('account_closure as c', 'c.descendant_id', 't.account_id').where('c.ancestor_id', '=', caller.id);

export function trashRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = router(app, ctx);
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

  route(CALLS.trash, async ({ caller, query }): Promise<TrashAnswer> => {
    const base = trashOf(db, caller.account).$if(Boolean(query.search), (q) =>
      q.where('t.username', 'like', `%${query.search!.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
    );
    const [{ total }, rows, days] = await Promise.all([
      base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      base
        .innerJoin('accounts as a', 'a.id', 't.account_id')
        .select(['t.line_id', 't.kind', 't.username', 't.row', 't.deleted_at', 't.deleted_by', 'a.username as reseller'])
        .orderBy('t.deleted_at', 'desc')
        .limit(query.per_page)
        .offset((query.page - 1) * query.per_page)
        .execute(),
      keptDays(db, TRASH_RETENTION),
    ]);
    return {
      rows: rows.map((r) => ({
        id: Number(r.line_id),
        kind: r.kind,
        kind_label: LINE_KIND_LABELS[r.kind as LineKind] ?? r.kind,
        username: r.username,
        reseller: r.reseller,
        exp_at_formatted: formatDateTime(Number((JSON.parse(r.row) as ProvidedLine).exp_at)),
        deleted_at_formatted: formatDateTime(Number(r.deleted_at)),
        deleted_by: r.deleted_by,
        purge_at_formatted: formatDateTime(Number(r.deleted_at) + days * DAY_MS),
      })),
      total: Number(total),
      page: query.page,
      per_page: query.per_page,
      ...(isAdmin(caller.account) ? { days } : {}),
    };
  });

  route(CALLS.restoreLine, async ({ caller, params }) => {
    const row = await kept(db, caller.account, params.id);
    if (!(await kindsOf(db, caller.account)).includes(row.kind as LineKind)) throw forbidden(TRASH_MSG.kindOff);
    await db.transaction().execute(async (tx) => {
      // Read again in the transaction: of two restores at once, the second finds nothing.
      await kept(tx, caller.account, params.id);
      const line = await lines.restore(tx, params.id);
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
  });

  route(CALLS.eraseLine, async ({ caller, params }) => {
    const row = await kept(db, caller.account, params.id);
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
  });

  route(CALLS.trashRetention, async ({ body }) => {
    await setSetting(db, TRASH_DAYS_SETTING, String(body.days));
    return { message: TRASH_MSG.days(body.days) };
  });
}
