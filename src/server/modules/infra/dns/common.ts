// What the DNS use cases share (/dns-settings, permission dns_premium): the registrar and its failures,
// the DNS log, which DNS an account owns or sees shared from above, the charge of a purchase or a
// renewal, and the labels of the fields in the refusals.
import type { Selectable } from 'kysely';
import { formatDateTime } from '../../../../shared/dates';
import { INFRA_MSG } from '../../../../shared/infra/texts';
import type { AppContext } from '../../../context';
import { isAdmin, type CallerAccount } from '../../../core/accounts';
import { logActivity } from '../../../core/activity';
import { applyMovement, type LedgerRequest } from '../../../core/ledger';
import { now, type DbOrTx, type Tx } from '../../../db';
import type { DnsDomainsTable } from '../../../db/schema-infra';
import { HttpError, notFound } from '../../../errors';
import { registrarOf, RegistrarError, type Registrar } from '../../../providers/registrar';
import { escapeHtml } from '../../../security';

export type Domain = Selectable<DnsDomainsTable>;
export const YEAR = 365 * 24 * 3600 * 1000;
export const DAY = 24 * 3600 * 1000;
export const LABELS = {
  domain: 'DNS',
  domains: 'DNS',
  credits: 'Valor',
  credits_renew: 'Valor de Renovação',
  duration: 'Vencimento',
  code_2fa: 'Código 2FA',
  id: 'DNS',
  size: 'Compartilhamento',
  manual: 'Manual',
};

const registrars = new WeakMap<AppContext, Registrar>();
/** The app's registrar (from the configuration). */
export const registrarFor = (ctx: AppContext) => {
  let registrar = registrars.get(ctx);
  if (!registrar) registrars.set(ctx, (registrar = registrarOf(ctx.config.registrar)));
  return registrar;
};

/** A registrar that failed: a 502 with a pt-BR text, nothing changed (the transaction rolls back). */
export async function atRegistrar<T>(work: () => Promise<T>): Promise<T> {
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
export const sharedWith = (db: DbOrTx, accountId: number) =>
  db
    .selectFrom('dns_domains as d')
    .innerJoin('account_closure as c', (j) => j.onRef('c.ancestor_id', '=', 'd.account_id').on('c.descendant_id', '=', accountId))
    .innerJoin('accounts as o', 'o.id', 'd.account_id')
    .where('c.depth', '>', 0)
    .whereRef('c.depth', '<=', 'd.share_depth')
    .where('d.removed', '=', 0);

/** The DNS shared down with an account that it has not hidden ('DNS Compartilhada' → Desativar). */
export const visibleShared = (db: DbOrTx, accountId: number) =>
  sharedWith(db, accountId).where((eb) =>
    eb.not(eb.exists(eb.selectFrom('dns_shared_off as s').select('s.domain_id').whereRef('s.domain_id', '=', 'd.id').where('s.account_id', '=', accountId))),
  );

/** The caller's own DNS of that id, or 404. */
export async function ownDns(db: DbOrTx, account: CallerAccount, id: number) {
  const row = await db.selectFrom('dns_domains').selectAll().where('id', '=', id).where('account_id', '=', account.id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** A DNS shared with the caller from above, by id or by name. */
export function sharedOne(db: DbOrTx, account: CallerAccount, where: { id?: number; domain?: string }) {
  let q = sharedWith(db, account.id).select(['d.id', 'd.domain']);
  if (where.id !== undefined) q = q.where('d.id', '=', where.id);
  if (where.domain !== undefined) q = q.where('d.domain', '=', where.domain);
  return q.executeTakeFirst();
}

/** Charges the owner (the admin's credits are unlimited) inside the transaction; true when this request id already paid. */
export async function charge(tx: Tx, account: CallerAccount, cents: number, kind: 'dns_purchase' | 'dns_renewal', reason: string, request?: LedgerRequest) {
  if (isAdmin(account) || cents <= 0) return false;
  const { replayed } = await applyMovement(tx, { from: account.id, to: null, amountCents: cents, kind, reason, ...request, actorId: account.id });
  return replayed;
}

/** The next place in the account's own list (a new DNS goes last). */
export async function nextPosition(tx: Tx, accountId: number) {
  const row = await tx
    .selectFrom('dns_domains')
    .select((eb) => eb.fn.max('position').as('p'))
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return Number(row?.p ?? 0) + 1;
}

/** A due date as the lists show it ('-' for a DNS that does not expire). */
export const due = (ms: number | null) => (ms === null ? '-' : formatDateTime(ms));
