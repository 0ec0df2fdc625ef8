// The desktop adapter: every call crosses the preload bridge to Electron main, which owns the HTTP
// client, the token (OS keychain), the windows and the files.
import type { PanelBridge, Platform } from '../../shared/platform';

export function createElectronPlatform(bridge: PanelBridge = window.panel!): Platform {
  return { kind: 'desktop', ...bridge };
}
