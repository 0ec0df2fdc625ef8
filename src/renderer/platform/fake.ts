// The test fake of the Platform: answers come from a route table; calls are recorded.
import { CALLS } from '../../shared/calls';
import type { ServerEvent } from '../../shared/events';
import type { NoticeState } from '../../shared/notices';
import type { ApiRequest, ApiResponse, ExcelExport, Platform } from '../../shared/platform';

export type FakeRoute = (req: ApiRequest) => ApiResponse | Promise<ApiResponse>;

export interface FakePlatform extends Platform {
  calls: ApiRequest[];
  exports: ExcelExport[];
  /** Files downloaded (downloadFile). */
  downloads: { req: ApiRequest; fileName: string }[];
  opened: string[];
  /** Tags this window told the others about. */
  broadcasts: string[][];
  serverUrl: string | null;
  exportDir: string | null;
  /** Files shown in their folder. */
  shown: string[];
  routes: Map<string, FakeRoute>;
  /** Answer `METHOD /path` with a function of the request, or with `data` (and a status, 200 by default). */
  on(key: string, answer: FakeRoute): FakePlatform;
  on(key: string, answer: unknown, status?: number): FakePlatform;
  endSession(): void;
  /** Another window says these tags changed. */
  emitInvalidate(tags: string[]): void;
  /** The server pushes an event on the live stream. */
  emitServerEvent(event: ServerEvent): void;
  /** How many listeners follow the live stream now. */
  liveListeners: () => number;
  /** The tickets this window says it shows now. */
  showing: number[];
  /** Every unread count the app set, in order. */
  unreadCounts: number[];
  /** The notices switch (desktop: on by default; web: off). */
  ticketNotices: NoticeState;
  /** Each turn of the switch. */
  noticeSwitches: boolean[];
}

export function createFakePlatform(kind: Platform['kind'] = 'web'): FakePlatform {
  const sessionListeners = new Set<() => void>();
  const invalidateListeners = new Set<(tags: string[]) => void>();
  const liveListeners = new Set<(event: ServerEvent) => void>();
  const fake: FakePlatform = {
    kind,
    calls: [],
    exports: [],
    downloads: [],
    opened: [],
    broadcasts: [],
    serverUrl: null,
    exportDir: null,
    shown: [],
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
      const res = await fake.request<Record<string, unknown>>({ method: CALLS.login.method, path: CALLS.login.path, body });
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
    subscribe(listener) {
      liveListeners.add(listener);
      return () => liveListeners.delete(listener);
    },
    emitServerEvent(event) {
      liveListeners.forEach((l) => l(event));
    },
    liveListeners: () => liveListeners.size,
    async openWindow(route) {
      fake.opened.push(route);
    },
    async exportExcel(file) {
      fake.exports.push(file);
      return kind === 'desktop' ? { saved: true, path: `${fake.exportDir ?? '/exportações'}/${file.fileName}` } : { saved: true };
    },
    async downloadFile(req, fileName) {
      fake.downloads.push({ req, fileName });
      // A route given for the call answers a refusal as the server would; without one the file comes.
      const route = fake.routes.get(`${req.method} ${req.path}`);
      const answer = route ? await route(req) : { status: 200, data: null };
      if (answer.status >= 400) return { saved: false, error: (answer.data as { message?: string })?.message };
      return kind === 'desktop' ? { saved: true, path: `${fake.exportDir ?? '/exportações'}/${fileName}` } : { saved: true };
    },
    async showInFolder(path) {
      fake.shown.push(path);
    },
    async getExportDir() {
      return fake.exportDir;
    },
    async chooseExportDir() {
      fake.exportDir = '/home/revenda/Planilhas';
      return fake.exportDir;
    },
    async clearExportDir() {
      fake.exportDir = null;
    },
    async getServerUrl() {
      return fake.serverUrl;
    },
    async setServerUrl(url) {
      fake.serverUrl = url;
    },
    showing: [],
    unreadCounts: [],
    ticketNotices: kind === 'desktop' ? 'on' : 'off',
    noticeSwitches: [],
    showingTicket(ticketId) {
      fake.showing.push(ticketId);
      return () => {
        const at = fake.showing.indexOf(ticketId);
        if (at >= 0) fake.showing.splice(at, 1);
      };
    },
    setUnreadCount(count) {
      fake.unreadCounts.push(count);
    },
    async getTicketNotices() {
      return fake.ticketNotices;
    },
    async setTicketNotices(on) {
      fake.noticeSwitches.push(on);
      fake.ticketNotices = on ? 'on' : 'off';
      return fake.ticketNotices;
    },
  };
  return fake;
}
