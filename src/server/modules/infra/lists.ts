// The admin's plain lists (spec sections 2, 5 and 7): balancers (/api/balancers) and DNS
// (/api/dns), each paged with a search, created, updated and deleted; and the DNS activators of an
// account with the permission `dns_activators` (/api/dns-activators).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { VALIDATION } from '../../../shared/messages';
import { INFRA_MSG, normaliseHost, normaliseIp, type Balancer, type DnsActivator, type DnsEntry } from '../../../shared/infra';
import type { AppContext } from '../../context';
import { now, type DbOrTx } from '../../db';
import { logActivity } from '../../core/activity';
import { recordChange } from '../../core/audit';
import { notFound, unprocessable } from '../../errors';
import { escapeHtml } from '../../security';
import { fieldError, paged } from './common';
import { CALLS } from '../../../shared/calls';
import { router, type CallOptions } from '../../route';

const LABELS = { name: 'Nome', ip: 'IP', dns: 'DNS', ativador: 'Ativador', page: 'Página', per_page: 'Por página', search: 'Pesquisa' };
const LABELED: CallOptions = { labels: LABELS };

type NamedHost = { name: string; host: string };

export function infraListRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = router(app, ctx);
  const { db } = ctx;
  const log = (tx: DbOrTx, request: FastifyRequest, action: string) =>
    logActivity(tx, { accountId: request.account.id, actorId: request.account.id, type: 'Configurações', action, ip: request.ip });

  // ---- Balancers and DNS (/dns): the same list of a name and a host ----
  function namedHostRoutes(o: {
    /** The list, create, update and delete calls. */
    calls: {
      list: typeof CALLS.balancers | typeof CALLS.dnsList;
      create: typeof CALLS.createBalancer | typeof CALLS.createDnsEntry;
      update: typeof CALLS.updateBalancer | typeof CALLS.updateDnsEntry;
      remove: typeof CALLS.deleteBalancer | typeof CALLS.deleteDnsEntry;
    };
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
  }) {
    const label = LABELS[o.column];
    function input(body: { name?: string; ip?: string; dns?: string }) {
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
    const record = (tx: DbOrTx, request: FastifyRequest, action: string, id: number, before?: NamedHost, after?: NamedHost) =>
      recordChange(tx, {
        kind: o.kind,
        itemId: id,
        itemLabel: (after ?? before)!.name,
        ownerId: request.account.id,
        action: `${action} ${o.what.toLowerCase()}`,
        before,
        after,
      });
    const describe = (v: { name: string; host: string }) => `${o.what} <b>${escapeHtml(v.name)}</b> (${escapeHtml(v.host)})`;

    route(
      o.calls.list,
      async ({ query }) =>
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
        })),
      LABELED,
    );
    route(
      o.calls.create,
      async ({ request, body }) => {
        const v = input(body);
        const data = await db.transaction().execute(async (tx) => {
          const row = await tx
            .insertInto(o.table)
            .values({ name: v.name, [o.column]: v.host, created_at: now() } as never)
            .returning(['id'])
            .executeTakeFirstOrThrow();
          await log(tx, request, `${describe(v)} adicionado`);
          await record(tx, request, 'Criou', row.id, undefined, v);
          return { id: row.id, name: v.name, [o.column]: v.host } as Balancer & DnsEntry;
        });
        return { message: o.saved, data };
      },
      LABELED,
    );
    route(
      o.calls.update,
      async ({ request, params, body }) => {
        const rowId = params.id;
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
          await log(tx, request, `${describe(v)} atualizado`);
          await record(tx, request, 'Alterou', rowId, before, v);
        });
        return { message: o.updated };
      },
      LABELED,
    );
    route(o.calls.remove, async ({ request, params }) => {
      const rowId = params.id;
      await db.transaction().execute(async (tx) => {
        const row = await tx
          .deleteFrom(o.table)
          .where('id', '=', rowId)
          .returning(['name', `${o.column} as host`])
          .executeTakeFirst();
        if (!row) throw notFound();
        await log(tx, request, `${describe(row)} excluído`);
        await record(tx, request, 'Excluiu', rowId, row, undefined);
      });
      return { message: o.deleted };
    });
  }

  namedHostRoutes({
    calls: { list: CALLS.balancers, create: CALLS.createBalancer, update: CALLS.updateBalancer, remove: CALLS.deleteBalancer },
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
  });
  namedHostRoutes({
    calls: { list: CALLS.dnsList, create: CALLS.createDnsEntry, update: CALLS.updateDnsEntry, remove: CALLS.deleteDnsEntry },
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
  });

  // ---- DNS activators: each account's own (permission dns_activators) ----
  const activatorDns = (dns: string | undefined) => {
    if (!dns) throw fieldError(INFRA_MSG.activatorEmpty, 'dns');
    const host = normaliseHost(dns);
    if (!host) throw fieldError(INFRA_MSG.dnsInvalid, 'dns');
    return host;
  };

  route(
    CALLS.activators,
    async ({ request }): Promise<{ data: DnsActivator[] }> => ({
      data: await db
        .selectFrom('dns_activators')
        .select(['id', 'name as ativador', 'dns'])
        .where('account_id', '=', request.account.id)
        .orderBy('id')
        .execute(),
    }),
  );
  route(
    CALLS.createActivator,
    async ({ request, body }) => {
      if (!body.ativador) throw fieldError(VALIDATION.required('Ativador'), 'ativador');
      const dns = activatorDns(body.dns);
      await db.transaction().execute(async (tx) => {
        await tx.insertInto('dns_activators').values({ account_id: request.account.id, name: body.ativador!, dns, updated_at: now() }).execute();
        await log(tx, request, `Ativador <b>${escapeHtml(body.ativador!)}</b> adicionado (${escapeHtml(dns)})`);
      });
      return { message: INFRA_MSG.activatorAdded };
    },
    LABELED,
  );
  route(
    CALLS.updateActivator,
    async ({ request, params, body }) => {
      const activatorId = params.id;
      const dns = activatorDns(body.dns);
      await db.transaction().execute(async (tx) => {
        const row = await tx
          .updateTable('dns_activators')
          .set({ dns, updated_at: now() })
          .where('id', '=', activatorId)
          .where('account_id', '=', request.account.id)
          .returning(['name'])
          .executeTakeFirst();
        if (!row) throw notFound();
        await log(tx, request, `DNS do ativador <b>${escapeHtml(row.name)}</b> alterada para ${escapeHtml(dns)}`);
      });
      return { message: INFRA_MSG.activatorUpdated };
    },
    LABELED,
  );
  route(CALLS.deleteActivator, async ({ request, params }) => {
    const activatorId = params.id;
    await db.transaction().execute(async (tx) => {
      const row = await tx
        .deleteFrom('dns_activators')
        .where('id', '=', activatorId)
        .where('account_id', '=', request.account.id)
        .returning(['name'])
        .executeTakeFirst();
      if (!row) throw notFound();
      await log(tx, request, `Ativador <b>${escapeHtml(row.name)}</b> excluído`);
    });
    return { message: INFRA_MSG.activatorDeleted };
  });
}
