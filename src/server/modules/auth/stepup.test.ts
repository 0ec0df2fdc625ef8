// The 2FA step-up (the code asked before a DNS purchase or removal and before changing the Mercado Pago
// keys or value, issue 19): guesses are limited per account, each code serves one action, and a code
// that is not six digits is a wrong code, never a server error.
import { describe, expect, it } from 'vitest';
import { SERVER_MSG } from '../../messages';
import { useTestApp } from '../../test/harness';
import { STEPUP_MAX_FAILURES } from './service';

const t = useTestApp();

async function portalReseller() {
  const account = await t.createAccount({ credits: 5, permissions: ['recharge_portal'] });
  return { account, ...(await t.loginWithTwofa(account)) };
}
const saveValue = (token: string, code_2fa: string, creditPortal = 7.5) => t.request('POST', '/api/save-value-mp', { token, body: { creditPortal, code_2fa } });
const creditValueOf = async (id: number) =>
  (await t.db.selectFrom('portal_accounts').select('credit_value_cents').where('account_id', '=', id).executeTakeFirst())?.credit_value_cents ?? null;

describe('the 2FA step-up', () => {
  it(`takes ${STEPUP_MAX_FAILURES} wrong codes in 15 minutes, then answers 429 in pt-BR (even to the right code) and logs it; another account is not touched`, async () => {
    const r = await portalReseller();
    const other = await portalReseller();
    const right = await r.code();
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < STEPUP_MAX_FAILURES; i++)
      expect(await saveValue(r.token, wrong)).toMatchObject({ status: 422, data: { message: SERVER_MSG.loginCodeInvalid } });
    expect(await saveValue(r.token, right)).toMatchObject({ status: 429, data: { message: SERVER_MSG.twofaTooManyAttempts } });
    expect(await creditValueOf(r.account.id)).toBeNull();
    const logged = await t.db.selectFrom('activity_log').select('action').where('account_id', '=', r.account.id).execute();
    expect(logged.map((l) => l.action)).toContain(`Código 2FA errado ${STEPUP_MAX_FAILURES} vezes: confirmações por 2FA suspensas por 15 minutos`);
    expect((await saveValue(other.token, await other.code())).status).toBe(200);

    // Fifteen minutes later the account may try again.
    await t.db
      .updateTable('twofa_failures')
      .set({ created_at: Date.now() - 16 * 60_000 })
      .where('account_id', '=', r.account.id)
      .execute();
    expect((await saveValue(r.token, await r.code())).status).toBe(200);
  });

  it('counts guesses sent in parallel: no more than the limit are checked', async () => {
    const r = await portalReseller();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => saveValue(r.token, String(100000 + i))));
    expect(answers.filter((a) => a.status === 422).length).toBeLessThanOrEqual(STEPUP_MAX_FAILURES);
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(40 - STEPUP_MAX_FAILURES);
    expect(answers.every((a) => a.status === 422 || a.status === 429)).toBe(true);
  });

  it('accepts a code for one action only: the next action needs the next code (RFC 6238 5.2)', async () => {
    const r = await portalReseller();
    const code = await r.code();
    expect((await saveValue(r.token, code, 8)).status).toBe(200);
    expect(await saveValue(r.token, code, 9)).toMatchObject({ status: 422, data: { message: SERVER_MSG.loginCodeInvalid } });
    expect(await creditValueOf(r.account.id)).toBe(800);
  });

  it('refuses a code that is not six digits as a wrong code, at the step-up and at login, never with a server error', async () => {
    const r = await portalReseller();
    for (const code of ['12345é', '１２３４５６', '12 345', '1234567', '-12345']) expect([code, (await saveValue(r.token, code)).status]).toEqual([code, 422]);
    for (const code of ['12345é', '１２３４５６'])
      expect([code, (await t.request('POST', '/api/login', { body: { username: r.account.username, password: r.account.password, code } })).status]).toEqual([
        code,
        401,
      ]);
  });
});
