// 2FA that cannot lock its owner out (issue 30): turning 2FA on shows ten recovery codes once (kept
// hashed); at login one stands in for the app's code, once (two logins with the same code: one wins);
// /me says how many are left and makes new ones with a code of the app; the admin resets another
// account's 2FA, in the activity log. Every refusal is pt-BR and changes nothing.
import { describe, expect, it } from 'vitest';
import { MSG } from '../../../shared/messages';
import { SERVER_MSG } from '../../messages';
import { RECOVERY_CODE_PATTERN, SESSION_MSG } from '../../../shared/sessions/texts';
import { ADMIN_PASSWORD, useTestApp } from '../../test/harness';
import { totpFor } from '../auth/service';

const t = useTestApp();

/** An account that turned 2FA on through /me: its codes, a source of fresh app codes, and a session. */
async function withTwofa() {
  const rev = await t.createAccount({ permissions: ['manage_2fa'] });
  const token = await t.loginAs(rev.username);
  const { secret } = (await t.request('POST', '/api/enable2fa', { token })).data;
  const confirmed = await t.request('POST', '/api/confirmConfig2fa', { token, body: { secret, code: totpFor(secret).generate() } });
  expect(confirmed.status).toBe(200);
  const code = async () => {
    await t.db.updateTable('accounts').set({ twofa_last_step: null, twofa_last_request: null }).where('id', '=', rev.id).execute();
    return totpFor(secret).generate();
  };
  return { rev, token, codes: confirmed.data.recovery_codes as string[], code };
}

const loginWith = (rev: { username: string; password: string }, code: string) =>
  t.request('POST', '/api/login', { body: { username: rev.username, password: rev.password, code } });

const status = async (token: string) => (await t.request('GET', '/api/me/2fa/codigos-recuperacao', { token })).data;

describe('recovery codes', () => {
  it('are ten, shown once when 2FA is turned on, and kept only as hashes', async () => {
    const { rev, token, codes } = await withTwofa();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(RECOVERY_CODE_PATTERN);
    const stored = await t.db.selectFrom('twofa_recovery_codes').select('code_hash').where('account_id', '=', rev.id).execute();
    expect(stored).toHaveLength(10);
    const text = JSON.stringify(stored);
    for (const c of codes) expect(text).not.toContain(c.replace(/-/g, ''));
    expect(await status(token)).toEqual({ has2fa: true, remaining: 10, total: 10 });
    // Nowhere to read them again.
    expect(JSON.stringify(await status(token))).not.toContain(codes[0]);
  });

  it('log in once in place of the app code, and never again', async () => {
    const { rev, codes } = await withTwofa();
    // Typed as a person may: upper case, without the dashes.
    const first = await loginWith(rev, codes[3].toUpperCase().replace(/-/g, ' '));
    expect(first.status).toBe(200);
    expect(first.data.access_token).toBeTruthy();
    // The answer says how many are left, for the login screen to say it.
    expect(first.data.recovery_codes_left).toBe(9);
    expect(await loginWith(rev, codes[3])).toMatchObject({ status: 401, data: { message: SERVER_MSG.loginCodeInvalid } });
    expect(await loginWith(rev, 'aaaa-bbbb-cccc')).toMatchObject({ status: 401, data: { message: SERVER_MSG.loginCodeInvalid } });
    expect(await status(first.data.access_token)).toMatchObject({ remaining: 9 });
    const logged = await t.db.selectFrom('activity_log').select('action').where('account_id', '=', rev.id).execute();
    expect(logged.map((l) => l.action)).toContain('Login com código de recuperação do 2FA (restam 9)');
  });

  it('two logins with the same code at once: one wins', async () => {
    const { rev, codes } = await withTwofa();
    const answers = await Promise.all([loginWith(rev, codes[0]), loginWith(rev, codes[0])]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);
    const spent = await t.db.selectFrom('twofa_recovery_codes').select('used_at').where('account_id', '=', rev.id).where('used_at', 'is not', null).execute();
    expect(spent).toHaveLength(1);
  });

  it('new ones need a code of the app; the old ones stop working', async () => {
    const { rev, token, codes, code } = await withTwofa();
    const hashes = async () =>
      JSON.stringify(await t.db.selectFrom('twofa_recovery_codes').select(['code_hash', 'used_at']).where('account_id', '=', rev.id).orderBy('id').execute());
    const before = await hashes();
    const renew = (body: object) => t.request('POST', '/api/me/2fa/codigos-recuperacao', { token, body });
    expect(await renew({})).toMatchObject({ status: 422, data: { message: SESSION_MSG.recoveryCodeMissing } });
    expect(await renew({ code_2fa: '000000' === (await code()) ? '111111' : '000000' })).toMatchObject({
      status: 422,
      data: { message: SERVER_MSG.loginCodeInvalid },
    });
    // A recovery code is not a code of the app.
    expect(await renew({ code_2fa: codes[1] })).toMatchObject({ status: 422, data: { message: SERVER_MSG.loginCodeInvalid } });
    expect(await hashes()).toBe(before);

    const made = await renew({ code_2fa: await code() });
    expect(made).toMatchObject({ status: 200, data: { message: SESSION_MSG.recoveryCodesMade } });
    expect(made.data.recovery_codes).toHaveLength(10);
    expect(made.data.recovery_codes).not.toContain(codes[2]);
    expect(await loginWith(rev, codes[2])).toMatchObject({ status: 401, data: { message: SERVER_MSG.loginCodeInvalid } });
    expect((await loginWith(rev, made.data.recovery_codes[0])).status).toBe(200);
  });

  it('are none without 2FA, and cannot be made then', async () => {
    const rev = await t.createAccount();
    const token = await t.loginAs(rev.username);
    expect(await status(token)).toEqual({ has2fa: false, remaining: 0, total: 10 });
    expect(await t.request('POST', '/api/me/2fa/codigos-recuperacao', { token, body: { code_2fa: '123456' } })).toMatchObject({
      status: 422,
      data: { message: SESSION_MSG.recoveryNeeds2fa },
    });
    expect(await t.db.selectFrom('twofa_recovery_codes').select('id').where('account_id', '=', rev.id).execute()).toEqual([]);
  });
});

