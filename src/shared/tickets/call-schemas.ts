// The zod schemas of the calls of the tickets: each entry's query, body and answer, by its name in
// calls.ts beside this file (../call-schemas.ts assembles every domain's).
import {
  createTicketAnswer,
  createTicketBody,
  exportTicketsBody,
  ticketBadgesAnswer,
  ticketDetailAnswer,
  ticketLineOptionsAnswer,
  ticketListAnswer,
  ticketListQuery,
  ticketReplyBody,
  ticketStatusAnswer,
  usersPickerQuery,
} from './schemas';
import { excelExportAnswer, messageAnswer } from '../answers';
import type { SchemaLines } from '../call-schemas';
import type { TICKETS_CALLS } from './calls';

export const TICKETS_CALL_SCHEMAS = {
  createTicket: { body: createTicketBody, answer: createTicketAnswer },
  tickets: { query: ticketListQuery, answer: ticketListAnswer },
  portalTickets: { query: ticketListQuery, answer: ticketListAnswer },
  ticket: { answer: ticketDetailAnswer },
  replyTicket: { body: ticketReplyBody, answer: ticketStatusAnswer },
  finishTicket: { answer: ticketStatusAnswer },
  blockTicket: { answer: messageAnswer },
  ticketBadges: { answer: ticketBadgesAnswer },
  ticketLineOptions: { query: usersPickerQuery, answer: ticketLineOptionsAnswer },
  exportTickets: { body: exportTicketsBody, answer: excelExportAnswer },
} satisfies SchemaLines<typeof TICKETS_CALLS>;
