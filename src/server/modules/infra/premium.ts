// DNS purchase and management (/dns-settings, permission dns_premium; spec sections 2, 4, 5, 6, 7):
// search (verify-dns), purchase paid in credits through the ledger once per request id, or manual add;
// renewal, auto-renewal, sharing down the tree, removal and re-activation, the current DNS of the
// rotation, configuration at the registrar, and the DNS log. Every id is the caller's own DNS or one
// shared with it from above; anything else is 404.
import { createHmac } from 'node:crypto';
import { Resolver } from 'node:dns/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fromCents, toCents } from '../../../shared/domain';
import { formatDateTime } from '../../../shared/dates';
import { MSG } from '../../../shared/messages';
import {
  codeBody,
  createDnsBody,
  INFRA_MSG,
  normaliseHost,
  renewDnsBody,
  shareDnsBody,
  SHARE_WHOLE_TREE,
  splitDomain,
  verifyDnsBody,
  VERIFY_OK_CODE,
  type DnsItem,
  type DnsLog,
  type RemovedDns,
  type SharedDns,
  type VerifyDnsResponse,
} from '../../../shared/infra';
import type { AppContext } from '../../context';
import { now, type Db, type DbOrTx, type Tx } from '../../db';
import type { DnsDomainsTable } from '../../db/schema-infra';
import type { Selectable } from 'kysely';
import { isAdmin, type CallerAccount } from '../../core/accounts';
import { applyMovement, previousMovement, withCredits, type LedgerRequest } from '../../core/ledger';
import { conflict, HttpError, notFound, unprocessable } from '../../errors';
import { escapeHtml } from '../../security';
import { logActivity } from '../../core/activity';
import { formatCredits } from '../../../shared/format';
import { notify } from '../telegram/notices';
import type { StepUp } from '../../auth/step-up';
import { registrarOf, RegistrarError, type Registrar } from '../../providers/registrar';
import { idempotencyKey, idParam, parseLabeled, type RequestKey } from '../../validation';
import { fieldError, isUniqueViolation } from './common';
import { CALLS } from '../../../shared/calls';
import { router } from '../../route';

type Domain = Selectable<DnsDomainsTable>;
const YEAR = 365 * 24 * 3600 * 1000;
const DAY = 24 * 3600 * 1000;
const LABELS = { domain: 'DNS', domains: 'DNS', credits: 'Valor', credits_renew: 'Valor de Renovação', duration: 'Vencimento', code_2fa: 'Código 2FA', id: 'DNS', size: 'Compartilhamento', manual: 'Manual' };

export interface Caller {
  account: CallerAccount;
  ip: string;
}

const registrars = new WeakMap<AppContext, Registrar>();
/** The app's registrar (from the configuration). */
export const registrarFor = (ctx: AppContext) => {
  let registrar = registrars.get(ctx);
  if (!registrar) registrars.set(ctx, (registrar = registrarOf(ctx.config.registrar)));
  return registrar;
};

const resolvers = new WeakMap<AppContext, Resolver>();
/** The resolver of the ownership proofs: the system's, or DNS_RESOLVER's server. */
const resolverFor = (ctx: AppContext) => {
  let resolver = resolvers.get(ctx);
  if (!resolver) {
    resolver = new Resolver({ timeout: 3_000, tries: 2 });
    if (ctx.config.dnsResolver) resolver.setServers([ctx.config.dnsResolver]);
    resolvers.set(ctx, resolver);
  }
  return resolver;
};

/**
 * The TXT record that proves a manual DNS is the caller's (issue 19): without it anyone could add any
 * name, blocking its purchase by others and pointing line links (and the panel's short links) at it. The
 * value is bound to the account and the name, so it needs no storage and proves nothing for anyone else.
 */
export function dnsProof(secretKey: Buffer, accountId: number, domain: string) {
  const token = createHmac('sha256', secretKey).update(`dns-proof:${accountId}:${domain}`).digest('base64url').slice(0, 32);
  return { name: `_painel-revenda.${domain}`, value: `painel-revenda=${token}` };
}

