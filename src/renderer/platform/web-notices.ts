// Ticket notices in the browser (issue 22): the browser's Notification API, off until the user turns it
// on in /me (only then is the permission asked for), and the unread count in the tab title. The tab that
// holds the browser's one live stream decides, once for all tabs, with the same rule as the desktop
// (shared/notices.ts); before showing it asks the other tabs whether one of them, focused, shows that ticket.
import type { ServerEvent } from '../../shared/events';
import { sessionViewer, ticketNotice, unreadTitle, type NoticeState, type TicketNotice } from '../../shared/notices';

/** This browser's switch ('on' or absent). */
export const NOTICES_KEY = 'ticket_notices';

export interface WebNoticesDeps {
  /** The tabs' channel (the adapter's); null where the browser has none. */
  channel: BroadcastChannel | null;
  /** Reads the signed-in account's profile (the adapter's request with its token). */
  readProfile: () => Promise<{ status: number; data: unknown }>;
  /** Opens the ticket's chat (a tab). */
  open: (route: string) => void;
  /** How long the deciding tab waits for another tab to say it shows the ticket. */
  askMs?: number;
}

type NoticeMessage = { type: 'notice-ask'; ticketId: number; nonce: string } | { type: 'notice-busy'; nonce: string };

const notificationApi = () => (typeof Notification === 'undefined' ? null : Notification);

export function createWebNotices({ channel, readProfile, open, askMs = 150 }: WebNoticesDeps) {
  const viewer = sessionViewer(readProfile);
  /** The tickets this tab's screens show, with how many times. */
  const shown = new Map<number, number>();
  const focusedOn = (ticketId: number) => (shown.get(ticketId) ?? 0) > 0 && document.visibilityState !== 'hidden' && document.hasFocus();

  channel?.addEventListener('message', (event: MessageEvent<NoticeMessage>) => {
    const data = event.data;
    if (data?.type === 'notice-ask' && focusedOn(data.ticketId)) channel.postMessage({ type: 'notice-busy', nonce: data.nonce } satisfies NoticeMessage);
  });

  /** Whether this tab or another one, focused, shows the ticket. */
  function anyTabOn(ticketId: number): Promise<boolean> {
    if (focusedOn(ticketId)) return Promise.resolve(true);
    if (!channel) return Promise.resolve(false);
    const nonce = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
    return new Promise((resolve) => {
      const done = (busy: boolean) => {
        clearTimeout(timer);
        channel.removeEventListener('message', onMessage);
        resolve(busy);
      };
      const onMessage = (event: MessageEvent<NoticeMessage>) => event.data?.type === 'notice-busy' && event.data.nonce === nonce && done(true);
      const timer = setTimeout(() => done(false), askMs);
      channel.addEventListener('message', onMessage);
      channel.postMessage({ type: 'notice-ask', ticketId, nonce } satisfies NoticeMessage);
    });
  }

  function state(): NoticeState {
    const api = notificationApi();
    if (!api) return 'unsupported';
    if (localStorage.getItem(NOTICES_KEY) !== 'on') return 'off';
    return api.permission === 'granted' ? 'on' : api.permission === 'denied' ? 'denied' : 'off';
  }

  return {
    state,
    /** Turning on asks the browser's permission (now, after the user's click, never before). */
    async set(on: boolean): Promise<NoticeState> {
      const api = notificationApi();
      if (!api) return 'unsupported';
      if (!on) {
        localStorage.removeItem(NOTICES_KEY);
        return 'off';
      }
      const permission = api.permission === 'granted' ? 'granted' : await api.requestPermission();
      if (permission !== 'granted') {
        localStorage.removeItem(NOTICES_KEY);
        return permission === 'denied' ? 'denied' : 'off';
      }
      localStorage.setItem(NOTICES_KEY, 'on');
      return 'on';
    },
    showing(ticketId: number): () => void {
      shown.set(ticketId, (shown.get(ticketId) ?? 0) + 1);
      return () => {
        const next = (shown.get(ticketId) ?? 0) - 1;
        if (next > 0) shown.set(ticketId, next);
        else shown.delete(ticketId);
      };
    },
    /** The tab holding the stream passes every event here. */
    async handle(event: ServerEvent): Promise<TicketNotice | null> {
      if (event.type !== 'ticket' || state() !== 'on') return null;
      const me = await viewer.get();
      const notice = me && ticketNotice(event, me);
      if (!notice || (await anyTabOn(notice.ticketId))) return null;
      try {
        // The tag: a second notice of one ticket replaces the first.
        const shownNotice = new Notification(notice.title, { body: notice.body, tag: `ticket-${notice.ticketId}` });
        shownNotice.onclick = () => {
          window.focus();
          open(notice.route);
          shownNotice.close();
        };
      } catch {
        // Phone browsers show notifications only through a service worker: none here.
        return null;
      }
      return notice;
    },
    /** The session ended: the next one reads its account again. */
    forget: () => viewer.forget(),
  };
}

/** The tab title with the unread count, kept when the app sets its title again (the branding's). */
export function createTabTitle() {
  let count = 0;
  let observer: MutationObserver | null = null;
  const apply = () => {
    const next = unreadTitle(count, document.title);
    if (document.title !== next) document.title = next;
  };
  return (next: number) => {
    count = next;
    apply();
    const title = document.querySelector('title');
    if (!observer && title && typeof MutationObserver !== 'undefined') {
      observer = new MutationObserver(apply);
      observer.observe(title, { childList: true, characterData: true, subtree: true });
    }
  };
}
