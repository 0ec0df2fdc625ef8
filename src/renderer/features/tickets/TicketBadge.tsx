// The sidebar's count beside the ticket items: for the admin the tickets waiting for an answer, for
// the others the answers they have not read yet. Live events keep it current. The same counts, summed
// over the ticket screens the account sees, are the unread count outside the sidebar (issue 22): the
// dock/taskbar badge and the tray on the desktop, the tab title on the web (platform.setUnreadCount).
import { useEffect } from 'react';
import { Badge } from 'antd';
import type { TicketSystem } from '../../../shared/tickets/texts';
import { CALLS } from '../../../shared/calls';
import type { Call } from '../../../shared/rules';
import { DASHBOARD_REFRESH_MS } from '../../../shared/domain';
import { useProfileQuery } from '../../api/account';
import { mayCall } from '../../app/visibility';
import { getPlatform } from '../../platform';
import { useTicketBadgesQuery } from './api';

/** The screen each system's count belongs to (its badge shows only beside it). */
const SCREEN_CALL = { 1: CALLS.tickets, 2: CALLS.portalTickets } satisfies Record<TicketSystem, Call>;

/** The one rule for "unread": the server's badges (GET /api/ticket-badges), polled and live. */
function useTicketCounts(skip = false) {
  const { data } = useTicketBadgesQuery(undefined, { pollingInterval: DASHBOARD_REFRESH_MS, skip });
  return data;
}

function TicketCount({ system }: { system: TicketSystem }) {
  const count = useTicketCounts()?.[system] ?? 0;
  return count > 0 ? <Badge count={count} size="small" style={{ marginInlineStart: 8 }} aria-label={`${count} ticket(s) para ver`} /> : null;
}

export const TicketBadge = () => <TicketCount system={1} />;
export const PortalTicketBadge = () => <TicketCount system={2} />;

/** What the sidebar's ticket badges add up to for this account: the badges of the screens it sees. */
export function useUnreadTotal(): number {
  const { data: profile } = useProfileQuery();
  const systems = profile ? ([1, 2] as const).filter((s) => mayCall(SCREEN_CALL[s])(profile)) : [];
  const counts = useTicketCounts(systems.length === 0);
  return counts ? systems.reduce((sum, s) => sum + counts[s], 0) : 0;
}

/** Mounted once per signed-in window: hands the total to the platform (badge and tray, or tab title). */
export function UnreadTicketsCount() {
  const total = useUnreadTotal();
  useEffect(() => getPlatform().setUnreadCount(total), [total]);
  return null;
}
