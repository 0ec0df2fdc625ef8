// 'Alterações' (issue 30), through the app: each change with its fields before and after, written in
// the change's transaction (a refused change leaves none), a row's 'Histórico', secrets never shown,
// the token a change came through, the subtree, and the admin's period with its purge.
import { describe, expect, it } from 'vitest';
import { SECRET_CHANGED } from '../../../shared/audit/texts';
import type { AuditRow } from '../../../shared/audit/schemas';
import { ADMIN_PASSWORD, useTestApp } from '../../test/harness';
import { setFlag } from '../../core/settings';
import { purgeAudit } from './service';

const t = useTestApp();

const changes = async (token: string, query = '') => {
  const res = await t.request('GET', `/api/alteracoes${query}`, { token });
  expect(res.status, JSON.stringify(res.data)).toBe(200);
  return res.data.rows as AuditRow[];
};
const fields = (row: AuditRow) => Object.fromEntries(row.changes.map((c) => [c.label, [c.before, c.after]]));

describe("'Alterações'", () => {
  it("shows the exact before and after of a reseller's credits, permissions and a line's package, and each row's 'Histórico'", async () => {
    const master = await t.createAccount({ profile: 'master', credits: 50 });
    const masterToken = await t.loginAs(master.username);
    const reseller = await t.createAccount({ ownerId: master.id, credits: 10 });
    const admin = await t.loginAs('admin', ADMIN_PASSWORD);

    expect((await t.request('PUT', `/api/reg-users/${reseller.id}`, { token: masterToken, body: { action: 0, credits: 5 } })).status).toBe(200);
    expect((await t.request('PUT', `/api/reg-users/${reseller.id}/permissions`, { token: admin, body: { permissions: ['export_all'] } })).status).toBe(200);
    const resellerToken = await t.loginAs(reseller.username);
    const line = (await t.request('POST', '/api/users-p2p', { token: resellerToken, body: { isOficial: true, productid: 9, credits: 1, nota: 'cliente' } }))
      .data;
    expect((await t.request('PUT', `/api/users-p2p/${line.id}`, { token: resellerToken, body: { action: 5, product_id: 10 } })).status).toBe(200);

    const history = await changes(masterToken, `?kind=revenda&item=${reseller.id}`);
    expect(history.map((r) => r.action)).toEqual(['Alterou as permissões', 'Adicionou créditos']);
    const [permissions, credits] = history;
    expect(credits.actor).toBe(master.username);
    expect(fields(credits)).toEqual({ Créditos: ['10 créditos', '15 créditos'] });
    expect(fields(permissions)).toEqual({ Permissões: ['', 'Exportar logs e extrato'] });
    expect(permissions.actor).toBe('admin');
    expect(history.every((r) => r.kind === 'revenda' && r.item_id === String(reseller.id))).toBe(true);

    const lineHistory = await changes(masterToken, `?kind=linha&item=${line.id}`);
    expect(lineHistory.map((r) => r.action)).toEqual(['Alterou a linha', 'Criou a linha']);
    const plans = await t.db.selectFrom('line_packages').select(['id', 'name']).where('id', 'in', [9, 10]).orderBy('id').execute();
    expect(fields(lineHistory[0])).toEqual({ Pacote: plans.map((p) => p.name) });
    expect(fields(lineHistory[1])).toMatchObject({ Tipo: [null, 'P2P'], Nota: [null, 'cliente'] });
    expect(JSON.stringify(lineHistory)).not.toContain(line.password);
  });

  it('records nothing of a change that was refused or rolled back', async () => {
    const master = await t.createAccount({ profile: 'master', credits: 5 });
    const token = await t.loginAs(master.username);
    const reseller = await t.createAccount({ ownerId: master.id, credits: 1 });
    const before = await t.db.selectFrom('audit_log').select('id').execute();
    // More than the master has, then more than the reseller has: both refused.
    expect((await t.request('PUT', `/api/reg-users/${reseller.id}`, { token, body: { action: 0, credits: 500 } })).status).toBeGreaterThanOrEqual(400);
    expect((await t.request('PUT', `/api/reg-users/${reseller.id}`, { token, body: { action: 0, credits: -50 } })).status).toBeGreaterThanOrEqual(400);
    expect(await t.db.selectFrom('audit_log').select('id').execute()).toEqual(before);
  });

  it('never shows a password, tells the token a change came through, and keeps each account to its own subtree', async () => {
    const master = await t.createAccount({ profile: 'master', credits: 20 });
    const token = await t.loginAs(master.username);
    const reseller = await t.createAccount({ ownerId: master.id });
    const stranger = await t.createAccount({ profile: 'master' });
    const strangerToken = await t.loginAs(stranger.username);
    const edit = { action: 1, username: reseller.username, password: 'Nova-senha-123', password_confirmation: 'Nova-senha-123' };
    expect((await t.request('PUT', `/api/reg-users/${reseller.id}`, { token, body: edit })).status).toBe(200);
    const [edited] = await changes(token, `?kind=revenda&item=${reseller.id}`);
    expect(fields(edited)).toEqual({ Senha: [SECRET_CHANGED, SECRET_CHANGED] });
    expect(JSON.stringify(edited)).not.toContain('Nova-senha-123');
    expect(await changes(strangerToken, `?kind=revenda&item=${reseller.id}`)).toEqual([]);
    expect(await changes(await t.loginAs(reseller.username, 'Nova-senha-123'), `?kind=revenda&item=${reseller.id}`)).toHaveLength(1);

    const bot = await t.request('POST', '/api/me/api-tokens', { token, body: { name: 'loja', scopes: ['revendas:creditos'] } });
    expect((await t.request('PUT', `/api/reg-users/${reseller.id}`, { token: bot.data.secret, body: { action: 0, credits: 2 } })).status).toBe(200);
    const [viaToken] = await changes(token, `?kind=revenda&item=${reseller.id}`);
    expect(viaToken).toMatchObject({ action: 'Adicionou créditos', actor: master.username, via: 'token loja' });
    expect((await changes(token, '?kind=token')).map((r) => r.action)).toEqual(['Criou o token']);
    expect(await changes(token, `?actor=${stranger.username}`)).toEqual([]);
  });

  it("keeps the admin's period: older records are purged, and only the admin sets it", async () => {
    const admin = await t.loginAs('admin', ADMIN_PASSWORD);
    const reseller = await t.createAccount({ credits: 1 });
    expect((await t.request('PUT', '/api/alteracoes/prazo', { token: await t.loginAs(reseller.username), body: { days: 90 } })).status).toBe(403);
    expect((await t.request('PUT', '/api/alteracoes/prazo', { token: admin, body: { days: 10 } })).status).toBe(422);
    expect((await t.request('PUT', '/api/alteracoes/prazo', { token: admin, body: { days: 90 } })).status).toBe(200);
    expect((await t.request('GET', '/api/alteracoes', { token: admin })).data.days).toBe(90);
    expect((await t.request('POST', '/api/settings', { token: admin, body: { action: 1 } })).status).toBe(200);
    const [flag] = await changes(admin, '?kind=configuracao');
    expect(flag.changes).toHaveLength(1);
    await t.backdate('audit_log', 'created_at', 91, 'id', flag.id);
    expect(await purgeAudit(t.db)).toBeGreaterThanOrEqual(1);
    expect((await changes(admin, '?kind=configuracao')).map((r) => r.id)).not.toContain(flag.id);
  });

  it("records the admin's balancers, DNS and a master's announcements, each with its before and after", async () => {
    const admin = await t.loginAs('admin', ADMIN_PASSWORD);
    const balancer = await t.request('POST', '/api/balancers', { token: admin, body: { name: 'SP-1', ip: '10.0.0.1' } });
    const id = balancer.data.data.id;
    await t.request('PUT', `/api/balancers/${id}`, { token: admin, body: { name: 'SP-1', ip: '10.0.0.2' } });
    await t.request('DELETE', `/api/balancers/${id}`, { token: admin });
    expect((await changes(admin, `?kind=balanceador&item=${id}`)).map((r) => [r.action, fields(r)])).toEqual([
      ['Excluiu balanceador', { Nome: ['SP-1', null], IP: ['10.0.0.2', null] }],
      ['Alterou balanceador', { IP: ['10.0.0.1', '10.0.0.2'] }],
      ['Criou balanceador', { Nome: [null, 'SP-1'], IP: [null, '10.0.0.1'] }],
    ]);
    const dns = await t.request('POST', '/api/dns', { token: admin, body: { name: 'Principal', dns: 'tv.exemplo.com' } });
    expect(fields((await changes(admin, `?kind=dns&item=${dns.data.data.id}`))[0])).toEqual({ Nome: [null, 'Principal'], DNS: [null, 'tv.exemplo.com'] });

    const master = await t.createAccount({ profile: 'master' });
    const token = await t.loginAs(master.username);
    await t.request('POST', '/api/anuncios', { token, body: { titulo: 'Manutenção', mensagem: '<p>Hoje às 22h</p>', type: 1 } });
    const [published] = await changes(token, '?kind=anuncio');
    expect(published).toMatchObject({ action: 'Publicou o anúncio', actor: master.username });
    expect(fields(published)).toMatchObject({ Título: [null, 'Manutenção'], Texto: [null, 'Hoje às 22h'] });
    // The admin's lists are not a master's to read.
    expect(await changes(token, '?kind=balanceador')).toEqual([]);
  });
});

