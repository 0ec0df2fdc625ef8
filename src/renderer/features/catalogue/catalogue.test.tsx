// The catalogue screens as a user meets them: /list-movies, /categorie-config, /blacklist, /smart-app.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AvailableMovies } from '../../../shared/catalogue/schemas';
import { renderApp, renderScreen, signIn, signedInPlatform, route, isCallTo } from '../../test/render';
import { POSTER_PLACEHOLDER } from './placeholder';
import { CALLS, pathOf } from '../../../shared/calls';

beforeEach(() => localStorage.clear());

const MOVIES: AvailableMovies = {
  movies: Array.from({ length: 14 }, (_, i) => ({
    name: i === 0 ? 'Ação Total' : `Filme ${String(i).padStart(2, '0')}`,
    thumb: i === 0 ? '' : `http://img.example/${i}.jpg`,
  })),
  series: [{ name: 'A Casa', thumb: 'http://img.example/casa.jpg' }],
};
const posters = () => screen.queryAllByRole('img').filter((img) => img.closest('.ant-card-cover'));

describe('/list-movies', () => {
  it('shows 12 posters a page, the placeholder for an empty thumb, searches without accents and switches to Séries', async () => {
    signIn();
    renderScreen('/list-movies', signedInPlatform().on(route(CALLS.availableMovies), MOVIES));
    await screen.findByAltText('Filme 01');
    expect(screen.getByRole('heading', { name: 'Filmes' })).toBeInTheDocument();
    expect(posters()).toHaveLength(12);
    expect(screen.getByAltText('Ação Total')).toHaveAttribute('src', POSTER_PLACEHOLDER);
    expect(screen.getByAltText('Filme 01')).toHaveAttribute('src', 'http://img.example/1.jpg');
    // No upload for a reseller.
    expect(screen.queryByRole('button', { name: /Carregar catálogo/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Sincronizar/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(posters()).toHaveLength(2));
    expect(screen.getByAltText('Filme 13')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar por nome' }), 'acao');
    await waitFor(() => expect(posters()).toHaveLength(1));
    expect(screen.getByAltText('Ação Total')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Séries' }));
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Buscar por nome' }));
    await screen.findByAltText('A Casa');
    expect(screen.getByRole('heading', { name: 'Séries' })).toBeInTheDocument();
    expect(posters()).toHaveLength(1);
  });

  it('the admin loads an M3U catalogue; another file is refused before anything is sent', async () => {
    signIn(1, 'admin');
    const p = signedInPlatform({ id: 1, username: 'admin', profile: 'admin', owner_id: null })
      .on(route(CALLS.availableMovies), { movies: [], series: [], provider: 'builtin' })
      .on(route(CALLS.uploadCatalogue), { message: 'Upload realizado com sucesso', live: 3, movies: 2, series: 1, episodes: 3 });
    renderScreen('/list-movies', p);
    await screen.findByText('Nenhum item no catálogo.');
    // The sync is for an Xtream provider only.
    expect(screen.queryByRole('button', { name: /Sincronizar com o servidor Xtream/ })).not.toBeInTheDocument();
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, new File(['x'], 'lista.txt', { type: 'text/plain' }), { applyAccept: false });
    expect(await screen.findByText('Arquivo inválido: envie uma lista .m3u ou .m3u8.')).toBeInTheDocument();
    expect(p.calls.some(isCallTo(CALLS.uploadCatalogue))).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));

    await userEvent.upload(document.querySelector('input[type=file]') as HTMLInputElement, new File(['#EXTM3U\n'], 'lista.m3u', { type: 'audio/x-mpegurl' }));
    await waitFor(() => expect(p.calls.map((c) => c.path)).toContain(pathOf(CALLS.uploadCatalogue)));
    expect(await screen.findByText('Upload realizado com sucesso: 3 canais, 2 filmes, 1 séries')).toBeInTheDocument();
    const sent = p.calls.find(isCallTo(CALLS.uploadCatalogue))!;
    expect(sent.file).toMatchObject({ field: 'file', name: 'lista.m3u' });
  });

  it('with an Xtream provider the admin syncs the catalogue from the server', async () => {
    signIn(1, 'admin');
    const p = signedInPlatform({ id: 1, username: 'admin', profile: 'admin', owner_id: null })
      .on(route(CALLS.availableMovies), { movies: [], series: [], provider: 'xtream' })
      .on(route(CALLS.syncCatalogue), { message: 'Catálogo sincronizado com o servidor Xtream', live: 10, movies: 4, series: 2 });
    renderScreen('/list-movies', p);
    await userEvent.click(await screen.findByRole('button', { name: /Sincronizar com o servidor Xtream/ }));
    expect(await screen.findByText('Catálogo sincronizado com o servidor Xtream: 10 canais, 4 filmes, 2 séries')).toBeInTheDocument();
  });
});

describe('/categorie-config', () => {
  it('adds a channel with a custom name and lists the temporary channels', async () => {
    signIn();
    let list = [{ id: 1, stream_id: 5, origim_name: 'SporTV', name: 'SporTV' }];
    const p = signedInPlatform({ permissions: ['todays_games'] })
      .on(route(CALLS.channels), [
        { stream_id: 4, name: 'ESPN Brasil', category: 'Esportes' },
        { stream_id: 5, name: 'SporTV', category: 'Esportes' },
      ])
      .on(route(CALLS.tempChannels), () => ({ status: 200, data: list }))
      .on(route(CALLS.insertChannel), () => {
        list = [...list, { id: 2, stream_id: 4, origim_name: 'ESPN Brasil', name: 'Flamengo x Palmeiras' }];
        return { status: 200, data: { message: 'Canal temporário inserido com sucesso!' } };
      });
    renderScreen('/categorie-config', p);
    expect(await screen.findAllByRole('cell', { name: 'SporTV' })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: /Adicionar/ }));
    expect(await screen.findByText('Por favor, selecione um canal')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));

    await userEvent.click(screen.getByRole('combobox', { name: 'Canal' }));
    await userEvent.click(await screen.findByTitle('ESPN Brasil (Esportes)'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Nome do canal (opcional)' }), 'Flamengo x Palmeiras');
    await userEvent.click(screen.getByRole('button', { name: /Adicionar/ }));
    expect(await screen.findByText('Canal temporário inserido com sucesso!')).toBeInTheDocument();
    expect(p.calls.find(isCallTo(CALLS.insertChannel))?.body).toEqual({ stream_id: 4, origim_name: 'ESPN Brasil', name: 'Flamengo x Palmeiras' });
    expect(await screen.findByRole('cell', { name: 'Flamengo x Palmeiras' })).toBeInTheDocument();
  });

  it('is not in the sidebar without the todays_games permission', async () => {
    signIn();
    renderApp('/dashboard', signedInPlatform());
    await screen.findAllByText('Filmes e Séries');
    expect(screen.queryByText('Jogos de Hoje')).not.toBeInTheDocument();
    expect(screen.queryByText('Blacklist')).not.toBeInTheDocument();
  });
});

