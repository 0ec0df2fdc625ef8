// 'Alterações' (issue 30): every change of an audited item, recorded in the transaction of the change
// with its fields before and after, so no change goes unrecorded and no record tells of a change that
// was rolled back. Who made it comes from the call being answered (`callContext` of core/call-context.ts, set by server/route.ts
// around every handler): the account, its address and the API token it used; a job is 'sistema'.
// Each kind says which of its columns the record shows, by their pt-BR names, and how; secrets show
// as 'alterada', never their values, and only when they changed. An id of a package or an account is
// recorded as its name (issue 43): the record reads the same after a rename or an erase, and the list
// reads nothing more than the records.
import { AUDIT_KINDS, SECRET_CHANGED, type AuditKind } from '../../shared/audit/texts';
import type { AuditChange } from '../../shared/audit/schemas';
import { TOKEN_SCOPES } from '../../shared/automation/texts';
import { PERMISSION_INFO } from '../../shared/rules';
import { formatDateTime } from '../../shared/dates';
import { fromCents, type Permission } from '../../shared/domain';
import { formatCredits } from '../../shared/format';
import { LINE_KIND_LABELS } from '../../shared/lines/texts';
import { now, type DbOrTx } from '../db';
import { storedList } from '../db/stored';
import { callContext } from './call-context';

type Show = (value: unknown) => string;
const text: Show = (v) => (v === null || v === undefined ? '' : String(v));
const yesNo: Show = (v) => (Number(v) ? 'Sim' : 'Não');
/** A stored list shown by the labels of its items (an unknown item as it is). */
const labelled =
  (label: (item: string) => string | undefined): Show =>
  (v) =>
    storedList(v)
      .map((item) => label(item) ?? item)
      .join(', ');

/** The tables whose ids a record writes as names, each read by its ids in one query. */
const NAMES = {
  package: (tx: DbOrTx, ids: number[]) => tx.selectFrom('line_packages').select(['id', 'name']).where('id', 'in', ids).execute(),
  account: (tx: DbOrTx, ids: number[]) => tx.selectFrom('accounts').select(['id', 'username as name']).where('id', 'in', ids).execute(),
};
type Named = keyof typeof NAMES;
type NameOf = (table: Named, id: string) => string;

/**
 * A shown column: its label and how its value reads; `secret` shows only that it changed; `names`, a
 * column of ids (one, or a stored list) of that table, shown by their names.
 */
interface Field {
  label: string;
  show?: Show;
  secret?: true;
  names?: Named;
}

const LINE_STATUS_TEXT: Record<number, string> = { 0: 'Desativada', 1: 'Ativa', 2: 'Teste' };
/** A column's ids: one id, or a stored list of them (a line's bouquets). */
const idsOf = (v: unknown) => (typeof v === 'string' && v.startsWith('[') ? storedList(v) : v === null || v === undefined || v === '' ? [] : [String(v)]);

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
    package_id: { label: 'Pacote', names: 'package' },
    bouquets: { label: 'Bouquets', names: 'package' },
    account_id: { label: 'Revenda', names: 'account' },
    mac: { label: 'MAC' },
  },
  revenda: {
    username: { label: 'Usuário' },
    password_hash: { label: 'Senha', secret: true },
    // The column of the WhatsApp number (the spec's form names it 'email').
    email: { label: 'WhatsApp', show: (v) => (v === '0' ? '' : text(v)) },
    email_contact: { label: 'E-mail de contato' },
    credits: { label: 'Créditos', show: (v) => formatCredits(fromCents(Number(v))) },
    status: { label: 'Situação', show: (v) => (Number(v) === 1 ? 'Ativa' : 'Bloqueada') },
    is_master: { label: 'Master', show: yesNo },
    owner_id: { label: 'Dono', names: 'account' },
    permissions: { label: 'Permissões', show: labelled((p) => PERMISSION_INFO[p as Permission]?.label) },
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
    scopes: { label: 'Permissões', show: labelled((id) => TOKEN_SCOPES.find((scope) => scope.id === id)?.label) },
    allowed_ips: { label: 'IPs permitidos', show: (v) => storedList(v).join(', ') },
    per_minute: { label: 'Limite por minuto' },
    expires_at: { label: 'Validade', show: (v) => (v ? formatDateTime(Number(v)) : 'Sem validade') },
    revoked_at: { label: 'Revogado em', show: (v) => (v ? formatDateTime(Number(v)) : '') },
  },
};

/** The shown fields of `kind` that differ between two versions of a row (either may be absent: created, deleted). */
function changedFields(kind: AuditKind, before: Record<string, unknown> | undefined, after: Record<string, unknown> | undefined) {
  return Object.entries(AUDITED_FIELDS[kind]).filter(([field, { secret }]) => {
    const was = before?.[field];
    const is = after?.[field];
    // A secret is shown only when it changed: a created, restored or deleted row tells nothing of it.
    if (secret && !(before && after)) return false;
    if (before && after) return String(was ?? '') !== String(is ?? '');
    const value = before ? was : is;
    return value !== undefined && value !== null && value !== '';
  });
}

/** The names of the ids that `changed` shows, read by one query per table. */
async function namesOf(tx: DbOrTx, changed: [string, Field][], rows: (Record<string, unknown> | undefined)[]): Promise<NameOf> {
  const wanted = new Map<Named, Set<string>>();
  for (const [field, { names }] of changed)
    if (names) for (const row of rows) for (const id of idsOf(row?.[field])) wanted.set(names, (wanted.get(names) ?? new Set()).add(id));
  const found = new Map<string, string>();
  for (const [table, ids] of wanted) {
    const numbers = [...ids].map(Number).filter(Number.isInteger);
    if (numbers.length > 0) for (const { id, name } of await NAMES[table](tx, numbers)) found.set(`${table}:${id}`, name);
  }
  return (table, id) => found.get(`${table}:${id}`) ?? id;
}

/** The shown fields that differ between two versions of a row (either may be absent: created, deleted), ids as names. */
async function differences(
  tx: DbOrTx,
  kind: AuditKind,
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
): Promise<AuditChange[]> {
  const changed = changedFields(kind, before, after);
  const nameOf = await namesOf(tx, changed, [before, after]);
  return changed.map(([field, { label, show = text, secret, names }]) => {
    const shown = (row: Record<string, unknown> | undefined) => {
      if (!row) return null;
      if (secret) return SECRET_CHANGED;
      return names
        ? idsOf(row[field])
            .map((id) => nameOf(names, id))
            .join(', ')
        : show(row[field]);
    };
    return { field, label, before: shown(before), after: shown(after) };
  });
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
  const changes = await differences(tx, entry.kind, entry.before, entry.after);
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
