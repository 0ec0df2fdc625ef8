import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { buildWorkbook } from '../../../shared/excel';
import type { ExcelExport } from '../../../shared/platform';
import { TICKET_MSG } from '../../../shared/tickets/texts';
import { VALIDATION } from '../../../shared/messages';
import { ADMIN_PASSWORD, useTestApp } from '../../test/harness';

// The tree: admin > master > reseller > sub; master > sibling; admin > unrelated.
const t = useTestApp();
const tok = {} as Record<'admin' | 'master' | 'reseller' | 'sub' | 'sibling' | 'unrelated', string>;
const ids = {} as Record<keyof typeof tok, number>;

beforeAll(async () => {
  const master = await t.createAccount({ profile: 'master' });
  const reseller = await t.createAccount({ ownerId: master.id, profile: 'master' });
  const sub = await t.createAccount({ ownerId: reseller.id });
  const sibling = await t.createAccount({ ownerId: master.id });
  const unrelated = await t.createAccount();
  for (const [k, a] of Object.entries({ master, reseller, sub, sibling, unrelated })) {
    tok[k as keyof typeof tok] = await t.loginAs(a.username);
    ids[k as keyof typeof tok] = a.id;
  }
  tok.admin = await t.loginAs('admin', ADMIN_PASSWORD);
  ids.admin = t.admin.id;
});

type Who = keyof typeof tok;
const open = async (who: Who, body: Record<string, unknown> = {}) => {
  const res = await t.request('POST', '/api/ticket', {
    token: tok[who],
    body: { title: 'Canal travando', category: 1, content: 'O canal trava à noite.', ...body },
  });
  expect(res.status, JSON.stringify(res.data)).toBe(200);
  return res.data.id as number;
};
const get = (who: Who, id: number) => t.request('GET', `/api/ticket/${id}`, { token: tok[who] });
const reply = (who: Who, id: number, body: Record<string, unknown>) => t.request('PUT', `/api/ticket/${id}`, { token: tok[who], body });
const finish = (who: Who, id: number) => t.request('GET', `/api/finishTicket/${id}`, { token: tok[who] });
const block = (who: Who, id: number) => t.request('GET', `/api/ticket-block/${id}`, { token: tok[who] });
const statusOf = async (id: number) => (await get('admin', id)).data.status as number;

