// The Porkbun registrar adapter against a local fake of its JSON API v3: availability and USD prices
// become credits, a purchase creates the domain with the quoted cost and points it at DNS_TARGET, and a
// registrar that refuses changes nothing in the panel.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { INFRA_MSG } from '../../shared/infra/texts';
import { useTestAppWithFake } from '../test/harness';
import { loadConfig } from '../config';
import { QUOTE_TTL_MS } from './registrar';

interface Call {
  path: string;
  body: Record<string, unknown>;
}
let calls: Call[] = [];
let failCreate = false;
const taken = new Set(['ocupado.top']);

const t = useTestAppWithFake(
  (fake) => {
    fake.post('/api/json/v3/*', async (request, reply) => {
      const path = (request.params as { '*': string })['*'];
      const body = request.body as Record<string, unknown>;
      calls.push({ path, body });
      if (body.apikey !== 'pk1_teste' || body.secretapikey !== 'sk1_teste') return reply.code(403).send({ status: 'ERROR', message: 'Invalid API key.' });
      const [area, action, domain] = path.split('/');
      if (area === 'domain' && action === 'checkDomain')
        return {
          status: 'SUCCESS',
          response: { avail: taken.has(domain) ? 'no' : 'yes', price: domain.endsWith('.us') ? '6.49' : '2.50', additional: { renewal: { price: '9.10' } } },
        };
      if (area === 'domain' && action === 'create') {
        if (failCreate) return reply.code(400).send({ status: 'ERROR', message: 'Insufficient funds.' });
        taken.add(domain);
        return { status: 'SUCCESS', domain, cost: body.cost };
      }
      return { status: 'SUCCESS' };
    });
  },
  (address) => ({
    REGISTRAR: 'porkbun',
    REGISTRAR_URL: `${address}/api/json/v3`,
    REGISTRAR_API_KEY: 'pk1_teste',
    REGISTRAR_SECRET_KEY: 'sk1_teste',
    REGISTRAR_CREDITS_PER_USD: '2',
    DNS_TARGET: '203.0.113.10',
  }),
);
beforeEach(() => {
  calls = [];
  failCreate = false;
});

async function premium(credits: number) {
  const account = await t.createAccount({ credits, permissions: ['dns_premium'] });
  return { account, ...(await t.loginWithTwofa(account)) };
}
const balance = async (id: number) => (await t.db.selectFrom('accounts').select('credits').where('id', '=', id).executeTakeFirstOrThrow()).credits / 100;

describe('Porkbun registrar', () => {
  it('quotes availability with prices in credits (USD x REGISTRAR_CREDITS_PER_USD)', async () => {
    const p = await premium(5);
    const res = await t.request('POST', '/api/verify-dns', { token: p.token, body: { domains: ['ocupado.top', 'livre.us'] } });
    expect(res.data).toEqual({
      code: 300,
      invalid: false,
      available: [{ domain: 'livre.us', credits: 12.98, credits_renew: 18.2, duration: 1 }],
      unavailable: ['ocupado.top'],
    });
    expect(calls.map((c) => c.path)).toEqual(['domain/checkDomain/ocupado.top', 'domain/checkDomain/livre.us']);
  });

  it('asks the registrar once per domain within QUOTE_TTL_MS, whoever asks, and again after it', async () => {
    const [a, b] = [await premium(5), await premium(5)];
    const verify = (token: string, domains: string[]) => t.request('POST', '/api/verify-dns', { token, body: { domains } });
    await verify(a.token, ['cache1.top', 'cache2.top']);
    const again = await verify(b.token, ['cache2.top', 'cache3.top']);
    expect(again.data.available.map((q: { domain: string }) => q.domain)).toEqual(['cache2.top', 'cache3.top']);
    expect(calls.map((c) => c.path)).toEqual(['domain/checkDomain/cache1.top', 'domain/checkDomain/cache2.top', 'domain/checkDomain/cache3.top']);
    const later = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + QUOTE_TTL_MS + 1);
    try {
      await verify(a.token, ['cache1.top']);
    } finally {
      later.mockRestore();
    }
    expect(calls).toHaveLength(4);
  });

  it('buys with the quoted cost in cents, turns auto-renew on and points the DNS at DNS_TARGET', async () => {
    const p = await premium(10);
    const res = await t.request('POST', '/api/create-dns', { token: p.token, body: { domain: 'novo.top', credits: 5, code_2fa: await p.code() } });
    expect(res.data.message).toBe(INFRA_MSG.bought);
    expect(calls.find((c) => c.path === 'domain/create/novo.top')?.body).toMatchObject({ cost: 250, agreeToTerms: 'yes' });
    expect(calls.some((c) => c.path === 'domain/updateAutoRenew/novo.top' && c.body.status === 'on')).toBe(true);
    expect(await balance(p.account.id)).toBe(5);
    const [item] = (await t.request('GET', '/api/list-dns', { token: p.token })).data.data;
    expect(item.status).toBe(false);
    await t.request('PUT', `/api/configure-dns/${item.id}`, { token: p.token });
    expect(calls.find((c) => c.path === 'dns/create/novo.top')?.body).toMatchObject({ type: 'A', name: '', content: '203.0.113.10' });
    expect((await t.request('GET', '/api/list-dns', { token: p.token })).data.data[0].status).toBe(true);
  });

  it('a refused registration charges nothing and keeps nothing', async () => {
    const p = await premium(10);
    failCreate = true;
    const res = await t.request('POST', '/api/create-dns', { token: p.token, body: { domain: 'semfundos.top', code_2fa: await p.code() } });
    expect(res.status).toBe(502);
    expect(res.data.message).toBe(INFRA_MSG.registrarUnavailable);
    expect(await balance(p.account.id)).toBe(10);
    expect((await t.request('GET', '/api/list-dns', { token: p.token })).data.data).toEqual([]);
    expect(await t.checkLedgerInvariant()).toEqual([]);
  });
});

describe('registrar configuration', () => {
  const env = (extra: Record<string, string>) => ({ DATA_DIR: t.config.dataDir, ...extra });
  it('is built in by default and refuses an incomplete or unknown registrar, and a bad DNS_CRON', () => {
    expect(loadConfig(env({})).registrar.kind).toBe('builtin');
    expect(() => loadConfig(env({ REGISTRAR: 'porkbun', REGISTRAR_API_KEY: 'pk1' }))).toThrow(/REGISTRAR_SECRET_KEY e DNS_TARGET/);
    expect(() => loadConfig(env({ REGISTRAR: 'godaddy' }))).toThrow(/use builtin ou porkbun/);
    expect(() => loadConfig(env({ DNS_TARGET: 'não é host' }))).toThrow(/DNS_TARGET inválido/);
    expect(() => loadConfig(env({ DNS_CRON: 'toda hora' }))).toThrow(/DNS_CRON inválido/);
    expect(loadConfig(env({ DNS_CRON: '' })).dnsCron).toBe('');
  });
});
