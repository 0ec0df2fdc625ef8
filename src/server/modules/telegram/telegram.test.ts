// Telegram notices (issue 22) through the app, against a local fake of the Bot API: the admin's bot
// token, linking a chat in /me with a one-time code, the commands of a linked chat (scoped like the
// API), notices of ticket answers and new tickets within seconds, the 09:00 summary once per account
// with two server instances, retries, a chat that blocked the bot, low credits, unlinking.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOfDayIn } from '../../../shared/dates';
import { LINE_STATUS } from '../../../shared/lines/texts';
import { TELEGRAM_MSG } from '../../../shared/telegram/texts';
import { botInfo, DEMO_BOT, startFakeTelegram, type FakeTelegram } from '../../test/fake-telegram';
import { useTestApp } from '../../test/harness';
import { saveBot, startPolling } from './bot';
import { checkLowCredits, OUTBOX_KEEP_MS, pruneOutbox, queueDailySummaries, sendDue, startTelegram, type TelegramOptions } from './worker';

const TOKEN = '123456789:AAFakeTokenForThePanelTests_abcdefghij';
const BOT = 'painel_teste_bot';
let fake: FakeTelegram;
// The fake listens first: the app reads TELEGRAM_API_ROOT when it is made (in the next beforeAll).
const env: Record<string, string> = {};
beforeAll(async () => {
  fake = await startFakeTelegram({ tokens: { [TOKEN]: BOT } });
  env.TELEGRAM_API_ROOT = fake.url;
});
const t = useTestApp(env);

/** Fast loops for tests: the summary is queued by the test itself. */
const FAST: TelegramOptions = { sendEveryMs: 100, lowCreditsEveryMs: 3_600_000, pollSeconds: 1, summaryCron: '', log: () => {}, warn: () => {} };
let service: { stop(): Promise<void> };

beforeAll(async () => {
  const admin = await t.loginAs(t.admin.username, 'Admin-test-123');
  expect((await t.request('PUT', '/api/telegram-bot', { token: admin, body: { token: TOKEN } })).status).toBe(200);
  service = startTelegram(t.ctx, FAST);
});
afterAll(async () => {
  await service?.stop();
  await fake?.close();
});

let chats = 5_000;
/** An account (a new one, or the admin) linked to a new chat through /me's code and the bot, as a person does it. */
async function linked(input: Parameters<typeof t.createAccount>[0] | 'admin' = {}) {
  const account = input === 'admin' ? { ...t.admin, password: 'Admin-test-123' } : await t.createAccount(input);
  const token = await t.loginAs(account.username, account.password);
  const chat = ++chats;
  const code = await t.request('POST', '/api/me/telegram/code', { token });
  expect(code.status).toBe(200);
  fake.userSays(chat, `/start ${code.data.code}`);
  await expect
    .poll(() => fake.to(chat).map((m) => m.text))
    .toContain(`Telegram vinculado à conta ${account.username}. Comandos: /saldo, /vencendo, /linha USUÁRIO.`);
  return { account, token, chat };
}

/** What the bot answers `text` from `chat` (the next message to that chat). */
async function ask(chat: number, text: string): Promise<string> {
  const before = fake.to(chat).length;
  fake.userSays(chat, text);
  await expect.poll(() => fake.to(chat).length).toBeGreaterThan(before);
  return fake.to(chat)[before]!.text;
}

async function line(accountId: number, username: string, days: number) {
  await t.db
    .insertInto('lines')
    .values({
      kind: 'iptv',
      account_id: accountId,
      username,
      password: 'senha1',
      whatsapp: '0',
      status: LINE_STATUS.active,
      exp_at: startOfDayIn(days) + 12 * 3_600_000,
      origin: 'official',
      created_at: Date.now(),
    } as never)
    .execute();
}

