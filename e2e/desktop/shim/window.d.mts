// The types of window.mjs, for the unit tests' fake (TypeScript).
import { EventEmitter } from 'node:events';

export declare class WindowBase extends EventEmitter {
  destroyed: boolean;
  readonly options: Record<string, any>;
  bounds: { x: number; y: number; width: number; height: number };
  constructor(options: Record<string, any>);
  isDestroyed(): boolean;
  isMinimized(): boolean;
  restore(): void;
  getBounds(): { x: number; y: number; width: number; height: number };
  close(): void;
}
