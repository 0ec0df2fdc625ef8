// The admin's catalogue upload, the movies and series of /list-movies, and today's games.
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, useTestApp } from '../../test/harness';
import { PLAYLIST, uploadCatalogue } from './fixtures';

const t = useTestApp();
let admin: string;
beforeAll(async () => {
  admin = await t.loginAs('admin', ADMIN_PASSWORD);
});

const counts = () => t.countRows('catalogue_items');

describe('catalogue upload', () => {
  it('refuses what is not a playlist with a pt-BR 4xx and keeps the catalogue as it was', async () => {
    expect((await uploadCatalogue(t, admin, PLAYLIST)).data).toMatchObject({
      message: 'Upload realizado com sucesso',
      live: 3,
      movies: 2,
      series: 1,
      episodes: 3,
    });
    const before = await counts();
    expect(await uploadCatalogue(t, admin, PLAYLIST, 'lista.txt')).toMatchObject({
      status: 422,
      data: { message: 'Arquivo inválido: envie uma lista .m3u ou .m3u8.' },
    });
    expect(await uploadCatalogue(t, admin, 'nome,url\na,b', 'lista.m3u')).toMatchObject({
      status: 422,
      data: { message: 'O arquivo não é uma lista M3U (falta o cabeçalho #EXTM3U). Nada foi salvo.' },
    });
    expect(await uploadCatalogue(t, admin, '#EXTM3U\n#EXTINF:-1,Sem link\n', 'lista.m3u8')).toMatchObject({
      status: 422,
      data: { message: 'A lista não tem canais, filmes nem séries. Nada foi salvo.' },
    });
    expect(await counts()).toBe(before);
    const r = await t.createAccount();
    const token = await t.loginAs(r.username);
    expect((await uploadCatalogue(t, token, PLAYLIST)).status).toBe(403);
  });

  it("reads an Xtream server's own get.php list (paths /live/, /movie/, /series/) back into the same catalogue", async () => {
    await uploadCatalogue(t, admin, PLAYLIST);
    const r = await t.createAccount({ credits: 2 });
    const token = await t.loginAs(r.username);
    const line = (await t.request('POST', '/api/users-iptv', { token, body: { isOficial: true, package: 1, credits: 1 } })).data;
    const list = await t.app.inject({ method: 'GET', url: `/get.php?username=${line.username}&password=${line.password}&type=m3u_plus&output=hls` });
    expect(list.statusCode).toBe(200);
    const again = await uploadCatalogue(t, admin, list.body, 'tv_channels_plus.m3u');
    expect(again.data).toMatchObject({ live: 3, movies: 2, series: 1, episodes: 3 });
    const api = (await t.request('GET', `/player_api.php?username=${line.username}&password=${line.password}&action=get_vod_streams`)).data;
    expect(api.map((m: { name: string; container_extension: string }) => [m.name, m.container_extension])).toEqual([
      ['Ação Total (2023)', 'mp4'],
      ['Cidade de Deus', 'mkv'],
    ]);
    await uploadCatalogue(t, admin, PLAYLIST);
  });

  it('get-available-movies lists movies and series by name with their posters', async () => {
    const r = await t.createAccount();
    const token = await t.loginAs(r.username);
    const res = await t.request('GET', '/api/get-available-movies', { token });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      movies: [
        { name: 'Ação Total (2023)', thumb: 'http://img.example/acao.jpg' },
        { name: 'Cidade de Deus', thumb: '' },
      ],
      series: [{ name: 'A Casa', thumb: 'http://img.example/casa.jpg' }],
      provider: 'builtin',
    });
    expect((await t.request('POST', '/api/sync-catalogue', { token: admin })).data.message).toBe(
      'O provedor de linhas deste painel não é um servidor Xtream: carregue uma lista M3U.',
    );
    expect((await t.request('GET', '/api/get-available-movies')).status).toBe(401);
  });
});

