import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { AUTH_401 } from '../shared/messages';
import { electronFake, FakeBrowserWindow, handlers, opened, resetElectronFake } from './test/electron-fake';

vi.mock('electron', () => electronFake);

const { createWindowManager, visibleBounds } = await import('./windows/manager');
const { deepLinkRoute } = await import('./windows/menu');
const { registerIpc } = await import('./ipc/handlers');
const { CHANNELS, EVENTS } = await import('./ipc/channels');
const { createHttpClient } = await import('./http/client');
const { createTokenVault } = await import('./secrets/vault');
const { freePath, writeExcel } = await import('./exports/excel');
const { buildWorkbook } = await import('../shared/excel');
type OverwriteChoice = import('./exports/excel').OverwriteChoice;

function memoryStore() {
  const data: Record<string, any> = { serverUrl: 'http://127.0.0.1:3000', bounds: {} };
  return { data, get: (k: string) => data[k], set: (k: string, v: unknown) => void (data[k] = v), delete: (k: string) => void delete data[k] } as any;
}

beforeEach(() => resetElectronFake());

describe('window manager', () => {
  it('opens a route in a sandboxed window and focuses it instead of opening it twice', () => {
    const windows = createWindowManager(memoryStore(), '/preload.cjs');
    const first = windows.open('/log') as unknown as FakeBrowserWindow;
    expect(first.options.webPreferences).toMatchObject({ sandbox: true, contextIsolation: true, nodeIntegration: false, preload: '/preload.cjs' });
    expect(first.webContents.url).toBe('app://panel/log');
    windows.open('/log');
    expect(FakeBrowserWindow.created).toHaveLength(1);
    expect(first.focused).toBe(1);
    windows.open('/ticket/12');
    expect(FakeBrowserWindow.created).toHaveLength(2);
  });

  it('remembers bounds per route and restores them only on a visible display', () => {
    const store = memoryStore();
    const windows = createWindowManager(store, '/p');
    const win = windows.open('/log') as unknown as FakeBrowserWindow;
    win.bounds = { x: 100, y: 50, width: 900, height: 600 };
    win.emit('move');
    win.close();
    const again = windows.open('/log') as unknown as FakeBrowserWindow;
    expect(again.options).toMatchObject({ x: 100, y: 50, width: 900, height: 600 });
    expect(visibleBounds({ x: 5000, y: 0, width: 100, height: 100 }, [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }])).toBeUndefined();
  });

  it('broadcasts to every window but the sender', () => {
    const windows = createWindowManager(memoryStore(), '/p');
    const a = windows.open('/dashboard') as unknown as FakeBrowserWindow;
    const b = windows.open('/log') as unknown as FakeBrowserWindow;
    windows.sendToAll(EVENTS.invalidate, ['Profile'], a.webContents as never);
    expect(a.webContents.sent).toEqual([]);
    expect(b.webContents.sent).toEqual([{ channel: EVENTS.invalidate, payload: ['Profile'] }]);
  });

  it('keeps navigation inside the app and sends https links to the browser', () => {
    const windows = createWindowManager(memoryStore(), '/p');
    const win = windows.open('/dashboard') as unknown as FakeBrowserWindow;
    const event = { preventDefault: vi.fn() };
    win.webContents.emit('will-navigate', event, 'https://evil.example/');
    expect(event.preventDefault).toHaveBeenCalled();
    expect(opened).toEqual(['https://evil.example/']);
    expect(win.webContents.openHandler!({ url: 'app://panel/log' })).toEqual({ action: 'deny' });
    expect(FakeBrowserWindow.created).toHaveLength(2);
  });
});

describe('window layout and deep links', () => {
  it('reopens the windows of the last run, not the ones closed while quitting', () => {
    const store = memoryStore();
    const first = createWindowManager(store, '/p');
    first.open('/ticket');
    const logs = first.open('/log') as unknown as FakeBrowserWindow;
    const extra = first.open('/extract') as unknown as FakeBrowserWindow;
    extra.close();
    first.quitting();
    logs.close();
    expect(store.data.openRoutes).toEqual(['/ticket', '/log']);
    FakeBrowserWindow.created = [];
    createWindowManager(store, '/p').restoreLayout();
    expect(FakeBrowserWindow.created.map((w) => w.webContents.url)).toEqual(['app://panel/ticket', 'app://panel/log']);
  });

  it('opens the dashboard when nothing was open, and never a stored route that is not a route', () => {
    const store = memoryStore();
    store.data.openRoutes = ['javascript:alert(1)'];
    createWindowManager(store, '/p').restoreLayout();
    expect(FakeBrowserWindow.created.map((w) => w.webContents.url)).toEqual(['app://panel/dashboard']);
  });

  it('reads a painel-revenda:// link into a route, and ignores anything else', () => {
    expect(deepLinkRoute(['/usr/bin/painel', 'painel-revenda://ticket/12'])).toBe('/ticket/12');
    expect(deepLinkRoute(['painel-revenda://users-iptv/'])).toBe('/users-iptv');
    expect(deepLinkRoute(['painel-revenda://x?y=<script>'])).toBeUndefined();
    expect(deepLinkRoute(['--flag', 'https://evil.example/'])).toBeUndefined();
  });
});

