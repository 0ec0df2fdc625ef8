// The two systems' ticket lists: one status tab a page, with every tab's count and what is unread.
import { STATUS_TABS, type TicketSystem } from '../../../shared/tickets/texts';
import type { TicketFilters, TicketList } from '../../../shared/tickets/schemas';
import type { AppContext } from '../../context';
import type { CallerAccount } from '../../core/accounts';
import { filtered, toTicket, unreadOf } from './common';

export async function listTickets(
  ctx: AppContext,
  me: CallerAccount,
  system: TicketSystem,
  q: TicketFilters & { status: number; page: number; per_page: number },
): Promise<TicketList> {
  const base = filtered(ctx, me, system, q);
  const grouped = await base
    .select((eb) => ['t.status', eb.fn.countAll<number>().as('n')])
    .groupBy('t.status')
    .execute();
  const counts: Record<number, number> = Object.fromEntries(STATUS_TABS[system].map((s) => [s.status, 0]));
  for (const g of grouped) counts[g.status] = Number(g.n);
  const total = counts[q.status] ?? 0;
  const rows = await base
    .where('t.status', '=', q.status)
    .selectAll('t')
    .select('a.username as owner')
    .orderBy('t.id', 'desc')
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page)
    .execute();
  const unread = await unreadOf(
    ctx,
    me,
    rows.map((r) => r.id),
  );
  return {
    data: rows.map((r) => toTicket(r, unread.has(r.id))),
    total,
    current_page: q.page,
    per_page: q.per_page,
    last_page: Math.max(1, Math.ceil(total / q.per_page)),
    counts,
  };
}
