// Reads an M3U playlist (the admin's catalogue, or a list in the m3u_plus format of an Xtream server):
// '#EXTINF:-1 tvg-id="..." tvg-name="..." tvg-logo="..." group-title="...",Name' followed by the
// stream's URL. Each entry is a live channel, a movie or an episode of a series: by the URL path of
// an Xtream list (/movie/, /series/), else by a 'S01E02' marker in the name, else by a video file
// extension (movie), else live.
import { setImmediate } from 'node:timers/promises';

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

const ATTRIBUTES = {
  'tvg-id': /tvg-id="([^"]*)"/i,
  'tvg-name': /tvg-name="([^"]*)"/i,
  'tvg-logo': /tvg-logo="([^"]*)"/i,
  'group-title': /group-title="([^"]*)"/i,
} as const;

function attribute(info: string, name: keyof typeof ATTRIBUTES): string {
  const match = ATTRIBUTES[name].exec(info);
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

/** Whether the text opens with the M3U header (only its first bytes are read: a list may hold 20 MB). */
export function isPlaylist(text: string): boolean {
  return text
    .slice(0, 1024)
    .replace(/^\uFEFF/, '')
    .trimStart()
    .startsWith('#EXTM3U');
}

/** Lines read between two yields to the event loop (issue 19): 2 000 lines, about 1 000 entries, take some 7 ms. */
export const PARSE_SLICE_LINES = 2000;

/** Reads the playlist line by line, keeping the pending #EXTINF between lines. */
class PlaylistReader {
  readonly entries: PlaylistEntry[] = [];
  private info: string | null = null;
  private group = '';

  line(raw: string): void {
    const line = raw.trim();
    if (!line) return;
    if (line.startsWith('#EXTINF')) {
      this.info = line;
      this.group = '';
      return;
    }
    if (line.startsWith('#EXTGRP:')) {
      this.group = line.slice(8).trim();
      return;
    }
    if (line.startsWith('#')) return;
    const info = this.info;
    if (info === null) return;
    this.info = null;
    const url = line;
    if (!/^(https?|rtmp|rtsp|udp|rtp):\/\//i.test(url)) return;
    const name = (title(info) || attribute(info, 'tvg-name')).slice(0, 300);
    if (!name) return;
    const ext = extension(url);
    const path = url.toLowerCase();
    const episode = EPISODE.exec(name);
    const base = {
      name,
      group: (attribute(info, 'group-title') || this.group || 'Sem categoria').slice(0, 200),
      logo: attribute(info, 'tvg-logo').slice(0, 1000),
      epgId: attribute(info, 'tvg-id').slice(0, 200),
      url: url.slice(0, 2000),
      ext,
    };
    if ((path.includes('/series/') || (episode && VIDEO_EXT.has(ext))) && episode) {
      this.entries.push({ ...base, kind: 'episode', series: { name: episode[1].trim() || name, season: Number(episode[2]), episode: Number(episode[3]) } });
    } else if (path.includes('/movie/') || VIDEO_EXT.has(ext)) {
      this.entries.push({ ...base, kind: 'movie' });
    } else {
      this.entries.push({ ...base, kind: 'live' });
    }
  }
}

/** Every line of the text (without its line break; a CR before it is trimmed by the reader), the BOM left out. */
function* lines(text: string): Generator<string> {
  let at = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  while (at < text.length) {
    const end = text.indexOf('\n', at);
    if (end === -1) {
      yield text.slice(at);
      return;
    }
    yield text.slice(at, end);
    at = end + 1;
  }
}

/** The whole playlist at once (small lists; an upload goes through readPlaylist). */
export function parsePlaylist(text: string): PlaylistEntry[] {
  const reader = new PlaylistReader();
  for (const line of lines(text)) reader.line(line);
  return reader.entries;
}

export type PlaylistRead = { tooMany: false; entries: PlaylistEntry[] } | { tooMany: true };

/**
 * The playlist read in slices of `sliceLines` lines with a yield to the event loop between them, so a
 * list of 20 MB never holds the other requests for more than one slice. Reading stops as soon as the
 * list holds more than `maxEntries` entries (`tooMany`), before it costs more memory or time.
 */
export async function readPlaylist(text: string, options: { maxEntries: number; sliceLines?: number }): Promise<PlaylistRead> {
  const slice = options.sliceLines ?? PARSE_SLICE_LINES;
  const reader = new PlaylistReader();
  let read = 0;
  for (const line of lines(text)) {
    reader.line(line);
    if (reader.entries.length > options.maxEntries) return { tooMany: true };
    if (++read % slice === 0) await setImmediate();
  }
  return { tooMany: false, entries: reader.entries };
}