describe('validated IPC', () => {
  function setup() {
    const windows = createWindowManager(memoryStore(), '/p');
    const win = windows.open('/dashboard') as unknown as FakeBrowserWindow;
    const http = { request: vi.fn(async () => ({ status: 200, data: {} })), login: vi.fn(), logout: vi.fn() };
    const openWindow = vi.fn();
    const subscribe = vi.fn();
    const downloadFile = vi.fn(async () => ({ saved: true as const }));
    registerIpc({
      http: http as never,
      owns: (s) => windows.owns(s),
      openWindow,
      broadcast: vi.fn(),
      exportExcel: vi.fn(),
      downloadFile,
      showInFolder: vi.fn(),
      exportDir: { get: () => null, choose: vi.fn(), clear: vi.fn() },
      getServerUrl: () => 'http://x',
      setServerUrl: vi.fn(),
      subscribe,
      showingTicket: vi.fn(),
      setUnreadCount: vi.fn(),
      ticketNotices: { get: () => 'on' as const, set: vi.fn() },
    });
    return { win, http, openWindow, subscribe, downloadFile };
  }

  it('answers our own windows with valid arguments', async () => {
    const { win, http, subscribe } = setup();
    await handlers.get(CHANNELS.request)!({ sender: win.webContents }, { method: 'GET', path: '/api/get-profile' });
    await handlers.get(CHANNELS.request)!({ sender: win.webContents }, { method: 'PUT', path: '/api/reg-users/42/permissions', body: { permissions: [] } });
    expect(http.request).toHaveBeenCalledWith({ method: 'GET', path: '/api/get-profile' });
    expect(http.request).toHaveBeenCalledWith({ method: 'PUT', path: '/api/reg-users/42/permissions', body: { permissions: [] } });
    await handlers.get(CHANNELS.subscribe)!({ sender: win.webContents }, undefined);
    expect(subscribe).toHaveBeenCalledOnce();
  });

  it('refuses a sender that is not one of our windows, and does nothing', async () => {
    const { http } = setup();
    const stranger = new (await import('./test/electron-fake')).FakeWebContents();
    await expect(handlers.get(CHANNELS.request)!({ sender: stranger }, { method: 'GET', path: '/api/get-profile' })).rejects.toThrow(
      'Remetente não autorizado.',
    );
    expect(http.request).not.toHaveBeenCalled();
  });

  it('refuses invalid arguments, and does nothing', async () => {
    const { win, http, openWindow, downloadFile } = setup();
    const sender = { sender: win.webContents };
    await expect(handlers.get(CHANNELS.request)!(sender, { method: 'GET', path: 'https://evil.example/api' })).rejects.toThrow('Argumentos inválidos.');
    // Only calls of the table leave the machine: an unknown path, a known path with another method, an id that is not a number.
    for (const req of [
      { method: 'GET', path: '/api/x' },
      { method: 'DELETE', path: '/api/get-profile' },
      { method: 'PUT', path: '/api/reg-users/..%2Fsettings' },
      { method: 'GET', path: '/api/ticket/1/../../settings' },
    ])
      await expect(handlers.get(CHANNELS.request)!(sender, req)).rejects.toThrow('Argumentos inválidos.');
    await expect(handlers.get(CHANNELS.openWindow)!(sender, 'javascript:alert(1)')).rejects.toThrow('Argumentos inválidos.');
    await expect(handlers.get(CHANNELS.exportExcel)!(sender, { fileName: '../../etc/passwd', sheetName: 'x', columns: [], rows: [] })).rejects.toThrow();
    const backup = { method: 'POST', path: '/api/download-backup', body: { name: 'b.gz', type: 'local' } };
    for (const fileName of ['../../.bashrc', '/etc/passwd', '.bashrc', 'a\\b.gz'])
      await expect(handlers.get(CHANNELS.downloadFile)!(sender, { req: backup, fileName })).rejects.toThrow('Argumentos inválidos.');
    await expect(handlers.get(CHANNELS.downloadFile)!(sender, { req: { ...backup, path: 'https://evil.example/x' }, fileName: 'b.gz' })).rejects.toThrow(
      'Argumentos inválidos.',
    );
    expect(downloadFile).not.toHaveBeenCalled();
    await handlers.get(CHANNELS.downloadFile)!(sender, { req: backup, fileName: 'painel-2026-11-23_03-00-00-000.sqlite.gz' });
    expect(downloadFile).toHaveBeenCalledWith(backup, 'painel-2026-11-23_03-00-00-000.sqlite.gz');
    expect(http.request).not.toHaveBeenCalled();
    expect(openWindow).not.toHaveBeenCalled();
  });
});