describe('creating a ticket', () => {
  it('answers 422 with the pt-BR field messages, never a 500', async () => {
    const empty = await t.request('POST', '/api/ticket', { token: tok.reseller, body: {} });
    expect(empty.status).toBe(422);
    expect(empty.data.errors.title).toEqual(['O campo Título é necessário.']);
    expect(empty.data.errors.category).toEqual(['O campo Categoria é necessário.']);
    const tv = await t.request('POST', '/api/ticket', { token: tok.reseller, body: { title: 'Sem sinal', category: 2, content: 'x' } });
    expect(tv.status).toBe(422);
    expect(tv.data.errors.tech).toEqual([TICKET_MSG.techRequired]);
    expect(tv.data.errors.channels).toEqual([TICKET_MSG.channelRequired]);
    const noContent = await t.request('POST', '/api/ticket', { token: tok.reseller, body: { title: 'a', category: 1 } });
    expect(noContent.data.errors.content).toEqual(['O campo Descrição é necessário.']);
    // A body that is not JSON at all is refused before the schema (415).
    expect((await t.request('POST', '/api/ticket', { token: tok.reseller, body: 'lixo' })).status).toBe(415);
    for (const body of [
      [1, 2],
      { title: 'x', category: 'abc', content: 'y' },
      { title: 'x', category: 99, content: 'y' },
      { title: 'x', category: 5, content: 'y', tech: 7 },
      { title: 'x'.repeat(151), category: 1, content: 'y' },
    ]) {
      const res = await t.request('POST', '/api/ticket', { token: tok.reseller, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    const bad = await t.request('GET', '/api/ticket?status=9&page=-1&date=ontem', { token: tok.reseller });
    expect(bad).toMatchObject({
      status: 422,
      data: {
        errors: {
          status: ['O campo Status não está no formato correto.'],
          page: ['O campo Página não está no formato correto.'],
          date: ['O campo Data não está no formato correto.'],
        },
      },
    });
    const long = await t.request('PUT', '/api/ticket/1', { token: tok.reseller, body: { mensagem: 'x'.repeat(5001) } });
    expect(long).toMatchObject({ status: 422, data: { errors: { mensagem: ['O campo Mensagem não está no formato correto.'] } } });
    expect((await t.request('GET', '/api/ticket/abc', { token: tok.reseller })).status).toBe(422);
    expect((await t.request('POST', '/api/ticket', { body: { title: 'x' } })).status).toBe(401);
  });

  it("takes the original client's \"\" (no user, resolution 'Todas') as none", async () => {
    const id = await open('reseller', { category: 5, tech: 1, resolution: '', idUser: '', idChannels: '' });
    expect((await get('reseller', id)).data).toMatchObject({ id, technology: 1, resolution: '', id_user: null });
    const wrong = await t.request('POST', '/api/ticket', { token: tok.reseller, body: { title: 'x', category: 5, content: 'y', tech: 1, resolution: 'XYZ' } });
    expect(wrong.data.errors.resolution).toEqual(['O campo Resolução não está no formato correto.']);
    const title = await t.request('POST', '/api/ticket', { token: tok.reseller, body: { title: 'x'.repeat(300), category: 1, content: 'y' } });
    expect(title.data.errors.title).toEqual(['O campo Título não está no formato correto.']);
  });

  it('keeps technology, resolution, channels and the customer line of a live TV ticket', async () => {
    const line = await t.request('POST', '/api/users-iptv', { token: tok.reseller, body: { isOficial: false, package: 1, test_hours: 1 } });
    expect(line.status).toBe(200);
    const lineId = (await t.db.selectFrom('lines').select('id').where('username', '=', line.data.username).executeTakeFirstOrThrow()).id;
    const picker = await t.request('GET', `/api/get-users-resseler?search=${line.data.username.slice(0, 4)}`, { token: tok.reseller });
    expect(picker.data.users).toContainEqual({ id: lineId, username: line.data.username, kind: 'iptv' });
    expect((await t.request('GET', '/api/get-users-resseler', { token: tok.sibling })).data.users).toEqual([]);

    const id = await open('reseller', { title: 'Globo sem áudio', category: 2, tech: 1, resolution: 'FHD', channels: ['Globo SP', 'SBT'], idUser: lineId });
    const res = await get('reseller', id);
    expect(res.data).toMatchObject({
      id,
      system: 1,
      status: 0,
      category: 2,
      category_name: 'Problemas / Adição - TV ao Vivo',
      technology: 1,
      resolution: 'FHD',
      channels: ['Globo SP', 'SBT'],
      id_user: lineId,
      user: line.data.username,
      id_res: ids.reseller,
      blocked: 0,
      chat: [],
    });
    expect(res.data.data_formatted).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    // A line of another branch is not found; nothing is created.
    const foreign = await t.request('POST', '/api/ticket', { token: tok.sibling, body: { title: 'x', category: 1, content: 'y', idUser: lineId } });
    expect(foreign).toMatchObject({ status: 404, data: { message: TICKET_MSG.lineNotFound } });
    // Category 1 keeps no technology or channels even when sent.
    const plain = await get('reseller', await open('reseller', { tech: 2, channels: ['x'] }));
    expect(plain.data).toMatchObject({ technology: null, channels: [] });
  });
});

describe('the main status machine (0 pending, 2 in progress, 3 answered, 1 finished)', () => {
  it('moves by who answers, the admin status, and finishing at status 2 only', async () => {
    const id = await open('reseller');
    expect(await statusOf(id)).toBe(0);
    expect(await finish('reseller', id)).toMatchObject({ status: 422, data: { message: TICKET_MSG.finishOnlyInProgress } });
    expect((await reply('admin', id, { mensagem: 'Verificando.' })).data).toEqual({ message: TICKET_MSG.sent, status: 3 });
    expect((await reply('reseller', id, { mensagem: 'Continua.' })).data.status).toBe(0);
    expect((await reply('reseller', id, { mensagem: 'Ainda.' })).data.status).toBe(0);
    expect((await reply('admin', id, { atualizaStatus: 2 })).data).toEqual({ message: TICKET_MSG.statusChanged, status: 2 });
    expect((await reply('admin', id, { mensagem: 'Estamos resolvendo.' })).data.status).toBe(2);
    expect((await reply('reseller', id, { mensagem: 'Ok' })).data.status).toBe(2);
    expect((await reply('admin', id, { atualizaStatus: 1 })).status).toBe(422);
    expect((await reply('reseller', id, { atualizaStatus: 3 })).status).toBe(403);
    expect(await reply('reseller', id, { mensagem: '   ' })).toMatchObject({ status: 422, data: { message: TICKET_MSG.blankMessage } });
    expect(await finish('reseller', id)).toMatchObject({ status: 200, data: { message: TICKET_MSG.finished, status: 1 } });
    expect(await reply('reseller', id, { mensagem: 'mais uma' })).toMatchObject({ status: 422, data: { message: TICKET_MSG.finishedWrite } });
    const chat = (await get('reseller', id)).data.chat;
    expect(chat.map((m: { mensagem: string; admin: boolean }) => [m.mensagem, m.admin])).toEqual([
      ['Verificando.', true],
      ['Continua.', false],
      ['Ainda.', false],
      ['Estamos resolvendo.', true],
      ['Ok', false],
    ]);
    // The admin may reopen it with a status.
    expect((await reply('admin', id, { atualizaStatus: 3 })).data.status).toBe(3);
  });
});

describe('the portal status machine (0 pending, 2 Andamento, 1 Respondido)', () => {
  it('lists on its own call and moves by its own states', async () => {
    const id = await open('reseller', { systemTypeId: 2 });
    const portal = await t.request('GET', '/api/ticket-portal-office?status=0', { token: tok.admin });
    expect(portal.data.data.map((x: { id: number }) => x.id)).toContain(id);
    expect(Object.keys(portal.data.counts).sort()).toEqual(['0', '1', '2']);
    const main = await t.request('GET', '/api/ticket?status=0&per_page=50', { token: tok.admin });
    expect(main.data.data.map((x: { id: number }) => x.id)).not.toContain(id);
    expect((await reply('admin', id, { mensagem: 'Olá' })).data.status).toBe(1);
    expect((await reply('reseller', id, { mensagem: 'Não resolveu' })).data.status).toBe(0);
    expect((await reply('admin', id, { atualizaStatus: 3 })).status).toBe(422);
    expect((await reply('admin', id, { atualizaStatus: 2 })).data.status).toBe(2);
    expect(await finish('reseller', id)).toMatchObject({ status: 200, data: { status: 1 } });
    expect(await finish('reseller', id)).toMatchObject({ status: 422, data: { message: TICKET_MSG.finishOnlyInProgress } });
  });

  it("keeps the admin's 'Administração' notices as sanitised HTML with no chat, seen by everyone", async () => {
    const payload =
      '<p onclick="x()">Manutenção <b>hoje</b></p><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">link</a><iframe src="https://x"></iframe>';
    const refused = await t.request('POST', '/api/ticket', { token: tok.reseller, body: { title: 'x', category: 9, content: payload, systemTypeId: 2 } });
    expect(refused).toMatchObject({ status: 403, data: { message: TICKET_MSG.adminCategoryOnly } });
    const id = await open('admin', { title: 'Aviso: 3 < 5', category: 9, content: payload, systemTypeId: 2 });
    for (const who of ['reseller', 'sibling', 'unrelated'] as const) {
      const res = await get(who, id);
      expect(res.status).toBe(200);
      expect(res.data.content).toBe('<p>Manutenção <b>hoje</b></p><a rel="noopener noreferrer" target="_blank">link</a>');
      expect(res.data.content).not.toMatch(/script|onerror|onclick|javascript|iframe/);
      expect(res.data.title).toBe('Aviso: 3 < 5');
      expect(res.data.status).toBe(1);
    }
    expect(await reply('admin', id, { mensagem: 'x' })).toMatchObject({ status: 422, data: { message: TICKET_MSG.noChat } });
    expect(await reply('reseller', id, { mensagem: 'x' })).toMatchObject({ status: 422, data: { message: TICKET_MSG.noChat } });
    const onlyTags = await t.request('POST', '/api/ticket', { token: tok.admin, body: { title: 'x', category: 9, content: '<script>alert(1)</script>' } });
    expect(onlyTags).toMatchObject({ status: 422, data: { message: 'O campo Descrição é necessário.' } });
  });

  it('refuses markup in a plain ticket, stores nothing, and keeps chat messages as typed, for the screens to show as text', async () => {
    const xss = '<img src=x onerror=alert(1)>';
    const before = await t.countRows('tickets');
    const refused = await t.request('POST', '/api/ticket', { token: tok.reseller, body: { title: xss, category: 1, content: `Oi ${xss}` } });
    expect(refused).toMatchObject({ status: 422, data: { errors: { title: [VALIDATION.noMarkup('Título')], content: [VALIDATION.noMarkup('Descrição')] } } });
    expect(await t.countRows('tickets')).toBe(before);
    // Text that only looks like it (a heart, a comparison) is not markup.
    const id = await open('reseller', { title: 'Canal <3', content: 'Trava quando a taxa < 5 Mbps' });
    await reply('reseller', id, { mensagem: xss });
    const res = await get('admin', id);
    expect(res.data).toMatchObject({ title: 'Canal <3', content: 'Trava quando a taxa < 5 Mbps', chat: [{ mensagem: xss }] });
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });
});

describe('who may read, reply, finish and block', () => {
  it('the author and the admin write; masters above read; other branches get 404', async () => {
    const id = await open('reseller');
    const expected: Record<Who, { read: number; reply: number }> = {
      reseller: { read: 200, reply: 200 },
      admin: { read: 200, reply: 200 },
      master: { read: 200, reply: 403 },
      sub: { read: 404, reply: 404 },
      sibling: { read: 404, reply: 404 },
      unrelated: { read: 404, reply: 404 },
    };
    for (const who of Object.keys(expected) as Who[]) {
      expect((await get(who, id)).status, who).toBe(expected[who].read);
      const res = await reply(who, id, { mensagem: `de ${who}` });
      expect(res.status, who).toBe(expected[who].reply);
      if (res.status === 404) expect(res.data).toEqual({ message: TICKET_MSG.notFound });
      if (res.status === 403) expect(res.data.message).toBe(TICKET_MSG.onlyOwner);
      const listed = await t.request('GET', '/api/ticket?status=0&per_page=50', { token: tok[who] });
      const all = [0, 2, 3, 1].reduce((n, s) => n + (listed.data.counts[s] ?? 0), 0);
      if (expected[who].read === 404) expect(all === 0 || !listed.data.data.some((x: { id: number }) => x.id === id), who).toBe(true);
    }
    await reply('admin', id, { atualizaStatus: 2 });
    for (const who of ['sibling', 'unrelated', 'sub'] as const) expect((await finish(who, id)).status).toBe(404);
    expect((await finish('master', id)).status).toBe(403);
    for (const who of ['reseller', 'master', 'sibling'] as const) expect((await block(who, id)).status).toBe(403);
    expect(await t.db.selectFrom('tickets').select('blocked').where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ blocked: 0 });
  });

  it('the admin blocks a ticket that is not pending and not blocked; then only the admin writes', async () => {
    const id = await open('reseller');
    expect(await block('admin', id)).toMatchObject({ status: 422, data: { message: TICKET_MSG.blockNotAllowed } });
    await reply('admin', id, { atualizaStatus: 2 });
    expect(await block('admin', id)).toMatchObject({ status: 200, data: { message: TICKET_MSG.blocked } });
    expect(await block('admin', id)).toMatchObject({ status: 422, data: { message: TICKET_MSG.blockNotAllowed } });
    expect((await get('reseller', id)).data.blocked).toBe(1);
    expect(await reply('reseller', id, { mensagem: 'oi' })).toMatchObject({ status: 403, data: { message: TICKET_MSG.blockedWrite } });
    expect(await finish('reseller', id)).toMatchObject({ status: 403, data: { message: TICKET_MSG.blockedWrite } });
    expect((await reply('admin', id, { mensagem: 'Encerrando.' })).status).toBe(200);
    expect((await finish('admin', id)).status).toBe(200);
  });

  it('complaints about a master and reports are seen only by their author and the admin', async () => {
    const id = await open('sub', { category: 3, title: 'Meu master some' });
    expect((await get('sub', id)).status).toBe(200);
    expect((await get('reseller', id)).status).toBe(404);
    expect((await get('master', id)).status).toBe(404);
    expect((await get('admin', id)).status).toBe(200);
    const masterList = await t.request('GET', '/api/ticket?status=0&category=3', { token: tok.master });
    expect(masterList.data.total).toBe(0);
  });

  it('writes an activity log row for every change', async () => {
    const id = await open('reseller');
    await reply('admin', id, { mensagem: 'a' });
    await reply('admin', id, { atualizaStatus: 2 });
    await block('admin', id);
    await finish('admin', id);
    const rows = await t.db
      .selectFrom('activity_log')
      .select(['type', 'action', 'actor_id', 'account_id'])
      .where('target', '=', String(id))
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.type, r.actor_id, r.account_id])).toEqual([
      ['Tickets', ids.reseller, ids.reseller],
      ['Tickets', ids.admin, ids.reseller],
      ['Tickets', ids.admin, ids.reseller],
      ['Tickets', ids.admin, ids.reseller],
      ['Tickets', ids.admin, ids.reseller],
    ]);
    expect(rows[0].action).toContain(`#${id}`);
  });
});