describe("today's games", () => {
  it('needs the todays_games permission', async () => {
    const r = await t.createAccount();
    const token = await t.loginAs(r.username);
    expect((await t.request('GET', '/api/xcode-channels', { token })).status).toBe(403);
    expect((await t.request('POST', '/api/xcode-insert-channel', { token, body: { stream_id: 1 } })).status).toBe(403);
  });

  it('adds a temporary channel under Jogos de Hoje, served to lines, removed one by one or all at once', async () => {
    await uploadCatalogue(t, admin, PLAYLIST);
    const r = await t.createAccount({ permissions: ['todays_games'], credits: 2 });
    const token = await t.loginAs(r.username);
    const channels = (await t.request('GET', '/api/xcode-channels', { token })).data;
    expect(channels.map((c: { name: string }) => c.name)).toEqual(['ESPN Brasil', 'SporTV', 'GloboNews']);
    const espn = channels[0];

    // The spec's own text (section 5), which the schema gives the field.
    expect((await t.request('POST', '/api/xcode-insert-channel', { token, body: {} })).data.message).toBe('Por favor, selecione um canal');
    expect((await t.request('POST', '/api/xcode-insert-channel', { token, body: { stream_id: 99999 } })).status).toBe(404);
    const markup = await t.request('POST', '/api/xcode-insert-channel', {
      token,
      body: { stream_id: espn.stream_id, origim_name: espn.name, name: '<b>Fla</b> x Flu' },
    });
    expect(markup).toMatchObject({ status: 422, data: { message: 'O campo Nome não aceita HTML (texto entre < e >).' } });
    const ok = await t.request('POST', '/api/xcode-insert-channel', {
      token,
      body: { stream_id: espn.stream_id, origim_name: espn.name, name: 'Flamengo x Palmeiras' },
    });
    expect(ok.data).toEqual({ message: 'Canal temporário inserido com sucesso!' });
    expect((await t.request('POST', '/api/xcode-insert-channel', { token, body: { stream_id: espn.stream_id, name: 'Flamengo x Palmeiras' } })).status).toBe(
      409,
    );
    await t.request('POST', '/api/xcode-insert-channel', { token, body: { stream_id: channels[1].stream_id } });
    expect(
      (await t.request('GET', '/api/xcode-channels-list', { token })).data.map((c: { origim_name: string; name: string }) => [c.origim_name, c.name]),
    ).toEqual([
      ['ESPN Brasil', 'Flamengo x Palmeiras'],
      ['SporTV', 'SporTV'],
    ]);

    const line = (await t.request('POST', '/api/users-iptv', { token, body: { isOficial: true, package: 1, credits: 1 } })).data;
    const api = async (q: string) => (await t.request('GET', `/player_api.php?username=${line.username}&password=${line.password}&${q}`)).data;
    expect((await api('action=get_live_categories'))[0].category_name).toBe('Jogos de Hoje');
    expect((await api('action=get_live_streams')).slice(0, 2).map((s: { name: string }) => s.name)).toEqual(['Flamengo x Palmeiras', 'SporTV']);

    // A new playlist keeps the temporary channels, pointed at the new list's channels.
    await uploadCatalogue(t, admin, PLAYLIST);
    expect((await api('action=get_live_streams'))[0].name).toBe('Flamengo x Palmeiras');
    expect((await t.request('GET', '/api/job-temp-cn', { token })).data.message).toBe('Cache atualizado: 2 canais temporários.');

    // Markup is refused (above); a name with < in it goes into the activity log as text, never as HTML.
    const fresh = (await t.request('GET', '/api/xcode-channels', { token })).data[0].stream_id;
    expect((await t.request('POST', '/api/xcode-insert-channel', { token, body: { stream_id: fresh, name: 'Sub <20 x Sub 20' } })).status).toBe(200);
    const logged = await t.db.selectFrom('activity_log').select('action').where('action', 'like', 'Canal temporário %Sub%').executeTakeFirstOrThrow();
    expect(logged.action).toContain('Sub &lt;20 x Sub 20');
    expect((await t.request('DELETE', '/api/xcode-remove-channel', { token, body: { name: 'Sub <20 x Sub 20' } })).status).toBe(200);

    expect((await t.request('DELETE', '/api/xcode-remove-channel', { token, body: { name: 'Nada' } })).status).toBe(404);
    expect((await t.request('DELETE', '/api/xcode-remove-channel', { token, body: { name: 'Flamengo x Palmeiras' } })).data.message).toBe(
      'Canal temporário excluído com sucesso!',
    );
    expect((await api('action=get_live_streams'))[0].name).toBe('SporTV');
    expect((await t.request('GET', '/api/xcode-remove-all-channels', { token })).data.message).toBe('Canais temporários excluídos com sucesso!');
    expect(await t.request('GET', '/api/xcode-channels-list', { token })).toMatchObject({ status: 200, data: [] });
    expect((await api('action=get_live_categories')).map((c: { category_name: string }) => c.category_name)).toEqual(['Esportes', 'Notícias']);
  });
});
