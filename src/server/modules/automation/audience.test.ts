// Who hears an event (issue 42): every event type, over a tree with private ticket categories, reaches
// exactly the accounts for which the read call of what it tells answers 200, on every channel: the
// webhooks, the live event stream (the desktop and browser notices come from it) and Telegram.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { WEBHOOK_EVENTS, type WebhookEventType } from '../../../shared/automation/texts';
import type { ServerEvent } from '../../../shared/events';
import { ADMIN_CATEGORY, PRIVATE_CATEGORIES } from '../../../shared/tickets/texts';
import { ADMIN_PASSWORD, useTestApp } from '../../test/harness';
import { queueExpiryEvents } from './delivery';

const t = useTestApp({ WEBHOOKS_ALLOW_LOCAL: '1' });
const DAY = 86_400_000;

// admin > master > reseller (a master too) > sub; admin > other > otherSub.
type Who = 'admin' | 'master' | 'reseller' | 'sub' | 'other' | 'otherSub';
const tok = {} as Record<Who, string>;
const ids = {} as Record<Who, number>;
const everyone = () => Object.keys(tok) as Who[];
const whoIs = (id: number) => everyone().find((w) => ids[w] === id)!;
/** What each account's open stream heard. */
const heard = new Map<Who, ServerEvent[]>();

beforeAll(async () => {
  const master = await t.createAccount({ profile: 'master', credits: 50 });
  const reseller = await t.createAccount({ ownerId: master.id, profile: 'master', credits: 50 });
  const sub = await t.createAccount({ ownerId: reseller.id, credits: 50 });
  const other = await t.createAccount({ profile: 'master', credits: 50 });
  const otherSub = await t.createAccount({ ownerId: other.id, credits: 50 });
  for (const [who, account] of Object.entries({ master, reseller, sub, other, otherSub })) {
    tok[who as Who] = await t.loginAs(account.username);
    ids[who as Who] = account.id;
  }
  tok.admin = await t.loginAs('admin', ADMIN_PASSWORD);
  ids.admin = t.admin.id;
  for (const who of everyone()) {
    // Every account listens to every event, on every channel.
    const hook = await t.request('POST', '/api/me/webhooks', {
      token: tok[who],
      body: { url: `http://127.0.0.1:9/${who}`, events: WEBHOOK_EVENTS.map((e) => e.type) },
    });
    expect(hook.status, JSON.stringify(hook.data)).toBe(200);
    await t.db
      .insertInto('telegram_links')
      .values({ account_id: ids[who], chat_id: String(9000 + ids[who]), linked_at: Date.now() })
      .execute();
    heard.set(who, []);
    t.ctx.events.subscribe(ids[who], (event) => heard.get(who)!.push(event));
  }
});

/** The accounts whose webhooks got a delivery of `type` queued by `act`. */
async function webhookReceivers(type: WebhookEventType, act: () => Promise<unknown>): Promise<Set<Who>> {
  const before = Number(
    (
      await t.db
        .selectFrom('webhook_deliveries')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst()
    )?.id ?? 0,
  );
  await act();
  const rows = await t.db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_endpoints as w', 'w.id', 'd.endpoint_id')
    .select(['w.account_id', 'd.event_id'])
    .where('d.id', '>', before)
    .where('d.event_type', '=', type)
    .execute();
  // One act, one event (every receiver gets the same event id).
  expect(new Set(rows.map((r) => r.event_id)).size, type).toBe(1);
  return new Set(rows.map((r) => whoIs(Number(r.account_id))));
}

/** The accounts for which `read` answers 200 (and, when given, shows what `shows` looks for). */
async function readers(read: (who: Who) => Promise<{ status: number; data: unknown }>, shows?: (data: unknown) => boolean): Promise<Set<Who>> {
  const may = new Set<Who>();
  for (const who of everyone()) {
    const res = await read(who);
    if (res.status === 200 && (!shows || shows(res.data))) may.add(who);
  }
  return may;
}

const lineReaders = (owner: Who, lineId: number) =>
  readers(
    (who) => t.request('GET', `/api/users-iptv?reseller_id=${ids[owner]}`, { token: tok[who] }),
    (data) => (data as { id: number }[]).some((l) => l.id === lineId),
  );
/** An account's movements: its own statement, or the one its parents read (GET /api/logs-reseller/:id). */
const accountReaders = (owner: Who) =>
  readers((who) =>
    who === owner ? t.request('GET', '/api/extract', { token: tok[who] }) : t.request('GET', `/api/logs-reseller/${ids[owner]}`, { token: tok[who] }),
  );
const ticketReaders = (id: number) => readers((who) => t.request('GET', `/api/ticket/${id}`, { token: tok[who] }));

const buy = async (who: Who, body: Record<string, unknown> = {}) => {
  const res = await t.request('POST', '/api/users-iptv', { token: tok[who], body: { isOficial: true, package: 1, credits: 1, ...body } });
  expect(res.status, JSON.stringify(res.data)).toBe(200);
  return Number(res.data.id ?? res.data.user?.id);
};
const openTicket = async (who: Who, category: number) => {
  const res = await t.request('POST', '/api/ticket', {
    token: tok[who],
    body: { title: `Sobre o meu master (${category})`, category, content: 'Texto do ticket.' },
  });
  expect(res.status, JSON.stringify(res.data)).toBe(200);
  return res.data.id as number;
};

