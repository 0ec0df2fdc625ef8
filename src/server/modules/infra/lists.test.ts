// Balancers, the admin's DNS list and DNS activators through the app: who may call them, the spec's
// texts for missing fields, paging and search, and nothing changed by a refusal.
import { beforeAll, describe, expect, it } from 'vitest';
import { INFRA_MSG } from '../../../shared/infra/texts';
import { ADMIN_PASSWORD, useTestApp } from '../../test/harness';

const t = useTestApp();
let admin: string;
let reseller: string;
let activatorA: string;
let activatorB: string;

beforeAll(async () => {
  admin = await t.loginAs('admin', ADMIN_PASSWORD);
  reseller = await t.loginAs((await t.createAccount()).username);
  activatorA = await t.loginAs((await t.createAccount({ permissions: ['dns_activators'] })).username);
  activatorB = await t.loginAs((await t.createAccount({ permissions: ['dns_activators'] })).username);
});

describe('balancers', () => {
  it('are added, found by search, updated and deleted by the admin only', async () => {
    const created = await t.request('POST', '/api/balancers', { token: admin, body: { name: 'LB São Paulo', ip: '10.0.0.5' } });
    expect(created.status).toBe(200);
    expect(created.data.message).toBe(INFRA_MSG.balancerSaved);
    await t.request('POST', '/api/balancers', { token: admin, body: { name: 'LB Rio', ip: '10.0.0.7:8080' } });
    const id = created.data.data.id;

    const found = await t.request('GET', '/api/balancers?page=1&per_page=10&search=s%C3%A3o', { token: admin });
    expect(found.data).toMatchObject({ total: 1, current_page: 1, last_page: 1, data: [{ id, name: 'LB São Paulo', ip: '10.0.0.5' }] });
    const page2 = await t.request('GET', '/api/balancers?page=2&per_page=1', { token: admin });
    expect(page2.data).toMatchObject({ total: 2, last_page: 2, current_page: 2 });
    expect(page2.data.data).toHaveLength(1);

    expect((await t.request('GET', '/api/balancers', { token: reseller })).status).toBe(403);
    expect((await t.request('DELETE', `/api/balancers/${id}`, { token: reseller })).status).toBe(403);

    const updated = await t.request('PUT', `/api/balancers/${id}`, { token: admin, body: { name: 'LB SP', ip: '10.0.0.6' } });
    expect(updated.data.message).toBe(INFRA_MSG.balancerUpdated);
    expect((await t.request('GET', '/api/balancers?search=10.0.0.6', { token: admin })).data.data[0]).toMatchObject({ id, name: 'LB SP' });

    expect((await t.request('DELETE', `/api/balancers/${id}`, { token: admin })).data.message).toBe(INFRA_MSG.balancerDeleted);
    expect((await t.request('DELETE', `/api/balancers/${id}`, { token: admin })).status).toBe(404);
    expect((await t.request('PUT', `/api/balancers/${id}`, { token: admin, body: { name: 'x', ip: '1.1.1.1' } })).status).toBe(404);
  });

  it('refuses a missing name or IP with the spec text, and a bad IP, changing nothing', async () => {
    const before = (await t.request('GET', '/api/balancers', { token: admin })).data.total;
    const missing = await t.request('POST', '/api/balancers', { token: admin, body: { name: 'Sem IP' } });
    expect(missing.status).toBe(422);
    expect(missing.data.message).toBe(INFRA_MSG.balancerRequired);
    const bad = await t.request('POST', '/api/balancers', { token: admin, body: { name: 'Ruim', ip: 'http://a b/c' } });
    expect(bad.status).toBe(422);
    expect(bad.data.errors.ip).toEqual([INFRA_MSG.ipInvalid]);
    expect((await t.request('POST', '/api/balancers', { token: admin, body: { name: 5, ip: [] } })).status).toBe(422);
    const notIp = await t.request('POST', '/api/balancers', { token: admin, body: { name: 'Ruim', ip: 'abc.def' } });
    expect(notIp.status).toBe(422);
    expect(notIp.data.errors.ip).toEqual([INFRA_MSG.ipInvalid]);
    expect((await t.request('POST', '/api/balancers', { token: admin, body: { name: 'Ruim', ip: '10.0.0.256' } })).status).toBe(422);
    const long = await t.request('POST', '/api/balancers', { token: admin, body: { name: 'n'.repeat(300), ip: '10.0.0.8' } });
    expect(long.status).toBe(422);
    expect(long.data.errors.name).toEqual(['O campo Nome não está no formato correto.']);
    expect((await t.request('GET', '/api/balancers?per_page=abc', { token: admin })).status).toBe(422);
    expect((await t.request('GET', '/api/balancers', { token: admin })).data.total).toBe(before);
  });
});

