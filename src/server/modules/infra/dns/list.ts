// What /dns-settings lists: the caller's own DNS with those shared with it from above, and its DNS log.
import { fromCents } from '../../../../shared/domain';
import { formatDateTime } from '../../../../shared/dates';
import type { DnsItem, DnsLog } from '../../../../shared/infra/schemas';
import type { AppContext } from '../../../context';
import type { CallerAccount } from '../../../core/accounts';
import { due, visibleShared, type Domain } from './common';

export async function listDns(ctx: AppContext, account: CallerAccount): Promise<{ data: DnsItem[] }> {
  const { db } = ctx;
  const current = (await db.selectFrom('dns_current').select('domain_id').where('account_id', '=', account.id).executeTakeFirst())?.domain_id;
  const mine = await db
    .selectFrom('dns_domains')
    .selectAll()
    .where('account_id', '=', account.id)
    .where('removed', '=', 0)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const shared = await visibleShared(db, account.id).selectAll('d').orderBy('d.id').execute();
  const item = (d: Domain, owner: number): DnsItem => ({
    id: d.id,
    dns: d.domain,
    is_rotation: d.id === Number(current) ? 1 : 0,
    is_shared: owner === 0 && d.share_depth > 0 ? 1 : 0,
    due_date_formatted: due(d.due_at),
    order: owner === 0 ? d.position : 0,
    status: d.status === 1,
    buy_value: fromCents(d.buy_cents),
    renew_value: fromCents(d.renew_cents),
    auto_renew: d.auto_renew ? 1 : 0,
    id_res: owner,
    manual: d.manual ? 1 : 0,
  });
  return { data: [...mine.map((d) => item(d, 0)), ...shared.map((d) => item(d, d.account_id))] };
}

export async function dnsLogs(ctx: AppContext, account: CallerAccount): Promise<{ data: DnsLog[] }> {
  const rows = await ctx.db
    .selectFrom('dns_logs as l')
    .leftJoin('accounts as a', 'a.id', 'l.actor_id')
    .select(['l.id', 'a.username', 'l.description', 'l.created_at', 'l.ip'])
    .where('l.account_id', '=', account.id)
    .orderBy('l.id', 'desc')
    .limit(1000)
    .execute();
  return { data: rows.map((r) => ({ id: r.id, id_user: r.username ?? '', description: r.description, date: formatDateTime(Number(r.created_at)), ip: r.ip })) };
}
