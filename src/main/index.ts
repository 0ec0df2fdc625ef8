// Electron main: one instance, the app:// protocol serving the renderer build (with the spec's paths
// and a strict CSP), the HTTP client, the token vault, the window manager and validated IPC.
import { app, dialog, net, protocol } from 'electron';
import { existsSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { pathToFileURL } from 'node:url';
import Store from 'electron-store';
import { createHttpClient } from './http/client';
import { registerIpc } from './ipc/handlers';
import { EVENTS } from './ipc/channels';
import { writeExcel } from './exports/excel';
import { createTokenVault } from './secrets/vault';
import { DEFAULT_SETTINGS, type DesktopSettings, type SettingsStore } from './settings';
import { createWindowManager, preloadFile } from './windows/manager';

const CSP = [
  "default-src 'self'",
  "img-src 'self' data: blob:",
  // antd writes its CSS-in-JS at run time; the ALTCHA widget solves in a blob: worker.
  "style-src 'self' 'unsafe-inline'",
  "worker-src 'self' blob:",
  "script-src 'self'",
  "connect-src 'self'",
].join('; ');

protocol.registerSchemesAsPrivileged([{ scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } }]);

if (!app.requestSingleInstanceLock()) app.quit();

const rendererDir = join(import.meta.dirname, '../renderer');

/** app://panel/<path>: a file of the build, or index.html for the app's own routes (/login, /dashboard, ...). */
function serveRenderer() {
  protocol.handle('app', async (request) => {
    const { pathname } = new URL(request.url);
    const file = normalize(join(rendererDir, decodeURIComponent(pathname)));
    const target = file.startsWith(rendererDir) && existsSync(file) && !pathname.endsWith('/') ? file : join(rendererDir, 'index.html');
    const res = await net.fetch(pathToFileURL(target).toString());
    const headers = new Headers(res.headers);
    headers.set('content-security-policy', CSP);
    return new Response(res.body, { status: res.status, headers });
  });
}

app.whenReady().then(() => {
  const store = new Store<DesktopSettings>({ defaults: DEFAULT_SETTINGS }) as unknown as SettingsStore;
  // `npm start` passes the server it started; otherwise the address chosen on the login screen.
  if (process.env.PAINEL_SERVER_URL) store.set('serverUrl', process.env.PAINEL_SERVER_URL);
  const vault = createTokenVault();
  const windows = createWindowManager(store, preloadFile(import.meta.dirname));
  const http = createHttpClient({
    serverUrl: () => store.get('serverUrl'),
    vault,
    onSessionEnded: () => windows.sendToAll(EVENTS.sessionEnded),
  });
  serveRenderer();
  registerIpc({
    http,
    owns: (sender) => windows.owns(sender),
    openWindow: (route) => void windows.open(route),
    broadcast: (channel, payload, except) => windows.sendToAll(channel, payload, except),
    exportExcel: (file) =>
      writeExcel(file, store, async (defaultName) => {
        const { canceled, filePath } = await dialog.showSaveDialog({ defaultPath: defaultName, filters: [{ name: 'Excel', extensions: ['xlsx'] }] });
        return canceled ? undefined : filePath;
      }),
    getServerUrl: () => store.get('serverUrl'),
    setServerUrl: (url) => store.set('serverUrl', url),
  });
  windows.open('/dashboard');
  app.on('second-instance', () => windows.open('/dashboard'));
  app.on('activate', () => windows.count() === 0 && windows.open('/dashboard'));
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});

