// The admin's packages: listed with their use, created, renamed, and deleted only when no line uses them.
import { beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MSG } from '../../messages';
import { ADMIN_PASSWORD, useTestApp } from '../../test/harness';

const t = useTestApp();
let admin: string;
beforeAll(async () => {
  admin = await t.loginAs('admin', ADMIN_PASSWORD);
});

describe('/api/line-packages', () => {
  it('lets the admin add, rename and delete packages, and keeps one that lines still use', async () => {
    const r = await t.createAccount({ credits: 5, permissions: ['new_p2p'] });
    const token = await t.loginAs(r.username);

    const created = await t.request('POST', '/api/line-packages', { token: admin, body: { kind: 'iptv_bouquet', name: 'Novelas' } });
    expect(created.data).toMatchObject({ kind: 'iptv_bouquet', name: 'Novelas', message: SERVER_MSG.packageSaved });
    const id: number = created.data.id;
    // The new bouquet is offered at once on the creation screen.
    expect((await t.request('POST', '/api/get-iptv-packages', { token, body: { package: 0 } })).data).toContainEqual({ id, name: 'Novelas' });
    expect((await t.request('PUT', `/api/line-packages/${id}`, { token: admin, body: { name: 'Novelas e Séries' } })).data.message).toBe(
      SERVER_MSG.packageSaved,
    );

    // A line with a custom package holding the bouquet: the bouquet cannot go.
    const line = (await t.request('POST', '/api/users-iptv', { token, body: { isOficial: true, isCustomPackage: true, bouquets: [4, id], credits: 1 } })).data;
    const list = (await t.request('GET', '/api/line-packages', { token: admin })).data;
    expect(list.find((p: { id: number }) => p.id === id)).toMatchObject({ name: 'Novelas e Séries', lines: 1 });
    expect(list.find((p: { id: number }) => p.id === 4)).toMatchObject({ lines: 1 });
    expect(await t.request('DELETE', `/api/line-packages/${id}`, { token: admin })).toMatchObject({
      status: 422,
      data: { message: SERVER_MSG.packageInUse(1) },
    });

    await t.request('PUT', `/api/users-iptv/${line.id}`, { token, body: { action: 2 } });
    expect((await t.request('DELETE', `/api/line-packages/${id}`, { token: admin })).data.message).toBe(SERVER_MSG.packageDeleted);
    expect((await t.request('GET', '/api/line-packages', { token: admin })).data.some((p: { id: number }) => p.id === id)).toBe(false);
  });

  it('counts a P2P plan by the P2P and new P2P lines on it', async () => {
    const r = await t.createAccount({ credits: 5, permissions: ['new_p2p'] });
    const token = await t.loginAs(r.username);
    const before = (await t.request('GET', '/api/line-packages', { token: admin })).data.find((p: { id: number }) => p.id === 10).lines;
    await t.request('POST', '/api/users-p2p', { token, body: { isOficial: true, productid: 10, credits: 1, nota: 'cliente' } });
    await t.request('POST', '/api/new-users-p2p', { token, body: { isOficial: true, productid: 10, credits: 1 } });
    expect((await t.request('GET', '/api/line-packages', { token: admin })).data.find((p: { id: number }) => p.id === 10).lines).toBe(before + 2);
  });

  it('is for the admin only and refuses bad input in pt-BR, changing nothing', async () => {
    const r = await t.createAccount();
    const token = await t.loginAs(r.username);
    expect((await t.request('GET', '/api/line-packages', { token })).status).toBe(403);
    expect((await t.request('POST', '/api/line-packages', { token, body: { kind: 'iptv_package', name: 'Pirata' } })).status).toBe(403);
    const count = async () => (await t.request('GET', '/api/line-packages', { token: admin })).data.length;
    const n = await count();
    for (const body of [{ kind: 'outro', name: 'Xx' }, { kind: 'iptv_package', name: 'x' }, { kind: 'iptv_package' }]) {
      const res = await t.request('POST', '/api/line-packages', { token: admin, body });
      expect(res.status).toBe(422);
      expect(res.data.message).toBe(SERVER_MSG.invalidInput);
    }
    expect(await count()).toBe(n);
    expect((await t.request('PUT', '/api/line-packages/99999', { token: admin, body: { name: 'Nada' } })).status).toBe(404);
    expect((await t.request('DELETE', '/api/line-packages/abc', { token: admin })).status).toBe(422);
  });
});
