// The catalogue of an Xtream-Codes server (LINE_PROVIDER=xtream): its live channels, movies and series
// with their categories and posters, read from the server's own player_api.php with the credentials of
// a line that lives there (GETs through the panel's HTTP client, core/http-client.ts). It feeds the
// panel's catalogue (/list-movies, today's games' channel picker); the lines themselves watch on that
// server, so no stream address (which would carry that line's credentials) is kept.
import { callJson } from '../../core/http-client';
import type { PlaylistEntry } from '../../modules/catalogue/m3u';
import { ProviderError } from './provider';

const TIMEOUT_MS = 30_000;
type Row = Record<string, unknown>;
const str = (value: unknown, max: number) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim().slice(0, max) : '');

/** The address of the server's player API: the admin API's origin (http://server:port/CODE/ -> http://server:port). */
export const playerApiBase = (adminApiUrl: string) => new URL(adminApiUrl).origin;

export async function readXtreamCatalogue(base: string, username: string, password: string): Promise<PlaylistEntry[]> {
  async function action(name: string): Promise<Row[]> {
    const url = new URL('/player_api.php', base);
    url.searchParams.set('username', username);
    url.searchParams.set('password', password);
    url.searchParams.set('action', name);
    const answer = await callJson(url, { timeoutMs: TIMEOUT_MS }).catch((error: Error) => {
      throw new ProviderError(`${name}: ${error.message}`);
    });
    if (!answer.ok) throw new ProviderError(`${name}: o servidor respondeu ${answer.status}`);
    // A refused login answers the user_info object instead of a list.
    if (!Array.isArray(answer.data)) throw new ProviderError(`${name}: o servidor não devolveu uma lista (login recusado?)`);
    return answer.data.filter((r): r is Row => r !== null && typeof r === 'object');
  }
  const names = async (name: string) => new Map((await action(name)).map((c) => [str(c.category_id, 20), str(c.category_name, 200) || 'Sem categoria']));
  const [liveCats, vodCats, seriesCats] = [await names('get_live_categories'), await names('get_vod_categories'), await names('get_series_categories')];
  const group = (cats: Map<string, string>, row: Row) => cats.get(str(row.category_id, 20)) ?? 'Sem categoria';

  const entries: PlaylistEntry[] = [];
  for (const r of await action('get_live_streams')) {
    const name = str(r.name, 300);
    if (name)
      entries.push({ kind: 'live', name, group: group(liveCats, r), logo: str(r.stream_icon, 1000), epgId: str(r.epg_channel_id, 200), url: '', ext: '' });
  }
  for (const r of await action('get_vod_streams')) {
    const name = str(r.name, 300);
    if (name)
      entries.push({ kind: 'movie', name, group: group(vodCats, r), logo: str(r.stream_icon, 1000), epgId: '', url: '', ext: str(r.container_extension, 16) });
  }
  for (const r of await action('get_series')) {
    const name = str(r.name, 300);
    if (name) entries.push({ kind: 'series', name, group: group(seriesCats, r), logo: str(r.cover, 1000), epgId: '', url: '', ext: '' });
  }
  return entries;
}
