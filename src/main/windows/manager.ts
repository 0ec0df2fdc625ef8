// The window manager: any route of the renderer in its own window (tickets and logs side by side, one
// chat window per ticket), one window per route, bounds remembered, and broadcasting to all of them.
import { BrowserWindow, screen, shell, type WebContents } from 'electron';
import { join } from 'node:path';
import { routeSchema } from '../ipc/schemas';
import type { Bounds, SettingsStore } from '../settings';

export const APP_ORIGIN = 'app://panel';

const DEFAULT_SIZE = { width: 1280, height: 820 };

/** Whether `url` is a page of the app served from `origin`. */
export const isOurs = (url: string, origin: string) => url === origin || url.startsWith(`${origin}/`);

/** Keeps remembered bounds only while they still fall on a connected display. */
export function visibleBounds(bounds: Bounds | undefined, displays: { workArea: Bounds }[]): Bounds | undefined {
  if (!bounds) return undefined;
  const onScreen = displays.some(
    ({ workArea: a }) => bounds.x < a.x + a.width && bounds.x + bounds.width > a.x && bounds.y < a.y + a.height && bounds.y + bounds.height > a.y,
  );
  return onScreen ? bounds : undefined;
}

/**
 * `origin` is where the renderer is served: the app:// protocol, or Vite's dev server under
 * `electron-vite dev`.
 */
export function createWindowManager(store: SettingsStore, preloadPath: string, origin: string = APP_ORIGIN) {
  const windows = new Map<string, BrowserWindow>();
  /** The tickets each window's page says it shows (a chat window, or the chat opened over the list), with how many times. */
  const showing = new WeakMap<WebContents, Map<number, number>>();
  // While quitting, windows close one by one: the layout to restore is the one before that.
  let quitting = false;
  const rememberLayout = () => quitting || store.set('openRoutes', [...windows.keys()]);

  function guard(win: BrowserWindow) {
    const { webContents } = win;
    // Navigation stays inside the app; https links leave for the system browser; new windows only through the manager.
    webContents.on('will-navigate', (event, url) => {
      if (!isOurs(url, origin)) {
        event.preventDefault();
        if (url.startsWith('https://')) void shell.openExternal(url);
      }
    });
    webContents.setWindowOpenHandler(({ url }) => {
      if (url.startsWith('https://')) void shell.openExternal(url);
      else if (isOurs(url, origin)) open(new URL(url).pathname);
      return { action: 'deny' };
    });
  }

  function open(route: string): BrowserWindow {
    const existing = windows.get(route);
    if (existing && !existing.isDestroyed()) {
      if (existing.isMinimized()) existing.restore();
      existing.focus();
      return existing;
    }
    const saved = visibleBounds(store.get('bounds')[route], screen.getAllDisplays());
    const win = new BrowserWindow({
      ...DEFAULT_SIZE,
      ...saved,
      show: false,
      title: 'Painel Revenda',
      webPreferences: { preload: preloadPath, sandbox: true, contextIsolation: true, nodeIntegration: false, webSecurity: true },
    });
    windows.set(route, win);
    rememberLayout();
    guard(win);
    // A new page (a reload) shows nothing until its screens say so again.
    win.webContents.on('did-navigate', () => showing.delete(win.webContents));
    const remember = () => store.set('bounds', { ...store.get('bounds'), [route]: win.getBounds() });
    win.on('resize', remember);
    win.on('move', remember);
    win.on('closed', () => {
      windows.delete(route);
      rememberLayout();
    });
    win.once('ready-to-show', () => win.show());
    void win.loadURL(`${origin}${route}`);
    return win;
  }

  return {
    open,
    /** Reopens the windows of the last run (or the dashboard). */
    restoreLayout() {
      const routes = store.get('openRoutes')?.filter((r) => routeSchema.safeParse(r).success) ?? [];
      for (const route of routes.length > 0 ? routes : ['/dashboard']) open(route);
    },
    /** Called on before-quit: the windows closing from now on stay in the layout. */
    quitting() {
      quitting = true;
    },
    /** Sends to every window (but `except`, the one that already knows). */
    sendToAll(channel: string, payload?: unknown, except?: WebContents) {
      for (const win of windows.values()) if (!win.isDestroyed() && win.webContents !== except) win.webContents.send(channel, payload);
    },
    /** True for the web contents of one of our windows showing our own app. */
    owns(sender: WebContents): boolean {
      return [...windows.values()].some((w) => !w.isDestroyed() && w.webContents === sender) && isOurs(sender.getURL(), origin);
    },
    count: () => windows.size,
    /** The sender's page shows (`shown`) or no longer shows a ticket's chat. */
    showingTicket(sender: WebContents, ticketId: number, shown: boolean) {
      const counts = showing.get(sender) ?? new Map<number, number>();
      const next = (counts.get(ticketId) ?? 0) + (shown ? 1 : -1);
      if (next > 0) counts.set(ticketId, next);
      else counts.delete(ticketId);
      showing.set(sender, counts);
    },
    /** Whether the focused window shows this ticket: its chat window's route, or a chat its page reported. */
    focusedOn(ticketId: number): boolean {
      return [...windows.values()].some((w) => {
        if (w.isDestroyed() || !w.isFocused()) return false;
        const path = URL.canParse(w.webContents.getURL()) ? new URL(w.webContents.getURL()).pathname : '';
        return path === `/ticket/${ticketId}` || (showing.get(w.webContents)?.has(ticketId) ?? false);
      });
    },
  };
}
export type WindowManager = ReturnType<typeof createWindowManager>;

export const preloadFile = (outDir: string) => join(outDir, '../preload/index.cjs');
