// The panel opened to resellers' own automation (issue 29), without zod: what a token may be given (its
// scopes, each a set of the table's entries), the events a webhook may hear, the texts of /me
// (schemas.ts has the request and answer schemas). The server checks every call of a
// token against these scopes; the renderer shows them.
import type { CallName } from '../calls';
import { LINE_ACTION } from '../lines/texts';
import { RESELLER_ACTION } from '../network/texts';

/** What a token's secret starts with: how the server tells it from a session token, and how a leaked one is recognised. */
export const API_TOKEN_PREFIX = 'pr_live_';

/** An entry a scope opens; with `actions`, only those values of the body's `action`. */
export interface ScopeCall {
  name: CallName;
  actions?: readonly number[];
  /** Only a body whose `credits` adds (> 0) or takes back (< 0): sending credits and taking them back are two scopes. */
  credits?: 'add' | 'remove';
}

/** What a scope reads of a call's body. */
export interface ScopedBody {
  action?: unknown;
  credits?: unknown;
}

/** Entries opened whole (every action of their body). */
const whole = (...names: CallName[]): ScopeCall[] => names.map((name) => ({ name }));

/** The line actions a bot needs to sell: renew (the spec's 'extend') and enable or disable. */
const SELL_ACTIONS = [LINE_ACTION.extend, LINE_ACTION.toggle];
const OTHER_ACTIONS = Object.values(LINE_ACTION).filter((a) => !SELL_ACTIONS.includes(a as never));

/**
 * The three scopes of a kind of line: read, sell (create, tests included, and renew), and change
 * (every other action, delete included): a sales bot needs the first two, never the third.
 */
function lineScopes(
  key: string,
  label: string,
  calls: { list: CallName[]; create: CallName; action: CallName; other: CallName[] },
): readonly { id: string; label: string; calls: ScopeCall[] }[] {
  return [
    { id: `${key}:ler`, label: `${label}: ler`, calls: whole(...calls.list) },
    { id: `${key}:vender`, label: `${label}: criar e renovar`, calls: [{ name: calls.create }, { name: calls.action, actions: SELL_ACTIONS }] },
    { id: `${key}:alterar`, label: `${label}: alterar e excluir`, calls: [{ name: calls.action, actions: OTHER_ACTIONS }, ...whole(...calls.other)] },
  ];
}

/**
 * Every scope a token may be given, grouped as the menu groups its screens. The calls that change a
 * session, the 2FA, the tokens and webhooks themselves are in none: a token never reaches them.
 */
export const TOKEN_SCOPES = [
  ...lineScopes('iptv', 'Linhas IPTV', {
    list: ['iptvLines', 'iptvLineChanges', 'exportIptv', 'iptvPackages'],
    create: 'createIptv',
    action: 'iptvAction',
    other: ['recreateIptv'],
  }),
  ...lineScopes('p2p', 'Linhas P2P', {
    list: ['p2pLines', 'p2pLineChanges', 'exportP2p', 'newP2pPackages'],
    create: 'createP2p',
    action: 'p2pAction',
    other: ['recreateP2p', 'syncP2p'],
  }),
  ...lineScopes('novo-p2p', 'Linhas Novo P2P', {
    list: ['newP2pLines', 'newP2pLineChanges', 'exportNewP2p', 'newP2pPackages'],
    create: 'createNewP2p',
    action: 'newP2pAction',
    other: ['recreateNewP2p', 'syncNewP2p'],
  }),
  { id: 'vencimentos:ler', label: 'Vencimentos: ler', calls: whole('expiries') },
  { id: 'creditos:ler', label: 'Créditos: ler', calls: whole('profile', 'dashboard', 'extract') },
  { id: 'revendas:ler', label: 'Revendas: ler', calls: whole('resellers', 'resellerMovements') },
  { id: 'revendas:creditos', label: 'Revendas: enviar créditos', calls: [{ name: 'resellerAction', actions: [RESELLER_ACTION.credits], credits: 'add' }] },
  { id: 'revendas:retirar', label: 'Revendas: retirar créditos', calls: [{ name: 'resellerAction', actions: [RESELLER_ACTION.credits], credits: 'remove' }] },
  { id: 'tickets:ler', label: 'Tickets: ler', calls: whole('tickets', 'ticket', 'ticketBadges') },
  { id: 'tickets:responder', label: 'Tickets: abrir e responder', calls: whole('createTicket', 'replyTicket') },
  { id: 'logs:ler', label: 'Logs: ler', calls: whole('logs') },
] as const;
export type TokenScopeId = (typeof TOKEN_SCOPES)[number]['id'];

