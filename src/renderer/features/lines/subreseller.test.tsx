// A sub-reseller's lines as a master (or any owner of sub-resellers) reaches them: from the reseller
// list to /users-iptv/{id} and the other lists, the same row actions, scoped by the server.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Reseller } from '../../../shared/network/schemas';
import type { ApiRequest } from '../../../shared/platform';
import { renderApp, renderScreen, signedInPlatform, signIn, route, isCallTo, wholeList } from '../../test/render';
import { DAY, iptvLine, p2pLine } from '../../test/lines';
import { CALLS, pathOf } from '../../../shared/calls';

const sub: Reseller = {
  id: 12,
  username: 'sub.canoas',
  email: '0',
  email_contact: '',
  credits: 3,
  days_to_due: 2,
  status: 1,
  block_admin: 0,
  owner_id: 7,
  owner: 'joao',
  id_franchise: 1,
  total_iptv: 1,
  total_up2p: 1,
  total_actives: 2,
  is_master: 0,
};
const iptv = iptvLine({
  id: 55,
  id_iptv: 55,
  username: '5512345',
  password: 'senha1',
  nota: 'cliente do sub',
  exp_date_timestamp: Date.now() + 10 * DAY,
  owner: 'sub.canoas',
});
const p2p = p2pLine({
  id: 66,
  name: 'p2p.sub',
  pass: 'pp',
  whatsapp: '0',
  endTime_timestamp: Date.now() + 5 * DAY,
  expiring: 1,
  id_res: 12,
  owner: 'sub.canoas',
});

beforeEach(() => signIn());

/** An owner of sub.canoas: a master, or (`sub_resellers`) a plain reseller that owns it. */
function platform(
  profile: { is_master?: 0 | 1; sub_resellers?: number; profile?: 'reseller' | 'master' | 'admin'; permissions?: string[] } = {
    profile: 'master',
    is_master: 1,
  },
) {
  return signedInPlatform({ sub_resellers: 1, ...profile, permissions: (profile.permissions ?? []) as never })
    .on(route(CALLS.resellers), (req: ApiRequest) => ({
      status: 200,
      data: { data: [sub], total: 1, current_page: 1, per_page: 10, last_page: 1, query: req.query },
    }))
    .on(
      route(CALLS.iptvLineChanges),
      wholeList((req: ApiRequest) => ({ status: 200, data: Number(req.query?.reseller_id) === 12 ? [iptv] : [] })),
    )
    .on(
      route(CALLS.p2pLineChanges),
      wholeList((req: ApiRequest) => ({ status: 200, data: Number(req.query?.reseller_id) === 12 ? [p2p] : [] })),
    )
    .on(route(CALLS.iptvAction, { id: 55 }), { message: 'Usuário: 5512345 status trocado com sucesso!' });
}

describe("a sub-reseller's lines", () => {
  it("opens the sub-reseller's IPTV lines from the reseller list, with its name and the same row actions", async () => {
    const p = platform();
    renderScreen('/list-resellers', p);
    await userEvent.click(await screen.findByLabelText('Ações de sub.canoas'));
    await userEvent.click(await screen.findByText('Linhas', { selector: '.ant-dropdown-menu-title-content' }));
    await userEvent.click(await screen.findByText('Usuários IPTV', { selector: '.ant-dropdown-menu-title-content' }));
    expect(await screen.findByText('Listagem de Usuários IPTV')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('listed-reseller')).toHaveTextContent('Revenda: sub.canoas'));
    expect(await screen.findByText('cliente do sub')).toBeInTheDocument();
    expect(p.calls.find((c) => c.path === pathOf(CALLS.iptvLineChanges))?.query).toMatchObject({ reseller_id: 12 });
    // Cleaning tests acts on the caller's own lines: not offered here.
    expect(screen.queryByRole('button', { name: 'Limpar todos os testes' })).toBeNull();

    const row = screen.getAllByRole('row')[1];
    await userEvent.click(within(row).getByRole('button', { name: /Ações/ }));
    await userEvent.click(await screen.findByText('Ativar/Desativar'));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Usuário: 5512345 status trocado com sucesso!')).toBeInTheDocument();
    expect(p.calls.find((c) => c.method === 'PUT')).toMatchObject({ path: pathOf(CALLS.iptvAction, { id: 55 }), body: { action: 0, id_iptv: 55 } });
  });

  it('opens /users-p2p/{id} and /stream-users-p2p/{id} straight from the address', async () => {
    const p = platform({ profile: 'master', is_master: 1, permissions: ['new_p2p'] }).on(
      route(CALLS.newP2pLineChanges),
      wholeList((req: ApiRequest) => ({
        status: 200,
        data: Number(req.query?.reseller_id) === 12 ? [{ ...p2p, id: 67, name: 'novo.sub' }] : [],
      })),
    );
    renderScreen('/users-p2p/12', p);
    expect(await screen.findByText('p2p.sub')).toBeInTheDocument();
    expect(screen.getByText('Listagem de Usuários P2P')).toBeInTheDocument();
    renderScreen('/stream-users-p2p/12', p);
    expect(await screen.findByText('novo.sub')).toBeInTheDocument();
    expect(p.calls.find((c) => c.path === pathOf(CALLS.newP2pLineChanges))?.query).toMatchObject({ reseller_id: 12 });
  });

  it("gives a reseller that owns sub-resellers the 'Revendas' menu (not the registration) and its sub-resellers' lines", async () => {
    const p = platform({ profile: 'reseller', is_master: 0, sub_resellers: 1 });
    renderApp('/users-iptv/12', p);
    expect(await screen.findByText('cliente do sub')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Menu lateral' });
    expect(within(nav).getByText('Revendas')).toBeInTheDocument();
    expect(within(nav).queryByText('Cadastrar Revenda')).toBeNull();
  });

  it('sends a plain reseller without sub-resellers back to the dashboard', async () => {
    const p = platform({ profile: 'reseller', is_master: 0, sub_resellers: 0 });
    renderScreen('/users-iptv/12', p);
    await waitFor(() => expect(p.calls.some(isCallTo(CALLS.dashboard))).toBe(true));
    expect(p.calls.some((c) => c.path === pathOf(CALLS.iptvLineChanges))).toBe(false);
  });
});
