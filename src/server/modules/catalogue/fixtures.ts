// What the catalogue tests share: a small M3U playlist (live channels, movies and a series in two
// seasons) and the admin's upload of a playlist through the app.
import type { TestApp } from '../../test/harness';
import { CALLS } from '../../../shared/calls';

export const PLAYLIST = `#EXTM3U
#EXTINF:-1 tvg-id="espn.br" tvg-name="ESPN Brasil" tvg-logo="http://img.example/espn.png" group-title="Esportes",ESPN Brasil
http://origem.example/live/espn.ts
#EXTINF:-1 tvg-id="sportv.br" tvg-name="SporTV" tvg-logo="" group-title="Esportes",SporTV
http://origem.example/live/sportv.ts
#EXTINF:-1 tvg-id="globonews.br" tvg-name="GloboNews" tvg-logo="http://img.example/gn.png" group-title="Notícias",GloboNews
http://origem.example/live/globonews.m3u8
#EXTINF:-1 tvg-name="Ação Total (2023)" tvg-logo="http://img.example/acao.jpg" group-title="Filmes | Ação",Ação Total (2023)
http://origem.example/filmes/acao-total.mp4
#EXTINF:-1 tvg-name="Cidade de Deus" tvg-logo="" group-title="Filmes | Nacionais",Cidade de Deus
http://origem.example/filmes/cidade-de-deus.mkv
#EXTINF:-1 tvg-name="A Casa S01 E01" tvg-logo="http://img.example/casa.jpg" group-title="Séries | Drama",A Casa S01 E01
http://origem.example/series/a-casa/s01e01.mp4
#EXTINF:-1 tvg-name="A Casa S01 E02" tvg-logo="http://img.example/casa.jpg" group-title="Séries | Drama",A Casa S01 E02
http://origem.example/series/a-casa/s01e02.mp4
#EXTINF:-1 tvg-name="A Casa S02 E01" tvg-logo="http://img.example/casa.jpg" group-title="Séries | Drama",A Casa S02 E01
http://origem.example/series/a-casa/s02e01.mp4
`;

export function multipart(parts: { name: string; filename?: string; data: Buffer | string }[]) {
  const boundary = `----catalogo${Date.now()}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.filename ? 'Content-Type: audio/x-mpegurl\r\n' : ''}\r\n`));
    chunks.push(Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POST /api/upload-catalogue as `token`: status and parsed answer. */
export async function uploadCatalogue(t: TestApp, token: string, text: string, filename = 'lista.m3u') {
  const { payload, headers } = multipart([{ name: 'file', filename, data: text }]);
  const res = await t.app.inject({ method: 'POST', url: CALLS.uploadCatalogue.path, payload, headers: { ...headers, authorization: `Bearer ${token}` } });
  return { status: res.statusCode, data: JSON.parse(res.body) };
}

/**
 * A big playlist of `live` channels, `movies` and `episodes` (ten to a series, one season), in that
 * order, with names that carry `tag` so two lists tell apart.
 */
export function bigPlaylist(tag: string, counts: { live: number; movies: number; episodes: number }): string {
  const out = ['#EXTM3U'];
  for (let i = 0; i < counts.live; i++)
    out.push(
      `#EXTINF:-1 tvg-id="c${i}" tvg-logo="http://img.example/c${i}.png" group-title="Canais ${i % 40}",Canal ${tag} ${i}`,
      `http://origem.example/live/${tag}/${i}.ts`,
    );
  for (let i = 0; i < counts.movies; i++)
    out.push(
      `#EXTINF:-1 tvg-logo="http://img.example/f${i}.jpg" group-title="Filmes ${i % 25}",Filme ${tag} ${i}`,
      `http://origem.example/movie/${tag}/${i}.mp4`,
    );
  for (let i = 0; i < counts.episodes; i++) {
    const [series, episode] = [Math.floor(i / 10), String((i % 10) + 1).padStart(2, '0')];
    out.push(
      `#EXTINF:-1 tvg-logo="http://img.example/s${series}.jpg" group-title="Séries ${series % 15}",Série ${tag} ${series} S01 E${episode}`,
      `http://origem.example/series/${tag}/${i}.mp4`,
    );
  }
  return `${out.join('\n')}\n`;
}
