// Smart app users: only lines of the caller's subtree; MAC rules; delete and reset MAC.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';

const t = useTestApp();

const MAC = 'AA:BB:CC:DD:EE:01';

describe('smart app users', () => {
  it('creates, lists, resets the MAC and deletes, within the caller subtree only', async () => {
    const master = await t.createAccount({ profile: 'master', credits: 5 });
    const sub = await t.createAccount({ ownerId: master.id, credits: 5 });
    const other = await t.createAccount({ credits: 5 });
    const [mt, st, ot] = [await t.loginAs(master.username), await t.loginAs(sub.username), await t.loginAs(other.username)];
    const subLine = (await t.request('POST', '/api/users-iptv', { token: st, body: { isOficial: true, package: 1, credits: 1 } })).data;
    const otherLine = (await t.request('POST', '/api/users-iptv', { token: ot, body: { isOficial: true, package: 1, credits: 1 } })).data;

    expect((await t.request('GET', '/api/users-smart-app/iptv', { token: mt })).data).toEqual([{ id: subLine.id, username: subLine.username }]);
    expect((await t.request('GET', '/api/users-smart-app/iptv', { token: ot })).data).toEqual([{ id: otherLine.id, username: otherLine.username }]);

    const bad = await t.request('POST', '/api/users-smart-app', { token: mt, body: { mac: 'AA:BB', id_device: 'tv1', username: subLine.username, app: 1 } });
    expect(bad).toMatchObject({ status: 422, data: { message: 'Por favor, insira um endereço MAC válido' } });
    expect(
      (await t.request('POST', '/api/users-smart-app', { token: mt, body: { mac: MAC, id_device: 'tv1', username: otherLine.username, app: 1 } })).status,
    ).toBe(404);
    expect(await t.request('GET', '/api/users-smart-app', { token: mt })).toMatchObject({ data: [] });

    expect(
      (await t.request('POST', '/api/users-smart-app', { token: mt, body: { mac: MAC.toLowerCase(), id_device: 'tv1', username: subLine.username, app: 1 } }))
        .status,
    ).toBe(200);
    // Another branch's MAC gets the very answer of an invalid one: nothing tells that it exists.
    const elsewhere = await t.request('POST', '/api/users-smart-app', {
      token: ot,
      body: { mac: MAC, id_device: 'tv9', username: otherLine.username, app: 1 },
    });
    expect([elsewhere.status, elsewhere.data]).toEqual([bad.status, bad.data]);
    const list = (await t.request('GET', '/api/users-smart-app', { token: st })).data;
    expect(list).toEqual([
      {
        id: expect.any(Number),
        mac: MAC,
        id_device: 'tv1',
        created_formatted: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} /),
        iptv: { username: subLine.username },
      },
    ]);
    expect((await t.request('GET', '/api/users-smart-app', { token: ot })).data).toEqual([]);

    const id = list[0].id;
    expect((await t.request('DELETE', `/api/users-smart-app/${id}`, { token: ot })).status).toBe(404);
    expect(
      (
        await t.request('POST', '/api/users-smart-app/reset', {
          token: ot,
          body: { mac: 'AA:BB:CC:DD:EE:02', id_device: 'tv1', username: subLine.username, app: 1 },
        })
      ).status,
    ).toBe(404);
    const reset = await t.request('POST', '/api/users-smart-app/reset', {
      token: st,
      body: { mac: 'AA:BB:CC:DD:EE:02', id_device: 'tv1', username: subLine.username, app: 1 },
    });
    expect(reset.data).toEqual({ message: 'MAC resetado com sucesso' });
    expect((await t.request('GET', '/api/users-smart-app', { token: mt })).data[0].mac).toBe('AA:BB:CC:DD:EE:02');
    expect((await t.request('DELETE', `/api/users-smart-app/${id}`, { token: mt })).data).toEqual({ message: 'Usuário excluído com sucesso' });
    expect((await t.request('GET', '/api/users-smart-app', { token: st })).data).toEqual([]);
  });

  it('a deleted line frees its device MAC', async () => {
    const r = await t.createAccount({ credits: 5 });
    const token = await t.loginAs(r.username);
    const [a, b] = [
      (await t.request('POST', '/api/users-iptv', { token, body: { isOficial: true, package: 1, credits: 1 } })).data,
      (await t.request('POST', '/api/users-iptv', { token, body: { isOficial: true, package: 1, credits: 1 } })).data,
    ];
    const mac = 'AA:BB:CC:DD:EE:77';
    expect((await t.request('POST', '/api/users-smart-app', { token, body: { mac, id_device: 'tv', username: a.username, app: 1 } })).status).toBe(200);
    expect((await t.request('POST', '/api/users-smart-app', { token, body: { mac, id_device: 'tv', username: b.username, app: 1 } })).status).toBe(409);
    expect((await t.request('PUT', `/api/users-iptv/${a.id}`, { token, body: { action: 2 } })).status).toBe(200);
    expect((await t.request('GET', '/api/users-smart-app', { token })).data).toEqual([]);
    expect((await t.request('POST', '/api/users-smart-app', { token, body: { mac, id_device: 'tv', username: b.username, app: 1 } })).status).toBe(200);
  });
});
