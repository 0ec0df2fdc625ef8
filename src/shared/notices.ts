// Ticket notices (issue 22): which live ticket events become a notification for whom, their pt-BR
// texts, and how the unread count reads in the tray and the tab title. Electron main (the desktop's
// one live stream) and the web adapter (the tab that holds the browser's one stream) both decide here.
import type { ServerEvent } from './events';

/** Who is signed in, as far as the rule needs. */
export interface NoticeViewer {
  id: number;
  admin: boolean;
}

export interface TicketNotice {
  ticketId: number;
  title: string;
  body: string;
  /** The ticket's chat window, opened (or focused) by a click on the notice. */
  route: string;
}

/** Whether notices are on: 'denied' and 'unsupported' are the browser's answers on the web. */
export type NoticeState = 'on' | 'off' | 'denied' | 'unsupported';

export const NOTICE_MSG = {
  newTicket: (id: number) => `Novo ticket #${id}`,
  newMessage: (id: number) => `Nova mensagem no ticket #${id}`,
  cardTitle: 'Notificações',
  switchLabel: 'Avisar novas mensagens de tickets',
  desktopHint: 'Um aviso do sistema quando chega uma mensagem ou um ticket novo e a janela desse ticket não está em foco.',
  webHint: 'Um aviso do navegador quando chega uma mensagem ou um ticket novo e a aba desse ticket não está em foco. O navegador pede sua permissão ao ligar.',
  denied: 'O navegador bloqueou as notificações deste site. Libere-as nas configurações do navegador e ligue de novo.',
  unsupported: 'Este navegador não mostra notificações.',
  appName: 'Painel Revenda',
  trayOpen: 'Abrir painel',
  trayQuit: 'Sair',
} as const;

export const chatRoute = (ticketId: number) => `/ticket/${ticketId}`;

/**
 * The one rule: a ticket opened by someone else is news for the admin ('Novo ticket #12'); a message is
 * news for the ticket's author when someone else (the support) wrote it, and for the admin when the author
 * wrote it ('Nova mensagem no ticket #12'). One's own actions, status changes, blocks and finishes are not.
 */
export function ticketNotice(event: ServerEvent, me: NoticeViewer): TicketNotice | null {
  if (event.type !== 'ticket' || event.by === me.id) return null;
  const base = { ticketId: event.id, body: event.title, route: chatRoute(event.id) };
  if (event.change === 'created') return me.admin ? { ...base, title: NOTICE_MSG.newTicket(event.id) } : null;
  if (event.change !== 'message') return null;
  const toAuthor = event.owner === me.id;
  const toSupport = me.admin && event.by === event.owner;
  return toAuthor || toSupport ? { ...base, title: NOTICE_MSG.newMessage(event.id) } : null;
}

const plural = (count: number) => (count === 1 ? '1 mensagem não lida' : `${count} mensagens não lidas`);

/** The tray's tooltip: 'Painel Revenda — 3 mensagens não lidas' ('Painel Revenda' alone at zero). */
export const trayTooltip = (count: number) => (count > 0 ? `${NOTICE_MSG.appName} — ${plural(count)}` : NOTICE_MSG.appName);

/** The Windows taskbar overlay's description (read by screen readers). */
export const unreadDescription = plural;

const COUNT_PREFIX = /^\(\d+\) /;

/** The tab title with the unread count: '(3) Painel Revenda'; the title alone at zero. */
export function unreadTitle(count: number, title: string): string {
  const base = title.replace(COUNT_PREFIX, '');
  return count > 0 ? `(${count}) ${base}` : base;
}

/**
 * Who is signed in, read from the server (the profile call, with the adapter's own token) the first time
 * a ticket event needs it, and kept until the session ends (`forget`). Main and the web adapter use it.
 */
export function sessionViewer(readProfile: () => Promise<{ status: number; data: unknown }>) {
  let cached: Promise<NoticeViewer | null> | null = null;
  const miss = () => ((cached = null), null);
  return {
    get(): Promise<NoticeViewer | null> {
      cached ??= readProfile().then(({ status, data }) => {
        const profile = data as { id?: unknown; profile?: unknown } | null;
        return status === 200 && typeof profile?.id === 'number' ? { id: profile.id, admin: profile.profile === 'admin' } : miss();
      }, miss);
      return cached;
    },
    forget() {
      cached = null;
    },
  };
}
