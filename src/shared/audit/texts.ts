// 'Alterações' (issue 30), without zod: what the audit records of each kind of item, the fields it
// shows by their pt-BR names (schemas.ts has the query and answer schemas).

/** The kinds of item whose every change is recorded, as /log names them. */
export const AUDIT_KINDS = {
  linha: 'Linha',
  revenda: 'Revenda',
  configuracao: 'Configuração',
  pacote: 'Pacote',
  token: 'Token de API',
  dns: 'DNS',
  balanceador: 'Balanceador',
  anuncio: 'Anúncio',
} as const;
export type AuditKind = keyof typeof AUDIT_KINDS;

/** What a secret field shows in place of its values. */
export const SECRET_CHANGED = 'alterada';

export const AUDIT_MIN_DAYS = 30;
export const AUDIT_MAX_DAYS = 3650;

/** Kept this many days unless the admin sets another number in /settings (a job purges the older ones). */
export const AUDIT_DEFAULT_DAYS = 365;
export const AUDIT_DAYS_SETTING = 'audit.days';

/** /log opened on 'Alterações', on one item's history ('Histórico' of a row menu). */
export const historyPath = (kind: AuditKind, id: number | string, label: string) =>
  `/log?${new URLSearchParams({ aba: 'alteracoes', tipo: kind, item: String(id), nome: label })}`;
