// The entries of the tickets in the table of calls (../calls.ts): name, method, path and rule, without
// zod, for the renderer's first load; their schemas are in call-schemas.ts beside this file.
import { type Entries, type Rule, get, post, put, ADMIN, ONCE, EXPORTS_PER_MINUTE } from '../rules';
import { ADMIN_CATEGORY, TICKET_MSG } from './texts';

const TICKETS: Rule = { who: 'signed', flag: 'ticket' };

export const TICKETS_CALLS = {
  // ---- Tickets ----
  createTicket: post('/api/ticket', {
    ...ONCE,
    ...TICKETS,
    when: { adminCategory: { field: 'category', is: ADMIN_CATEGORY, who: 'admin', refused: { who: TICKET_MSG.adminCategoryOnly } } },
  }),
  tickets: get('/api/ticket', TICKETS),
  portalTickets: get('/api/ticket-portal-office', ADMIN),
  ticket: get('/api/ticket/:id', TICKETS),
  // Only the admin changes a ticket's status.
  replyTicket: put('/api/ticket/:id', { ...TICKETS, when: { status: { field: 'atualizaStatus', who: 'admin' } } }),
  finishTicket: get('/api/finishTicket/:id', TICKETS),
  blockTicket: get('/api/ticket-block/:id', ADMIN),
  ticketBadges: get('/api/ticket-badges', TICKETS),
  ticketLineOptions: get('/api/get-users-resseler', TICKETS),
  exportTickets: post('/api/export-tickets', { ...ADMIN, perMinute: EXPORTS_PER_MINUTE }),
} satisfies Entries;
