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
  days: (days: number) => `As linhas excluídas ficarão na lixeira por ${days} dias.`,
} as const;

export interface TrashRow {
  id: number;
  kind: string;
  kind_label: string;
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
