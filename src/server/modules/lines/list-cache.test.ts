// The whole lists are answered from memory while nothing changed them: an unchanged list revalidates
// as a 304, and every change shows at once — through the app, straight in the database (the triggers),
// a player's login, or only the clock passing an expiry. The list held in memory is brought forward by
// those changes, not read again: after each, it reads as the export, which reads the database whole.
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { heldList, heldLists } from './list-cache';
import { LINE_ACTION } from '../../../shared/lines/texts';

const t = useTestApp();

const list = async (token: string, headers: Record<string, string> = {}) => t.request('GET', '/api/users-iptv', { token, headers });

describe('the whole line lists', () => {
  it('revalidate as 304 while unchanged, and show every change at once', async () => {
    const reseller = await t.createAccount({ credits: 10 });
    const token = await t.loginAs(reseller.username);
    const created = (await t.request('POST', '/api/users-iptv', { token, body: { isOficial: true, package: 1, credits: 1, nota: 'primeira' } })).data;
    const first = await list(token);
    expect(first.data).toHaveLength(1);
    const tag = String(first.headers.etag);
    expect((await list(token, { 'if-none-match': tag })).status).toBe(304);

    // A note edited straight in the database (no route involved) is seen: the trigger bumps the version.
    await t.db.updateTable('lines').set({ note: 'mudada no banco' }).where('id', '=', created.id).execute();
    const edited = await list(token, { 'if-none-match': tag });
    expect(edited.status).toBe(200);
    expect(edited.data[0].nota).toBe('mudada no banco');

    // A player's login makes the line online.
    await t.request('GET', `/player_api.php?username=${created.username}&password=${created.password}`);
    expect((await list(token)).data[0].watching).not.toBe('');

    // A second line, then a deletion.
    await t.request('POST', '/api/users-iptv', { token, body: { isOficial: true, package: 1, credits: 1 } });
    expect((await list(token)).data).toHaveLength(2);
    await t.request('PUT', `/api/users-iptv/${created.id}`, { token, body: { action: 2 } });
    expect((await list(token)).data.map((l: { id: number }) => l.id)).not.toContain(created.id);
  });

  it('turn a line expired when its expiry passes, with no write at all', async () => {
    const reseller = await t.createAccount({ credits: 10 });
    const token = await t.loginAs(reseller.username);
    const created = (await t.request('POST', '/api/users-iptv', { token, body: { isOficial: true, package: 1, credits: 1 } })).data;
    await t.db
      .updateTable('lines')
      .set({ exp_at: Date.now() + 400 })
      .where('id', '=', created.id)
      .execute();
    expect((await list(token)).data[0]).toMatchObject({ expired: false, expiring: 2 });
    await new Promise((r) => setTimeout(r, 600));
    expect((await list(token)).data[0]).toMatchObject({ expired: true });
  });

  it('go gzipped to a client that asks for it, and each account sees only its own', async () => {
    const [ana, bia] = [await t.createAccount({ credits: 10 }), await t.createAccount({ credits: 10 })];
    const [anaToken, biaToken] = [await t.loginAs(ana.username), await t.loginAs(bia.username)];
    await t.request('POST', '/api/users-iptv', { token: anaToken, body: { isOficial: true, package: 1, credits: 1, nota: 'da ana' } });
    const res = await t.app.inject({ method: 'GET', url: '/api/users-iptv', headers: { authorization: `Bearer ${anaToken}`, 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString())[0].nota).toBe('da ana');
    expect((await list(biaToken)).data).toEqual([]);
    const anaTag = String((await list(anaToken)).headers.etag);
    expect((await list(biaToken, { 'if-none-match': anaTag })).status).toBe(200);
  });

  it('are brought forward by every kind of change and read as the list read whole', async () => {
    const reseller = await t.createAccount({ credits: 50 });
    const token = await t.loginAs(reseller.username);
    const send = async (method: 'POST' | 'PUT', path: string, body: object) => {
      const res = await t.request(method, path, { token, body });
      expect(res.status, JSON.stringify(res.data)).toBe(200);
      return res.data;
    };
    const create = (nota: string) => send('POST', '/api/users-iptv', { isOficial: true, package: 1, credits: 1, nota });
    const lines: { id: number; username: string; password: string }[] = [];
    for (let i = 0; i < 8; i++) lines.push(await create(`linha ${i}`));
    const exported = async () => (await t.request('POST', '/api/export-users-iptv', { token, body: {} })).data;
    const wholeChanges = async () => (await t.request('GET', '/api/users-iptv/changes', { token })).data;
    const readsAsExport = async (step: string) => {
      const expected = await exported();
      expect((await list(token)).data, step).toEqual(expected);
      const answer = await wholeChanges();
      expect(answer, step).toMatchObject({ full: true, removed: [], rows: expected });
      return expected;
    };
    await readsAsExport('held');
    await send('PUT', `/api/users-iptv/${lines[3].id}`, { action: LINE_ACTION.extend, credits: 2 });
    await readsAsExport('renewed: moves down the list');
    await create('nova');
    await readsAsExport('created');
    await send('PUT', `/api/users-iptv/${lines[1].id}`, { action: LINE_ACTION.delete });
    await readsAsExport('deleted');
    await send('PUT', `/api/users-iptv/${lines[2].id}`, { action: LINE_ACTION.migrateToP2p, productid: 10 });
    expect((await readsAsExport('migrated to P2P')).map((l: { id: number }) => l.id)).not.toContain(lines[2].id);
    await send('POST', '/api/users-p2p', { isOficial: true, package: 10, credits: 1, nota: 'p2p' });
    await readsAsExport('a P2P line, under the same version');
    await t.request('GET', `/player_api.php?username=${lines[4].username}&password=${lines[4].password}`);
    expect((await readsAsExport('a player online')).find((l: { id: number }) => l.id === lines[4].id).watching).not.toBe('');
    await t.db
      .updateTable('lines')
      .set({ exp_at: Date.now() + 300, note: 'no banco' })
      .where('id', '=', lines[5].id)
      .execute();
    await readsAsExport('edited in the database, about to expire');
    await new Promise((r) => setTimeout(r, 400));
    expect((await readsAsExport('expired by the clock')).find((l: { id: number }) => l.id === lines[5].id).expired).toBe(true);
  });

  it('keep at most their budget of rows in memory, the least recently used dropped first', async () => {
    const bring = heldLists<number>(5);
    const seen: Record<string, boolean> = {};
    const visit = (key: string) =>
      bring(key, async (held) => {
        seen[key] = held !== undefined;
        return held ?? heldList(1, 0, [1, 2, 3]);
      });
    await visit('a');
    await visit('b');
    // 'a' and 'b' are 6 rows: 'a', the older, went.
    await visit('b');
    expect(seen.b).toBe(true);
    await visit('a');
    expect(seen.a).toBe(false);
  });
});
