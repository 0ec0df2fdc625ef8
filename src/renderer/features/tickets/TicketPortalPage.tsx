// /ticket-portal (admin): the portal's tickets, with the status select, 'Exportar Excel', the reseller
// id and day filters and the details modal (spec section 2 "Portal tickets").
import { TicketScreen } from './TicketPage';

export default function TicketPortalPage() {
  return <TicketScreen system={2} title="Tickets do Portal" />;
}