describe('the address of who made a change (issue 42)', () => {
  it('is shown to that account and the ones above it, never to the account below that it changed', async () => {
    const master = await t.createAccount({ profile: 'master', credits: 20 });
    const masterToken = await t.loginAs(master.username);
    const sub = await t.createAccount({ ownerId: master.id, credits: 2 });
    const subToken = await t.loginAs(sub.username);
    const admin = await t.loginAs('admin', ADMIN_PASSWORD);
    const ADMIN_IP = '203.0.113.7';
    const MASTER_IP = '198.51.100.4';
    const SUB_IP = '192.0.2.55';
    expect(
      (await t.request('PUT', `/api/reg-users/${sub.id}/permissions`, { token: admin, from: ADMIN_IP, body: { permissions: ['export_all'] } })).status,
    ).toBe(200);
    expect((await t.request('PUT', `/api/reg-users/${sub.id}`, { token: masterToken, from: MASTER_IP, body: { action: 0, credits: 1 } })).status).toBe(200);
    const ticket = (await t.request('POST', '/api/ticket', { token: subToken, from: SUB_IP, body: { title: 'Canal', category: 1, content: 'Trava.' } })).data
      .id;
    expect((await t.request('PUT', `/api/ticket/${ticket}`, { token: admin, from: ADMIN_IP, body: { mensagem: 'Resolvido.' } })).status).toBe(200);

    const ips = async (token: string) => Object.fromEntries((await changes(token, `?kind=revenda&item=${sub.id}`)).map((r) => [r.actor, r.ip]));
    expect(await ips(subToken)).toEqual({ admin: '', [master.username]: '' });
    expect(await ips(masterToken)).toEqual({ admin: '', [master.username]: MASTER_IP });
    expect(await ips(admin)).toEqual({ admin: ADMIN_IP, [master.username]: MASTER_IP });

    // The log of the account: the admin's answer to its ticket, and its own opening.
    const logIps = async (token: string, query = '') => {
      const rows = (await t.request('GET', `/api/log${query}`, { token })).data.logs.data as { usuario: string; ip: string; type: string }[];
      return Object.fromEntries(rows.filter((r) => r.type === 'Tickets').map((r) => [r.usuario, r.ip]));
    };
    expect(await logIps(subToken)).toEqual({ admin: '', [sub.username]: SUB_IP });
    expect(await logIps(masterToken, `?reseller=${sub.id}`)).toEqual({ admin: '', [sub.username]: SUB_IP });
    expect(await logIps(admin, `?reseller=${sub.id}`)).toEqual({ admin: ADMIN_IP, [sub.username]: SUB_IP });
  });
});

