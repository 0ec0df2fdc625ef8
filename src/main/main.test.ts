import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { AUTH_401 } from '../shared/messages';
import { electronFake, FakeBrowserWindow, handlers, opened } from './test/electron-fake';

vi.mock('electron', () => electronFake);

const { createWindowManager, visibleBounds } = await import('./windows/manager');
const { registerIpc } = await import('./ipc/handlers');
const { CHANNELS, EVENTS } = await import('./ipc/channels');
const { createHttpClient } = await import('./http/client');
const { createTokenVault } = await import('./secrets/vault');
const { freePath, writeExcel } = await import('./exports/excel');

function memoryStore() {
  const data: Record<string, any> = { serverUrl: 'http://127.0.0.1:3000', bounds: {} };
  return { data, get: (k: string) => data[k], set: (k: string, v: unknown) => void (data[k] = v) } as any;
}

beforeEach(() => {
  FakeBrowserWindow.created = [];
  handlers.clear();
  opened.length = 0;
});

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

describe('validated IPC', () => {
  function setup() {
    const windows = createWindowManager(memoryStore(), '/p');
    const win = windows.open('/dashboard') as unknown as FakeBrowserWindow;
    const http = { request: vi.fn(async () => ({ status: 200, data: {} })), login: vi.fn(), logout: vi.fn() };
    const openWindow = vi.fn();
    registerIpc({
      http: http as never,
      owns: (s) => windows.owns(s),
      openWindow,
      broadcast: vi.fn(),
      exportExcel: vi.fn(),
      getServerUrl: () => 'http://x',
      setServerUrl: vi.fn(),
    });
    return { win, http, openWindow };
  }

  it('answers our own windows with valid arguments', async () => {
    const { win, http } = setup();
    await handlers.get(CHANNELS.request)!({ sender: win.webContents }, { method: 'GET', path: '/api/get-profile' });
    expect(http.request).toHaveBeenCalledWith({ method: 'GET', path: '/api/get-profile' });
  });

  it('refuses a sender that is not one of our windows, and does nothing', async () => {
    const { http } = setup();
    const stranger = new (await import('./test/electron-fake')).FakeWebContents();
    await expect(handlers.get(CHANNELS.request)!({ sender: stranger }, { method: 'GET', path: '/api/x' })).rejects.toThrow('Remetente não autorizado.');
    expect(http.request).not.toHaveBeenCalled();
  });

  it('refuses invalid arguments, and does nothing', async () => {
    const { win, http, openWindow } = setup();
    const sender = { sender: win.webContents };
    await expect(handlers.get(CHANNELS.request)!(sender, { method: 'GET', path: 'https://evil.example/api' })).rejects.toThrow('Argumentos inválidos.');
    await expect(handlers.get(CHANNELS.openWindow)!(sender, 'javascript:alert(1)')).rejects.toThrow('Argumentos inválidos.');
    await expect(handlers.get(CHANNELS.exportExcel)!(sender, { fileName: '../../etc/passwd', sheetName: 'x', columns: [], rows: [] })).rejects.toThrow();
    expect(http.request).not.toHaveBeenCalled();
    expect(openWindow).not.toHaveBeenCalled();
  });
});

describe('token vault', () => {
  it('keeps the token in the keychain', () => {
    const saved = new Map<string, string>();
    const vault = createTokenVault((_s, account) => ({
      getPassword: () => saved.get(account) ?? null,
      setPassword: (p: string) => void saved.set(account, p),
      deletePassword: () => saved.delete(account),
    }));
    vault.set('http://a', 'tok');
    expect(saved.get('http://a')).toBe('tok');
    expect(vault.get('http://a')).toBe('tok');
    vault.clear('http://a');
    expect(vault.get('http://a')).toBeNull();
    expect(vault.kind).toBe('keychain');
  });

  it('falls back to memory when there is no keychain', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const vault = createTokenVault(() => {
      throw new Error('no keyring');
    });
    vault.set('http://a', 'tok');
    expect(vault.get('http://a')).toBe('tok');
    expect(vault.kind).toBe('memory');
  });
});

