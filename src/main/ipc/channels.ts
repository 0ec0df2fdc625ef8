// IPC channel names, shared by main and the preload (which, sandboxed, may import nothing but electron).
export const CHANNELS = {
  request: 'api:request',
  login: 'api:login',
  logout: 'api:logout',
  invalidate: 'cache:invalidate',
  openWindow: 'window:open',
  exportExcel: 'export:excel',
  getServerUrl: 'server:get',
  setServerUrl: 'server:set',
} as const;

/** Events main sends to every window. */
export const EVENTS = { sessionEnded: 'session:ended', invalidate: 'cache:invalidate' } as const;
