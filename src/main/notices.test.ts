// Ticket notices and the unread count on the desktop (issue 22), over the fake `electron`: main's window
// manager, validated IPC, the notices and the badge/tray put together as index.ts puts them.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ticketEvent } from '../shared/test/ticket-event';
import { electronFake, fakeApp, FakeBrowserWindow, FakeNotification, FakeTray, handlers, resetElectronFake } from './test/electron-fake';

vi.mock('electron', () => electronFake);

const { createWindowManager } = await import('./windows/manager');
const { registerIpc } = await import('./ipc/handlers');
const { CHANNELS } = await import('./ipc/channels');
const { createTicketNotices, noticeSetting } = await import('./notices');
const { createUnreadIndicator } = await import('./unread');
const { sessionViewer } = await import('../shared/notices');

const RESELLER = { id: 7, username: 'joao', profile: 'reseller' };
const ADMIN = { id: 1, username: 'admin', profile: 'admin' };

function memoryStore() {
  const data: Record<string, any> = { serverUrl: 'http://127.0.0.1:3000', bounds: {} };
  return { data, get: (k: string) => data[k], set: (k: string, v: unknown) => void (data[k] = v), delete: (k: string) => void delete data[k] } as any;
}

/** Main's pieces wired as in index.ts, signed in as `profile`. */
function desktop(profile: { id: number; profile: string } = RESELLER, platform: NodeJS.Platform = 'linux') {
  const store = memoryStore();
  const windows = createWindowManager(store, '/p');
  const readProfile = vi.fn(async () => ({ status: 200, data: profile }));
  const viewer = sessionViewer(readProfile);
  const setting = noticeSetting(store);
  const notices = createTicketNotices({ enabled: setting.enabled, viewer: viewer.get, windows });
  const unread = createUnreadIndicator({ iconPath: '/icon.png', open: (route) => void windows.open(route), quit: () => fakeApp.quit(), platform });
  registerIpc({
    http: { request: vi.fn() } as never,
    owns: (s) => windows.owns(s),
    openWindow: (route) => void windows.open(route),
    broadcast: vi.fn(),
    exportExcel: vi.fn(),
    downloadFile: vi.fn(),
    showInFolder: vi.fn(),
    exportDir: { get: () => null, choose: vi.fn(), clear: vi.fn() },
    getServerUrl: () => 'http://x',
    setServerUrl: vi.fn(),
    subscribe: vi.fn(),
    showingTicket: (sender, id, shown) => windows.showingTicket(sender, id, shown),
    setUnreadCount: (count) => unread.set(count),
    ticketNotices: { get: setting.state, set: setting.set },
  });
  const ipc = (win: FakeBrowserWindow, channel: string, arg?: unknown) => handlers.get(channel)!({ sender: win.webContents }, arg);
  return { store, windows, notices, unread, viewer, readProfile, ipc };
}

const open = (d: ReturnType<typeof desktop>, route: string) => d.windows.open(route) as unknown as FakeBrowserWindow;
const shown = () => FakeNotification.shown.map((n) => n.options);

beforeEach(() => resetElectronFake());