describe('HTTP client', () => {
  function client(answer: { status: number; body: unknown }) {
    const saved = new Map<string, string>();
    const vault = createTokenVault((_s, a) => ({ getPassword: () => saved.get(a) ?? null, setPassword: (p: string) => void saved.set(a, p), deletePassword: () => saved.delete(a) }));
    const ended = vi.fn();
    const fetch = vi.fn(async (_url: URL, _init: RequestInit) => new Response(JSON.stringify(answer.body), { status: answer.status }));
    const http = createHttpClient({ serverUrl: () => 'http://srv:3000', vault, onSessionEnded: ended, fetch: fetch as never });
    return { http, vault, ended, fetch };
  }

  it('keeps the token from the login answer and never hands it to the renderer', async () => {
    const { http, vault, fetch } = client({ status: 200, body: { access_token: 'secret-token', id: 3, username: 'ana' } });
    const res = await http.login({ username: 'ana', password: 'x' });
    expect(res.data).toEqual({ id: 3, username: 'ana' });
    expect(vault.get('http://srv:3000')).toBe('secret-token');
    await http.request({ method: 'GET', path: '/api/get-profile', query: { a: 1, b: undefined } });
    const [url, init] = fetch.mock.calls[1];
    expect(String(url)).toBe('http://srv:3000/api/get-profile?a=1');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer secret-token');
  });

  it.each(Object.values(AUTH_401))('ends the session on the 401 "%s"', async (message) => {
    const { http, vault, ended } = client({ status: 401, body: { message } });
    vault.set('http://srv:3000', 'tok');
    await http.request({ method: 'GET', path: '/api/dash-reseller' });
    expect(vault.get('http://srv:3000')).toBeNull();
    expect(ended).toHaveBeenCalledOnce();
  });

  it('keeps the session on other 401s', async () => {
    const { http, vault, ended } = client({ status: 401, body: { message: 'Usuário ou senha inválidos.' } });
    vault.set('http://srv:3000', 'tok');
    await http.request({ method: 'POST', path: '/api/login', body: {} });
    expect(vault.get('http://srv:3000')).toBe('tok');
    expect(ended).not.toHaveBeenCalled();
  });
});

describe('Excel export', () => {
  it('writes a real workbook to the export folder without overwriting', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'painel-export-'));
    const store = memoryStore();
    store.data.exportDir = dir;
    const file = { fileName: 'Revendas.xlsx', sheetName: 'Revendas', columns: [{ header: 'Usuário', key: 'u' }], rows: [{ u: 'ana' }, { u: 'bia' }] };
    const first = await writeExcel(file, store, async () => undefined);
    const second = await writeExcel(file, store, async () => undefined);
    expect(first).toMatchObject({ saved: true, path: join(dir, 'Revendas.xlsx') });
    expect(second).toMatchObject({ saved: true, path: join(dir, 'Revendas (2).xlsx') });
    expect(readdirSync(dir).sort()).toEqual(['Revendas (2).xlsx', 'Revendas.xlsx']);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(join(dir, 'Revendas.xlsx'));
    const sheet = book.getWorksheet('Revendas')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Usuário');
    expect(sheet.getRow(3).getCell(1).value).toBe('bia');
  });

  it('asks where to save the first time, and a cancel writes nothing', async () => {
    const store = memoryStore();
    const res = await writeExcel({ fileName: 'X.xlsx', sheetName: 'X', columns: [], rows: [] }, store, async () => undefined);
    expect(res).toEqual({ saved: false, canceled: true });
    expect(store.data.exportDir).toBeUndefined();
    expect(freePath('/d', 'a.xlsx', (p) => p === '/d/a.xlsx')).toBe('/d/a (2).xlsx');
  });
});
