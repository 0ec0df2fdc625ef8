import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CALLS } from '../../../shared/calls';
import type { ExpiriesAnswer } from '../../../shared/expiries/schemas';
import { EXPIRY_MSG } from '../../../shared/expiries/texts';
import { isCallTo, renderScreen, route, signIn, signedInPlatform, onPhone } from '../../test/render';
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

/** A tab whose lines leave it once renewed, as the server answers. */
function renewingPlatform(rows = [line(11, 'cliente1', '5511988887777'), line(12, 'cliente2')]) {
  const renewed = new Set<number>();
  const p = signedInPlatform().on(route(CALLS.expiries), () => {
    const left = rows.filter((l) => !renewed.has(l.id));
    return {
      status: 200,
      data: {
        counts: { today: left.length, in3: 0, in7: 0, expired: 0 },
        rows: left,
        total: left.length,
        page: 1,
        per_page: 25,
        all: left,
      } satisfies ExpiriesAnswer,
    };
  });
  for (const l of rows)
    p.on(route(CALLS.iptvAction, { id: l.id }), () => {
      renewed.add(l.id);
      return { status: 200, data: { message: 'ok', exp_date_formatted: '25/12/2026 23:59:59' } };
    });
  return { p, renewed };
}

const bulkButton = (name: string) => screen.getByRole('button', { name: new RegExp(`${name}$`) });
const selectAll = () => userEvent.click(screen.getByRole('button', { name: 'Selecionar todas (2)' }));

/** Signed in on /vencimentos over `p`, once its first line shows. */
async function open(p = platform()) {
  signIn();
  renderScreen('/vencimentos', p);
  await screen.findByText('cliente1');
  return p;
}

/** Renovar on the selection: the confirmation's summary and dialog. */
async function openRenew() {
  await userEvent.click(bulkButton('Renovar'));
  const summary = await screen.findByTestId('bulk-summary');
  return { summary, dialog: summary.closest('.ant-modal') as HTMLElement };
}

/** Enviar lembrete on the selection: its dialog. */
async function openReminders() {
  await userEvent.click(bulkButton('Enviar lembrete'));
  return (await screen.findByText('Copiar todas as mensagens')).closest('.ant-modal') as HTMLElement;
}

