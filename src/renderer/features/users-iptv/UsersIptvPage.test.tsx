import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiRequest } from '../../../shared/platform';
import type { IptvLine } from '../../../shared/lines/schemas';
import { formatDate } from '../lines/list';
import { renderScreen, signedInPlatform, signIn, route, wholeList, onPhone } from '../../test/render';
import { iptvLines } from '../../test/lines';
import { CALLS } from '../../../shared/calls';

const base = Date.UTC(2026, 10, 22, 12);
const users = iptvLines(2000, base, (i) => ({
  id: i + 1,
  id_iptv: 9000 + i,
  username: i === 777 ? 'Antônio Loja' : `cliente${i}`,
  password: `pw${i}`,
  watching: i % 5 === 0 ? 'canal' : '',
  nota: '',
  exp_date_timestamp: base + ((i * 7919) % 2000) * 3_600_000,
  whatsapp: '',
}));

beforeEach(() => signIn());

function platform() {
  return signedInPlatform()
    .on(route(CALLS.iptvLineChanges), wholeList(users))
    .on(route(CALLS.iptvAction, { id: 778 }), (req: ApiRequest) => ({
      status: 200,
      data: (req.body as { action: number }).action === 1 ? { exp_date_formatted: '22/01/2027 12:00:00' } : { message: 'ok' },
    }));
}
const puts = (calls: ApiRequest[]) => calls.filter((c) => c.method === 'PUT');
const rows = () => screen.getAllByRole('row').slice(1);

async function findAntonio() {
  await userEvent.type(await screen.findByRole('searchbox'), 'antonio');
  await waitFor(() => expect(rows()).toHaveLength(1));
  return rows()[0];
}

