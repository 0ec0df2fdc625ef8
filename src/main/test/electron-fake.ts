// A hand-made fake of the parts of `electron` main uses, for vi.mock('electron', ...). Electron's own
// objects (notifications, the tray, the dock badge) only record here what main asked of them.
import { EventEmitter } from 'node:events';

export class FakeWebContents extends EventEmitter {
  url = '';
  sent: { channel: string; payload: unknown }[] = [];
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

export class FakeBrowserWindow extends EventEmitter {
  static created: FakeBrowserWindow[] = [];
  static getAllWindows() {
    return FakeBrowserWindow.created.filter((w) => !w.destroyed);
  }
  webContents = new FakeWebContents();
  destroyed = false;
  /** How often focus() was called. */
  focused = 0;
  /** Whether the window has the focus now (focus() gives it, and takes it from the others). */
  hasFocus = false;
  overlay: { image: unknown; description: string } | null = null;
  bounds: { x: number; y: number; width: number; height: number };
  constructor(readonly options: Record<string, any>) {
    super();
    this.bounds = { x: options.x ?? 0, y: options.y ?? 0, width: options.width, height: options.height };
    FakeBrowserWindow.created.push(this);
  }
  loadURL(url: string) {
    this.webContents.url = url;
    return Promise.resolve();
  }
  isDestroyed() {
    return this.destroyed;
  }
  isMinimized() {
    return false;
  }
  restore() {}
  focus() {
    this.focused++;
    for (const w of FakeBrowserWindow.created) w.hasFocus = w === this;
  }
  isFocused() {
    return this.hasFocus;
  }
  show() {}
  getBounds() {
    return this.bounds;
  }
  setOverlayIcon(image: unknown, description: string) {
    this.overlay = image ? { image, description } : null;
  }
  close() {
    this.destroyed = true;
    this.emit('closed');
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

export const handlers = new Map<string, (event: unknown, arg: unknown) => unknown>();
export const opened: string[] = [];

/** What main asked of the app object: the dock/launcher badge and quitting. */
export const fakeApp = Object.assign(new EventEmitter(), {
  badges: [] as number[],
  quits: 0,
  setBadgeCount(count: number) {
    fakeApp.badges.push(count);
    return true;
  },
  quit() {
    fakeApp.quits++;
  },
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
  fakeApp.removeAllListeners();
  handlers.clear();
  opened.length = 0;
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
  shell: { openExternal: (url: string) => opened.push(url) },
};
