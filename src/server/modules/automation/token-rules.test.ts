// What an API token may do and how long it lives (issue 42, the lows): taking credits back is a scope
// of its own, a validity is a real day within a year, and the refused calls of a token over its limit
// leave one log row a minute.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTOMATION_MSG } from '../../../shared/automation/texts';
import { endOfDayOf } from '../../../shared/dates';
import { useTestApp } from '../../test/harness';

const t = useTestApp();

afterEach(() => {
  vi.useRealTimers();
});

async function master() {
  const account = await t.createAccount({ profile: 'master', credits: 20 });
  const session = await t.loginAs(account.username);
  const below = await t.createAccount({ ownerId: account.id, credits: 5 });
  return { account, session, below };
}

const newToken = (session: string, body: Record<string, unknown>) =>
  t.request('POST', '/api/me/api-tokens', { token: session, body: { name: 'bot', scopes: ['creditos:ler'], ...body } });

describe('the credit scopes', () => {
  it("'Revendas: enviar créditos' sends, never takes back; 'Revendas: retirar créditos' takes back, never sends", async () => {
    const { session, below } = await master();
    const send = (await newToken(session, { scopes: ['revendas:creditos'] })).data.secret as string;
    const take = (await newToken(session, { scopes: ['revendas:retirar'] })).data.secret as string;
    const move = (token: string, credits: number) => t.request('PUT', `/api/reg-users/${below.id}`, { token, body: { action: 0, credits } });

    expect((await move(send, 1)).status).toBe(200);
    expect(await move(send, -0.5)).toMatchObject({ status: 403, data: { message: AUTOMATION_MSG.tokenOutOfScope } });
    expect(await t.creditsOf(below.id)).toBe(6);
    expect((await move(take, -0.5)).status).toBe(200);
    expect(await move(take, 1)).toMatchObject({ status: 403, data: { message: AUTOMATION_MSG.tokenOutOfScope } });
    expect(await t.creditsOf(below.id)).toBe(5.5);
    expect(await t.checkLedgerInvariant()).toEqual([]);
  });
});

describe("a token's validity", () => {
  it('is a day that exists, from today to a year ahead; anything else is refused in pt-BR and creates nothing', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T12:00:00-03:00') });
    const { session } = await master();
    const before = await t.countRows('api_tokens');
    for (const day of ['2026-13-45', '2027-02-29', '2026-11-31', '9999-12-31', '2027-12-02', '2026-11-30']) {
      const res = await newToken(session, { expires_on: day });
      expect([day, res.status], JSON.stringify(res.data)).toEqual([day, 422]);
      expect(res.data.errors.expires_on[0]).toMatch(/^(Data de validade inválida\.|A validade vai de hoje a um ano a partir de hoje\.)$/);
    }
    expect(await t.countRows('api_tokens')).toBe(before);
    for (const day of ['2026-12-01', '2027-12-01', '2027-02-28']) {
      const res = await newToken(session, { expires_on: day });
      expect([day, res.status], JSON.stringify(res.data)).toEqual([day, 200]);
      expect(Date.parse(res.data.token.expires_at)).toBe(endOfDayOf(day));
    }
  });
});

describe("a token's limit", () => {
  it('counts every call of the token, whatever the route; the refused ones leave one log row a minute with their count', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T12:00:10-03:00') });
    const account = await t.createAccount({ credits: 5 });
    const session = await t.loginAs(account.username);
    const token = (await newToken(session, { name: 'bot-lento', scopes: ['iptv:ler'], per_minute: 3 })).data.secret as string;
    const call = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    expect((await call('/api/users-iptv')).statusCode).toBe(200);
    expect((await call('/api/users-iptv/changes')).statusCode).toBe(200);
    expect((await call('/api/users-iptv')).statusCode).toBe(200);
    // The fourth call of the minute, on another route, is over the limit too (ten seconds later).
    vi.setSystemTime(new Date('2026-12-01T12:00:20-03:00'));
    expect((await call('/api/users-iptv/changes')).statusCode).toBe(429);
    for (let i = 0; i < 96; i++) expect((await call('/api/users-iptv')).statusCode).toBe(429);
    const rows = () =>
      t.db.selectFrom('activity_log').select('action').where('account_id', '=', account.id).where('action', 'like', 'via token%').orderBy('id').execute();
    const refused = async () => (await rows()).filter((r) => r.action.includes('recusad'));
    await vi.waitFor(
      async () => expect((await refused()).map((r) => r.action)).toEqual([expect.stringContaining('97 chamadas recusadas pelo limite de 3 por minuto')]),
      {
        timeout: 20_000,
      },
    );
    expect(await rows()).toHaveLength(4);
    // The token's last use is its last answered call, not a refusal.
    const listed = (await t.request('GET', '/api/me/api-tokens', { token: session })).data.tokens[0];
    expect(Date.parse(listed.last_used_at)).toBe(Date.parse('2026-12-01T12:00:10-03:00'));
  });
});
