// The admin's 'Pacotes e Planos': the three groups, add, rename, and a delete the server refuses.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LinePackage } from '../../../shared/lines/schemas';
import { renderApp, renderScreen, signedInPlatform, signIn, route } from '../../test/render';
import { CALLS, pathOf } from '../../../shared/calls';

const PACKAGES: LinePackage[] = [
  { id: 1, kind: 'iptv_package', name: 'COMPLETO', lines: 3 },
  { id: 4, kind: 'iptv_bouquet', name: 'ESPORTES', lines: 0 },
  { id: 9, kind: 'p2p_product', name: 'PLANO COMPLETO', lines: 2 },
];

beforeEach(() => signIn(1, 'admin'));

const card = (title: string) => screen.getByText(title).closest('.ant-card') as HTMLElement;

describe('/packages', () => {
  it('lists each group with its lines, adds to a group, renames, and shows the server refusing a delete', async () => {
    const p = signedInPlatform({ id: 1, username: 'admin', profile: 'admin' })
      .on(route(CALLS.linePackages), PACKAGES)
      .on(route(CALLS.createLinePackage), { id: 11, kind: 'iptv_bouquet', name: 'Novelas', message: 'Pacote salvo com sucesso!' })
      .on(route(CALLS.updateLinePackage, { id: 4 }), { message: 'Pacote salvo com sucesso!' })
      .on(route(CALLS.deleteLinePackage, { id: 1 }), { message: 'Este pacote está em uso por 3 linha(s); troque o pacote delas antes de excluí-lo.' }, 422);
    renderScreen('/packages', p);
    expect(await screen.findByText('Pacotes e Planos', { selector: 'h3' })).toBeInTheDocument();
    const bouquets = card('Bouquets IPTV (pacote personalizado)');
    expect(await within(bouquets).findByText('ESPORTES')).toBeInTheDocument();
    expect(within(card('Planos P2P')).getByText('PLANO COMPLETO')).toBeInTheDocument();

    await userEvent.type(within(bouquets).getByLabelText('Novo item de Bouquets IPTV (pacote personalizado)'), 'Novelas');
    await userEvent.click(within(bouquets).getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText('Pacote salvo com sucesso!')).toBeInTheDocument();

    await userEvent.click(within(bouquets).getByRole('button', { name: 'Renomear' }));
    const dialog = (await screen.findByText('Renomear ESPORTES')).closest('.ant-modal') as HTMLElement;
    const name = within(dialog).getByLabelText('Nome');
    await userEvent.clear(name);
    await userEvent.type(name, 'Esportes HD');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    await userEvent.click(within(card('Pacotes IPTV')).getByRole('button', { name: 'Excluir' }));
    const question = (await screen.findAllByText('Deseja excluir o pacote COMPLETO?'))[0].closest('.ant-modal') as HTMLElement;
    await userEvent.click(within(question).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Este pacote está em uso por 3 linha(s); troque o pacote delas antes de excluí-lo.')).toBeInTheDocument();

    await waitFor(() =>
      expect(p.calls.filter((c) => c.path.startsWith(pathOf(CALLS.linePackages)) && c.method !== 'GET').map((c) => [c.method, c.path, c.body])).toEqual([
        ['POST', pathOf(CALLS.createLinePackage), { kind: 'iptv_bouquet', name: 'Novelas' }],
        ['PUT', pathOf(CALLS.updateLinePackage, { id: 4 }), { name: 'Esportes HD' }],
        ['DELETE', pathOf(CALLS.deleteLinePackage, { id: 1 }), undefined],
      ]),
    );
  });

  it('is not offered to a reseller', async () => {
    renderApp('/packages', signedInPlatform());
    expect(await screen.findByText('Dashboard', { selector: 'a *, a' })).toBeInTheDocument();
    expect(screen.queryByText('Pacotes e Planos')).not.toBeInTheDocument();
  });
});