/** The streams that heard a ticket event of `change` about the ticket `act` answers (its id). */
async function streamReceivers(change: string, act: () => Promise<number>): Promise<Set<Who>> {
  for (const events of heard.values()) events.length = 0;
  const id = await act();
  // On PostgreSQL the bus is NOTIFY, heard a moment later and in commit order: once a mark sent after
  // the act reached every stream, whatever the act published has arrived too.
  await t.ctx.events.publish('all', { type: 'ready' });
  await vi.waitFor(() => expect(everyone().filter((who) => !heard.get(who)!.some((e) => e.type === 'ready'))).toEqual([]), { timeout: 20_000 });
  return new Set(everyone().filter((who) => heard.get(who)!.some((e) => e.type === 'ticket' && e.id === id && e.change === change)));
}

const exercised = new Set<WebhookEventType>();
const same = async (type: WebhookEventType, act: () => Promise<unknown>, may: () => Promise<Set<Who>>) => {
  const got = await webhookReceivers(type, act);
  exercised.add(type);
  expect([...got].sort(), type).toEqual([...(await may())].sort());
  return got;
};

describe('an event reaches only the accounts that may read what it tells', () => {
  it('the line events: the line owner and every account above it, never another branch', async () => {
    let line = 0;
    const got = await same(
      'linha.criada',
      async () => (line = await buy('sub')),
      () => lineReaders('sub', line),
    );
    expect([...got].sort()).toEqual(['admin', 'master', 'reseller', 'sub']);
    let test = 0;
    await same(
      'teste.criado',
      async () => (test = await buy('sub', { isOficial: false, test_hours: 1 })),
      () => lineReaders('sub', test),
    );
    await same(
      'linha.renovada',
      () => t.request('PUT', `/api/users-iptv/${line}`, { token: tok.reseller, body: { action: 1, credits: 1 } }),
      () => lineReaders('sub', line),
    );
    const soon = await buy('otherSub');
    await t.db
      .updateTable('lines')
      .set({ exp_at: Date.now() + 3 * DAY })
      .where('id', '=', soon)
      .execute();
    await same(
      'linha.vencendo',
      () => queueExpiryEvents(t.ctx),
      () => lineReaders('otherSub', soon),
    );
    const gone = await buy('sub');
    await t.db
      .updateTable('lines')
      .set({ exp_at: Date.now() - DAY })
      .where('id', '=', gone)
      .execute();
    await same(
      'linha.vencida',
      () => queueExpiryEvents(t.ctx),
      () => lineReaders('sub', gone),
    );
  });

  it('credits received: the receiver and the accounts above it', async () => {
    await same(
      'creditos.recebidos',
      () => t.request('PUT', `/api/reg-users/${ids.sub}`, { token: tok.reseller, body: { action: 0, credits: 2 } }),
      () => accountReaders('sub'),
    );
  });

  it.each([1, ...PRIVATE_CATEGORIES])('a ticket of category %i and its answer, on the webhooks, the live stream and Telegram', async (category) => {
    let id = 0;
    const created = await streamReceivers('created', async () => (id = await openTicket('sub', category)));
    const may = await ticketReaders(id);
    if (PRIVATE_CATEGORIES.includes(category)) expect([...may].sort()).toEqual(['admin', 'sub']);
    else expect([...may].sort()).toEqual(['admin', 'master', 'reseller', 'sub']);
    expect([...created].sort()).toEqual([...may].sort());

    const answer = () => t.request('PUT', `/api/ticket/${id}`, { token: tok.admin, body: { mensagem: 'Resposta do suporte.' } });
    const onStream = await streamReceivers('message', async () => {
      const hooks = await webhookReceivers('ticket.respondido', answer);
      exercised.add('ticket.respondido');
      expect([...hooks].sort()).toEqual([...may].sort());
      return id;
    });
    expect([...onStream].sort()).toEqual([...may].sort());
    const told = await t.db.selectFrom('outbox').select('account_id').where('kind', '=', 'ticket_answer').where('text', 'like', `%#${id} %`).execute();
    expect(told.length).toBeGreaterThan(0);
    for (const row of told) expect(may.has(whoIs(Number(row.account_id)))).toBe(true);

    const status = await streamReceivers('status', async () => {
      expect((await t.request('PUT', `/api/ticket/${id}`, { token: tok.admin, body: { atualizaStatus: 2 } })).status).toBe(200);
      return id;
    });
    expect([...status].sort()).toEqual([...may].sort());
    const finished = await streamReceivers('finished', async () => {
      expect((await t.request('GET', `/api/finishTicket/${id}`, { token: tok.sub })).status).toBe(200);
      return id;
    });
    expect([...finished].sort()).toEqual([...may].sort());
  });

  it("the admin's notices reach every account, as every account reads them", async () => {
    let id = 0;
    const created = await streamReceivers('created', async () => {
      const res = await t.request('POST', '/api/ticket', {
        token: tok.admin,
        body: { title: 'Aviso', category: ADMIN_CATEGORY, content: '<p>Manutenção</p>' },
      });
      expect(res.status, JSON.stringify(res.data)).toBe(200);
      return (id = res.data.id);
    });
    const may = await ticketReaders(id);
    expect(may.size).toBe(everyone().length);
    expect([...created].sort()).toEqual([...may].sort());
  });

  it('covers every event type a webhook can hear', () => {
    expect([...exercised].sort()).toEqual(WEBHOOK_EVENTS.map((e) => e.type).sort());
  });
});
