// The demo catalogue, made here (nothing is downloaded): an M3U playlist with live channels, movies and
// a few series, each with a poster drawn as a small SVG (a data: URL), loaded the way the admin's upload
// loads it; a temporary channel of "Jogos de Hoje"; and smart app users on some IPTV lines.
import type { AppContext } from '../../src/server/context';
import type { Account } from '../../src/server/db/schema';
import { parsePlaylist } from '../../src/server/modules/catalogue/m3u';
import { beginLoad, endLoad } from '../../src/server/modules/catalogue/slot';
import { storeCatalogue } from '../../src/server/modules/catalogue/store';
import { publishTempChannel } from '../../src/server/modules/catalogue/temp-channels';

const SOURCE = 'http://origem.demo.invalid';
const COLORS = ['#1d3557', '#e63946', '#2a9d8f', '#f4a261', '#6d597a', '#264653', '#b5838d', '#457b9d'];

/** A 520x420 poster with the title on a coloured background. */
function poster(title: string, i: number): string {
  const safe = title.replace(/[<>&"']/g, '');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="520" height="420"><rect width="520" height="420" fill="${COLORS[i % COLORS.length]}"/><text x="260" y="220" font-family="Arial" font-size="34" fill="#fff" text-anchor="middle">${safe}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const LIVE: [string, string[]][] = [
  ['Esportes', ['Esporte Total 1', 'Esporte Total 2', 'Arena Futebol', 'Canal da Luta', 'Vôlei & Cia']],
  ['Notícias', ['Jornal 24h', 'Notícias do Brasil', 'Economia Agora']],
  ['Filmes e Séries 24h', ['Cine Ação', 'Cine Comédia', 'Maratona Séries']],
  ['Infantil', ['Turma Kids', 'Desenhos Clássicos']],
];
const MOVIES: [string, string[]][] = [
  ['Filmes | Ação', ['Perseguição Final', 'Operação Tempestade', 'O Último Resgate', 'Fúria nas Ruas', 'Missão Amazônia', 'Alvo Duplo']],
  ['Filmes | Comédia', ['Férias em Família', 'O Casamento da Tia Célia', 'Vizinhos Impossíveis', 'Confusão no Réveillon', 'Meu Chefe é um Cão']],
  ['Filmes | Drama', ['Sertão de Sonhos', 'A Última Carta', 'Caminhos de Água', 'Estação Saudade', 'O Pescador', 'Horizonte']],
];
const SERIES: [string, [string, number, number][]][] = [
  [
    'Séries | Drama',
    [
      ['Cidade Partida', 2, 3],
      ['Família Moreira', 1, 4],
    ],
  ],
  [
    'Séries | Policial',
    [
      ['Delegacia Central', 2, 2],
      ['Investigação Sul', 1, 3],
    ],
  ],
];

export function demoPlaylist(): string {
  const out = ['#EXTM3U'];
  let n = 0;
  const entry = (group: string, name: string, logo: string, url: string, epg = '') => {
    out.push(`#EXTINF:-1 tvg-id="${epg}" tvg-name="${name}" tvg-logo="${logo}" group-title="${group}",${name}`, url);
  };
  for (const [group, names] of LIVE) for (const name of names) entry(group, name, poster(name, n++), `${SOURCE}/live/${n}.ts`, `canal${n}.br`);
  for (const [group, names] of MOVIES) for (const name of names) entry(group, name, poster(name, n++), `${SOURCE}/filmes/${n}.mp4`);
  for (const [group, shows] of SERIES) {
    for (const [name, seasons, episodes] of shows) {
      const logo = poster(name, n++);
      for (let s = 1; s <= seasons; s++)
        for (let e = 1; e <= episodes; e++)
          entry(group, `${name} S${String(s).padStart(2, '0')} E${String(e).padStart(2, '0')}`, logo, `${SOURCE}/series/${n}/${s}/${e}.mp4`);
    }
  }
  return `${out.join('\n')}\n`;
}

export async function seedCatalogue(ctx: AppContext, admin: Account, resellers: Account[]): Promise<{ movies: number; series: number; smartUsers: number }> {
  const { db } = ctx;
  const at = Date.now();
  // The same path as the admin's upload (staged, then swapped in); the demo's channel of today's games
  // goes in with the swap.
  const load = await beginLoad(db, admin.id, at);
  if (!load) throw new Error('Outra carga do catálogo está em andamento.');
  const loaded = await storeCatalogue(db, load, parsePlaylist(demoPlaylist()), at, async (tx) => {
    const origin = await tx
      .selectFrom('catalogue_items')
      .select(['id', 'name', 'source', 'logo', 'epg_id', 'ext'])
      .where('kind', '=', 'live')
      .where('name', '=', 'Arena Futebol')
      .executeTakeFirstOrThrow();
    const name = 'Clássico de Domingo 16h';
    await tx
      .insertInto('temp_channels')
      .values({ stream_id: Number(origin.id), origim_name: origin.name, name, account_id: admin.id, created_at: at })
      .execute();
    await publishTempChannel(tx, { ...origin, id: Number(origin.id) }, name, at);
  }).finally(() => endLoad(db, load));
  // Two devices per reseller, on its first IPTV lines.
  let smartUsers = 0;
  for (const [r, account] of resellers.entries()) {
    const lines = await db
      .selectFrom('lines')
      .select(['id', 'account_id'])
      .where('kind', '=', 'iptv')
      .where('account_id', '=', account.id)
      .orderBy('id')
      .limit(2)
      .execute();
    for (const [i, line] of lines.entries()) {
      const mac = ['00', '1A', '79', (r + 16).toString(16).toUpperCase().padStart(2, '0'), (i + 16).toString(16).toUpperCase().padStart(2, '0'), 'A0'].join(
        ':',
      );
      await db
        .insertInto('smart_app_users')
        .values({
          account_id: line.account_id,
          line_id: line.id,
          mac,
          id_device: `tv-${account.username.split('.').pop()}-${i + 1}`,
          app: 1,
          created_at: at - (i + r) * 86_400_000,
        })
        .execute();
      smartUsers++;
    }
  }
  return { movies: loaded.movies, series: loaded.series, smartUsers };
}
