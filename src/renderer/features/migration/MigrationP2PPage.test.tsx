import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiRequest } from '../../../shared/platform';
import { renderScreen, signedInPlatform, signIn, route, isCallTo, confirmDialog } from '../../test/render';
import { CALLS } from '../../../shared/calls';
import { p2pLineAnswer, p2pPlans } from '../../test/lines';

const PLANS = p2pPlans();
const migrated = p2pLineAnswer({
  message: 'Usuário migrado com sucesso!',
  pass: '4321',
  exp_date_formatted: '01/06/2099 23:59:59',
  links_franchise: '<p>APP: http://app.example</p>',
});

beforeEach(() => signIn());

const platform = () => signedInPlatform().on(route(CALLS.newP2pPackages), PLANS).on(route(CALLS.p2pMigrator), migrated);
const migrations = (calls: ApiRequest[]) => calls.filter(isCallTo(CALLS.p2pMigrator));

/** A day 75 days ahead in São Paulo: 3 whole months, 3 credits. */
const AHEAD = new Date(Date.now() + 75 * 86_400_000).toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });

async function confirmCost() {
  const ask = await confirmDialog('Deseja migrar o usuário maria?');
  expect(ask).toHaveTextContent(`3 meses até ${AHEAD}: 3 créditos do seu saldo.`);
  await userEvent.click(within(ask).getByRole('button', { name: 'Sim' }));
}

async function fill({ plan = 'PLANO COMPLETO SEM ADULTOS', name = 'maria', pass = '4321', expiry = AHEAD } = {}) {
  if (plan) {
    await userEvent.click(await screen.findByLabelText('Pacote'));
    await userEvent.click(await screen.findByTitle(plan));
  }
  if (name) await userEvent.type(await screen.findByLabelText('Usuário'), name);
  if (pass) await userEvent.type(screen.getByLabelText('Senha'), pass);
  if (expiry) await userEvent.type(screen.getByLabelText('Vencimento'), expiry);
  await userEvent.click(screen.getByRole('button', { name: 'Migrar' }));
}

describe('/migration-p2p', () => {
  it('offers the two plans', async () => {
    renderScreen('/migration-p2p', platform());
    await userEvent.click(await screen.findByLabelText('Pacote'));
    expect(await screen.findByTitle('PLANO COMPLETO')).toBeInTheDocument();
    expect(screen.getByTitle('PLANO COMPLETO SEM ADULTOS')).toBeInTheDocument();
  });

  it.each([
    ['asks for name, password and package', { pass: '' }, 'Preencha todos os campos'],
    ['refuses an expiry that is not a dd/mm/yyyy day', { expiry: '2099-06-01' }, 'Data de vencimento inválida'],
  ])('%s', async (_, fields, refusal) => {
    const p = platform();
    renderScreen('/migration-p2p', p);
    await fill(fields);
    expect(await screen.findByRole('dialog')).toHaveTextContent(refusal);
    expect(migrations(p.calls)).toHaveLength(0);
  });

  it('migrates the line, shows it with its links and clears the form', async () => {
    const p = platform();
    renderScreen('/migration-p2p', p);
    await userEvent.type(await screen.findByLabelText('Nota'), 'cliente antigo');
    await fill();
    expect(document.getElementById('endTime_extra')).toHaveTextContent(`3 meses até ${AHEAD}: 3 créditos do seu saldo.`);
    await confirmCost();
    await waitFor(() => expect(migrations(p.calls)).toHaveLength(1));
    expect(migrations(p.calls)[0].body).toEqual({
      name: 'maria',
      pass: '4321',
      productid: 2,
      nota: 'cliente antigo',
      endTime: AHEAD.split('/').reverse().join('-'),
    });
    expect(migrations(p.calls)[0].requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('Usuário migrado com sucesso!')).toBeInTheDocument();
    expect(screen.getByText(/USUÁRIO: maria/)).toHaveTextContent('APP: http://app.example');
    expect(screen.getByLabelText('Usuário')).toHaveValue('');
    expect(p.broadcasts.flat()).toEqual(expect.arrayContaining(['LinesP2p', 'Dashboard', 'Profile']));
  });

  it("shows the server's text when the migration fails", async () => {
    renderScreen('/migration-p2p', platform().on(route(CALLS.p2pMigrator), { message: 'Este usuário já existe.' }, 422));
    await fill();
    await confirmCost();
    expect(await screen.findByRole('dialog')).toHaveTextContent('Este usuário já existe.');
    expect(screen.getByLabelText('Usuário')).toHaveValue('maria');
  });
});
