// The two calls the panel makes to Meta's Graph API (WhatsApp Cloud API, issue 22), through the panel's
// HTTP client (core/http-client.ts): reading a number (to check a configuration; tried again when Meta
// is busy) and sending a template message (never repeated: the sender's backoff does that). Each
// account's token is its own; the address is WHATSAPP_API_ROOT.
import type { AppContext } from '../../context';
import { callJson } from '../../core/http-client';

/** A call that takes longer has failed (the sender tries again later; the card says so). */
const TIMEOUT_MS = 15_000;

/** Meta's refusal of a request, with its HTTP status and Meta's error code. */
export class GraphError extends Error {
  constructor(
    readonly status: number,
    readonly code: number | undefined,
    message: string,
  ) {
    super(message);
  }
}

/** Meta's throttling codes come with a 4xx too, but they say 'later', not 'never'. */
const THROTTLED = new Set([4, 80007, 130429, 131048, 131056]);

/** A refusal that trying again will not change (a bad token, template or number): given up at once. */
export const isRefusal = (error: unknown): error is GraphError =>
  error instanceof GraphError && error.status >= 400 && error.status < 500 && error.status !== 429 && !THROTTLED.has(error.code ?? -1);

/** Meta's codes a reseller can act on, in its words. */
const KNOWN: Record<number, string> = {
  190: 'token de acesso inválido ou expirado',
  131026: 'o número não tem WhatsApp ou não pode receber mensagens',
  131030: 'o número não está na lista de destinatários permitidos do número de teste',
  132000: 'o número de variáveis não confere com o modelo',
  132001: 'o modelo não existe neste idioma ou não foi aprovado',
  132015: 'o modelo foi pausado pela Meta',
  132016: 'o modelo foi desativado pela Meta',
  133010: 'o número de telefone não está registrado na Cloud API',
};

/** A failure as the list of sends shows it: pt-BR first (with what Meta's code means, when known), Meta's own words after (for its support). */
export function failureText(lead: string, code: number | undefined, detail: string): string {
  const known = code !== undefined ? KNOWN[code] : undefined;
  return `${lead}${code !== undefined ? ` (código ${code})` : ''}: ${known ? `${known}. ` : ''}${detail}`.slice(0, 500);
}

/** Why a send failed. */
export function errorText(error: unknown): string {
  if (!(error instanceof GraphError)) return `Sem resposta da API do WhatsApp: ${String((error as Error)?.message ?? error)}`.slice(0, 500);
  return failureText(isRefusal(error) ? 'Recusado pela API do WhatsApp' : 'Falha temporária na API do WhatsApp', error.code, error.message);
}

async function call<T>(ctx: AppContext, token: string, path: string, body?: unknown): Promise<T> {
  // Not reaching Meta (a network error, a timeout) throws the client's RemoteError: the caller tells it from a GraphError.
  const { status, ok, data } = await callJson(`${ctx.config.whatsapp.apiRoot}/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}` },
    json: body,
    timeoutMs: TIMEOUT_MS,
  });
  const answer = data as { error?: { message?: unknown; code?: unknown } } | null;
  if (!ok) {
    const code = typeof answer?.error?.code === 'number' ? answer.error.code : undefined;
    throw new GraphError(status, code, typeof answer?.error?.message === 'string' ? answer.error.message : `HTTP ${status}`);
  }
  return data as T;
}

/** The number's display form, which also proves the token may use it. */
export async function readNumber(ctx: AppContext, phoneNumberId: string, token: string): Promise<string> {
  const answer = await call<{ display_phone_number?: unknown }>(ctx, token, `${phoneNumberId}?fields=display_phone_number`);
  return typeof answer.display_phone_number === 'string' ? answer.display_phone_number : phoneNumberId;
}

export interface TemplateMessage {
  phoneNumberId: string;
  token: string;
  to: string;
  template: string;
  language: string;
  params: string[];
}

/** Sends a template message; Meta's id of it (wamid), which its webhook's statuses carry. */
export async function sendTemplate(ctx: AppContext, m: TemplateMessage): Promise<string> {
  const answer = await call<{ messages?: { id?: unknown }[] }>(ctx, m.token, `${m.phoneNumberId}/messages`, {
    messaging_product: 'whatsapp',
    to: m.to,
    type: 'template',
    template: {
      name: m.template,
      language: { code: m.language },
      components: [{ type: 'body', parameters: m.params.map((text) => ({ type: 'text', text })) }],
    },
  });
  const id = answer.messages?.[0]?.id;
  if (typeof id !== 'string' || !id) throw new Error('resposta sem o id da mensagem');
  return id;
}
