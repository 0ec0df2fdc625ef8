// Line logins answered like an Xtream-Codes server, checked with a real Xtream client library
// (@iptv/xtream-api) against the listening app: every action in the right shape, playlists, streams.
import { Xtream } from '@iptv/xtream-api';
import { standardizedSerializer } from '@iptv/xtream-api/standardized';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness';
import { PLAYLIST, uploadCatalogue } from './fixtures';
import { freePort } from '../../test/ports';

let t: TestApp;
let base: string;
let adminToken: string;
let line: { id: number; username: string; password: string };
let resellerToken: string;

/** A free port, so the panel's public URL (what its links use) is the address it listens on. */
beforeAll(async () => {
  const port = await freePort();
  t = await createTestApp({ PUBLIC_URL: `http://127.0.0.1:${port}` });
  base = await t.app.listen({ port, host: '127.0.0.1' });
  adminToken = await t.loginAs('admin', ADMIN_PASSWORD);
  expect((await uploadCatalogue(t, adminToken, PLAYLIST)).status).toBe(200);
  const r = await t.createAccount({ credits: 5 });
  resellerToken = await t.loginAs(r.username);
  line = (await t.request('POST', '/api/users-iptv', { token: resellerToken, body: { isOficial: true, package: 1, credits: 1 } })).data;
});
afterAll(() => t.close());

const client = (username = line.username, password = line.password) => new Xtream({ url: base, username, password, serializer: standardizedSerializer });
const raw = async (query: string) => {
  const res = await fetch(`${base}/player_api.php?username=${line.username}&password=${line.password}&${query}`);
  return { status: res.status, data: await res.json() };
};

