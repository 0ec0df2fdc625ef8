import { describe, expect, it, vi } from 'vitest';
import { createSigner } from 'fast-jwt';
import { AUTH_401, MSG } from '../../../shared/messages';
import { SERVER_MSG } from '../../messages';
import { solveProofOfWork } from '../../test/proof-of-work';
import { ADMIN_PASSWORD, createTestApp, type TestApp, useTestApp } from '../../test/harness';

const t = useTestApp();

/** A solved proof of work of `app`, as the login widget sends it. */
async function solved(app: TestApp): Promise<string> {
  return solveProofOfWork((await app.request('GET', '/api/botcheck/challenge')).data);
}

describe('POST /api/login', () => {
  it('logs the admin in with the login answer of the spec and records the access', async () => {
    const res = await t.request('POST', '/api/login', { body: { username: 'admin', password: ADMIN_PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ id: 1, username: 'admin', twofa: false });
    expect(res.data.access_token).toMatch(/^ey/);
    expect(res.data.crypt_pass).toMatch(/^[0-9a-f]{32}$/);
    const access = await t.db.selectFrom('access_log').selectAll().where('account_id', '=', 1).execute();
    expect(access.length).toBeGreaterThan(0);
  });

  it('refuses a wrong password with a pt-BR message', async () => {
    const res = await t.request('POST', '/api/login', { body: { username: 'admin', password: 'errada' }, headers: { 'x-forwarded-for': '1.1.1.1' } });
    expect(res.status).toBe(401);
    expect(res.data.message).toBe(SERVER_MSG.loginInvalid);
  });

  it('blocks an IPv6 client by its /64: another address of the same network gets no fresh tries', async () => {
    const from = (i: number) => `2001:db8:5:6:${i.toString(16)}::1`;
    for (let i = 0; i < 10; i++)
      expect((await t.request('POST', '/api/login', { body: { username: `ninguem${i}`, password: 'errada' }, from: from(i) })).status).toBe(401);
    const same = await t.request('POST', '/api/login', { body: { username: 'ninguem-mais', password: 'errada' }, from: from(99) });
    expect(same).toMatchObject({ status: 429, data: { message: SERVER_MSG.loginIpBlocked } });
    const other = await t.request('POST', '/api/login', { body: { username: 'ninguem-mais', password: 'errada' }, from: '2001:db8:5:7::1' });
    expect(other.status).toBe(401);
  });

  it('answers 422, not 500, to garbage bodies', async () => {
    for (const body of [{}, { username: 5 }, { username: 'a'.repeat(500), password: 'x' }, 'texto', [1, 2]]) {
      const res = await t.request('POST', '/api/login', { body });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(typeof res.data.message).toBe('string');
    }
  });

  it('refuses a blocked account', async () => {
    const rev = await t.createAccount();
    await t.db.updateTable('accounts').set({ status: 0 }).where('id', '=', rev.id).execute();
    const res = await t.request('POST', '/api/login', { body: { username: rev.username, password: rev.password } });
    expect(res.status).toBe(403);
    expect(res.data.message).toBe(SERVER_MSG.loginBlockedAccount);
    // A wrong password gets the same answer: it never tells whether the password was right.
    const wrong = await t.request('POST', '/api/login', { body: { username: rev.username, password: 'errada' } });
    expect(wrong).toMatchObject({ status: 403, data: { message: SERVER_MSG.loginBlockedAccount } });
  });

  it('refuses resellers while the login flag is off, but not the admin', async () => {
    const rev = await t.createAccount();
    await t.db.insertInto('settings').values({ key: 'flag.login', value: '0' }).execute();
    try {
      const res = await t.request('POST', '/api/login', { body: { username: rev.username, password: rev.password } });
      expect(res.status).toBe(403);
      expect(res.data.message).toBe(SERVER_MSG.loginDisabled);
      await t.loginAs('admin', ADMIN_PASSWORD);
    } finally {
      await t.db.deleteFrom('settings').where('key', '=', 'flag.login').execute();
    }
  });
});

describe('login throttling', () => {
  it('blocks an IP for 15 minutes after 10 failures and lists it with its attempts', async () => {
    const own = await createTestApp();
    try {
      const rev = await own.createAccount();
      for (let i = 0; i < 10; i++) {
        const r = await own.request('POST', '/api/login', { body: { username: `nobody${i}`, password: 'x' } });
        expect(r.status).toBe(401);
      }
      const blocked = await own.request('POST', '/api/login', { body: { username: rev.username, password: rev.password } });
      expect(blocked.status).toBe(429);
      expect(blocked.data.message).toBe(SERVER_MSG.loginIpBlocked);
      const row = await own.db.selectFrom('blocked_ips').selectAll().executeTakeFirstOrThrow();
      expect(row.until - Date.now()).toBeGreaterThan(14 * 60_000);
      const attempts = await own.db.selectFrom('login_attempts').selectAll().where('ip', '=', row.ip).execute();
      expect(attempts.filter((a) => a.success === 0)).toHaveLength(10);
    } finally {
      await own.close();
    }
  });

  it('records every failure even with a 300-character Host header, so the IP block still fires', async () => {
    const own = await createTestApp();
    try {
      const host = `${'h'.repeat(296)}.com`;
      for (let i = 0; i < 10; i++) {
        const r = await own.request('POST', '/api/login', { body: { username: `nobody${i}`, password: 'x' }, headers: { host } });
        expect(r.status).toBe(401);
      }
      const blocked = await own.request('POST', '/api/login', { body: { username: 'admin', password: ADMIN_PASSWORD }, headers: { host } });
      expect(blocked).toMatchObject({ status: 429, data: { message: SERVER_MSG.loginIpBlocked } });
      const stored = await own.db.selectFrom('login_attempts').select('host').execute();
      expect(stored).toHaveLength(10);
      expect(stored.every((a) => a.host.length === 255)).toBe(true);
    } finally {
      await own.close();
    }
  });

  it('never locks the owner out: failures without a valid bot check from many IPs do not count for the account', async () => {
    const own = await createTestApp({ BOT_CHECK: 'pow', TRUST_PROXY: '1' });
    try {
      for (let i = 0; i < 12; i++) {
        const r = await own.request('POST', '/api/login', {
          body: { username: 'admin', password: 'errada' },
          headers: { 'x-forwarded-for': `10.0.0.${i + 1}` },
        });
        expect(r).toMatchObject({ status: 422, data: { message: SERVER_MSG.loginBotCheckFailed } });
      }
      const owner = await own.request('POST', '/api/login', {
        body: { username: 'admin', password: ADMIN_PASSWORD, botcheck: await solved(own) },
        headers: { 'x-forwarded-for': '10.0.1.1' },
      });
      expect(owner.status).toBe(200);
    } finally {
      await own.close();
    }
  });

  it('slows an account after 5 real failures: one attempt per growing delay, claimed once among parallel requests, then the owner gets in', async () => {
    const own = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const rev = await own.createAccount();
      const attempt = (password: string, ip: string) =>
        own.request('POST', '/api/login', { body: { username: rev.username, password }, headers: { 'x-forwarded-for': ip } });
      for (let i = 0; i < 5; i++) expect((await attempt('errada', `10.1.0.${i + 1}`)).status).toBe(401);
      // The 6th attempt may go (it claims the account's next slot); parallel ones wait, whatever their IP.
      const burst = await Promise.all(Array.from({ length: 6 }, (_, i) => attempt('errada', `10.2.0.${i + 1}`)));
      expect(burst.filter((r) => r.status === 401)).toHaveLength(1);
      const slowed = burst.filter((r) => r.status === 429);
      expect(slowed).toHaveLength(5);
      // The wait left on the account's next slot: 1 s, or 2 s when the 6th failure was already counted
      // (parallel requests reach the database in any order).
      expect([SERVER_MSG.loginAccountSlowed(1), SERVER_MSG.loginAccountSlowed(2)]).toContain(slowed[0].data.message);
      // Past the delay (2 s after 6 failures), the owner's right password works from any IP.
      await own.db
        .updateTable('login_throttle')
        .set({ not_before: Date.now() - 1 })
        .execute();
      expect((await attempt(rev.password, '10.3.0.1')).status).toBe(200);
      expect(await own.db.selectFrom('blocked_ips').selectAll().execute()).toEqual([]);
    } finally {
      await own.close();
    }
  });
});