describe('/vencimentos', () => {
  it('shows the tabs with their counts; Renovar confirms the count and total, renews each line with its own key and lists what failed', async () => {
    const p = await open();
    expect(await screen.findByRole('tab', { name: 'Hoje (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Em 7 dias (4)' })).toBeInTheDocument();

    await selectAll();
    expect(screen.getByText('2 selecionadas')).toBeInTheDocument();
    const { summary, dialog } = await openRenew();
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

  it('keeps Renovar and Enviar lembrete off until a line is selected, saying why; Exportar without a selection exports the whole tab', async () => {
    const p = await open();
    for (const name of ['Renovar', 'Enviar lembrete']) expect(bulkButton(name)).toBeDisabled();
    await userEvent.hover(bulkButton('Renovar'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(EXPIRY_MSG.noneSelected);
    expect(screen.queryByText(/^\d+ selecionadas?$/)).toBeNull();

    await userEvent.click(bulkButton('Exportar'));
    await waitFor(() => expect(p.exports).toHaveLength(1));
    expect(p.exports[0].rows.map((r) => r.username)).toEqual(['cliente1', 'cliente2']);

    await userEvent.click(within(screen.getByText('cliente1').closest('tr') as HTMLElement).getByRole('checkbox'));
    expect(screen.getByText('1 selecionada')).toBeInTheDocument();
    expect(bulkButton('Renovar')).toBeEnabled();
    await userEvent.click(bulkButton('Exportar'));
    await waitFor(() => expect(p.exports).toHaveLength(2));
    expect(p.exports[1].rows.map((r) => r.username)).toEqual(['cliente1']);
  });

  it("'Não' and Esc in the confirmation keep the selection: 'Enviar lembrete' then acts on it", async () => {
    const p = await open();
    await selectAll();

    await userEvent.click(bulkButton('Renovar'));
    await screen.findByTestId('bulk-summary');
    await userEvent.click(screen.getByRole('button', { name: 'Não' }));
    await waitFor(() => expect(screen.queryByTestId('bulk-summary')).toBeNull());
    expect(screen.getByText('2 selecionadas')).toBeInTheDocument();

    await userEvent.click(bulkButton('Renovar'));
    await screen.findByTestId('bulk-summary');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('bulk-summary')).toBeNull());
    expect(screen.getByText('2 selecionadas')).toBeInTheDocument();
    expect(p.calls.filter(isCallTo(CALLS.iptvAction))).toHaveLength(0);

    const dialog = await openReminders();
    expect(within(dialog).getByText('cliente1')).toBeInTheDocument();
    expect(within(dialog).getByText('cliente2')).toBeInTheDocument();
  });

  it('the dialog keeps the lines it opened with while they leave the tab, then the selection is empty', async () => {
    signIn();
    const { p } = renewingPlatform();
    renderScreen('/vencimentos', p);
    await userEvent.click(await screen.findByRole('button', { name: 'Selecionar todas (2)' }));
    const { summary, dialog } = await openRenew();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim' }));
    expect(await within(dialog).findByText('2 linhas renovadas.')).toBeInTheDocument();
    await screen.findByRole('tab', { name: 'Hoje (0)' });
    expect(summary).toHaveTextContent('Renovar 2 linhas por 1 mês? Total: 2 créditos.');
    expect(within(dialog).getByText('2 / 2')).toBeInTheDocument();
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Fechar' }).at(-1)!);
    expect(screen.queryByText(/^\d+ selecionadas?$/)).toBeNull();
    expect(bulkButton('Enviar lembrete')).toBeDisabled();
  });

  it('a line that left the tab (renewed in another window) leaves the selection and its count', async () => {
    signIn();
    const { p, renewed } = renewingPlatform();
    renderScreen('/vencimentos', p);
    await userEvent.click(await screen.findByRole('button', { name: 'Selecionar todas (2)' }));
    expect(screen.getByText('2 selecionadas')).toBeInTheDocument();
    renewed.add(11);
    act(() => p.emitInvalidate(['Expiries']));
    expect(await screen.findByText('1 selecionada')).toBeInTheDocument();
    await userEvent.click(bulkButton('Renovar'));
    expect(await screen.findByTestId('bulk-summary')).toHaveTextContent('Renovar 1 linha por 1 mês? Total: 1 crédito.');
  });

  it("Enviar lembrete offers each line's WhatsApp link with the reminder ('vence hoje' on the expiry day) and records the send", async () => {
    const p = await open();
    await selectAll();
    const dialog = await openReminders();
    const link = within(dialog).getByRole('link', { name: /Abrir WhatsApp/ });
    expect(link.getAttribute('href')).toBe(
      `https://wa.me/5511988887777?text=${encodeURIComponent('Olá! Sua assinatura vence hoje.\n\nUsuário: cliente1\n\nPara renovar e continuar assistindo, responda esta mensagem.')}`,
    );
    expect(within(dialog).getByText('Sem WhatsApp')).toBeInTheDocument();
    // The browser opens WhatsApp in a new tab; the test's DOM would try to fetch it.
    link.addEventListener('click', (e) => e.preventDefault());
    await userEvent.click(link);
    await waitFor(() => expect(p.calls.find(isCallTo(CALLS.expiryReminders))?.body).toEqual({ ids: [11] }));
    expect(await within(dialog).findByText('Enviado')).toBeInTheDocument();
  });

  it("'Incluir testes' asks for the tests too and marks them", async () => {
    signIn();
    const official = line(11, 'cliente1');
    const trial = { ...line(13, 'teste1'), test: true };
    const p = signedInPlatform().on(route(CALLS.expiries), (req) => {
      const rows = req.query?.tests === '1' ? [official, trial] : [official];
      return {
        status: 200,
        data: {
          counts: { today: rows.length, in3: 0, in7: 0, expired: 0 },
          rows,
          total: rows.length,
          page: 1,
          per_page: 25,
          all: rows,
        } satisfies ExpiriesAnswer,
      };
    });
    renderScreen('/vencimentos', p);
    expect(await screen.findByRole('tab', { name: 'Hoje (1)' })).toBeInTheDocument();
    expect(screen.queryByText('teste1')).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Incluir testes' }));
    expect(await screen.findByRole('tab', { name: 'Hoje (2)' })).toBeInTheDocument();
    const row = screen.getByText('teste1').closest('tr') as HTMLElement;
    expect(within(row).getByText('Teste')).toBeInTheDocument();
    expect(within(screen.getByText('cliente1').closest('tr') as HTMLElement).queryByText('Teste')).toBeNull();
  });

  it('on a 390 px phone the lines are cards, each with its checkbox, and the bulk actions work on them', async () => {
    await onPhone(async () => {
      signIn();
      const { p } = renewingPlatform();
      renderScreen('/vencimentos', p);
      const cards = await within(await screen.findByRole('list', { name: 'Linhas' })).findAllByRole('listitem');
      expect(cards).toHaveLength(2);
      expect(screen.queryByRole('columnheader', { name: 'Usuário' })).toBeNull();
      expect(cards[0]).toHaveTextContent('Vencimento');
      await userEvent.click(screen.getByRole('checkbox', { name: 'Selecionar cliente2' }));
      expect(screen.getByText('1 selecionada')).toBeInTheDocument();
      await userEvent.click(bulkButton('Renovar'));
      expect(await screen.findByTestId('bulk-summary')).toHaveTextContent('Renovar 1 linha por 1 mês?');
      await userEvent.click(screen.getByRole('button', { name: 'Sim' }));
      expect(await screen.findByText('1 linha renovada.')).toBeInTheDocument();
      expect(p.calls.filter(isCallTo(CALLS.iptvAction)).map((c) => c.path)).toEqual([`${CALLS.iptvLines.path}/12`]);
    });
  });

  it("'Copiar todas as mensagens' of a whole big tab records them 500 per call", async () => {
    signIn();
    const rows = Array.from({ length: 600 }, (_, i) => line(1_000 + i, `cliente${i}`));
    const p = signedInPlatform()
      .on(route(CALLS.expiries), {
        counts: { today: 600, in3: 0, in7: 0, expired: 0 },
        rows: rows.slice(0, 25),
        total: 600,
        page: 1,
        per_page: 25,
        all: rows,
      } satisfies ExpiriesAnswer)
      .on(route(CALLS.expiryReminders), (req) => ({ status: 200, data: { message: 'ok', saved: (req.body as { ids: number[] }).ids.length } }));
    renderScreen('/vencimentos', p);
    await userEvent.click(await screen.findByRole('button', { name: 'Selecionar todas (600)' }));
    await userEvent.click(screen.getByRole('button', { name: /Enviar lembrete$/ }));
    await userEvent.click(await screen.findByText('Copiar todas as mensagens', {}, { timeout: 10_000 }));
    expect(await screen.findByText(EXPIRY_MSG.remindersSaved(600))).toBeInTheDocument();
    expect(p.calls.filter(isCallTo(CALLS.expiryReminders)).map((c) => (c.body as { ids: number[] }).ids.length)).toEqual([500, 100]);
  });
});
