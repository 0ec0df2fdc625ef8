// What the ticket use cases share: which tickets a caller sees (the caller's subtree; complaints and
// reports only their author and the admin; 'Administração' notices everyone), the rows as the screens
// take them, what is unread, and a change of one ticket with the live event to everyone concerned.
import dayjs from 'dayjs';
import { formatDateTime, TIME_ZONE } from '../../../shared/dates';
import type { TicketChange } from '../../../shared/events';
import { ADMIN_CATEGORY, PRIVATE_CATEGORIES, STATES, TICKET_MSG, categoryName, type TicketSystem } from '../../../shared/tickets/texts';
import type { Ticket, TicketFilters } from '../../../shared/tickets/schemas';
import type { AppContext } from '../../context';
import { now, type DbOrTx } from '../../db';
import type { Account, TicketsTable } from '../../db/schema';
import type { Selectable } from 'kysely';
import { isAdmin, type Caller, type CallerAccount } from '../../core/accounts';
import { logActivity } from '../../core/activity';
import type { Audience } from '../../core/events';
import { readersOfAccount, subtreeIds } from '../../core/scope';
import { forbidden, notFound, unprocessable } from '../../errors';
import { escapeHtml } from '../../security';

/** Who asks: whose tickets and which rules (the admin sees every ticket). */
export type Viewer = Pick<Account, 'id' | 'profile'>;
export type TicketRow = Selectable<TicketsTable> & { owner: string };

export const json = <T>(text: string, fallback: T): T => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};
export const ticketName = (t: Pick<TicketRow, 'id' | 'title'>) => `ticket <b>#${t.id}</b> (${escapeHtml(t.title)})`;
export const isOwner = (me: CallerAccount, t: Pick<TicketRow, 'account_id'>) => t.account_id === me.id;
/** Case-insensitive matching on either database. */
export const likeOf = (ctx: AppContext) => (ctx.dialect === 'postgres' ? 'ilike' : 'like');

/** The tickets the caller may see, with the author's username. */
export function visible(ctx: AppContext, me: Viewer, from: DbOrTx = ctx.db) {
  const base = from.selectFrom('tickets as t').innerJoin('accounts as a', 'a.id', 't.account_id');
  if (isAdmin(me)) return base;
  return base.where((eb) =>
    eb.or([
      eb('t.account_id', '=', me.id),
      eb.and([eb('t.account_id', 'in', subtreeIds(from, me.id)), eb('t.category', 'not in', PRIVATE_CATEGORIES)]),
      eb('t.category', '=', ADMIN_CATEGORY),
    ]),
  );
}

