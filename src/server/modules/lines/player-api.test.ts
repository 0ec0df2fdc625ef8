import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';

const t = useTestApp();

describe('GET /player_api.php', () => {
  it('answers a line login in the Xtream-Codes format and records failed logins as attempts', async () => {
    const r = await t.createAccount({ credits: 5, permissions: ['new_p2p'] });
    const token = await t.loginAs(r.username);
    const line = (await t.request('POST', '/api/users-iptv', { token, body: { isOficial: true, package: 1, credits: 1 } })).data;

    const ok = await t.request('GET', `/player_api.php?username=${line.username}&password=${line.password}`);
    expect(ok.status).toBe(200);
    expect(ok.data.user_info).toMatchObject({ username: line.username, auth: 1, status: 'Active', is_trial: '0', max_connections: '1' });
    expect(Number(ok.data.user_info.exp_date)).toBeGreaterThan(Date.now() / 1000 + 29 * 86400);
    expect(ok.data.server_info).toMatchObject({ timezone: 'America/Sao_Paulo' });

    await t.request('PUT', `/api/users-iptv/${line.id}`, { token, body: { action: 0, on: 0 } });
    expect((await t.request('GET', `/player_api.php?username=${line.username}&password=${line.password}`)).data.user_info.status).toBe('Disabled');

    const bad = await t.request('GET', `/player_api.php?username=${line.username}&password=errada`);
    expect(bad.status).toBe(200);
    expect(bad.data.user_info).toEqual({ auth: 0 });
    const attempts = await t.db.selectFrom('line_attempts').selectAll().where('username', '=', line.username).execute();
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ password: 'errada' });
  });

  it('logs in IPTV lines only: a P2P or new P2P line with the same credentials is not found', async () => {
    const r = await t.createAccount({ credits: 5, permissions: ['new_p2p'] });
    const token = await t.loginAs(r.username);
    for (const path of ['/api/users-p2p', '/api/new-users-p2p']) {
      const line = (await t.request('POST', path, { token, body: { isOficial: false, test_hours: 1, nota: 'teste' } })).data;
      expect(line.name ?? line.username).toBeTruthy();
      const res = await t.request('GET', `/player_api.php?username=${line.name ?? line.username}&password=${line.pass ?? line.password}`);
      expect(res.data.user_info).toEqual({ auth: 0 });
    }
  });

  it('a successful login marks the line online in the IPTV list (the built-in provider), a failed one does not', async () => {
    const r = await t.createAccount({ credits: 5, permissions: ['new_p2p'] });
    const token = await t.loginAs(r.username);
    const line = (await t.request('POST', '/api/users-iptv', { token, body: { isOficial: true, package: 1, credits: 1 } })).data;
    const watching = async () => (await t.request('GET', '/api/users-iptv?reseller_id=0', { token })).data[0].watching;
    await t.request('GET', `/player_api.php?username=${line.username}&password=errada`);
    expect(await watching()).toBe('');
    await t.request('GET', `/player_api.php?username=${line.username}&password=${line.password}`);
    expect(await watching()).toBe('127.0.0.1');
    // Ten minutes without a login: offline again.
    await t.db
      .updateTable('lines')
      .set({ last_seen_at: Date.now() - 10 * 60_000 })
      .where('id', '=', line.id)
      .execute();
    expect(await watching()).toBe('');
  });
});
