// The recharges list: the caller's own (the admin's: everyone's, or one reseller's), with the status
// each checkout shows.
import type { z } from 'zod';
import { formatDateTime } from '../../../shared/dates';
import type { RechargeList, rechargeListBody } from '../../../shared/ops/schemas';
import type { AppContext } from '../../context';
import { now } from '../../db';
import { isAdmin, type CallerAccount } from '../../core/accounts';
import { CHECKOUT_TTL_MS } from '../../providers/payments';
import { shownStatus } from './common';

export async function listRecharges(ctx: AppContext, account: CallerAccount, query: z.infer<typeof rechargeListBody>): Promise<RechargeList> {
  const at = now();
  const stale = at - CHECKOUT_TTL_MS;
  let q = ctx.db.selectFrom('portal_recharges');
  if (!isAdmin(account)) q = q.where('account_id', '=', account.id);
  else if (query.id_res) q = q.where('account_id', '=', query.id_res);
  // What the list shows, not what the job has recorded yet (see shownStatus).
  const status = query.filters?.status;
  if (status === 'expired') q = q.where((eb) => eb.or([eb('status', '=', 'expired'), eb.and([eb('status', '=', 'pending'), eb('created_at', '<', stale)])]));
  else if (status === 'pending') q = q.where('status', '=', 'pending').where('created_at', '>=', stale);
  else if (status) q = q.where('status', '=', status);
  if (query.filters?.username) q = q.where('username', '=', query.filters.username);
  const { total } = await q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await q
    .selectAll()
    .orderBy('id', 'desc')
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page)
    .execute();
  return {
    recargas: {
      data: rows.map((r) => ({
        id: r.id,
        username: r.username,
        status: shownStatus(r, at),
        data_aprovacao: r.approved_at ? formatDateTime(r.approved_at) : null,
        created_at: formatDateTime(r.created_at),
        updated_at: formatDateTime(r.updated_at),
      })),
      total: Number(total),
      current_page: query.page,
      per_page: query.per_page,
      last_page: Math.max(1, Math.ceil(Number(total) / query.per_page)),
    },
  };
}