/** The tickets of a system the caller sees, by the list's filters. */
export function filtered(ctx: AppContext, me: CallerAccount, system: TicketSystem, f: TicketFilters) {
  const like = likeOf(ctx);
  let q = visible(ctx, me).where('t.system', '=', system);
  if (f.category) q = q.where('t.category', '=', f.category);
  if (f.idRes) q = q.where('t.account_id', '=', f.idRes);
  if (f.title) {
    const pattern = `%${f.title.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) => eb.or([eb('t.title', like, pattern), eb('t.content', like, pattern)]));
  }
  if (f.date) {
    const start = dayjs.tz(`${f.date} 00:00:00`, TIME_ZONE);
    q = q.where('t.created_at', '>=', start.valueOf()).where('t.created_at', '<', start.add(1, 'day').valueOf());
  }
  return q;
}

export async function find(ctx: AppContext, me: CallerAccount, id: number, from: DbOrTx = ctx.db): Promise<TicketRow> {
  const row = await visible(ctx, me, from).selectAll('t').select('a.username as owner').where('t.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(TICKET_MSG.notFound);
  return row;
}

/** The tickets with a message by someone else since the viewer last read them (one row per message). */
export function unreadQuery(ctx: AppContext, me: Viewer) {
  return ctx.db
    .selectFrom('tickets as t')
    .innerJoin('ticket_messages as m', 'm.ticket_id', 't.id')
    .leftJoin('ticket_reads as r', (join) => join.onRef('r.ticket_id', '=', 't.id').on('r.account_id', '=', me.id))
    .where('m.account_id', '!=', me.id)
    .where((eb) => eb('m.created_at', '>', eb.fn.coalesce('r.read_at', eb.lit(0))));
}

/** Which of these tickets have a message by someone else since the caller last read them. */
export async function unreadOf(ctx: AppContext, me: CallerAccount, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await unreadQuery(ctx, me).where('t.id', 'in', ids).select('t.id').groupBy('t.id').execute();
  return new Set(rows.map((r) => Number(r.id)));
}

export const markRead = (tx: DbOrTx, ticketId: number, accountId: number) =>
  tx
    .insertInto('ticket_reads')
    .values({ ticket_id: ticketId, account_id: accountId, read_at: now() })
    .onConflict((oc) => oc.columns(['ticket_id', 'account_id']).doUpdateSet({ read_at: now() }))
    .execute();

export function toTicket(t: TicketRow, unread = false): Ticket {
  return {
    id: t.id,
    system: t.system as TicketSystem,
    status: t.status,
    category: t.category,
    category_name: categoryName(t.category),
    technology: t.technology,
    title: t.title,
    content: t.content,
    data_formatted: formatDateTime(Number(t.created_at)),
    franchise: t.franchise,
    id_res: t.account_id,
    username: t.owner,
    blocked: t.blocked ? 1 : 0,
    resolution: t.resolution,
    channels: json<string[]>(t.channels, []),
    id_user: t.line_id,
    user: t.line_username,
    unread,
  };
}

/**
 * Who may read ticket `t`, and so hears about it on every channel: the accounts for which `visible` (the
 * rule of the read calls) finds it, among its author's chain and the admins (nobody else can). The
 * admin's notices `visible` shows to everyone.
 */
export async function ticketReaders(ctx: AppContext, t: Pick<TicketRow, 'id' | 'account_id' | 'category'>, from: DbOrTx = ctx.db): Promise<Audience> {
  if (t.category === ADMIN_CATEGORY) return 'all';
  const candidates = await from
    .selectFrom('accounts')
    .select(['id', 'profile'])
    .where((eb) => eb.or([eb('profile', '=', 'admin'), eb('id', 'in', readersOfAccount(from, t.account_id))]))
    .execute();
  const readers: number[] = [];
  for (const viewer of candidates) if (await visible(ctx, viewer, from).select('t.id').where('t.id', '=', t.id).executeTakeFirst()) readers.push(viewer.id);
  return readers;
}

/** `by`: whose action it is (the clients' notices skip one's own, see shared/notices.ts). */
export async function announce(ctx: AppContext, t: Pick<TicketRow, 'id' | 'system' | 'account_id' | 'category' | 'title'>, change: TicketChange, by: number) {
  await ctx.events.publish(await ticketReaders(ctx, t), {
    type: 'ticket',
    id: t.id,
    system: t.system as TicketSystem,
    change,
    title: t.title,
    owner: t.account_id,
    by,
  });
}

/** A change of one ticket in a transaction: read it (404 outside the caller's view), act, log, then tell. */
export async function change(
  ctx: AppContext,
  caller: Caller,
  id: number,
  what: TicketChange,
  act: (t: TicketRow, tx: DbOrTx) => Promise<{ status?: number; blocked?: number; log: string }>,
) {
  const me = caller.account;
  const { ticket, status } = await ctx.db.transaction().execute(async (tx) => {
    const t = await find(ctx, me, id, tx);
    const result = await act(t, tx);
    const next = { status: result.status ?? t.status, blocked: result.blocked ?? t.blocked, updated_at: now() };
    await tx.updateTable('tickets').set(next).where('id', '=', t.id).execute();
    await logActivity(tx, { accountId: t.account_id, actorId: me.id, type: 'Tickets', action: result.log, target: String(t.id), ip: caller.ip });
    return { ticket: t, status: next.status };
  });
  await announce(ctx, ticket, what, me.id);
  return { ticket, status };
}

/** Only the author and the admin write; a blocked ticket only the admin; a finished one nobody. */
export function checkWritable(me: CallerAccount, t: TicketRow) {
  if (!isAdmin(me) && !isOwner(me, t)) throw forbidden(TICKET_MSG.onlyOwner);
  if (t.blocked && !isAdmin(me)) throw forbidden(TICKET_MSG.blockedWrite);
  if (STATES[t.system as TicketSystem].finished === t.status) throw unprocessable(TICKET_MSG.finishedWrite);
}