/** A keychain in a Map, counting how often it is read. */
function mapKeychain() {
  const saved = new Map<string, string>();
  const reads = { count: 0 };
  const make = (_s: string, account: string) => ({
    getPassword: async () => (reads.count++, saved.get(account) ?? null),
    setPassword: async (p: string) => void saved.set(account, p),
    deleteCredential: async () => saved.delete(account),
  });
  return { saved, reads, make };
}

describe('token vault', () => {
  it('keeps the token in the keychain and reads it from there once, not on every call', async () => {
    const keychain = mapKeychain();
    keychain.saved.set('http://a', 'from-last-run');
    const vault = createTokenVault(keychain.make);
    expect(await vault.get('http://a')).toBe('from-last-run');
    expect(await vault.get('http://a')).toBe('from-last-run');
    expect(keychain.reads.count).toBe(1);
    await vault.set('http://a', 'tok');
    expect(keychain.saved.get('http://a')).toBe('tok');
    expect(await vault.get('http://a')).toBe('tok');
    await vault.clear('http://a');
    expect(await vault.get('http://a')).toBeNull();
    expect(keychain.saved.has('http://a')).toBe(false);
    expect(keychain.reads.count).toBe(1);
    expect(vault.kind).toBe('keychain');
  });

  it('falls back to memory when there is no keychain', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const vault = createTokenVault(() => {
      throw new Error('no keyring');
    });
    await vault.set('http://a', 'tok');
    expect(await vault.get('http://a')).toBe('tok');
    expect(vault.kind).toBe('memory');
  });
});

describe('HTTP client', () => {
  function client(answer: { status: number; body: unknown }) {
    const vault = createTokenVault(mapKeychain().make);
    const ended = vi.fn();
    const fetch = vi.fn(async (_url: URL, _init: RequestInit) => new Response(JSON.stringify(answer.body), { status: answer.status }));
    const http = createHttpClient({ serverUrl: () => 'http://srv:3000', vault, onSessionEnded: ended, fetch: fetch as never });
    return { http, vault, ended, fetch };
  }

  it('keeps the token from the login answer and never hands it to the renderer', async () => {
    const { http, vault, fetch } = client({ status: 200, body: { access_token: 'secret-token', id: 3, username: 'ana' } });
    const res = await http.login({ username: 'ana', password: 'x' });
    expect(res.data).toEqual({ id: 3, username: 'ana' });
    expect(await vault.get('http://srv:3000')).toBe('secret-token');
    await http.request({ method: 'GET', path: '/api/get-profile', query: { a: 1, b: undefined } });
    const [url, init] = fetch.mock.calls[1];
    expect(String(url)).toBe('http://srv:3000/api/get-profile?a=1');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer secret-token');
  });

  it('sends an upload as multipart with the token, and the IPC schema refuses a bad file', async () => {
    const { http, vault, fetch } = client({ status: 200, body: { message: 'ok' } });
    await vault.set('http://srv:3000', 'tok');
    const data = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    await http.request({
      method: 'POST',
      path: '/api/upload-background',
      body: { franchise: 3 },
      file: { field: 'file', name: 'fundo.png', type: 'image/png', data },
    });
    const [, init] = fetch.mock.calls[0];
    const headers = init.headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer tok');
    expect(headers['content-type']).toBeUndefined();
    const form = init.body as FormData;
    expect(form.get('franchise')).toBe('3');
    const file = form.get('file') as File;
    expect(file.name).toBe('fundo.png');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(data);
    const { apiRequestSchema } = await import('./ipc/schemas');
    const ok = { method: 'POST', path: '/api/upload-background', file: { field: 'file', name: 'a.png', type: 'image/png', data } };
    expect(apiRequestSchema.safeParse(ok).success).toBe(true);
    expect(apiRequestSchema.safeParse({ ...ok, file: { ...ok.file, data: 'não é binário' } }).success).toBe(false);
    expect(apiRequestSchema.safeParse({ ...ok, file: { ...ok.file, field: 'a b' } }).success).toBe(false);
  });

  it.each(Object.values(AUTH_401))('ends the session on the 401 "%s"', async (message) => {
    const { http, vault, ended } = client({ status: 401, body: { message } });
    await vault.set('http://srv:3000', 'tok');
    await http.request({ method: 'GET', path: '/api/dash-reseller' });
    expect(await vault.get('http://srv:3000')).toBeNull();
    expect(ended).toHaveBeenCalledOnce();
  });

  it('keeps the session on other 401s', async () => {
    const { http, vault, ended } = client({ status: 401, body: { message: 'Usuário ou senha inválidos.' } });
    await vault.set('http://srv:3000', 'tok');
    await http.request({ method: 'POST', path: '/api/login', body: {} });
    expect(await vault.get('http://srv:3000')).toBe('tok');
    expect(ended).not.toHaveBeenCalled();
  });
});

