// 'Alterações' (issue 30): every change of an audited item, recorded in the transaction of the change
// with its fields before and after, so no change goes unrecorded and no record tells of a change that
// was rolled back. Who made it comes from the call being answered (`callContext` of core/call-context.ts, set by server/route.ts
// around every handler): the account, its address and the API token it used; a job is 'sistema'.
// Each kind says which of its columns the record shows, by their pt-BR names, and how; secrets show
// as 'alterada', never their values.
import { AUDIT_KINDS, SECRET_CHANGED, type AuditChange, type AuditKind } from '../../shared/audit-base';
import { PERMISSION_INFO } from '../../shared/calls';
import { formatDateTime } from '../../shared/dates';
import { fromCents, type Permission } from '../../shared/domain';
import { formatCredits } from '../../shared/format';
import { LINE_KIND_LABELS } from '../../shared/lines-base';
import { now, type DbOrTx } from '../db';
import { storedList } from '../db/stored';
import { callContext } from './call-context';

type Show = (value: unknown) => string;
const text: Show = (v) => (v === null || v === undefined ? '' : String(v));
const yesNo: Show = (v) => (Number(v) ? 'Sim' : 'Não');
/** A shown column: its label and how its value reads; `secret` shows only that it changed. */
interface Field {
  label: string;
  show?: Show;
  secret?: true;
}

const LINE_STATUS_TEXT: Record<number, string> = { 0: 'Desativada', 1: 'Ativa', 2: 'Teste' };

/** What each kind of item shows of its row. */
export const AUDITED_FIELDS: Record<AuditKind, Record<string, Field>> = {
  linha: {
    kind: { label: 'Tipo', show: (v) => LINE_KIND_LABELS[v as keyof typeof LINE_KIND_LABELS] ?? text(v) },
    username: { label: 'Usuário' },
    password: { label: 'Senha', secret: true },
    status: { label: 'Situação', show: (v) => LINE_STATUS_TEXT[Number(v)] ?? text(v) },
    exp_at: { label: 'Vencimento', show: (v) => formatDateTime(Number(v)) },
    note: { label: 'Nota' },
    whatsapp: { label: 'WhatsApp', show: (v) => (v === '0' ? '' : text(v)) },
    package_id: { label: 'Pacote' },
    bouquets: { label: 'Bouquets', show: (v) => storedList(v).join(', ') },
    account_id: { label: 'Revenda (id)' },
    mac: { label: 'MAC' },
  },
  revenda: {
    username: { label: 'Usuário' },
    password_hash: { label: 'Senha', secret: true },
    email: { label: 'E-mail', show: (v) => (v === '0' ? '' : text(v)) },
    email_contact: { label: 'E-mail de contato' },
    credits: { label: 'Créditos', show: (v) => formatCredits(fromCents(Number(v))) },
    status: { label: 'Situação', show: (v) => (Number(v) === 1 ? 'Ativa' : 'Bloqueada') },
    is_master: { label: 'Master', show: yesNo },
    owner_id: { label: 'Dono (id)' },
    permissions: {
      label: 'Permissões',
      show: (v) =>
        storedList(v)
          .map((p) => PERMISSION_INFO[p as Permission]?.label ?? p)
          .join(', '),
    },
    twofa_enabled: { label: '2FA', show: yesNo },
  },
  configuracao: { value: { label: 'Valor', show: (v) => (v === '1' ? 'Ligada' : v === '0' ? 'Desligada' : text(v)) } },
  pacote: { kind: { label: 'Tipo' }, name: { label: 'Nome' } },
  dns: { name: { label: 'Nome' }, host: { label: 'DNS' } },
  balanceador: { name: { label: 'Nome' }, host: { label: 'IP' } },
  anuncio: {
    title: { label: 'Título' },
    type: { label: 'Tipo' },
    body: {
      label: 'Texto',
      show: (v) =>
        text(v)
          .replace(/<[^>]*>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim(),
    },
  },
  token: {
    name: { label: 'Nome' },
    scopes: { label: 'Permissões', show: (v) => storedList(v).join(', ') },
    allowed_ips: { label: 'IPs permitidos', show: (v) => storedList(v).join(', ') },
    per_minute: { label: 'Limite por minuto' },
    expires_at: { label: 'Validade', show: (v) => (v ? formatDateTime(Number(v)) : 'Sem validade') },
    revoked_at: { label: 'Revogado em', show: (v) => (v ? formatDateTime(Number(v)) : '') },
  },
};

/** The shown fields that differ between two versions of a row (either may be absent: created, deleted). */
export function differences(kind: AuditKind, before: Record<string, unknown> | undefined, after: Record<string, unknown> | undefined): AuditChange[] {
  const changes: AuditChange[] = [];
  for (const [field, { label, show = text, secret }] of Object.entries(AUDITED_FIELDS[kind])) {
    const was = before?.[field];
    const is = after?.[field];
    if (before && after && String(was ?? '') === String(is ?? '')) continue;
    if (!before && (is === undefined || is === null || is === '')) continue;
    if (!after && (was === undefined || was === null || was === '')) continue;
    const shown = (value: unknown, present: boolean) => (!present ? null : secret ? SECRET_CHANGED : show(value));
    changes.push({ field, label, before: shown(was, Boolean(before)), after: shown(is, Boolean(after)) });
  }
  return changes;
}

export interface AuditEntry {
  kind: AuditKind;
  itemId: number | string;
  itemLabel: string;
  /** The account whose subtree the item is in; for the admin's own items (settings, packages), the admin. */
  ownerId: number;
  action: string;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

/** Records one change, in the caller's transaction; a change that shows no difference is not recorded. */
export async function recordChange(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  const changes = differences(entry.kind, entry.before, entry.after);
  if (changes.length === 0) return;
  const who = callContext.getStore();
  await tx
    .insertInto('audit_log')
    .values({
      owner_id: entry.ownerId,
      actor_id: who?.accountId ?? null,
      actor_name: who?.username ?? 'sistema',
      ip: who?.ip ?? '',
      via: who?.via ?? '',
      kind: entry.kind,
      item_id: String(entry.itemId),
      item_label: entry.itemLabel.slice(0, 200),
      action: entry.action.slice(0, 200),
      changes: JSON.stringify(changes),
      created_at: now(),
    })
    .execute();
}

/**
 * An account changed by `run` in the caller's transaction, recorded with its fields before and after
 * (the reseller edits, credits, permissions, master, block).
 */
export async function auditedAccount<T>(tx: DbOrTx, accountId: number, action: string, run: () => Promise<T>): Promise<T> {
  const read = () => tx.selectFrom('accounts').selectAll().where('id', '=', accountId).executeTakeFirst();
  const before = await read();
  const result = await run();
  const after = await read();
  if (before || after)
    await recordChange(tx, { kind: 'revenda', itemId: accountId, itemLabel: (after ?? before)!.username, ownerId: accountId, action, before, after });
  return result;
}

export const auditKindLabel = (kind: string) => AUDIT_KINDS[kind as AuditKind] ?? kind;
