// The rotation: the one DNS an account's line links use now ('Definir como atual'), its own or one
// shared with it from above.
import { INFRA_MSG } from '../../../../shared/infra/texts';
import type { AppContext } from '../../../context';
import type { Caller } from '../../../core/accounts';
import type { DbOrTx } from '../../../db';
import { notFound, unprocessable } from '../../../errors';
import { dnsLog, sharedOne, visibleShared } from './common';

/**
 * The address an account's line links use when it has one: the current DNS of its rotation, while it
 * is configured, not expired, and its own or still shared with it (a move in the tree can take a shared
 * one away).
 */
export async function rotationDnsOf(db: DbOrTx, accountId: number, at: number): Promise<string | null> {
  const row = await db
    .selectFrom('dns_domains as d')
    .select('d.domain')
    .where('d.id', 'in', db.selectFrom('dns_current').select('domain_id').where('account_id', '=', accountId))
    .where('d.status', '=', 1)
    .where('d.removed', '=', 0)
    .where((eb) => eb.or([eb('d.due_at', 'is', null), eb('d.due_at', '>', at)]))
    .where((eb) => eb.or([eb('d.account_id', '=', accountId), eb('d.id', 'in', visibleShared(db, accountId).select('d.id'))]))
    .executeTakeFirst();
  return row ? `http://${row.domain}` : null;
}

export async function rotate(ctx: AppContext, caller: Caller, id: number) {
  const { db } = ctx;
  const { account } = caller;
  const mine = await db.selectFrom('dns_domains').select(['domain', 'removed']).where('id', '=', id).where('account_id', '=', account.id).executeTakeFirst();
  const shared = mine ? undefined : await sharedOne(db, account, { id });
  if (!mine && !shared) throw notFound();
  const hidden =
    shared && (await db.selectFrom('dns_shared_off').select('domain_id').where('account_id', '=', account.id).where('domain_id', '=', id).executeTakeFirst());
  if (mine?.removed || hidden) throw unprocessable(INFRA_MSG.rotateRemoved);
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('dns_current')
      .values({ account_id: account.id, domain_id: id })
      .onConflict((oc) => oc.column('account_id').doUpdateSet({ domain_id: id }))
      .execute();
    await dnsLog(tx, account.id, account.id, `DNS ${mine?.domain ?? shared!.domain} definida como atual do rodízio`, caller.ip);
  });
  return { message: INFRA_MSG.rotated };
}