describe('the bot token in /settings', () => {
  it('is checked with Telegram, kept encrypted, and only the admin sees or changes it', async () => {
    const admin = await t.loginAs(t.admin.username, 'Admin-test-123');
    expect(await t.request('GET', '/api/telegram-bot', { token: admin })).toMatchObject({ status: 200, data: { configured: true, username: BOT } });
    const malformed = await t.request('PUT', '/api/telegram-bot', { token: admin, body: { token: 'abc' } });
    expect(malformed).toMatchObject({ status: 422, data: { errors: { token: ['O campo Token do bot não está no formato correto.'] } } });
    const unknown = await t.request('PUT', '/api/telegram-bot', { token: admin, body: { token: '987654321:AAUnknownTokenUnknownTokenUnknown12345' } });
    expect(unknown).toMatchObject({ status: 422, data: { message: TELEGRAM_MSG.botTokenInvalid } });
    const stored = await t.db.selectFrom('settings').select('value').where('key', '=', 'telegram.bot').executeTakeFirstOrThrow();
    expect(stored.value).not.toContain(TOKEN.split(':')[1]);

    const reseller = await t.loginAs((await t.createAccount()).username);
    expect((await t.request('GET', '/api/telegram-bot', { token: reseller })).status).toBe(403);
    expect((await t.request('PUT', '/api/telegram-bot', { token: reseller, body: { token: TOKEN } })).status).toBe(403);
    expect((await t.request('DELETE', '/api/telegram-bot', { token: reseller })).status).toBe(403);
  });
});

describe('linking in /me', () => {
  it('links with the code sent to the bot; a code serves once and only for a while', async () => {
    const { account, token, chat } = await linked();
    const me = await t.request('GET', '/api/me/telegram', { token });
    expect(me.data).toMatchObject({ bot: { username: BOT }, link: { tg_username: `user${chat}` }, prefs: { ticket_answer: true, daily_summary: true } });
    expect(me.data.kinds).not.toContain('new_ticket');

    const code = (await t.request('POST', '/api/me/telegram/code', { token })).data;
    expect(code.url).toBe(`https://t.me/${BOT}?start=${code.code}`);
    fake.userSays(9_001, code.code);
    await expect
      .poll(() => fake.to(9_001).map((m) => m.text))
      .toContain(`Telegram vinculado à conta ${account.username}. Comandos: /saldo, /vencendo, /linha USUÁRIO.`);
    // The same code from another chat: used up.
    expect(await ask(9_002, `/start ${code.code}`)).toBe('Código inválido ou expirado. Gere um novo em "Minha conta", no painel.');
    // An expired code.
    const late = (await t.request('POST', '/api/me/telegram/code', { token })).data;
    await t.db
      .updateTable('telegram_link_codes')
      .set({ expires_at: Date.now() - 1 })
      .execute();
    expect(await ask(9_003, `/start ${late.code}`)).toBe('Código inválido ou expirado. Gere um novo em "Minha conta", no painel.');
    // A chat that is not linked is told how.
    expect(await ask(9_004, '/saldo')).toMatch(/não está vinculado/);
  });

  it('unlinks: nothing more is sent to the chat, and what was queued is dropped', async () => {
    const { token, chat } = await linked();
    await t.db
      .insertInto('outbox')
      .values({
        account_id: (await t.db.selectFrom('telegram_links').select('account_id').where('chat_id', '=', String(chat)).executeTakeFirstOrThrow()).account_id,
        chat_id: String(chat),
        kind: 'ticket_answer',
        text: 'x',
        created_at: Date.now(),
        next_attempt_at: Date.now() + 60_000,
      })
      .execute();
    expect(await t.request('DELETE', '/api/me/telegram', { token })).toMatchObject({ status: 200, data: { message: TELEGRAM_MSG.unlinked } });
    expect((await t.request('GET', '/api/me/telegram', { token })).data.link).toBeNull();
    expect(await t.db.selectFrom('outbox').select('status').where('chat_id', '=', String(chat)).where('text', '=', 'x').executeTakeFirstOrThrow()).toEqual({
      status: 'failed',
    });
    expect(await ask(chat, '/saldo')).toMatch(/não está vinculado/);
    expect((await t.request('PUT', '/api/me/telegram', { token, body: { prefs: {}, low_credits: 1 } })).status).toBe(422);
  });
});

