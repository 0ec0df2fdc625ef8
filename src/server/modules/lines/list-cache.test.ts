// The whole lists are answered from memory while nothing changed them: an unchanged list revalidates
// as a 304, and every change shows at once — through the app, straight in the database (the triggers),
// a player's login, or only the clock passing an expiry.
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';

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
});
