import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen, signIn, signedInPlatform, withTwofaSetup, route, isCallTo } from '../../test/render';
import { CALLS } from '../../../shared/calls';
import { createWebNotices, NOTICES_KEY } from '../../platform/web-notices';

beforeEach(() => localStorage.clear());

async function changePassword(password: string, confirmation: string) {
  await userEvent.type(await screen.findByLabelText('Nova senha'), password);
  await userEvent.type(screen.getByLabelText('Confirmar senha'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Alterar senha' }));
}

describe('/me password card', () => {
  it.each([
    ['abc;def', 'abc;def', 'A senha não pode conter alguns caracteres especiais'],
    ["abc'def", "abc'def", 'A senha não pode conter alguns caracteres especiais'],
    ['boa-senha', 'outra-senha', 'As senhas não conferem.'],
  ])('refuses %s / %s with the spec message and sends nothing', async (password, confirmation, message) => {
    signIn();
    const platform = signedInPlatform();
    renderScreen('/me', platform);
    await changePassword(password, confirmation);
    expect(within(await screen.findByRole('dialog')).getByText(message)).toBeInTheDocument();
    expect(platform.calls.some(isCallTo(CALLS.changePassword))).toBe(false);
  });

  it('refuses a blank password', async () => {
    signIn();
    renderScreen('/me', signedInPlatform());
    await userEvent.click(await screen.findByRole('button', { name: 'Alterar senha' }));
    expect(within(await screen.findByRole('dialog')).getByText('A senha não pode ser em branco')).toBeInTheDocument();
  });

  it('changes the password and sends the user to log in again', async () => {
    signIn();
    const platform = signedInPlatform().on(route(CALLS.changePassword), { message: 'Senha alterada com sucesso!' });
    renderScreen('/me', platform);
    await changePassword('Nova-senha-1', 'Nova-senha-1');
    expect(await screen.findByText('Seja Bem-Vindo!')).toBeInTheDocument();
    expect(platform.calls.find(isCallTo(CALLS.changePassword))?.body).toEqual({ password: 'Nova-senha-1', password_confirmation: 'Nova-senha-1' });
  });
});

describe('/me 2FA card', () => {
  it('is hidden without the manage_2fa permission', async () => {
    signIn();
    renderScreen('/me', signedInPlatform());
    await screen.findByText('Alterar senha', { selector: '.ant-card-head-title' });
    expect(screen.queryByText('Autenticação em dois fatores (2FA)')).toBeNull();
  });

  it('is hidden once 2FA is configured', async () => {
    signIn();
    renderScreen('/me', signedInPlatform({ permissions: ['manage_2fa'] }).on(route(CALLS.verify2fa), { has2fa: true }));
    await screen.findByText('Alterar senha', { selector: '.ant-card-head-title' });
    expect(screen.queryByText('Autenticação em dois fatores (2FA)')).toBeNull();
  });

  it('shows the QR and secret, then confirms with a code and hides itself', async () => {
    signIn();
    const platform = withTwofaSetup(signedInPlatform({ permissions: ['manage_2fa'] }));
    renderScreen('/me', platform);
    await userEvent.click(await screen.findByRole('button', { name: 'Gerar QR Code' }));
    expect(await screen.findByAltText('QR Code 2FA')).toHaveAttribute('src', 'data:image/png;base64,AAAA');
    expect(screen.getByTestId('twofa-secret')).toHaveTextContent('JBSWY3DPEHPK3PXPJBSWY3DP');
    await userEvent.type(screen.getByLabelText('Código de verificação'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(platform.calls.find(isCallTo(CALLS.confirm2fa))?.body).toEqual({ secret: 'JBSWY3DPEHPK3PXPJBSWY3DP', code: '654321' });
    await screen.findByText('Autenticação 2FA configurada com sucesso!');
    await waitFor(() => expect(screen.queryByText('Autenticação em dois fatores (2FA)')).toBeNull());
    expect(platform.broadcasts).toContainEqual(['TwoFactor', 'Profile']);
  });

  it('says a wrong code is wrong at its field, and takes the right one typed again', async () => {
    signIn();
    const platform = signedInPlatform({ permissions: ['manage_2fa'] })
      .on(route(CALLS.enable2fa), { qr_code_url: 'data:image/png;base64,AAAA', secret: 'JBSWY3DPEHPK3PXPJBSWY3DP' })
      .on(route(CALLS.confirm2fa), (req) =>
        (req.body as { code: string }).code === '654321'
          ? { status: 200, data: { message: 'Autenticação 2FA configurada com sucesso!' } }
          : { status: 422, data: { message: 'Código 2FA inválido.', errors: { code: ['Código 2FA inválido.'] } } },
      );
    renderScreen('/me', platform);
    await userEvent.click(await screen.findByRole('button', { name: 'Gerar QR Code' }));
    const code = await screen.findByLabelText('Código de verificação');
    await userEvent.type(code, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    const field = code.closest('.ant-form-item') as HTMLElement;
    expect(await within(field).findByText('Código 2FA inválido.')).toBeInTheDocument();
    expect(screen.queryByText(/Ocorreu um erro ao confirmar a configuração 2fa/)).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.clear(code);
    expect(within(field).queryByText('Código 2FA inválido.')).toBeNull();
    await userEvent.type(code, '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await screen.findByText('Autenticação 2FA configurada com sucesso!');
    expect(platform.calls.filter(isCallTo(CALLS.confirm2fa)).map((c) => (c.body as { code: string }).code)).toEqual(['000000', '654321']);
  });

  it.each([
    ['the server fails', 500],
    ['the network fails', 0],
  ])('shows the spec error when %s', async (_, status) => {
    signIn();
    renderScreen(
      '/me',
      signedInPlatform({ permissions: ['manage_2fa'] })
        .on(route(CALLS.enable2fa), { qr_code_url: 'data:image/png;base64,AAAA', secret: 'JBSWY3DPEHPK3PXPJBSWY3DP' })
        .on(route(CALLS.confirm2fa), { message: 'Erro interno do servidor. Tente novamente mais tarde.' }, status),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Gerar QR Code' }));
    await userEvent.type(await screen.findByLabelText('Código de verificação'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Ocorreu um erro ao confirmar a configuração 2fa, tente novamente mais tarde ou tente refazer o login')).toBeInTheDocument();
  });

  it("shows the call's own spec text when the confirmation is refused without a text", async () => {
    signIn();
    renderScreen(
      '/me',
      signedInPlatform({ permissions: ['manage_2fa'] })
        .on(route(CALLS.enable2fa), { qr_code_url: 'data:image/png;base64,AAAA', secret: 'JBSWY3DPEHPK3PXPJBSWY3DP' })
        .on(route(CALLS.confirm2fa), {}, 409),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Gerar QR Code' }));
    await userEvent.type(await screen.findByLabelText('Código de verificação'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Erro ao configurar autenticação 2FA.')).toBeInTheDocument();
  });
});

describe('/me export folder (desktop)', () => {
  it('chooses the folder exports go to, and goes back to asking every time', async () => {
    signIn();
    const platform = signedInPlatform({}, {}, 'desktop');
    renderScreen('/me', platform);
    expect(await screen.findByTestId('export-folder')).toHaveTextContent('Cada exportação pergunta onde salvar a planilha.');
    await userEvent.click(screen.getByRole('button', { name: 'Escolher pasta' }));
    await waitFor(() => expect(screen.getByTestId('export-folder')).toHaveTextContent('As planilhas são salvas em /home/revenda/Planilhas.'));
    expect(platform.exportDir).toBe('/home/revenda/Planilhas');
    await userEvent.click(screen.getByRole('button', { name: 'Perguntar sempre' }));
    await waitFor(() => expect(screen.getByTestId('export-folder')).toHaveTextContent('Cada exportação pergunta'));
    expect(platform.exportDir).toBeNull();
  });

  it('is not shown on the web', async () => {
    signIn();
    renderScreen('/me', signedInPlatform());
    await screen.findByRole('button', { name: 'Alterar senha' });
    expect(screen.queryByText('Pasta de exportação')).toBeNull();
  });
});

describe('/me notifications', () => {
  /** The browser's Notification: a permission, and the answer its prompt gives. */
  const browser = { permission: 'default' as NotificationPermission, answer: 'granted' as NotificationPermission };
  const requestPermission = vi.fn(async () => (browser.permission = browser.answer));
  beforeEach(() => {
    Object.assign(browser, { permission: 'default', answer: 'granted' });
    requestPermission.mockClear();
    vi.stubGlobal('Notification', {
      get permission() {
        return browser.permission;
      },
      requestPermission,
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  /** A signed-in web platform whose notices switch is the web adapter's own (the browser's permission). */
  function webPlatform() {
    const platform = signedInPlatform();
    const notices = createWebNotices({ channel: null, readProfile: async () => ({ status: 200, data: { id: 7 } }), open: () => {} });
    platform.getTicketNotices = async () => notices.state();
    platform.setTicketNotices = (on) => notices.set(on);
    return platform;
  }
  const noticesSwitch = () => screen.findByRole('switch', { name: 'Avisar novas mensagens de tickets' });

  it('web: off at first, and the browser is asked for its permission only when the user turns it on', async () => {
    signIn();
    renderScreen('/me', webPlatform());
    const toggle = await noticesSwitch();
    await waitFor(() => expect(toggle).not.toHaveClass('ant-switch-loading'));
    expect(toggle).not.toBeChecked();
    expect(screen.getByText('Notificações', { selector: '.ant-card-head-title' })).toBeInTheDocument();
    expect(requestPermission).not.toHaveBeenCalled();
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(requestPermission).toHaveBeenCalledOnce();
    expect(localStorage.getItem(NOTICES_KEY)).toBe('on');
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(requestPermission).toHaveBeenCalledOnce();
    expect(localStorage.getItem(NOTICES_KEY)).toBeNull();
  });

  it('web: a refusal by the browser leaves the switch off and says how to allow them', async () => {
    browser.answer = 'denied';
    signIn();
    renderScreen('/me', webPlatform());
    const toggle = await noticesSwitch();
    await waitFor(() => expect(toggle).not.toHaveClass('ant-switch-loading'));
    await userEvent.click(toggle);
    expect(await screen.findByTestId('notices-denied')).toHaveTextContent('O navegador bloqueou as notificações deste site.');
    expect(toggle).not.toBeChecked();
  });

  it('desktop: on by default, turned off and on again through main, with no browser permission involved', async () => {
    signIn();
    const platform = signedInPlatform({}, {}, 'desktop');
    renderScreen('/me', platform);
    const toggle = await noticesSwitch();
    await waitFor(() => expect(toggle).toBeChecked());
    expect(screen.getByText(/Um aviso do sistema/)).toBeInTheDocument();
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(platform.ticketNotices).toBe('off');
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(platform.noticeSwitches).toEqual([false, true]);
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('is not offered to an account without tickets', async () => {
    signIn();
    renderScreen('/me', signedInPlatform({ settings: { tests: 1, test_iptv: 1, iptv: 1, p2p: 1, n_p2p: 1, login: 1, ticket: 0 } }));
    await screen.findByRole('button', { name: 'Alterar senha' });
    expect(screen.queryByText('Notificações')).toBeNull();
  });
});

describe('/me desktop app downloads (issue 33)', () => {
  const release = {
    downloads: [
      { os: 'windows', label: 'Windows', version: '1.4.0', url: '/desktop/painel-revenda-1.4.0-win-x64.exe' },
      { os: 'linux', label: 'Linux', version: '1.3.9', url: '/desktop/painel-revenda-1.3.9-linux-x86_64.AppImage' },
    ],
  };

  it('offers each system the server has, with its version, on the web', async () => {
    signIn();
    renderScreen('/me', signedInPlatform().on(route(CALLS.desktopRelease), release));
    const links = await screen.findByTestId('desktop-downloads');
    expect(links).toHaveTextContent('Baixar o app para Windows (versão 1.4.0), Linux (versão 1.3.9)');
    expect(within(links).getByRole('link', { name: 'Windows' })).toHaveAttribute('href', '/desktop/painel-revenda-1.4.0-win-x64.exe');
    expect(within(links).getByRole('link', { name: 'Linux' })).toHaveAttribute('href', '/desktop/painel-revenda-1.3.9-linux-x86_64.AppImage');
  });

  it('shows no links on a server without the folder, nor inside the desktop app', async () => {
    signIn();
    const bare = signedInPlatform().on(route(CALLS.desktopRelease), { downloads: [] });
    const { unmount } = renderScreen('/me', bare);
    await screen.findByText('Alterar senha', { selector: '.ant-card-head-title' });
    await waitFor(() => expect(bare.calls.some(isCallTo(CALLS.desktopRelease))).toBe(true));
    expect(screen.queryByText('Aplicativo para computador')).toBeNull();
    unmount();
    const desktop = signedInPlatform({}, {}, 'desktop').on(route(CALLS.desktopRelease), release);
    renderScreen('/me', desktop);
    await screen.findByText('Pasta de exportação');
    expect(screen.queryByText('Aplicativo para computador')).toBeNull();
    expect(desktop.calls.some(isCallTo(CALLS.desktopRelease))).toBe(false);
  });
});
