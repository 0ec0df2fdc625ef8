// Section 7 "Tickets": create, the two lists, one ticket with its chat, reply (and the admin's status),
// finish, block, export, and the line picker; plus the sidebar badges.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createTicketBody, exportTicketsBody, TICKET_LABELS, ticketListQuery, ticketReplyBody, usersPickerQuery, type TicketSystem } from '../../../shared/tickets';
import type { AppContext } from '../../context';
import { idParam, parseLabeled } from '../../validation';
import { ticketService, type TicketCaller } from './service';
import { CALLS } from '../../../shared/calls';
import { router } from '../../route';

const caller = (request: FastifyRequest): TicketCaller => ({ account: request.account, ip: request.ip });
const parse = <S extends Parameters<typeof parseLabeled>[0]>(schema: S, input: unknown) => parseLabeled(schema, input, TICKET_LABELS);

export function ticketRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = router(app, ctx);
  const tickets = ticketService(ctx);
  const list = (system: TicketSystem) => async ({ request, query }: { request: FastifyRequest; query: unknown }) => tickets.list(request.account, system, parse(ticketListQuery, query));

  route(CALLS.createTicket, async ({ request }) => tickets.create(caller(request), parse(createTicketBody, request.body)));
  route(CALLS.tickets, list(1));
  route(CALLS.portalTickets, list(2));
  route(CALLS.ticket, async ({ request, params }) => tickets.get(request.account, idParam(params.id)));
  route(CALLS.replyTicket, async ({ request, params }) => tickets.reply(caller(request), idParam(params.id), parse(ticketReplyBody, request.body)));
  route(CALLS.finishTicket, async ({ request, params }) => tickets.finish(caller(request), idParam(params.id)));
  route(CALLS.blockTicket, async ({ request, params }) => tickets.block(caller(request), idParam(params.id)));
  route(CALLS.ticketBadges, async ({ request }) => tickets.badges(request.account));
  route(CALLS.ticketLineOptions, async ({ request }) => tickets.lineOptions(request.account, parse(usersPickerQuery, request.query).search));
  // The workbook's description (file name, columns, rows): the clients write the real .xlsx with the
  // shared builder (a download on the web, straight to disk on the desktop).
  route(CALLS.exportTickets, async ({ request }) => {
    const { content, systemTypeId, ...filters } = parse(exportTicketsBody, request.body);
    return tickets.exportTickets(request.account, systemTypeId as TicketSystem, { ...filters, title: content });
  });
}
