// Sharing a DNS down the tree (share-dns: how many levels below see it) and, on the other side, the DNS
// shared with the caller from above: listed, hidden or shown again without a 2FA code (spec section 6).
import { INFRA_MSG, SHARE_WHOLE_TREE } from '../../../../shared/infra/texts';
import type { ShareDnsBody, SharedDns } from '../../../../shared/infra/schemas';
import type { AppContext } from '../../../context';
import type { Caller, CallerAccount } from '../../../core/accounts';
import { notFound, unprocessable } from '../../../errors';
import { dnsLog, due, ownDns, sharedOne, sharedWith } from './common';

export async function shareDns(ctx: AppContext, caller: Caller, { id, size }: ShareDnsBody) {
  const row = await ownDns(ctx.db, caller.account, id);
  if (row.removed) throw unprocessable(INFRA_MSG.notShareable);
  await ctx.db.transaction().execute(async (tx) => {
    await tx.updateTable('dns_domains').set({ share_depth: size }).where('id', '=', id).execute();
    // Accounts that no longer see it lose it from their rotation.
    await tx
      .deleteFrom('dns_current')
      .where('domain_id', '=', id)
      .where('account_id', 'not in', (eb) =>
        eb.selectFrom('account_closure').select('descendant_id').where('ancestor_id', '=', caller.account.id).where('depth', '<=', size),
      )
      .execute();
    const whom = size === 0 ? 'não compartilhada' : size >= SHARE_WHOLE_TREE ? 'compartilhada com toda a árvore' : `compartilhada com ${size} nível(is) abaixo`;
    await dnsLog(tx, caller.account.id, caller.account.id, `DNS ${row.domain} ${whom}`, caller.ip);
  });
  return { message: size === 0 ? INFRA_MSG.unshared : INFRA_MSG.shared };
}

export async function sharedList(ctx: AppContext, account: CallerAccount): Promise<{ data: SharedDns[] }> {
  const rows = await sharedWith(ctx.db, account.id)
    .select(['d.id', 'd.domain', 'd.due_at', 'o.username'])
    .select((eb) =>
      eb
        .exists(eb.selectFrom('dns_shared_off as s').select('s.domain_id').whereRef('s.domain_id', '=', 'd.id').where('s.account_id', '=', account.id))
        .as('off'),
    )
    .orderBy('d.id')
    .execute();
  return { data: rows.map((r) => ({ id: r.id, dns: r.domain, owner: r.username, due_date_formatted: due(r.due_at), is_active_shared: r.off ? 0 : 1 })) };
}

/** Hides a DNS shared from above, or shows it again. */
export async function toggleShared(ctx: AppContext, caller: Caller, shared: { id: number; domain: string }) {
  const { account } = caller;
  const off = await ctx.db
    .selectFrom('dns_shared_off')
    .select('domain_id')
    .where('account_id', '=', account.id)
    .where('domain_id', '=', shared.id)
    .executeTakeFirst();
  await ctx.db.transaction().execute(async (tx) => {
    if (off) await tx.deleteFrom('dns_shared_off').where('account_id', '=', account.id).where('domain_id', '=', shared.id).execute();
    else {
      await tx
        .insertInto('dns_shared_off')
        .values({ account_id: account.id, domain_id: shared.id })
        .onConflict((oc) => oc.doNothing())
        .execute();
      await tx.deleteFrom('dns_current').where('account_id', '=', account.id).where('domain_id', '=', shared.id).execute();
    }
    await dnsLog(tx, account.id, account.id, `DNS compartilhada ${shared.domain} ${off ? 'ativada' : 'desativada'}`, caller.ip);
  });
  return { message: off ? INFRA_MSG.sharedOn : INFRA_MSG.sharedOff };
}

/** Hides a DNS shared from above, by name (already hidden: said so, nothing changes). */
export async function removeShared(ctx: AppContext, caller: Caller, domain: string) {
  const shared = await sharedOne(ctx.db, caller.account, { domain: domain.trim().toLowerCase() });
  if (!shared) throw notFound();
  const off = await ctx.db
    .selectFrom('dns_shared_off')
    .select('domain_id')
    .where('account_id', '=', caller.account.id)
    .where('domain_id', '=', shared.id)
    .executeTakeFirst();
  if (off) return { message: INFRA_MSG.sharedOff };
  return toggleShared(ctx, caller, shared);
}
