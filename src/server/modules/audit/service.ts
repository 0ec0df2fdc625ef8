// 'Alterações' in /log (issue 30): the recorded changes of the caller's subtree and how long they are kept.
import { AUDIT_DAYS_SETTING, AUDIT_DEFAULT_DAYS, type AuditKind } from '../../../shared/audit/texts';
import type { AuditAnswer, AuditChange, AuditQuery } from '../../../shared/audit/schemas';
import { endOfDayOf, formatDateTime, startOfDayIn } from '../../../shared/dates';
import { isAdmin, type CallerAccount } from '../../core/accounts';
import { actorIpSeenBy } from '../../core/scope';
import { setSetting } from '../../core/settings';
import { keptDays, purgeOlder, type Retention } from '../../core/retention';
import type { Db } from '../../db';

const AUDIT_RETENTION: Retention = { setting: AUDIT_DAYS_SETTING, defaultDays: AUDIT_DEFAULT_DAYS, table: 'audit_log', since: 'created_at' };

/** Drops the records older than the admin's period (the hourly job); the number dropped. */
export const purgeAudit = (db: Db, at?: number) => purgeOlder(db, AUDIT_RETENTION, at);

export function auditList(db: Db, caller: CallerAccount, q: AuditQuery) {
  let base = db.selectFrom('audit_log as a').innerJoin('account_closure as c', 'c.descendant_id', 'a.owner_id').where('c.ancestor_id', '=', caller.id);
  if (q.kind) base = base.where('a.kind', '=', q.kind);
  if (q.item) base = base.where('a.item_id', '=', q.item);
  if (q.actor) base = base.where('a.actor_name', '=', q.actor);
  if (q.from) base = base.where('a.created_at', '>=', startOfDayIn(0, endOfDayOf(q.from)));
  if (q.to) base = base.where('a.created_at', '<=', endOfDayOf(q.to));
  return base;
}

/** One page of the filtered changes; the admin also reads how long they are kept. */
export async function auditPage(db: Db, caller: CallerAccount, query: AuditQuery): Promise<AuditAnswer> {
  const base = auditList(db, caller, query);
  const [{ total }, rows, days] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    base
      .select(['a.id', 'a.created_at', 'a.actor_name', 'a.via', 'a.kind', 'a.item_id', 'a.item_label', 'a.action', 'a.changes'])
      .select(actorIpSeenBy(caller.id, 'a.actor_id', 'a.ip').as('ip'))
      .orderBy('a.id', 'desc')
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page)
      .execute(),
    isAdmin(caller) ? keptDays(db, AUDIT_RETENTION) : Promise.resolve(undefined),
  ]);
  return {
    rows: rows.map((r) => ({
      id: Number(r.id),
      created_at_formatted: formatDateTime(Number(r.created_at)),
      actor: r.actor_name,
      ip: r.ip,
      via: r.via,
      kind: r.kind as AuditKind,
      item_id: r.item_id,
      item_label: r.item_label,
      action: r.action,
      changes: JSON.parse(r.changes) as AuditChange[],
    })),
    total: Number(total),
    page: query.page,
    per_page: query.per_page,
    ...(days === undefined ? {} : { days }),
  };
}

export async function setAuditRetention(db: Db, days: number) {
  await setSetting(db, AUDIT_DAYS_SETTING, String(days));
  return { message: `As alterações serão guardadas por ${days} dias.` };
}
