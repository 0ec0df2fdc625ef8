// Tickets of both systems: who sees which (the caller's subtree; complaints and reports only their
// author and the admin; 'Administração' notices everyone), the two status machines, the chat, unread
// counts, the admin's block, status and export, and a live event to everyone concerned after each change.
import dayjs from 'dayjs';
import sanitizeHtml from 'sanitize-html';
import { formatDateTime, TIME_ZONE } from '../../../shared/dates';
import type { TicketChange } from '../../../shared/events';
import type { ExcelExport } from '../../../shared/platform';
import {
  ADMIN_CATEGORY,
  ADMIN_STATUS_OPTIONS,
  CHANNEL_CATEGORY,
  PRIVATE_CATEGORIES,
  RESOLUTION_SHOWN,
  STATES,
  STATUS_TABS,
  TECH_SHOWN,
  TICKET_LABELS,
  TICKET_MSG,
  categoryName,
  statusInfo,
  technologyName,
  type CreateTicket,
  type Ticket,
  type TicketBadges,
  type TicketDetail,
  type TicketFilters,
  type TicketLineOption,
  type TicketList,
  type TicketReplyBody,
  type TicketSystem,
} from '../../../shared/tickets';
import { VALIDATION } from '../../../shared/messages';
import type { AppContext } from '../../context';
import { now, type DbOrTx } from '../../db';
import type { Account, TicketsTable } from '../../db/schema';
import { sql, type Selectable } from 'kysely';
import { isAdmin, type CallerAccount } from '../../core/accounts';
import { logActivity } from '../../core/activity';
import { notify, notifyAdmins, quote } from '../telegram/notices';
import type { Audience } from '../../core/events';
import { subtreeIds } from '../../core/scope';
import { forbidden, notFound, unprocessable } from '../../errors';
import { cleanHtml, escapeHtml } from '../../security';

/** Who asks: whose tickets and which rules (the admin sees every ticket). */
type Viewer = Pick<Account, 'id' | 'profile'>;

export interface TicketCaller {
  account: CallerAccount;
  ip: string;
}

type TicketRow = Selectable<TicketsTable> & { owner: string };

/** The most rows one export answers. */
const EXPORT_LIMIT = 100_000;
const LINE_OPTIONS_LIMIT = 50;

const json = <T>(text: string, fallback: T): T => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};
const plainText = (html: string) => sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
const ticketName = (t: Pick<TicketRow, 'id' | 'title'>) => `ticket <b>#${t.id}</b> (${escapeHtml(t.title)})`;
const isOwner = (me: CallerAccount, t: Pick<TicketRow, 'account_id'>) => t.account_id === me.id;
/** The admin answering someone else's ticket, as opposed to the one who opened it. */
const isSupport = (me: CallerAccount, t: Pick<TicketRow, 'account_id'>) => isAdmin(me) && !isOwner(me, t);