describe('ticket notices', () => {
  it("show the admin's answer on the reseller's ticket when no window shows that ticket focused", async () => {
    const d = desktop();
    const chat = open(d, '/ticket/12');
    open(d, '/dashboard').focus();
    expect(chat.isFocused()).toBe(false);
    await d.notices.handle(ticketEvent());
    expect(shown()).toEqual([{ title: 'Nova mensagem no ticket #12', body: 'Canal travando' }]);
  });

  it("stay away while the ticket's chat window has the focus", async () => {
    const d = desktop();
    open(d, '/dashboard');
    open(d, '/ticket/12').focus();
    await d.notices.handle(ticketEvent());
    expect(shown()).toEqual([]);
    // Another ticket's answer still shows.
    await d.notices.handle(ticketEvent({ id: 13, title: 'Sem áudio' }));
    expect(shown()).toEqual([{ title: 'Nova mensagem no ticket #13', body: 'Sem áudio' }]);
  });

  it("stay away while a focused window shows the ticket's chat over the list, and come back once it is closed", async () => {
    const d = desktop();
    const list = open(d, '/ticket');
    list.focus();
    await d.ipc(list, CHANNELS.showingTicket, { ticketId: 12, shown: true });
    await d.notices.handle(ticketEvent());
    expect(shown()).toEqual([]);
    await d.ipc(list, CHANNELS.showingTicket, { ticketId: 12, shown: false });
    await d.notices.handle(ticketEvent());
    expect(shown()).toHaveLength(1);
    await expect(d.ipc(list, CHANNELS.showingTicket, { ticketId: -1, shown: true })).rejects.toThrow('Argumentos inválidos.');
  });

  it('stay away when the setting is off (kept by main), and come back when it is on again', async () => {
    const d = desktop();
    const win = open(d, '/dashboard');
    expect(await d.ipc(win, CHANNELS.getTicketNotices)).toBe('on');
    expect(await d.ipc(win, CHANNELS.setTicketNotices, false)).toBe('off');
    expect(d.store.data.ticketNotices).toBe(false);
    await d.notices.handle(ticketEvent());
    expect(shown()).toEqual([]);
    expect(d.readProfile).not.toHaveBeenCalled();
    expect(await d.ipc(win, CHANNELS.setTicketNotices, true)).toBe('on');
    await d.notices.handle(ticketEvent());
    expect(shown()).toHaveLength(1);
    await expect(d.ipc(win, CHANNELS.setTicketNotices, 'sim')).rejects.toThrow('Argumentos inválidos.');
  });

  it('say unsupported where the system shows none', async () => {
    const d = desktop();
    FakeNotification.supported = false;
    expect(await d.ipc(open(d, '/me'), CHANNELS.getTicketNotices)).toBe('unsupported');
    await d.notices.handle(ticketEvent());
    expect(shown()).toEqual([]);
  });

  it("leave out one's own messages, status changes and others' tickets; the admin hears of new tickets and the authors' messages", async () => {
    const reseller = desktop();
    for (const event of [
      ticketEvent({ by: RESELLER.id }),
      ticketEvent({ change: 'status' }),
      ticketEvent({ change: 'finished' }),
      ticketEvent({ owner: 99, by: 98 }),
      ticketEvent({ change: 'created', by: 99, owner: 99 }),
    ])
      await reseller.notices.handle(event);
    expect(shown()).toEqual([]);

    const admin = desktop(ADMIN);
    await admin.notices.handle(ticketEvent({ change: 'created', id: 13, title: 'Sem sinal', by: RESELLER.id }));
    await admin.notices.handle(ticketEvent({ by: RESELLER.id }));
    await admin.notices.handle(ticketEvent());
    expect(shown()).toEqual([
      { title: 'Novo ticket #13', body: 'Sem sinal' },
      { title: 'Nova mensagem no ticket #12', body: 'Canal travando' },
    ]);
  });

  it('read who is signed in once per session', async () => {
    const d = desktop();
    await d.notices.handle(ticketEvent());
    await d.notices.handle(ticketEvent());
    expect(d.readProfile).toHaveBeenCalledOnce();
    d.viewer.forget();
    await d.notices.handle(ticketEvent());
    expect(d.readProfile).toHaveBeenCalledTimes(2);
  });

  it("open the ticket's chat window on a click, or focus it when it is open", async () => {
    const d = desktop();
    open(d, '/dashboard').focus();
    await d.notices.handle(ticketEvent());
    FakeNotification.shown[0].emit('click');
    const chat = FakeBrowserWindow.created.at(-1)!;
    expect(chat.webContents.url).toBe('app://panel/ticket/12');
    expect(chat.options.webPreferences).toMatchObject({ sandbox: true, contextIsolation: true });

    open(d, '/dashboard').focus();
    await d.notices.handle(ticketEvent());
    FakeNotification.shown[1].emit('click');
    expect(FakeBrowserWindow.created).toHaveLength(2);
    expect(chat.focused).toBe(1);
    expect(chat.isFocused()).toBe(true);
  });
});

describe('the unread count outside the windows', () => {
  it('follows the count the windows send: dock badge and tray tooltip; the tray opens the panel or quits', async () => {
    const d = desktop();
    d.unread.start();
    const [tray] = FakeTray.created;
    expect(tray.tooltip).toBe('Painel Revenda');
    expect(tray.menu.map((i) => i.label ?? i.type)).toEqual(['Abrir painel', 'separator', 'Sair']);
    const win = open(d, '/dashboard');
    await d.ipc(win, CHANNELS.setUnreadCount, 3);
    expect(fakeApp.badges.at(-1)).toBe(3);
    expect(tray.tooltip).toBe('Painel Revenda — 3 mensagens não lidas');
    await d.ipc(win, CHANNELS.setUnreadCount, 1);
    expect(tray.tooltip).toBe('Painel Revenda — 1 mensagem não lida');
    await d.ipc(win, CHANNELS.setUnreadCount, 0);
    expect(fakeApp.badges.at(-1)).toBe(0);
    expect(tray.tooltip).toBe('Painel Revenda');
    for (const bad of [-1, 1.5, '3', null]) await expect(d.ipc(win, CHANNELS.setUnreadCount, bad)).rejects.toThrow('Argumentos inválidos.');
    expect(d.unread.count()).toBe(0);

    win.close();
    tray.menu.find((i) => i.label === 'Abrir painel')!.click!();
    expect(FakeBrowserWindow.created.at(-1)!.webContents.url).toBe('app://panel/dashboard');
    tray.menu.find((i) => i.label === 'Sair')!.click!();
    expect(fakeApp.quits).toBe(1);
  });

  it('puts a dot over the taskbar buttons on Windows, new windows included, instead of a badge', async () => {
    const d = desktop(RESELLER, 'win32');
    d.unread.start();
    const first = open(d, '/dashboard');
    await d.ipc(first, CHANNELS.setUnreadCount, 2);
    expect(first.overlay?.description).toBe('2 mensagens não lidas');
    const second = open(d, '/log');
    fakeApp.emit('browser-window-created', {}, second);
    expect(second.overlay?.description).toBe('2 mensagens não lidas');
    await d.ipc(first, CHANNELS.setUnreadCount, 0);
    expect(first.overlay).toBeNull();
    expect(second.overlay).toBeNull();
    expect(fakeApp.badges).toEqual([]);
  });
});
