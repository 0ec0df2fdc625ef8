// Demo tickets through the real tickets service: per reseller, one answered by the admin (dated back)
// and one still waiting, so the tabs, the dashboard's 'Novos Tickets' and the chat have data.
import type { AppContext } from '../../src/server/context';
import type { Account } from '../../src/server/db/schema';
import { ticketService } from '../../src/server/modules/tickets/service';
import { createTicketBody } from '../../src/shared/tickets/schemas';

const DAY = 86_400_000;

export async function seedTickets(ctx: AppContext, admin: Account, resellers: Account[]): Promise<number> {
  const tickets = ticketService(ctx);
  let count = 0;
  for (const [i, account] of resellers.entries()) {
    const caller = { account, ip: '127.0.0.1' };
    const answered = await tickets.create(
      caller,
      createTicketBody.parse({ title: 'Canal travando à noite', category: 1, content: 'Os canais de esporte travam depois das 20h.' }),
    );
    await tickets.reply({ account: admin, ip: '127.0.0.1' }, answered.id, { mensagem: 'Ajustamos o servidor. Peça ao cliente para reiniciar o aplicativo.' });
    await ctx.db
      .updateTable('tickets')
      .set({ created_at: Date.now() - (20 + i) * DAY })
      .where('id', '=', answered.id)
      .execute();
    await tickets.create(caller, createTicketBody.parse({ title: 'Dúvida sobre renovação', category: 1, content: 'Como renovo vários clientes de uma vez?' }));
    count += 2;
  }
  return count;
}
