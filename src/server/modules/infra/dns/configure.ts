// Pointing a bought DNS at the panel's target at the registrar ('Configurar'), for one still
// processing; the schedule (jobs.ts) does the same for those left so.
import { INFRA_MSG } from '../../../../shared/infra/texts';
import type { AppContext } from '../../../context';
import type { Caller } from '../../../core/accounts';
import { unprocessable } from '../../../errors';
import { atRegistrar, dnsLog, ownDns, registrarFor } from './common';

export async function configureDns(ctx: AppContext, caller: Caller, id: number) {
  const row = await ownDns(ctx.db, caller.account, id);
  if (row.status === 1 || row.manual) throw unprocessable(INFRA_MSG.configureNotNeeded);
  await ctx.db.transaction().execute(async (tx) => {
    await atRegistrar(() => registrarFor(ctx).configure(row.domain, tx));
    await tx.updateTable('dns_domains').set({ status: 1 }).where('id', '=', row.id).execute();
    await dnsLog(tx, row.account_id, caller.account.id, `DNS ${row.domain} configurada`, caller.ip);
  });
  return { message: INFRA_MSG.configured };
}
