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
  openWindow: (route) => ipcRenderer.invoke(CHANNELS.openWindow, route),
  exportExcel: (file) => ipcRenderer.invoke(CHANNELS.exportExcel, file),
  getServerUrl: () => ipcRenderer.invoke(CHANNELS.getServerUrl),
  setServerUrl: (url) => ipcRenderer.invoke(CHANNELS.setServerUrl, url),
} satisfies PanelBridge;

contextBridge.exposeInMainWorld('panel', api);
