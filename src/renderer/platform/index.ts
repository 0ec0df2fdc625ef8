// The platform the renderer runs on, chosen once at start: Electron when the preload bridge exists,
// the browser otherwise. Tests install the fake.
import type { Platform } from '../../shared/platform';
import { createElectronPlatform } from './electron';
import { createWebPlatform } from './web';

let current: Platform | undefined;

export function getPlatform(): Platform {
  current ??= typeof window !== 'undefined' && 'panel' in window ? createElectronPlatform() : createWebPlatform();
  return current;
}

export function setPlatform(platform: Platform): void {
  current = platform;
}