describe('player_api.php with an Xtream client', () => {
  it('gives the profile and the catalogue the admin loaded: categories, channels, movies, series', async () => {
    const x = client();
    const profile = await x.getProfile();
    expect(profile).toMatchObject({ username: line.username, status: 'Active', isTrial: false, maxConnections: 1 });
    expect(profile.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 86400_000);

    const live = await x.getChannelCategories();
    expect(live.map((c) => c.name)).toEqual(['Esportes', 'Notícias']);
    expect((await x.getMovieCategories()).map((c) => c.name)).toEqual(['Filmes | Ação', 'Filmes | Nacionais']);
    expect((await x.getShowCategories()).map((c) => c.name)).toEqual(['Séries | Drama']);

    const channels = await x.getChannels();
    expect(channels.map((c) => c.name)).toEqual(['ESPN Brasil', 'SporTV', 'GloboNews']);
    expect(channels[0]).toMatchObject({ logo: 'http://img.example/espn.png', epgId: 'espn.br' });
    const sports = await x.getChannels({ categoryId: live[0].id });
    expect(sports.map((c) => c.name)).toEqual(['ESPN Brasil', 'SporTV']);

    const movies = await x.getMovies();
    expect(movies.map((m) => m.name)).toEqual(['Ação Total (2023)', 'Cidade de Deus']);
    const movie = await x.getMovie({ movieId: movies[1].id });
    expect(movie).toMatchObject({ name: 'Cidade de Deus' });
    expect(movie.url).toBe(`${base}/movie/${line.username}/${line.password}/${movies[1].id}.mkv`);

    const shows = await x.getShows();
    expect(shows.map((s) => s.name)).toEqual(['A Casa']);
    const show = await x.getShow({ showId: shows[0].id });
    expect(show.seasons.map((s) => s.episodes?.length)).toEqual([2, 1]);
    expect(show.seasons[0].episodes?.map((e) => e.title)).toEqual(['A Casa S01 E01', 'A Casa S01 E02']);
  });

  it('answers JSON arrays for every list action, empty when nothing matches, never the login object', async () => {
    // Web players on other origins may read it.
    const cors = await fetch(`${base}/player_api.php?username=${line.username}&password=${line.password}&action=get_live_categories`, {
      headers: { origin: 'http://player.example' },
    });
    expect(cors.headers.get('access-control-allow-origin')).toBe('*');
    expect(cors.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    for (const action of ['get_live_categories', 'get_vod_categories', 'get_series_categories', 'get_live_streams', 'get_vod_streams', 'get_series']) {
      const all = await raw(`action=${action}`);
      expect(Array.isArray(all.data), action).toBe(true);
      expect(all.data.length, action).toBeGreaterThan(0);
    }
    for (const action of ['get_live_streams', 'get_vod_streams', 'get_series']) {
      for (const category of ['999999', 'abc']) {
        const none = await raw(`action=${action}&category_id=${category}`);
        expect(none, `${action} ${category}`).toEqual({ status: 200, data: [] });
      }
    }
    expect((await raw('action=get_vod_info&vod_id=999999')).data).toEqual({ info: [], movie_data: [] });
    expect((await raw('action=get_series_info&series_id=999999')).data.info.name).toBeNull();
    const epg = await raw('action=get_short_epg&stream_id=1');
    expect(epg.data).toEqual({ epg_listings: [] });
    expect((await raw('action=get_simple_data_table&stream_id=1')).data).toEqual({ epg_listings: [] });
    // An unknown action is the login, as on an Xtream server.
    expect((await raw('action=nada')).data.user_info.status).toBe('Active');
  });

  it('an expired or disabled line logs in with its status and is refused the catalogue', async () => {
    const other = (await t.request('POST', '/api/users-iptv', { token: resellerToken, body: { isOficial: true, package: 1, credits: 1 } })).data;
    const ask = async (action: string) => {
      const res = await fetch(`${base}/player_api.php?username=${other.username}&password=${other.password}&action=${action}`);
      return { status: res.status, data: await res.json() };
    };
    await t.db
      .updateTable('lines')
      .set({ exp_at: Date.now() - 60_000 })
      .where('id', '=', other.id)
      .execute();
    expect((await ask('')).data.user_info).toMatchObject({ auth: 1, status: 'Expired' });
    expect(await ask('get_live_streams')).toEqual({ status: 403, data: { user_info: { auth: 0, status: 'Expired' } } });
    await expect(client(other.username, other.password).getChannels()).rejects.toThrow();

    await t.db
      .updateTable('lines')
      .set({ exp_at: Date.now() + 86400_000 })
      .where('id', '=', other.id)
      .execute();
    expect((await ask('get_vod_streams')).status).toBe(200);
    await t.request('PUT', `/api/users-iptv/${other.id}`, { token: resellerToken, body: { action: 0, on: 0 } });
    expect(await ask('get_vod_streams')).toEqual({ status: 403, data: { user_info: { auth: 0, status: 'Disabled' } } });
    const playlist = await fetch(`${base}/get.php?username=${other.username}&password=${other.password}&type=m3u_plus`);
    expect(playlist.status).toBe(403);
  });

  it('get.php gives the playlists the links point to, and each stream redirects to its source', async () => {
    const links = (await t.request('GET', '/api/users-iptv?reseller_id=0', { token: resellerToken })).data.find((l: { id: number }) => l.id === line.id);
    expect(links).toBeTruthy();
    const detail = (await t.request('PUT', `/api/users-iptv/${line.id}`, { token: resellerToken, body: { action: 8 } })).data;
    const m3u8 = /href="([^"]*get\.php[^"]*output=mpegts[^"]*)"/.exec(JSON.stringify(detail).replace(/\\"/g, '"').replace(/&amp;/g, '&'))?.[1];
    expect(m3u8).toContain('type=m3u_plus');

    const plus = await fetch(m3u8!);
    expect(plus.status).toBe(200);
    expect(plus.headers.get('access-control-allow-origin')).toBe('*');
    const text = await plus.text();
    const lines = text.trim().split('\n');
    expect(lines[0]).toBe('#EXTM3U');
    expect(lines[1]).toBe('#EXTINF:-1 tvg-id="espn.br" tvg-name="ESPN Brasil" tvg-logo="http://img.example/espn.png" group-title="Esportes",ESPN Brasil');
    expect(lines[2]).toMatch(new RegExp(`^${base}/live/${line.username}/${line.password}/\\d+\\.ts$`));
    // 3 channels, 2 movies, 3 episodes.
    expect(lines.filter((l) => l.startsWith('#EXTINF'))).toHaveLength(8);
    expect(text).toContain('group-title="Séries | Drama",A Casa S02 E01');

    const hls = await (await fetch(m3u8!.replace('output=mpegts', 'output=hls'))).text();
    expect(hls.split('\n')[2]).toMatch(/\.m3u8$/);
    const plainAnswer = await fetch(`${base}/get.php?username=${line.username}&password=${line.password}&type=m3u`);
    // Not JSON, so it takes the page set of headers, but keeps its own opening to the players' origins.
    expect(plainAnswer.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(plainAnswer.headers.get('x-content-type-options')).toBe('nosniff');
    const plain = await plainAnswer.text();
    expect(plain.split('\n')[1]).toBe('#EXTINF:-1,ESPN Brasil');

    const stream = await fetch(lines[2], { redirect: 'manual' });
    expect(stream.status).toBe(302);
    expect(stream.headers.get('location')).toBe('http://origem.example/live/espn.ts');
    const wrong = await fetch(lines[2].replace(`/${line.password}/`, '/errada/'), { redirect: 'manual' });
    expect(wrong.status).toBe(403);
    expect((await fetch(`${base}/get.php?username=${line.username}&password=errada`)).status).toBe(401);
  });
});
