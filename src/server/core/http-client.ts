// The one client of the panel's outbound HTTP calls (the WhatsApp Graph API, the Xtream panel and its
// player API, the registrar, the collector's probe), over Node's own fetch (docs/decisions.md, "Um
// cliente HTTP de saída"). Every call has a timeout; one that is safe to repeat is tried once more when
// the connection failed or the server said it was busy; a call that got no answer fails with a pt-BR
// text. What an answer means (a refusal, an error code in its JSON) stays with each caller.

/** A call that got no answer: its pt-BR reason, which the callers put after their own lead ('registrador inacessível: ...'). */
export class RemoteError extends Error {
  constructor(
    message: string,
    readonly reason: 'timeout' | 'network',
  ) {
    super(message);
  }
}

export interface RemoteCall {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** A JSON body (sent as application/json), a form, or a body already written (a signed one, sent as it is). */
  json?: unknown;
  form?: URLSearchParams;
  body?: string;
  /** The whole call, answer read included; a call still running then has failed. */
  timeoutMs: number;
  /**
   * Whether a failed try is repeated (once): by default when the call is safe to repeat, a GET. A read
   * that a service takes as a POST says true; a probe whose verdict is its one try says false.
   */
  retry?: boolean;
  /** 'manual' takes a redirect as the answer itself. */
  redirect?: RequestRedirect;
}

export interface RemoteAnswer {
  status: number;
  ok: boolean;
  /** The body read as JSON; null when it is empty or not JSON. */
  data: unknown;
}

/** The statuses that say 'later', not 'no': worth another try of a call safe to repeat. */
const BUSY = new Set([429, 502, 503, 504]);
const RETRY_PAUSE_MS = 300;

/** Node's codes of a connection that failed, as a reseller or an admin reads them. */
const NETWORK_REASONS: [RegExp, (host: string) => string][] = [
  [/^(ENOTFOUND|EAI_AGAIN)$/, (host) => `${host} não foi encontrado`],
  [/^ECONNREFUSED$/, (host) => `${host} recusou a conexão`],
  [/^(ECONNRESET|UND_ERR_SOCKET)$/, (host) => `a conexão com ${host} caiu`],
  [/CERT/, (host) => `o certificado de ${host} não é válido`],
  [/TLS|SSL/, (host) => `a conexão segura com ${host} falhou`],
];

/** The pt-BR reason of a fetch that got no answer (fetch says 'fetch failed' and hides the code in its cause). */
function remoteError(error: unknown, url: string | URL, timeoutMs: number): RemoteError {
  const host = URL.parse(url)?.host || 'o servidor';
  if ((error as Error)?.name === 'TimeoutError') return new RemoteError(`${host} não respondeu em ${(timeoutMs / 1000).toLocaleString('pt-BR')} s`, 'timeout');
  const cause = (error as { cause?: { code?: unknown; errors?: { code?: unknown }[] } })?.cause;
  // A connection tried on IPv4 and IPv6 fails with an AggregateError: the first one's code.
  const code = String(cause?.code ?? cause?.errors?.[0]?.code ?? '');
  const reason = NETWORK_REASONS.find(([pattern]) => pattern.test(code))?.[1](host) ?? `falha ao conectar a ${host}`;
  return new RemoteError(code ? `${reason} (${code})` : reason, 'network');
}

async function send<T>(url: string | URL, call: RemoteCall, read: (response: Response) => Promise<T>): Promise<T> {
  const method = call.method ?? 'GET';
  const retry = call.retry ?? method === 'GET';
  const body = call.form ?? call.body ?? (call.json === undefined ? undefined : JSON.stringify(call.json));
  const headers = { ...(call.json === undefined ? {} : { 'content-type': 'application/json' }), ...call.headers };
  for (let tries = 1; ; tries++) {
    const last = !retry || tries > 1;
    try {
      const response = await fetch(url, { method, headers, body, redirect: call.redirect, signal: AbortSignal.timeout(call.timeoutMs) });
      if (last || !BUSY.has(response.status)) return await read(response);
      await response.body?.cancel();
    } catch (error) {
      const failure = remoteError(error, url, call.timeoutMs);
      // A server that let the whole timeout pass is not asked again: the caller would wait twice as long.
      if (last || failure.reason === 'timeout') throw failure;
    }
    await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
  }
}

/** Calls and reads the answer as JSON; throws RemoteError only when no answer came. */
export function callJson(url: string | URL, call: RemoteCall): Promise<RemoteAnswer> {
  return send(url, call, async (response) => {
    const text = await response.text();
    let data: unknown = null;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON (an HTML error page): the caller judges by the status.
    }
    return { status: response.status, ok: response.ok, data };
  });
}

/** Whether the server answers at all: its status, the body left unread; throws RemoteError when no answer came. */
export function reach(url: string | URL, call: RemoteCall): Promise<number> {
  return send(url, call, async (response) => {
    await response.body?.cancel().catch(() => undefined);
    return response.status;
  });
}
