// Sessions and devices (issue 30): every login is a session with its device and address, listed in
// /me with 'Esta sessão' marked; ending one refuses its token at once and closes its event stream;
// 'Encerrar todas as outras' keeps the one that asks; a password change, a block and the admin end
// them all; another account's session is not found; nothing changes on a refusal.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_401, MSG } from '../../../shared/messages';
import { SESSION_MSG } from '../../../shared/sessions/texts';
import type { SessionItem } from '../../../shared/sessions/schemas';
import { TOKEN_SCOPES } from '../../../shared/automation/texts';
import { ADMIN_PASSWORD, DEFAULT_PASSWORD, streamEnd, useEventStreams, useTestApp } from '../../test/harness';
import { deviceOf } from '../../auth/device';
import { TOUCH_EVERY_MS } from '../../auth/sessions';

const t = useTestApp();
const connect = useEventStreams(t);
let admin = '';

const ELECTRON_WIN =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) painel-revenda/1.0.0 Chrome/140.0.0.0 Electron/38.0.0 Safari/537.36';
const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';

beforeAll(async () => {
  admin = await t.loginAs('admin', ADMIN_PASSWORD);
});

async function login(username: string, userAgent: string, from = '127.0.0.1', password = DEFAULT_PASSWORD): Promise<string> {
  const res = await t.request('POST', '/api/login', { body: { username, password }, headers: { 'user-agent': userAgent }, from });
  expect(res.status).toBe(200);
  return res.data.access_token;
}

const list = async (token: string) => {
  const res = await t.request<{ sessions: SessionItem[] }>('GET', '/api/me/sessions', { token });
  expect(res.status).toBe(200);
  return res.data.sessions;
};
const works = async (token: string) => (await t.request('GET', '/api/get-profile', { token })).status === 200;

/** Opens /api/events as `token`; the function it returns says whether the stream ended within 2 s. */
async function stream(token: string) {
  const res = await connect(token);
  expect(res.status).toBe(200);
  return streamEnd(res, 2000);
}

describe('the device of a session', () => {
  it('is the desktop app or the browser, and the system, read from the User-Agent', () => {
    expect(deviceOf(ELECTRON_WIN)).toBe('Aplicativo desktop no Windows');
    expect(deviceOf(CHROME_ANDROID)).toBe('Chrome no Android');
    expect(deviceOf(FIREFOX_LINUX)).toBe('Firefox no Linux');
    expect(
      deviceOf('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'),
    ).toBe('Safari no iOS');
    expect(deviceOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0')).toBe(
      'Edge no Windows',
    );
    expect(deviceOf(undefined)).toBe('Navegador desconhecido');
    expect(deviceOf('curl/8.5.0')).toBe('Navegador desconhecido');
  });
});

