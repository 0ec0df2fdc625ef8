// 'Lixeira' (issue 30), without zod: its texts, period and the answer of its list (trash.ts adds the schemas).

export const TRASH_DEFAULT_DAYS = 30;
export const TRASH_MIN_DAYS = 1;
export const TRASH_MAX_DAYS = 365;
export const TRASH_DAYS_SETTING = 'trash.days';

export const TRASH_MSG = {
  notFound: 'Linha não encontrada na lixeira.',
  restored: (username: string) => `Linha ${username} restaurada.`,
  erased: (username: string) => `Linha ${username} excluída definitivamente.`,
  kindOff: 'Você não pode restaurar linhas deste tipo agora.',
  days: (days: number) => `As linhas e revendas excluídas ficarão na lixeira por ${days} dias.`,
} as const;

export interface TrashRow {
  id: number;
  kind: string;
  kind_label: string;
  /** A test line (or a test that was disabled) rather than a paid one. */
  test: boolean;
  username: string;
  reseller: string;
  exp_at_formatted: string;
  deleted_at_formatted: string;
  deleted_by: string;
  /** When the purge erases it. */
  purge_at_formatted: string;
}

export interface TrashAnswer {
  rows: TrashRow[];
  total: number;
  page: number;
  per_page: number;
  /** The admin's: how many days a deleted line waits. */
  days?: number;
}

/** What a reseller's deletion took: one account, the network below it, or it and its network. */
export type ResellerTrashKind = 'conta' | 'rede' | 'arvore';
export const RESELLER_TRASH_KINDS: Record<ResellerTrashKind, string> = { conta: 'Conta', rede: 'Rede', arvore: 'Árvore' };

export const RESELLER_TRASH_MSG = {
  notFound: 'Revenda não encontrada na lixeira.',
  restored: (username: string, accounts: number) =>
    accounts === 1 ? `Revenda ${username} restaurada.` : `Revenda ${username} restaurada com ${accounts} contas.`,
  erased: (username: string) => `Revenda ${username} excluída definitivamente.`,
  heirGone: 'A conta de cima desta revenda não existe mais: restaure-a primeiro, ou exclua esta definitivamente.',
  loginTaken: (username: string) => `O usuário ${username} já está em uso por outra conta: a revenda não pode ser restaurada.`,
  lineTaken: (username: string) => `O usuário ${username} já está em uso por outra linha: a revenda não pode ser restaurada.`,
  /** `credits` as formatCredits writes it ('5 créditos'). */
  heirShort: (heir: string, credits: string) => `Saldo insuficiente: ${heir} precisa ter ${credits} para devolver o que recebeu na exclusão.`,
} as const;

export interface ResellerTrashRow {
  id: number;
  kind: ResellerTrashKind;
  kind_label: string;
  /** The reseller the deletion was asked on (for a network, the one that stayed). */
  username: string;
  accounts: number;
  lines: number;
  /** Credits given back to `heir` by the deletion, taken back from it by a restore. */
  refunded_credits: number;
  heir: string;
  deleted_at_formatted: string;
  deleted_by: string;
  purge_at_formatted: string;
}

export interface ResellerTrashAnswer {
  rows: ResellerTrashRow[];
  total: number;
  page: number;
  per_page: number;
  /** The admin's: how many days a deleted line or reseller waits. */
  days?: number;
}
