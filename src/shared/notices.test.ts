// The notices' one rule and texts (issue 22): who hears of which ticket event, and the count's wording.
import { describe, expect, it } from 'vitest';
import { ticketEvent } from './test/ticket-event';
import { sessionViewer, ticketNotice, trayTooltip, unreadTitle } from './notices';

const reseller = { id: 7, admin: false };
const admin = { id: 1, admin: true };

describe('ticket notices', () => {
  it("tell the author of the support's answer, and the admin of new tickets and the authors' messages", () => {
    expect(ticketNotice(ticketEvent(), reseller)).toEqual({ ticketId: 12, title: 'Nova mensagem no ticket #12', body: 'Canal travando', route: '/ticket/12' });
    expect(ticketNotice(ticketEvent({ change: 'created', by: 7 }), admin)).toMatchObject({ title: 'Novo ticket #12', body: 'Canal travando' });
    expect(ticketNotice(ticketEvent({ by: 7 }), admin)).toMatchObject({ title: 'Nova mensagem no ticket #12' });
  });

  it("say nothing of one's own actions, of status changes, of others' tickets, nor of new tickets to a reseller", () => {
    expect(ticketNotice(ticketEvent({ by: 7 }), reseller)).toBeNull();
    expect(ticketNotice(ticketEvent(), admin)).toBeNull();
    for (const change of ['status', 'blocked', 'finished'] as const) expect(ticketNotice(ticketEvent({ change }), reseller)).toBeNull();
    // A master hears of its sub-reseller's tickets (the audience) but they are not its own.
    expect(ticketNotice(ticketEvent({ owner: 9 }), reseller)).toBeNull();
    expect(ticketNotice(ticketEvent({ change: 'created', owner: 9, by: 9 }), reseller)).toBeNull();
    expect(ticketNotice({ type: 'announcement' }, reseller)).toBeNull();
  });

  it('word the count for the tray and the tab title', () => {
    expect(trayTooltip(0)).toBe('Painel Revenda');
    expect(trayTooltip(1)).toBe('Painel Revenda — 1 mensagem não lida');
    expect(trayTooltip(3)).toBe('Painel Revenda — 3 mensagens não lidas');
    expect(unreadTitle(3, 'Painel Revenda')).toBe('(3) Painel Revenda');
    expect(unreadTitle(4, '(3) Painel Revenda')).toBe('(4) Painel Revenda');
    expect(unreadTitle(0, '(3) Painel Revenda')).toBe('Painel Revenda');
  });

  it('read the account once, and again after a failure or the end of the session', async () => {
    let calls = 0;
    let status = 500;
    const viewer = sessionViewer(async () => (calls++, { status, data: { id: 1, profile: 'admin' } }));
    expect(await viewer.get()).toBeNull();
    status = 200;
    expect(await viewer.get()).toEqual({ id: 1, admin: true });
    await viewer.get();
    expect(calls).toBe(2);
    viewer.forget();
    await viewer.get();
    expect(calls).toBe(3);
  });
});
