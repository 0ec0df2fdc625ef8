// The web's ticket notices (issue 22): the browser's permission asked only when the user turns them on,
// the shared rule, no notice while another tab shows the ticket focused, a click opens the chat, the
// tab that follows the stream decides, and the unread count in the tab title.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { ticketEvent } from '../../shared/test/ticket-event';
import { CALLS, pathOf } from '../../shared/calls';
import { createTabTitle, createWebNotices, NOTICES_KEY } from './web-notices';
import { createWebPlatform } from './web';

/** The browser's Notification: its permission, the prompt's answer, and what was shown. */
class FakeNotification {
  static permission: NotificationPermission = 'default';
  static answer: NotificationPermission = 'granted';
  static shown: FakeNotification[] = [];
  static requestPermission = vi.fn(async () => (FakeNotification.permission = FakeNotification.answer));
  onclick: (() => void) | null = null;
  closed = false;
  constructor(
    readonly title: string,
    readonly options: NotificationOptions,
  ) {
    FakeNotification.shown.push(this);
  }
  close() {
    this.closed = true;
  }
}

const RESELLER = { id: 7, profile: 'reseller' };
const channels: BroadcastChannel[] = [];
const channel = () => {
  const c = new BroadcastChannel('painel-revenda-test');
  channels.push(c);
  return c;
};

beforeEach(() => {
  localStorage.clear();
  Object.assign(FakeNotification, { permission: 'default', answer: 'granted', shown: [] });
  FakeNotification.requestPermission.mockClear();
  vi.stubGlobal('Notification', FakeNotification);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  channels.splice(0).forEach((c) => c.close());
});

function tab(readProfile = vi.fn(async () => ({ status: 200, data: RESELLER })), askMs = 50) {
  const open = vi.fn();
  return { notices: createWebNotices({ channel: channel(), readProfile, open, askMs }), readProfile, open };
}

describe('web ticket notices', () => {
  it('are off until turned on, and the permission is asked for only then', async () => {
    const { notices, readProfile } = tab();
    expect(notices.state()).toBe('off');
    expect(await notices.handle(ticketEvent())).toBeNull();
    expect(FakeNotification.requestPermission).not.toHaveBeenCalled();
    expect(readProfile).not.toHaveBeenCalled();
    expect(await notices.set(true)).toBe('on');
    expect(FakeNotification.requestPermission).toHaveBeenCalledOnce();
    expect(localStorage.getItem(NOTICES_KEY)).toBe('on');
    expect(await notices.set(false)).toBe('off');
    expect(notices.state()).toBe('off');
    expect(FakeNotification.requestPermission).toHaveBeenCalledOnce();
  });

  it('say so when the browser refuses, and stay off', async () => {
    FakeNotification.answer = 'denied';
    const { notices } = tab();
    expect(await notices.set(true)).toBe('denied');
    expect(localStorage.getItem(NOTICES_KEY)).toBeNull();
    expect(notices.state()).toBe('off');
    vi.stubGlobal('Notification', undefined);
    expect(notices.state()).toBe('unsupported');
    expect(await notices.set(true)).toBe('unsupported');
  });

  it("show the support's answer on the account's ticket, not its own message; a click opens the chat", async () => {
    const { notices, open, readProfile } = tab();
    await notices.set(true);
    expect(await notices.handle(ticketEvent({ by: 7 }))).toBeNull();
    expect(await notices.handle(ticketEvent({ change: 'status' }))).toBeNull();
    expect(await notices.handle(ticketEvent())).toMatchObject({ title: 'Nova mensagem no ticket #12' });
    expect(FakeNotification.shown.map((n) => [n.title, n.options])).toEqual([['Nova mensagem no ticket #12', { body: 'Canal travando', tag: 'ticket-12' }]]);
    expect(readProfile).toHaveBeenCalledOnce();
    vi.spyOn(window, 'focus').mockImplementation(() => {});
    FakeNotification.shown[0].onclick!();
    expect(open).toHaveBeenCalledWith('/ticket/12');
    expect(FakeNotification.shown[0].closed).toBe(true);
  });

  it('stay away while this tab or another one, focused, shows the ticket', async () => {
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    const holder = tab();
    const other = tab();
    await holder.notices.set(true);
    const stop = other.notices.showing(12);
    expect(await holder.notices.handle(ticketEvent())).toBeNull();
    stop();
    const mine = holder.notices.showing(12);
    expect(await holder.notices.handle(ticketEvent())).toBeNull();
    mine();
    expect(await holder.notices.handle(ticketEvent())).not.toBeNull();
    // Shown but not focused: the notice comes.
    other.notices.showing(12);
    vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    expect(await holder.notices.handle(ticketEvent())).not.toBeNull();
    expect(FakeNotification.shown).toHaveLength(2);
  });

  it('come from the tab that follows the stream, with the account read through its token', async () => {
    localStorage.setItem('token', 'tok-1');
    localStorage.setItem(NOTICES_KEY, 'on');
    FakeNotification.permission = 'granted';
    const requests: string[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      requests.push(`${init.method ?? 'GET'} ${url}`);
      if (url === pathOf(CALLS.profile)) return new Response(JSON.stringify(RESELLER), { status: 200 });
      const body = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(`event: ticket\ndata: ${JSON.stringify(ticketEvent())}\n\n`));
          init.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
        },
      });
      return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
    });
    vi.stubGlobal('navigator', { ...navigator, locks: undefined });
    const web = createWebPlatform();
    const stop = web.subscribe(() => {});
    await waitFor(() => expect(FakeNotification.shown.map((n) => n.title)).toEqual(['Nova mensagem no ticket #12']));
    stop();
    expect(requests).toContain(`GET ${pathOf(CALLS.profile)}`);
  });
});

describe('the tab title', () => {
  it('carries the unread count, and keeps it when the app sets its title again', async () => {
    document.title = 'Painel Revenda';
    const setCount = createTabTitle();
    setCount(3);
    expect(document.title).toBe('(3) Painel Revenda');
    document.title = 'Minha Revenda';
    await waitFor(() => expect(document.title).toBe('(3) Minha Revenda'));
    setCount(0);
    expect(document.title).toBe('Minha Revenda');
  });
});
