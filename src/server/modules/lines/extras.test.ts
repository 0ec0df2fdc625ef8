import { describe, expect, it } from 'vitest';
import { SERVER_MSG } from '../../messages';
import { useTestApp } from '../../test/harness';

const t = useTestApp();

async function reseller() {
  const r = await t.createAccount({ credits: 5 });
  return { ...r, token: await t.loginAs(r.username) };
}

describe('exports, recreate/sync and MAC activation', () => {
  it('exports the rows of the list as JSON and recreates, syncs and activates only lines of the subtree', async () => {
    const r = await reseller();
    const other = await reseller();
    const iptv = (await t.request('POST', '/api/users-iptv', { token: r.token, body: { isOficial: true, package: 1, credits: 1 } })).data;
    const p2p = (await t.request('POST', '/api/users-p2p', { token: r.token, body: { isOficial: true, productid: 9, credits: 1, nota: 'cliente' } })).data;

    const exported = await t.request('POST', '/api/export-users-iptv', { token: r.token, body: { reseller_id: 0 } });
    expect(exported.data.map((l: { username: string }) => l.username)).toEqual([iptv.username]);
    expect((await t.request('POST', '/api/export-users-iptv', { token: other.token, body: {} })).data).toEqual([]);

    expect((await t.request('PUT', `/api/sinc-line-p2p/${p2p.id}`, { token: r.token })).data.message).toBe(SERVER_MSG.lineSynced);
    expect((await t.request('PUT', `/api/recreate-line/${iptv.id}`, { token: r.token })).data.message).toBe(SERVER_MSG.lineRecreated);
    expect((await t.request('PUT', `/api/recreate-line/${iptv.id}`, { token: other.token })).status).toBe(404);
    expect((await t.request('PUT', `/api/recreate-line/${p2p.id}`, { token: r.token })).status).toBe(404);

    const mac = { username: iptv.username, password: iptv.password, mac: 'aa:bb:cc:dd:ee:ff' };
    expect((await t.request('POST', '/api/activate-prime', { token: other.token, body: mac })).data.message).toBe(SERVER_MSG.macFailed);
    expect((await t.request('POST', '/api/activate-lazer', { token: r.token, body: { ...mac, mac: 'aa:bb:cc' } })).status).toBe(422);
    expect((await t.request('POST', '/api/activate-prime', { token: r.token, body: mac })).data.message).toBe(SERVER_MSG.macActivated);
    expect((await t.db.selectFrom('lines').select('mac').where('id', '=', iptv.id).executeTakeFirstOrThrow()).mac).toBe('AA:BB:CC:DD:EE:FF');
  });
});
