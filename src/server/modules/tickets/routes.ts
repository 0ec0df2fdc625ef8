// Section 7 "Tickets": create, the two lists, one ticket with its chat, reply (and the admin's status),
// finish, block, export, and the line picker; plus the sidebar badges.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createTicketBody, exportTicketsBody, TICKET_LABELS, ticketListQuery, ticketReplyBody, usersPickerQuery, type TicketSystem } from '../../../shared/tickets';
import type { AppContext } from '../../context';
import { idParam, parseLabeled } from '../../validation';
import { ticketService, type TicketCaller } from './service';

const caller = (request: FastifyRequest): TicketCaller => ({ account: request.account, ip: request.ip });
const id = (request: FastifyRequest) => idParam((request.params as { id: string }).id);
const parse = <S extends Parameters<typeof parseLabeled>[0]>(schema: S, input: unknown) => parseLabeled(schema, input, TICKET_LABELS);

export function ticketRoutes(app: FastifyInstance, ctx: AppContext) {
  const tickets = ticketService(ctx);
  const list = (system: TicketSystem) => async (request: FastifyRequest) => tickets.list(request.account, system, parse(ticketListQuery, request.query));

  app.post('/api/ticket', async (request) => tickets.create(caller(request), parse(createTicketBody, request.body)));
  app.get('/api/ticket', list(1));
  app.get('/api/ticket-portal-office', list(2));
  app.get('/api/ticket/:id', async (request) => tickets.get(request.account, id(request)));
  app.put('/api/ticket/:id', async (request) => tickets.reply(caller(request), id(request), parse(ticketReplyBody, request.body)));
  app.get('/api/finishTicket/:id', async (request) => tickets.finish(caller(request), id(request)));
  app.get('/api/ticket-block/:id', async (request) => tickets.block(caller(request), id(request)));
  app.get('/api/ticket-badges', async (request) => tickets.badges(request.account));
  app.get('/api/get-users-resseler', async (request) => tickets.lineOptions(request.account, parse(usersPickerQuery, request.query).search));
  // The workbook's description (file name, columns, rows): the clients write the real .xlsx with the
  // shared builder (a download on the web, straight to disk on the desktop).
  app.post('/api/export-tickets', async (request) => {
    const { content, systemTypeId, ...filters } = parse(exportTicketsBody, request.body);
    return tickets.exportTickets(request.account, systemTypeId as TicketSystem, { ...filters, title: content });
  });
}
