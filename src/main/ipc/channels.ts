// IPC channel names, shared by main and the preload (which, sandboxed, may import nothing but electron).
export const CHANNELS = {
  request: 'api:request',
  login: 'api:login',
  logout: 'api:logout',
  invalidate: 'cache:invalidate',
  openWindow: 'window:open',
  exportExcel: 'export:excel',
  downloadFile: 'export:download',
  showInFolder: 'export:show-in-folder',
  getExportDir: 'export-dir:get',
  chooseExportDir: 'export-dir:choose',
  clearExportDir: 'export-dir:clear',
  getServerUrl: 'server:get',
  setServerUrl: 'server:set',
  subscribe: 'events:subscribe',
  showingTicket: 'ticket:showing',
  setUnreadCount: 'unread:set',
  getTicketNotices: 'notices:get',
  setTicketNotices: 'notices:set',
} as const;

/** Events main sends to every window. */
export const EVENTS = { sessionEnded: 'session:ended', invalidate: 'cache:invalidate', serverEvent: 'server:event' } as const;
