// A login with a 2FA recovery code (issue 43): the screen after it says how many codes are left, and
// when few remain, where to make new ones.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CALLS } from '../../../shared/calls';
import { renderApp, route, signedInPlatform } from '../../test/render';

beforeEach(() => localStorage.clear());

async function logInWithRecoveryCode(left: number) {
  const platform = signedInPlatform().on(route(CALLS.login), (req) =>
    (req.body as { code?: string }).code
      ? { status: 200, data: { access_token: 'tok', id: 7, username: 'joao', crypt_pass: 'abc', twofa: true, recovery_codes_left: left } }
      : { status: 200, data: { twofa: true } },
  );
  renderApp('/login', platform);
  await userEvent.type(await screen.findByLabelText('Usuário'), 'joao');
  await userEvent.type(screen.getByLabelText('Senha'), 'boa-senha');
  await userEvent.click(screen.getByRole('button', { name: 'Logar' }));
  await userEvent.type(await screen.findByLabelText('Código 2FA'), 'k7m2-q9xp-3hdw');
  await userEvent.click(screen.getByRole('button', { name: 'Logar' }));
  expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
}

describe('/login with a recovery code', () => {
  it('says how many codes are left', async () => {
    await logInWithRecoveryCode(8);
    expect(await screen.findByText('Restam 8 códigos de recuperação.')).toBeInTheDocument();
    expect(screen.queryByText(/Gere novos/)).toBeNull();
  });

  it('suggests making new ones when few are left', async () => {
    await logInWithRecoveryCode(1);
    expect(await screen.findByText('Resta 1 código de recuperação.')).toBeInTheDocument();
    expect(screen.getByText(/Gere novos em Minha Conta, em 'Códigos de recuperação do 2FA'/)).toBeInTheDocument();
  });
});