async function hasProof(resolver: Resolver, proof: { name: string; value: string }) {
  try {
    return (await resolver.resolveTxt(proof.name)).some((chunks) => chunks.join('') === proof.value);
  } catch {
    // No such record, no answer in time: not proven (the reseller is told which record to create).
    return false;
  }
}

/** A registrar that failed: a 502 with a pt-BR text, nothing changed (the transaction rolls back). */
async function atRegistrar<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof RegistrarError) throw new HttpError(502, INFRA_MSG.registrarUnavailable);
    throw error;
  }
}

/** One row of the DNS log (/dns-settings 'Logs') and the same line in the activity log (/log). */
export async function dnsLog(db: DbOrTx, accountId: number, actorId: number, description: string, ip: string) {
  await db.insertInto('dns_logs').values({ account_id: accountId, actor_id: actorId, description, ip, created_at: now() }).execute();
  await logActivity(db, { accountId, actorId, type: 'Configurações', action: escapeHtml(description), ip });
}

/** DNS shared with `accountId` by an account above it, within the levels the owner chose. */
const sharedWith = (db: DbOrTx, accountId: number) =>
  db
    .selectFrom('dns_domains as d')
    .innerJoin('account_closure as c', (j) => j.onRef('c.ancestor_id', '=', 'd.account_id').on('c.descendant_id', '=', accountId))
    .innerJoin('accounts as o', 'o.id', 'd.account_id')
    .where('c.depth', '>', 0)
    .whereRef('c.depth', '<=', 'd.share_depth')
    .where('d.removed', '=', 0);

/** The DNS shared down with an account that it has not hidden ('DNS Compartilhada' → Desativar). */
const visibleShared = (db: DbOrTx, accountId: number) =>
  sharedWith(db, accountId).where((eb) =>
    eb.not(eb.exists(eb.selectFrom('dns_shared_off as s').select('s.domain_id').whereRef('s.domain_id', '=', 'd.id').where('s.account_id', '=', accountId))),
  );

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

/** A short tag of a DNS name for request ids (the ledger's request id holds 128 characters). */

const due = (ms: number | null) => (ms === null ? '-' : formatDateTime(ms));

