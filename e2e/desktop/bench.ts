// The desktop test bench: the built app's real main process (out/main/index.js) runs in the test's
// Node with only `electron` replaced (shim/electron.mjs) and the keychain kept in a file; each window
// it opens is a Chromium page that loads the built renderer through main's own app:// handler (CSP
// included) and gets `window.panel` from the built preload, whose ipcRenderer crosses to main's real
// IPC handlers. The HTTP client talks to the real server of the e2e run.
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import type { EventEmitter } from 'node:events';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { request as playwrightRequest } from '@playwright/test';
import { adminApi, type Api } from '../support/api';
import { E2E_PORT } from '../support/env';

export const SERVER_URL = `http://127.0.0.1:${E2E_PORT}`;
/** Where the pages live: app://panel/<route> is served to Chromium as https://app.panel/<route>
// (https: a secure context, as app:// is registered in main, for Web Crypto). */
const PAGE_ORIGIN = 'https://app.panel';
const APP_ORIGIN = 'app://panel';
const toPage = (url: string) => url.replace(APP_ORIGIN, PAGE_ORIGIN);
const toApp = (url: string) => url.replace(PAGE_ORIGIN, APP_ORIGIN);

// The stand-in `electron` and the file-backed keychain (shim/hooks.mjs) for main's imports and requires.
await import(pathToFileURL(resolve('e2e/desktop/shim/register.mjs')).href);

/** Electron's permission names, as Chromium's pages know them (Playwright's `grantPermissions`). */
const PAGE_PERMISSIONS: Record<string, string[]> = {
  notifications: ['notifications'],
  'clipboard-sanitized-write': ['clipboard-write'],
  'clipboard-read': ['clipboard-read'],
  geolocation: ['geolocation'],
  media: ['camera', 'microphone'],
  midi: ['midi'],
};

interface ShimWindow {
  webContents: { url: string; getURL(): string; window: ShimWindow };
  page?: Page;
  destroyed: boolean;
  close(): void;
}

export interface Host {
  windows: ShimWindow[];
  /** The window with the focus (the last shown, or one the test focuses with `desktop.focus`). */
  focused: ShimWindow | null;
  /** The native notifications main showed; `click()` is the user's click on one. */
  notifications: { title: string; body: string; click: () => void }[];
  /** Every count main put on the dock/launcher badge. */
  badges: number[];
  tray: { tooltip: string; menu: { label?: string; type?: string; click?: () => void }[] } | null;
  ipc: Map<string, (event: { sender: unknown }, arg: unknown) => unknown>;
  protocols: Map<string, (request: Request) => Promise<Response>>;
  menu?: { template: { label: string; submenu: { label?: string; click?: () => void }[] }[] };
  shownInFolder: string[];
  /** Main's permission handlers on the windows' session. */
  permissions: { check?: (webContents: unknown, permission: string, requestingOrigin: string) => boolean };
  clipboard: string[];
  openedPaths: string[];
  load: (win: ShimWindow, url: string) => Promise<void>;
  reload: (webContents: { window: ShimWindow }) => Promise<void>;
  deliver: (webContents: { window: ShimWindow | null }, channel: string, payload: unknown) => void;
  dialogs: {
    save: (options: { defaultPath?: string }) => Promise<{ canceled: boolean; filePath?: string }>;
    open: (options: unknown) => Promise<{ canceled: boolean; filePaths: string[] }>;
    message: (options: { message: string; buttons: string[] }) => Promise<{ response: number }>;
  };
}

/** The built preload, run in each page with an ipcRenderer that crosses to main through a binding. */
function preloadScript(): string {
  const preload = readFileSync('out/preload/index.cjs', 'utf8');
  return `(() => {
    if (location.origin !== '${PAGE_ORIGIN}') return;
    const listeners = new Map();
    const ipcRenderer = {
      invoke: (channel, arg) => window.__electronInvoke(channel, arg),
      on: (channel, fn) => { if (!listeners.has(channel)) listeners.set(channel, new Set()); listeners.get(channel).add(fn); },
      removeListener: (channel, fn) => listeners.get(channel)?.delete(fn),
    };
    window.__electronDeliver = (channel, payload) => listeners.get(channel)?.forEach((fn) => fn({}, payload));
    const contextBridge = { exposeInMainWorld: (key, api) => { window[key] = api; } };
    const require = (name) => { if (name === 'electron') return { ipcRenderer, contextBridge }; throw new Error('preload: ' + name); };
    const module = { exports: {} };
    const exports = module.exports;
    ${preload}
  })();`;
}

let runs = 0;

export class DesktopApp {
  /** Every answer main gave the renderer over IPC (to prove the token never crossed). */
  readonly answers: unknown[] = [];
  /** Everything main sent to the windows (channel and payload), in order. */
  readonly delivered: { channel: string; payload: unknown }[] = [];
  readonly userData = mkdtempSync(join(tmpdir(), 'painel-desktop-'));
  readonly keyringFile = join(this.userData, 'keyring.json');
  constructor(
    readonly host: Host,
    readonly context: BrowserContext,
  ) {}

  /** Called when the test is over: forgets what main left on the test's process. */
  stopped = () => {};

  /** The keychain's content: what the vault stored. */
  keyring(): Record<string, string> {
    return existsSync(this.keyringFile) ? JSON.parse(readFileSync(this.keyringFile, 'utf8')) : {};
  }

  /** The open windows' pages, in the order main opened them. */
  pages(): Page[] {
    return this.host.windows.filter((w) => !w.destroyed && w.page).map((w) => w.page!);
  }

