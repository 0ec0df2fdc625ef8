// The playlist of /get.php (type m3u, m3u_plus or ssiptv): every channel, movie and episode of the
// catalogue, each at the stream address of the line's links.
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db';
import { linksDnsOf } from '../settings/dns';

const PLAYLIST_TYPES = ['m3u', 'm3u_plus', 'ssiptv'] as const;
type PlaylistType = (typeof PLAYLIST_TYPES)[number];
export const isPlaylistType = (type: string): type is PlaylistType => (PLAYLIST_TYPES as readonly string[]).includes(type);

/** The address the line's links use (`linksDnsOf`), where its streams are asked for. */
export async function linksBaseOf(ctx: AppContext, accountId: number): Promise<string | null> {
  const owner = await ctx.db.selectFrom('accounts').select(['id', 'id_franchise']).where('id', '=', accountId).executeTakeFirstOrThrow();
  const dns = await linksDnsOf(ctx.db, owner, ctx.config.publicUrl);
  return dns ? dns.replace(/\/+$/, '') : null;
}

export const playlistFileName = (username: string, type: PlaylistType) =>
  `tv_channels_${username.replace(/[^\w.-]/g, '_')}${type === 'm3u_plus' ? '_plus' : ''}.m3u`;

interface PlaylistOptions {
  /** Where the streams are asked for (linksBaseOf). */
  base: string;
  line: { username: string; password: string };
  type: PlaylistType;
  /** The live streams' extension: 'm3u8' (HLS) or 'ts'. */
  liveExt: string;
}

export async function playlistOf(db: DbOrTx, { base, line, type, liveExt }: PlaylistOptions): Promise<string> {
  const credentials = `${encodeURIComponent(line.username)}/${encodeURIComponent(line.password)}`;
  const attr = (value: string) => value.replace(/["\r\n]/g, ' ');
  const plain = (value: string) => value.replace(/[\r\n]/g, ' ');
  const out: string[] = ['#EXTM3U'];
  const entry = (e: { name: string; epg: string; logo: string; group: string; url: string }) => {
    out.push(
      type === 'm3u'
        ? `#EXTINF:-1,${plain(e.name)}`
        : `#EXTINF:-1 tvg-id="${attr(e.epg)}" tvg-name="${attr(e.name)}" tvg-logo="${attr(e.logo)}" group-title="${attr(e.group)}",${plain(e.name)}`,
    );
    out.push(e.url);
  };
  const rows = await db
    .selectFrom('catalogue_items as i')
    .innerJoin('catalogue_categories as c', 'c.id', 'i.category_id')
    .select(['i.id', 'i.kind', 'i.name', 'i.logo', 'i.epg_id', 'i.ext', 'c.name as group'])
    .where('i.kind', 'in', ['live', 'movie'])
    .orderBy('i.kind')
    .orderBy('c.position')
    .orderBy('i.id')
    .execute();
  for (const r of rows.filter((r) => r.kind === 'live'))
    entry({ name: r.name, epg: r.epg_id, logo: r.logo, group: r.group, url: `${base}/live/${credentials}/${r.id}.${liveExt}` });
  for (const r of rows.filter((r) => r.kind === 'movie'))
    entry({ name: r.name, epg: '', logo: r.logo, group: r.group, url: `${base}/movie/${credentials}/${r.id}.${r.ext || 'mp4'}` });
  const episodes = await db
    .selectFrom('catalogue_episodes as e')
    .innerJoin('catalogue_items as s', 's.id', 'e.series_id')
    .innerJoin('catalogue_categories as c', 'c.id', 's.category_id')
    .select(['e.id', 'e.title', 'e.ext', 's.logo', 'c.name as group'])
    .orderBy('c.position')
    .orderBy('s.id')
    .orderBy('e.season')
    .orderBy('e.episode')
    .execute();
  for (const e of episodes) entry({ name: e.title, epg: '', logo: e.logo, group: e.group, url: `${base}/series/${credentials}/${e.id}.${e.ext || 'mp4'}` });
  return `${out.join('\n')}\n`;
}
