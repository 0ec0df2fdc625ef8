// LINE_PROVIDER=xtream: the admin syncs the panel's catalogue from the Xtream server's player_api.php,
// read with the credentials of a line that lives there; a server that refuses changes nothing.
import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, useTestAppWithFake } from '../../test/harness';

const lines = new Map<string, string>();
const asked: string[] = [];

const DATA: Record<string, unknown[]> = {
  get_live_categories: [{ category_id: '7', category_name: 'Esportes', parent_id: 0 }],
  get_vod_categories: [{ category_id: '8', category_name: 'Lançamentos', parent_id: 0 }],
  get_series_categories: [{ category_id: '9', category_name: 'Novelas', parent_id: 0 }],
  get_live_streams: [{ num: 1, name: 'Arena HD', stream_id: 11, stream_icon: 'http://xc.example/arena.png', epg_channel_id: 'arena', category_id: '7' }],
  get_vod_streams: [
    { num: 1, name: 'Filme Novo', stream_id: 21, stream_icon: 'http://xc.example/f.jpg', category_id: '8', container_extension: 'mkv' },
    { num: 2, name: 'Ótimo Filme', stream_id: 22, stream_icon: '', category_id: '99', container_extension: 'mp4' },
  ],
  get_series: [{ num: 1, name: 'Amor de Verão', series_id: 31, cover: 'http://xc.example/s.jpg', category_id: '9' }],
};

const t = useTestAppWithFake(
  (xc) => {
    xc.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    let next = 900;
    xc.post('/acesso/', async (request) => {
      const { action } = request.query as { action: string };
      const body = request.body as Record<string, string>;
      if (action === 'create_line') {
        lines.set(body.username, body.password);
        return { status: 'STATUS_SUCCESS', data: { line_id: String(next++) } };
      }
      return { status: 'STATUS_SUCCESS', data: [] };
    });
    xc.get('/player_api.php', async (request) => {
      const { username, password, action } = request.query as Record<string, string>;
      asked.push(action);
      if (lines.get(username) !== password) return { user_info: { auth: 0 } };
      return DATA[action] ?? { user_info: { auth: 1 } };
    });
  },
  (address) => ({ LINE_PROVIDER: 'xtream', LINE_PROVIDER_URL: `${address}/acesso/`, LINE_PROVIDER_KEY: 'chave' }),
);

describe('catalogue of an Xtream server', () => {
  it('syncs live channels, movies and series with categories and posters; refusals change nothing', async () => {
    const admin = await t.loginAs('admin', ADMIN_PASSWORD);
    expect(await t.request('POST', '/api/sync-catalogue', { token: admin })).toMatchObject({
      status: 422,
      data: { message: 'Nenhuma linha IPTV ativa no servidor Xtream para ler o catálogo.' },
    });

    const r = await t.createAccount({ credits: 3, permissions: ['todays_games'] });
    const token = await t.loginAs(r.username);
    expect((await t.request('POST', '/api/users-iptv', { token, body: { isOficial: true, package: 1, credits: 1 } })).status).toBe(200);
    expect((await t.request('POST', '/api/sync-catalogue', { token })).status).toBe(403);

    const synced = await t.request('POST', '/api/sync-catalogue', { token: admin });
    expect(synced.data).toMatchObject({ message: 'Catálogo sincronizado com o servidor Xtream', live: 1, movies: 2, series: 1 });
    expect((await t.request('GET', '/api/get-available-movies', { token })).data).toEqual({
      movies: [
        { name: 'Filme Novo', thumb: 'http://xc.example/f.jpg' },
        { name: 'Ótimo Filme', thumb: '' },
      ],
      series: [{ name: 'Amor de Verão', thumb: 'http://xc.example/s.jpg' }],
      provider: 'xtream',
    });
    expect((await t.request('GET', '/api/xcode-channels', { token })).data).toEqual([
      { stream_id: expect.any(Number), name: 'Arena HD', category: 'Esportes' },
    ]);

    // The server stops accepting the line: the sync fails (502) and the catalogue stays.
    lines.clear();
    expect((await t.request('POST', '/api/sync-catalogue', { token: admin })).status).toBe(502);
    expect((await t.request('GET', '/api/get-available-movies', { token })).data.movies).toHaveLength(2);
    expect(asked).toContain('get_series');
  });
});
