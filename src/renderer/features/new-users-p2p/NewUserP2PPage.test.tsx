import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiRequest } from '../../../shared/platform';
import { renderScreen, signedInPlatform, signIn, route, isCallTo, dialogSaying, pickOption } from '../../test/render';
import { CALLS, pathOf } from '../../../shared/calls';
import { p2pLineAnswer, p2pPlans } from '../../test/lines';

const PLANS = p2pPlans();
const created = p2pLineAnswer();

beforeEach(() => signIn());

function platform(status = 200) {
  return signedInPlatform({ permissions: ['new_p2p'] })
    .on(route(CALLS.newP2pPackages), PLANS)
    .on(route(CALLS.createNewP2p), status === 200 ? created : { message: 'Créditos insuficientes.' }, status);
}
const posts = (calls: ApiRequest[]) => calls.filter(isCallTo(CALLS.createNewP2p));

/** Adds the line 'maria' on the plan `plan`. */
async function addMaria(plan: string) {
  await userEvent.type(await screen.findByLabelText('Nome'), 'maria');
  await pickOption('Plano', plan);
  await userEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
}

describe('/new-user-p2p', () => {
  it('refuses an empty form with the validator messages and sends nothing', async () => {
    const p = platform();
    renderScreen('/new-user-p2p', p);
    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar' }));
    await dialogSaying('O campo Nome é necessário.', 'O campo Plano é necessário.');
    expect(posts(p.calls)).toHaveLength(0);
  });

  it('creates an official line with the chosen credits and a request id, and shows the copy texts', async () => {
    const p = platform();
    renderScreen('/new-user-p2p', p);
    await addMaria('PLANO COMPLETO SEM ADULTOS');
    await waitFor(() => expect(posts(p.calls)).toHaveLength(1));
    const call = posts(p.calls)[0];
    expect(call.body).toMatchObject({ isOficial: true, name: 'maria', productid: 2, credits: 1 });
    expect(call.requestId).toMatch(/^[0-9a-f-]{36}$/);
    const banner = await screen.findByText('Usuário criado com sucesso!');
    const alert = banner.closest('.ant-alert') as HTMLElement;
    expect(alert).toHaveTextContent('USUÁRIO: maria');
    expect(alert).toHaveTextContent('APP: Play');
    expect(within(alert).getByRole('button', { name: /Copiar sem links/ })).toBeInTheDocument();
  });

  it("says under the name what it accepts, refuses a name with spaces itself, and lists the server's field errors under Atenção", async () => {
    const p = platform().on(
      route(CALLS.createNewP2p),
      {
        message: 'Dados inválidos. Verifique os campos e tente novamente.',
        errors: { name: ['O campo Nome não está no formato correto.'], whatsapp: ['O campo WhatsApp não está no formato correto.'] },
      },
      422,
    );
    renderScreen('/new-user-p2p', p);
    expect(await screen.findByText('De 3 a 40 caracteres: letras, números e . _ @ - (sem espaços).')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Nome'), 'maria da silva');
    await pickOption('Plano', 'PLANO COMPLETO');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    let dialog = await dialogSaying('Atenção', 'O campo Nome não está no formato correto.');
    expect(posts(p.calls)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // What only the server knows reaches the screen field by field, not as 'Dados inválidos'.
    await userEvent.clear(screen.getByLabelText('Nome'));
    await userEvent.type(screen.getByLabelText('Nome'), 'maria.silva');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    dialog = await dialogSaying('Atenção', 'O campo Nome não está no formato correto.', 'O campo WhatsApp não está no formato correto.');
    expect(dialog).not.toHaveTextContent('Dados inválidos');
  });

  it('a test sends 6 hours and no credits', async () => {
    const p = platform();
    renderScreen('/new-user-p2p', p);
    await userEvent.click(await screen.findByLabelText('Oficial'));
    expect(screen.queryByLabelText('Créditos')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Nome'), 'teste1');
    await pickOption('Plano', 'PLANO COMPLETO');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(posts(p.calls)).toHaveLength(1));
    expect(posts(p.calls)[0].body).toMatchObject({ isOficial: false, test_hours: 6 });
    expect(posts(p.calls)[0].body).not.toHaveProperty('credits');
  });

  it("a refusal shows the server's text and a retry reuses the request id", async () => {
    const p = platform(422);
    renderScreen('/new-user-p2p', p);
    await addMaria('PLANO COMPLETO');
    expect(await screen.findByText('Créditos insuficientes.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(posts(p.calls)).toHaveLength(2));
    expect(posts(p.calls)[1].requestId).toBe(posts(p.calls)[0].requestId);
  });
});

describe('/user-p2p', () => {
  it(`a P2P test sends the chosen hours to ${pathOf(CALLS.createP2p)}`, async () => {
    const p = signedInPlatform()
      .on(route(CALLS.newP2pPackages), PLANS)
      .on(route(CALLS.createP2p), { ...created, is_trial: true, test_hours: 2 });
    renderScreen('/user-p2p', p);
    expect(await screen.findByText('Cadastro de Usuário P2P')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Oficial'));
    await userEvent.type(screen.getByLabelText('Nome'), 'pedro');
    await pickOption('Pacote', 'PLANO COMPLETO');
    await userEvent.click(screen.getByLabelText('Horas de teste'));
    await userEvent.click(await screen.findByTitle('2 horas'));
    // Spec section 5: P2P creation requires the note.
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText('O campo Nota é necessário.')).toBeInTheDocument();
    expect(p.calls.some(isCallTo(CALLS.createP2p))).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await userEvent.type(screen.getByLabelText('Nota'), 'cliente da loja');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(p.calls.some(isCallTo(CALLS.createP2p))).toBe(true));
    expect(p.calls.find((c) => c.path === pathOf(CALLS.createP2p))?.body).toMatchObject({
      isOficial: false,
      name: 'pedro',
      productid: 1,
      test_hours: 2,
      nota: 'cliente da loja',
    });
    expect(await screen.findByText(/SEU TESTE É VÁLIDO POR 2 HORAS/)).toBeInTheDocument();
  });
});
