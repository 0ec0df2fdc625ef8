import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signIn, signedInPlatform, route } from '../test/render';
import { CALLS } from '../../shared/calls';

beforeEach(() => localStorage.clear());

describe('route guards', () => {
  it('sends a visitor without a stored user to /login from any route', async () => {
    renderApp('/me', signedInPlatform());
    expect(await screen.findByText('Seja Bem-Vindo!')).toBeInTheDocument();
  });

  it.each([
    ['sends a signed-in user who opens /login to the dashboard', '/login'],
    ['redirects the root and unknown paths to the dashboard', '/'],
    ['sends a user to the dashboard from a screen their role may not see', '/reseller'],
  ])('%s', async (_, path) => {
    signIn();
    renderApp(path, signedInPlatform());
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('clears the session and goes to the login when the session ends elsewhere', async () => {
    signIn();
    const platform = signedInPlatform();
    renderApp('/dashboard', platform);
    await screen.findByRole('heading', { name: 'Dashboard' });
    platform.endSession();
    expect(await screen.findByText('Seja Bem-Vindo!')).toBeInTheDocument();
    expect(localStorage.getItem('user_id')).toBeNull();
  });
});

describe('chrome', () => {
  it('shows the user id, name and two-letter avatar, and logs out to /login', async () => {
    signIn(7, 'joao');
    renderApp('/dashboard', signedInPlatform());
    expect(await screen.findByTestId('navbar-user')).toHaveTextContent('7 - joao');
    const nav = screen.getByRole('navigation', { name: 'Menu lateral' });
    expect(within(nav).getByText('JO')).toBeInTheDocument();
    expect(within(nav).getByText('ID: 7')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: /Sair/ })[0]);
    expect(await screen.findByText('Seja Bem-Vindo!')).toBeInTheDocument();
    expect(localStorage.getItem('user_id')).toBeNull();
  });

  it('opens an https Telegram link in a new tab from the sidebar', async () => {
    signIn();
    renderApp('/dashboard', signedInPlatform().on(route(CALLS.telegram), { telegram: 'https://t.me/painel' }));
    const link = await screen.findByRole('link', { name: 'Informações diárias' });
    expect(link).toHaveAttribute('href', 'https://t.me/painel');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('starts dark and remembers the switch', async () => {
    signIn();
    renderApp('/dashboard', signedInPlatform());
    const switches = await screen.findAllByRole('switch', { name: 'Modo escuro' });
    expect(switches[0]).toBeChecked();
    await userEvent.click(switches[0]);
    expect(localStorage.getItem('dark_mode')).toBe('false');
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('light'));
  });

  it('starts light when the user switched dark mode off before', async () => {
    signIn();
    localStorage.setItem('dark_mode', 'false');
    renderApp('/dashboard', signedInPlatform());
    const switches = await screen.findAllByRole('switch', { name: 'Modo escuro' });
    expect(switches[0]).not.toBeChecked();
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('light'));
  });

  it('forces the light theme on a branded host and hides the switch', async () => {
    signIn();
    const platform = signedInPlatform().on(route(CALLS.branding), {
      host: 'revenda.exemplo.com.br',
      title: 'Revenda Exemplo',
      favicon: '/f.svg',
      logo: '/l.svg',
      background: '/b.svg',
      forceLight: true,
    });
    renderApp('/dashboard', platform);
    await screen.findByRole('heading', { name: 'Dashboard' });
    await waitFor(() => expect(document.title).toBe('Revenda Exemplo'));
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(screen.queryByRole('switch', { name: 'Modo escuro' })).toBeNull();
  });
});

describe('server unreachable', () => {
  it('says so at the top of the screen, keeps what was typed, and retries on request', async () => {
    signIn();
    const platform = signedInPlatform();
    const profile = platform.routes.get(route(CALLS.profile))!;
    renderApp('/me', platform);
    const password = await screen.findByLabelText('Nova senha');
    await userEvent.type(password, 'Meio-digitada');
    // The server goes away; the next call (the profile, refreshed by another window) gets no answer.
    platform.on(route(CALLS.profile), { message: 'Não foi possível conectar ao servidor.' }, 0);
    platform.emitInvalidate(['Profile']);
    const banner = await screen.findByText(/Sem conexão com o servidor/);
    expect(password).toHaveValue('Meio-digitada');
    platform.on(route(CALLS.profile), profile);
    await userEvent.click(within(banner.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(screen.queryByText(/Sem conexão com o servidor/)).toBeNull());
    expect(screen.getByLabelText('Nova senha')).toHaveValue('Meio-digitada');
  });
});
