// The browser adapter: fetch to the same origin with the bearer token from local storage, a Blob
// download for exports, window.open for windows, a BroadcastChannel between tabs, and the ticket
// notices through the browser's Notification API (web-notices.ts).
import { CALLS } from '../../shared/calls';
import { EVENTS_PATH, followEvents, type ServerEvent } from '../../shared/events';
import { MSG, SESSION_ENDING_401 } from '../../shared/messages';
import { uploadForm, type ApiRequest, type ApiResponse, type Platform } from '../../shared/platform';
import { STORAGE_KEYS } from '../app/storage-keys';
import { loadPart } from '../components/lazyPart';
import { createTabTitle, createWebNotices } from './web-notices';

/** The Web Lock whose holder keeps the one live stream of this browser and shares it with the other tabs. */
const EVENTS_LOCK = 'painel-revenda-events';

export function queryString(query: ApiRequest['query']): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== '') params.set(k, String(v));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function isSessionEnding(status: number, data: unknown): boolean {
  return status === 401 && SESSION_ENDING_401.includes((data as { message?: string })?.message ?? '');
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return { message: text };
  }
}

export function createWebPlatform(): Platform {
  const channel = typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel('painel-revenda') : null;
  const sessionListeners = new Set<() => void>();
  const invalidateListeners = new Set<(tags: string[]) => void>();

  const endSession = (tellOthers: boolean) => {
    localStorage.removeItem(STORAGE_KEYS.token);
    notices.forget();
    setTitleCount(0);
    if (tellOthers) channel?.postMessage({ type: 'session-ended' });
    sessionListeners.forEach((l) => l());
  };
  const notices = createWebNotices({
    channel,
    readProfile: () => send({ method: CALLS.profile.method, path: CALLS.profile.path }),
    open: (route) => window.open(route, '_blank', 'noopener'),
  });
  const setTitleCount = createTabTitle();

  const liveListeners = new Set<(event: ServerEvent) => void>();
  let stopLive: (() => void) | null = null;
  const deliver = (event: ServerEvent) => liveListeners.forEach((l) => l(event));

  channel?.addEventListener('message', (event: MessageEvent) => {
    if (event.data?.type === 'session-ended') endSession(false);
    if (event.data?.type === 'invalidate') invalidateListeners.forEach((l) => l(event.data.tags));
    if (event.data?.type === 'server-event') deliver(event.data.event);
  });

  /**
   * One stream per browser, not per tab (six tabs would otherwise use up the browser's six connections
   * to the server): the tab holding the lock follows the stream and passes each event on to the others.
   */
  function startLive() {
    const abort = new AbortController();
    const follow = () =>
      followEvents({
        open: async (signal) => {
          const token = localStorage.getItem(STORAGE_KEYS.token);
          return token ? fetch(EVENTS_PATH, { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' }, signal }) : null;
        },
        onEvent: (event) => {
          deliver(event);
          channel?.postMessage({ type: 'server-event', event });
          // This tab holds the browser's one stream: it alone decides the notices.
          notices.handle(event).catch(() => undefined);
        },
        onUnauthorized: (body) => isSessionEnding(401, body) && endSession(true),
        signal: abort.signal,
      });
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    if (locks && channel) locks.request(EVENTS_LOCK, { signal: abort.signal }, follow).catch(() => {});
    else void follow();
    return () => abort.abort();
  }

  async function send<T>(req: ApiRequest): Promise<ApiResponse<T>> {
    const token = localStorage.getItem(STORAGE_KEYS.token);
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (req.body !== undefined && !req.file) headers['content-type'] = 'application/json';
    if (req.requestId) headers['idempotency-key'] = req.requestId;
    try {
      const res = await fetch(`${req.path}${queryString(req.query)}`, {
        method: req.method,
        headers,
        body: req.file ? uploadForm({ ...req, file: req.file }) : req.body === undefined ? undefined : JSON.stringify(req.body),
      });
      const data = await readBody(res);
      if (isSessionEnding(res.status, data)) endSession(true);
      return { status: res.status, data: data as T };
    } catch {
      return { status: 0, data: { message: MSG.networkError } as T };
    }
  }

  return {
    kind: 'web',
    request: send,
    async login<T>(body: unknown) {
      const res = await send<Record<string, unknown>>({ method: CALLS.login.method, path: CALLS.login.path, body });
      const { access_token, ...rest } = (res.data ?? {}) as Record<string, unknown>;
      if (res.status === 200 && typeof access_token === 'string') localStorage.setItem(STORAGE_KEYS.token, access_token);
      return { status: res.status, data: rest as T };
    },
    async logout() {
      if (localStorage.getItem(STORAGE_KEYS.token)) await send({ method: CALLS.logout.method, path: CALLS.logout.path });
      endSession(true);
    },
    onSessionEnded(listener) {
      sessionListeners.add(listener);
      return () => sessionListeners.delete(listener);
    },
    broadcastInvalidate(tags) {
      channel?.postMessage({ type: 'invalidate', tags });
    },
    onInvalidate(listener) {
      invalidateListeners.add(listener);
      return () => invalidateListeners.delete(listener);
    },
    subscribe(listener) {
      liveListeners.add(listener);
      stopLive ??= startLive();
      return () => {
        liveListeners.delete(listener);
        if (liveListeners.size === 0) {
          stopLive?.();
          stopLive = null;
        }
      };
    },
    async openWindow(route) {
      window.open(route, '_blank', 'noopener');
    },
    async exportExcel(file) {
      try {
        // exceljs is large: load it with the first export, not with the app.
        const { buildWorkbook } = await loadPart(() => import('../../shared/excel'));
        const bytes = await buildWorkbook(file);
        const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
        const a = Object.assign(document.createElement('a'), { href: url, download: file.fileName });
        document.body.appendChild(a);
        a.click();
        a.remove();
        setTimeout(() => URL.revokeObjectURL(url), 10_000);
        return { saved: true };
      } catch (error) {
        return { saved: false, error: error instanceof Error ? error.message : String(error) };
      }
    },
    async downloadFile(req, fileName) {
      const token = localStorage.getItem(STORAGE_KEYS.token);
      try {
        const res = await fetch(`${req.path}${queryString(req.query)}`, {
          method: req.method,
          headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(req.body === undefined ? {} : { 'content-type': 'application/json' }) },
          body: req.body === undefined ? undefined : JSON.stringify(req.body),
        });
        if (!res.ok) {
          const data = await readBody(res);
          if (isSessionEnding(res.status, data)) endSession(true);
          return { saved: false, error: (data as { message?: string })?.message || MSG.networkError };
        }
        const url = URL.createObjectURL(await res.blob());
        const a = Object.assign(document.createElement('a'), { href: url, download: fileName });
        document.body.appendChild(a);
        a.click();
        a.remove();
        setTimeout(() => URL.revokeObjectURL(url), 10_000);
        return { saved: true };
      } catch {
        return { saved: false, error: MSG.networkError };
      }
    },
    async showInFolder() {
      /* The browser lists its own downloads. */
    },
    async getExportDir() {
      return null;
    },
    async chooseExportDir() {
      return null;
    },
    async clearExportDir() {
      /* Downloads go where the browser keeps them. */
    },
    async getServerUrl() {
      return null;
    },
    async setServerUrl() {
      /* The web shell always talks to the server that served it. */
    },
    showingTicket: (ticketId) => notices.showing(ticketId),
    setUnreadCount: (count) => setTitleCount(count),
    getTicketNotices: async () => notices.state(),
    setTicketNotices: (on) => notices.set(on),
  };
}
