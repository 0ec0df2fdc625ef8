// The DNS activators of an account with the permission `dns_activators` (/api/dns-activators): each
// account's own list, changed only by it.
import { VALIDATION } from '../../../shared/messages';
import { INFRA_MSG, normaliseHost } from '../../../shared/infra/texts';
import type { DnsActivator } from '../../../shared/infra/schemas';
import type { AppContext } from '../../context';
import type { CallerAccount } from '../../core/accounts';
import { now } from '../../db';
import { notFound } from '../../errors';
import { escapeHtml } from '../../security';
import { fieldError, settingsLog, type Who } from './common';

const activatorDns = (dns: string | undefined) => {
  if (!dns) throw fieldError(INFRA_MSG.activatorEmpty, 'dns');
  const host = normaliseHost(dns);
  if (!host) throw fieldError(INFRA_MSG.dnsInvalid, 'dns');
  return host;
};

export async function activatorsOf({ db }: AppContext, account: CallerAccount): Promise<{ data: DnsActivator[] }> {
  return {
    data: await db.selectFrom('dns_activators').select(['id', 'name as ativador', 'dns']).where('account_id', '=', account.id).orderBy('id').execute(),
  };
}

export async function createActivator({ db }: AppContext, who: Who, body: { ativador?: string; dns?: string }) {
  if (!body.ativador) throw fieldError(VALIDATION.required('Ativador'), 'ativador');
  const dns = activatorDns(body.dns);
  await db.transaction().execute(async (tx) => {
    await tx.insertInto('dns_activators').values({ account_id: who.account.id, name: body.ativador!, dns, updated_at: now() }).execute();
    await settingsLog(tx, who, `Ativador <b>${escapeHtml(body.ativador!)}</b> adicionado (${escapeHtml(dns)})`);
  });
  return { message: INFRA_MSG.activatorAdded };
}

export async function updateActivator({ db }: AppContext, who: Who, activatorId: number, body: { dns?: string }) {
  const dns = activatorDns(body.dns);
  await db.transaction().execute(async (tx) => {
    const row = await tx
      .updateTable('dns_activators')
      .set({ dns, updated_at: now() })
      .where('id', '=', activatorId)
      .where('account_id', '=', who.account.id)
      .returning(['name'])
      .executeTakeFirst();
    if (!row) throw notFound();
    await settingsLog(tx, who, `DNS do ativador <b>${escapeHtml(row.name)}</b> alterada para ${escapeHtml(dns)}`);
  });
  return { message: INFRA_MSG.activatorUpdated };
}

export async function deleteActivator({ db }: AppContext, who: Who, activatorId: number) {
  await db.transaction().execute(async (tx) => {
    const row = await tx
      .deleteFrom('dns_activators')
      .where('id', '=', activatorId)
      .where('account_id', '=', who.account.id)
      .returning(['name'])
      .executeTakeFirst();
    if (!row) throw notFound();
    await settingsLog(tx, who, `Ativador <b>${escapeHtml(row.name)}</b> excluído`);
  });
  return { message: INFRA_MSG.activatorDeleted };
}
