// A hand-made fake of the parts of `electron` main uses, for vi.mock('electron', ...).
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
  webContents = new FakeWebContents();
  destroyed = false;
  focused = 0;
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
  }
  show() {}
  getBounds() {
    return this.bounds;
  }
  close() {
    this.destroyed = true;
    this.emit('closed');
  }
}

export const handlers = new Map<string, (event: unknown, arg: unknown) => unknown>();
export const opened: string[] = [];

export const electronFake = {
  BrowserWindow: FakeBrowserWindow,
  ipcMain: { handle: (channel: string, fn: (event: unknown, arg: unknown) => unknown) => handlers.set(channel, fn) },
  screen: { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }] },
  shell: { openExternal: (url: string) => opened.push(url) },
};
