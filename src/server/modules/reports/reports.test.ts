import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { lastMonths, monthKey } from '../../../shared/dates';
import { PROBES_PER_MINUTE } from '../../../shared/rules';
import { MSG } from '../../../shared/messages';
import { SERVER_MSG } from '../../messages';
import { ADMIN_PASSWORD, useTestApp } from '../../test/harness';

const t = useTestApp();
// The months of the logs and reports are the clock's: a fixed day of the panel's years (they start in
// 2022), never the machine's, which `npm run test:dates` moves as far back as 2018.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-15T12:00:00-03:00'), shouldAdvanceTime: true });
});
afterAll(() => {
  vi.useRealTimers();
});
let admin: string;
beforeAll(async () => {
  admin = await t.loginAs('admin', ADMIN_PASSWORD);
});

async function network() {
  const m = await t.createAccount({ profile: 'master', permissions: ['export_all'] });
  await t.request('PUT', `/api/reg-users/${m.id}`, { token: admin, body: { action: 0, credits: 50, sale: 4, reason: 'compra' } });
  const child = await t.createAccount({ ownerId: m.id });
  const token = await t.loginAs(m.username);
  await t.request('PUT', `/api/reg-users/${child.id}`, { token, body: { action: 0, credits: 10, sale: 6.5, reason: 'venda <script>x</script>' } });
  await t.request('PUT', `/api/reg-users/${child.id}`, { token, body: { action: 0, credits: -2 } });
  return { m, child, token };
}

describe('GET /api/log', () => {
  it('lists the credit movements of the caller, filtered by type and text, with sanitised HTML', async () => {
    const { token, child } = await network();
    const [year, month] = lastMonths(1)[0].key.split('-').map(Number);
    const res = await t.request('GET', `/api/log?log_type=Credits&year=${year}&month=${month}`, { token });
    expect(res.data.logs.total).toBe(2);
    expect(res.data.logs.data[1].acao).toContain(child.username);
    expect(res.data.logs.data[1].acao).not.toContain('<script>');
    expect(res.data.logs.data[0]).toMatchObject({ type: 'Credits', ip: '127.0.0.1' });
    expect((await t.request('GET', '/api/log?search=Removeu', { token })).data.logs.total).toBe(1);
    expect((await t.request('GET', '/api/log?log_type=IPTV', { token })).data.logs.total).toBe(0);
  });

  it("reads a sub-reseller's logs, never another branch's", async () => {
    const { token, child } = await network();
    const other = await t.createAccount();
    expect((await t.request('GET', `/api/log?reseller=${child.id}`, { token })).status).toBe(200);
    expect((await t.request('GET', `/api/log?reseller=${other.id}`, { token })).status).toBe(404);
    expect((await t.request('GET', '/api/log?year=1999', { token })).status).toBe(422);
  });

  it('exports the logs as CSV only with the export_all permission', async () => {
    const { token, child } = await network();
    const csv = await t.request('POST', '/api/export-logs-all', { token, body: {} });
    expect(csv.status).toBe(200);
    expect(String(csv.data)).toContain('ID;Revenda;Usuário;Tipo;Ação;Data;IP');
    expect(String(csv.data)).not.toContain('<b>');
    // The app asks the same call for the rows it writes as Excel: the permission holds for them too.
    const rows = await t.request('POST', '/api/export-logs-all', { token, body: { format: 'json' } });
    expect(rows.data.length).toBeGreaterThan(0);
    expect(rows.data[0]).toMatchObject({
      id: expect.any(Number),
      revenda: expect.any(String),
      acao: expect.any(String),
      date: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}/),
    });
    const childToken = await t.loginAs(child.username);
    for (const format of ['csv', 'json']) {
      expect((await t.request('POST', '/api/export-logs-all', { token: childToken, body: { format } })).status).toBe(403);
      expect((await t.request('POST', '/api/export-extract-financial', { token: childToken, body: { format } })).status).toBe(403);
    }
  });
});

describe('pt-BR numbers in logs and exports', () => {
  it('writes credits with a comma in the logs (0,6 crédito; 12,5 créditos) and R$ with a comma in the statement CSV', async () => {
    const m = await t.createAccount({ profile: 'master', credits: 30, permissions: ['export_all'] });
    const child = await t.createAccount({ ownerId: m.id });
    const token = await t.loginAs(m.username);
    await t.request('PUT', `/api/reg-users/${child.id}`, { token, body: { action: 0, credits: 12.5, sale: 2.5 } });
    await t.request('POST', '/api/users-iptv', { token, body: { isOficial: true, package: 1, credits: 0.6 } });
    const actions = (await t.request('GET', '/api/log?per_page=50', { token })).data.logs.data.map((r: { acao: string }) => r.acao).join('\n');
    expect(actions).toContain('<b>12,5 créditos</b>');
    expect(actions).toContain('(0,6 crédito)');
    expect(actions).not.toMatch(/\d\.\d/);
    const csv = String((await t.request('POST', '/api/export-extract-financial', { token, body: {} })).data);
    expect(csv).toContain('Mês;Créditos;Revenda;Tipo;Valor do crédito (R$)');
    expect(csv).toContain(`;12,5;${child.username};Enviado;2,50`);
    expect((await t.request('POST', '/api/export-extract-financial', { token, body: { format: 'json' } })).data).toContainEqual(
      expect.objectContaining({ amount: 12.5, reseller: child.username, type: 'Enviado', value: 2.5 }),
    );
  });
});

