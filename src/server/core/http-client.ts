// The one client of the panel's outbound HTTP calls (the WhatsApp Graph API, the Xtream panel and its
// player API, the registrar, the collector's probe, Mercado Pago, Turnstile, the webhooks), over undici's
// fetch (docs/decisions.md, "Um cliente HTTP de saída"). Every call has a timeout; one that is safe to
// repeat is tried once more when the connection failed or the server said it was busy; a call that got no
// answer fails with a pt-BR text. A call for the public internet (a webhook) reaches no internal address:
// each one it resolves to is judged when connecting ("Endereços de saída"). What an answer means (a
// refusal, an error code in its JSON) stays with each caller.
import { lookup } from 'node:dns';
import { lookup as lookupAll } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, buildConnector, fetch, type Response } from 'undici';
import { SERVER_MSG } from '../messages';

/** A call that got no answer: its pt-BR reason, which the callers put after their own lead ('registrador inacessível: ...'). */
export class RemoteError extends Error {
  constructor(
    message: string,
    readonly reason: 'timeout' | 'network' | 'internal',
  ) {
    super(message);
  }
}

/**
 * Where a call may connect: by default anywhere (the admin's own services, an Xtream panel on the LAN);
 * 'public', the public internet only; 'public-or-loopback', that and this machine (WEBHOOKS_ALLOW_LOCAL).
 */
export type Addresses = 'public' | 'public-or-loopback';

/** What an address reaches: the public internet, this machine, or the networks around it (private, reserved...). */
export type AddressKind = 'public' | 'loopback' | 'internal';

/** The IPv4 address in two 16-bit parts of an IPv6 address, its bits inverted for a Teredo client's. */
function ipv4In(parts: number[], at: number, inverted = false): ipaddr.IPv4 {
  const bits = ((parts[at] << 16) | parts[at + 1]) ^ (inverted ? 0xffffffff : 0);
  return new ipaddr.IPv4([bits >>> 24, (bits >>> 16) & 255, (bits >>> 8) & 255, bits & 255]);
}

/** The IPv6 ways to another network's IPv4 (NAT64 at 64:ff9b::/96, 6to4, Teredo's server and client) and what they carry. */
const CARRIED: Record<string, (parts: number[]) => ipaddr.IPv4[]> = {
  rfc6052: (parts) => (parts.slice(2, 6).every((part) => part === 0) ? [ipv4In(parts, 6)] : []),
  '6to4': (parts) => [ipv4In(parts, 1)],
  teredo: (parts) => [ipv4In(parts, 2), ipv4In(parts, 6, true)],
};

function kindOf(address: ipaddr.IPv4 | ipaddr.IPv6): AddressKind {
  const range = address.range();
  if (range === 'loopback') return 'loopback';
  if (address.kind() === 'ipv4') return range === 'unicast' ? 'public' : 'internal';
  const { parts } = address as ipaddr.IPv6;
  // An IPv4 address written as IPv6 (mapped ::ffff:a.b.c.d, translated, compatible ::a.b.c.d) is that address.
  if (range === 'ipv4Mapped' || range === 'rfc6145' || (range === 'unicast' && parts.slice(0, 6).every((part) => part === 0))) return kindOf(ipv4In(parts, 6));
  const carried = CARRIED[range]?.(parts);
  if (carried) return carried.length > 0 && carried.every((ip) => kindOf(ip) === 'public') ? 'public' : 'internal';
  return range === 'unicast' ? 'public' : 'internal';
}

/** What an address reaches, by ipaddr.js's ranges, in any spelling; one that does not parse is internal. */
export function addressKind(address: string): AddressKind {
  try {
    return kindOf(ipaddr.parse(address));
  } catch {
    return 'internal';
  }
}

const allows = (addresses: Addresses, address: string) => {
  const kind = addressKind(address);
  return kind === 'public' || (kind === 'loopback' && addresses === 'public-or-loopback');
};

/** Whether `addresses` lets a call reach a URL's host, before it is saved: the literal address, or all a name resolves to (one that resolves to nothing yet is left to the connection). */
export async function allowsHost(addresses: Addresses, hostname: string): Promise<boolean> {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return allows(addresses, host);
  const found = await lookupAll(host, { all: true }).catch(() => []);
  return found.every(({ address }) => allows(addresses, address));
}

/** A connection refused before it was made: its address is one the call may not reach. */
class InternalAddress extends Error {}

/**
 * The connections of calls limited to `addresses`: the address connected to is judged when connecting,
 * a name once resolved (the addresses the socket then uses, so a name that changes after it was saved
 * does not pass) and a literal address as it is. A refused one is never connected to.
 */
function limitedTo(addresses: Addresses): Agent {
  const judgedLookup: LookupFunction = (hostname, options, callback) =>
    lookup(hostname, { ...options, all: true }, (error, found) => {
      if (error) callback(error, '');
      else if (found.some(({ address }) => !allows(addresses, address))) callback(new InternalAddress(), '');
      else if (options.all) callback(null, found);
      else callback(null, found[0].address, found[0].family);
    });
  const connect = buildConnector({ lookup: judgedLookup });
  return new Agent({
    connect: (options, callback) =>
      isIP(options.hostname) && !allows(addresses, options.hostname) ? callback(new InternalAddress(), null) : connect(options, callback),
  });
}
const LIMITED: Record<Addresses, Agent> = { public: limitedTo('public'), 'public-or-loopback': limitedTo('public-or-loopback') };

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
  /** Where the call may connect; anywhere when absent. */
  addresses?: Addresses;
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
  // The same text for every internal address, whatever listens there: the answer is no port scanner.
  if (cause instanceof InternalAddress) return new RemoteError(SERVER_MSG.internalAddress, 'internal');
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
      const response = await fetch(url, {
        method,
        headers,
        body,
        redirect: call.redirect,
        signal: AbortSignal.timeout(call.timeoutMs),
        dispatcher: call.addresses && LIMITED[call.addresses],
      });
      if (last || !BUSY.has(response.status)) return await read(response);
      await response.body?.cancel();
    } catch (error) {
      const failure = remoteError(error, url, call.timeoutMs);
      // A server that let the whole timeout pass is not asked again: the caller would wait twice as long.
      if (last || failure.reason !== 'network') throw failure;
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