  /** The page of the window main opens next (after `action`). */
  async nextWindow(action: () => Promise<unknown> | unknown): Promise<Page> {
    const before = this.host.windows.length;
    await action();
    await expect.poll(() => this.host.windows.length > before && !!this.host.windows.at(-1)!.page).toBe(true);
    const page = this.host.windows.at(-1)!.page!;
    await page.waitForLoadState('domcontentloaded');
    return page;
  }

  /** The same route in this app's pages: https://app.panel/<route>. */
  url(route: string): string {
    return `${PAGE_ORIGIN}${route}`;
  }

  /** Gives the focus to the window of `page`, as a click on it would. */
  focus(page: Page): void {
    this.host.focused = this.host.windows.find((w) => w.page === page) ?? null;
  }

  /** Whether main follows the live stream (its 'ready' reached the windows). */
  liveReady(): boolean {
    return this.delivered.some((d) => d.channel === 'server:event' && (d.payload as { type?: string })?.type === 'ready');
  }

  /** Clicks an item of main's application menu, as the user would. */
  clickMenu(menu: string, item: string): void {
    const entry = this.host.menu!.template.find((m) => m.label === menu)!.submenu.find((i) => i.label === item)!;
    entry.click!();
  }
}

/** Starts the built main process over a fresh user-data folder; its first window opens in `context`. */
export async function startDesktop(context: BrowserContext, shimEnv: Record<string, string> = {}): Promise<DesktopApp> {
  const shim: { host: Host; reset(): void; app: EventEmitter } = await import(new URL('./shim/electron.mjs', import.meta.url).href);
  shim.reset();
  const app = new DesktopApp(shim.host, context);
  const pageWindows = new Map<Page, ShimWindow>();
  Object.assign(process.env, { PAINEL_USER_DATA: app.userData, PAINEL_KEYRING_FILE: app.keyringFile, PAINEL_SERVER_URL: SERVER_URL, ...shimEnv });
  Object.assign(shim.host, { userData: app.userData });

  await context.route(`${PAGE_ORIGIN}/**`, async (route) => {
    const res = await shim.host.protocols.get('app')!(new Request(toApp(route.request().url())));
    await route.fulfill({ status: res.status, headers: Object.fromEntries(res.headers), body: Buffer.from(await res.arrayBuffer()) });
  });
  await context.exposeBinding('__electronInvoke', async ({ page }, channel: string, arg: unknown) => {
    const handler = shim.host.ipc.get(channel);
    if (!handler) throw new Error(`No handler registered for '${channel}'`);
    // A page main did not open is a foreign sender: it gets a web contents of its own, which main does not own.
    const sender = pageWindows.get(page)?.webContents ?? { url: toApp(page.url()), getURL: () => toApp(page.url()) };
    const answer = await handler({ sender }, arg);
    app.answers.push(answer);
    return answer;
  });
  await context.addInitScript({ content: preloadScript() });

  shim.host.load = async (win, url) => {
    const page = await context.newPage();
    win.page = page;
    pageWindows.set(page, win);
    win.webContents.getURL = () => toApp(page.url());
    // A page replaced by a reload leaves its window open.
    page.on('close', () => win.page !== page || win.destroyed || win.close());
    // Chromium's renderer gone: Electron's 'render-process-gone' (Playwright does not tell the exit code).
    page.on('crash', () => shim.app.emit('render-process-gone', {}, win.webContents, { reason: 'crashed', exitCode: -1 }));
    await page.goto(toPage(url));
  };
  // A reload starts the window's page again: a crashed page cannot be reloaded, so a new one takes its place.
  shim.host.reload = async ({ window: win }) => {
    const old = win.page!;
    await shim.host.load(win, toApp(old.url()));
    await old.close();
  };
  shim.host.deliver = (webContents, channel, payload) => {
    app.delivered.push({ channel, payload });
    void webContents.window?.page?.evaluate(([c, p]) => (window as any).__electronDeliver?.(c, p), [channel, payload] as const).catch(() => {});
  };

  runs += 1;
  const faultListeners = () => [...process.listeners('uncaughtException'), ...process.listeners('unhandledRejection')];
  const before = new Set(faultListeners());
  // A fresh module instance per start (the query string), as a fresh process would have.
  await import(`${pathToFileURL(resolve('out/main/index.js')).href}?run=${runs}`);
  // Main's fault handlers go with it when it stops, as its process would end (they share this test's process).
  app.stopped = () => {
    for (const listener of faultListeners().filter((l) => !before.has(l))) {
      process.removeListener('uncaughtException', listener);
      process.removeListener('unhandledRejection', listener);
    }
  };
  // The pages get exactly the permissions main's handler grants the app's origin, as Electron would apply them.
  const check = shim.host.permissions.check!;
  const granted = Object.entries(PAGE_PERMISSIONS).flatMap(([permission, names]) => (check(null, permission, APP_ORIGIN) ? names : []));
  await context.grantPermissions(granted, { origin: PAGE_ORIGIN });
  await expect.poll(() => app.pages().length).toBeGreaterThan(0);
  return app;
}

export const test = base.extend<{ desktop: DesktopApp; admin: Api }>({
  admin: async ({}, use) => {
    const ctx = await playwrightRequest.newContext({ baseURL: SERVER_URL });
    await use(await adminApi(ctx));
    await ctx.dispose();
  },
  desktop: async ({ browser }, use) => {
    const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport: { width: 1280, height: 820 } });
    const app = await startDesktop(context);
    await use(app);
    await context.close();
    app.stopped();
  },
});
export { expect };
