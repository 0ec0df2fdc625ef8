// The browser adapter: fetch to the same origin with the bearer token from local storage, a Blob
// download for exports, window.open for windows, and a BroadcastChannel between tabs.
import { MSG, SESSION_ENDING_401 } from '../../shared/messages';
import type { ApiRequest, ApiResponse, Platform } from '../../shared/platform';

const TOKEN_KEY = 'token';

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
    localStorage.removeItem(TOKEN_KEY);
    if (tellOthers) channel?.postMessage({ type: 'session-ended' });
    sessionListeners.forEach((l) => l());
  };

  channel?.addEventListener('message', (event: MessageEvent) => {
    if (event.data?.type === 'session-ended') endSession(false);
    if (event.data?.type === 'invalidate') invalidateListeners.forEach((l) => l(event.data.tags));
  });

  async function send<T>(req: ApiRequest): Promise<ApiResponse<T>> {
    const token = localStorage.getItem(TOKEN_KEY);
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (req.body !== undefined) headers['content-type'] = 'application/json';
    if (req.requestId) headers['idempotency-key'] = req.requestId;
    try {
      const res = await fetch(`${req.path}${queryString(req.query)}`, {
        method: req.method,
        headers,
        body: req.body === undefined ? undefined : JSON.stringify(req.body),
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
      const res = await send<Record<string, unknown>>({ method: 'POST', path: '/api/login', body });
      const { access_token, ...rest } = (res.data ?? {}) as Record<string, unknown>;
      if (res.status === 200 && typeof access_token === 'string') localStorage.setItem(TOKEN_KEY, access_token);
      return { status: res.status, data: rest as T };
    },
    async logout() {
      if (localStorage.getItem(TOKEN_KEY)) await send({ method: 'POST', path: '/api/logout' });
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
    async openWindow(route) {
      window.open(route, '_blank', 'noopener');
    },
    async exportExcel(file) {
      try {
        // exceljs is large: load it with the first export, not with the app.
        const { buildWorkbook } = await import('../../shared/excel');
        const bytes = await buildWorkbook(file);
        const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
        const a = Object.assign(document.createElement('a'), { href: url, download: file.fileName });
        document.body.appendChild(a);
        a.click();
        a.remove();
        setTimeout(() => URL.revokeObjectURL(url), 10_000);
        return { saved: true };
      } catch (error) {
        return { saved: false, error: String(error) };
      }
    },
    async getServerUrl() {
      return null;
    },
    async setServerUrl() {
      /* The web shell always talks to the server that served it. */
    },
  };
}
