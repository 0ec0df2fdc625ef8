// What the two stand-ins for Electron's BrowserWindow share: this folder's (electron.mjs, the desktop
// test bench) and the unit tests' (src/main/test/electron-fake.ts). A window keeps the bounds it was
// made with, is never minimised, and closing it destroys it and tells main ('closed').
import { EventEmitter } from 'node:events';

export class WindowBase extends EventEmitter {
  destroyed = false;
  constructor(options) {
    super();
    this.options = options;
    this.bounds = { x: options.x ?? 0, y: options.y ?? 0, width: options.width, height: options.height };
  }
  isDestroyed() {
    return this.destroyed;
  }
  isMinimized() {
    return false;
  }
  restore() {}
  getBounds() {
    return this.bounds;
  }
  close() {
    this.destroyed = true;
    this.emit('closed');
  }
}
