import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { DASHBOARD, renderScreen, signIn, signedInPlatform, route } from '../../test/render';
import { CALLS } from '../../../shared/calls';

beforeEach(() => localStorage.clear());

const card = async (title: string) => (await screen.findByText(title)).closest('.ant-card') as HTMLElement;

describe('/dashboard', () => {
  it('shows the header cards from the server, with credits for a reseller', async () => {
    signIn();
    renderScreen('/dashboard', signedInPlatform());
    expect(await card('Total de Revendas')).toHaveTextContent('4');
    expect(await card('Revendas Abaixo')).toHaveTextContent('2');
    expect(await card('Ativos na Árvore')).toHaveTextContent('19');
    // Expired lines of the tree are counted apart, never among the actives.
    expect(await card('Ativos na Árvore')).toHaveTextContent('vencidos IPTV 1 / P2P 0');
    expect(await card('Créditos')).toHaveTextContent('12,5');
    expect(screen.queryByText('Novos Tickets')).toBeNull();
  });

  it('shows new tickets instead of credits to the admin', async () => {
    signIn(1, 'admin');
    renderScreen('/dashboard', signedInPlatform({ profile: 'admin' }));
    expect(await card('Novos Tickets')).toHaveTextContent('6');
    expect(screen.queryByText('Créditos')).toBeNull();
  });

  it('alerts unread admin messages', async () => {
    signIn();
    renderScreen('/dashboard', signedInPlatform({}, { new_message: 3 }));
    expect(await screen.findByText(/Você tem 3 mensagem\(ns\) não lida\(s\)/)).toBeInTheDocument();
  });

  it('shows no alert when every message is read', async () => {
    signIn();
    renderScreen('/dashboard', signedInPlatform());
    await card('Total de Revendas');
    expect(screen.queryByText(/não lida/)).toBeNull();
  });

  it('reloads the cards when another window says the dashboard changed', async () => {
    signIn();
    let resellers = 4;
    const platform = signedInPlatform().on(route(CALLS.dashboard), () => ({ status: 200, data: { ...DASHBOARD, total_resellers: resellers } }));
    renderScreen('/dashboard', platform);
    expect(await card('Total de Revendas')).toHaveTextContent('4');
    resellers = 5;
    platform.emitInvalidate(['Dashboard']);
    await waitFor(async () => expect(await card('Total de Revendas')).toHaveTextContent('5'));
  });
});
