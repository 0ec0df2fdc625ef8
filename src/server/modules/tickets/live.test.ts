// The live stream through a real listening server: a reply reaches the subscribed clients of the
// ticket's chain within 2 s, a client of another branch receives nothing, and on PostgreSQL a change
// made through a second instance reaches the streams the first one holds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { AUTH_401 } from '../../../shared/messages';
import { followEvents, type ServerEvent } from '../../../shared/events';
import { buildApp } from '../../app';
import { ADMIN_PASSWORD, useTestApp } from '../../test/harness';

const t = useTestApp();
let base = '';
const tok = {} as Record<'admin' | 'master' | 'reseller' | 'sibling', string>;
const streams: AbortController[] = [];

beforeAll(async () => {
  const master = await t.createAccount({ profile: 'master' });
  const reseller = await t.createAccount({ ownerId: master.id });
  const sibling = await t.createAccount({ ownerId: master.id });
  tok.master = await t.loginAs(master.username);
  tok.reseller = await t.loginAs(reseller.username);
  tok.sibling = await t.loginAs(sibling.username);
  tok.admin = await t.loginAs('admin', ADMIN_PASSWORD);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const s of streams) s.abort();
});

/** Follows /api/events as `token`; resolves once the stream is open, collecting every event. */
async function subscribe(token: string, url = base) {
  const events: ServerEvent[] = [];
  const controller = new AbortController();
  streams.push(controller);
  let ready!: () => void;
  const opened = new Promise<void>((resolve) => (ready = resolve));
  void followEvents({
    open: (signal) => fetch(`${url}/api/events`, { headers: { authorization: `Bearer ${token}` }, signal }),
    // The changes only: 'ready' opens, and a drop under load ('offline') is followed by a new 'ready'.
    onEvent: (e) => (e.type === 'ready' ? ready() : e.type !== 'offline' && events.push(e)),
    signal: controller.signal,
    retryMs: 100,
  });
  await opened;
  return { events, stop: () => controller.abort() };
}

const until = async (check: () => boolean, ms: number) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  return check();
};

describe('GET /api/events', () => {
  it('refuses a client without a session', async () => {
    const res = await fetch(`${base}/api/events`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: AUTH_401.missing });
  });

  it('opens the stream with the security headers of a call', async () => {
    const controller = new AbortController();
    const res = await fetch(`${base}/api/events`, { headers: { authorization: `Bearer ${tok.reseller}` }, signal: controller.signal });
    controller.abort();
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    // No browser renders it: no page policy (security-headers.ts).
    expect(res.headers.get('content-security-policy')).toBeNull();
  });

  it('brings a reply to the ticket chain within 2 s and nothing to another branch', async () => {
    const [reseller, master, admin, sibling] = await Promise.all([
      subscribe(tok.reseller),
      subscribe(tok.master),
      subscribe(tok.admin),
      subscribe(tok.sibling),
    ]);
    const create = await t.request('POST', '/api/ticket', { token: tok.reseller, body: { title: 'Ao vivo', category: 1, content: 'x' } });
    const id = create.data.id as number;
    // The new ticket reaches the chain first (on PostgreSQL its NOTIFY may come at any time): then only the reply is awaited.
    expect(await until(() => [reseller, master, admin].every((s) => s.events.length === 1), 2000)).toBe(true);
    for (const s of [reseller, master, admin]) s.events.length = 0;
    const started = Date.now();
    expect((await t.request('PUT', `/api/ticket/${id}`, { token: tok.admin, body: { mensagem: 'Respondido agora' } })).status).toBe(200);
    const expected = { type: 'ticket', id, system: 1, change: 'message', title: 'Ao vivo', owner: expect.any(Number), by: expect.any(Number) };
    expect(await until(() => reseller.events.length > 0 && master.events.length > 0 && admin.events.length > 0, 2000)).toBe(true);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(reseller.events).toEqual([expected]);
    expect(master.events).toEqual([expected]);
    expect(admin.events).toEqual([expected]);
    // Whose action it is goes with the event (the notices skip one's own): the admin's, on the reseller's ticket.
    expect(reseller.events[0]).toSatisfy((e: ServerEvent) => e.type === 'ticket' && e.by !== e.owner);

    await t.request('PUT', `/api/ticket/${id}`, { token: tok.admin, body: { atualizaStatus: 2 } });
    await t.request('GET', `/api/finishTicket/${id}`, { token: tok.reseller });
    expect(await until(() => reseller.events.length === 3, 2000)).toBe(true);
    expect(reseller.events.map((e) => (e.type === 'ticket' ? e.change : ''))).toEqual(['message', 'status', 'finished']);
    await new Promise((r) => setTimeout(r, 300));
    expect(sibling.events).toEqual([]);
    for (const s of [reseller, master, admin, sibling]) s.stop();
  });

  it('brings a change made through another instance (PostgreSQL)', { skip: !process.env.TEST_DATABASE_URL }, async () => {
    const second: FastifyInstance = (await buildApp({ config: t.config, db: t.db, dialect: t.ctx.dialect, logger: false })).app;
    try {
      const create = await t.request('POST', '/api/ticket', { token: tok.reseller, body: { title: 'Outra instância', category: 1, content: 'x' } });
      const reseller = await subscribe(tok.reseller);
      const res = await second.inject({
        method: 'PUT',
        url: `/api/ticket/${create.data.id}`,
        headers: { authorization: `Bearer ${tok.admin}` },
        payload: { mensagem: 'Pela instância 2' },
      });
      expect(res.statusCode).toBe(200);
      expect(await until(() => reseller.events.length > 0, 2000)).toBe(true);
      expect(reseller.events[0]).toMatchObject({ id: create.data.id, change: 'message' });
      reseller.stop();
    } finally {
      await second.close();
    }
  });
});
