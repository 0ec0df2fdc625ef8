// Tickets of both systems, as the routes (and the dashboard) hold them: create, the lists, one ticket
// with its chat, reply, finish, block, the badges, the export and the line picker. Each use case is a
// file of this folder that takes the app's context first; the service binds them once.
import type { AppContext } from '../../context';
import { badges, dashboardColumns } from './badges';
import { blockTicket } from './block';
import { createTicket } from './create';
import { exportTickets } from './export';
import { finishTicket } from './finish';
import { lineOptions } from './line-options';
import { listTickets } from './list';
import { replyTicket } from './reply';
import { viewTicket } from './view';

export function ticketService(ctx: AppContext) {
  return {
    create: createTicket.bind(null, ctx),
    list: listTickets.bind(null, ctx),
    get: viewTicket.bind(null, ctx),
    reply: replyTicket.bind(null, ctx),
    finish: finishTicket.bind(null, ctx),
    block: blockTicket.bind(null, ctx),
    badges: badges.bind(null, ctx),
    dashboardColumns: dashboardColumns.bind(null, ctx),
    exportTickets: exportTickets.bind(null, ctx),
    lineOptions: lineOptions.bind(null, ctx),
  };
}
