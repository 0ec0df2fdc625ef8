// Electron main: one instance, the app:// protocol serving the renderer build (with the spec's paths
// and a strict CSP), the HTTP client, the token vault, the window manager, validated IPC, the ticket
// notices with the unread count in the dock/taskbar and the tray; the log, the permissions, the faults'
// dialogs and the updates from the panel's server (issue 33).
import { app, dialog, Menu, net, protocol, session, shell } from 'electron';
import electronUpdater from 'electron-updater';
import { existsSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { pathToFileURL } from 'node:url';
import Store from 'electron-store';
import trayIcon from '../../resources/icons/icon.png?asset';
import { CALLS } from '../shared/calls';
import { sessionViewer } from '../shared/notices';
import { createHttpClient } from './http/client';
import { createLiveRelay } from './http/events';
import { registerIpc } from './ipc/handlers';
import { EVENTS } from './ipc/channels';
import { buildInWorker } from './exports/build-in-worker';
import { writeChosen, writeExcel } from './exports/excel';
import { createTokenVault } from './secrets/vault';
import { DEFAULT_SETTINGS, type DesktopSettings, type SettingsStore } from './settings';
import { APP_ORIGIN, createWindowManager, preloadFile } from './windows/manager';
import { buildAppMenu, DEEP_LINK_SCHEME, deepLinkRoute } from './windows/menu';
import { createTicketNotices, noticeSetting } from './notices';
import { createUnreadIndicator } from './unread';
import { openLog } from './logs';
import { watchFaults } from './faults';
import { guardPermissions } from './permissions';
import { helpActions } from './help';
import { autoDownloadSetting, createUpdates } from './updates';

const CSP = [
  "default-src 'self'",
  "img-src 'self' data: blob: https: http:",
  // antd writes its CSS-in-JS at run time; the ALTCHA widget solves in a blob: worker.
  "style-src 'self' 'unsafe-inline'",
  "worker-src 'self' blob:",
  "script-src 'self'",
  "connect-src 'self'",
].join('; ');

const rendererDir = join(import.meta.dirname, '../renderer');

/** Images the server serves without login (the login backgrounds the admin uploads). */
const SERVER_IMAGE = /^\/api\/background-image\/\d+$/;

/**
 * app://panel/<path>: a file of the build, or index.html for the app's own routes (/login, /dashboard, ...);
 * a server image is fetched from the server the app talks to, so the page keeps its strict CSP.
 */
function serveRenderer(serverUrl: () => string) {
  protocol.handle('app', async (request) => {
    const { pathname } = new URL(request.url);
    if (SERVER_IMAGE.test(pathname)) {
      const res = await net.fetch(new URL(pathname, serverUrl()).toString()).catch(() => new Response('', { status: 502 }));
      const type = res.headers.get('content-type') ?? '';
      // Only an image goes back to the page.
      if (!res.ok || !/^image\/(png|jpeg)$/.test(type)) return new Response('', { status: 404 });
      return new Response(res.body, { status: 200, headers: { 'content-type': type, 'content-security-policy': CSP } });
    }
    const file = normalize(join(rendererDir, decodeURIComponent(pathname)));
    const target = file.startsWith(rendererDir) && existsSync(file) && !pathname.endsWith('/') ? file : join(rendererDir, 'index.html');
    const res = await net.fetch(pathToFileURL(target).toString());
    const headers = new Headers(res.headers);
    headers.set('content-security-policy', CSP);
    return new Response(res.body, { status: res.status, headers });
  });
}

function start() {
  app.setAppLogsPath();
  const logsDir = app.getPath('logs');
  const log = openLog(logsDir);
  watchFaults(log);
  log.info(`Painel Revenda ${app.getVersion()} iniciado`);
  const store = new Store<DesktopSettings>({ defaults: DEFAULT_SETTINGS }) as unknown as SettingsStore;
  // `npm start` passes the server it started; otherwise the address chosen on the login screen.
  if (process.env.PAINEL_SERVER_URL) store.set('serverUrl', process.env.PAINEL_SERVER_URL);
  // `electron-vite dev` serves the renderer from Vite (with hot reload); the built app from app://.
  const devUrl = !app.isPackaged ? process.env.ELECTRON_RENDERER_URL?.replace(/\/+$/, '') : undefined;
  const vault = createTokenVault();
  const origin = devUrl ?? APP_ORIGIN;
  // Every session gets the one permission handler: the windows' (the default one) and any made later.
  guardPermissions(session.defaultSession, origin, log);
  app.on('session-created', (created) => guardPermissions(created, origin, log));
  const windows = createWindowManager(store, preloadFile(import.meta.dirname), origin);
  const unread = createUnreadIndicator({ iconPath: trayIcon, open: (route) => windows.open(route), quit: () => app.quit() });
  const endSession = () => {
    live.stop();
    viewer.forget();
    unread.set(0);
    windows.sendToAll(EVENTS.sessionEnded);
  };
  const http = createHttpClient({ serverUrl: () => store.get('serverUrl'), vault, onSessionEnded: endSession });
  const viewer = sessionViewer(() => http.request({ method: CALLS.profile.method, path: CALLS.profile.path }));
  const noticesOn = noticeSetting(store);
  const notices = createTicketNotices({ enabled: noticesOn.enabled, viewer: viewer.get, windows });
  const live = createLiveRelay({
    http,
    send: (event) => {
      windows.sendToAll(EVENTS.serverEvent, event);
      notices.handle(event).catch(() => undefined);
    },
    onSessionEnded: () => {
      void vault.clear(store.get('serverUrl'));
      endSession();
    },
  });
  const savedFiles = new Set<string>();
  const saveDeps = (kind: string, extension: string) => ({
    store,
    askSavePath: async (defaultPath: string) => {
      const { canceled, filePath } = await dialog.showSaveDialog({ defaultPath, filters: [{ name: kind, extensions: [extension] }] });
      return canceled ? undefined : filePath;
    },
    confirmOverwrite: async (path: string) => {
      const { response } = await dialog.showMessageBox({
        type: 'question',
        message: `Já existe um arquivo ${path}.`,
        detail: 'Deseja substituí-lo?',
        buttons: ['Substituir', 'Salvar com outro nome', 'Cancelar'],
        defaultId: 1,
        cancelId: 2,
      });
      return (['replace', 'rename', 'cancel'] as const)[response] ?? 'cancel';
    },
  });
  registerIpc({
    http,
    owns: (sender) => windows.owns(sender),
    openWindow: (route) => void windows.open(route),
    broadcast: (channel, payload, except) => windows.sendToAll(channel, payload, except),
    exportExcel: async (file) => {
      const result = await writeExcel(file, { ...saveDeps('Excel', 'xlsx'), build: buildInWorker });
      if (result.saved && result.path) savedFiles.add(result.path);
      return result;
    },
    downloadFile: async (req, fileName) => {
      const answer = await http.download(req);
      if ('error' in answer) return { saved: false, error: answer.error };
      const result = await writeChosen(fileName, async () => answer.bytes, saveDeps('Arquivo', fileName.split('.').pop() ?? '*'));
      if (result.saved && result.path) savedFiles.add(result.path);
      return result;
    },
    showInFolder: (path) => {
      if (savedFiles.has(path)) shell.showItemInFolder(path);
    },
    exportDir: {
      get: () => store.get('exportDir') ?? null,
      choose: async () => {
        const { canceled, filePaths } = await dialog.showOpenDialog({ title: 'Pasta de exportação', properties: ['openDirectory', 'createDirectory'] });
        if (canceled || !filePaths[0]) return null;
        store.set('exportDir', filePaths[0]);
        return filePaths[0];
      },
      clear: () => store.delete('exportDir'),
    },
    getServerUrl: () => store.get('serverUrl'),
    setServerUrl: (url) => {
      live.stop();
      viewer.forget();
      store.set('serverUrl', url);
    },
    subscribe: () => live.ensure(),
    showingTicket: (sender, ticketId, shown) => windows.showingTicket(sender, ticketId, shown),
    setUnreadCount: (count) => unread.set(count),
    ticketNotices: { get: noticesOn.state, set: noticesOn.set },
  });
  serveRenderer(() => store.get('serverUrl'));
  const autoDownload = autoDownloadSetting(store);
  Menu.setApplicationMenu(
    buildAppMenu(
      (route) => windows.open(route),
      helpActions(logsDir, () => store.get('serverUrl'), autoDownload),
    ),
  );
  createUpdates({
    updater: electronUpdater.autoUpdater,
    signedServer: async () => {
      const url = store.get('serverUrl');
      return (await vault.get(url)) ? url : null;
    },
    autoDownload: autoDownload.get,
    log,
  }).start();
  unread.start();
  // Windows shows an app's notifications under its AppUserModelID (the installer's appId).
  if (process.platform === 'win32') app.setAppUserModelId('br.com.painelrevenda.desktop');
  const firstLink = deepLinkRoute(process.argv);
  if (firstLink) windows.open(firstLink);
  else windows.restoreLayout();
  // A second start (or a deep link on Windows and Linux) comes here: focus, or open the linked screen.
  app.on('second-instance', (_event, argv) => windows.open(deepLinkRoute(argv) ?? '/dashboard'));
  app.on('open-url', (event, url) => {
    event.preventDefault();
    const route = deepLinkRoute([url]);
    if (route) windows.open(route);
  });
  app.on('activate', () => windows.count() === 0 && windows.open('/dashboard'));
  app.on('before-quit', () => windows.quitting());
}

protocol.registerSchemesAsPrivileged([{ scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } }]);

// One instance: a second start hands its arguments to the first (see 'second-instance') and stops here.
if (!app.requestSingleInstanceLock()) app.quit();
else {
  app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME);
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  void app.whenReady().then(start);
}
