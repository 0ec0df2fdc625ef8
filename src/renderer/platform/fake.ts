// The test fake of the Platform: answers come from a route table; calls are recorded.
import type { ApiRequest, ApiResponse, ExcelExport, Platform } from '../../shared/platform';

export type FakeRoute = (req: ApiRequest) => ApiResponse | Promise<ApiResponse>;

export interface FakePlatform extends Platform {
  calls: ApiRequest[];
  exports: ExcelExport[];
  opened: string[];
  /** Tags this window told the others about. */
  broadcasts: string[][];
  serverUrl: string | null;
  routes: Map<string, FakeRoute>;
  /** Answer `METHOD /path` with a function of the request, or with `data` (and a status, 200 by default). */
  on(key: string, answer: FakeRoute): FakePlatform;
  on(key: string, answer: unknown, status?: number): FakePlatform;
  endSession(): void;
  /** Another window says these tags changed. */
  emitInvalidate(tags: string[]): void;
}

export function createFakePlatform(kind: Platform['kind'] = 'web'): FakePlatform {
  const sessionListeners = new Set<() => void>();
  const invalidateListeners = new Set<(tags: string[]) => void>();
  const fake: FakePlatform = {
    kind,
    calls: [],
    exports: [],
    opened: [],
    broadcasts: [],
    serverUrl: null,
    routes: new Map(),
    on(key: string, answer: unknown, status: number = 200) {
      fake.routes.set(key, typeof answer === 'function' ? (answer as FakeRoute) : () => ({ status, data: answer }));
      return fake;
    },
    async request<T>(req: ApiRequest) {
      fake.calls.push(req);
      const route = fake.routes.get(`${req.method} ${req.path}`);
      if (!route) return { status: 404, data: { message: `sem rota ${req.method} ${req.path}` } as T };
      return (await route(req)) as ApiResponse<T>;
    },
    async login<T>(body: unknown) {
      const res = await fake.request<Record<string, unknown>>({ method: 'POST', path: '/api/login', body });
      const { access_token: _token, ...rest } = (res.data ?? {}) as Record<string, unknown>;
      return { status: res.status, data: rest as T };
    },
    async logout() {
      fake.endSession();
    },
    endSession() {
      sessionListeners.forEach((l) => l());
    },
    onSessionEnded(listener) {
      sessionListeners.add(listener);
      return () => sessionListeners.delete(listener);
    },
    broadcastInvalidate(tags) {
      fake.broadcasts.push(tags);
    },
    emitInvalidate(tags) {
      invalidateListeners.forEach((l) => l(tags));
    },
    onInvalidate(listener) {
      invalidateListeners.add(listener);
      return () => invalidateListeners.delete(listener);
    },
    async openWindow(route) {
      fake.opened.push(route);
    },
    async exportExcel(file) {
      fake.exports.push(file);
      return { saved: true };
    },
    async getServerUrl() {
      return fake.serverUrl;
    },
    async setServerUrl(url) {
      fake.serverUrl = url;
    },
  };
  return fake;
}
