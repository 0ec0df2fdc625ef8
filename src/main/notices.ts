// Ticket notices on the desktop (issue 22). Main follows the one live stream, so it decides once for all
// the windows: the shared rule (shared/notices.ts) says which events are news for the signed-in account;
// a notice shows when the setting is on and no focused window shows that ticket; a click opens (or
// focuses) the ticket's chat window.
import { Notification } from 'electron';
import type { ServerEvent } from '../shared/events';
import { ticketNotice, type NoticeState, type NoticeViewer, type TicketNotice } from '../shared/notices';

export interface TicketNoticesDeps {
  /** The setting of /me ('Avisar novas mensagens de tickets'). */
  enabled: () => boolean;
  /** Who is signed in (read from the server once per session), or null without a session. */
  viewer: () => Promise<NoticeViewer | null>;
  /**
   * The window manager: whether the focused window shows that ticket (its chat window, or its chat over
   * the list), and opening (or focusing) a route's window.
   */
  windows: { focusedOn(ticketId: number): boolean; open(route: string): unknown };
  /** Shows a notice, calling `onClick` when it is clicked; the native one by default. */
  show?: (notice: TicketNotice, onClick: () => void) => void;
}

/** Notifications Electron still holds (one dropped by the garbage collector loses its click). */
const live = new Set<Notification>();

export function showNative(notice: TicketNotice, onClick: () => void): void {
  if (!Notification.isSupported()) return;
  const shown = new Notification({ title: notice.title, body: notice.body });
  const forget = () => live.delete(shown);
  shown.on('click', () => (forget(), onClick()));
  shown.on('close', forget);
  live.add(shown);
  shown.show();
}

export function createTicketNotices({ enabled, viewer, windows, show = showNative }: TicketNoticesDeps) {
  return {
    /** Every event of the live stream comes here; the few that are news for this account show. */
    async handle(event: ServerEvent): Promise<TicketNotice | null> {
      if (event.type !== 'ticket' || !enabled()) return null;
      const me = await viewer();
      const notice = me && ticketNotice(event, me);
      if (!notice || windows.focusedOn(notice.ticketId)) return null;
      show(notice, () => void windows.open(notice.route));
      return notice;
    },
  };
}

/** The switch on /me, kept by main: on unless turned off; 'unsupported' where the system shows none. */
export function noticeSetting(store: { get(key: 'ticketNotices'): boolean | undefined; set(key: 'ticketNotices', value: boolean): void }) {
  const state = (): NoticeState => (!Notification.isSupported() ? 'unsupported' : store.get('ticketNotices') === false ? 'off' : 'on');
  return {
    state,
    enabled: () => state() === 'on',
    set(on: boolean): NoticeState {
      store.set('ticketNotices', on);
      return state();
    },
  };
}
