// Settings and communication (issue 9): who may call what, sanitising, uploads checked by content,
// scoped Telegram and links, rotation DNS in the line links, exempt DNS in the migrator, messages and
// announcements with their live events. Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { BACKGROUND_MAX_BYTES, COMM_MSG } from '../../../shared/communication/texts';
import type { ServerEvent } from '../../../shared/events';
import { SERVER_MSG } from '../../messages';
import { ADMIN_PASSWORD, useTestApp } from '../../test/harness';
import { audienceOf } from '../communication/common';

// The tree: admin > masterA > resA > subA; masterA > resA2; admin > masterB > resB; admin > other (franchise 3).
const t = useTestApp({ PUBLIC_URL: 'https://painel.exemplo.com' });
const names = ['admin', 'masterA', 'resA', 'subA', 'resA2', 'masterB', 'resB', 'other'] as const;
type Who = (typeof names)[number];
const tok = {} as Record<Who, string>;
const ids = {} as Record<Who, number>;

beforeAll(async () => {
  const masterA = await t.createAccount({ profile: 'master', credits: 50 });
  const resA = await t.createAccount({ ownerId: masterA.id, credits: 20 });
  const subA = await t.createAccount({ ownerId: resA.id });
  const resA2 = await t.createAccount({ ownerId: masterA.id });
  const masterB = await t.createAccount({ profile: 'master' });
  const resB = await t.createAccount({ ownerId: masterB.id, credits: 20 });
  const other = await t.createAccount({ franchise: 3, credits: 20 });
  for (const [k, a] of Object.entries({ masterA, resA, subA, resA2, masterB, resB, other })) {
    tok[k as Who] = await t.loginAs(a.username);
    ids[k as Who] = a.id;
  }
  tok.admin = await t.loginAs('admin', ADMIN_PASSWORD);
  ids.admin = t.admin.id;
});

const req = (who: Who | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  t.request(method, url, { token: who ? tok[who] : undefined, body });

/** Collects the live events published to an account (the same bus the SSE streams read). */
function listen(who: Who) {
  const events: ServerEvent[] = [];
  const stop = t.ctx.events.subscribe(ids[who], (e) => events.push(e));
  return { events, stop };
}
const until = async (check: () => boolean, ms = 2000) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  return check();
};