describe('GET /api/extract', () => {
  it("gives the monthly statement with the credit's value (the sale price of one credit, not the total)", async () => {
    const { token, m, child } = await network();
    const res = await t.request('GET', '/api/extract', { token });
    const byType = Object.fromEntries(res.data.extracts.map((e: { type: string }) => [e.type, e]));
    expect(byType.Recebido).toMatchObject({ amount: 50, reseller: 'admin', value: 4 });
    expect(byType.Enviado).toMatchObject({ amount: 10, reseller: child.username, value: 6.5 });
    expect(byType.Devolvido).toMatchObject({ amount: 2, reseller: child.username });
    expect(res.data.resellers).toEqual([{ label: m.username, value: m.id }]);
    const childView = await t.request('GET', `/api/extract?target=${child.id}`, { token });
    expect(childView.data.extracts.find((e: { type: string }) => e.type === 'Recebido')).toMatchObject({ amount: 10, reseller: m.username });
    const other = await t.createAccount();
    expect((await t.request('GET', `/api/extract?target=${other.id}`, { token })).data.message).toBe(MSG.resellerNotFound);
  });

  it('lists the newest month first, whatever order the movements were written in, one line per credit value', async () => {
    const m = await t.createAccount({ profile: 'master', credits: 100 });
    const [ana, bia] = [await t.createAccount({ ownerId: m.id }), await t.createAccount({ ownerId: m.id })];
    const token = await t.loginAs(m.username);
    const give = (id: number, credits: number, sale: number) => t.request('PUT', `/api/reg-users/${id}`, { token, body: { action: 0, credits, sale } });
    const [twoAgo, oneAgo, thisMonth] = lastMonths(3);
    // Written reseller by reseller (ana's two months, then bia's), dated across the months.
    const dated: [() => Promise<unknown>, number][] = [
      [() => give(ana.id, 10, 5), twoAgo.start + 1000],
      [() => give(ana.id, 3, 5), thisMonth.start + 1000],
      [() => give(ana.id, 2, 7), thisMonth.start + 2000],
      [() => give(bia.id, 4, 6), oneAgo.start + 1000],
    ];
    for (const [send, at] of dated) {
      await send();
      const { id } = await t.db.selectFrom('ledger_entries').select('id').where('from_account_id', '=', m.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
      await t.db.updateTable('ledger_entries').set({ created_at: at }).where('id', '=', id).execute();
    }
    const { extracts, dates } = (await t.request('GET', '/api/extract', { token })).data;
    const sent = extracts.filter((e: { type: string }) => e.type === 'Enviado');
    expect(sent.map((e: { date: string; reseller: string; amount: number; value: number }) => [e.date, e.reseller, e.amount, e.value])).toEqual([
      [monthKey(thisMonth.start), ana.username, 2, 7],
      [monthKey(thisMonth.start), ana.username, 3, 5],
      [monthKey(oneAgo.start), bia.username, 4, 6],
      [monthKey(twoAgo.start), ana.username, 10, 5],
    ]);
    expect(dates).toEqual([thisMonth, oneAgo, twoAgo].map((month) => monthKey(month.start)));
  });
});

describe('GET /api/get-reports', () => {
  it('sums six months of sales in R$ and lists six months of new users', async () => {
    const { token } = await network();
    const res = await t.request('GET', '/api/get-reports', { token });
    const months = Object.keys(res.data.financeiro);
    expect(months).toHaveLength(6);
    expect(res.data.financeiro[months[5]]).toBe(65);
    expect(res.data.novos_usuarios_iptv).toHaveLength(6);
    expect(res.data.novos_usuarios_iptv[5].mes).toBe(months[5]);
  });

  it('counts the new lines of the subtree per month: IPTV, P2P and migrated', async () => {
    const { token, child } = await network();
    const childToken = await t.loginAs(child.username);
    await t.request('POST', '/api/users-iptv', { token: childToken, body: { isOficial: true, package: 1 } });
    const p2p = await t.request('POST', '/api/users-p2p', { token: childToken, body: { isOficial: false, productid: 9, nota: 'teste' } });
    await t.request('PUT', `/api/users-p2p/${p2p.data.id}`, { token: childToken, body: { action: 6, package: 1 } });
    const res = await t.request('GET', '/api/get-reports', { token });
    expect([res.data.novos_usuarios_iptv[5].users, res.data.novos_usuarios_p2p[5].users, res.data.novos_usuarios_migrados[5].users]).toEqual([1, 0, 1]);
  });

  it('answers an account PROBES_PER_MINUTE times a minute, then a pt-BR 429 for that account only', async () => {
    const [one, other] = [await t.createAccount(), await t.createAccount()];
    const [token, otherToken] = [await t.loginAs(one.username), await t.loginAs(other.username)];
    const answers = await Promise.all(Array.from({ length: PROBES_PER_MINUTE }, () => t.request('GET', '/api/get-reports', { token })));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await t.request('GET', '/api/get-reports', { token })).toMatchObject({ status: 429, data: { message: SERVER_MSG.tooManyRequests } });
    expect((await t.request('GET', '/api/get-reports', { token: otherToken })).status).toBe(200);
  });
});
