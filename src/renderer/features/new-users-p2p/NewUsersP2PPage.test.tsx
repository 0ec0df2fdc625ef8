import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { P2pLine } from '../../../shared/lines/schemas';
import type { ApiRequest } from '../../../shared/platform';
import { formatDate } from '../lines/list';
import { renderScreen, signedInPlatform, signIn, route, wholeList } from '../../test/render';
import { CALLS } from '../../../shared/calls';

const base = Date.UTC(2026, 10, 22, 12);
const lines: P2pLine[] = Array.from({ length: 3000 }, (_, i) => ({
  id: i + 1,
  name: i === 42 ? 'Conceição' : `p2p${i}`,
  pass: `s${i}`,
  whatsapp: '',
  nota: '',
  productid: 1,
  status: ([1, 2, 0] as const)[i % 3],
  startTime: '',
  endTime: '',
  startTime_timestamp: base - i * 60_000,
  endTime_timestamp: base + ((i * 7919) % 3000) * 3_600_000,
  expiring: (i % 3) as 0 | 1 | 2,
  expired: false,
  id_res: 7,
  owner: 'joao',
}));

beforeEach(() => signIn());

const platform = () =>
  signedInPlatform({ permissions: ['new_p2p'] })
    .on(route(CALLS.newP2pLineChanges), wholeList(lines))
    .on(route(CALLS.newP2pAction, { id: 43 }), { message: 'ok' });
const rows = () => screen.getAllByRole('row').slice(1);

describe('/new-users-p2p', () => {
  it('sorts by the end time by default; the status filter and an accent-free search narrow 3 000 lines', async () => {
    renderScreen('/new-users-p2p', platform());
    expect(await screen.findByText('3000 registros')).toBeInTheDocument();
    expect(rows()[0]).toHaveTextContent(formatDate(base));
    await userEvent.click(screen.getByLabelText('Filtro de status'));
    await userEvent.click(await screen.findByTitle('Teste'));
    expect(await screen.findByText('1000 registros')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Filtro de status'));
    await userEvent.click((await screen.findAllByTitle('Todos')).at(-1)!);
    await userEvent.type(screen.getByRole('searchbox'), 'CONCEICAO');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('Conceição');
  });

  it('Ativar/Desativar of an active line sends on=0 after Sim and shows the spec text', async () => {
    const p = platform();
    renderScreen('/new-users-p2p', p);
    await userEvent.type(await screen.findByRole('searchbox'), 'conceicao');
    await waitFor(() => expect(rows()).toHaveLength(1));
    await userEvent.click(within(rows()[0]).getByRole('button', { name: /Ações/ }));
    await userEvent.click(await screen.findByText('Ativar/Desativar'));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Usuário: Conceição status trocado com sucesso!')).toBeInTheDocument();
    expect(p.calls.find((c: ApiRequest) => c.method === 'PUT')?.body).toEqual({ action: 0, on: 0 });
  });
});

describe('/users-p2p', () => {
  it('lists the P2P lines and exports UsersP2P.xlsx', async () => {
    const p = signedInPlatform().on(route(CALLS.p2pLineChanges), wholeList(lines.slice(0, 25)));
    renderScreen('/users-p2p', p);
    expect(await screen.findByText('Listagem de Usuários P2P')).toBeInTheDocument();
    expect(await screen.findByText('25 registros')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Exportar Excel' }));
    await waitFor(() => expect(p.exports).toHaveLength(1));
    expect(p.exports[0].fileName).toBe('UsersP2P.xlsx');
    expect(p.exports[0].rows).toHaveLength(25);
  });
});
