import { describe, expect, it } from 'vitest';
import { MSG } from '../../../shared/messages';
import { SERVER_MSG } from '../../messages';
import { useTestApp } from '../../test/harness';
import { PROBES_PER_MINUTE } from '../../../shared/rules';

const t = useTestApp();

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('migrators', () => {
  it('brings an IPTV line from another panel, charging the whole months to its expiry', async () => {
    const r = await t.createAccount({ credits: 10 });
    const token = await t.loginAs(r.username);
    const url = 'http://outro.painel.com/get.php?username=778899&password=xyz123&type=m3u_plus';
    const res = await t.request('POST', '/api/iptv-migrator', { token, body: { url, package: 1, user: { exp_date: day(45), nota: 'veio de fora' } } });
    expect(res.data).toMatchObject({ message: MSG.lineMigrated, username: '778899', password: 'xyz123' });
    expect(await t.creditsOf(r.id)).toBe(8);
    const list = await t.request('GET', '/api/users-iptv', { token });
    expect(list.data[0]).toMatchObject({ username: '778899', nota: 'veio de fora', status: 'Ativo' });
    expect(await t.checkLedgerInvariant()).toEqual([]);
  });

  it('refuses a link without credentials or a past expiry, charging nothing', async () => {
    const r = await t.createAccount({ credits: 10 });
    const token = await t.loginAs(r.username);
    const noCreds = await t.request('POST', '/api/iptv-migrator', {
      token,
      body: { url: 'http://x.com/get.php?type=m3u', package: 1, user: { exp_date: day(10) } },
    });
    expect(noCreds).toMatchObject({ status: 422, data: { message: SERVER_MSG.migratorBadLink } });
    for (const username of [encodeURIComponent('<img src=x onerror=alert(1)>'), 'u'.repeat(100)]) {
      const odd = await t.request('POST', '/api/iptv-migrator', {
        token,
        body: { url: `http://x.com/get.php?username=${username}&password=abc123`, package: 1, user: { exp_date: day(10) } },
      });
      expect(odd).toMatchObject({ status: 422, data: { message: SERVER_MSG.migratorBadCredentials } });
    }
    expect(await t.db.selectFrom('lines').select('id').where('account_id', '=', r.id).execute()).toEqual([]);
    const past = await t.request('POST', '/api/p2p-migrator', { token, body: { name: 'cliente.antigo', pass: 'abc123', productid: 9, endTime: day(-2) } });
    expect(past).toMatchObject({ status: 422, data: { message: SERVER_MSG.lineBadExpiry } });
    expect(await t.creditsOf(r.id)).toBe(10);
  });

  it('brings a P2P line with its name, password and plan', async () => {
    const r = await t.createAccount({ credits: 3 });
    const token = await t.loginAs(r.username);
    const res = await t.request('POST', '/api/p2p-migrator', {
      token,
      body: { name: 'cliente.antigo', pass: 'abc123', productid: 10, nota: 'x', endTime: day(5) },
    });
    expect(res.status).toBe(200);
    expect(await t.creditsOf(r.id)).toBe(2);
    expect((await t.request('GET', '/api/users-p2p', { token })).data[0]).toMatchObject({ name: 'cliente.antigo', pass: 'abc123', productid: 10 });
  });

  it('verify-iptv-migrate answers the credentials of a good link, and refuses a bad link or a username already here', async () => {
    const r = await t.createAccount({ credits: 10 });
    const token = await t.loginAs(r.username);
    const url = 'http://outro.painel.com/get.php?username=556677&password=senha9&type=m3u_plus';
    expect((await t.request('POST', '/api/verify-iptv-migrate', { token, body: { url } })).data).toEqual({ username: '556677', password: 'senha9' });
    expect(await t.request('POST', '/api/verify-iptv-migrate', { token, body: { url: 'http://x.com/get.php?username=1' } })).toMatchObject({
      status: 422,
      data: { message: SERVER_MSG.migratorBadLink },
    });
    expect(await t.request('POST', '/api/verify-iptv-migrate', { token, body: { url: 'nada' } })).toMatchObject({
      status: 422,
      data: { message: SERVER_MSG.migratorBadLink },
    });
    expect((await t.request('POST', '/api/verify-iptv-migrate', { body: { url } })).status).toBe(401);

    await t.request('POST', '/api/iptv-migrator', { token, body: { url, package: 1, user: { exp_date: day(20) } } });
    const taken = await t.request('POST', '/api/verify-iptv-migrate', { token, body: { url } });
    expect(taken).toMatchObject({ status: 422, data: { message: SERVER_MSG.lineUsernameTaken } });
    // Migrating the same link again is refused before anything is charged.
    const again = await t.request('POST', '/api/iptv-migrator', { token, body: { url, package: 1, user: { exp_date: day(20) } } });
    expect(again).toMatchObject({ status: 422, data: { message: SERVER_MSG.lineUsernameTaken } });
    expect(await t.creditsOf(r.id)).toBe(9);
  });
});

describe('lookups of taken names', () => {
  it('answers a reseller a few username or code checks a minute, then a pt-BR 429 for that account only', async () => {
    const [prober, other] = [await t.createAccount(), await t.createAccount()];
    const [token, otherToken] = [await t.loginAs(prober.username), await t.loginAs(other.username)];
    const check = (tk: string, i: number) =>
      t.request('POST', '/api/verify-iptv-migrate', { token: tk, body: { url: `http://x.com/get.php?username=sonda${i}&password=abc123` } });
    const answers = await Promise.all(Array.from({ length: PROBES_PER_MINUTE }, (_, i) => check(token, i)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await check(token, 999)).toMatchObject({ status: 429, data: { message: SERVER_MSG.tooManyRequests } });
    const code = await t.request('POST', '/api/create-new-user-p2p-code', { token, body: { code: 'ABC123' } });
    expect(code.status).not.toBe(429);
    expect((await check(otherToken, 1)).status).toBe(200);
  });
});
