// Finishing a ticket: offered at status 2 only (both screens); the portal's end state is 'Respondido'.
import { STATES, TICKET_MSG, type TicketSystem } from '../../../shared/tickets/texts';
import type { AppContext } from '../../context';
import type { Caller } from '../../core/accounts';
import { unprocessable } from '../../errors';
import { change, checkWritable, ticketName } from './common';

export async function finishTicket(ctx: AppContext, caller: Caller, id: number): Promise<{ message: string; status: number }> {
  const me = caller.account;
  const { status } = await change(ctx, caller, id, 'finished', async (t) => {
    checkWritable(me, t);
    const states = STATES[t.system as TicketSystem];
    if (t.status !== states.inProgress) throw unprocessable(TICKET_MSG.finishOnlyInProgress);
    return { status: states.finished ?? states.answered, log: `Finalizou o ${ticketName(t)}` };
  });
  return { message: TICKET_MSG.finished, status };
}
