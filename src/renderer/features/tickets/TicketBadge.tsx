// The sidebar's count beside the ticket items: for the admin the tickets waiting for an answer, for
// the others the answers they have not read yet. Live events keep it current.
import { Badge } from 'antd';
import type { TicketSystem } from '../../../shared/tickets';
import { DASHBOARD_REFRESH_MS } from '../../../shared/domain';
import { useTicketBadgesQuery } from './api';

function TicketCount({ system }: { system: TicketSystem }) {
  const { data } = useTicketBadgesQuery(undefined, { pollingInterval: DASHBOARD_REFRESH_MS });
  const count = data?.[system] ?? 0;
  return count > 0 ? <Badge count={count} size="small" style={{ marginInlineStart: 8 }} aria-label={`${count} ticket(s) para ver`} /> : null;
}

export const TicketBadge = () => <TicketCount system={1} />;
export const PortalTicketBadge = () => <TicketCount system={2} />;