export function premiumService(ctx: AppContext) {
  const db: Db = ctx.db;
  const registrar = registrarFor(ctx);

  const own = async (db: DbOrTx, account: CallerAccount, id: number) => {
    const row = await db.selectFrom('dns_domains').selectAll().where('id', '=', id).where('account_id', '=', account.id).executeTakeFirst();
    if (!row) throw notFound();
    return row;
  };
  const sharedOne = (account: CallerAccount, where: { id?: number; domain?: string }) => {
    let q = sharedWith(db, account.id).select(['d.id', 'd.domain']);
    if (where.id !== undefined) q = q.where('d.id', '=', where.id);
    if (where.domain !== undefined) q = q.where('d.domain', '=', where.domain);
    return q.executeTakeFirst();
  };

  /** Quotes of the registrar, with the panel's own DNS marked unavailable. */
  async function quotes(domains: string[]) {
    const list = await atRegistrar(() => registrar.check(domains, db));
    const known = new Set((await db.selectFrom('dns_domains').select('domain').where('domain', 'in', domains).execute()).map((r) => r.domain));
    return list.map((q) => (known.has(q.domain) ? { ...q, available: false } : q));
  }

  /** Charges the owner (the admin's credits are unlimited) inside the transaction; true when this request id already paid. */
  async function charge(tx: Tx, account: CallerAccount, cents: number, kind: 'dns_purchase' | 'dns_renewal', reason: string, request?: LedgerRequest) {
    if (isAdmin(account) || cents <= 0) return false;
    const { replayed } = await applyMovement(tx, { from: account.id, to: null, amountCents: cents, kind, reason, ...request, actorId: account.id });
    return replayed;
  }

  return {
    async verify(body: unknown): Promise<VerifyDnsResponse> {
      const { domains } = parseLabeled(verifyDnsBody, body, LABELS);
      const unique = [...new Set(domains)];
      if (unique.some((d) => !splitDomain(d))) return { code: VERIFY_OK_CODE, invalid: true, available: [], unavailable: [] };
      const list = await quotes(unique);
      return {
        code: VERIFY_OK_CODE,
        invalid: false,
        available: list.filter((q) => q.available).map((q) => ({ domain: q.domain, credits: fromCents(q.priceCents), credits_renew: fromCents(q.renewCents), duration: q.maxYears })),
        unavailable: list.filter((q) => !q.available).map((q) => q.domain),
      };
    },

    /** `stepUp`: the table's 2FA confirmation, asked once the name is checked (and, for a manual DNS, proven). */
    async create(caller: Caller, body: unknown, key: RequestKey | undefined, stepUp: StepUp) {
      const { account } = caller;
      const input = parseLabeled(createDnsBody, body, LABELS);
      if (input.manual) {
        const domain = input.domain ? normaliseHost(input.domain) : null;
        if (!input.domain) throw fieldError(INFRA_MSG.manualEmpty, 'domain');
        if (!domain) throw fieldError(INFRA_MSG.dnsInvalid, 'domain');
        // Before the 2FA code: a missing record must not spend the code's time step.
        const proof = dnsProof(ctx.config.secretKey, account.id, domain);
        if (!(await hasProof(resolverFor(ctx), proof))) throw fieldError(INFRA_MSG.manualProof(proof.name, proof.value), 'domain');
        await stepUp();
        await db
          .transaction()
          .execute(async (tx) => {
            await tx.insertInto('dns_domains').values({ account_id: account.id, domain, position: await nextPosition(tx, account.id), due_at: null, status: 1, manual: 1, created_at: now() }).execute();
            await dnsLog(tx, account.id, account.id, `DNS ${domain} adicionada manualmente`, caller.ip);
          })
          .catch((e) => {
            throw isUniqueViolation(e) ? fieldError(INFRA_MSG.domainExists, 'domain') : e;
          });
        return { message: INFRA_MSG.manualAdded };
      }

      if (!input.domain || !splitDomain(input.domain)) throw fieldError(INFRA_MSG.searchInvalid, 'domain');
      const domain = input.domain;
      // The key is bound to the call (idempotencyKey): the same key sent for another name is refused.
      const request = key && { requestId: `dns:${account.id}:${key.key}`, requestHash: key.hash };
      await stepUp();
      // A retry of a purchase that went through is its replay, whatever the registrar says now.
      const paid = async () => Boolean(request && (await previousMovement(db, request)));
      if (await paid()) return { message: INFRA_MSG.bought };
      const [quote] = await quotes([domain]);
      // Taken by a twin of this very request that finished meanwhile: its replay.
      if (!quote?.available) {
        if (await paid()) return { message: INFRA_MSG.bought };
        throw fieldError(INFRA_MSG.domainTaken, 'domain');
      }
      if (input.credits !== undefined && toCents(input.credits) !== quote.priceCents) throw conflict(INFRA_MSG.priceChanged);
      const years = input.duration ?? 1;
      if (years > quote.maxYears) throw fieldError(INFRA_MSG.termInvalid, 'duration');
      const cost = quote.priceCents + quote.renewCents * (years - 1);
      await withCredits(
        db,
        async (tx) => {
          if (await charge(tx, account, cost, 'dns_purchase', `Compra da DNS ${domain}`, request)) return;
          await tx
            .insertInto('dns_domains')
            .values({
              account_id: account.id,
              domain,
              position: await nextPosition(tx, account.id),
              due_at: now() + years * YEAR,
              status: 0,
              buy_cents: quote.priceCents,
              renew_cents: quote.renewCents,
              created_at: now(),
            })
            .execute();
          await atRegistrar(() => registrar.register(domain, years, tx));
          await dnsLog(tx, account.id, account.id, `DNS ${domain} comprada por ${fromCents(cost)} créditos (${years} ano${years > 1 ? 's' : ''})`, caller.ip);
        },
        request?.requestId,
      ).catch((e) => {
        throw isUniqueViolation(e) && !(e instanceof HttpError) ? fieldError(INFRA_MSG.domainTaken, 'domain') : e;
      });
      return { message: INFRA_MSG.bought };
    },

    async renew(caller: Caller, body: unknown, key: RequestKey | undefined, stepUp: StepUp) {
      const { account } = caller;
      const input = parseLabeled(renewDnsBody, body, LABELS);
      const row = await db.selectFrom('dns_domains').selectAll().where('domain', '=', input.domain).where('account_id', '=', account.id).executeTakeFirst();
      if (!row) throw notFound();
      if (row.manual || row.due_at === null) throw unprocessable(INFRA_MSG.notRenewable);
      const request = key && { requestId: `dns-renew:${account.id}:${key.key}`, requestHash: key.hash };
      await stepUp();
      await withCredits(
        db,
        async (tx) => {
          if (await charge(tx, account, row.renew_cents, 'dns_renewal', `Renovação da DNS ${row.domain}`, request)) return;
          await extend(tx, row);
          await dnsLog(tx, account.id, account.id, `DNS ${row.domain} renovada por ${fromCents(row.renew_cents)} créditos`, caller.ip);
        },
        request?.requestId,
      );
      return { message: INFRA_MSG.renewed };
    },

    async autoRenew(caller: Caller, id: number, on: boolean) {
      const row = await own(db, caller.account, id);
      if (row.manual) throw unprocessable(INFRA_MSG.notRenewable);
      await db.transaction().execute(async (tx) => {
        await tx.updateTable('dns_domains').set({ auto_renew: on ? 1 : 0 }).where('id', '=', id).execute();
        await dnsLog(tx, caller.account.id, caller.account.id, `Renovação automática da DNS ${row.domain} ${on ? 'ativada' : 'desativada'}`, caller.ip);
      });
      return { message: on ? INFRA_MSG.autoRenewOn : INFRA_MSG.autoRenewOff };
    },

    async share(caller: Caller, body: unknown) {
      const { id, size } = parseLabeled(shareDnsBody, body, LABELS);
      const row = await own(db, caller.account, id);
      if (row.removed) throw unprocessable(INFRA_MSG.notShareable);
      await db.transaction().execute(async (tx) => {
        await tx.updateTable('dns_domains').set({ share_depth: size }).where('id', '=', id).execute();
        // Accounts that no longer see it lose it from their rotation.
        await tx
          .deleteFrom('dns_current')
          .where('domain_id', '=', id)
          .where('account_id', 'not in', (eb) => eb.selectFrom('account_closure').select('descendant_id').where('ancestor_id', '=', caller.account.id).where('depth', '<=', size))
          .execute();
        const whom = size === 0 ? 'não compartilhada' : size >= SHARE_WHOLE_TREE ? 'compartilhada com toda a árvore' : `compartilhada com ${size} nível(is) abaixo`;
        await dnsLog(tx, caller.account.id, caller.account.id, `DNS ${row.domain} ${whom}`, caller.ip);
      });
      return { message: size === 0 ? INFRA_MSG.unshared : INFRA_MSG.shared };
    },

    async list(account: CallerAccount): Promise<{ data: DnsItem[] }> {
      const current = (await db.selectFrom('dns_current').select('domain_id').where('account_id', '=', account.id).executeTakeFirst())?.domain_id;
      const mine = await db.selectFrom('dns_domains').selectAll().where('account_id', '=', account.id).where('removed', '=', 0).orderBy('position').orderBy('id').execute();
      const shared = await visibleShared(db, account.id)
        .selectAll('d')
        .orderBy('d.id')
        .execute();
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
    },

    async removedList(account: CallerAccount): Promise<{ data: RemovedDns[] }> {
      const rows = await db.selectFrom('dns_domains').select(['id', 'domain', 'due_at']).where('account_id', '=', account.id).where('removed', '=', 1).orderBy('id').execute();
      return { data: rows.map((r) => ({ id: r.id, dns: r.domain, due_date_formatted: due(r.due_at) })) };
    },

    async sharedList(account: CallerAccount): Promise<{ data: SharedDns[] }> {
      const rows = await sharedWith(db, account.id)
        .select(['d.id', 'd.domain', 'd.due_at', 'o.username'])
        .select((eb) => eb.exists(eb.selectFrom('dns_shared_off as s').select('s.domain_id').whereRef('s.domain_id', '=', 'd.id').where('s.account_id', '=', account.id)).as('off'))
        .orderBy('d.id')
        .execute();
      return { data: rows.map((r) => ({ id: r.id, dns: r.domain, owner: r.username, due_date_formatted: due(r.due_at), is_active_shared: r.off ? 0 : 1 })) };
    },

    /** The caller's own DNS: removed or re-activated with a 2FA code. A DNS shared with it: hidden or shown again, no code. */
    async removeOrActivate(caller: Caller, id: number, body: unknown, stepUp: StepUp) {
      const { account } = caller;
      const mine = await db.selectFrom('dns_domains').selectAll().where('id', '=', id).where('account_id', '=', account.id).executeTakeFirst();
      if (!mine) {
        const shared = await sharedOne(account, { id });
        if (!shared) throw notFound();
        // Spec section 6: a DNS shared from above is hidden or shown again without a code.
        stepUp.waive();
        return toggleShared(caller, shared);
      }
      parseLabeled(codeBody, body ?? {}, LABELS);
      await stepUp();
      const removing = mine.removed === 0;
      await db.transaction().execute(async (tx) => {
        await tx.updateTable('dns_domains').set({ removed: removing ? 1 : 0 }).where('id', '=', id).execute();
        if (removing) await tx.deleteFrom('dns_current').where('domain_id', '=', id).execute();
        await dnsLog(tx, account.id, account.id, `DNS ${mine.domain} ${removing ? 'removida' : 'ativada'}`, caller.ip);
      });
      return { message: removing ? INFRA_MSG.removed : INFRA_MSG.reactivated };
    },

    async removeShared(caller: Caller, domain: string) {
      const shared = await sharedOne(caller.account, { domain: domain.trim().toLowerCase() });
      if (!shared) throw notFound();
      const off = await db.selectFrom('dns_shared_off').select('domain_id').where('account_id', '=', caller.account.id).where('domain_id', '=', shared.id).executeTakeFirst();
      if (off) return { message: INFRA_MSG.sharedOff };
      return toggleShared(caller, shared);
    },

    async rotate(caller: Caller, id: number) {
      const { account } = caller;
      const mine = await db.selectFrom('dns_domains').select(['domain', 'removed']).where('id', '=', id).where('account_id', '=', account.id).executeTakeFirst();
      const shared = mine ? undefined : await sharedOne(account, { id });
      if (!mine && !shared) throw notFound();
      const hidden = shared && (await db.selectFrom('dns_shared_off').select('domain_id').where('account_id', '=', account.id).where('domain_id', '=', id).executeTakeFirst());
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
    },

    async configure(caller: Caller, id: number) {
      const row = await own(db, caller.account, id);
      if (row.status === 1 || row.manual) throw unprocessable(INFRA_MSG.configureNotNeeded);
      await configureOne(row, caller.account.id, caller.ip);
      return { message: INFRA_MSG.configured };
    },

    async logs(account: CallerAccount): Promise<{ data: DnsLog[] }> {
      const rows = await db
        .selectFrom('dns_logs as l')
        .leftJoin('accounts as a', 'a.id', 'l.actor_id')
        .select(['l.id', 'a.username', 'l.description', 'l.created_at', 'l.ip'])
        .where('l.account_id', '=', account.id)
        .orderBy('l.id', 'desc')
        .limit(1000)
        .execute();
      return { data: rows.map((r) => ({ id: r.id, id_user: r.username ?? '', description: r.description, date: formatDateTime(Number(r.created_at)), ip: r.ip })) };
    },
  };

  async function toggleShared(caller: Caller, shared: { id: number; domain: string }) {
    const { account } = caller;
    const off = await db.selectFrom('dns_shared_off').select('domain_id').where('account_id', '=', account.id).where('domain_id', '=', shared.id).executeTakeFirst();
    await db.transaction().execute(async (tx) => {
      if (off) await tx.deleteFrom('dns_shared_off').where('account_id', '=', account.id).where('domain_id', '=', shared.id).execute();
      else {
        await tx.insertInto('dns_shared_off').values({ account_id: account.id, domain_id: shared.id }).onConflict((oc) => oc.doNothing()).execute();
        await tx.deleteFrom('dns_current').where('account_id', '=', account.id).where('domain_id', '=', shared.id).execute();
      }
      await dnsLog(tx, account.id, account.id, `DNS compartilhada ${shared.domain} ${off ? 'ativada' : 'desativada'}`, caller.ip);
    });
    return { message: off ? INFRA_MSG.sharedOn : INFRA_MSG.sharedOff };
  }

  async function configureOne(row: Domain, actorId: number, ip: string) {
    await db.transaction().execute(async (tx) => {
      await atRegistrar(() => registrar.configure(row.domain, tx));
      await tx.updateTable('dns_domains').set({ status: 1 }).where('id', '=', row.id).execute();
      await dnsLog(tx, row.account_id, actorId, `DNS ${row.domain} configurada`, ip);
    });
  }

  /** One year more from max(now, due), at the registrar too. */
  async function extend(tx: Tx, row: Domain) {
    const moved = await tx
      .updateTable('dns_domains')
      .set({ due_at: Math.max(Number(row.due_at), now()) + YEAR, renew_refused_due: null })
      .where('id', '=', row.id)
      .where('due_at', '=', row.due_at)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw conflict(MSG.requestIdReused);
    await atRegistrar(() => registrar.renew(row.domain, 1, tx));
  }
}