describe("'Alterações' that read as the screens do (issue 43)", () => {
  const packageName = async (id: number) => (await t.db.selectFrom('line_packages').select('name').where('id', '=', id).executeTakeFirstOrThrow()).name;

  it('names the package, the reseller and the owner, says WhatsApp, the token permissions by their labels and 0 créditos', async () => {
    const admin = await t.loginAs('admin', ADMIN_PASSWORD);
    const first = await t.createAccount({ profile: 'master', credits: 20 });
    const second = await t.createAccount({ profile: 'master' });
    const reseller = await t.createAccount({ ownerId: first.id });
    const firstToken = await t.loginAs(first.username);
    expect((await t.request('PUT', `/api/reg-users/${reseller.id}`, { token: firstToken, body: { action: 0, credits: 5 } })).status).toBe(200);
    const edit = { action: 1, username: reseller.username, email: '5511914491249', newMaster: second.id };
    expect((await t.request('PUT', `/api/reg-users/${reseller.id}`, { token: admin, body: edit })).status).toBe(200);
    const [edited, credited] = await changes(admin, `?kind=revenda&item=${reseller.id}`);
    expect(fields(credited)).toEqual({ Créditos: ['0 créditos', '5 créditos'] });
    expect(fields(edited)).toEqual({ WhatsApp: ['', '5511914491249'], Dono: [first.username, second.username] });

    const resellerToken = await t.loginAs(reseller.username);
    const line = (await t.request('POST', '/api/users-iptv', { token: resellerToken, body: { isOficial: true, package: 1, credits: 1 } })).data;
    const [created] = await changes(admin, `?kind=linha&item=${line.id}`);
    expect(fields(created)).toMatchObject({ Pacote: [null, await packageName(1)], Revenda: [null, reseller.username] });
    // Created, a secret has not changed: it is not shown.
    expect(fields(created)).not.toHaveProperty('Senha');

    const scopes = ['iptv:ler', 'iptv:vender'];
    expect((await t.request('POST', '/api/me/api-tokens', { token: resellerToken, body: { name: 'loja', scopes } })).status).toBe(200);
    const [token] = await changes(resellerToken, '?kind=token');
    expect(fields(token)).toMatchObject({ Permissões: [null, 'Linhas IPTV: ler, Linhas IPTV: criar e renovar'] });
  });

  it("files a reseller's restore where its owner and those above see it, even once it is deleted again; a restore shows no password", async () => {
    const admin = await t.loginAs('admin', ADMIN_PASSWORD);
    const top = await t.createAccount({ profile: 'master' });
    const owner = await t.createAccount({ profile: 'master', ownerId: top.id });
    const reseller = await t.createAccount({ ownerId: owner.id });
    const remove = () => t.request('PUT', `/api/reg-users/${reseller.id}`, { token: admin, body: { action: 3 } });
    expect((await remove()).status).toBe(200);
    const [entry] = (await t.request('GET', '/api/lixeira/revendas', { token: admin })).data.rows;
    expect((await t.request('POST', `/api/lixeira/revendas/${entry.id}/restaurar`, { token: admin, body: {} })).status).toBe(200);
    expect((await remove()).status).toBe(200);

    for (const account of [owner, top]) {
      const history = await changes(await t.loginAs(account.username), `?kind=revenda&item=${reseller.id}`);
      expect(history.map((r) => r.action)).toEqual(['Moveu a revenda para a lixeira', 'Restaurou a revenda da lixeira', 'Moveu a revenda para a lixeira']);
      const restored = history[1];
      expect(fields(restored)).toMatchObject({ Usuário: [null, reseller.username], Dono: [null, owner.username] });
      expect(fields(restored)).not.toHaveProperty('Senha');
      expect(fields(history[0])).not.toHaveProperty('Senha');
    }
  });

  it('names the trial page as who made the test it gave', async () => {
    // An earlier case switched a function: the page's tests need theirs on.
    for (const flag of ['iptv', 'tests', 'test_iptv'] as const) await setFlag(t.db, flag, true);
    const reseller = await t.createAccount();
    const token = await t.loginAs(reseller.username);
    const page = await t.request('PUT', '/api/me/teste-automatico', {
      token,
      body: { enabled: true, kind: 'iptv', package_id: 1, test_hours: 3, whatsapp: '(11) 4000-1000' },
    });
    expect(page.status, JSON.stringify(page.data)).toBe(200);
    const asked = await t.request('POST', `/api/t/${page.data.page.code}`, {
      body: { name: 'Maria Cliente', whatsapp: '(11) 97000-4301' },
      from: '203.0.113.201',
    });
    expect(asked.status, JSON.stringify(asked.data)).toBe(200);
    const [created] = await changes(token, '?kind=linha');
    expect(created).toMatchObject({ action: 'Criou a linha', actor: 'Página de teste', item_label: asked.data.line.username });
  });
});