describe('Sessões e dispositivos', () => {
  it('lists each login with its device and address, marking the one that asks', async () => {
    const rev = await t.createAccount();
    const desktop = await login(rev.username, ELECTRON_WIN, '198.51.100.7');
    const phone = await login(rev.username, CHROME_ANDROID, '203.0.113.9');
    const mine = await list(desktop);
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({ device: 'Aplicativo desktop no Windows', ip: '198.51.100.7', current: true });
    expect(mine[1]).toMatchObject({ device: 'Chrome no Android', ip: '203.0.113.9', current: false });
    expect(Date.parse(mine[0].created_at)).toBeGreaterThan(Date.now() - 60_000);
    expect((await list(phone)).find((s) => s.current)?.device).toBe('Chrome no Android');
  });

  it('writes the last use at most once a minute, not on every call', async () => {
    const rev = await t.createAccount();
    const token = await login(rev.username, FIREFOX_LINUX);
    const lastUse = async () => await t.db.selectFrom('sessions').select(['last_used_at', 'ip']).where('account_id', '=', rev.id).executeTakeFirstOrThrow();
    const first = await lastUse();
    await works(token);
    await works(token);
    expect(Number((await lastUse()).last_used_at)).toBe(Number(first.last_used_at));
    const later = Date.now() + TOUCH_EVERY_MS + 1000;
    const clock = vi.spyOn(Date, 'now').mockReturnValue(later);
    try {
      expect((await t.request('GET', '/api/get-profile', { token, from: '192.0.2.44' })).status).toBe(200);
      expect(await lastUse()).toEqual({ last_used_at: later, ip: '192.0.2.44' });
      expect((await t.request('GET', '/api/get-profile', { token, from: '192.0.2.45' })).status).toBe(200);
      expect(await lastUse()).toEqual({ last_used_at: later, ip: '192.0.2.44' });
    } finally {
      clock.mockRestore();
    }
  });

  it("'Encerrar' ends one session at once: its token is refused and its event stream closes; the other stays", async () => {
    const rev = await t.createAccount();
    const here = await login(rev.username, FIREFOX_LINUX);
    const there = await login(rev.username, CHROME_ANDROID);
    const thereEnded = await stream(there);
    const hereEnded = await stream(here);
    const other = (await list(here)).find((s) => !s.current)!;
    const res = await t.request('DELETE', `/api/me/sessions/${other.id}`, { token: here });
    expect(res).toMatchObject({ status: 200, data: { message: SESSION_MSG.sessionEnded } });
    expect(await thereEnded()).toBe(true);
    expect(await t.request('GET', '/api/get-profile', { token: there })).toMatchObject({ status: 401, data: { message: AUTH_401.denied } });
    expect(await works(here)).toBe(true);
    expect(await hereEnded()).toBe(false);
    expect((await list(here)).map((s) => s.current)).toEqual([true]);
    // Ended: not found again.
    expect(await t.request('DELETE', `/api/me/sessions/${other.id}`, { token: here })).toMatchObject({
      status: 404,
      data: { message: SESSION_MSG.sessionNotFound },
    });
  });

  it("another account's session is not found, and nothing changes", async () => {
    const rev = await t.createAccount();
    const stranger = await t.createAccount();
    const token = await login(rev.username, FIREFOX_LINUX);
    const theirs = await login(stranger.username, CHROME_ANDROID);
    const [session] = await list(theirs);
    for (const caller of [token, admin]) {
      const res = await t.request('DELETE', `/api/me/sessions/${session.id}`, { token: caller });
      expect(res).toMatchObject({ status: 404, data: { message: SESSION_MSG.sessionNotFound } });
    }
    expect(await works(theirs)).toBe(true);
    expect(await list(theirs)).toHaveLength(1);
    expect((await t.request('DELETE', '/api/me/sessions/abc', { token })).status).toBe(422);
  });

  it("'Encerrar todas as outras' ends every other session and keeps the one that asks", async () => {
    const rev = await t.createAccount();
    const here = await login(rev.username, FIREFOX_LINUX);
    const others = [await login(rev.username, CHROME_ANDROID), await login(rev.username, ELECTRON_WIN)];
    const ends = await Promise.all(others.map(stream));
    const res = await t.request('POST', '/api/me/sessions/encerrar-outras', { token: here });
    expect(res).toMatchObject({ status: 200, data: { ended: 2, message: SESSION_MSG.othersEnded(2) } });
    expect(await Promise.all(ends.map((e) => e()))).toEqual([true, true]);
    for (const token of others) expect((await t.request('GET', '/api/get-profile', { token })).status).toBe(401);
    expect(await works(here)).toBe(true);
    expect((await list(here)).map((s) => s.current)).toEqual([true]);
    expect((await t.request('POST', '/api/me/sessions/encerrar-outras', { token: here })).data).toMatchObject({ ended: 0, message: SESSION_MSG.noOthers });
  });

  it('a password change ends the other sessions (and, as the spec decides, this one: the user logs in again)', async () => {
    const rev = await t.createAccount();
    const here = await login(rev.username, FIREFOX_LINUX);
    const there = await login(rev.username, CHROME_ANDROID);
    const thereEnded = await stream(there);
    const res = await t.request('POST', '/api/change-password-reseller', {
      token: here,
      body: { password: 'Outra-senha-1', password_confirmation: 'Outra-senha-1' },
    });
    expect(res.status).toBe(200);
    expect(await thereEnded()).toBe(true);
    for (const token of [here, there]) expect((await t.request('GET', '/api/get-profile', { token })).status).toBe(401);
    const again = await login(rev.username, FIREFOX_LINUX, '127.0.0.1', 'Outra-senha-1');
    expect((await list(again)).map((s) => s.current)).toEqual([true]);
    const rows = await t.db.selectFrom('sessions').select('ended_at').where('account_id', '=', rev.id).orderBy('id').execute();
    expect(rows.map((r) => r.ended_at !== null)).toEqual([true, true, false]);
  });

  it('logout ends its session row', async () => {
    const rev = await t.createAccount();
    const gone = await login(rev.username, FIREFOX_LINUX);
    const stays = await login(rev.username, CHROME_ANDROID);
    expect((await t.request('POST', '/api/logout', { token: gone })).status).toBe(200);
    expect(await list(stays)).toEqual([expect.objectContaining({ device: 'Chrome no Android', current: true })]);
  });

  it('the admin ends every session of an account; a block shows in the list too', async () => {
    const master = await t.createAccount({ profile: 'master' });
    const rev = await t.createAccount({ ownerId: master.id });
    const masterToken = await login(master.username, FIREFOX_LINUX);
    const tokens = [await login(rev.username, FIREFOX_LINUX), await login(rev.username, CHROME_ANDROID)];
    const ends = await Promise.all(tokens.map(stream));

    // Refusals: not the admin's (403, even the master above it), unknown (404), the admin's own (422); nothing changes.
    const before = await t.snapshot();
    expect(await t.request('POST', `/api/reg-users/${rev.id}/encerrar-sessoes`, { token: masterToken })).toMatchObject({
      status: 403,
      data: { message: MSG.forbidden },
    });
    expect((await t.request('POST', '/api/reg-users/999999/encerrar-sessoes', { token: admin })).status).toBe(404);
    expect(await t.request('POST', '/api/reg-users/1/encerrar-sessoes', { token: admin })).toMatchObject({
      status: 422,
      data: { message: SESSION_MSG.ownAccount },
    });
    expect(await t.snapshot()).toBe(before);
    for (const token of tokens) expect(await works(token)).toBe(true);

    const res = await t.request('POST', `/api/reg-users/${rev.id}/encerrar-sessoes`, { token: admin });
    expect(res).toMatchObject({ status: 200, data: { ended: 2, message: SESSION_MSG.accountSessionsEnded } });
    expect(await Promise.all(ends.map((e) => e()))).toEqual([true, true]);
    for (const token of tokens)
      expect(await t.request('GET', '/api/get-profile', { token })).toMatchObject({ status: 401, data: { message: AUTH_401.denied } });
    const logged = await t.db.selectFrom('activity_log').select('action').where('account_id', '=', rev.id).where('actor_id', '=', 1).execute();
    expect(logged.map((l) => l.action)).toContain(`Sessões de <b>${rev.username}</b> encerradas pelo administrador`);

    // A block ends them too: after the unblock, the list has only the new login's session.
    const before2 = await login(rev.username, FIREFOX_LINUX);
    expect((await t.request('PUT', `/api/block-adm-reseller/${rev.id}`, { token: admin, body: { reason: 'bloqueio de teste' } })).status).toBe(200);
    expect((await t.request('GET', '/api/get-profile', { token: before2 })).status).toBe(401);
    expect((await t.request('PUT', `/api/block-adm-reseller/${rev.id}`, { token: admin, body: { reason: 'desbloqueio de teste' } })).status).toBe(200);
    const after = await login(rev.username, CHROME_ANDROID);
    expect(await list(after)).toEqual([expect.objectContaining({ device: 'Chrome no Android', current: true })]);
  });

  it('are in no API token scope', () => {
    const names = TOKEN_SCOPES.flatMap((s) => s.calls.map((c) => c.name as string));
    for (const call of ['sessions', 'endSession', 'endOtherSessions', 'recoveryCodes', 'renewRecoveryCodes', 'endResellerSessions', 'resetReseller2fa'])
      expect(names).not.toContain(call);
  });
});
