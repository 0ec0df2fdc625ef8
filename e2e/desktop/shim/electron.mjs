// The thinnest stand-in for the `electron` module, so the built main process (out/main/index.js)
// runs in plain Node: in the start-up smoke test and in the desktop test bench, where each window is a
// Chromium page driven by Playwright. Everything of ours runs for real; only Electron's own objects are
// replaced, and they report what main did to `host`, which the test drives.
import { EventEmitter } from 'node:events';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WindowBase } from './window.mjs';

// Electron's own: where the packaged app's resources are (electron-updater looks for its files there).
process.resourcesPath ??= fileURLToPath(new URL('../../../resources', import.meta.url));

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

function freshHost() {
  return {
    userData: process.env.PAINEL_USER_DATA ?? process.cwd(),
    singleInstance: process.env.PAINEL_SECOND_INSTANCE !== '1',
    quit: false,
    ready: false,
    windows: [],
    ipc: new Map(),
    protocols: new Map(),
    menu: undefined,
    shownInFolder: [],
    external: [],
    /** The window that has the focus (the last one shown, or the one the test focuses). */
    focused: null,
    /** Native notifications main showed: { title, body, click() }. */
    notifications: [],
    notificationsSupported: true,
    /** Every count main put on the dock/launcher badge. */
    badges: [],
    /** The tray icon: its tooltip and menu. */
    tray: null,
    /** The permission handlers main set on the windows' session: { request, check }. */
    permissions: {},
    /** What main wrote to the clipboard. */
    clipboard: [],
    /** Folders and files main opened with the system. */
    openedPaths: [],
    /** Called when a window loads a URL (the bench opens a Playwright page here). */
    load: async () => {},
    /** Called when main sends to a window (the bench delivers it to the page). */
    deliver: () => {},
    /** Called when main reloads a window (the bench loads its page again). */
    reload: async () => {},
    dialogs: {
      save: async () => ({ canceled: true }),
      open: async () => ({ canceled: true, filePaths: [] }),
      message: async () => ({ response: 0 }),
    },
  };
}

/** What main did, and the answers the test gives; `reset()` before each start of main. */
export const host = (globalThis.__electronHost ??= freshHost());
export function reset() {
  app.removeAllListeners();
  Object.assign(host, freshHost());
}

export class WebContents extends EventEmitter {
  url = '';
  constructor(win) {
    super();
    this.window = win;
  }
  send(channel, payload) {
    host.deliver(this, channel, payload);
  }
  getURL() {
    return this.url;
  }
  setWindowOpenHandler(handler) {
    this.openHandler = handler;
  }
  reload() {
    void host.reload(this);
  }
  isDestroyed() {
    return this.window.destroyed;
  }
}

export class BrowserWindow extends WindowBase {
  static getFocusedWindow() {
    if (host.focused && !host.focused.destroyed) return host.focused;
    return host.windows.filter((w) => !w.destroyed).at(-1) ?? null;
  }
  static getAllWindows() {
    return host.windows.filter((w) => !w.destroyed);
  }
  static fromWebContents(webContents) {
    return webContents.window ?? null;
  }
  constructor(options) {
    super(options);
    this.webContents = new WebContents(this);
    host.windows.push(this);
  }
  async loadURL(url) {
    this.webContents.url = url;
    await host.load(this, url);
    this.emit('ready-to-show');
  }
  focus() {
    this.focused = (this.focused ?? 0) + 1;
    host.focused = this;
  }
  isFocused() {
    return host.focused === this && !this.destroyed;
  }
  /** A window shown takes the focus, as on a desktop. */
  show() {
    this.visible = true;
    host.focused = this;
  }
  setOverlayIcon(image, description) {
    this.overlay = image ? description : null;
  }
}

// On globalThis like `host`: the bench may load this file as another module instance than main's.
export const app = (globalThis.__electronApp ??= Object.assign(new EventEmitter(), {
  isPackaged: false,
  whenReady: () => Promise.resolve().then(() => void (host.ready = true)),
  requestSingleInstanceLock: () => host.singleInstance,
  quit: () => void (host.quit = true),
  getPath: (name) => (name === 'logs' ? join(host.userData, 'logs') : host.userData),
  setAppLogsPath: () => {},
  getVersion: () => '0.0.0-test',
  getName: () => 'painel-revenda',
  setAsDefaultProtocolClient: () => true,
  setBadgeCount: (count) => (host.badges.push(count), true),
}));

export const ipcMain = {
  handle: (channel, handler) => void host.ipc.set(channel, handler),
  on: () => {},
};

export const protocol = {
  registerSchemesAsPrivileged: () => {},
  handle: (scheme, handler) => void host.protocols.set(scheme, handler),
};

/** What main fetches: its own build's files, and the server's images (through the real network). */
export const net = {
  async fetch(url) {
    if (/^https?:/.test(String(url))) return fetch(url);
    const path = fileURLToPath(url);
    try {
      return new Response(await readFile(path), { headers: { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' } });
    } catch {
      return new Response('', { status: 404 });
    }
  },
};

export const dialog = {
  showSaveDialog: (options) => host.dialogs.save(options),
  showOpenDialog: (options) => host.dialogs.open(options),
  showMessageBox: (options) => host.dialogs.message(options),
};

export const shell = {
  openExternal: async (url) => void host.external.push(url),
  showItemInFolder: (path) => void host.shownInFolder.push(path),
  openPath: async (path) => (host.openedPaths.push(path), ''),
};

export const clipboard = { writeText: (text) => void host.clipboard.push(text) };

/** The windows' session: main's permission handlers are kept for the bench, which applies them to the pages. */
export const session = {
  defaultSession: {
    setPermissionRequestHandler: (handler) => void (host.permissions.request = handler),
    setPermissionCheckHandler: (handler) => void (host.permissions.check = handler),
  },
};

export const screen = { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }] };

/** A native notification: recorded in `host.notifications` when shown; the test calls its `click()`. */
export class Notification extends EventEmitter {
  static isSupported() {
    return host.notificationsSupported;
  }
  constructor(options) {
    super();
    this.options = options;
  }
  show() {
    host.notifications.push({ title: this.options.title, body: this.options.body, click: () => this.emit('click') });
  }
}

export class Tray extends EventEmitter {
  constructor(image) {
    super();
    this.image = image;
    host.tray = { tooltip: '', menu: [] };
  }
  setToolTip(text) {
    host.tray.tooltip = text;
  }
  setContextMenu(menu) {
    host.tray.menu = menu.template;
  }
}

const image = (source) => ({ source, resize: (size) => ({ source, size }) });
export const nativeImage = { createFromPath: image, createFromDataURL: image };

export const Menu = {
  buildFromTemplate: (template) => ({ template }),
  setApplicationMenu: (menu) => void (host.menu = menu),
};

const electron = { app, BrowserWindow, clipboard, dialog, ipcMain, Menu, nativeImage, net, Notification, protocol, screen, session, shell, Tray };
// For `require('electron')` (electron-require.cjs).
globalThis.__electronShim = electron;
export default electron;
