import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CALLS } from '../../../shared/calls';
import type { ExpiriesAnswer } from '../../../shared/expiries';
import { EXPIRY_MSG } from '../../../shared/expiries';
import { isCallTo, renderApp, route, signIn, signedInPlatform } from '../../test/render';
import { expiringLine as line } from '../../test/lines';


function platform() {
  const rows = [line(11, 'cliente1', '5511988887777'), line(12, 'cliente2')];
  const answer: ExpiriesAnswer = { counts: { today: 2, in3: 0, in7: 4, expired: 1 }, rows, total: 2, page: 1, per_page: 25, all: rows };
  return signedInPlatform()
    .on(route(CALLS.expiries), answer)
    .on(route(CALLS.iptvAction, { id: 11 }), { message: 'ok', exp_date_formatted: '25/12/2026 23:59:59' })
    .on(route(CALLS.iptvAction, { id: 12 }), { message: 'Créditos insuficientes.' }, 422)
    .on(route(CALLS.expiryReminders), { message: EXPIRY_MSG.remindersSaved(1), saved: 1 });
}

describe('/vencimentos', () => {
  it('shows the tabs with their counts; Renovar confirms the count and total, renews each line with its own key and lists what failed', async () => {
    signIn();
    const p = platform();
    renderApp('/vencimentos', p);
    expect(await screen.findByRole('tab', { name: 'Hoje (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Em 7 dias (4)' })).toBeInTheDocument();
    await screen.findByText('cliente1');

    await userEvent.click(screen.getByRole('button', { name: /Renovar$/ }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(EXPIRY_MSG.noneSelected);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /OK|Ok/ }));

    await userEvent.click(screen.getByRole('button', { name: 'Selecionar todas (2)' }));
    await userEvent.click(screen.getByRole('button', { name: /Renovar$/ }));
    const summary = await screen.findByTestId('bulk-summary');
    const dialog = summary.closest('.ant-modal') as HTMLElement;
    expect(summary).toHaveTextContent('Renovar 2 linhas por 1 mês? Total: 2 créditos.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim' }));
    expect(await within(dialog).findByText('1 linha renovada; 1 não.')).toBeInTheDocument();
    expect(within(dialog).getByText('cliente2: Créditos insuficientes.')).toBeInTheDocument();
    const renewals = p.calls.filter(isCallTo(CALLS.iptvAction));
    expect(renewals.map((c) => c.body)).toEqual([
      { action: 1, credits: 1 },
      { action: 1, credits: 1 },
    ]);
    // One key per line, of one batch: the same selection sent again reuses them.
    const keys = renewals.map((c) => c.requestId!);
    expect(keys[0]).toMatch(/^[\w-]+:renovar1:iptv:11$/);
    expect(keys[1]).toBe(keys[0]!.replace(/11$/, '12'));
  });

  it("Enviar lembrete offers each line's WhatsApp link with the reminder and records the send", async () => {
    signIn();
    const p = platform();
    renderApp('/vencimentos', p);
    await screen.findByText('cliente1');
    await userEvent.click(screen.getByRole('button', { name: 'Selecionar todas (2)' }));
    await userEvent.click(screen.getByRole('button', { name: /Enviar lembrete$/ }));
    const dialog = (await screen.findByText('Copiar todas as mensagens')).closest('.ant-modal') as HTMLElement;
    const link = within(dialog).getByRole('link', { name: /Abrir WhatsApp/ });
    expect(link.getAttribute('href')).toBe(`https://wa.me/5511988887777?text=${encodeURIComponent('Olá! Sua assinatura vence em 25/11/2026.\n\nUsuário: cliente1\n\nPara renovar e continuar assistindo, responda esta mensagem.')}`);
    expect(within(dialog).getByText('Sem WhatsApp')).toBeInTheDocument();
    // The browser opens WhatsApp in a new tab; the test's DOM would try to fetch it.
    link.addEventListener('click', (e) => e.preventDefault());
    await userEvent.click(link);
    await waitFor(() => expect(p.calls.find(isCallTo(CALLS.expiryReminders))?.body).toEqual({ ids: [11] }));
    expect(await within(dialog).findByText('Enviado')).toBeInTheDocument();
  });

  it("'Copiar todas as mensagens' of a whole big tab records them 500 per call", async () => {
    signIn();
    const rows = Array.from({ length: 600 }, (_, i) => line(1_000 + i, `cliente${i}`));
    const p = signedInPlatform()
      .on(route(CALLS.expiries), { counts: { today: 600, in3: 0, in7: 0, expired: 0 }, rows: rows.slice(0, 25), total: 600, page: 1, per_page: 25, all: rows } satisfies ExpiriesAnswer)
      .on(route(CALLS.expiryReminders), (req) => ({ status: 200, data: { message: 'ok', saved: (req.body as { ids: number[] }).ids.length } }));
    renderApp('/vencimentos', p);
    await userEvent.click(await screen.findByRole('button', { name: 'Selecionar todas (600)' }));
    await userEvent.click(screen.getByRole('button', { name: /Enviar lembrete$/ }));
    await userEvent.click(await screen.findByText('Copiar todas as mensagens', {}, { timeout: 10_000 }));
    expect(await screen.findByText(EXPIRY_MSG.remindersSaved(600))).toBeInTheDocument();
    expect(p.calls.filter(isCallTo(CALLS.expiryReminders)).map((c) => (c.body as { ids: number[] }).ids.length)).toEqual([500, 100]);
  });
});
