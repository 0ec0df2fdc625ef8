// The one port between the renderer and the world. Two adapters implement it (web: fetch in the
// browser; desktop: IPC to Electron main, which owns the HTTP client and the token) and so does the
// test fake; the compiler keeps the three in step.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiRequest {
  method: HttpMethod;
  /** Path under the server, always starting with /api/. */
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** Client request id for idempotent credit operations (sent as the Idempotency-Key header). */
  requestId?: string;
}

/** Never throws for an HTTP answer: any status comes back here; only a network failure is status 0. */
export interface ApiResponse<T = unknown> {
  status: number;
  data: T;
}

export interface ExcelColumn {
  header: string;
  key: string;
  width?: number;
  /**
   * The values are dates: pt-BR texts ('DD/MM/YYYY' or 'DD/MM/YYYY HH:mm:ss', São Paulo time, as the
   * server sends them) or instants in ms. They become real Excel date cells shown as DD/MM/YYYY HH:mm:ss.
   */
  date?: boolean;
}

export interface ExcelExport {
  /** File name with extension, e.g. 'UsersIPTV.xlsx'. */
  fileName: string;
  sheetName: string;
  columns: ExcelColumn[];
  rows: Record<string, string | number | null>[];
}

export type ExportResult = { saved: true; path?: string } | { saved: false; canceled?: boolean; error?: string };

export interface Session {
  id: number;
  username: string;
}

export interface Platform {
  readonly kind: 'web' | 'desktop';
  /** Calls the server. The adapter adds the bearer token; the renderer never sees it. */
  request<T = unknown>(req: ApiRequest): Promise<ApiResponse<T>>;
  /**
   * Logs in: POST /api/login. On success the adapter keeps the token (web: local storage;
   * desktop: OS keychain in main) and returns the answer without access_token.
   */
  login<T = unknown>(body: unknown): Promise<ApiResponse<T>>;
  /** Calls the server's logout, forgets the token, and tells every window. */
  logout(): Promise<void>;
  /** Called when the session ends anywhere (logout in another window, a session-ending 401). */
  onSessionEnded(listener: () => void): () => void;
  /** Tells every other window (or tab) that these cache tags changed. */
  broadcastInvalidate(tags: string[]): void;
  onInvalidate(listener: (tags: string[]) => void): () => void;
  /** Opens a route of the app in its own window (desktop) or tab (web). */
  openWindow(route: string): Promise<void>;
  /** Writes an Excel workbook: straight to disk on desktop, a download on the web. */
  exportExcel(file: ExcelExport): Promise<ExportResult>;
  /** Desktop only: the server the app talks to, chosen on the login screen. Web: null (same origin). */
  getServerUrl(): Promise<string | null>;
  setServerUrl(url: string): Promise<void>;
}

/** What the Electron preload exposes as `window.panel`: the Platform, less what the renderer knows itself. */
export type PanelBridge = Omit<Platform, 'kind'>;

declare global {
  interface Window {
    panel?: PanelBridge;
  }
}
