// 'Lixeira' (issue 30), without zod: its texts and period (schemas.ts has the schemas of its calls and answers).

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

/** What a reseller's deletion took: one account, the network below it, or it and its network. */
export const RESELLER_TRASH_KIND_KEYS = ['conta', 'rede', 'arvore'] as const;
export type ResellerTrashKind = (typeof RESELLER_TRASH_KIND_KEYS)[number];
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
