// The DNS collector through the app: array bodies, admin only, and the scheduled check against hosts on
// the loopback — a dead one becomes BLOCKED with the date, and ATIVO again once it answers.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INFRA_MSG } from '../../../shared/infra/texts';
import { ADMIN_PASSWORD, createTestApp, useTestApp } from '../../test/harness';
import { checkCollector } from './collector';
import { startInfraSchedule } from './schedule';

const t = useTestApp();
let admin: string;
let live: FastifyInstance;
let livePort = 0;

const server = async (port = 0) => {
  const s = Fastify();
  s.get('/', async () => 'ok');
  await s.listen({ port, host: '127.0.0.1' });
  return s;
};

beforeAll(async () => {
  admin = await t.loginAs('admin', ADMIN_PASSWORD);
  live = await server();
  livePort = (live.server.address() as { port: number }).port;
});
afterAll(async () => {
  await live.close();
});

const rows = async () =>
  (await t.request('GET', '/api/dns-collector', { token: admin })).data.data as {
    id: number;
    host: string;
    status: string;
    date_verification: string;
    franchise: string;
    local: string;
  }[];

describe('DNS collector', () => {
  it('adds an array of hosts, refuses bad ones whole, and is the admin’s only', async () => {
    const reseller = await t.loginAs((await t.createAccount()).username);
    expect((await t.request('GET', '/api/dns-collector', { token: reseller })).status).toBe(403);
    expect((await t.request('POST', '/api/dns-collector', { token: reseller, body: [{ host: 'a.exemplo.com' }] })).status).toBe(403);
    expect((await t.request('POST', '/api/dns-collector', { token: admin, body: [] })).data.message).toBe(INFRA_MSG.collectorEmpty);
    const bad = await t.request('POST', '/api/dns-collector', { token: admin, body: [{ host: 'ok.exemplo.com' }, { host: 'não é host' }] });
    expect(bad.status).toBe(422);
    expect(await rows()).toEqual([]);
    const dup = await t.request('POST', '/api/dns-collector', { token: admin, body: [{ host: 'a.exemplo.com' }, { host: 'A.exemplo.com' }] });
    expect(dup.data.message).toBe(INFRA_MSG.collectorDuplicate);

    const ok = await t.request('POST', '/api/dns-collector', {
      token: admin,
      body: [{ host: 'http://a.exemplo.com', franquia: 'Franquia 1', onde: 'Cloudflare' }],
    });
    expect(ok.data.message).toBe(INFRA_MSG.collectorAdded);
    expect(await rows()).toEqual([
      { id: expect.any(Number), host: 'a.exemplo.com', franchise: 'Franquia 1', local: 'Cloudflare', status: 'ACTIVE', date_verification: '' },
    ]);
    const [row] = await rows();
    expect((await t.request('DELETE', `/api/dns-collector/${row.id}`, { token: reseller })).status).toBe(403);
    expect((await t.request('DELETE', `/api/dns-collector/${row.id}`, { token: admin })).data.message).toBe(INFRA_MSG.collectorDeleted);
    expect((await t.request('DELETE', `/api/dns-collector/${row.id}`, { token: admin })).status).toBe(404);
  });

  it('marks a dead loopback host BLOCKED with the date and a live one ACTIVE; ATIVO again when it answers', async () => {
    // A port that was free a moment ago: nothing answers there.
    const gone = await server();
    const deadPort = (gone.server.address() as { port: number }).port;
    await gone.close();
    await t.request('POST', '/api/dns-collector', { token: admin, body: [{ host: `127.0.0.1:${livePort}` }, { host: `127.0.0.1:${deadPort}` }] });

    // The admin's Telegram is linked: it hears of the block once, not at every check (issue 22).
    await t.db.insertInto('telegram_links').values({ account_id: t.admin.id, chat_id: 'admin-chat', linked_at: Date.now() }).execute();
    expect(await checkCollector(t.ctx, 1000)).toEqual({ active: 1, blocked: 1 });
    await checkCollector(t.ctx, 1000);
    const notices = await t.db.selectFrom('outbox').select(['kind', 'text']).where('account_id', '=', t.admin.id).execute();
    expect(notices).toEqual([
      {
        kind: 'dns_blocked',
        text: expect.stringMatching(new RegExp(`^A DNS 127\\.0\\.0\\.1:${deadPort} está bloqueada: não respondeu na verificação de \\d{2}/`)),
      },
    ]);
    const byHost = Object.fromEntries((await rows()).map((r) => [r.host, r]));
    expect(byHost[`127.0.0.1:${livePort}`]).toMatchObject({ status: 'ACTIVE', date_verification: '' });
    expect(byHost[`127.0.0.1:${deadPort}`].status).toBe('BLOCKED');
    expect(byHost[`127.0.0.1:${deadPort}`].date_verification).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);

    const back = await server(deadPort);
    try {
      await checkCollector(t.ctx, 1000);
      const again = (await rows()).find((r) => r.host === `127.0.0.1:${deadPort}`)!;
      expect(again).toMatchObject({ status: 'ACTIVE', date_verification: '' });
    } finally {
      await back.close();
    }
  });

  it('the schedule is off with an empty DNS_CRON and stops cleanly otherwise', async () => {
    const off = await createTestApp({ DNS_CRON: '' });
    try {
      expect(startInfraSchedule(off.ctx, { info: () => undefined, error: () => undefined })).toBeNull();
    } finally {
      await off.close();
    }
    const job = startInfraSchedule(t.ctx, { info: () => undefined, error: () => undefined })!;
    expect(job.nextRun()).toBeInstanceOf(Date);
    job.stop();
    expect(job.isStopped()).toBe(true);
  });
});