describe('/users-iptv', () => {
  it('asks only for what changed since the list it holds, and shows it patched', async () => {
    const p = signedInPlatform().on(route(CALLS.iptvLineChanges), (req: ApiRequest) => {
      if (!req.query?.cursor) return { status: 200, data: { cursor: 'v1', full: true, rows: users.slice(0, 3), removed: [] } };
      return { status: 200, data: { cursor: 'v2', full: false, rows: [{ ...users[5], username: 'nova.linha' }], removed: [users[0]!.id] } };
    });
    renderScreen('/users-iptv', p);
    expect(await screen.findByText('cliente1')).toBeInTheDocument();
    // Another window (or the server's event) tells the list changed.
    p.emitInvalidate(['LinesIptv']);
    expect(await screen.findByText('nova.linha')).toBeInTheDocument();
    expect(screen.queryByText('cliente0')).toBeNull();
    expect(screen.getByText('cliente2')).toBeInTheDocument();
    expect(p.calls.filter((c) => c.path === CALLS.iptvLineChanges.path).map((c) => c.query?.cursor)).toEqual([undefined, 'v1']);
  });

  it('lists 2 000 lines 10 at a time by expiry, with the pt-BR date, and finds a name without its accent', async () => {
    renderScreen('/users-iptv', platform());
    expect(await screen.findByText('2000 registros')).toBeInTheDocument();
    expect(rows()).toHaveLength(10);
    expect(rows()[0]).toHaveTextContent(formatDate(base));
    expect(await findAntonio()).toHaveTextContent('Antônio Loja');
  });

  it('Ativar/Desativar asks Sim/Não, sends the toggle with id_iptv and shows the spec text', async () => {
    const p = platform();
    renderScreen('/users-iptv', p);
    const row = await findAntonio();
    await userEvent.click(within(row).getByRole('button', { name: /Ações/ }));
    await userEvent.click(await screen.findByText('Ativar/Desativar'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Não' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts(p.calls)).toHaveLength(0);
    await userEvent.click(within(row).getByRole('button', { name: /Ações/ }));
    await userEvent.click((await screen.findAllByText('Ativar/Desativar')).at(-1)!);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Usuário: Antônio Loja status trocado com sucesso!')).toBeInTheDocument();
    expect(puts(p.calls)[0].body).toMatchObject({ action: 0, id_iptv: 9777 });
    // Every other window refetches the IPTV list and the dashboard only, not the P2P lists nor the profile.
    expect(p.broadcasts).toEqual([['LinesIptv', 'Dashboard']]);
  });

  it('+30 dias spends with a request id and shows the renewal receipt', async () => {
    const p = platform();
    renderScreen('/users-iptv', p);
    const row = await findAntonio();
    await userEvent.click(within(row).getByRole('button', { name: '+30 dias' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText(/Novo vencimento: 22\/01\/2027 12:00:00/)).toBeInTheDocument();
    expect(puts(p.calls)[0].body).toMatchObject({ action: 1, credits: 1 });
    expect(puts(p.calls)[0].requestId).toMatch(/^[0-9a-f-]{36}$/);
    // It spent a credit: the balance (profile) too.
    expect(p.broadcasts).toEqual([['LinesIptv', 'Dashboard', 'Profile']]);
  });

  it("marks a line whose expiry passed as 'Vencido' whatever its stored status, and keeps it out of 'Ativo'", async () => {
    const line = (id: number, username: string, expired: boolean): IptvLine => ({
      ...users[0],
      id,
      id_iptv: id,
      username,
      status: 'Ativo',
      watching: '',
      expired,
      exp_date_timestamp: base + (expired ? -1 : 1) * 86_400_000,
    });
    renderScreen('/users-iptv', signedInPlatform().on(route(CALLS.iptvLineChanges), wholeList([line(1, 'vencido1', true), line(2, 'emdia2', false)])));
    expect(await screen.findByText('2 registros')).toBeInTheDocument();
    const [expiredRow, activeRow] = rows();
    expect(expiredRow).toHaveTextContent('vencido1');
    expect(expiredRow).toHaveTextContent('Vencido');
    expect(expiredRow).not.toHaveTextContent('Ativo');
    expect(activeRow).toHaveTextContent('Ativo');
    await userEvent.click(screen.getByLabelText('Filtro de status'));
    await userEvent.click(await screen.findByTitle('Ativo'));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('emdia2');
    await userEvent.click(screen.getByLabelText('Filtro de status'));
    await userEvent.click(await screen.findByTitle('Vencido'));
    await waitFor(() => expect(rows()[0]).toHaveTextContent('vencido1'));
    expect(rows()).toHaveLength(1);
  });

  it('shows each line as a compact card at 390 px, with user, status, expiry and actions in view', async () => {
    await onPhone(async () => {
      const p = platform();
      renderScreen('/users-iptv', p);
      expect(await screen.findByText('2000 registros')).toBeInTheDocument();
      expect(screen.queryByRole('columnheader', { name: 'Usuário' })).toBeNull();
      const cards = await within(await screen.findByRole('list', { name: 'Linhas' })).findAllByRole('listitem');
      expect(cards).toHaveLength(10);
      const first = cards[0];
      expect(first).toHaveTextContent('Vencimento');
      expect(first).toHaveTextContent(formatDate(base));
      expect(first).toHaveTextContent('Status');
      expect(within(first).getByRole('button', { name: /Ações/ })).toBeInTheDocument();
      expect(within(first).getByRole('button', { name: '+30 dias' })).toBeInTheDocument();
      // Sorting without column headers: the 'Ordenar por' select.
      await userEvent.click(screen.getByLabelText('Ordenar por'));
      await userEvent.click(await screen.findByTitle('Vencimento ↓'));
      await waitFor(() => expect(within(screen.getByRole('list', { name: 'Linhas' })).getAllByRole('listitem')[0]).not.toHaveTextContent(formatDate(base)));
    });
  });

  it('exports UsersIPTV.xlsx with the visible columns', async () => {
    const p = platform();
    renderScreen('/users-iptv', p);
    await findAntonio();
    await userEvent.click(screen.getByRole('button', { name: 'Exportar Excel' }));
    await waitFor(() => expect(p.exports).toHaveLength(1));
    expect(p.exports[0].fileName).toBe('UsersIPTV.xlsx');
    expect(p.exports[0].columns.map((c) => c.header)).toEqual(['Usuário', 'Senha', 'Status', 'Notas', 'Vencimento', 'Criado Em']);
    expect(p.exports[0].rows).toEqual([expect.objectContaining({ username: 'Antônio Loja', status: 'Ativo' })]);
  });
});

describe('/users-iptv, many lines at once', () => {
  const few = users.slice(0, 3); // Ativo, Teste, Desativado
  function small() {
    const p = signedInPlatform().on(route(CALLS.iptvLineChanges), wholeList(few));
    for (const u of few) p.on(route(CALLS.iptvAction, { id: u.id }), { message: 'ok' });
    return p;
  }

  it("'Excluir testes' deletes only the tests among the selected lines, 'Desativar' only those not off, each after one Sim", async () => {
    const p = small();
    renderScreen('/users-iptv', p);
    await userEvent.click(await screen.findByRole('button', { name: 'Selecionar todas (3)' }));
    expect(screen.getByText('3 selecionadas')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Excluir testes' }));
    expect(await screen.findByTestId('bulk-summary')).toHaveTextContent('Excluir 1 teste? As linhas oficiais selecionadas ficam.');
    await userEvent.click(screen.getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('1 teste excluído.')).toBeInTheDocument();
    expect(puts(p.calls).map((c) => [c.path, c.body])).toEqual([[`${CALLS.iptvLines.path}/2`, { action: 2 }]]);
    await userEvent.click(screen.getAllByRole('button', { name: 'Fechar' }).at(-1)!);

    await userEvent.click(screen.getByRole('button', { name: 'Selecionar todas (3)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Desativar' }));
    expect(await screen.findByTestId('bulk-summary')).toHaveTextContent('Desativar 2 linhas?');
    await userEvent.click(screen.getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('2 linhas desativadas.')).toBeInTheDocument();
    expect(
      puts(p.calls)
        .slice(1)
        .map((c) => c.body),
    ).toEqual([
      { action: 0, id_iptv: 9000 },
      { action: 0, id_iptv: 9001 },
    ]);
  });

  /** The three lines as the server keeps them: a toggle turns a line off (or on) for the next reading. */
  function live() {
    const rows = few.map((u) => ({ ...u }));
    const p = signedInPlatform().on(
      route(CALLS.iptvLineChanges),
      wholeList(() => ({ status: 200, data: rows.map((u) => ({ ...u })) })),
    );
    for (const u of rows)
      p.on(route(CALLS.iptvAction, { id: u.id }), (req: ApiRequest) => {
        if ((req.body as { action: number }).action === 0) u.status = 'Desativado';
        return { status: 200, data: { message: 'ok' } };
      });
    return p;
  }
  const button = (name: string) => screen.getByRole('button', { name });

  it("'Desativar' of 2 lines keeps saying 2 while the list turns them off, and the selection is then done with", async () => {
    const p = live();
    renderScreen('/users-iptv', p);
    await userEvent.click(await screen.findByRole('button', { name: 'Selecionar todas (3)' }));
    await userEvent.click(button('Desativar'));
    const summary = await screen.findByTestId('bulk-summary');
    const dialog = summary.closest('.ant-modal') as HTMLElement;
    expect(summary).toHaveTextContent('Desativar 2 linhas?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim' }));
    expect(await within(dialog).findByText('2 linhas desativadas.')).toBeInTheDocument();
    // The list read again in between: all three lines are off now.
    await waitFor(() => expect(p.calls.filter((c) => c.method === 'GET' && c.path === CALLS.iptvLineChanges.path).length).toBeGreaterThan(1));
    expect(summary).toHaveTextContent('Desativar 2 linhas?');
    expect(within(dialog).getByText('2 / 2')).toBeInTheDocument();
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Fechar' }).at(-1)!);
    expect(screen.queryByText(/^\d+ selecionadas?$/)).toBeNull();
    expect(puts(p.calls)).toHaveLength(2);
  });

  it("keeps the actions off until a line they act on is selected, saying why; 'Exportar' exports every listed line without a selection", async () => {
    const p = live();
    renderScreen('/users-iptv', p);
    await screen.findByRole('button', { name: 'Selecionar todas (3)' });
    for (const name of ['Renovar', 'Ativar', 'Desativar', 'Excluir testes']) expect(button(name)).toBeDisabled();
    await userEvent.hover(button('Desativar'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Selecione ao menos uma linha.');
    await userEvent.click(button('Exportar'));
    await waitFor(() => expect(p.exports).toHaveLength(1));
    expect(p.exports[0].rows).toHaveLength(3);

    // The active line alone: nothing to turn on, no test to delete.
    await userEvent.click(within(screen.getByText('cliente0').closest('tr') as HTMLElement).getByRole('checkbox'));
    expect(screen.getByText('1 selecionada')).toBeInTheDocument();
    expect(button('Renovar')).toBeEnabled();
    expect(button('Desativar')).toBeEnabled();
    expect(button('Excluir testes')).toBeDisabled();
    expect(button('Ativar')).toBeDisabled();
    await userEvent.hover(button('Ativar'));
    expect(await screen.findByText('Nenhuma das linhas selecionadas está desativada.')).toBeInTheDocument();
    await userEvent.click(button('Exportar'));
    await waitFor(() => expect(p.exports).toHaveLength(2));
    expect(p.exports[1].rows).toEqual([expect.objectContaining({ username: 'cliente0' })]);
  });

  it("'Não' and Esc keep the selection", async () => {
    const p = live();
    renderScreen('/users-iptv', p);
    await userEvent.click(await screen.findByRole('button', { name: 'Selecionar todas (3)' }));
    for (const giveUp of [() => userEvent.click(button('Não')), () => userEvent.keyboard('{Escape}')]) {
      await userEvent.click(button('Desativar'));
      await screen.findByTestId('bulk-summary');
      await giveUp();
      await waitFor(() => expect(screen.queryByTestId('bulk-summary')).toBeNull());
      expect(screen.getByText('3 selecionadas')).toBeInTheDocument();
    }
    expect(puts(p.calls)).toHaveLength(0);
  });

  it('on a 390 px phone each card has its checkbox, and the bulk actions act on the cards selected', async () => {
    await onPhone(async () => {
      const p = live();
      renderScreen('/users-iptv', p);
      await userEvent.click(await screen.findByRole('checkbox', { name: 'Selecionar cliente0' }));
      await userEvent.click(screen.getByRole('checkbox', { name: 'Selecionar cliente1' }));
      expect(screen.getByText('2 selecionadas')).toBeInTheDocument();
      await userEvent.click(button('Desativar'));
      expect(await screen.findByTestId('bulk-summary')).toHaveTextContent('Desativar 2 linhas?');
      await userEvent.click(button('Sim'));
      expect(await screen.findByText('2 linhas desativadas.')).toBeInTheDocument();
      expect(puts(p.calls).map((c) => c.path)).toEqual([`${CALLS.iptvLines.path}/1`, `${CALLS.iptvLines.path}/2`]);
    });
  });
});