describe('commands of a linked chat', () => {
  it('/saldo, /vencendo and /linha answer about its own network only', async () => {
    const { account, chat } = await linked({ credits: 12.5 });
    const sub = await t.createAccount({ ownerId: account.id });
    const other = await t.createAccount();
    await line(sub.id, `7001${chats}`, 0);
    await line(account.id, `7002${chats}`, 2);
    await line(account.id, `7003${chats}`, 6);
    await line(other.id, `7004${chats}`, 0);

    expect(await ask(chat, '/saldo')).toBe('Créditos: 12,5 créditos');
    const expiring = await ask(chat, '/vencendo');
    expect(expiring).toContain(`7001${chats} (IPTV)`);
    expect(expiring).toContain(`7002${chats} (IPTV)`);
    expect(expiring).not.toContain(`7003${chats}`);
    expect(expiring).not.toContain(`7004${chats}`);
    expect(await ask(chat, `/linha 7001${chats}`)).toMatch(
      new RegExp(`^Linha 7001${chats} \\(IPTV\\)\\nStatus: Ativa\\nVencimento: .*\\nRevenda: ${sub.username}$`),
    );
    expect(await ask(chat, `/linha 7004${chats}`)).toBe(`Nenhuma linha "7004${chats}" na sua rede.`);
    expect(await ask(chat, '/linha')).toBe('Use: /linha USUÁRIO');
  });
});

describe('notices', () => {
  it("an answer on the reseller's ticket reaches its chat within seconds; the admin hears of new tickets", async () => {
    const admin = await linked('admin');
    const reseller = await linked();
    const created = await t.request('POST', '/api/ticket', {
      token: reseller.token,
      body: { title: 'Canal travando', category: 1, content: 'Trava à noite.' },
    });
    const id = created.data.id;
    await expect.poll(() => fake.to(admin.chat).map((m) => m.text)).toContain(`Novo ticket #${id} de ${reseller.account.username}: "Canal travando"`);

    const adminToken = await t.loginAs(t.admin.username, 'Admin-test-123');
    const start = Date.now();
    expect((await t.request('PUT', `/api/ticket/${id}`, { token: adminToken, body: { mensagem: 'Já corrigimos, confira.' } })).status).toBe(200);
    await expect
      .poll(() => fake.to(reseller.chat).map((m) => m.text), { timeout: 5_000 })
      .toContain(`Nova resposta no ticket #${id} "Canal travando" (${t.admin.username}):\nJá corrigimos, confira.`);
    expect(Date.now() - start).toBeLessThan(5_000);

    // Its own message is not news to it; an answer it switched off is not sent.
    await t.request('PUT', `/api/ticket/${id}`, { token: reseller.token, body: { mensagem: 'Obrigado!' } });
    expect((await t.request('PUT', '/api/me/telegram', { token: reseller.token, body: { prefs: { daily_summary: false }, low_credits: 10 } })).status).toBe(
      200,
    );
    // A kind left out keeps its choice; the admin's kinds are not a reseller's to turn on.
    expect(
      (await t.request('PUT', '/api/me/telegram', { token: reseller.token, body: { prefs: { ticket_answer: false, new_ticket: true }, low_credits: 10 } }))
        .status,
    ).toBe(200);
    expect((await t.request('GET', '/api/me/telegram', { token: reseller.token })).data.prefs).toMatchObject({
      ticket_answer: false,
      daily_summary: false,
      low_credits: true,
    });
    const bad = await t.request('PUT', '/api/me/telegram', { token: reseller.token, body: { prefs: { nada: true }, low_credits: -1 } });
    expect(bad.status).toBe(422);
    await t.request('PUT', `/api/ticket/${id}`, { token: adminToken, body: { mensagem: 'Mais alguma coisa?' } });
    await new Promise((r) => setTimeout(r, 500));
    expect(fake.to(reseller.chat).filter((m) => m.text.startsWith('Nova resposta'))).toHaveLength(1);
  });

  it('a notice that fails is tried again later; a chat that blocked the bot is given up at once', async () => {
    // The sender is driven by hand here (the running one would race the test).
    await service.stop();
    const acc = await t.createAccount();
    await t.db.insertInto('telegram_links').values({ account_id: acc.id, chat_id: '8001', linked_at: Date.now() }).execute();
    const acc2 = await t.createAccount();
    await t.db.insertInto('telegram_links').values({ account_id: acc2.id, chat_id: '8002', linked_at: Date.now() }).execute();
    fake.block(8002);
    const { notify } = await import('./notices');
    await notify(t.db, [acc.id, acc2.id], 'ticket_answer', 'Aviso de teste');
    await t.db.updateTable('outbox').set({ status: 'failed' }).where('text', '!=', 'Aviso de teste').where('status', '=', 'pending').execute();

    fake.failNext(1);
    await sendDue(t.ctx);
    const rows = async () =>
      t.db.selectFrom('outbox').select(['chat_id', 'status', 'attempts', 'next_attempt_at']).where('text', '=', 'Aviso de teste').orderBy('chat_id').execute();
    const [first, second] = await rows();
    expect(first).toMatchObject({ chat_id: '8001', status: 'pending' });
    expect(Number(first!.attempts)).toBe(1);
    expect(Number(first!.next_attempt_at)).toBeGreaterThan(Date.now());
    expect(second).toMatchObject({ chat_id: '8002', status: 'failed' });

    // Not before its time; then sent once.
    expect(await sendDue(t.ctx)).toBe(0);
    await t.db.updateTable('outbox').set({ next_attempt_at: 0 }).where('chat_id', '=', '8001').execute();
    expect(await sendDue(t.ctx)).toBe(1);
    expect((await rows())[0]).toMatchObject({ status: 'sent' });
    expect(fake.to(8001).map((m) => m.text)).toEqual(['Aviso de teste']);
    service = startTelegram(t.ctx, FAST);
  });

  it("'Créditos abaixo do nível' once per fall below the level", async () => {
    const { account, token, chat } = await linked({ credits: 5 });
    const told = () =>
      fake
        .to(chat)
        .filter((m) => m.text.startsWith('Seus créditos estão abaixo'))
        .map((m) => m.text);
    expect((await t.request('PUT', '/api/me/telegram', { token, body: { prefs: {}, low_credits: 8 } })).status).toBe(200);
    await checkLowCredits(t.ctx);
    await checkLowCredits(t.ctx);
    await expect.poll(told).toEqual(['Seus créditos estão abaixo de 8 créditos: restam 5 créditos.']);
    await t.db.updateTable('accounts').set({ credits: 2_000 }).where('id', '=', account.id).execute();
    await checkLowCredits(t.ctx);
    await t.db.updateTable('accounts').set({ credits: 300 }).where('id', '=', account.id).execute();
    await checkLowCredits(t.ctx);
    await expect.poll(() => told().length).toBe(2);
    expect(told()[1]).toBe('Seus créditos estão abaixo de 8 créditos: restam 3 créditos.');
  });
});

