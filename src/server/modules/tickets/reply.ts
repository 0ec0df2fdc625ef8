// A chat message and/or, from the admin, a new status. The admin's answer moves a pending ticket to
// answered; the author's message moves an answered one back to pending: the tabs tell who owes the
// next answer.
import { ADMIN_CATEGORY, ADMIN_STATUS_OPTIONS, STATES, TICKET_MSG, type TicketSystem } from '../../../shared/tickets/texts';
import type { TicketReplyBody } from '../../../shared/tickets/schemas';
import type { AppContext } from '../../context';
import { now } from '../../db';
import { isAdmin, type Caller, type CallerAccount } from '../../core/accounts';
import { unprocessable } from '../../errors';
import { notify, quote } from '../telegram/notices';
import { change, checkWritable, isOwner, markRead, ticketName, ticketReaders, type TicketRow } from './common';
import { queueWebhookEvent } from '../automation/events';

/** The admin answering someone else's ticket, as opposed to the one who opened it. */
const isSupport = (me: CallerAccount, t: Pick<TicketRow, 'account_id'>) => isAdmin(me) && !isOwner(me, t);

export async function replyTicket(ctx: AppContext, caller: Caller, id: number, body: TicketReplyBody): Promise<{ message: string; status: number }> {
  const me = caller.account;
  const text = body.mensagem?.trim() ?? '';
  if (!text && body.atualizaStatus === undefined) throw unprocessable(TICKET_MSG.blankMessage, { mensagem: [TICKET_MSG.blankMessage] });
  const { status } = await change(ctx, caller, id, text ? 'message' : 'status', async (t, tx) => {
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
      if (me.id !== t.account_id) {
        await notify(tx, [t.account_id], 'ticket_answer', `Nova resposta no ticket #${t.id} "${t.title}" (${me.username}):\n${quote(text)}`);
        await queueWebhookEvent(tx, {
          accountId: t.account_id,
          readers: await ticketReaders(ctx, t, tx),
          type: 'ticket.respondido',
          data: { ticket: { id: Number(t.id), title: t.title }, from: me.username, message: text },
        });
      }
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
}