describe("the admin's 2FA reset", () => {
  it("clears another account's 2FA and its codes, in the activity log; refusals change nothing", async () => {
    const admin = await t.loginAs('admin', ADMIN_PASSWORD);
    const master = await t.createAccount({ profile: 'master' });
    const masterToken = await t.loginAs(master.username);
    const { rev, codes } = await withTwofa();
    await t.db.updateTable('accounts').set({ owner_id: master.id }).where('id', '=', rev.id).execute();
    const twofa = async () => t.db.selectFrom('accounts').select(['twofa_enabled', 'twofa_secret_enc']).where('id', '=', rev.id).executeTakeFirstOrThrow();

    const before = JSON.stringify(await twofa());
    expect(await t.request('DELETE', `/api/reseller/${rev.id}/2fa`, { token: masterToken })).toMatchObject({ status: 403, data: { message: MSG.forbidden } });
    expect((await t.request('DELETE', '/api/reseller/999999/2fa', { token: admin })).status).toBe(404);
    expect(await t.request('DELETE', '/api/reseller/1/2fa', { token: admin })).toMatchObject({ status: 422, data: { message: SESSION_MSG.ownAccount } });
    expect(JSON.stringify(await twofa())).toBe(before);

    const res = await t.request('DELETE', `/api/reseller/${rev.id}/2fa`, { token: admin });
    expect(res).toMatchObject({ status: 200, data: { message: SESSION_MSG.twofaReset } });
    expect(await twofa()).toEqual({ twofa_enabled: 0, twofa_secret_enc: null });
    expect(await t.db.selectFrom('twofa_recovery_codes').select('id').where('account_id', '=', rev.id).execute()).toEqual([]);
    const logged = await t.db.selectFrom('activity_log').select(['action', 'actor_id']).where('account_id', '=', rev.id).execute();
    expect(logged).toContainEqual({ action: `2FA de <b>${rev.username}</b> redefinido pelo administrador`, actor_id: 1 });
    // And in 'Alterações'.
    const [change] = (await t.request('GET', `/api/alteracoes?kind=revenda&item=${rev.id}`, { token: admin })).data.rows;
    expect(change).toMatchObject({ action: 'Redefiniu o 2FA', actor: 'admin', changes: [{ label: '2FA', before: 'Sim', after: 'Não' }] });

    // Logs in with the password alone; a code of before is not asked (nor taken).
    const plain = await t.request('POST', '/api/login', { body: { username: rev.username, password: rev.password } });
    expect(plain.status).toBe(200);
    expect(plain.data.access_token).toBeTruthy();
    expect(codes).toHaveLength(10);
    expect(await t.request('DELETE', `/api/reseller/${rev.id}/2fa`, { token: admin })).toMatchObject({
      status: 409,
      data: { message: SESSION_MSG.twofaResetNone },
    });
  });
});
