// Issue 19: a big list is read and stored in batches that let the other requests through, and swapped
// in whole at the end; one load at a time; a list over CATALOGUE_MAX_ENTRIES, or a load that fails
// midway, leaves the old catalogue as it was. Order is asserted, never time (speed is for `npm run bench`).
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CATALOGUE_MAX_ENTRIES, CATALOGUE_MSG } from '../../../shared/catalogue/texts';
import { ADMIN_PASSWORD, useTestApp } from '../../test/harness';
import { PLAYLIST, bigPlaylist, uploadCatalogue } from './fixtures';
import { CATALOGUE_LOAD_STALE_MS } from './slot';
import { CATALOGUE_LOAD_BATCH, staging } from './staging';

const t = useTestApp();
let admin: string;
beforeAll(async () => {
  admin = await t.loginAs('admin', ADMIN_PASSWORD);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const SIXTY_THOUSAND = { live: 20_000, movies: 20_000, episodes: 20_000 };
const OLD_MOVIES = ['Ação Total (2023)', 'Cidade de Deus'];

/** The whole live catalogue, row by row. */
const catalogue = async () =>
  JSON.stringify(
    await Promise.all([
      t.db.selectFrom('catalogue_categories').selectAll().orderBy('id').execute(),
      t.db.selectFrom('catalogue_items').selectAll().orderBy('id').execute(),
      t.db.selectFrom('catalogue_episodes').selectAll().orderBy('id').execute(),
    ]),
  );
const count = (table: string) => t.countRows(table);
/** What a load leaves behind once it ended, well or not: no staged rows, the slot free. */
const leftovers = async () => ({
  categories: await count('catalogue_staged_categories'),
  items: await count('catalogue_staged_items'),
  episodes: await count('catalogue_staged_episodes'),
  slot: await count('catalogue_load'),
});
const NOTHING_LEFT = { categories: 0, items: 0, episodes: 0, slot: 0 };
const movieNames = async () => ((await t.request('GET', '/api/get-available-movies', { token: admin })).data.movies as { name: string }[]).map((m) => m.name);

describe('loading a big catalogue', () => {
  it('stores a list of 60 000 entries in batches of 1 000 and reads it whole right after', async () => {
    expect((await uploadCatalogue(t, admin, PLAYLIST)).status).toBe(200);
    const oldIds = (
      await t.db
        .selectFrom('catalogue_items')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirstOrThrow()
    ).id;
    const writes = vi.spyOn(staging, 'writeBatch');

    const res = await uploadCatalogue(t, admin, bigPlaylist('A', SIXTY_THOUSAND));
    expect(res).toEqual({ status: 200, data: { message: 'Upload realizado com sucesso', live: 20_000, movies: 20_000, series: 2_000, episodes: 20_000 } });
    // 80 categories, 42 000 items (20 000 + 20 000 + 2 000 series), 20 000 episodes: 1 + 42 + 20 batches.
    expect(writes).toHaveBeenCalledTimes(63);
    expect(Math.max(...writes.mock.calls.map(([, batch]) => batch.rows.length))).toBe(CATALOGUE_LOAD_BATCH);

    const movies = (await t.request('GET', '/api/get-available-movies', { token: admin })).data;
    expect(movies.movies).toHaveLength(20_000);
    expect(movies.series).toHaveLength(2_000);
    expect(movies.movies.every((m: { name: string }) => m.name.startsWith('Filme A '))).toBe(true);
    expect((await t.request('GET', '/api/xcode-channels', { token: admin })).data).toHaveLength(20_000);
    expect([await count('catalogue_categories'), await count('catalogue_items'), await count('catalogue_episodes')]).toEqual([80, 42_000, 20_000]);
    // Every episode hangs on a series of the new list, in a series category; ids are never handed out twice.
    const linked = await t.db
      .selectFrom('catalogue_episodes as e')
      .innerJoin('catalogue_items as s', 's.id', 'e.series_id')
      .innerJoin('catalogue_categories as c', 'c.id', 's.category_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('s.kind', '=', 'series')
      .where('c.kind', '=', 'series')
      .where('s.name', 'like', 'Série A %')
      .executeTakeFirstOrThrow();
    expect(Number(linked.n)).toBe(20_000);
    const lowest = await t.db
      .selectFrom('catalogue_items')
      .select((eb) => eb.fn.min('id').as('id'))
      .executeTakeFirstOrThrow();
    expect(Number(lowest.id)).toBeGreaterThan(Number(oldIds));
    expect(await leftovers()).toEqual(NOTHING_LEFT);
  });

  it('answers other requests while a load runs (the old catalogue, whole), refuses a second load, then serves the new list alone', async () => {
    expect((await uploadCatalogue(t, admin, PLAYLIST)).status).toBe(200);
    const write = staging.writeBatch;
    let began!: () => void;
    const underWay = new Promise<void>((resolve) => (began = resolve));
    vi.spyOn(staging, 'writeBatch').mockImplementation(async (tx, batch) => {
      began();
      return write.call(staging, tx, batch);
    });

    const answered: string[] = [];
    const track = <T>(name: string, p: Promise<T>) => p.then((value) => (answered.push(name), value));
    const upload = track('upload', uploadCatalogue(t, admin, bigPlaylist('B', SIXTY_THOUSAND)));
    await underWay;
    const [ip, movies, second, loaded] = await Promise.all([
      track('my-ip', t.request('GET', '/api/my-ip')),
      track('movies', t.request('GET', '/api/get-available-movies', { token: admin })),
      track('second upload', uploadCatalogue(t, admin, PLAYLIST)),
      upload,
    ]);
    // Started once the load was storing its rows, each answered before the load ended.
    expect(answered.at(-1)).toBe('upload');
    expect(answered).toHaveLength(4);
    expect(ip).toMatchObject({ status: 200, data: { ip: '127.0.0.1' } });
    expect(movies.data.movies.map((m: { name: string }) => m.name)).toEqual(OLD_MOVIES);
    expect(second).toEqual({ status: 409, data: { message: 'Já há um catálogo sendo carregado. Aguarde ele terminar e tente novamente.' } });
    expect(loaded).toMatchObject({ status: 200, data: { live: 20_000, movies: 20_000, series: 2_000, episodes: 20_000 } });

    // Only the first list, nothing of the refused one.
    const names = await movieNames();
    expect(names).toHaveLength(20_000);
    expect(names.every((n) => n.startsWith('Filme B '))).toBe(true);
    expect(await count('catalogue_items')).toBe(42_000);
    expect(await leftovers()).toEqual(NOTHING_LEFT);
  });

  it(`refuses a list of more than ${CATALOGUE_MAX_ENTRIES} entries with a pt-BR 422 and changes nothing`, async () => {
    expect((await uploadCatalogue(t, admin, PLAYLIST)).status).toBe(200);
    const before = await catalogue();
    const writes = vi.spyOn(staging, 'writeBatch');
    const text = `#EXTM3U\n${'#EXTINF:-1,Canal\nhttp://origem.example/c.ts\n'.repeat(CATALOGUE_MAX_ENTRIES + 1)}`;

    const res = await uploadCatalogue(t, admin, text);
    expect(res).toEqual({
      status: 422,
      data: {
        message: 'A lista passa do limite de 250.000 itens (canais, filmes e episódios). Nada foi salvo.',
        errors: { file: ['A lista passa do limite de 250.000 itens (canais, filmes e episódios). Nada foi salvo.'] },
      },
    });
    expect(writes).not.toHaveBeenCalled();
    expect(await catalogue()).toBe(before);
    expect(await leftovers()).toEqual(NOTHING_LEFT);
  });

  it('keeps the old catalogue when a load fails midway, drops its staged rows, and loads again after', async () => {
    expect((await uploadCatalogue(t, admin, PLAYLIST)).status).toBe(200);
    const before = await catalogue();
    const logged = await count('activity_log');
    const write = staging.writeBatch;
    let calls = 0;
    vi.spyOn(staging, 'writeBatch').mockImplementation(async (tx, batch) => {
      if (++calls === 6) throw new Error('disco cheio');
      return write.call(staging, tx, batch);
    });

    const list = bigPlaylist('C', { live: 3_000, movies: 3_000, episodes: 3_000 });
    expect(await uploadCatalogue(t, admin, list)).toEqual({ status: 500, data: { message: CATALOGUE_MSG.loadFailed } });
    expect(calls).toBe(6);
    expect(await catalogue()).toBe(before);
    expect(await movieNames()).toEqual(OLD_MOVIES);
    expect(await count('activity_log')).toBe(logged);
    expect(await leftovers()).toEqual(NOTHING_LEFT);

    vi.restoreAllMocks();
    expect(await uploadCatalogue(t, admin, list)).toMatchObject({ status: 200, data: { live: 3_000, movies: 3_000, series: 300, episodes: 3_000 } });
    expect(await leftovers()).toEqual(NOTHING_LEFT);
  });

  it('takes over the slot of a load that died (and drops its rows), never that of a live one', async () => {
    const at = Date.now();
    await t.db.insertInto('catalogue_load').values({ slot: 'catalogue', load_id: 7, account_id: 1, started_at: at, touched_at: at }).execute();
    await t.db
      .insertInto('catalogue_staged_items')
      .values({ load_id: 7, id: 1, kind: 'live', category_id: 1, name: 'Resto', search_name: 'resto', added_at: at })
      .execute();
    expect(await uploadCatalogue(t, admin, PLAYLIST)).toMatchObject({ status: 409, data: { message: CATALOGUE_MSG.loadBusy } });
    expect(await count('catalogue_staged_items')).toBe(1);

    await t.db
      .updateTable('catalogue_load')
      .set({ touched_at: at - CATALOGUE_LOAD_STALE_MS - 1 })
      .execute();
    expect(await uploadCatalogue(t, admin, PLAYLIST)).toMatchObject({ status: 200, data: { live: 3, movies: 2, series: 1, episodes: 3 } });
    expect(await movieNames()).toEqual(OLD_MOVIES);
    expect(await leftovers()).toEqual(NOTHING_LEFT);
  });
});
