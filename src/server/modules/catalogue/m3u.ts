// Reads an M3U playlist (the admin's catalogue, or a list in the m3u_plus format of an Xtream server):
// '#EXTINF:-1 tvg-id="..." tvg-name="..." tvg-logo="..." group-title="...",Name' followed by the
// stream's URL. Each entry is a live channel, a movie or an episode of a series: by the URL path of
// an Xtream list (/movie/, /series/), else by a 'S01E02' marker in the name, else by a video file
// extension (movie), else live.

/** 'series': a series read from an Xtream server's list, without its episodes. */
export type EntryKind = 'live' | 'movie' | 'series' | 'episode';
export interface PlaylistEntry {
  kind: EntryKind;
  name: string;
  group: string;
  logo: string;
  epgId: string;
  url: string;
  ext: string;
  /** Episodes only: the series' name, season and episode numbers. */
  series?: { name: string; season: number; episode: number };
}

const VIDEO_EXT = new Set(['mp4', 'mkv', 'avi', 'mov', 'wmv', 'm4v', 'mpg', 'mpeg', 'webm', 'flv']);
const EPISODE = /^(.*?)[\s._-]*S(\d{1,3})\s*E(\d{1,4})\b/i;

function attribute(info: string, name: string): string {
  const match = new RegExp(`${name}="([^"]*)"`, 'i').exec(info);
  return match ? match[1].trim() : '';
}

/** The title after the attributes: the text after the first comma outside quotes. */
function title(info: string): string {
  let quoted = false;
  for (let i = 0; i < info.length; i++) {
    if (info[i] === '"') quoted = !quoted;
    else if (info[i] === ',' && !quoted) return info.slice(i + 1).trim();
  }
  return '';
}

function extension(url: string): string {
  const path = url.split(/[?#]/)[0];
  const match = /\.([A-Za-z0-9]{1,5})$/.exec(path);
  return match ? match[1].toLowerCase() : '';
}

export function isPlaylist(text: string): boolean {
  return text.replace(/^\uFEFF/, '').trimStart().startsWith('#EXTM3U');
}

export function parsePlaylist(text: string): PlaylistEntry[] {
  const entries: PlaylistEntry[] = [];
  let info: string | null = null;
  let group = '';
  for (const raw of text.replace(/^\uFEFF/, '').split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    if (line.startsWith('#EXTINF')) {
      info = line;
      group = '';
      continue;
    }
    if (line.startsWith('#EXTGRP:')) {
      group = line.slice(8).trim();
      continue;
    }
    if (line.startsWith('#')) continue;
    if (info === null) continue;
    const url = line;
    if (!/^(https?|rtmp|rtsp|udp|rtp):\/\//i.test(url)) {
      info = null;
      continue;
    }
    const name = (title(info) || attribute(info, 'tvg-name')).slice(0, 300);
    const ext = extension(url);
    const path = url.toLowerCase();
    const episode = EPISODE.exec(name);
    const base = { name, group: (attribute(info, 'group-title') || group || 'Sem categoria').slice(0, 200), logo: attribute(info, 'tvg-logo').slice(0, 1000), epgId: attribute(info, 'tvg-id').slice(0, 200), url: url.slice(0, 2000), ext };
    info = null;
    if (!name) continue;
    if ((path.includes('/series/') || (episode && VIDEO_EXT.has(ext))) && episode) {
      entries.push({ ...base, kind: 'episode', series: { name: episode[1].trim() || name, season: Number(episode[2]), episode: Number(episode[3]) } });
    } else if (path.includes('/movie/') || VIDEO_EXT.has(ext)) {
      entries.push({ ...base, kind: 'movie' });
    } else {
      entries.push({ ...base, kind: 'live' });
    }
  }
  return entries;
}
