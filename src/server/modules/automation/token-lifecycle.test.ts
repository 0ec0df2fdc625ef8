// How an API token ends (issue 42): a restore never brings back the tokens of before, 'Encerrar sessões'
// can end them too, a password set by someone else ends them, and the admin and the account's parents
// see an account's tokens (never the secret) and revoke them.
import { describe, expect, it } from 'vitest';
import { AUTOMATION_MSG } from '../../../shared/automation/texts';
import { RESELLER_ACTION } from '../../../shared/network/texts';
import { ADMIN_PASSWORD, DEFAULT_PASSWORD, useTestApp } from '../../test/harness';

const t = useTestApp();

async function tree() {
  const admin = await t.loginAs('admin', ADMIN_PASSWORD);
  const master = await t.createAccount({ profile: 'master', credits: 20 });
  const masterToken = await t.loginAs(master.username);
  const reseller = await t.createAccount({ ownerId: master.id, credits: 5 });
  const session = await t.loginAs(reseller.username);
  const bot = async (name = 'bot') => {
    const res = await t.request('POST', '/api/me/api-tokens', { token: session, body: { name, scopes: ['creditos:ler'] } });
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    return res.data as { secret: string; token: { id: number } };
  };
  return { admin, master, masterToken, reseller, session, bot };
}
const works = async (secret: string) => (await t.request('GET', '/api/get-profile', { token: secret })).status === 200;
const revokedCall = (secret: string) => t.request('GET', '/api/get-profile', { token: secret });

describe("an API token's end", () => {
  it('stays dead after its account is deleted and restored', async () => {
    const { admin, reseller, bot } = await tree();
    const { secret } = await bot();
    expect(await works(secret)).toBe(true);
    expect((await t.request('PUT', `/api/reg-users/${reseller.id}`, { token: admin, body: { action: RESELLER_ACTION.delete } })).status).toBe(200);
    const [entry] = (await t.request('GET', '/api/lixeira/revendas', { token: admin })).data.rows.filter(
      (e: { username: string }) => e.username === reseller.username,
    );
    expect((await t.request('POST', `/api/lixeira/revendas/${entry.id}/restaurar`, { token: admin, body: {} })).status).toBe(200);
    expect(await revokedCall(secret)).toMatchObject({ status: 401, data: { message: AUTOMATION_MSG.tokenRevokedCall } });
  });

  it("'Encerrar sessões' ends the tokens only when asked to", async () => {
    const { admin, reseller, bot } = await tree();
    const { secret } = await bot();
    const end = (body: object) => t.request('POST', `/api/reg-users/${reseller.id}/encerrar-sessoes`, { token: admin, body });
    expect(await end({})).toMatchObject({ status: 200, data: { tokens: 0 } });
    expect(await works(secret)).toBe(true);
    expect(await end({ tokens: true })).toMatchObject({ status: 200, data: { tokens: 1 } });
    expect(await revokedCall(secret)).toMatchObject({ status: 401, data: { message: AUTOMATION_MSG.tokenRevokedCall } });
  });

  it('ends with a password set by a parent, never with one the account sets itself', async () => {
    const { masterToken, reseller, session, bot } = await tree();
    const own = await bot('proprio');
    expect(
      (
        await t.request('POST', '/api/change-password-reseller', {
          token: session,
          body: { password: 'Outra-senha-123', password_confirmation: 'Outra-senha-123', current_password: DEFAULT_PASSWORD },
        })
      ).status,
    ).toBe(200);
    expect(await works(own.secret)).toBe(true);
    const reset = await t.request('PUT', `/api/reg-users/${reseller.id}`, {
      token: masterToken,
      body: { action: RESELLER_ACTION.edit, username: reseller.username, password: 'Nova-senha-456' },
    });
    expect(reset.status, JSON.stringify(reset.data)).toBe(200);
    expect(await revokedCall(own.secret)).toMatchObject({ status: 401, data: { message: AUTOMATION_MSG.tokenRevokedCall } });
  });

  it('is seen and revoked by the admin and the parents, never by another branch nor the account itself there', async () => {
    const { admin, masterToken, reseller, session, bot } = await tree();
    const { secret, token } = await bot('loja');
    const list = (who: string, id = reseller.id) => t.request('GET', `/api/reg-users/${id}/api-tokens`, { token: who });
    for (const who of [admin, masterToken]) {
      const res = await list(who);
      expect(res.status).toBe(200);
      expect(res.data.tokens).toEqual([expect.objectContaining({ id: token.id, name: 'loja', scopes: ['creditos:ler'] })]);
      expect(JSON.stringify(res.data)).not.toContain(secret);
    }
    const stranger = await t.loginAs((await t.createAccount({ profile: 'master' })).username);
    expect((await list(stranger)).status).toBe(404);
    expect((await t.request('DELETE', `/api/reg-users/api-tokens/${token.id}`, { token: stranger })).status).toBe(404);
    expect((await list(session)).status).toBe(403);
    expect(await works(secret)).toBe(true);

    expect((await t.request('DELETE', `/api/reg-users/api-tokens/${token.id}`, { token: masterToken })).status).toBe(200);
    expect(await revokedCall(secret)).toMatchObject({ status: 401, data: { message: AUTOMATION_MSG.tokenRevokedCall } });
    expect((await list(admin)).data.tokens).toEqual([]);
    // The account's own log says who revoked it.
    const log = await t.db.selectFrom('activity_log').select('action').where('account_id', '=', reseller.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(log.action).toContain('loja');
  });
});
