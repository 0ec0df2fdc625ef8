// Live updates: the events the server pushes on GET /api/events (Server-Sent Events), and one client
// loop that reads them over fetch, so the bearer token goes in a header as on every other call (the
// browser's EventSource cannot send one). The web adapter and Electron main both use it.
import { CALLS } from './calls';

export type TicketChange = 'created' | 'message' | 'status' | 'blocked' | 'finished';

export interface TicketEvent {
  type: 'ticket';
  id: number;
  system: 1 | 2;
  change: TicketChange;
  /** The ticket's title (a notification shows it; everyone the event reaches may see the ticket). */
  title: string;
  /** The account that opened the ticket. */
  owner: number;
  /** The account whose action this is: news for the others, not for itself (see shared/notices.ts). */
  by: number;
}

/** An announcement was published, edited or deleted; a message to the account arrived or was read. */
export type CommunicationEvent = { type: 'announcement' } | { type: 'message' };

/** What the account may do changed: its permissions (the admin's 'Permissões') or the panel's settings flags. */
export type AccessEvent = { type: 'access' };

/**
 * The account's sessions may have ended (logout, password change, block, deletion): each of its open
 * streams checks its own token again at once and closes if it no longer holds. Never sent to a client.
 */
export type SessionEvent = { type: 'session' };

/**
 * `ready`: the stream is open, or the server hears changes again after its database came back (after
 * a reconnection, what was missed must be read again). `offline`: the live updates stopped (the
 * stream dropped, or the server lost its database) and are being restored; the screens say
 * 'Reconectando...' until the next `ready`.
 */
export type LinkEvent = { type: 'ready' } | { type: 'offline' };
/** The account's lines changed (any write, from any route, job or instance): its open lists ask for what changed. */
export type LinesEvent = { type: 'lines' };
export type ServerEvent = TicketEvent | CommunicationEvent | AccessEvent | SessionEvent | LinkEvent | LinesEvent;

/** The stream's path, as the table of calls has it. */
export const EVENTS_PATH = CALLS.events.path;

/** Parses a text/event-stream body, calling `onEvent` with each event's data (comments are skipped). */
export async function readEventStream(body: ReadableStream<Uint8Array>, onData: (data: string, event: string) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let data: string[] = [];
  let event = 'message';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let newline: number;
    while ((newline = buffer.search(/\r?\n/)) >= 0) {
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + (buffer[newline] === '\r' ? 2 : 1));
      if (line === '') {
        if (data.length) onData(data.join('\n'), event);
        data = [];
        event = 'message';
      } else if (!line.startsWith(':')) {
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'data') data.push(value);
        else if (field === 'event') event = value;
      }
    }
  }
}

export interface FollowOptions {
  /** Opens the stream (fetch with the token); null when there is no session to open it with. */
  open: (signal: AbortSignal) => Promise<Response | null>;
  onEvent: (event: ServerEvent) => void;
  /** A 401 answer: the loop stops (a session-ending one is the adapter's to handle). */
  onUnauthorized?: (body: unknown) => void;
  signal: AbortSignal;
  /** First retry delay; doubles up to `maxRetryMs` while the server stays away. */
  retryMs?: number;
  maxRetryMs?: number;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * Follows the stream until aborted, reconnecting after a drop; resolves when it stops. A drop, or a
 * first connection that fails, is told once as `offline`; the server's `ready` tells it is back.
 */
export async function followEvents({ open, onEvent, onUnauthorized, signal, retryMs = 1000, maxRetryMs = 15_000 }: FollowOptions): Promise<void> {
  let delay = retryMs;
  let offline = false;
  const deliver = (event: ServerEvent) => {
    offline = event.type === 'offline' || (offline && event.type !== 'ready');
    onEvent(event);
  };
  while (!signal.aborted) {
    // Without a session there is nothing to reconnect: waiting for one is not being offline.
    let tried = true;
    try {
      const res = await open(signal);
      tried = res !== null;
      if (res?.status === 401) {
        onUnauthorized?.(await res.json().catch(() => null));
        return;
      }
      if (res?.ok && res.body) {
        delay = retryMs;
        await readEventStream(res.body, (data) => {
          try {
            deliver(JSON.parse(data) as ServerEvent);
          } catch {
            /* not ours */
          }
        });
      }
    } catch {
      /* the network or the server went away: try again below */
    }
    if (signal.aborted) return;
    if (tried && !offline) deliver({ type: 'offline' });
    await sleep(delay, signal);
    delay = Math.min(delay * 2, maxRetryMs);
  }
}