describe('DNS list (/dns)', () => {
  it('adds, searches, edits and deletes with the spec texts, admin only', async () => {
    const add = await t.request('POST', '/api/dns', { token: admin, body: { name: 'Principal', dns: 'http://TV.Exemplo.com:8080/' } });
    expect(add.data.message).toBe('DNS salvo com sucesso!');
    const list = await t.request('GET', '/api/dns?page=1&per_page=10&search=exemplo', { token: admin });
    expect(list.data.data).toEqual([{ id: expect.any(Number), name: 'Principal', dns: 'tv.exemplo.com:8080' }]);
    const id = list.data.data[0].id;
    expect((await t.request('PUT', `/api/dns/${id}`, { token: admin, body: { name: 'Reserva', dns: 'tv2.exemplo.com' } })).data.message).toBe(
      'DNS salvo com sucesso!',
    );
    expect((await t.request('PUT', `/api/dns/${id}`, { token: admin, body: { name: 'Reserva', dns: '' } })).status).toBe(422);
    expect((await t.request('GET', '/api/dns', { token: admin })).data.data[0]).toMatchObject({ name: 'Reserva', dns: 'tv2.exemplo.com' });
    expect((await t.request('GET', '/api/dns', { token: reseller })).status).toBe(403);
    expect((await t.request('DELETE', `/api/dns/${id}`, { token: admin })).data.message).toBe('DNS excluída com sucesso!');
    expect((await t.request('GET', '/api/dns', { token: admin })).data.total).toBe(0);
  });
});

describe('DNS activators', () => {
  it("are each account's own: another account's id is 404; an empty DNS is the spec text", async () => {
    expect((await t.request('GET', '/api/dns-activators', { token: reseller })).status).toBe(403);
    await t.request('POST', '/api/dns-activators', { token: activatorA, body: { ativador: 'IBO Player', dns: 'tv.exemplo.com' } });
    const [mine] = (await t.request('GET', '/api/dns-activators', { token: activatorA })).data.data;
    expect(mine).toMatchObject({ ativador: 'IBO Player', dns: 'tv.exemplo.com' });
    expect((await t.request('GET', '/api/dns-activators', { token: activatorB })).data.data).toEqual([]);

    const empty = await t.request('PUT', `/api/dns-activators/${mine.id}`, { token: activatorA, body: { dns: '  ' } });
    expect(empty.status).toBe(422);
    expect(empty.data.message).toBe(INFRA_MSG.activatorEmpty);
    expect((await t.request('PUT', `/api/dns-activators/${mine.id}`, { token: activatorB, body: { dns: 'x.exemplo.com' } })).status).toBe(404);
    expect((await t.request('DELETE', `/api/dns-activators/${mine.id}`, { token: activatorB })).status).toBe(404);
    const ok = await t.request('PUT', `/api/dns-activators/${mine.id}`, { token: activatorA, body: { dns: 'novo.exemplo.com' } });
    expect(ok.data.message).toBe(INFRA_MSG.activatorUpdated);
    expect((await t.request('GET', '/api/dns-activators', { token: activatorA })).data.data[0].dns).toBe('novo.exemplo.com');
  });
});