async function nextPosition(tx: Tx, accountId: number) {
  const row = await tx.selectFrom('dns_domains').select((eb) => eb.fn.max('position').as('p')).where('account_id', '=', accountId).executeTakeFirst();
  return Number(row?.p ?? 0) + 1;
}

/**
 * The scheduled DNS job: renews the auto-renewing DNS due within a day (charging their owners through
 * the ledger, once per period: the request id names the DNS and its due date), logs a refusal once per
 * period when the balance is short, and configures the DNS still processing.
 */
export async function runDnsJobs(ctx: AppContext, at: number = now()) {
  const { db } = ctx;
  const registrar = registrarFor(ctx);
  const dueSoon = await db
    .selectFrom('dns_domains')
    .innerJoin('accounts as a', 'a.id', 'dns_domains.account_id')
    .selectAll('dns_domains')
    .select('a.profile')
    .where('auto_renew', '=', 1)
    .where('removed', '=', 0)
    .where('manual', '=', 0)
    .where('due_at', 'is not', null)
    .where('due_at', '<=', at + DAY)
    .execute();
  const result = { renewed: 0, refused: 0, configured: 0 };
  for (const row of dueSoon) {
    try {
      await withCredits(db, async (tx) => {
        const requestId = `dns-auto:${row.id}:${row.due_at}`;
        if (row.profile !== 'admin' && row.renew_cents > 0) {
          const { replayed } = await applyMovement(tx, { from: row.account_id, to: null, amountCents: row.renew_cents, kind: 'dns_renewal', reason: `Renovação automática da DNS ${row.domain}`, requestId, actorId: row.account_id });
          if (replayed) return;
        }
        const moved = await tx
          .updateTable('dns_domains')
          .set({ due_at: Math.max(Number(row.due_at), at) + YEAR, renew_refused_due: null })
          .where('id', '=', row.id)
          .where('due_at', '=', row.due_at)
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) !== 1) throw conflict(MSG.requestIdReused);
        await registrar.renew(row.domain, 1, tx);
        await dnsLog(tx, row.account_id, row.account_id, `DNS ${row.domain} renovada automaticamente por ${fromCents(row.renew_cents)} créditos`, '');
      });
      result.renewed++;
    } catch (error) {
      if (error instanceof HttpError && error.message === MSG.creditsInsufficient) {
        result.refused++;
        const claimed = await db
          .updateTable('dns_domains')
          .set({ renew_refused_due: row.due_at })
          .where('id', '=', row.id)
          .where((eb) => eb.or([eb('renew_refused_due', 'is', null), eb('renew_refused_due', '!=', row.due_at)]))
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) === 1) {
          await dnsLog(db, row.account_id, row.account_id, `${INFRA_MSG.autoRenewShort} DNS ${row.domain} (${fromCents(row.renew_cents)} créditos)`, '');
          await notify(db, [row.account_id], 'renewal_refused', `A renovação automática da DNS ${row.domain} foi recusada: saldo insuficiente (custa ${formatCredits(fromCents(row.renew_cents))}). Vence em ${formatDateTime(Number(row.due_at))}.`);
        }
      } else if (!(error instanceof HttpError && error.status === 409)) throw error;
    }
  }
  const processing = await db.selectFrom('dns_domains').selectAll().where('status', '=', 0).where('manual', '=', 0).where('removed', '=', 0).limit(100).execute();
  for (const row of processing) {
    try {
      await db.transaction().execute(async (tx) => {
        await registrar.configure(row.domain, tx);
        await tx.updateTable('dns_domains').set({ status: 1 }).where('id', '=', row.id).where('status', '=', 0).execute();
        await dnsLog(tx, row.account_id, row.account_id, `DNS ${row.domain} configurada`, '');
      });
      result.configured++;
    } catch (error) {
      if (!(error instanceof RegistrarError)) throw error;
    }
  }
  return result;
}