const opens = (c: ScopeCall, call: string, body: ScopedBody) =>
  c.name === call &&
  (!c.actions || c.actions.includes(Number(body.action))) &&
  (!c.credits || (c.credits === 'add' ? Number(body.credits) > 0 : Number(body.credits) < 0));

/** Whether scopes open a call (with the body's `action` and `credits`, for the entries opened to some bodies only). */
export function scopesOpen(scopes: readonly string[], call: string, body: ScopedBody = {}): boolean {
  return TOKEN_SCOPES.some((scope) => scopes.includes(scope.id) && scope.calls.some((c: ScopeCall) => opens(c, call, body)));
}

/** Calls per minute of a new token; the form allows 1 to API_TOKEN_MAX_PER_MINUTE. */
export const API_TOKEN_DEFAULT_PER_MINUTE = 60;
export const API_TOKEN_MAX_PER_MINUTE = 600;
export const API_TOKENS_PER_ACCOUNT = 20;

export const WEBHOOK_EVENTS = [
  { type: 'linha.criada', label: 'Linha criada' },
  { type: 'linha.renovada', label: 'Linha renovada' },
  { type: 'linha.vencendo', label: 'Linha vencendo (3 dias e 1 dia antes)' },
  { type: 'linha.vencida', label: 'Linha vencida' },
  { type: 'teste.criado', label: 'Teste criado' },
  { type: 'creditos.recebidos', label: 'Créditos recebidos' },
  { type: 'ticket.respondido', label: 'Ticket respondido' },
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number]['type'];
/** The event of 'Enviar teste': sent to one endpoint on request, never subscribed to. */
export const WEBHOOK_TEST_EVENT = 'webhook.teste';
/** The pt-BR name of a delivery's event, the test one ('Enviar teste') too. */
export const webhookEventLabel = (type: string) =>
  type === WEBHOOK_TEST_EVENT ? 'Teste (Enviar teste)' : (WEBHOOK_EVENTS.find((e) => e.type === type)?.label ?? type);
export const WEBHOOK_SIGNATURE_HEADER = 'X-Painel-Signature';
export const WEBHOOKS_PER_ACCOUNT = 10;

export const AUTOMATION_MSG = {
  tokenCreated: 'Token criado. Copie o segredo agora: ele não será mostrado de novo.',
  tokenRevoked: 'Token revogado.',
  tokenNotFound: 'Token não encontrado.',
  tokenExpired: 'Este token de API expirou.',
  tokenRevokedCall: 'Este token de API foi revogado.',
  tokenUnknown: 'Token de API inválido.',
  tokenWrongIp: 'Este token de API não pode ser usado deste IP.',
  tokenOutOfScope: 'Este token de API não tem permissão para esta chamada.',
  expiryInvalid: 'Data de validade inválida.',
  expiryRange: 'A validade vai de hoje a um ano a partir de hoje.',
  tokenLimit: `Limite de ${API_TOKENS_PER_ACCOUNT} tokens por conta. Revogue um antes de criar outro.`,
  scopeNotAllowed: 'Sua conta não pode usar uma das permissões escolhidas.',
  webhookCreated: 'Webhook cadastrado. Copie o segredo de assinatura agora: ele não será mostrado de novo.',
  webhookSaved: 'Webhook salvo.',
  webhookRemoved: 'Webhook removido.',
  webhookLimit: `Limite de ${WEBHOOKS_PER_ACCOUNT} webhooks por conta.`,
  webhookUrl: 'Informe um endereço HTTPS (http:// só para localhost).',
  webhookTestQueued: 'Evento de teste enviado para a fila.',
  webhookResent: 'Entrega colocada na fila de novo.',
  webhookPaused: (url: string) => `O webhook ${url} falhou por 3 dias seguidos e foi pausado. Corrija o endereço e reative-o em Minha conta.`,
} as const;

export const DELIVERY_STATUS_LABELS = { pending: 'Na fila', sent: 'Entregue', failed: 'Falhou' } as const;
