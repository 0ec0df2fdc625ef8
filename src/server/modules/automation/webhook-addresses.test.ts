// Webhook addresses inside the server's own network (issue 42), on a panel without WEBHOOKS_ALLOW_LOCAL:
// refused when saved, at 'Enviar teste', at 'Reenviar' and when sent, in every spelling, with one pt-BR
// text that tells an open port from a closed one in nothing.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MSG } from '../../messages';
import { encrypt } from '../../security';
import { useTestApp } from '../../test/harness';
import { deliverDue } from './delivery';

const t = useTestApp();

/** A server on this machine (IPv4 and IPv6) that counts what reaches it, and a port nobody listens on. */
let hits = 0;
const listening = createServer((_req, res) => {
  hits++;
  res.end();
});
let openPort = 0;
let closedPort = 0;
beforeAll(async () => {
  await new Promise<void>((resolve) => listening.listen(0, '::', resolve));
  openPort = (listening.address() as AddressInfo).port;
  const gone = createServer();
  await new Promise<void>((resolve) => gone.listen(0, '::', resolve));
  closedPort = (gone.address() as AddressInfo).port;
  await new Promise((resolve) => gone.close(resolve));
});
afterAll(() => new Promise((resolve) => listening.close(resolve)));

/** This machine, as the issue spelled it and the old filter let through, and as it refused. */
const thisMachine = (port: number) =>
  ['[::ffff:127.0.0.1]', '[::ffff:7f00:1]', '[0:0:0:0:0:ffff:7f00:1]', '[::]', '127.0.0.1', 'localhost'].map((host) => `https://${host}:${port}/x`);
/** The networks around it, IPv6 spellings of an internal IPv4 included (NAT64, 6to4, compatible). */
const AROUND = [
  'https://0.0.0.0/x',
  'https://10.0.0.1/x',
  'https://192.168.0.10/x',
  'https://169.254.169.254/latest/meta-data',
  'https://100.64.0.1/x',
  'https://[fd00::1]/x',
  'https://[fe80::1]/x',
  'https://[64:ff9b::a00:1]/x',
  'https://[2002:c0a8:101::1]/x',
  'https://[::a00:1]/x',
];

async function reseller() {
  const account = await t.createAccount({ credits: 20 });
  return { account, session: await t.loginAs(account.username) };
}

describe('webhook addresses inside the server network', () => {
  // 'Cadastrar' and 'Enviar teste' take 10 a minute from an account: each group of addresses has its own.
  it('are refused when saved, in every spelling, with one pt-BR text; a public address is taken', async () => {
    const { session } = await reseller();
    const kept = await t.request('POST', '/api/me/webhooks', { token: session, body: { url: 'https://8.8.8.8/hook', events: ['linha.criada'] } });
    expect(kept.status, JSON.stringify(kept.data)).toBe(200);
    const v6 = await t.request('POST', '/api/me/webhooks', { token: session, body: { url: 'https://[2606:4700:4700::1111]/hook', events: ['linha.criada'] } });
    expect(v6.status).toBe(200);
    const groups = await Promise.all([thisMachine(openPort), thisMachine(closedPort), AROUND].map(async (urls) => ({ urls, ...(await reseller()) })));
    const before = await t.snapshot();
    for (const group of groups)
      for (const url of group.urls) {
        const created = await t.request('POST', '/api/me/webhooks', { token: group.session, body: { url, events: ['linha.criada'] } });
        expect([url, created.status, created.data.message]).toEqual([url, 400, SERVER_MSG.internalAddress]);
        const changed = await t.request('PUT', `/api/me/webhooks/${kept.data.endpoint.id}`, { token: session, body: { url } });
        expect([url, changed.status, changed.data.message]).toEqual([url, 400, SERVER_MSG.internalAddress]);
      }
    expect(await t.snapshot()).toBe(before);
  });

  it('saved before the check, are refused at the test, when sent and at a resend, open port or closed alike', async () => {
    const seen: unknown[] = [];
    for (const urls of [thisMachine(openPort), thisMachine(closedPort)]) {
      const { account, session } = await reseller();
      const endpoints = await t.db
        .insertInto('webhook_endpoints')
        .values(
          urls.map((url) => ({
            account_id: account.id,
            url,
            secret_enc: encrypt(t.config.secretKey, 'whsec_antigo'),
            events: JSON.stringify(['linha.criada']),
            created_at: Date.now(),
          })),
        )
        .returning(['id', 'url'])
        .execute();
      for (const { id, url } of endpoints) {
        const test = await t.request('POST', `/api/me/webhooks/${id}/test`, { token: session, body: {} });
        expect([url, test.status, test.data.message]).toEqual([url, 400, SERVER_MSG.internalAddress]);
      }

      expect((await t.request('POST', '/api/users-iptv', { token: session, body: { isOficial: true, package: 1, credits: 1 } })).status).toBe(200);
      expect(await deliverDue(t.ctx)).toBe(0);
      for (const { id, url } of endpoints) {
        const deliveries = (await t.request('GET', `/api/me/webhooks/${id}/deliveries`, { token: session })).data;
        const shown = deliveries.map((d: Record<string, unknown>) => [d.event_type, d.status, d.response_status, d.last_error, d.attempts]);
        expect([url, shown]).toEqual([url, [['linha.criada', 'pending', null, SERVER_MSG.internalAddress, 1]]]);
        seen.push(shown);
        const resend = await t.request('POST', `/api/me/webhook-deliveries/${deliveries[0].id}/resend`, { token: session });
        expect([url, resend.status, resend.data.message]).toEqual([url, 400, SERVER_MSG.internalAddress]);
      }
    }
    // The list tells an open port from a closed one in nothing, and nothing reached this machine.
    expect(new Set(seen.map((shown) => JSON.stringify(shown))).size).toBe(1);
    expect(hits).toBe(0);
  });
});
