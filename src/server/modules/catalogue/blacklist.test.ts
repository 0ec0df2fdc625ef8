// Line logins from an IP with too many failures are refused while it is blocked; the admin's blacklist.
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, useTestApp } from '../../test/harness';

const t = useTestApp();
let admin: string;
beforeAll(async () => {
  admin = await t.loginAs('admin', ADMIN_PASSWORD);
});

const login = (ip: string, username: string, password: string) =>
  t.app.inject({ method: 'GET', url: `/player_api.php?username=${username}&password=${password}`, remoteAddress: ip, headers: { host: 'tv.exemplo.com' } });

describe('blacklist', () => {
  it('blocks an IP after 10 failed line logins, lists it with its attempts, and the admin unblocks it', async () => {
    const r = await t.createAccount({ credits: 2 });
    const token = await t.loginAs(r.username);
    const line = (await t.request('POST', '/api/users-iptv', { token, body: { isOficial: true, package: 1, credits: 1 } })).data;
    const ip = '203.0.113.7';
    for (let i = 0; i < 9; i++) expect(JSON.parse((await login(ip, line.username, `errada${i}`)).body)).toEqual({ user_info: { auth: 0 } });
    expect(JSON.parse((await login(ip, line.username, line.password)).body).user_info.auth).toBe(1);
    await login(ip, 'ninguem', 'x');
    // Blocked now: even the right password is refused, from that IP only.
    const refused = await login(ip, line.username, line.password);
    expect(refused.statusCode).toBe(403);
    expect(JSON.parse(refused.body).user_info).toEqual({ auth: 0 });
    expect(JSON.parse((await login('203.0.113.8', line.username, line.password)).body).user_info.auth).toBe(1);

    const list = await t.request('GET', '/api/list-all-block', { token: admin });
    expect(list.data).toEqual([expect.objectContaining({ ip, total: 10 })]);
    const history = (await t.request('POST', '/api/list-all-block-registries', { token: admin, body: { ip } })).data;
    expect(history).toHaveLength(10);
    expect(history[0]).toMatchObject({ ip, username: 'ninguem', senha: 'x', host: 'tv.exemplo.com' });
    expect(history[0].created_at).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);

    expect((await t.request('GET', '/api/list-all-block', { token })).status).toBe(403);
    expect((await t.request('POST', '/api/delete-blacklist', { token, body: { ip } })).status).toBe(403);
    expect((await t.request('POST', '/api/delete-blacklist', { token: admin, body: { ip: 'abc def' } })).status).toBe(422);
    expect((await t.request('POST', '/api/delete-blacklist', { token: admin, body: { ip: '198.51.100.1' } })).status).toBe(404);

    expect((await t.request('POST', '/api/delete-blacklist', { token: admin, body: { ip } })).data.message).toBe('IP excluído da blacklist com sucesso!');
    expect((await t.request('GET', '/api/list-all-block', { token: admin })).data).toEqual([]);
    expect(JSON.parse((await login(ip, line.username, line.password)).body).user_info.auth).toBe(1);
    // The attempts were forgotten: one more failure does not block again.
    await login(ip, line.username, 'errada');
    expect(JSON.parse((await login(ip, line.username, line.password)).body).user_info.auth).toBe(1);
  });
});
