// Desktop settings kept by electron-store: the server address, window bounds and layout, the export
// folder chosen in the settings, the last folder a save dialog used, the ticket notices switch and the
// automatic update downloads switch.
export interface Bounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface DesktopSettings {
  serverUrl: string;
  /** Chosen in the settings: exports are written here without a dialog. */
  exportDir?: string;
  /** Where the last save dialog saved; the next one opens there. */
  lastExportDir?: string;
  bounds: Record<string, Bounds>;
  /** The routes open when the app last quit, reopened at the next start. */
  openRoutes?: string[];
  /** Native notifications of new ticket messages and tickets ('Notificações' on /me); on unless false. */
  ticketNotices?: boolean;
  /** 'Baixar atualizações automaticamente' in 'Ajuda'; on unless false. */
  autoDownloadUpdates?: boolean;
}

/** The part of electron-store the app uses (a Map-like fake in tests). */
export interface SettingsStore {
  get<K extends keyof DesktopSettings>(key: K): DesktopSettings[K];
  set<K extends keyof DesktopSettings>(key: K, value: DesktopSettings[K]): void;
  delete(key: keyof DesktopSettings): void;
}

export const DEFAULT_SETTINGS: DesktopSettings = { serverUrl: 'http://127.0.0.1:3000', bounds: {} };
