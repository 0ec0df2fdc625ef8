// A refused field answers in the screen's words: the field's pt-BR label and the spec's message, so the
// screens can list them under 'Atenção' (spec section 5) instead of a bare 'Dados inválidos'.
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../shared/messages';
import { SERVER_MSG } from './messages';
import { useTestApp } from './test/harness';

const t = useTestApp();
let master: string;
beforeAll(async () => {
  const m = await t.createAccount({ profile: 'master', credits: 20 });
  master = await t.loginAs(m.username);
});

describe('422 field errors', () => {
  it('name the field in pt-BR: a P2P name with spaces, an 80-digit IPTV username, a reseller username with a space', async () => {
    const p2p = await t.request('POST', '/api/users-p2p', {
      token: master,
      body: { isOficial: true, name: 'joão da silva', productid: 9, credits: 1, nota: 'cliente' },
    });
    expect(p2p).toMatchObject({ status: 422, data: { message: SERVER_MSG.invalidInput, errors: { name: ['O campo Nome não está no formato correto.'] } } });
    const iptv = await t.request('POST', '/api/users-iptv', { token: master, body: { isOficial: true, username: '9'.repeat(80), package: 1, credits: 1 } });
    expect(iptv.data.errors).toEqual({ username: ['O campo Usuário não está no formato correto.'] });
    const reseller = await t.request('POST', '/api/reg-users', { token: master, body: { username: 'nova revenda', password: 'Senha-123' } });
    expect(reseller.data.errors).toEqual({ username: ['O campo Usuário não está no formato correto.'] });
  });

  it('refuses a reseller with negative credits, names a missing field as required and a short one as incomplete, and keeps a refinement’s own text', async () => {
    const negative = await t.request('POST', '/api/reg-users', { token: master, body: { username: 'nova.revenda', password: 'Senha-123', credits: -5 } });
    expect(negative).toMatchObject({ status: 422, data: { errors: { credits: ['O campo Créditos não está no formato correto.'] } } });
    expect(await t.db.selectFrom('accounts').select('id').where('username', '=', 'nova.revenda').executeTakeFirst()).toBeUndefined();
    const missing = await t.request('POST', '/api/reg-users', { token: master, body: { username: 'ab', password: 'x;yz1' } });
    expect(missing.data.errors).toEqual({ username: ['O campo Usuário está incompleto.'], password: [MSG.passwordSpecialChars] });
    const noPassword = await t.request('POST', '/api/reg-users', { token: master, body: { username: 'nova.revenda' } });
    expect(noPassword.data.errors).toEqual({ password: ['O campo Senha é necessário.'] });
  });
});

describe('numbers are numbers (issue 42)', () => {
  it('refuses an array, an empty text, a boolean or null where a number goes, changing nothing; a numeral text still counts', async () => {
    const line = (await t.request('POST', '/api/users-iptv', { token: master, body: { isOficial: true, package: 1, credits: 1 } })).data;
    const before = await t.snapshot();
    for (const on of [[], '', [1], true, null, ' ', '1e3x'])
      expect((await t.request('PUT', `/api/users-iptv/${line.id}`, { token: master, body: { action: 0, on } })).status, JSON.stringify(on)).toBe(422);
    for (const credits of [[1], '', true])
      expect((await t.request('PUT', `/api/users-iptv/${line.id}`, { token: master, body: { action: 1, credits } })).status, JSON.stringify(credits)).toBe(422);
    expect(await t.snapshot()).toBe(before);
    // A body that is JSON null is no body of the call's shape.
    const nothing = await t.app.inject({
      method: 'POST',
      url: '/api/get-iptv-packages',
      headers: { authorization: `Bearer ${master}`, 'content-type': 'application/json' },
      payload: 'null',
    });
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json().message).toBe(SERVER_MSG.invalidInput);
    // What query strings and forms send: numerals.
    expect((await t.request('PUT', `/api/users-iptv/${line.id}`, { token: master, body: { action: 0, on: '0' } })).status).toBe(200);
    expect((await t.request('GET', '/api/reg-users?page=1&per_page=10', { token: master })).status).toBe(200);
  });
});
