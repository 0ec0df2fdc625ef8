import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiRequest } from '../../../shared/platform';
import { renderScreen, signedInPlatform, signIn, route, isCallTo, fieldSays } from '../../test/render';
import { CALLS, pathOf } from '../../../shared/calls';

const created = { username: 'teste123', password: 'abc', exp_date_formatted: '22/11/2026 16:00:00', is_trial: true, test_hours: 3 };

beforeEach(() => signIn());

function platformWithTests(profile = {}) {
  return signedInPlatform(profile)
    .on(route(CALLS.createIptv), created)
    .on(route(CALLS.createNewP2p), { name: 'np2p', pass: '0000', exp_date_formatted: 'x', is_trial: true, test_hours: 6 });
}

const dialog = async (title: string) => {
  const d = await screen.findByRole('dialog');
  expect(d).toHaveTextContent(title);
  return d;
};
const posts = (calls: ApiRequest[], path: string) => calls.filter((c) => c.method === 'POST' && c.path === path);

describe('dashboard quick tests', () => {
  it('asks the note, then the hours, creates the IPTV test, shows its copy text and refreshes the dashboard', async () => {
    const platform = platformWithTests();
    renderScreen('/dashboard', platform);
    await userEvent.click(await screen.findByRole('button', { name: /Teste IPTV/ }));
    const note = await dialog('Nota do teste');
    await userEvent.click(within(note).getByRole('button', { name: 'Continuar' }));
    const hours = await dialog('Horas de teste');
    await userEvent.click(within(hours).getByLabelText('3 horas'));
    const dashLoads = platform.calls.filter(isCallTo(CALLS.dashboard)).length;
    await userEvent.click(within(hours).getByRole('button', { name: 'Gerar' }));
    await waitFor(() => expect(posts(platform.calls, pathOf(CALLS.createIptv))).toHaveLength(1));
    expect(posts(platform.calls, pathOf(CALLS.createIptv))[0].body).toEqual({
      isOficial: false,
      credits: 1,
      nota: 'Usuário gerado em teste rápido',
      test_hours: 3,
      package: '1',
      isCustomPackage: false,
    });
    expect(await screen.findByText(/SEU TESTE É VÁLIDO POR 3 HORAS/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Copiar sem links/ })).toBeInTheDocument();
    await waitFor(() => expect(platform.calls.filter(isCallTo(CALLS.dashboard)).length).toBeGreaterThan(dashLoads));
  });

  it('counts the note up to 255 and, past it, says so at the field and does not go on (never cutting it)', async () => {
    const platform = platformWithTests({ permissions: ['new_p2p'] });
    renderScreen('/dashboard', platform);
    await userEvent.click(await screen.findByRole('button', { name: /Teste Novo P2P/ }));
    const prompt = await dialog('Nota do teste');
    const note = within(prompt).getByLabelText('Nota');
    await userEvent.click(note);
    await userEvent.paste('n'.repeat(256));
    expect(note).toHaveValue('n'.repeat(256));
    expect(prompt).toHaveTextContent('256 / 255');
    await fieldSays(note, 'O campo Nota não está no formato correto.');
    expect(within(prompt).getByRole('button', { name: 'Continuar' })).toBeDisabled();
    await userEvent.type(note, '{Backspace}');
    await fieldSays(note, undefined);
    await userEvent.click(within(prompt).getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(posts(platform.calls, pathOf(CALLS.createNewP2p))).toHaveLength(1));
    expect(posts(platform.calls, pathOf(CALLS.createNewP2p))[0].body).toMatchObject({ nota: 'n'.repeat(255) });
  });

  it('creates nothing when the hours step is cancelled', async () => {
    const platform = platformWithTests();
    renderScreen('/dashboard', platform);
    await userEvent.click(await screen.findByRole('button', { name: /Teste IPTV/ }));
    await userEvent.type(within(await dialog('Nota do teste')).getByLabelText('Nota'), 'Cliente da loja');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await userEvent.click(within(await dialog('Horas de teste')).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(platform.calls, pathOf(CALLS.createIptv))).toHaveLength(0);
  });

  it('new P2P: the typed note, always 6 hours, only with the new_p2p permission', async () => {
    const platform = platformWithTests({ permissions: ['new_p2p'] });
    renderScreen('/dashboard', platform);
    await userEvent.click(await screen.findByRole('button', { name: /Teste Novo P2P/ }));
    await userEvent.type(within(await dialog('Nota do teste')).getByLabelText('Nota'), 'Loja centro');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(posts(platform.calls, pathOf(CALLS.createNewP2p))).toHaveLength(1));
    expect(posts(platform.calls, pathOf(CALLS.createNewP2p))[0].body).toMatchObject({ nota: 'Loja centro', test_hours: 6 });
  });

  it('a reseller without new_p2p has no new P2P button', async () => {
    renderScreen('/dashboard', platformWithTests());
    expect(await screen.findByRole('button', { name: /Teste P2P/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Teste Novo P2P/ })).not.toBeInTheDocument();
  });

  it('the admin has no quick test buttons', async () => {
    renderScreen('/dashboard', platformWithTests({ profile: 'admin' }));
    expect(await screen.findByText('Total de Revendas')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Teste/ })).not.toBeInTheDocument();
  });
});
