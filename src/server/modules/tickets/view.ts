// One ticket with its chat; reading it marks it read for the caller.
import { formatDateTime } from '../../../shared/dates';
import type { TicketDetail } from '../../../shared/tickets/schemas';
import type { AppContext } from '../../context';
import type { CallerAccount } from '../../core/accounts';
import { find, markRead, toTicket, unreadOf } from './common';

export async function viewTicket(ctx: AppContext, me: CallerAccount, id: number): Promise<TicketDetail> {
  const { db } = ctx;
  const t = await find(ctx, me, id);
  const chat = await db
    .selectFrom('ticket_messages as m')
    .innerJoin('accounts as a', 'a.id', 'm.account_id')
    .select(['m.id', 'm.body', 'm.account_id', 'm.created_at', 'a.username', 'a.profile'])
    .where('m.ticket_id', '=', t.id)
    .orderBy('m.id')
    .execute();
  const unread = (await unreadOf(ctx, me, [t.id])).has(t.id);
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
}
