import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../src/server/test/harness';
import { seedNetwork } from './network';
import { seedLines } from './lines';
import { seedCatalogue } from './catalogue';

const t = useTestApp();

describe('demo catalogue seed', () => {
  it('fills /list-movies, today’s games and /smart-app on a fresh machine', async () => {
    await seedNetwork(t.db, 'Demo-2026');
    const resellers = await t.db.selectFrom('accounts').selectAll().where('username', 'in', ['revenda.poa', 'revenda.sp']).execute();
    await seedLines(t.ctx, resellers);
    const admin = await t.db.selectFrom('accounts').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    expect(await seedCatalogue(t.ctx, admin, resellers)).toEqual({ movies: 17, series: 4, smartUsers: 4 });

    const token = await t.loginAs('revenda.poa', 'Demo-2026');
    const movies = (await t.request('GET', '/api/get-available-movies', { token })).data;
    expect(movies.movies.length).toBeGreaterThan(12);
    expect(movies.series.map((s: { name: string }) => s.name)).toContain('Cidade Partida');
    expect(movies.movies.every((m: { thumb: string }) => m.thumb.startsWith('data:image/svg+xml,'))).toBe(true);
    const smart = (await t.request('GET', '/api/users-smart-app', { token })).data;
    expect(smart).toHaveLength(2);
    const line = await t.db
      .selectFrom('lines')
      .select(['username', 'password'])
      .where('kind', '=', 'iptv')
      .where('account_id', '=', resellers[0].id)
      .where('status', '!=', 0)
      .where('exp_at', '>', Date.now())
      .executeTakeFirstOrThrow();
    const live = (await t.request('GET', `/player_api.php?username=${line.username}&password=${line.password}&action=get_live_streams`)).data;
    expect(live[0].name).toBe('Clássico de Domingo 16h');
  });
});
