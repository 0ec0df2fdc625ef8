// The Xtream-Codes (XUI.one) adapter against a fake admin API: every line change reaches the
// provider, the list shows who is watching, and a provider that fails changes nothing in the panel.
import { beforeEach, describe, expect, it } from 'vitest';
import { SETTINGS_ACTION } from '../../../shared/domain';
import { SERVER_MSG } from '../../messages';
import { ADMIN_PASSWORD, useTestAppWithFake } from '../../test/harness';

interface Call {
  action: string;
  apiKey: string;
  body: Record<string, string | string[]>;
}

let calls: Call[] = [];
let failing = false;

const t = useTestAppWithFake(
  (xui) => {
    // The admin API takes a form body; `key[]` repeats are arrays.
    xui.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      const fields: Call['body'] = {};
      for (const [key, value] of new URLSearchParams(body as string)) {
        if (key.endsWith('[]')) ((fields[key.slice(0, -2)] ??= []) as string[]).push(value);
        else fields[key] = value;
      }
      done(null, fields);
    });
    let nextId = 500;
    xui.post('/acesso/', async (request) => {
      const { action, api_key } = request.query as { action: string; api_key: string };
      calls.push({ action, apiKey: api_key, body: (request.body ?? {}) as Call['body'] });
      if (failing) return { status: 'STATUS_FAILURE', error: 'down' };
      if (action === 'create_line') return { status: 'STATUS_SUCCESS', data: { line_id: String(nextId++) } };
      if (action === 'live_connections') return { status: 'STATUS_SUCCESS', data: [{ user_id: '500', user_ip: '177.10.0.9' }] };
      return { status: 'STATUS_SUCCESS', data: {} };
    });
  },
  (address) => ({ LINE_PROVIDER: 'xtream', LINE_PROVIDER_URL: `${address}/acesso/`, LINE_PROVIDER_KEY: 'chave-xui' }),
);
beforeEach(() => {
  calls = [];
  failing = false;
});

const actions = () => calls.map((c) => c.action);

describe('Xtream-Codes line provider', () => {
  it('creates, extends, turns off, lists as watching and deletes the IPTV line on the provider', async () => {
    const r = await t.createAccount({ credits: 5 });
    const token = await t.loginAs(r.username);
    const line = (await t.request('POST', '/api/users-iptv', { token, body: { isOficial: true, package: 2, credits: 1 } })).data;
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      action: 'create_line',
      apiKey: 'chave-xui',
      body: { username: line.username, password: line.password, is_trial: '0', bouquets_selected: ['2'] },
    });
    const created = Number(calls[0].body.exp_date);

    calls = [];
    await t.request('PUT', `/api/users-iptv/${line.id}`, { token, body: { action: 1, credits: 1 } });
    expect(actions()).toEqual(['edit_line', 'enable_line']);
    expect(calls[0].body).toMatchObject({ id: '500' });
    expect(Number(calls[0].body.exp_date) - created).toBeGreaterThanOrEqual(30 * 86400 - 5);

    calls = [];
    await t.request('PUT', `/api/users-iptv/${line.id}`, { token, body: { action: 0, id_iptv: line.id } });
    expect(actions()).toEqual(['edit_line', 'disable_line']);

    const listed = (await t.request('GET', '/api/users-iptv?reseller_id=0', { token })).data;
    expect(listed[0]).toMatchObject({ username: line.username, watching: '177.10.0.9', status: 'Desativado' });

    calls = [];
    expect((await t.request('PUT', `/api/recreate-line/${line.id}`, { token })).data.message).toBe(SERVER_MSG.lineRecreated);
    expect(actions()).toEqual(['delete_line', 'create_line', 'disable_line']);
    const ref = (await t.db.selectFrom('lines').select('provider_ref').where('id', '=', line.id).executeTakeFirstOrThrow()).provider_ref;
    expect(ref).toBe('501');

    calls = [];
    await t.request('PUT', `/api/users-iptv/${line.id}`, { token, body: { action: 2 } });
    expect(calls).toEqual([expect.objectContaining({ action: 'delete_line', body: { id: '501' } })]);
  });

  it('refuses with a pt-BR message and changes nothing when the provider fails: no line, no credit spent', async () => {
    const r = await t.createAccount({ credits: 5 });
    const token = await t.loginAs(r.username);
    failing = true;
    const res = await t.request('POST', '/api/users-iptv', { token, body: { isOficial: true, package: 1, credits: 2 } });
    expect(res.status).toBe(502);
    expect(res.data.message).toBe(SERVER_MSG.providerUnavailable);
    expect(await t.db.selectFrom('lines').select('id').where('account_id', '=', r.id).execute()).toEqual([]);
    expect((await t.request('GET', '/api/get-profile', { token })).data.credits).toBe(5);
    await t.checkLedgerInvariant();

    // The list still loads while the provider is down; nobody shows as watching.
    failing = false;
    const line = (await t.request('POST', '/api/users-iptv', { token, body: { isOficial: true, package: 1, credits: 1 } })).data;
    failing = true;
    const list = await t.request('GET', '/api/users-iptv?reseller_id=0', { token });
    expect(list.status).toBe(200);
    expect(list.data.map((l: { watching: string }) => l.watching)).toEqual(['']);
    // An extension the provider refuses is not charged and keeps the old expiry.
    const before = list.data[0].exp_date_timestamp;
    expect((await t.request('PUT', `/api/users-iptv/${line.id}`, { token, body: { action: 1, credits: 1 } })).status).toBe(502);
    const after = (await t.request('GET', '/api/users-iptv?reseller_id=0', { token })).data[0];
    expect(after.exp_date_timestamp).toBe(before);
    expect((await t.request('GET', '/api/get-profile', { token })).data.credits).toBe(4);
  });

  it('keeps P2P lines in the panel: the Xtream-Codes panel only serves IPTV', async () => {
    const r = await t.createAccount({ credits: 5 });
    const token = await t.loginAs(r.username);
    expect((await t.request('POST', '/api/users-p2p', { token, body: { isOficial: true, productid: 9, credits: 1, nota: 'cliente' } })).status).toBe(200);
    expect(calls).toEqual([]);
  });

  it("the admin's bulk actions reach the provider line by line (off, then deleted)", async () => {
    const r = await t.createAccount({ credits: 5 });
    const token = await t.loginAs(r.username);
    await t.request('POST', '/api/users-iptv', { token, body: { isOficial: false, package: 1, test_hours: 2 } });
    const ref = (await t.db.selectFrom('lines').select('provider_ref').where('account_id', '=', r.id).executeTakeFirstOrThrow()).provider_ref;
    const admin = await t.loginAs('admin', ADMIN_PASSWORD);
    calls = [];
    await t.request('POST', '/api/settings', { token: admin, body: { action: SETTINGS_ACTION.blockIptvTests } });
    expect(calls.filter((c) => c.body.id === ref).map((c) => c.action)).toEqual(['edit_line', 'disable_line']);
    calls = [];
    await t.request('POST', '/api/settings', { token: admin, body: { action: SETTINGS_ACTION.unblockIptvTests } });
    await t.request('POST', '/api/settings', { token: admin, body: { action: SETTINGS_ACTION.deleteIptvTests } });
    expect(calls.filter((c) => c.body.id === ref).map((c) => c.action)).toEqual(['edit_line', 'enable_line', 'delete_line']);
  });
});