describe('/blacklist', () => {
  it('shows the blocked IPs, their attempts in Histórico, and Excluir unblocks after confirmation', async () => {
    signIn(1, 'admin');
    let blocked = [{ ip: '203.0.113.7', total: 10, until_formatted: '23/11/2026 14:15:00' }];
    const p = signedInPlatform({ id: 1, username: 'admin', profile: 'admin', owner_id: null })
      .on(route(CALLS.blacklist), () => ({ status: 200, data: blocked }))
      .on(route(CALLS.blacklistAttempts), [
        { ip: '203.0.113.7', username: 'cliente1', senha: 'errada', host: 'tv.exemplo.com', created_at: '23/11/2026 14:00:00' },
      ])
      .on(route(CALLS.unblockIp), () => {
        blocked = [];
        return { status: 200, data: { message: 'IP excluído da blacklist com sucesso!' } };
      });
    renderScreen('/blacklist', p);
    const row = (await screen.findByRole('cell', { name: '203.0.113.7' })).closest('tr') as HTMLElement;
    expect(within(row).getByRole('cell', { name: '10' })).toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: /Histórico/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('cell', { name: 'cliente1' })).toBeInTheDocument();
    expect(within(dialog).getByRole('cell', { name: 'tv.exemplo.com' })).toBeInTheDocument();
    expect(within(dialog).getByText('Tentativas')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    await userEvent.click(within(row).getByRole('button', { name: /Excluir/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Não' }));
    expect(p.calls.some(isCallTo(CALLS.unblockIp))).toBe(false);
    await userEvent.click(within(row).getByRole('button', { name: /Excluir/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('IP excluído da blacklist com sucesso!')).toBeInTheDocument();
    expect(p.calls.find(isCallTo(CALLS.unblockIp))?.body).toEqual({ ip: '203.0.113.7' });
    expect(await screen.findByText('Nenhum IP bloqueado.')).toBeInTheDocument();
  });
});

describe('/smart-app', () => {
  it('creates a user with a valid MAC only, app 1, for a line of the caller', async () => {
    signIn();
    const p = signedInPlatform()
      .on(route(CALLS.smartAppUsers), [
        { id: 3, mac: 'AA:BB:CC:DD:EE:01', id_device: 'tv-sala', created_formatted: '23/11/2026 10:00:00', iptv: { username: 'cliente1' } },
      ])
      .on(route(CALLS.smartAppLines), [{ id: 9, username: 'cliente1' }])
      .on(route(CALLS.addSmartAppUser), { message: 'Usuário criado com sucesso!' });
    renderScreen('/smart-app', p);
    expect(await screen.findByRole('cell', { name: 'tv-sala' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Criar usuário/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('MAC'), 'aabbcc');
    await userEvent.type(within(dialog).getByLabelText('ID do dispositivo'), 'tv-quarto');
    await userEvent.click(within(dialog).getByLabelText('Linha IPTV'));
    await userEvent.click(await screen.findByTitle('cliente1'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar' }));
    expect(await within(dialog).findByText('Por favor, insira um endereço MAC válido')).toBeInTheDocument();
    expect(p.calls.some(isCallTo(CALLS.addSmartAppUser))).toBe(false);

    await userEvent.type(within(dialog).getByLabelText('MAC'), 'ddeeff');
    expect(within(dialog).getByLabelText('MAC')).toHaveValue('AA:BB:CC:DD:EE:FF');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar' }));
    expect(await screen.findByText('Usuário criado com sucesso!')).toBeInTheDocument();
    expect(p.calls.find(isCallTo(CALLS.addSmartAppUser))?.body).toEqual({ mac: 'AA:BB:CC:DD:EE:FF', id_device: 'tv-quarto', username: 'cliente1', app: 1 });
  });

  it('resets the MAC of a row after Sim/Não and deletes a row after confirmation', async () => {
    signIn();
    const p = signedInPlatform()
      .on(route(CALLS.smartAppUsers), [
        { id: 3, mac: 'AA:BB:CC:DD:EE:01', id_device: 'tv-sala', created_formatted: '23/11/2026 10:00:00', iptv: { username: 'cliente1' } },
      ])
      .on(route(CALLS.resetSmartAppUser), { message: 'MAC resetado com sucesso' })
      .on(route(CALLS.deleteSmartAppUser, { id: 3 }), { message: 'Usuário excluído com sucesso' });
    renderScreen('/smart-app', p);
    const row = (await screen.findByRole('cell', { name: 'tv-sala' })).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: /Resetar MAC/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Linha IPTV')).toHaveValue('cliente1');
    await userEvent.type(within(dialog).getByLabelText('Novo MAC'), '001122334455');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resetar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('MAC resetado com sucesso')).toBeInTheDocument();
    expect(p.calls.find(isCallTo(CALLS.resetSmartAppUser))?.body).toEqual({ mac: '00:11:22:33:44:55', id_device: 'tv-sala', username: 'cliente1', app: 1 });

    await userEvent.click(within(row).getByRole('button', { name: /Excluir/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Não' }));
    expect(p.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(row).getByRole('button', { name: /Excluir/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Usuário excluído com sucesso')).toBeInTheDocument();
    expect(p.calls.some((c) => c.method === 'DELETE' && c.path === pathOf(CALLS.deleteSmartAppUser, { id: 3 }))).toBe(true);
  });
});
