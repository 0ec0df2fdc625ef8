// The admin's plain lists of a name and a host (spec sections 2, 5 and 7): balancers and DNS (/dns),
// each paged with a search, created, updated and deleted, every change in 'Alterações' and the activity.
import { VALIDATION } from '../../../shared/messages';
import { INFRA_MSG, normaliseHost, normaliseIp } from '../../../shared/infra/texts';
import type { Balancer, DnsEntry } from '../../../shared/infra/schemas';
import type { AppContext } from '../../context';
import type { CallerAccount } from '../../core/accounts';
import { now, type DbOrTx } from '../../db';
import { recordChange } from '../../core/audit';
import { notFound, unprocessable } from '../../errors';
import { escapeHtml } from '../../security';
import { fieldError, paged, settingsLog, type Who } from './common';

type NamedHost = { name: string; host: string };
type HostBody = { name?: string; ip?: string; dns?: string };

export interface NamedHostList {
  table: 'balancers' | 'dns_entries';
  /** Its kind in 'Alterações'. */
  kind: 'balanceador' | 'dns';
  column: 'ip' | 'dns';
  /** The text of a missing field. */
  missing: (field: 'name' | 'host') => string;
  /** The address in its stored form, or null when it is not one. */
  normalise: (raw: string) => string | null;
  invalid: string;
  what: string;
  saved: string;
  updated: string;
  deleted: string;
}

export const BALANCERS: NamedHostList = {
  table: 'balancers',
  kind: 'balanceador',
  column: 'ip',
  missing: () => INFRA_MSG.balancerRequired,
  normalise: normaliseIp,
  invalid: INFRA_MSG.ipInvalid,
  what: 'Balanceador',
  saved: INFRA_MSG.balancerSaved,
  updated: INFRA_MSG.balancerUpdated,
  deleted: INFRA_MSG.balancerDeleted,
};

export const DNS_ENTRIES: NamedHostList = {
  table: 'dns_entries',
  kind: 'dns',
  column: 'dns',
  missing: (field) => VALIDATION.required(field === 'name' ? 'Nome' : 'DNS'),
  normalise: normaliseHost,
  invalid: INFRA_MSG.dnsInvalid,
  what: 'DNS',
  saved: INFRA_MSG.dnsSaved,
  updated: INFRA_MSG.dnsSaved,
  deleted: INFRA_MSG.dnsDeleted,
};

/** The use cases of one such list; `label` is the screen's name of its host field. */
export function namedHostList({ db }: AppContext, o: NamedHostList, label: string) {
  function input(body: HostBody) {
    const name = body.name;
    const raw = body[o.column];
    if (!name || !raw)
      throw unprocessable(o.missing(!name ? 'name' : 'host'), {
        ...(!name ? { name: [VALIDATION.required('Nome')] } : {}),
        ...(!raw ? { [o.column]: [VALIDATION.required(label)] } : {}),
      });
    const host = o.normalise(raw);
    if (!host) throw fieldError(o.invalid, o.column);
    return { name, host };
  }
  /** The admin's own list: its changes are in the admin's 'Alterações'. */
  const record = (tx: DbOrTx, account: CallerAccount, action: string, id: number, before?: NamedHost, after?: NamedHost) =>
    recordChange(tx, {
      kind: o.kind,
      itemId: id,
      itemLabel: (after ?? before)!.name,
      ownerId: account.id,
      action: `${action} ${o.what.toLowerCase()}`,
      before,
      after,
    });
  const describe = (v: { name: string; host: string }) => `${o.what} <b>${escapeHtml(v.name)}</b> (${escapeHtml(v.host)})`;

  const list = (query: { page: number; per_page: number; search?: string }) =>
    paged(
      db
        .selectFrom(o.table)
        .select(['id', 'name', `${o.column} as host`])
        .orderBy('id', 'desc'),
      ['name', o.column],
      query,
    ).then((page) => ({
      ...page,
      // The host under its column's name ('ip' or 'dns'), which the compiler cannot follow through a computed key.
      data: page.data.map(({ host, ...row }) => ({ ...row, [o.column]: host }) as Balancer & DnsEntry),
    }));

  async function create(who: Who, body: HostBody) {
    const v = input(body);
    const data = await db.transaction().execute(async (tx) => {
      const row = await tx
        .insertInto(o.table)
        .values({ name: v.name, [o.column]: v.host, created_at: now() } as never)
        .returning(['id'])
        .executeTakeFirstOrThrow();
      await settingsLog(tx, who, `${describe(v)} adicionado`);
      await record(tx, who.account, 'Criou', row.id, undefined, v);
      return { id: row.id, name: v.name, [o.column]: v.host } as Balancer & DnsEntry;
    });
    return { message: o.saved, data };
  }

  async function update(who: Who, rowId: number, body: HostBody) {
    const v = input(body);
    await db.transaction().execute(async (tx) => {
      const before = await tx
        .selectFrom(o.table)
        .select(['name', `${o.column} as host`])
        .where('id', '=', rowId)
        .executeTakeFirst();
      if (!before) throw notFound();
      await tx
        .updateTable(o.table)
        .set({ name: v.name, [o.column]: v.host } as never)
        .where('id', '=', rowId)
        .execute();
      await settingsLog(tx, who, `${describe(v)} atualizado`);
      await record(tx, who.account, 'Alterou', rowId, before, v);
    });
    return { message: o.updated };
  }

  async function remove(who: Who, rowId: number) {
    await db.transaction().execute(async (tx) => {
      const row = await tx
        .deleteFrom(o.table)
        .where('id', '=', rowId)
        .returning(['name', `${o.column} as host`])
        .executeTakeFirst();
      if (!row) throw notFound();
      await settingsLog(tx, who, `${describe(row)} excluído`);
      await record(tx, who.account, 'Excluiu', rowId, row, undefined);
    });
    return { message: o.deleted };
  }

  return { list, create, update, remove };
}
