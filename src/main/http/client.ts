// Main owns the HTTP client: the renderer never holds the token. A session-ending 401 (spec section 8)
// forgets the token and tells every window.
import { MSG, SESSION_ENDING_401 } from '../../shared/messages';
import { uploadForm, type ApiRequest, type ApiResponse } from '../../shared/platform';
import { CALLS } from '../../shared/calls';
import type { TokenVault } from '../secrets/vault';

export interface HttpDeps {
  serverUrl: () => string;
  vault: TokenVault;
  onSessionEnded: () => void;
  fetch?: typeof fetch;
}

export function createHttpClient({ serverUrl, vault, onSessionEnded, fetch: doFetch = fetch }: HttpDeps) {
  async function request<T = unknown>(req: ApiRequest): Promise<ApiResponse<T>> {
    const base = serverUrl();
    const url = new URL(req.path, base);
    for (const [k, v] of Object.entries(req.query ?? {})) if (v !== undefined && v !== '') url.searchParams.set(k, String(v));
    const headers: Record<string, string> = { accept: 'application/json' };
    const token = await vault.get(base);
    if (token) headers.authorization = `Bearer ${token}`;
    if (req.body !== undefined && !req.file) headers['content-type'] = 'application/json';
    if (req.requestId) headers['idempotency-key'] = req.requestId;
    let res: Response;
    try {
      const body = req.file ? uploadForm({ ...req, file: req.file }) : req.body === undefined ? undefined : JSON.stringify(req.body);
      res = await doFetch(url, { method: req.method, headers, body });
    } catch {
      return { status: 0, data: { message: MSG.networkError } as T };
    }
    const text = await res.text();
    let data: unknown;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      data = { message: text };
    }
    if (res.status === 401 && SESSION_ENDING_401.includes((data as { message?: string })?.message ?? '')) {
      await vault.clear(base);
      onSessionEnded();
    }
    return { status: res.status, data: data as T };
  }

  return {
    request,
    /** A binary answer (a backup file): its bytes, or the server's message. */
    async download(req: ApiRequest): Promise<{ bytes: Uint8Array } | { error: string }> {
      const base = serverUrl();
      const token = await vault.get(base);
      const headers: Record<string, string> = {};
      if (token) headers.authorization = `Bearer ${token}`;
      if (req.body !== undefined) headers['content-type'] = 'application/json';
      try {
        const res = await doFetch(new URL(req.path, base), {
          method: req.method,
          headers,
          body: req.body === undefined ? undefined : JSON.stringify(req.body),
        });
        if (res.ok) return { bytes: new Uint8Array(await res.arrayBuffer()) };
        const text = await res.text();
        let message = text;
        try {
          message = (JSON.parse(text) as { message?: string }).message ?? text;
        } catch {
          /* plain text */
        }
        if (res.status === 401 && SESSION_ENDING_401.includes(message)) {
          await vault.clear(base);
          onSessionEnded();
        }
        return { error: message || MSG.networkError };
      } catch {
        return { error: MSG.networkError };
      }
    },
    /** A streaming GET with the token (the live events), or null without a session. */
    async stream(path: string, signal: AbortSignal): Promise<Response | null> {
      const base = serverUrl();
      const token = await vault.get(base);
      if (!token) return null;
      return doFetch(new URL(path, base), { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' }, signal });
    },
    async login<T = unknown>(body: unknown): Promise<ApiResponse<T>> {
      const res = await request<Record<string, unknown>>({ method: CALLS.login.method, path: CALLS.login.path, body });
      const { access_token, ...rest } = (res.data ?? {}) as Record<string, unknown>;
      if (res.status === 200 && typeof access_token === 'string') await vault.set(serverUrl(), access_token);
      return { status: res.status, data: rest as T };
    },
    async logout(): Promise<void> {
      if (await vault.get(serverUrl())) await request({ method: CALLS.logout.method, path: CALLS.logout.path });
      await vault.clear(serverUrl());
      onSessionEnded();
    },
  };
}
export type HttpClient = ReturnType<typeof createHttpClient>;
