import { beforeAll, describe, expect, it } from 'vitest';
import { FLAG_ACTIONS, SETTINGS_ACTION } from '../../../shared/domain';
import { SERVER_MSG } from '../../messages';
import { ADMIN_PASSWORD, useTestApp } from '../../test/harness';

const t = useTestApp();
let admin: string;
beforeAll(async () => {
  admin = await t.loginAs('admin', ADMIN_PASSWORD);
});

describe('settings flags', () => {
  it('flips each of the six flags with action codes 1 to 6 and logs it', async () => {
    const flags = ['tests', 'test_iptv', 'iptv', 'p2p', 'n_p2p', 'login'] as const;
    for (const [i, flag] of flags.entries()) {
      // The wire codes stay the spec's: 1 to 6 in its order.
      expect(FLAG_ACTIONS[flag]).toBe(i + 1);
      const off = await t.request('POST', '/api/settings', { token: admin, body: { action: FLAG_ACTIONS[flag] } });
      expect(off.data.message).toBe(SERVER_MSG.functionChanged);
      expect(off.data.settings[flag]).toBe(0);
      const on = await t.request('POST', '/api/settings', { token: admin, body: { action: FLAG_ACTIONS[flag] } });
      expect(on.data.settings[flag]).toBe(1);
    }
    const logs = await t.db.selectFrom('activity_log').selectAll().where('type', '=', 'Configurações').execute();
    expect(logs).toHaveLength(12);
    // The ticket flag of spec section 6 (the Tickets item shows when it is 1) flips with action 11.
    expect(SETTINGS_ACTION.toggleTickets).toBe(11);
    expect((await t.request('POST', '/api/settings', { token: admin, body: { action: SETTINGS_ACTION.toggleTickets } })).data.settings.ticket).toBe(0);
    expect((await t.request('POST', '/api/settings', { token: admin, body: { action: SETTINGS_ACTION.toggleTickets } })).data.settings.ticket).toBe(1);
  });

  it('runs every maintenance code (none answers that it is unavailable) and refuses bad codes', async () => {
    for (const action of [
      SETTINGS_ACTION.blockIptvTests,
      SETTINGS_ACTION.unblockIptvTests,
      SETTINGS_ACTION.deleteExpiredIptv,
      SETTINGS_ACTION.deleteIptvTests,
    ]) {
      const res = await t.request('POST', '/api/settings', { token: admin, body: { action } });
      expect(res.status, `ação ${action}`).toBe(200);
      expect(res.data.message).not.toBe(SERVER_MSG.settingsActionUnavailable);
    }
    for (const action of [0, 12, 'x', null]) expect((await t.request('POST', '/api/settings', { token: admin, body: { action } })).status).toBe(422);
  });

  it('is admin only to change', async () => {
    const rev = await t.createAccount();
    const token = await t.loginAs(rev.username);
    expect((await t.request('GET', '/api/settings', { token })).status).toBe(200);
    expect((await t.request('POST', '/api/settings', { token, body: { action: SETTINGS_ACTION.toggleTests } })).status).toBe(403);
  });
});

describe('telegram', () => {
  it('keeps one link per franchise, saved by the admin or a master', async () => {
    const saved = await t.request('POST', '/api/save-telegram', { token: admin, body: { telegram: 'https://t.me/painel' } });
    expect(saved.data.message).toBe(SERVER_MSG.telegramSaved);
    const rev = await t.createAccount();
    const token = await t.loginAs(rev.username);
    expect((await t.request('GET', '/api/get-telegram', { token })).data).toEqual({ telegram: 'https://t.me/painel' });
    expect((await t.request('POST', '/api/save-telegram', { token, body: { telegram: 'https://t.me/x' } })).status).toBe(403);
    expect((await t.request('POST', '/api/save-telegram', { token: admin, body: { telegram: 'javascript:alert(1)' } })).status).toBe(422);
  });
});

describe('branding', () => {
  it('forces the light theme on a branded host and gives the default elsewhere', async () => {
    const branded = await t.request('GET', '/api/branding?host=revenda.exemplo.com.br');
    expect(branded.data).toMatchObject({ title: 'Revenda Exemplo', forceLight: true });
    const plain = await t.request('GET', '/api/branding?host=outro.com');
    expect(plain.data).toMatchObject({ title: 'Painel Revenda', forceLight: false });
    expect((await t.request('GET', '/api/get-logo?host=revenda.exemplo.com.br')).data.logo).toBe(branded.data.logo);
  });
});

describe('dashboard', () => {
  it('counts the subtree and the own figures, zero where there is nothing', async () => {
    const master = await t.createAccount({ profile: 'master', credits: 40 });
    const child = await t.createAccount({ ownerId: master.id });
    await t.createAccount({ ownerId: child.id });
    await t.db.updateTable('reseller_counters').set({ iptv_actives: 3, p2p_actives: 2 }).where('account_id', '=', child.id).execute();
    await t.db.updateTable('reseller_counters').set({ iptv_actives: 5 }).where('account_id', '=', master.id).execute();
    const token = await t.loginAs(master.username);
    const res = await t.request('GET', '/api/dash-reseller', { token });
    expect(res.data).toMatchObject({
      total_resellers: 2,
      total_resellers_under: 1,
      childrens: { iptv_actives: 3, p2p_actives: 2, iptv_expired: 0, p2p_expired: 0, total_tests_iptv: 0, total_tests_p2p: 0 },
      users_iptv: 5,
      users_p2p: 0,
      credits: 40,
      tickets: 0,
      new_message: 0,
      generate_tests: 1,
    });
    const leaf = await t.loginAs((await t.db.selectFrom('accounts').select('username').where('owner_id', '=', child.id).executeTakeFirstOrThrow()).username);
    expect((await t.request('GET', '/api/dash-reseller', { token: leaf })).data).toMatchObject({
      total_resellers: 0,
      credits: 0,
      childrens: { iptv_actives: 0 },
    });
  });
});

describe('web shell', () => {
  it('redirects / to /dashboard and answers unknown /api paths in pt-BR', async () => {
    const root = await t.request('GET', '/');
    expect(root.status).toBe(302);
    expect(root.headers.location).toBe('/dashboard');
    expect(await t.request('GET', '/api/nao-existe')).toMatchObject({ status: 404, data: { message: SERVER_MSG.routeNotFound } });
  });
});

describe('GET /api/totalUsersBonus', () => {
  it('gives the new-users figures and the next goal of the dashboard', async () => {
    const rev = await t.createAccount();
    await t.db.updateTable('reseller_counters').set({ created_users: 57 }).where('account_id', '=', rev.id).execute();
    const token = await t.loginAs(rev.username);
    expect((await t.request('GET', '/api/totalUsersBonus', { token })).data).toEqual({ created_users: 57, total_new_users: 57, next_goal: 100 });
    expect((await t.request('GET', '/api/totalUsersBonus')).status).toBe(401);
  });
});
