// The ticket event of the notice tests (the shared rule, the desktop's and the web's notices): the
// support's answer (the admin, 1) in reseller 7's ticket 12; `over` changes what a test is about.
import type { TicketEvent } from '../events';

export const ticketEvent = (over: Partial<TicketEvent> = {}): TicketEvent => ({
  type: 'ticket',
  id: 12,
  system: 1,
  change: 'message',
  title: 'Canal travando',
  owner: 7,
  by: 1,
  ...over,
});
