import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen, signedInPlatform, route, isCallTo } from '../../test/render';
import { CALLS, pathOf } from '../../../shared/calls';

beforeEach(() => localStorage.clear());

async function fill(user: string, pass: string) {
  await userEvent.type(await screen.findByLabelText('Usuário'), user);
  await userEvent.type(screen.getByLabelText('Senha'), pass);
}

describe('/login', () => {
  it("shows the title, the user's IP and the fields", async () => {
    renderScreen('/login', signedInPlatform());
    expect(await screen.findByText('Seja Bem-Vindo!')).toBeInTheDocument();
    expect(await screen.findByTestId('login-ip')).toHaveTextContent('10.0.0.8');
    expect(screen.getByRole('button', { name: 'Logar' })).toBeInTheDocument();
  });

  it('asks to fill every field and sends nothing when one is empty', async () => {
    const platform = signedInPlatform();
    renderScreen('/login', platform);
    await userEvent.type(await screen.findByLabelText('Usuário'), 'joao');
    await userEvent.click(screen.getByRole('button', { name: 'Logar' }));
    expect(await screen.findByText('Preencha todos os campos.')).toBeInTheDocument();
    // The empty field is marked under it too; the filled one is not.
    expect(await screen.findByText('O campo Senha é necessário.')).toBeInTheDocument();
    expect(screen.queryByText('O campo Usuário é necessário.')).toBeNull();
    expect(platform.calls.some(isCallTo(CALLS.login))).toBe(false);
  });

  it("shows 'Tivemos um problema' with the server's text on failure", async () => {
    renderScreen('/login', signedInPlatform().on(route(CALLS.login), { message: 'Usuário ou senha inválidos.' }, 401));
    await fill('joao', 'errada');
    await userEvent.click(screen.getByRole('button', { name: 'Logar' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Tivemos um problema');
    expect(dialog).toHaveTextContent('Usuário ou senha inválidos.');
  });

  it("waits for the server's login info before sending: a click meanwhile says nothing and sends nothing", async () => {
    let answerInfo = () => {};
    const platform = signedInPlatform().on(
      route(CALLS.loginInfo),
      () => new Promise((resolve) => (answerInfo = () => resolve({ status: 200, data: { ip: '10.0.0.8', botcheck: { kind: 'off' } } }))),
    );
    renderScreen('/login', platform);
    await fill('joao', 'segredo');
    const button = screen.getByRole('button', { name: /Logar/ });
    expect(button).toHaveClass('ant-btn-loading');
    await userEvent.click(button);
    act(() => answerInfo());
    expect(await screen.findByTestId('login-ip')).toHaveTextContent('10.0.0.8');
    expect(screen.queryByText('Não foi possível conectar ao servidor.')).toBeNull();
    expect(platform.calls.some(isCallTo(CALLS.login))).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Logar' }));
    await waitFor(() => expect(platform.calls.some(isCallTo(CALLS.login))).toBe(true));
  });

  it('asks for the 2FA code when the server wants it, sends it, then opens the dashboard', async () => {
    const platform = signedInPlatform().on(route(CALLS.login), (req) =>
      (req.body as { code?: string }).code === '123456'
        ? { status: 200, data: { access_token: 'tok', id: 7, username: 'joao', crypt_pass: 'abc', twofa: true } }
        : { status: 200, data: { twofa: true } },
    );
    renderScreen('/login', platform);
    await fill('joao', 'boa-senha');
    expect(screen.queryByLabelText('Código 2FA')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Logar' }));
    await userEvent.type(await screen.findByLabelText('Código 2FA'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Logar' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    const logins = platform.calls.filter(isCallTo(CALLS.login));
    expect(logins).toHaveLength(2);
    expect(logins[1].body).toMatchObject({ username: 'joao', code: '123456' });
    expect(localStorage.getItem('user_id')).toBe('7');
    expect(localStorage.getItem('reg_password')).toBe('abc');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('asks for the server address on desktop and remembers it', async () => {
    const platform = signedInPlatform({}, {}, 'desktop').on(route(CALLS.login), { access_token: 't', id: 7, username: 'joao', crypt_pass: 'abc' });
    platform.serverUrl = 'http://10.0.0.2:3000';
    renderScreen('/login', platform);
    const server = await screen.findByLabelText('Servidor');
    await waitFor(() => expect(server).toHaveValue('http://10.0.0.2:3000'));
    await userEvent.clear(server);
    await userEvent.type(server, 'https://painel.exemplo.com.br');
    await fill('joao', 'boa-senha');
    await userEvent.click(screen.getByRole('button', { name: 'Logar' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(platform.serverUrl).toBe('https://painel.exemplo.com.br');
  });

  it('has no server field on the web', async () => {
    renderScreen('/login', signedInPlatform());
    await screen.findByLabelText('Usuário');
    expect(screen.queryByLabelText('Servidor')).toBeNull();
  });

  it('shows the proof-of-work box and refuses to send before it is solved', async () => {
    const platform = signedInPlatform().on(route(CALLS.loginInfo), {
      ip: '10.0.0.8',
      botcheck: { kind: 'pow', challengeUrl: pathOf(CALLS.botcheckChallenge) },
    });
    renderScreen('/login', platform);
    await fill('joao', 'boa-senha');
    await waitFor(() => expect(document.querySelector('altcha-widget')).toHaveAttribute('challengeurl', pathOf(CALLS.botcheckChallenge)));
    await userEvent.click(screen.getByRole('button', { name: 'Logar' }));
    expect(await screen.findByText('Preencha todos os campos.')).toBeInTheDocument();
    expect(platform.calls.some(isCallTo(CALLS.login))).toBe(false);
  });

  it('sends the solved proof of work with the login', async () => {
    const platform = signedInPlatform()
      .on(route(CALLS.loginInfo), { ip: '10.0.0.8', botcheck: { kind: 'pow', challengeUrl: pathOf(CALLS.botcheckChallenge) } })
      .on(route(CALLS.login), { message: 'Usuário ou senha inválidos.' }, 401);
    renderScreen('/login', platform);
    await fill('joao', 'boa-senha');
    await waitFor(() => expect(document.querySelector('altcha-widget')).not.toBeNull());
    act(() => {
      document.querySelector('altcha-widget')!.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload: 'prova-resolvida' } }));
    });
    await userEvent.click(screen.getByRole('button', { name: 'Logar' }));
    expect(await screen.findByText('Usuário ou senha inválidos.')).toBeInTheDocument();
    expect(platform.calls.find(isCallTo(CALLS.login))?.body).toMatchObject({ username: 'joao', botcheck: 'prova-resolvida' });
  });

  it('fetches the proof-of-work challenge through the platform (desktop: main), never from the page origin', async () => {
    const platform = signedInPlatform({}, {}, 'desktop')
      .on(route(CALLS.loginInfo), { ip: '10.0.0.8', botcheck: { kind: 'pow', challengeUrl: pathOf(CALLS.botcheckChallenge) } })
      .on(route(CALLS.botcheckChallenge), { algorithm: 'SHA-256', challenge: 'abc', salt: 's', signature: 'x', maxnumber: 10 });
    renderScreen('/login', platform);
    await waitFor(() => expect((document.querySelector('altcha-widget') as any)?.customfetch).toBeTypeOf('function'));
    const res: Response = await (document.querySelector('altcha-widget') as any).customfetch(pathOf(CALLS.botcheckChallenge));
    expect(await res.json()).toMatchObject({ challenge: 'abc' });
    expect(platform.calls.map((c) => `${c.method} ${c.path}`)).toContain(route(CALLS.botcheckChallenge));
  });

  it('says the server cannot be reached when login-info fails, and retries on request', async () => {
    const platform = signedInPlatform().on(route(CALLS.loginInfo), { message: 'offline' }, 0);
    renderScreen('/login', platform);
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível conectar ao servidor.');
    await fill('joao', 'boa-senha');
    await userEvent.click(screen.getByRole('button', { name: 'Logar' }));
    expect(platform.calls.some(isCallTo(CALLS.login))).toBe(false);
    platform.on(route(CALLS.loginInfo), { ip: '10.0.0.9', botcheck: { kind: 'pow', challengeUrl: pathOf(CALLS.botcheckChallenge) } });
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(document.querySelector('altcha-widget')).not.toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("on desktop, a new server address fetches that server's bot check", async () => {
    const platform = signedInPlatform({}, {}, 'desktop');
    platform.serverUrl = 'http://10.0.0.2:3000';
    renderScreen('/login', platform);
    const server = await screen.findByLabelText('Servidor');
    await waitFor(() => expect(server).toHaveValue('http://10.0.0.2:3000'));
    const infoCalls = () => platform.calls.filter(isCallTo(CALLS.loginInfo)).length;
    const before = infoCalls();
    await userEvent.clear(server);
    await userEvent.type(server, 'http://10.0.0.3:3000/');
    await userEvent.tab();
    await waitFor(() => expect(infoCalls()).toBe(before + 1));
    expect(platform.serverUrl).toBe('http://10.0.0.3:3000');
  });

  it('says so when the hosted bot check is configured', async () => {
    renderScreen('/login', signedInPlatform().on(route(CALLS.loginInfo), { ip: '10.0.0.8', botcheck: { kind: 'turnstile', siteKey: 'x' } }));
    expect(await screen.findByRole('note')).toHaveTextContent('verificação anti-robô hospedada');
  });
});
