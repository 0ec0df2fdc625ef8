// The admin's block of a ticket (the route checks who asks): one that is not pending and not blocked yet.
import { STATES, TICKET_MSG, type TicketSystem } from '../../../shared/tickets/texts';
import type { AppContext } from '../../context';
import type { Caller } from '../../core/accounts';
import { unprocessable } from '../../errors';
import { change, ticketName } from './common';

export async function blockTicket(ctx: AppContext, caller: Caller, id: number): Promise<{ message: string }> {
  await change(ctx, caller, id, 'blocked', async (t) => {
    if (t.status === STATES[t.system as TicketSystem].pending || t.blocked) throw unprocessable(TICKET_MSG.blockNotAllowed);
    return { blocked: 1, log: `Bloqueou o ${ticketName(t)}` };
  });
  return { message: TICKET_MSG.blocked };
}
