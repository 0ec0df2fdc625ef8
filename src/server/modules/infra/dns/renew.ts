// Renewing a DNS by hand (renew-dns: one year, charged through the ledger once per request id and
// confirmed with the 2FA code) and switching its automatic renewal (jobs.ts renews those).
import { fromCents } from '../../../../shared/domain';
import { INFRA_MSG } from '../../../../shared/infra/texts';
import type { RenewDnsBody } from '../../../../shared/infra/schemas';
import { SERVER_MSG } from '../../../messages';
import type { StepUp } from '../../../auth/step-up';
import type { AppContext } from '../../../context';
import type { Caller } from '../../../core/accounts';
import { withCredits } from '../../../core/ledger';
import { now, type Tx } from '../../../db';
import { conflict, notFound, unprocessable } from '../../../errors';
import { atRegistrar, charge, dnsLog, ownDns, registrarFor, YEAR, type Domain } from './common';

/** One year more from max(now, due), at the registrar too. */
async function extend(ctx: AppContext, tx: Tx, row: Domain) {
  const moved = await tx
    .updateTable('dns_domains')
    .set({ due_at: Math.max(Number(row.due_at), now()) + YEAR, renew_refused_due: null })
    .where('id', '=', row.id)
    .where('due_at', '=', row.due_at)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) throw conflict(SERVER_MSG.requestIdReused);
  await atRegistrar(() => registrarFor(ctx).renew(row.domain, 1, tx));
}

export async function renewDns(ctx: AppContext, caller: Caller, input: RenewDnsBody, stepUp: StepUp) {
  const { db } = ctx;
  const { account } = caller;
  const row = await db.selectFrom('dns_domains').selectAll().where('domain', '=', input.domain).where('account_id', '=', account.id).executeTakeFirst();
  if (!row) throw notFound();
  if (row.manual || row.due_at === null) throw unprocessable(INFRA_MSG.notRenewable);
  const key = caller.requestKey;
  const request = key && { requestId: `dns-renew:${account.id}:${key.key}`, requestHash: key.hash };
  await stepUp();
  await withCredits(
    db,
    async (tx) => {
      if (await charge(tx, account, row.renew_cents, 'dns_renewal', `Renovação da DNS ${row.domain}`, request)) return;
      await extend(ctx, tx, row);
      await dnsLog(tx, account.id, account.id, `DNS ${row.domain} renovada por ${fromCents(row.renew_cents)} créditos`, caller.ip);
    },
    request?.requestId,
  );
  return { message: INFRA_MSG.renewed };
}

export async function setAutoRenew(ctx: AppContext, caller: Caller, id: number, on: boolean) {
  const row = await ownDns(ctx.db, caller.account, id);
  if (row.manual) throw unprocessable(INFRA_MSG.notRenewable);
  await ctx.db.transaction().execute(async (tx) => {
    await tx
      .updateTable('dns_domains')
      .set({ auto_renew: on ? 1 : 0 })
      .where('id', '=', id)
      .execute();
    await dnsLog(tx, caller.account.id, caller.account.id, `Renovação automática da DNS ${row.domain} ${on ? 'ativada' : 'desativada'}`, caller.ip);
  });
  return { message: on ? INFRA_MSG.autoRenewOn : INFRA_MSG.autoRenewOff };
}