export function premiumRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = router(app, ctx);
  const dns = premiumService(ctx);
  const caller = (request: FastifyRequest): Caller => ({ account: request.account, ip: request.ip });

  route(CALLS.verifyDns, async ({ request }) => dns.verify(request.body));
  route(CALLS.createDns, async ({ request, body, stepUp }) => dns.create(caller(request), body, idempotencyKey(request), stepUp));
  route(CALLS.renewDns, async ({ request, body, stepUp }) => dns.renew(caller(request), body, idempotencyKey(request), stepUp));
  route(CALLS.renewDnsSlash, async ({ request, body, stepUp }) => dns.renew(caller(request), body, idempotencyKey(request), stepUp));
  route(CALLS.enableAutorenew, async ({ request, params }) => dns.autoRenew(caller(request), idParam(params.id), true));
  route(CALLS.disableAutorenew, async ({ request, params }) => dns.autoRenew(caller(request), idParam(params.id), false));
  route(CALLS.shareDns, async ({ request }) => dns.share(caller(request), request.body));
  route(CALLS.ownDns, async ({ request }) => dns.list(request.account));
  route(CALLS.removedDns, async ({ request }) => dns.removedList(request.account));
  route(CALLS.sharedDns, async ({ request }) => dns.sharedList(request.account));
  route(CALLS.removeActiveDns, async ({ request, params, body, stepUp }) => dns.removeOrActivate(caller(request), idParam(params.id), body, stepUp));
  route(CALLS.rotateOwnDns, async ({ request, params }) => dns.rotate(caller(request), idParam(params.id)));
  route(CALLS.configureDns, async ({ request, params }) => dns.configure(caller(request), idParam(params.id)));
  route(CALLS.dnsLogs, async ({ request }) => dns.logs(request.account));
  route(CALLS.removeSharedDns, async ({ request, params }) => dns.removeShared(caller(request), params.dns.slice(0, 253)));
}