export function ticketService(ctx: AppContext) {
  const { db } = ctx;
  const like = ctx.dialect === 'postgres' ? 'ilike' : 'like';

  /** The tickets the caller may see, with the author's username. */
  function visible(me: Viewer, from: DbOrTx = db) {
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

  function filtered(me: CallerAccount, system: TicketSystem, f: TicketFilters) {
    let q = visible(me).where('t.system', '=', system);
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

  async function find(me: CallerAccount, id: number, from: DbOrTx = db): Promise<TicketRow> {
    const row = await visible(me, from).selectAll('t').select('a.username as owner').where('t.id', '=', id).executeTakeFirst();
    if (!row) throw notFound(TICKET_MSG.notFound);
    return row;
  }

  /** Which of these tickets have a message by someone else since the caller last read them. */
  async function unreadOf(me: CallerAccount, ids: number[]): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const rows = await unreadQuery(me).where('t.id', 'in', ids).select('t.id').groupBy('t.id').execute();
    return new Set(rows.map((r) => Number(r.id)));
  }

  function unreadQuery(me: Viewer) {
    return db
      .selectFrom('tickets as t')
      .innerJoin('ticket_messages as m', 'm.ticket_id', 't.id')
      .leftJoin('ticket_reads as r', (join) => join.onRef('r.ticket_id', '=', 't.id').on('r.account_id', '=', me.id))
      .where('m.account_id', '!=', me.id)
      .where((eb) => eb('m.created_at', '>', eb.fn.coalesce('r.read_at', eb.lit(0))));
  }

  const markRead = (tx: DbOrTx, ticketId: number, accountId: number) =>
    tx
      .insertInto('ticket_reads')
      .values({ ticket_id: ticketId, account_id: accountId, read_at: now() })
      .onConflict((oc) => oc.columns(['ticket_id', 'account_id']).doUpdateSet({ read_at: now() }))
      .execute();

  function toTicket(t: TicketRow, unread = false): Ticket {
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

  /** Who hears about a change: the author's chain up to the admin; only author and admin for private categories. */
  async function audienceOf(t: Pick<TicketRow, 'account_id' | 'category'>): Promise<Audience> {
    if (t.category === ADMIN_CATEGORY) return 'all';
    if (PRIVATE_CATEGORIES.includes(t.category)) {
      const admins = await db.selectFrom('accounts').select('id').where('profile', '=', 'admin').execute();
      return [t.account_id, ...admins.map((a) => a.id)];
    }
    const chain = await db.selectFrom('account_closure').select('ancestor_id').where('descendant_id', '=', t.account_id).execute();
    return chain.map((c) => c.ancestor_id);
  }

  /** `by`: whose action it is (the clients' notices skip one's own, see shared/notices.ts). */
  async function announce(t: Pick<TicketRow, 'id' | 'system' | 'account_id' | 'category' | 'title'>, change: TicketChange, by: number) {
    await ctx.events.publish(await audienceOf(t), { type: 'ticket', id: t.id, system: t.system as TicketSystem, change, title: t.title, owner: t.account_id, by });
  }

  /** A change of one ticket in a transaction: read it (404 outside the caller's view), act, log, then tell. */
  async function change(
    caller: TicketCaller,
    id: number,
    what: TicketChange,
    act: (t: TicketRow, tx: DbOrTx) => Promise<{ status?: number; blocked?: number; log: string }>,
  ) {
    const me = caller.account;
    const { ticket, status } = await db.transaction().execute(async (tx) => {
      const t = await find(me, id, tx);
      const result = await act(t, tx);
      const next = { status: result.status ?? t.status, blocked: result.blocked ?? t.blocked, updated_at: now() };
      await tx.updateTable('tickets').set(next).where('id', '=', t.id).execute();
      await logActivity(tx, { accountId: t.account_id, actorId: me.id, type: 'Tickets', action: result.log, target: String(t.id), ip: caller.ip });
      return { ticket: t, status: next.status };
    });
    await announce(ticket, what, me.id);
    return { ticket, status };
  }

  /** Only the author and the admin write; a blocked ticket only the admin; a finished one nobody. */
  function checkWritable(me: CallerAccount, t: TicketRow) {
    if (!isAdmin(me) && !isOwner(me, t)) throw forbidden(TICKET_MSG.onlyOwner);
    if (t.blocked && !isAdmin(me)) throw forbidden(TICKET_MSG.blockedWrite);
    if (STATES[t.system as TicketSystem].finished === t.status) throw unprocessable(TICKET_MSG.finishedWrite);
  }

  /** The sidebar badges: the admin's tickets waiting for an answer, the others' unread answers. */
  async function badges(me: CallerAccount): Promise<TicketBadges> {
    const rows = isAdmin(me)
      ? await db
          .selectFrom('tickets')
          .select((eb) => ['system', eb.fn.countAll<number>().as('n')])
          .where('status', '=', 0)
          .where('category', '!=', ADMIN_CATEGORY)
          .groupBy('system')
          .execute()
      : await unreadQuery(me)
          .where('t.account_id', '=', me.id)
          .select((eb) => ['t.system', eb.fn.count<number>('t.id').distinct().as('n')])
          .groupBy('t.system')
          .execute();
    const of = (system: number) => Number(rows.find((r) => r.system === system)?.n ?? 0);
    return { 1: of(1), 2: of(2) };
  }

  return {
    visible,

    async create(caller: TicketCaller, body: CreateTicket): Promise<{ message: string; id: number }> {
      const me = caller.account;
      // The table of calls keeps this category to the admin.
      const admin = body.category === ADMIN_CATEGORY;
      const content = admin ? cleanHtml(body.content).trim() : body.content;
      if (!content) throw unprocessable(VALIDATION.required(TICKET_LABELS.content), { content: [VALIDATION.required(TICKET_LABELS.content)] });
      const line = body.idUser
        ? await db
            .selectFrom('lines')
            .select(['id', 'username'])
            .where('id', '=', body.idUser)
            .where('account_id', 'in', subtreeIds(db, me.id))
            .executeTakeFirst()
        : undefined;
      if (body.idUser && !line) throw notFound(TICKET_MSG.lineNotFound);
      const system = body.systemTypeId as TicketSystem;
      const at = now();
      const ticket = await db.transaction().execute(async (tx) => {
        const row = await tx
          .insertInto('tickets')
          .values({
            system,
            account_id: me.id,
            // A notice of the administration needs no answer.
            status: admin ? STATES[system].answered : STATES[system].pending,
            category: body.category,
            technology: TECH_SHOWN.includes(body.category) ? (body.tech ?? null) : null,
            resolution: RESOLUTION_SHOWN.includes(body.category) ? (body.resolution ?? '') : '',
            title: body.title,
            content,
            channels: JSON.stringify(body.category === CHANNEL_CATEGORY ? (body.channels ?? []) : []),
            channel_ids: JSON.stringify(body.category === CHANNEL_CATEGORY ? (body.idChannels ?? []) : []),
            line_id: line?.id ?? null,
            line_username: line?.username ?? '',
            franchise: me.id_franchise,
            created_at: at,
            updated_at: at,
          })
          .returning(['id', 'system', 'account_id', 'category', 'title'])
          .executeTakeFirstOrThrow();
        await markRead(tx, row.id, me.id);
        await logActivity(tx, { accountId: me.id, actorId: me.id, type: 'Tickets', action: `Abriu o ${ticketName(row)}`, target: String(row.id), ip: caller.ip });
        if (!isAdmin(me)) await notifyAdmins(tx, 'new_ticket', `Novo ticket #${row.id} de ${me.username}: "${row.title}"`);
        return row;
      });
      await announce(ticket, 'created', me.id);
      return { message: TICKET_MSG.created, id: ticket.id };
    },

    async list(me: CallerAccount, system: TicketSystem, q: TicketFilters & { status: number; page: number; per_page: number }): Promise<TicketList> {
      const base = filtered(me, system, q);
      const grouped = await base.select((eb) => ['t.status', eb.fn.countAll<number>().as('n')]).groupBy('t.status').execute();
      const counts: Record<number, number> = Object.fromEntries(STATUS_TABS[system].map((s) => [s.status, 0]));
      for (const g of grouped) counts[g.status] = Number(g.n);
      const total = counts[q.status] ?? 0;
      const rows = await base
        .where('t.status', '=', q.status)
        .selectAll('t')
        .select('a.username as owner')
        .orderBy('t.id', 'desc')
        .limit(q.per_page)
        .offset((q.page - 1) * q.per_page)
        .execute();
      const unread = await unreadOf(me, rows.map((r) => r.id));
      return {
        data: rows.map((r) => toTicket(r, unread.has(r.id))),
        total,
        current_page: q.page,
        per_page: q.per_page,
        last_page: Math.max(1, Math.ceil(total / q.per_page)),
        counts,
      };
    },

    /** One ticket with its chat; reading it marks it read for the caller. */
    async get(me: CallerAccount, id: number): Promise<TicketDetail> {
      const t = await find(me, id);
      const chat = await db
        .selectFrom('ticket_messages as m')
        .innerJoin('accounts as a', 'a.id', 'm.account_id')
        .select(['m.id', 'm.body', 'm.account_id', 'm.created_at', 'a.username', 'a.profile'])
        .where('m.ticket_id', '=', t.id)
        .orderBy('m.id')
        .execute();
      const unread = (await unreadOf(me, [t.id])).has(t.id);
      await markRead(db, t.id, me.id);
      return {
        // Whether it was unread until this reading (the screens then refresh the counts).
        ...toTicket(t, unread),
        chat: chat.map((m) => ({
          id: m.id,
          mensagem: m.body,
          id_res: m.account_id,
          username: m.username,
          admin: m.profile === 'admin',
          data_formatted: formatDateTime(Number(m.created_at)),
        })),
      };
    },

    /**
     * A chat message and/or, from the admin, a new status. The admin's answer moves a pending ticket to
     * answered; the author's message moves an answered one back to pending: the tabs tell who owes the
     * next answer.
     */
    async reply(caller: TicketCaller, id: number, body: TicketReplyBody): Promise<{ message: string; status: number }> {
      const me = caller.account;
      const text = body.mensagem?.trim() ?? '';
      if (!text && body.atualizaStatus === undefined) throw unprocessable(TICKET_MSG.blankMessage, { mensagem: [TICKET_MSG.blankMessage] });
      const { status } = await change(caller, id, text ? 'message' : 'status', async (t, tx) => {
        const states = STATES[t.system as TicketSystem];
        let status = t.status;
        const log: string[] = [];
        if (text) {
          if (t.category === ADMIN_CATEGORY) throw unprocessable(TICKET_MSG.noChat);
          checkWritable(me, t);
          if (isSupport(me, t) && status === states.pending) status = states.answered;
          if (!isSupport(me, t) && status === states.answered) status = states.pending;
          await tx.insertInto('ticket_messages').values({ ticket_id: t.id, account_id: me.id, body: text, created_at: now() }).execute();
          await markRead(tx, t.id, me.id);
          if (me.id !== t.account_id) await notify(tx, [t.account_id], 'ticket_answer', `Nova resposta no ticket #${t.id} "${t.title}" (${me.username}):\n${quote(text)}`);
          log.push(`Respondeu o ${ticketName(t)}`);
        }
        if (body.atualizaStatus !== undefined) {
          const option = ADMIN_STATUS_OPTIONS[t.system as TicketSystem].find((o) => o.value === body.atualizaStatus);
          if (!option) throw unprocessable(TICKET_MSG.statusInvalid, { atualizaStatus: [TICKET_MSG.statusInvalid] });
          status = option.value;
          log.push(`Status do ${ticketName(t)}: ${option.label}`);
        }
        return { status, log: log.join('; ') };
      });
      return { message: text ? TICKET_MSG.sent : TICKET_MSG.statusChanged, status };
    },

    /** Finishing is offered at status 2 only (both screens); the portal's end state is 'Respondido'. */
    async finish(caller: TicketCaller, id: number): Promise<{ message: string; status: number }> {
      const me = caller.account;
      const { status } = await change(caller, id, 'finished', async (t) => {
        checkWritable(me, t);
        const states = STATES[t.system as TicketSystem];
        if (t.status !== states.inProgress) throw unprocessable(TICKET_MSG.finishOnlyInProgress);
        return { status: states.finished ?? states.answered, log: `Finalizou o ${ticketName(t)}` };
      });
      return { message: TICKET_MSG.finished, status };
    },

    /** Admin only (the route checks): a ticket that is not pending and not blocked yet. */
    async block(caller: TicketCaller, id: number): Promise<{ message: string }> {
      await change(caller, id, 'blocked', async (t) => {
        if (t.status === STATES[t.system as TicketSystem].pending || t.blocked) throw unprocessable(TICKET_MSG.blockNotAllowed);
        return { blocked: 1, log: `Bloqueou o ${ticketName(t)}` };
      });
      return { message: TICKET_MSG.blocked };
    },

    badges,

    /**
     * The dashboard's 'Novos Tickets' (tickets waiting for an answer) and unread answers to the caller's
     * own tickets, as two columns of the dashboard's one read.
     */
    dashboardColumns(me: Viewer) {
      const pending = visible(me)
        .where('t.status', '=', 0)
        .where('t.category', '!=', ADMIN_CATEGORY)
        .select((c) => c.fn.countAll<number>().as('n'));
      // The admin opens no tickets of its own here.
      const unread = isAdmin(me) ? sql.lit(0) : unreadQuery(me).where('t.account_id', '=', me.id).select((c) => c.fn.count<number>('t.id').distinct().as('n'));
      return [pending.as('tickets_pending'), unread.as('tickets_unread')] as const;
    },

    /** The admin's export: the list's filters over every status (or one), as an Excel workbook description. */
    async exportTickets(me: CallerAccount, system: TicketSystem, f: TicketFilters & { status?: number }): Promise<ExcelExport> {
      let q = filtered(me, system, f);
      if (f.status !== undefined) q = q.where('t.status', '=', f.status);
      const rows = await q.selectAll('t').select('a.username as owner').orderBy('t.id', 'desc').limit(EXPORT_LIMIT).execute();
      if (!rows.length) throw notFound(TICKET_MSG.exportEmpty);
      const stamp = dayjs().tz(TIME_ZONE);
      return {
        fileName: system === 2 ? `Tickets_Portal_${stamp.format('DD-MM-YYYY HH-mm-ss')}.xlsx` : `Tickets_${stamp.format('DD-MM-YYYY')}_.xlsx`,
        sheetName: system === 2 ? 'Tickets Portal' : 'Tickets',
        columns: [
          { header: 'ID', key: 'id', width: 8 },
          { header: 'Status', key: 'status', width: 14 },
          { header: 'Categoria', key: 'category', width: 30 },
          { header: 'Tecnologia', key: 'technology', width: 12 },
          { header: 'Título', key: 'title', width: 40 },
          { header: 'Descrição', key: 'content', width: 60 },
          { header: 'Data', key: 'date', date: true },
          { header: 'Feita por', key: 'owner', width: 20 },
          { header: 'Revenda ID', key: 'id_res', width: 12 },
          { header: 'Franquia', key: 'franchise', width: 10 },
          { header: 'Usuário', key: 'user', width: 18 },
          { header: 'Resolução', key: 'resolution', width: 12 },
          { header: 'Canais', key: 'channels', width: 30 },
          { header: 'Bloqueado', key: 'blocked', width: 10 },
        ],
        rows: rows.map((t) => ({
          id: t.id,
          status: statusInfo(system, t.status)?.label ?? String(t.status),
          category: categoryName(t.category),
          technology: technologyName(t.technology),
          title: t.title,
          content: t.category === ADMIN_CATEGORY ? plainText(t.content) : t.content,
          date: formatDateTime(Number(t.created_at)),
          owner: t.owner,
          id_res: t.account_id,
          franchise: t.franchise,
          user: t.line_username,
          resolution: t.resolution,
          channels: json<string[]>(t.channels, []).join(', '),
          blocked: t.blocked ? 'Sim' : 'Não',
        })),
      };
    },

    /** The line picker of the form: the caller's own customer lines, by username. */
    async lineOptions(me: CallerAccount, search?: string): Promise<{ users: TicketLineOption[] }> {
      let q = db.selectFrom('lines').select(['id', 'username', 'kind']).where('account_id', '=', me.id);
      if (search) q = q.where('username', like, `${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      const users = await q.orderBy('username').limit(LINE_OPTIONS_LIMIT).execute();
      return { users };
    },
  };
}
export type TicketService = ReturnType<typeof ticketService>;
