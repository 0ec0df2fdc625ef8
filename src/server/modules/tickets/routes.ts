// Section 7 "Tickets": create, the two lists, one ticket with its chat, reply (and the admin's status),
// finish, block, export, and the line picker; plus the sidebar badges.
import type { FastifyInstance } from 'fastify';
import { TICKET_LABELS, type TicketSystem } from '../../../shared/tickets/texts';
import type { AppContext } from '../../context';
import { ticketService } from './service';
import { CALLS } from '../../../shared/calls';
import { router, type CallOptions } from '../../route';

const LABELED: CallOptions = { labels: TICKET_LABELS };

export function ticketRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = router(app, ctx);
  const tickets = ticketService(ctx);

  route(CALLS.createTicket, async ({ caller, body }) => tickets.create(caller, body), LABELED);
  route(CALLS.tickets, async ({ request, query }) => tickets.list(request.account, 1, query), LABELED);
  route(CALLS.portalTickets, async ({ request, query }) => tickets.list(request.account, 2, query), LABELED);
  route(CALLS.ticket, async ({ request, params }) => tickets.get(request.account, params.id));
  route(CALLS.replyTicket, async ({ caller, params, body }) => tickets.reply(caller, params.id, body), LABELED);
  route(CALLS.finishTicket, async ({ caller, params }) => tickets.finish(caller, params.id));
  route(CALLS.blockTicket, async ({ caller, params }) => tickets.block(caller, params.id));
  route(CALLS.ticketBadges, async ({ request }) => tickets.badges(request.account));
  route(CALLS.ticketLineOptions, async ({ request, query }) => tickets.lineOptions(request.account, query.search), LABELED);
  // The workbook's description (file name, columns, rows): the clients write the real .xlsx with the
  // shared builder (a download on the web, straight to disk on the desktop).
  route(
    CALLS.exportTickets,
    async ({ request, body: { content, systemTypeId, ...filters } }) =>
      tickets.exportTickets(request.account, systemTypeId as TicketSystem, { ...filters, title: content }),
    LABELED,
  );
}