describe('tokens', () => {
  it('answers each 401 text of the spec word for word', async () => {
    const missing = await t.request('GET', '/api/get-profile');
    expect(missing).toMatchObject({ status: 401, data: { message: AUTH_401.missing } });

    const garbage = await t.request('GET', '/api/get-profile', { token: 'abc.def.ghi' });
    expect(garbage).toMatchObject({ status: 401, data: { message: AUTH_401.badSignature } });

    const forged = createSigner({ key: 'outra-chave' })({ sub: 1, jti: 'x', iat_ms: Date.now() });
    expect((await t.request('GET', '/api/get-profile', { token: forged })).data.message).toBe(AUTH_401.badSignature);

    const expired = createSigner({ key: t.config.jwtSecret, expiresIn: 1 })({ sub: 1, jti: 'y', iat_ms: Date.now() });
    await new Promise((r) => setTimeout(r, 20));
    expect((await t.request('GET', '/api/get-profile', { token: expired })).data.message).toBe(AUTH_401.expired);

    // A token checked while valid (its check is kept) is still refused once it expires.
    const brief = createSigner({ key: t.config.jwtSecret, expiresIn: 60_000 })({ sub: 1, jti: 'w', iat_ms: Date.now() });
    expect((await t.request('GET', '/api/get-profile', { token: brief })).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    try {
      expect((await t.request('GET', '/api/get-profile', { token: brief })).data.message).toBe(AUTH_401.expired);
    } finally {
      vi.useRealTimers();
    }

    const ghost = createSigner({ key: t.config.jwtSecret })({ sub: 999999, jti: 'z', iat_ms: Date.now() });
    expect((await t.request('GET', '/api/get-profile', { token: ghost })).data.message).toBe(AUTH_401.userNotFound);
  });

  it('deny-lists the token on logout', async () => {
    const token = await t.loginAs('admin', ADMIN_PASSWORD);
    expect((await t.request('POST', '/api/logout', { token })).status).toBe(200);
    const after = await t.request('GET', '/api/get-profile', { token });
    expect(after).toMatchObject({ status: 401, data: { message: AUTH_401.denied } });
  });

  it('stops every token of an account at once when it is blocked', async () => {
    const rev = await t.createAccount();
    const token = await t.loginAs(rev.username);
    expect((await t.request('GET', '/api/get-profile', { token })).status).toBe(200);
    await t.db.updateTable('accounts').set({ status: 0, tokens_valid_after: Date.now() }).where('id', '=', rev.id).execute();
    expect((await t.request('GET', '/api/get-profile', { token })).data.message).toBe(AUTH_401.denied);
  });
});

describe('GET /api/get-profile', () => {
  it('gives the caller its own profile, permissions and flags', async () => {
    const rev = await t.createAccount({ credits: 12.5, permissions: ['manage_2fa'] });
    const token = await t.loginAs(rev.username);
    const res = await t.request('GET', '/api/get-profile', { token });
    expect(res.data).toMatchObject({
      id: rev.id,
      username: rev.username,
      profile: 'reseller',
      credits: 12.5,
      permissions: ['manage_2fa'],
      has2fa: false,
      settings: { tests: 1, test_iptv: 1, iptv: 1, p2p: 1, n_p2p: 1, login: 1, ticket: 1 },
    });
  });
});

describe('POST /api/change-password-reseller', () => {
  it('applies the spec rules and changes nothing on a refusal', async () => {
    const rev = await t.createAccount();
    const token = await t.loginAs(rev.username);
    const cases = [
      [{ password: '   ', password_confirmation: '   ' }, MSG.passwordBlank],
      [{ password: 'abc;def', password_confirmation: 'abc;def' }, MSG.passwordSpecialChars],
      [{ password: 'abc"def', password_confirmation: 'abc"def' }, MSG.passwordSpecialChars],
      [{ password: 'boa-senha1', password_confirmation: 'outra' }, MSG.passwordMismatch],
    ] as const;
    for (const [body, message] of cases) {
      const res = await t.request('POST', '/api/change-password-reseller', { token, body });
      expect(res.status).toBe(422);
      expect(res.data.message).toBe(message);
    }
    await t.loginAs(rev.username, rev.password);
  });

  it('changes the password and revokes the tokens issued before', async () => {
    const rev = await t.createAccount();
    const token = await t.loginAs(rev.username);
    const res = await t.request('POST', '/api/change-password-reseller', { token, body: { password: 'Nova-senha-9', password_confirmation: 'Nova-senha-9' } });
    expect(res).toMatchObject({ status: 200, data: { message: MSG.passwordChanged } });
    expect((await t.request('GET', '/api/get-profile', { token })).data.message).toBe(AUTH_401.denied);
    expect((await t.request('POST', '/api/login', { body: { username: rev.username, password: rev.password } })).status).toBe(401);
    await t.loginAs(rev.username, 'Nova-senha-9');
  });
});

describe('login info', () => {
  it('tells the client its IP and the bot check', async () => {
    expect((await t.request('GET', '/api/my-ip')).data).toEqual({ ip: '127.0.0.1' });
    expect((await t.request('GET', '/api/login-info')).data).toEqual({ ip: '127.0.0.1', botcheck: { kind: 'off' } });
  });
});

describe('proof-of-work bot check', () => {
  it('needs a solved challenge, and each one serves one attempt only', async () => {
    const own = await createTestApp({ BOT_CHECK: 'pow' });
    try {
      expect((await own.request('GET', '/api/login-info')).data.botcheck).toEqual({ kind: 'pow', challengeUrl: '/api/botcheck/challenge' });
      const none = await own.request('POST', '/api/login', { body: { username: 'admin', password: ADMIN_PASSWORD } });
      expect(none).toMatchObject({ status: 422, data: { message: SERVER_MSG.loginBotCheckFailed } });

      const answer = await solved(own);
      expect((await own.request('POST', '/api/login', { body: { username: 'admin', password: 'errada', botcheck: answer } })).status).toBe(401);
      const replay = await own.request('POST', '/api/login', { body: { username: 'admin', password: ADMIN_PASSWORD, botcheck: answer } });
      expect(replay).toMatchObject({ status: 422, data: { message: SERVER_MSG.loginBotCheckFailed } });

      // Replayed in parallel, one answer still serves one attempt: one password check, the rest refused.
      const shared = await solved(own);
      const parallel = await Promise.all(
        Array.from({ length: 4 }, () => own.request('POST', '/api/login', { body: { username: 'admin', password: 'errada', botcheck: shared } })),
      );
      expect(parallel.map((r) => r.status).sort()).toEqual([401, 422, 422, 422]);

      const fresh = await solved(own);
      expect((await own.request('POST', '/api/login', { body: { username: 'admin', password: ADMIN_PASSWORD, botcheck: fresh } })).status).toBe(200);
      const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(await solved(own), 'base64').toString()), number: 1 })).toString('base64');
      expect((await own.request('POST', '/api/login', { body: { username: 'admin', password: ADMIN_PASSWORD, botcheck: forged } })).status).toBe(422);
    } finally {
      await own.close();
    }
  });
});