function multipart(parts: { name: string; filename?: string; type?: string; data: Buffer | string }[]) {
  const boundary = `----painel${Date.now()}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.filename ? `Content-Type: ${p.type ?? 'application/octet-stream'}\r\n` : ''}\r\n`,
      ),
    );
    chunks.push(Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00', 'binary'), Buffer.alloc(64, 3)]);

async function upload(who: Who, file: { filename: string; data: Buffer; type?: string }, franchise?: number) {
  const { payload, headers } = multipart([...(franchise ? [{ name: 'franchise', data: String(franchise) }] : []), { name: 'file', ...file }]);
  const res = await t.app.inject({ method: 'POST', url: '/api/upload-background', payload, headers: { ...headers, authorization: `Bearer ${tok[who]}` } });
  return { status: res.statusCode, data: JSON.parse(res.body) };
}
const backgroundDir = () => join(t.config.dataDir, 'backgrounds');
const storedFiles = () => (existsSync(backgroundDir()) ? readdirSync(backgroundDir()) : []);
const backgroundRows = async () => (await t.db.selectFrom('backgrounds').select('id').execute()).length;

describe('roles', () => {
  const adminOnly: ['GET' | 'POST' | 'DELETE', string, unknown?][] = [
    ['GET', '/api/get-backgrounds'],
    ['DELETE', '/api/remove-background/1'],
    ['POST', '/api/add-migration-dns', { url: 'outro.com', limit_days: 10 }],
    ['GET', '/api/migration-dns'],
    ['DELETE', '/api/migration-dns/1'],
    ['GET', '/api/get-rotate-dns'],
    ['POST', '/api/save-rotate-dns', { dns: 'tv.exemplo.com', franchise: 1 }],
    ['DELETE', '/api/delete-rotate-dns/1'],
    ['POST', '/api/encurtar-link', { link: 'https://exemplo.com/a' }],
    ['POST', '/api/send-message', { revenda: 2, texto: 'oi' }],
  ];
  it('answers 403 to masters and resellers on admin-only calls, 401 without a session', async () => {
    for (const [method, url, body] of adminOnly) {
      for (const who of ['masterA', 'resA'] as const) expect((await req(who, method, url, body)).status, `${method} ${url} ${who}`).toBe(403);
      expect((await req(null, method, url, body)).status).toBe(401);
    }
    expect((await upload('masterA', { filename: 'a.png', data: PNG })).status).toBe(403);
    expect(await backgroundRows()).toBe(0);
  });

  it('lets only the admin and masters publish announcements, links and Telegram', async () => {
    expect((await req('resA', 'POST', '/api/anuncios', { titulo: 'x', mensagem: '<p>y</p>', type: 1 })).status).toBe(403);
    expect((await req('resA', 'POST', '/api/save-links', { links: 'x', type: 1 })).status).toBe(403);
    expect((await req('resA', 'POST', '/api/save-telegram', { telegram: 'https://t.me/x' })).status).toBe(403);
    // A master cannot write another franchise's values.
    expect((await req('masterA', 'POST', '/api/save-links', { links: 'x', type: 1, id_franchise: 3 })).status).toBe(403);
  });
});

describe('announcements', () => {
  it('publishes, edits and deletes, sanitising the HTML once on the way in and telling open dashboards', async () => {
    const seen = listen('subA');
    const html =
      '<p>Novo <b>servidor</b><img src="/api/background-image/1" alt="fundo"></p><script>alert(1)</script><img src="https://x.com/a.png" onerror="alert(2)"><img src="//x.com/b.png"><a href="javascript:alert(3)">link</a>';
    const titled = await req('admin', 'POST', '/api/anuncios', { id: 0, titulo: '<i>Manutenção</i>', mensagem: html, type: 1 });
    expect(titled).toMatchObject({ status: 422, data: { errors: { titulo: ['O campo Título não aceita HTML (texto entre < e >).'] } } });
    const res = await req('admin', 'POST', '/api/anuncios', { id: 0, titulo: 'Manutenção', mensagem: html, type: 1 });
    expect(res).toMatchObject({ status: 200, data: { message: COMM_MSG.announcementPublished } });
    expect(await until(() => seen.events.some((e) => e.type === 'announcement'))).toBe(true);
    const stored = await t.db.selectFrom('announcements').selectAll().where('title', '=', 'Manutenção').executeTakeFirstOrThrow();
    expect(stored.body).toContain('<b>servidor</b>');
    expect(stored.body).not.toMatch(/<script|onerror|javascript:/i);
    // Remote images (a tracking pixel shown to a whole network) are dropped; the panel's own stay.
    expect(stored.body).not.toContain('x.com');
    expect(stored.body).toContain('<img src="/api/background-image/1" alt="fundo" />');

    const list = (await req('subA', 'GET', '/api/anuncios')).data;
    const item = list.anuncios.find((a: { titulo: string }) => a.titulo === 'Manutenção');
    expect(item).toMatchObject({ type: 1, editable: false, author: 'admin' });
    expect(item.date_formatted).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    expect(list.atualizacoes).toEqual([]);

    const edit = await req('admin', 'POST', '/api/anuncios', { id: stored.id, titulo: 'Manutenção amanhã', mensagem: '<p>às 3h</p>', type: 2 });
    expect(edit.status).toBe(200);
    const after = (await req('resB', 'GET', '/api/anuncios')).data;
    expect(after.anuncios.some((a: { id: number }) => a.id === stored.id)).toBe(false);
    expect(after.atualizacoes[0]).toMatchObject({ id: stored.id, titulo: 'Manutenção amanhã', mensagem: '<p>às 3h</p>' });

    expect((await req('admin', 'DELETE', `/api/anuncios/${stored.id}`)).data.message).toBe(COMM_MSG.announcementDeleted);
    expect((await req('admin', 'DELETE', `/api/anuncios/${stored.id}`)).status).toBe(404);
    seen.stop();
  });

  it("keeps a master's announcement in its own network: others do not see it, cannot edit it (404)", async () => {
    const res = await req('masterA', 'POST', '/api/anuncios', { titulo: 'Promoção da rede A', mensagem: '<p>50% off</p>', type: 1 });
    expect(res.status).toBe(200);
    const id = (await t.db.selectFrom('announcements').select('id').where('title', '=', 'Promoção da rede A').executeTakeFirstOrThrow()).id;
    const titles = async (who: Who) => (await req(who, 'GET', '/api/anuncios')).data.anuncios.map((a: { titulo: string }) => a.titulo);
    expect(await titles('subA')).toContain('Promoção da rede A');
    expect(await titles('resB')).not.toContain('Promoção da rede A');
    expect(await titles('masterB')).not.toContain('Promoção da rede A');
    expect((await req('masterB', 'DELETE', `/api/anuncios/${id}`)).status).toBe(404);
    expect((await req('masterB', 'POST', '/api/anuncios', { id, titulo: 'x', mensagem: 'y', type: 1 })).status).toBe(404);
    // The admin's own announcement is visible to the master but not its to change.
    await req('admin', 'POST', '/api/anuncios', { titulo: 'Do admin', mensagem: 'texto', type: 2 });
    const adminId = (await t.db.selectFrom('announcements').select('id').where('title', '=', 'Do admin').executeTakeFirstOrThrow()).id;
    expect((await req('masterA', 'DELETE', `/api/anuncios/${adminId}`)).status).toBe(403);
    expect((await req('admin', 'DELETE', `/api/anuncios/${id}`)).status).toBe(200);
  });

  it('refuses bad input with pt-BR messages and changes nothing', async () => {
    const before = (await t.db.selectFrom('announcements').select('id').execute()).length;
    const empty = await req('admin', 'POST', '/api/anuncios', {});
    expect(empty.status).toBe(422);
    expect(empty.data.errors.titulo).toEqual(['O campo Título é necessário.']);
    for (const body of [
      { titulo: 'x', mensagem: '<script>alert(1)</script>', type: 1 },
      { titulo: 'x', mensagem: '<p> </p>', type: 1 },
      { titulo: 'x', mensagem: 'y', type: 9 },
      { titulo: 'x'.repeat(151), mensagem: 'y', type: 1 },
      { titulo: 'x', mensagem: 'y', type: 1, id: -1 },
      { titulo: 'x', mensagem: 'y', type: 1, id: 999999 },
    ]) {
      const res = await req('admin', 'POST', '/api/anuncios', body);
      expect([404, 422], JSON.stringify(body)).toContain(res.status);
    }
    expect((await req('admin', 'POST', '/api/anuncios', { titulo: 'x', mensagem: '<script>a</script>', type: 1 })).data.message).toBe(
      COMM_MSG.announcementEmpty,
    );
    expect((await t.db.selectFrom('announcements').select('id').execute()).length).toBe(before);
    expect((await req('admin', 'DELETE', '/api/anuncios/abc')).status).toBe(422);
  });
});

describe('messages to resellers', () => {
  const inbox = async (who: Who) => (await req(who, 'GET', '/api/my-messages')).data.data as { id: number; texto: string; from: string }[];

  it('reaches one reseller, its first level, or its whole tree, and stays on the dashboard until read', async () => {
    const seen = listen('resA');
    const away = listen('resB');
    const one = await req('admin', 'POST', '/api/send-message', { revenda: ids.masterA, texto: 'Só para você <img src=x onerror=alert(1)>' });
    expect(one.data).toEqual({ message: COMM_MSG.messageSent, recipients: 1 });
    expect((await inbox('masterA'))[0].texto).not.toMatch(/onerror/);
    expect(await inbox('resA')).toEqual([]);
    const level = await req('admin', 'POST', '/api/send-message', { revenda: ids.masterA, texto: 'Primeiro nível', nivel_um: true });
    expect(level.data.recipients).toBe(3);
    expect((await inbox('resA2')).map((m) => m.texto)).toEqual(['Primeiro nível']);
    expect(await inbox('subA')).toEqual([]);
    const tree = await req('admin', 'POST', '/api/send-message', { revenda: ids.masterA, texto: 'Toda a árvore', arvore: true });
    expect(tree.data.recipients).toBe(4);
    expect((await inbox('subA')).map((m) => m.texto)).toEqual(['Toda a árvore']);
    expect(await inbox('resB')).toEqual([]);
    expect(await until(() => seen.events.filter((e) => e.type === 'message').length >= 2)).toBe(true);
    expect(away.events).toEqual([]);

    const [first] = await inbox('subA');
    expect(first.from).toBe('admin');
    // Somebody else's message is not found; reading it twice is harmless.
    expect((await req('resA', 'POST', `/api/my-messages/${first.id}/read`)).status).toBe(404);
    expect((await req('subA', 'POST', `/api/my-messages/${first.id}/read`)).status).toBe(200);
    expect((await req('subA', 'POST', `/api/my-messages/${first.id}/read`)).status).toBe(200);
    expect(await inbox('subA')).toEqual([]);
    seen.stop();
    away.stop();
  });

  it('reaches a tree too large to list in one event (PostgreSQL NOTIFY holds 8000 bytes) by telling everyone', async () => {
    expect(audienceOf([1, 2])).toEqual([1, 2]);
    expect(audienceOf(Array.from({ length: 301 }, (_, i) => i + 1))).toBe('all');
    const top = await t.createAccount({ profile: 'master' });
    for (let i = 0; i < 301; i++) await t.createAccount({ ownerId: top.id });
    const seen = listen('resB');
    const res = await req('admin', 'POST', '/api/send-message', { revenda: top.id, texto: 'Aviso para a rede grande', arvore: true });
    expect(res.data).toEqual({ message: COMM_MSG.messageSent, recipients: 302 });
    // resB is not a recipient: it only hears that something changed, and its inbox stays empty.
    expect(await until(() => seen.events.some((e) => e.type === 'message'))).toBe(true);
    expect(await inbox('resB')).toEqual([]);
    seen.stop();
  }, 120_000);

  it('refuses an empty text, both targets at once and an unknown reseller, sending nothing', async () => {
    const before = (await t.db.selectFrom('messages').select('id').execute()).length;
    expect((await req('admin', 'POST', '/api/send-message', { revenda: ids.resB, texto: '<p></p>' })).data.message).toBe(COMM_MSG.messageEmpty);
    expect((await req('admin', 'POST', '/api/send-message', { revenda: ids.resB, texto: 'x', arvore: true, nivel_um: true })).data.message).toBe(
      COMM_MSG.messageTreeAndLevel,
    );
    expect((await req('admin', 'POST', '/api/send-message', { texto: 'x' })).data.message).toBe(COMM_MSG.messageNoReseller);
    expect((await req('admin', 'POST', '/api/send-message', { revenda: 999999, texto: 'x' })).status).toBe(404);
    expect((await req('admin', 'POST', '/api/send-message', { revenda: 'abc', texto: 'x' })).status).toBe(422);
    expect((await t.db.selectFrom('messages').select('id').execute()).length).toBe(before);
  });
});

describe('login backgrounds', () => {
  it('refuses a wrong type, a renamed executable and an oversized file with a clear message, storing nothing', async () => {
    const gif = await upload('admin', { filename: 'fundo.gif', data: Buffer.from('GIF89a....') });
    expect(gif).toMatchObject({ status: 422, data: { message: COMM_MSG.backgroundBadType } });
    const exe = await upload('admin', { filename: 'fundo.png', data: EXE, type: 'image/png' });
    expect(exe).toMatchObject({ status: 422, data: { message: COMM_MSG.backgroundBadContent } });
    const big = await upload('admin', { filename: 'grande.jpg', data: Buffer.concat([JPEG, Buffer.alloc(BACKGROUND_MAX_BYTES, 0)]) });
    expect(big).toMatchObject({ status: 413, data: { message: COMM_MSG.backgroundTooLarge(5) } });
    const none = await t.request('POST', '/api/upload-background', { token: tok.admin, body: {} });
    expect(none.status).toBe(422);
    expect(none.data.message).toBe(COMM_MSG.backgroundNoFile);
    expect(await backgroundRows()).toBe(0);
    expect(storedFiles()).toEqual([]);
  });

  it("stores a real image in the data folder and shows the franchise's newest on its login", async () => {
    const png = await upload('admin', { filename: 'fundo.PNG', data: PNG });
    expect(png).toMatchObject({ status: 200, data: { message: COMM_MSG.uploadDone } });
    const jpg = await upload('admin', { filename: 'foto.jpeg', data: JPEG }, 3);
    expect(jpg.status).toBe(200);
    expect(storedFiles()).toHaveLength(2);
    const list = (await req('admin', 'GET', '/api/get-backgrounds')).data.data;
    expect(list.map((b: { franchise: number }) => b.franchise)).toEqual([3, 1]);
    const image = await t.app.inject({ method: 'GET', url: png.data.image });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    // The login of a host of franchise 1 (any unlisted host) shows franchise 1's image.
    expect((await t.request('GET', '/api/branding?host=outro.com')).data.background).toBe(png.data.image);
    expect((await t.request('GET', '/api/get-background?host=outro.com')).data.background).toBe(png.data.image);

    expect((await req('admin', 'DELETE', `/api/remove-background/${png.data.id}`)).data.message).toBe(COMM_MSG.backgroundRemoved);
    expect(storedFiles()).toHaveLength(1);
    expect((await t.request('GET', '/api/branding?host=outro.com')).data.background).toBe('/brand/background.svg');
    expect((await t.app.inject({ method: 'GET', url: png.data.image })).statusCode).toBe(404);
    expect((await req('admin', 'DELETE', `/api/remove-background/${png.data.id}`)).status).toBe(404);
    const badFranchise = await upload('admin', { filename: 'x.png', data: PNG }, 9);
    expect(badFranchise.status).toBe(422);
    expect(storedFiles()).toHaveLength(1);
  });
});

describe('telegram', () => {
  const seenBy = async (who: Who) => (await req(who, 'GET', '/api/get-telegram')).data.telegram;

  it("keeps a master's link in its own network; the admin sets the franchise default", async () => {
    expect((await req('admin', 'POST', '/api/save-telegram', { telegram: 'https://t.me/franquia1' })).data.message).toBe(SERVER_MSG.telegramSaved);
    expect((await req('admin', 'POST', '/api/save-telegram', { telegram: 'https://t.me/franquia3', id_franchise: 3 })).status).toBe(200);
    expect(await seenBy('resB')).toBe('https://t.me/franquia1');
    expect(await seenBy('other')).toBe('https://t.me/franquia3');

    expect((await req('masterA', 'POST', '/api/save-telegram', { telegram: 'https://t.me/redeA' })).status).toBe(200);
    expect(await seenBy('masterA')).toBe('https://t.me/redeA');
    expect(await seenBy('subA')).toBe('https://t.me/redeA');
    // Another master of the same franchise, and its network, still see the franchise's link.
    expect(await seenBy('masterB')).toBe('https://t.me/franquia1');
    expect(await seenBy('resB')).toBe('https://t.me/franquia1');
    expect((await req('admin', 'GET', '/api/get-telegram?id_franchise=3')).data.telegram).toBe('https://t.me/franquia3');

    expect((await req('masterA', 'POST', '/api/save-telegram', { telegram: 'javascript:alert(1)' })).status).toBe(422);
    expect((await req('admin', 'POST', '/api/save-telegram', { telegram: 'https://t.me/x', id_franchise: 7 })).status).toBe(422);
    expect(await seenBy('subA')).toBe('https://t.me/redeA');
  });
});

describe('link catalogue', () => {
  it("sanitises link texts and scopes them: a master's texts reach only its network's lines", async () => {
    const saved = await req('admin', 'POST', '/api/save-links', { links: '<p>Baixe o <b>IPTV Smarters</b></p><script>alert(1)</script>', type: 1 });
    expect(saved.data.message).toBe(COMM_MSG.linksPublished);
    await req('admin', 'POST', '/api/save-links', { links: '<p>App <i>Android</i><img src=x onerror=alert(1)></p>', type: 2, id_franchise: 0 });
    await req('masterA', 'POST', '/api/save-links', { links: '<p>Apps da rede A</p>', type: 1 });
    await req('masterA', 'POST', '/api/save-links', { links: '1', type: 'disable-xcloud', id_franchise: 0 });

    expect((await req('admin', 'GET', '/api/get-links?type=1')).data.links).toBe('<p>Baixe o <b>IPTV Smarters</b></p>');
    expect((await req('masterA', 'GET', '/api/get-links?type=1')).data.links).toBe('<p>Apps da rede A</p>');
    expect((await req('masterB', 'GET', '/api/get-links?type=1')).data.links).toBe('<p>Baixe o <b>IPTV Smarters</b></p>');
    const info = (await req('resB', 'GET', '/api/get-links-info-iptv')).data;
    expect(info).toMatchObject({ 2: '<p>App <i>Android</i></p>', 'disable-xcloud': 0 });
    expect(JSON.stringify(info)).not.toMatch(/onerror|script/);
    expect((await req('subA', 'GET', '/api/get-links-info-iptv')).data['disable-xcloud']).toBe(1);

    const lineA = await req('resA', 'POST', '/api/users-iptv', { isOficial: true, package: 1, credits: 1 });
    const lineB = await req('resB', 'POST', '/api/users-iptv', { isOficial: true, package: 1, credits: 1 });
    expect(lineA.data.links_franchise).toBe('<p>Apps da rede A</p>');
    expect(lineB.data.links_franchise).toBe('<p>Baixe o <b>IPTV Smarters</b></p>');
    const dialogA = (await req('resA', 'PUT', `/api/users-iptv/${lineA.data.id}`, { action: 8 })).data;
    const dialogB = (await req('resB', 'PUT', `/api/users-iptv/${lineB.data.id}`, { action: 8 })).data;
    expect(dialogA.xcloud_enabled).toBe(false);
    expect(dialogB.xcloud_enabled).toBe(true);
    expect(dialogB.link_texts[2]).toContain('App <i>Android</i>');

    for (const body of [
      { links: 'x', type: 3 },
      { links: 'x', type: 5 },
      { links: 'x', type: 4, id_franchise: 0 },
      { links: 'sim', type: 'disable-xcloud', id_franchise: 0 },
      { links: 'x', type: 1, id_franchise: 2 },
    ]) {
      const res = await req('admin', 'POST', '/api/save-links', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
  });
});

describe('DNS', () => {
  it('uses the franchise rotation DNS in line links, hands over to the next when the current one is deleted', async () => {
    expect((await req('admin', 'POST', '/api/save-rotate-dns', { dns: '', franchise: 1 })).data.message).toBe(COMM_MSG.rotationFill);
    expect((await req('admin', 'POST', '/api/save-rotate-dns', { dns: 'tv.exemplo.com' })).data.message).toBe(COMM_MSG.rotationFill);
    expect((await req('admin', 'POST', '/api/save-rotate-dns', { dns: 'nao é dns', franchise: 1 })).data.message).toBe(COMM_MSG.dnsInvalid);
    expect((await req('admin', 'POST', '/api/save-rotate-dns', { dns: 'tv.exemplo.com', franchise: 2 })).status).toBe(422);
    expect((await req('admin', 'POST', '/api/save-rotate-dns', { dns: 'tv1.exemplo.com:8080', franchise: 1 })).data.message).toBe(COMM_MSG.rotationAdded);
    await req('admin', 'POST', '/api/save-rotate-dns', { dns: 'https://tv2.exemplo.com/', franchise: 1 });
    expect((await req('admin', 'POST', '/api/save-rotate-dns', { dns: 'https://TV2.exemplo.com', franchise: 1 })).status).toBe(422);
    const list = (await req('admin', 'GET', '/api/get-rotate-dns')).data;
    expect(list.data.map((d: { dns: string; current: number; order: number }) => [d.dns, d.current, d.order])).toEqual([
      ['http://tv1.exemplo.com:8080', 1, 1],
      ['https://tv2.exemplo.com', 0, 2],
    ]);
    expect(list.franchises).toContainEqual({ id_res: 1, name: 'Franquia 1', dns: 'http://tv1.exemplo.com:8080' });

    const line = await req('resB', 'POST', '/api/users-iptv', { isOficial: true, package: 1, credits: 1 });
    expect(line.data.DNS_SMARTER).toBe('http://tv1.exemplo.com:8080');
    expect(line.data.M3U8.startsWith('http://tv1.exemplo.com:8080/get.php?')).toBe(true);
    // Short links stay on the panel's public address; another franchise keeps it for its links too.
    expect(line.data.short_M3U8.startsWith('https://painel.exemplo.com/s/')).toBe(true);
    const other = await req('other', 'POST', '/api/users-iptv', { isOficial: true, package: 1, credits: 1 });
    expect(other.data.DNS_SMARTER).toBe('https://painel.exemplo.com');

    await req('admin', 'DELETE', `/api/delete-rotate-dns/${list.data[0].id}`);
    const links = (await req('resB', 'PUT', `/api/users-iptv/${line.data.id}`, { action: 8 })).data;
    expect(links.DNS_SMARTER).toBe('https://tv2.exemplo.com');
    expect((await req('admin', 'DELETE', `/api/delete-rotate-dns/${list.data[0].id}`)).status).toBe(404);
  });

  it('keeps an exempt DNS list: lines from that panel do not pay their first days', async () => {
    expect((await req('admin', 'POST', '/api/add-migration-dns', { url: 'painel.antigo.com', limit_days: 60 })).data.message).toBe(COMM_MSG.dnsSaved);
    expect((await req('admin', 'POST', '/api/add-migration-dns', { url: 'painel.antigo.com', limit_days: 5 })).status).toBe(422);
    expect((await req('admin', 'POST', '/api/add-migration-dns', { url: 'x', limit_days: 0 })).status).toBe(422);
    const negative = await req('admin', 'POST', '/api/add-migration-dns', { url: 'painel.negativo.com', limit_days: -5 });
    expect(negative).toMatchObject({ status: 422, data: { errors: { limit_days: [COMM_MSG.limitDaysInvalid] } } });
    const list = (await req('admin', 'GET', '/api/migration-dns')).data.data;
    expect(list[0]).toMatchObject({ url: 'http://painel.antigo.com', limit_days: 60 });

    const balance = async () => (await t.db.selectFrom('accounts').select('credits').where('id', '=', ids.other).executeTakeFirstOrThrow()).credits / 100;
    const day = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
    const start = await balance();
    const verified = await req('other', 'POST', '/api/verify-iptv-migrate', { url: 'http://painel.antigo.com:8080/get.php?username=isento1&password=p1' });
    expect(verified.data).toEqual({ username: 'isento1', password: 'p1', exempt_days: 60 });
    const free = await req('other', 'POST', '/api/iptv-migrator', {
      url: 'http://painel.antigo.com:8080/get.php?username=isento1&password=p1',
      package: 1,
      user: { exp_date: day(45) },
    });
    expect(free.status).toBe(200);
    expect(await balance()).toBe(start);
    await req('other', 'POST', '/api/iptv-migrator', {
      url: 'http://painel.antigo.com/get.php?username=isento2&password=p2',
      package: 1,
      user: { exp_date: day(100) },
    });
    expect(await balance()).toBe(start - 2);
    await req('other', 'POST', '/api/iptv-migrator', { url: 'http://outro.com/get.php?username=pago3&password=p3', package: 1, user: { exp_date: day(45) } });
    expect(await balance()).toBe(start - 4);
    expect(await t.checkLedgerInvariant()).toEqual([]);

    expect((await req('admin', 'DELETE', `/api/migration-dns/${list[0].id}`)).data.message).toBe(COMM_MSG.dnsDeleted);
    expect((await req('admin', 'GET', '/api/migration-dns')).data.data).toEqual([]);
  });
});

describe('shortener', () => {
  it('shortens on the public address (never the Host header) and refuses what is not a link', async () => {
    const res = await t.request('POST', '/api/encurtar-link', {
      token: tok.admin,
      body: { link: 'https://loja.exemplo.com/promo?id=1' },
      headers: { host: 'evil.com' },
    });
    expect(res.data.message).toBe(COMM_MSG.linkShortened);
    expect(res.data.link).toMatch(/^https:\/\/painel\.exemplo\.com\/s\/[\w-]{10}$/);
    const go = await t.request('GET', new URL(res.data.link).pathname);
    expect(go.headers.location).toBe('https://loja.exemplo.com/promo?id=1');
    for (const link of ['javascript:alert(1)', 'loja', '', 42])
      expect((await req('admin', 'POST', '/api/encurtar-link', { link })).data.message).toBe(COMM_MSG.linkInvalid);
  });
});
