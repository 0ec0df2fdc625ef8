// Opening a ticket (optionally about a customer line of the caller's subtree); the admin's notices of
// 'Administração' are cleaned HTML and need no answer.
import {
  CHANNEL_CATEGORY,
  ADMIN_CATEGORY,
  RESOLUTION_SHOWN,
  STATES,
  TECH_SHOWN,
  TICKET_LABELS,
  TICKET_MSG,
  type TicketSystem,
} from '../../../shared/tickets/texts';
import type { CreateTicket } from '../../../shared/tickets/schemas';
import { VALIDATION } from '../../../shared/messages';
import type { AppContext } from '../../context';
import { now, type Tx } from '../../db';
import { isAdmin, type Caller } from '../../core/accounts';
import { logActivity } from '../../core/activity';
import { withCredits } from '../../core/ledger';
import { claimOnce, requestOf } from '../../core/requests';
import { subtreeIds } from '../../core/scope';
import { notFound, unprocessable } from '../../errors';
import { cleanHtml } from '../../security';
import { notifyAdmins } from '../telegram/notices';
import { announce, markRead, ticketName } from './common';

export async function createTicket(ctx: AppContext, caller: Caller, body: CreateTicket): Promise<{ message: string; id: number }> {
  const { db } = ctx;
  const me = caller.account;
  // The table of calls keeps this category to the admin.
  const admin = body.category === ADMIN_CATEGORY;
  const content = admin ? cleanHtml(body.content).trim() : body.content;
  if (!content) throw unprocessable(VALIDATION.required(TICKET_LABELS.content), { content: [VALIDATION.required(TICKET_LABELS.content)] });
  const line = body.idUser
    ? await db.selectFrom('lines').select(['id', 'username']).where('id', '=', body.idUser).where('account_id', 'in', subtreeIds(db, me.id)).executeTakeFirst()
    : undefined;
  if (body.idUser && !line) throw notFound(TICKET_MSG.lineNotFound);
  const system = body.systemTypeId as TicketSystem;
  const at = now();
  // One ticket per Idempotency-Key: a retry answers the first ticket and announces nothing again.
  const request = requestOf(caller, 'ticket');
  const opened = await withCredits(db, (tx) => claimOnce(tx, request, () => open(tx)), request.requestId);
  if (!opened.replayed) await announce(ctx, opened.answer, 'created', me.id);
  return { message: TICKET_MSG.created, id: opened.answer.id };

  async function open(tx: Tx) {
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
  }
}
