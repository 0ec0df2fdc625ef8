// Desktop settings kept by electron-store: the server address, window bounds and the export folder.
export interface Bounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface DesktopSettings {
  serverUrl: string;
  exportDir?: string;
  bounds: Record<string, Bounds>;
}

/** The part of electron-store the app uses (a Map-like fake in tests). */
export interface SettingsStore {
  get<K extends keyof DesktopSettings>(key: K): DesktopSettings[K];
  set<K extends keyof DesktopSettings>(key: K, value: DesktopSettings[K]): void;
}

export const DEFAULT_SETTINGS: DesktopSettings = { serverUrl: 'http://127.0.0.1:3000', bounds: {} };
