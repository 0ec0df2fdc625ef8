// The line picker of the ticket form: the caller's own customer lines, by username.
import type { TicketLineOption } from '../../../shared/tickets/schemas';
import type { AppContext } from '../../context';
import type { CallerAccount } from '../../core/accounts';
import { likeOf } from './common';

const LINE_OPTIONS_LIMIT = 50;

export async function lineOptions(ctx: AppContext, me: CallerAccount, search?: string): Promise<{ users: TicketLineOption[] }> {
  let q = ctx.db.selectFrom('lines').select(['id', 'username', 'kind']).where('account_id', '=', me.id);
  if (search) q = q.where('username', likeOf(ctx), `${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const users = await q.orderBy('username').limit(LINE_OPTIONS_LIMIT).execute();
  return { users };
}