describe('lists, unread counts and the dashboard', () => {
  it('counts each tab under the filters and pages the chosen one', async () => {
    const a = await t.createAccount();
    const token = await t.loginAs(a.username);
    const mk = async (body: Record<string, unknown>) =>
      (await t.request('POST', '/api/ticket', { token, body: { title: 'Pedido', category: 1, content: 'c', ...body } })).data.id as number;
    const first = await mk({ title: 'Filme sem legenda', category: 5, tech: 2 });
    const second = await mk({ title: 'Série nova', category: 6, tech: 0 });
    await mk({ title: 'Dúvida de crédito' });
    await reply('admin', second, { mensagem: 'Adicionada' });
    const list = (q: string, who = token) => t.request('GET', `/api/ticket?${q}`, { token: who });
    expect((await list('status=0')).data).toMatchObject({ total: 2, counts: { 0: 2, 2: 0, 3: 1, 1: 0 } });
    expect((await list('status=3')).data.data.map((x: { id: number }) => x.id)).toEqual([second]);
    expect((await list('status=0&category=5')).data).toMatchObject({ total: 1, counts: { 0: 1, 3: 0 } });
    expect((await list('status=0&title=legenda')).data.data.map((x: { id: number }) => x.id)).toEqual([first]);
    expect((await list('status=0&per_page=1&page=2')).data).toMatchObject({ total: 2, last_page: 2, current_page: 2 });
    // The admin's reseller and day filters.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    expect((await list(`status=0&idRes=${a.id}&date=${today}`, tok.admin)).data.total).toBe(2);
    expect((await list(`status=0&idRes=${a.id}&date=2020-01-01`, tok.admin)).data.total).toBe(0);
  });

  it("feeds the unread answers and the admin's new tickets to the dashboard and the badges", async () => {
    const a = await t.createAccount();
    const token = await t.loginAs(a.username);
    const dash = async (tk: string) => (await t.request('GET', '/api/dash-reseller', { token: tk })).data;
    const before = (await dash(tok.admin)).tickets;
    const id = (await t.request('POST', '/api/ticket', { token, body: { title: 'x', category: 1, content: 'y' } })).data.id;
    expect((await dash(tok.admin)).tickets).toBe(before + 1);
    expect((await t.request('GET', '/api/ticket-badges', { token: tok.admin })).data[1]).toBeGreaterThanOrEqual(1);
    expect(await dash(token)).toMatchObject({ new_message: 0 });
    await reply('admin', id, { mensagem: 'Resposta' });
    expect((await dash(tok.admin)).tickets).toBe(before);
    expect(await dash(token)).toMatchObject({ new_message: 1 });
    expect((await t.request('GET', '/api/ticket-badges', { token })).data).toEqual({ 1: 1, 2: 0 });
    expect((await t.request('GET', '/api/ticket?status=3', { token })).data.data[0]).toMatchObject({ id, unread: true });
    expect((await t.request('GET', `/api/ticket/${id}`, { token })).data.unread).toBe(true);
    expect((await t.request('GET', `/api/ticket/${id}`, { token })).data.unread).toBe(false);
    expect(await dash(token)).toMatchObject({ new_message: 0 });
    expect((await t.request('GET', '/api/ticket?status=3', { token })).data.data[0].unread).toBe(false);
  });

  it("counts a sub-reseller's new ticket on its master's dashboard, not on another branch's, and not a private one", async () => {
    const [master, other] = [await t.createAccount({ profile: 'master' }), await t.createAccount({ profile: 'master' })];
    const sub = await t.createAccount({ ownerId: master.id });
    const [masterToken, otherToken, subToken] = [await t.loginAs(master.username), await t.loginAs(other.username), await t.loginAs(sub.username)];
    const pending = async (tk: string) => (await t.request('GET', '/api/dash-reseller', { token: tk })).data.tickets;
    const [masterBefore, otherBefore] = [await pending(masterToken), await pending(otherToken)];
    expect((await t.request('POST', '/api/ticket', { token: subToken, body: { title: 'x', category: 1, content: 'y' } })).status).toBe(200);
    expect((await t.request('POST', '/api/ticket', { token: subToken, body: { title: 'p', category: 3, content: 'privado' } })).status).toBe(200);
    expect(await pending(masterToken)).toBe(masterBefore + 1);
    expect(await pending(otherToken)).toBe(otherBefore);
  });
});

