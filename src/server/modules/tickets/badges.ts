// The counts that call for attention: the sidebar badges, and the dashboard's two ticket columns.
import { sql } from 'kysely';
import { ADMIN_CATEGORY } from '../../../shared/tickets/texts';
import type { TicketBadges } from '../../../shared/tickets/schemas';
import type { AppContext } from '../../context';
import { isAdmin, type CallerAccount } from '../../core/accounts';
import { unreadQuery, visible, type Viewer } from './common';

/** The sidebar badges: the admin's tickets waiting for an answer, the others' unread answers. */
export async function badges(ctx: AppContext, me: CallerAccount): Promise<TicketBadges> {
  const rows = isAdmin(me)
    ? await ctx.db
        .selectFrom('tickets')
        .select((eb) => ['system', eb.fn.countAll<number>().as('n')])
        .where('status', '=', 0)
        .where('category', '!=', ADMIN_CATEGORY)
        .groupBy('system')
        .execute()
    : await unreadQuery(ctx, me)
        .where('t.account_id', '=', me.id)
        .select((eb) => ['t.system', eb.fn.count<number>('t.id').distinct().as('n')])
        .groupBy('t.system')
        .execute();
  const of = (system: number) => Number(rows.find((r) => r.system === system)?.n ?? 0);
  return { 1: of(1), 2: of(2) };
}

/**
 * The dashboard's 'Novos Tickets' (tickets waiting for an answer) and unread answers to the caller's
 * own tickets, as two columns of the dashboard's one read.
 */
export function dashboardColumns(ctx: AppContext, me: Viewer) {
  const pending = visible(ctx, me)
    .where('t.status', '=', 0)
    .where('t.category', '!=', ADMIN_CATEGORY)
    .select((c) => c.fn.countAll<number>().as('n'));
  // The admin opens no tickets of its own here.
  const unread = isAdmin(me)
    ? sql.lit(0)
    : unreadQuery(ctx, me)
        .where('t.account_id', '=', me.id)
        .select((c) => c.fn.count<number>('t.id').distinct().as('n'));
  return [pending.as('tickets_pending'), unread.as('tickets_unread')] as const;
}
