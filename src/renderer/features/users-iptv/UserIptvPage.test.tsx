import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiRequest } from '../../../shared/platform';
import { renderScreen, signedInPlatform, signIn, route, isCallTo, dialogSaying, pickOption } from '../../test/render';
import { CALLS } from '../../../shared/calls';

const created = {
  username: '5511999',
  password: 'x9y8',
  exp_date_formatted: '22/12/2026 13:00:00',
  M3U8: 'http://dns.example/get.php?username=5511999&password=x9y8&type=m3u_plus&output=mpegts',
  DNS_SMARTER: 'http://dns.example',
  is_trial: true,
  test_hours: 2,
};

beforeEach(() => signIn());

function platform() {
  return signedInPlatform()
    .on(route(CALLS.iptvPackages), (req: ApiRequest) => ({
      status: 200,
      data:
        (req.body as { package: number }).package === 1
          ? [{ id: 1, name: 'COMPLETO' }]
          : [
              { id: 10, name: 'FILMES' },
              { id: 11, name: 'ESPORTES' },
            ],
    }))
    .on(route(CALLS.createIptv), created);
}
const creations = (calls: ApiRequest[]) => calls.filter(isCallTo(CALLS.createIptv));

describe('/user-iptv', () => {
  it('refuses a username that is not a number and a missing package', async () => {
    const p = platform();
    renderScreen('/user-iptv', p);
    await userEvent.type(await screen.findByLabelText('Usuário'), 'joao');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    const dialog = await dialogSaying('O campo Usuário não está no formato correto.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    // A good username and still no package: the spec's own text under 'Ocorreu um erro'.
    await userEvent.clear(screen.getByLabelText('Usuário'));
    await userEvent.type(screen.getByLabelText('Usuário'), '123456789');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(screen.getAllByRole('dialog').at(-1)).toHaveTextContent('Por favor, é necessário selecionar algum pacote'));
    expect(creations(p.calls)).toHaveLength(0);
  });

  it('creates a test on a custom package of bouquets and shows the trial line', async () => {
    const p = platform();
    renderScreen('/user-iptv', p);
    await userEvent.click(await screen.findByLabelText('Oficial'));
    await userEvent.click(screen.getByLabelText('Pacote personalizado'));
    await userEvent.type(screen.getByLabelText('Usuário'), '5511999');
    await pickOption('Bouquets', 'FILMES');
    await pickOption('Horas de teste', '2 horas');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(creations(p.calls)).toHaveLength(1));
    const call = creations(p.calls)[0];
    expect(call.body).toMatchObject({ isOficial: false, isCustomPackage: true, bouquets: [10], test_hours: 2, username: '5511999' });
    expect(call.body).not.toHaveProperty('credits');
    expect(call.requestId).toBeUndefined();
    expect(await screen.findByText(/SEU TESTE É VÁLIDO POR 2 HORAS/)).toBeInTheDocument();
  });

  it('an official line sends its credits, package and a request id', async () => {
    const p = platform();
    renderScreen('/user-iptv', p);
    await userEvent.type(await screen.findByLabelText('Usuário'), '123456');
    await pickOption('Pacote', 'COMPLETO');
    await pickOption('Créditos', '3 créditos (3 meses)');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(creations(p.calls)).toHaveLength(1));
    expect(creations(p.calls)[0].body).toMatchObject({ isOficial: true, package: 1, credits: 3, isCustomPackage: false });
    expect(creations(p.calls)[0].requestId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
