// Notices by Telegram (issue 22), without zod: what each account may receive, the texts of /me and
// /settings (schemas.ts has the request and answer schemas). The renderer reads this module, and
// schemas.ts only for its types (issue 21).

/** What the bot sends, each switchable per account in /me. `adminOnly`: the admin's alone. */
export const NOTICE_KINDS = [
  { key: 'ticket_answer', label: 'Resposta em um ticket meu', adminOnly: false },
  { key: 'daily_summary', label: 'Resumo diário às 09:00 (vencimentos e saldo)', adminOnly: false },
  { key: 'low_credits', label: 'Créditos abaixo do nível', adminOnly: false },
  { key: 'dns_blocked', label: 'DNS bloqueada', adminOnly: false },
  { key: 'renewal_refused', label: 'Renovação automática de DNS recusada', adminOnly: false },
  { key: 'webhook_paused', label: 'Webhook pausado por falhas', adminOnly: false },
  { key: 'trial_page', label: 'Teste gerado pela minha página de teste automático', adminOnly: false },
  { key: 'new_ticket', label: 'Novo ticket aberto', adminOnly: true },
  { key: 'backup_failed', label: 'Backup com falha', adminOnly: true },
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number]['key'];
export type NoticePrefs = Record<NoticeKind, boolean>;

export const noticeKindsFor = (admin: boolean): NoticeKind[] => NOTICE_KINDS.filter((k) => admin || !k.adminOnly).map((k) => k.key);

/** Every notice is on when an account links its Telegram; it turns off what it does not want. */
export const DEFAULT_NOTICE_PREFS = Object.fromEntries(NOTICE_KINDS.map((k) => [k.key, true])) as NoticePrefs;

/** The low-credits level a new link starts with, in credits. */
export const DEFAULT_LOW_CREDITS = 10;
export const LOW_CREDITS_MAX = 1_000_000;

/** A linking code lives this long; it is used once. */
export const LINK_CODE_TTL_MS = 10 * 60_000;

export const NOTICE_STATUS_LABELS = { pending: 'Na fila', sent: 'Enviado', failed: 'Falhou' } as const;
export type NoticeStatus = keyof typeof NOTICE_STATUS_LABELS;

export const TELEGRAM_MSG = {
  botSaved: (username: string) => `Bot @${username} configurado com sucesso!`,
  botRemoved: 'Bot do Telegram excluído.',
  botTokenInvalid: 'O Telegram recusou este token. Confira o token que o @BotFather enviou.',
  botUnreachable: 'Não foi possível falar com o Telegram agora. Tente novamente em instantes.',
  botMissing: 'O bot do Telegram não está configurado. Peça ao administrador para configurá-lo.',
  prefsSaved: 'Avisos do Telegram salvos com sucesso!',
  unlinked: 'Telegram desvinculado.',
  notLinked: 'Nenhum Telegram vinculado a esta conta.',
} as const;

/** The bot's own texts, in the chat. */
export const BOT_TEXT = {
  welcome:
    'Olá! Este é o bot do Painel Revenda. Para receber avisos, abra "Minha conta" no painel, clique em "Vincular Telegram" e envie aqui o código que aparecer.',
  linked: (username: string) => `Telegram vinculado à conta ${username}. Comandos: /saldo, /vencendo, /linha USUÁRIO.`,
  codeInvalid: 'Código inválido ou expirado. Gere um novo em "Minha conta", no painel.',
  notLinked: 'Este Telegram não está vinculado a nenhuma conta. Abra "Minha conta" no painel e clique em "Vincular Telegram".',
  help: 'Comandos: /saldo (seus créditos), /vencendo (linhas que vencem hoje e em 3 dias), /linha USUÁRIO (uma linha da sua rede).',
  lineUsage: 'Use: /linha USUÁRIO',
  lineNotFound: (username: string) => `Nenhuma linha "${username}" na sua rede.`,
} as const;
