// A hand-made fake of the parts of `electron` main uses, for vi.mock('electron', ...). Electron's own
// objects (notifications, the tray, the dock badge, sessions, dialogs, the clipboard) only record here
// what main asked of them; `net.request` is Node's HTTP client, as electron-updater uses Electron's.
import { EventEmitter } from 'node:events';
import { request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import { WindowBase } from '../../../e2e/desktop/shim/window.mjs';

export class FakeWebContents extends EventEmitter {
  url = '';
  sent: { channel: string; payload: unknown }[] = [];
  reloads = 0;
  destroyed = false;
  reload() {
    this.reloads++;
  }
  isDestroyed() {
    return this.destroyed;
  }
  openHandler?: (details: { url: string }) => { action: string };
  send(channel: string, payload: unknown) {
    this.sent.push({ channel, payload });
  }
  getURL() {
    return this.url;
  }
  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }) {
    this.openHandler = handler;
  }
}

export class FakeBrowserWindow extends WindowBase {
  static created: FakeBrowserWindow[] = [];
  static getAllWindows() {
    return FakeBrowserWindow.created.filter((w) => !w.destroyed);
  }
  static fromWebContents(webContents: FakeWebContents) {
    return FakeBrowserWindow.created.find((w) => w.webContents === webContents) ?? null;
  }
  webContents = new FakeWebContents();
  /** How often focus() was called. */
  focused = 0;
  /** Whether the window has the focus now (focus() gives it, and takes it from the others). */
  hasFocus = false;
  overlay: { image: unknown; description: string } | null = null;
  constructor(options: Record<string, any>) {
    super(options);
    FakeBrowserWindow.created.push(this);
  }
  loadURL(url: string) {
    this.webContents.url = url;
    return Promise.resolve();
  }
  focus() {
    this.focused++;
    for (const w of FakeBrowserWindow.created) w.hasFocus = w === this;
  }
  isFocused() {
    return this.hasFocus;
  }
  show() {}
  setOverlayIcon(image: unknown, description: string) {
    this.overlay = image ? { image, description } : null;
  }
}

/** A native notification: recorded when shown; a test clicks it with `emit('click')`. */
export class FakeNotification extends EventEmitter {
  static shown: FakeNotification[] = [];
  static supported = true;
  static isSupported() {
    return FakeNotification.supported;
  }
  constructor(readonly options: { title: string; body: string }) {
    super();
  }
  show() {
    FakeNotification.shown.push(this);
  }
}

type MenuItem = { label?: string; type?: string; click?: () => void };

export class FakeTray extends EventEmitter {
  static created: FakeTray[] = [];
  tooltip = '';
  menu: MenuItem[] = [];
  constructor(readonly image: unknown) {
    super();
    FakeTray.created.push(this);
  }
  setToolTip(text: string) {
    this.tooltip = text;
  }
  setContextMenu(menu: { template: MenuItem[] }) {
    this.menu = menu.template;
  }
}

type PermissionRequest = (webContents: unknown, permission: string, callback: (granted: boolean) => void, details: { requestingUrl: string }) => void;
type PermissionCheck = (webContents: unknown, permission: string, requestingOrigin: string) => boolean;

/** A session: keeps the permission handlers main sets. */
export class FakeSession {
  onRequest?: PermissionRequest;
  onCheck?: PermissionCheck;
  setPermissionRequestHandler(handler: PermissionRequest) {
    this.onRequest = handler;
  }
  setPermissionCheckHandler(handler: PermissionCheck) {
    this.onCheck = handler;
  }
}

export const handlers = new Map<string, (event: unknown, arg: unknown) => unknown>();
export const opened: string[] = [];
/** Folders and files main opened with the system (shell.openPath). */
export const openedPaths: string[] = [];
/** What main wrote to the clipboard. */
export const clipboardTexts: string[] = [];
/** The message boxes main showed; `answer` picks the button (by label) the user clicks. */
export const dialogs = {
  shown: [] as { message: string; detail?: string; buttons?: string[]; type?: string }[],
  answer: (_options: { buttons?: string[] }) => 0,
};

/** What main asked of the app object: the dock/launcher badge and quitting; what electron-updater reads of it. */
export const fakeApp = Object.assign(new EventEmitter(), {
  badges: [] as number[],
  quits: 0,
  relaunches: 0,
  version: '1.0.0',
  isPackaged: true,
  userData: '/tmp',
  setBadgeCount(count: number) {
    fakeApp.badges.push(count);
    return true;
  },
  quit() {
    fakeApp.quits++;
  },
  relaunch() {
    fakeApp.relaunches++;
  },
  whenReady: () => Promise.resolve(),
  getVersion: () => fakeApp.version,
  getName: () => 'painel-revenda',
  getAppPath: () => fakeApp.userData,
  getPath: () => fakeApp.userData,
});

const image = (source: string) => ({ source, resize: (size: { width: number; height: number }) => ({ source, size }) });

/** Forgets what the Electron objects recorded (call before each test). */
export function resetElectronFake() {
  FakeBrowserWindow.created = [];
  FakeNotification.shown = [];
  FakeNotification.supported = true;
  FakeTray.created = [];
  fakeApp.badges = [];
  fakeApp.quits = 0;
  fakeApp.relaunches = 0;
  fakeApp.version = '1.0.0';
  fakeApp.removeAllListeners();
  handlers.clear();
  opened.length = 0;
  openedPaths.length = 0;
  clipboardTexts.length = 0;
  dialogs.shown = [];
  dialogs.answer = () => 0;
}

export const electronFake = {
  app: fakeApp,
  BrowserWindow: FakeBrowserWindow,
  Notification: FakeNotification,
  Tray: FakeTray,
  Menu: { buildFromTemplate: (template: MenuItem[]) => ({ template }) },
  nativeImage: { createFromPath: image, createFromDataURL: image },
  ipcMain: { handle: (channel: string, fn: (event: unknown, arg: unknown) => unknown) => handlers.set(channel, fn) },
  screen: { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }] },
  shell: { openExternal: (url: string) => opened.push(url), openPath: async (path: string) => (openedPaths.push(path), '') },
  clipboard: { writeText: (text: string) => void clipboardTexts.push(text) },
  dialog: {
    showMessageBox: async (options: { message: string; detail?: string; buttons?: string[]; type?: string }) => {
      dialogs.shown.push(options);
      return { response: dialogs.answer(options) };
    },
  },
  session: { defaultSession: new FakeSession(), fromPartition: () => new FakeSession() },
  net: {
    request: (options: { protocol?: string; hostname?: string; port?: string | number; path?: string; method?: string; headers?: Record<string, string> }) =>
      httpRequest({
        protocol: options.protocol,
        hostname: options.hostname,
        port: options.port,
        path: options.path,
        method: options.method ?? 'GET',
        headers: options.headers,
      }),
  },
};

/**
 * Packages main loads from node_modules (electron-updater) require('electron') through Node, not
 * through vi.mock: Node's module cache gives them this fake too (the real package would download Electron).
 */
export function fakeElectronForPackages() {
  const require = createRequire(import.meta.url);
  const path = require.resolve('electron');
  require.cache[path] = { id: path, filename: path, loaded: true, exports: electronFake } as unknown as NodeJS.Module;
}