describe('export-tickets', () => {
  it('is the admin’s, and answers a real workbook with the spec’s file names', async () => {
    const id = await open('reseller', { title: 'Exportar este', category: 8, tech: 1 });
    expect((await t.request('POST', '/api/export-tickets', { token: tok.reseller, body: {} })).status).toBe(403);
    const res = await t.request<ExcelExport>('POST', '/api/export-tickets', {
      token: tok.admin,
      body: { content: 'Exportar este', category: 8, status: 0, idRes: ids.reseller, atualizaStatus: '' },
    });
    expect(res.status).toBe(200);
    expect(res.data.fileName).toMatch(/^Tickets_\d{2}-\d{2}-\d{4}_\.xlsx$/);
    expect(res.data.rows).toHaveLength(1);
    expect(res.data.rows[0]).toMatchObject({
      id,
      status: 'Pendente',
      category: 'Problemas - Aplicativos',
      technology: 'IPTV',
      title: 'Exportar este',
      id_res: ids.reseller,
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await buildWorkbook(res.data)).buffer as ArrayBuffer);
    const sheet = book.getWorksheet('Tickets')!;
    expect(sheet.getRow(1).getCell(5).value).toBe('Título');
    expect(sheet.getRow(2).getCell(5).value).toBe('Exportar este');
    expect(sheet.getRow(2).getCell(7).value).toBeInstanceOf(Date);

    await open('reseller', { systemTypeId: 2, title: 'Portal exportado' });
    const portal = await t.request<ExcelExport>('POST', '/api/export-tickets', { token: tok.admin, body: { systemTypeId: 2, content: 'Portal exportado' } });
    expect(portal.data.fileName).toMatch(/^Tickets_Portal_\d{2}-\d{2}-\d{4} \d{2}-\d{2}-\d{2}\.xlsx$/);
    expect(portal.data.rows.map((r) => r.title)).toEqual(['Portal exportado']);

    const empty = await t.request('POST', '/api/export-tickets', { token: tok.admin, body: { content: 'nada com este texto' } });
    expect(empty).toMatchObject({ status: 404, data: { message: TICKET_MSG.exportEmpty } });
  });
});
