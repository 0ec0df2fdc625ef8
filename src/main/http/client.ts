// Main owns the HTTP client: the renderer never holds the token. A session-ending 401 (spec section 8)
// forgets the token and tells every window.
import { MSG, SESSION_ENDING_401 } from '../../shared/messages';
import type { ApiRequest, ApiResponse } from '../../shared/platform';
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
    const token = vault.get(base);
    if (token) headers.authorization = `Bearer ${token}`;
    if (req.body !== undefined) headers['content-type'] = 'application/json';
    if (req.requestId) headers['idempotency-key'] = req.requestId;
    let res: Response;
    try {
      res = await doFetch(url, { method: req.method, headers, body: req.body === undefined ? undefined : JSON.stringify(req.body) });
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
      vault.clear(base);
      onSessionEnded();
    }
    return { status: res.status, data: data as T };
  }

  return {
    request,
    async login<T = unknown>(body: unknown): Promise<ApiResponse<T>> {
      const res = await request<Record<string, unknown>>({ method: 'POST', path: '/api/login', body });
      const { access_token, ...rest } = (res.data ?? {}) as Record<string, unknown>;
      if (res.status === 200 && typeof access_token === 'string') vault.set(serverUrl(), access_token);
      return { status: res.status, data: rest as T };
    },
    async logout(): Promise<void> {
      if (vault.get(serverUrl())) await request({ method: 'POST', path: '/api/logout' });
      vault.clear(serverUrl());
      onSessionEnded();
    },
  };
}
export type HttpClient = ReturnType<typeof createHttpClient>;