describe('the outbox', () => {
  it('drops sent and given-up notices after 30 days, never one still due', async () => {
    const account = await t.createAccount();
    const old = Date.now() - OUTBOX_KEEP_MS - 60_000;
    const row = (status: 'pending' | 'sent' | 'failed', created_at: number) => ({
      account_id: account.id,
      chat_id: 'prune',
      kind: 'ticket_answer',
      text: status,
      status,
      created_at,
      next_attempt_at: Date.now() + 3_600_000,
    });
    // Rows as the sender leaves them (the schema lets code insert only pending ones).
    await t.db
      .insertInto('outbox')
      .values([row('sent', old), row('failed', old), row('pending', old), row('sent', Date.now())] as never)
      .execute();
    await pruneOutbox(t.ctx);
    const left = await t.db.selectFrom('outbox').select(['status', 'created_at']).where('chat_id', '=', 'prune').orderBy('id').execute();
    expect(left.map((r) => [r.status, Number(r.created_at) === old])).toEqual([
      ['pending', true],
      ['sent', false],
    ]);
  });
});

describe('two server instances on one database', () => {
  it('the 09:00 summary reaches each linked account once, a ticket answer within 5 s; one instance reads the bot at a time', async () => {
    const twin = await t.instance();
    const other = startTelegram(twin.ctx, FAST);
    try {
      const a = await linked({ credits: 3 });
      const b = await linked();
      await line(a.account.id, `7100${chats}`, 0);
      await line(a.account.id, `7101${chats}`, 2);
      await line(a.account.id, `7102${chats}`, -1);
      const at = Date.now();
      // Both instances' schedules fire at 09:00.
      await Promise.all([queueDailySummaries(t.ctx, at), queueDailySummaries(twin.ctx, at), queueDailySummaries(twin.ctx, at)]);
      const summaries = (chat: number) => fake.to(chat).filter((m) => m.text.startsWith('Resumo de '));
      await expect.poll(() => summaries(a.chat).length).toBe(1);
      await expect.poll(() => summaries(b.chat).length).toBe(1);
      expect(summaries(a.chat)[0]!.text).toMatch(
        /^Resumo de \d{2}\/\d{2}\/\d{4}\nVencem hoje: 1\nVencem nos próximos 3 dias: 1\nVenceram ontem: 1\nCréditos: 3 créditos$/,
      );
      // Commands keep getting one answer each while both instances run.
      expect(await ask(a.chat, '/saldo')).toBe('Créditos: 3 créditos');
      await new Promise((r) => setTimeout(r, 1_500));
      expect(summaries(a.chat)).toHaveLength(1);
      expect(fake.to(a.chat).filter((m) => m.text === 'Créditos: 3 créditos')).toHaveLength(1);
      // A ticket answer written through the other instance reaches its author within 5 s.
      const created = await twin.request('POST', '/api/ticket', { token: b.token, body: { title: 'Sem áudio', category: 1, content: 'Canal 5 sem áudio.' } });
      const adminToken = await t.loginAs(t.admin.username, 'Admin-test-123');
      await twin.request('PUT', `/api/ticket/${created.data.id}`, { token: adminToken, body: { mensagem: 'Resolvido.' } });
      await expect
        .poll(() => fake.to(b.chat).filter((m) => m.text.startsWith(`Nova resposta no ticket #${created.data.id} `)).length, { timeout: 5_000 })
        .toBe(1);
      expect(fake.overlaps()).toBe(0);
    } finally {
      await other.stop();
      await twin.close();
    }
  });
});

