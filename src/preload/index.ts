// The typed bridge: one function per operation, exposed as `window.panel`. The renderer never gets
// ipcRenderer itself, nor the token.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import type { PanelBridge } from '../shared/platform';
import { CHANNELS, EVENTS } from '../main/ipc/channels';

function listen<T>(channel: string, listener: (payload: T) => void): () => void {
  const wrapped = (_event: IpcRendererEvent, payload: T) => listener(payload);
  ipcRenderer.on(channel, wrapped);
  return () => ipcRenderer.removeListener(channel, wrapped);
}

export const api = {
  request: (req) => ipcRenderer.invoke(CHANNELS.request, req),
  login: (body) => ipcRenderer.invoke(CHANNELS.login, body),
  logout: () => ipcRenderer.invoke(CHANNELS.logout),
  onSessionEnded: (listener) => listen(EVENTS.sessionEnded, listener),
  broadcastInvalidate: (tags) => void ipcRenderer.invoke(CHANNELS.invalidate, tags),
  onInvalidate: (listener) => listen<string[]>(EVENTS.invalidate, listener),
  // Main holds the one live stream and forwards its events to every window; asking makes sure it runs.
  subscribe: (listener) => {
    void ipcRenderer.invoke(CHANNELS.subscribe);
    return listen(EVENTS.serverEvent, listener);
  },
  openWindow: (route) => ipcRenderer.invoke(CHANNELS.openWindow, route),
  exportExcel: (file) => ipcRenderer.invoke(CHANNELS.exportExcel, file),
  downloadFile: (req, fileName) => ipcRenderer.invoke(CHANNELS.downloadFile, { req, fileName }),
  showInFolder: (path) => ipcRenderer.invoke(CHANNELS.showInFolder, path),
  getExportDir: () => ipcRenderer.invoke(CHANNELS.getExportDir),
  chooseExportDir: () => ipcRenderer.invoke(CHANNELS.chooseExportDir),
  clearExportDir: () => ipcRenderer.invoke(CHANNELS.clearExportDir),
  getServerUrl: () => ipcRenderer.invoke(CHANNELS.getServerUrl),
  setServerUrl: (url) => ipcRenderer.invoke(CHANNELS.setServerUrl, url),
  showingTicket: (ticketId) => {
    void ipcRenderer.invoke(CHANNELS.showingTicket, { ticketId, shown: true });
    return () => void ipcRenderer.invoke(CHANNELS.showingTicket, { ticketId, shown: false });
  },
  setUnreadCount: (count) => void ipcRenderer.invoke(CHANNELS.setUnreadCount, count),
  getTicketNotices: () => ipcRenderer.invoke(CHANNELS.getTicketNotices),
  setTicketNotices: (on) => ipcRenderer.invoke(CHANNELS.setTicketNotices, on),
} satisfies PanelBridge;

contextBridge.exposeInMainWorld('panel', api);
