// The one port between the renderer and the world. Two adapters implement it (web: fetch in the
// browser; desktop: IPC to Electron main, which owns the HTTP client and the token) and so does the
// test fake; the compiler keeps the three in step.
import type { ServerEvent } from './events';
import type { NoticeState } from './notices';
import type { ExcelExport } from './answers';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiRequest {
  method: HttpMethod;
  /** Path under the server, always starting with /api/. */
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** Client request id for idempotent credit operations (sent as the Idempotency-Key header). */
  requestId?: string;
  /** A file upload: sent as multipart/form-data (the file, and `body`'s scalar fields as text fields). */
  file?: UploadFile;
}

export interface UploadFile {
  /** The form field, e.g. 'file'. */
  field: string;
  name: string;
  type: string;
  data: Uint8Array;
}

/** The multipart body of an upload request (both adapters send the same form). */
export function uploadForm(req: ApiRequest & { file: UploadFile }): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries((req.body ?? {}) as Record<string, unknown>))
    if (value !== undefined && value !== null) form.append(key, String(value));
  form.append(req.file.field, new Blob([req.file.data as Uint8Array<ArrayBuffer>], { type: req.file.type }), req.file.name);
  return form;
}

/** Never throws for an HTTP answer: any status comes back here; only a network failure is status 0. */
export interface ApiResponse<T = unknown> {
  status: number;
  data: T;
}

// The workbook an export describes: its schema is in answers.ts (the server answers it); type-only here.
export type { ExcelColumn, ExcelExport } from './answers';

export type ExportResult = { saved: true; path?: string } | { saved: false; canceled?: boolean; error?: string };

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
  /**
   * Live server events (GET /api/events) while at least one listener is subscribed. One stream per
   * client: on the desktop main holds it and forwards to every window; on the web one tab holds it and
   * shares it with the others.
   */
  subscribe(listener: (event: ServerEvent) => void): () => void;
  /** Opens a route of the app in its own window (desktop) or tab (web). */
  openWindow(route: string): Promise<void>;
  /** Writes an Excel workbook: straight to disk on desktop, a download on the web. */
  exportExcel(file: ExcelExport): Promise<ExportResult>;
  /**
   * Downloads a file the server answers with (e.g. a backup): a browser download on the web; on the
   * desktop main fetches it with the token and saves it as an export. A refusal comes back as `error`
   * with the server's pt-BR message.
   */
  downloadFile(req: ApiRequest, fileName: string): Promise<ExportResult>;
  /** Desktop: shows a file the app saved in its folder. Web: the browser shows its downloads. */
  showInFolder(path: string): Promise<void>;
  /** Desktop: the folder exports are written to without a dialog (null: a save dialog each time). Web: null. */
  getExportDir(): Promise<string | null>;
  /** Desktop: asks for the export folder and keeps it; null when canceled. */
  chooseExportDir(): Promise<string | null>;
  clearExportDir(): Promise<void>;
  /** Desktop only: the server the app talks to, chosen on the login screen. Web: null (same origin). */
  getServerUrl(): Promise<string | null>;
  setServerUrl(url: string): Promise<void>;
  /**
   * This window (tab) shows that ticket's chat until the returned function is called: while it has the
   * focus, that ticket's notices stay away (the user is reading it).
   */
  showingTicket(ticketId: number): () => void;
  /**
   * The unread ticket count (the sidebar badges' total, see features/tickets/TicketBadge.tsx): desktop:
   * the dock/taskbar badge and the tray's tooltip; web: the tab title, '(3) Painel Revenda'.
   */
  setUnreadCount(count: number): void;
  /**
   * Whether new ticket messages and tickets are announced (shared/notices.ts decides which): desktop: a
   * native notification, on unless turned off (kept by main); web: the browser's, off until turned on.
   */
  getTicketNotices(): Promise<NoticeState>;
  /** Turns them on or off; on the web turning on asks the browser's permission then, never before. */
  setTicketNotices(on: boolean): Promise<NoticeState>;
}

/** What the Electron preload exposes as `window.panel`: the Platform, less what the renderer knows itself. */
export type PanelBridge = Omit<Platform, 'kind'>;

declare global {
  interface Window {
    panel?: PanelBridge;
  }
}