describe('Telegram out of reach', () => {
  it('says the failure once, tries again ever less often, and says once that it is back', async () => {
    await service.stop();
    const lines: string[] = [];
    const poller = startPolling(t.ctx, { pollSeconds: 1, idleMs: 50, log: () => {}, warn: (line) => lines.push(line) });
    try {
      fake.failPolls(4);
      await expect.poll(() => lines.at(-1), { timeout: 10_000 }).toBe('leitura do bot do Telegram voltou a funcionar após 4 falha(s)');
      expect(lines).toEqual([
        expect.stringMatching(
          /^leitura do bot do Telegram falhou: .*Bad Gateway.*; tenta de novo sozinha, cada vez mais espaçado, e avisa aqui quando voltar$/,
        ),
        'leitura do bot do Telegram voltou a funcionar após 4 falha(s)',
      ]);
      // Reading again: a linked chat's command is answered.
      const { chat } = await linked({ credits: 2 });
      expect(await ask(chat, '/saldo')).toBe('Créditos: 2 créditos');
    } finally {
      await poller.stop();
      service = startTelegram(t.ctx, FAST);
    }
  });

  it("the demo's bot without its stand-in: says once that the demo needs npm run telegram:demo", async () => {
    await service.stop();
    const lines: string[] = [];
    await saveBot(t.ctx, DEMO_BOT.token, botInfo(DEMO_BOT.token, DEMO_BOT.username));
    const poller = startPolling(t.ctx, { pollSeconds: 1, idleMs: 20, log: () => {}, warn: (line) => lines.push(line) });
    try {
      await expect.poll(() => lines.length).toBeGreaterThan(0);
      // The tries after the first (every 20 ms, then ever less often) say nothing.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(lines).toEqual([
        expect.stringMatching(
          /^leitura do bot do Telegram falhou: .*Unauthorized.*; é o bot de demonstração do seed:demo: rode `npm run telegram:demo` e inicie o painel com o TELEGRAM_API_ROOT que ele mostra$/,
        ),
      ]);
    } finally {
      await poller.stop();
      await saveBot(t.ctx, TOKEN, botInfo(TOKEN, BOT));
      service = startTelegram(t.ctx, FAST);
    }
  });
});