describe('Excel export', () => {
  const file = { fileName: 'Revendas.xlsx', sheetName: 'Revendas', columns: [{ header: 'Usuário', key: 'u' }], rows: [{ u: 'ana' }, { u: 'bia' }] };
  function deps(store = memoryStore(), answers: { savePath?: string; overwrite?: OverwriteChoice } = {}) {
    const asked = { savePath: [] as string[], overwrite: [] as string[] };
    return {
      asked,
      deps: {
        store,
        build: buildWorkbook,
        askSavePath: async (defaultPath: string) => (asked.savePath.push(defaultPath), answers.savePath),
        confirmOverwrite: async (path: string) => (asked.overwrite.push(path), answers.overwrite ?? 'cancel'),
      },
    };
  }

  it('writes a real workbook into the chosen export folder, without a dialog', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'painel-export-'));
    const store = memoryStore();
    store.data.exportDir = dir;
    const { deps: d, asked } = deps(store);
    expect(await writeExcel(file, d)).toEqual({ saved: true, path: join(dir, 'Revendas.xlsx') });
    expect(asked.savePath).toEqual([]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(join(dir, 'Revendas.xlsx'));
    const sheet = book.getWorksheet('Revendas')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Usuário');
    expect(sheet.getRow(3).getCell(1).value).toBe('bia');
  });

  it('asks before replacing a file of the same name: replace, another name, or nothing written', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'painel-export-'));
    const store = memoryStore();
    store.data.exportDir = dir;
    await writeExcel(file, deps(store).deps);
    const canceled = deps(store, { overwrite: 'cancel' });
    expect(await writeExcel(file, canceled.deps)).toEqual({ saved: false, canceled: true });
    expect(canceled.asked.overwrite).toEqual([join(dir, 'Revendas.xlsx')]);
    expect(await writeExcel(file, deps(store, { overwrite: 'rename' }).deps)).toEqual({ saved: true, path: join(dir, 'Revendas (2).xlsx') });
    expect(await writeExcel(file, deps(store, { overwrite: 'replace' }).deps)).toEqual({ saved: true, path: join(dir, 'Revendas.xlsx') });
    expect(readdirSync(dir).sort()).toEqual(['Revendas (2).xlsx', 'Revendas.xlsx']);
  });

  it('without an export folder, opens the save dialog in the last folder used; a cancel writes nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'painel-export-'));
    const store = memoryStore();
    const first = deps(store, { savePath: join(dir, 'Meu arquivo.xlsx') });
    expect(await writeExcel(file, first.deps)).toEqual({ saved: true, path: join(dir, 'Meu arquivo.xlsx') });
    expect(first.asked.savePath).toEqual(['Revendas.xlsx']);
    const second = deps(store);
    expect(await writeExcel(file, second.deps)).toEqual({ saved: false, canceled: true });
    expect(second.asked.savePath).toEqual([join(dir, 'Revendas.xlsx')]);
    expect(readdirSync(dir)).toEqual(['Meu arquivo.xlsx']);
    expect(freePath('/d', 'a.xlsx', (p) => p === '/d/a.xlsx')).toBe('/d/a (2).xlsx');
  });
});
