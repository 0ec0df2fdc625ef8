// The registrar that decides which DNS can be bought and registers them (decisions.md: DNS purchase
// through an adapter). The built-in one works offline: it keeps its registrations in the panel's own
// database (a name it registered stays taken) and prices each extension from a fixed table. The
// Porkbun one talks to Porkbun's JSON API v3 (REGISTRAR=porkbun): checkDomain for availability and
// price in USD, domain/create with that price in cents, updateAutoRenew, and dns/create to point the
// new DNS at DNS_TARGET, through the panel's HTTP client (core/http-client.ts).
import type { RegistrarConfig } from '../config';
import { callJson } from '../core/http-client';
import type { DbOrTx } from '../db';
import '../db/schema-infra';

export interface Quote {
  domain: string;
  available: boolean;
  /** Hundredths of a credit for the first year and for each renewal year. */
  priceCents: number;
  renewCents: number;
  /** The longest term offered, in years. */
  maxYears: number;
}

export interface Registrar {
  check(domains: string[], db: DbOrTx): Promise<Quote[]>;
  /** Registers for `years`. Throws RegistrarError when refused. */
  register(domain: string, years: number, db: DbOrTx): Promise<void>;
  /** Renews for `years` from the current expiry. */
  renew(domain: string, years: number, db: DbOrTx): Promise<void>;
  /** Points the DNS at the target (the CDN proxy). */
  configure(domain: string, db: DbOrTx): Promise<void>;
}

export class RegistrarError extends Error {}

const YEAR = 365 * 24 * 3600 * 1000;

/** The built-in price table, in credits: first year and each renewal year. */
export const BUILTIN_PRICES: Record<string, { credits: number; renew: number }> = {
  '.top': { credits: 4, renew: 4 },
  '.click': { credits: 4, renew: 4 },
  '.cfd': { credits: 3, renew: 3 },
  '.sbs': { credits: 3, renew: 3 },
  '.us': { credits: 5, renew: 5 },
};

function builtinRegistrar(target: string): Registrar {
  const price = (domain: string) => BUILTIN_PRICES[Object.keys(BUILTIN_PRICES).find((ext) => domain.endsWith(ext)) ?? ''];
  return {
    async check(domains, db) {
      const taken = new Set(
        domains.length ? (await db.selectFrom('registrar_builtin').select('domain').where('domain', 'in', domains).execute()).map((r) => r.domain) : [],
      );
      return domains.map((domain) => {
        const p = price(domain);
        return { domain, available: Boolean(p) && !taken.has(domain), priceCents: (p?.credits ?? 0) * 100, renewCents: (p?.renew ?? 0) * 100, maxYears: 1 };
      });
    },
    async register(domain, years, db) {
      const expires = Date.now() + years * YEAR;
      const done = await db
        .insertInto('registrar_builtin')
        .values({ domain, expires_at: expires, target: '', created_at: Date.now() })
        .onConflict((oc) => oc.column('domain').doNothing())
        .executeTakeFirst();
      if (Number(done.numInsertedOrUpdatedRows ?? 0) !== 1) throw new RegistrarError(`${domain} já está registrada`);
    },
    async renew(domain, years, db) {
      const row = await db.selectFrom('registrar_builtin').select('expires_at').where('domain', '=', domain).executeTakeFirst();
      if (!row) throw new RegistrarError(`${domain} não está registrada`);
      const expires = Math.max(Number(row.expires_at), Date.now()) + years * YEAR;
      await db.updateTable('registrar_builtin').set({ expires_at: expires }).where('domain', '=', domain).execute();
    },
    async configure(domain, db) {
      await db.updateTable('registrar_builtin').set({ target }).where('domain', '=', domain).execute();
    },
  };
}

interface PorkbunAnswer {
  status?: string;
  message?: string;
  response?: { avail?: string; price?: string; additional?: { renewal?: { price?: string } } };
}

function porkbunRegistrar(config: Extract<RegistrarConfig, { kind: 'porkbun' }>): Registrar {
  /** `read`: a question (availability and price), the only call repeated when it gets no answer. */
  async function call(path: string, body: Record<string, unknown> = {}, read = false): Promise<PorkbunAnswer> {
    const { status, ok, data } = await callJson(`${config.url}${path}`, {
      method: 'POST',
      json: { apikey: config.apiKey, secretapikey: config.secretKey, ...body },
      timeoutMs: 20_000,
      retry: read,
    }).catch((error: Error) => {
      throw new RegistrarError(`registrador inacessível: ${error.message}`);
    });
    const answer = (data ?? {}) as PorkbunAnswer;
    if (!ok || answer.status !== 'SUCCESS') throw new RegistrarError(answer.message || `registrador respondeu ${status}`);
    return answer;
  }
  const usdCents = (price: string | undefined) => Math.round(Number(price ?? 'NaN') * 100);
  const credits = (cents: number) => Math.ceil(cents * config.creditsPerUsd);
  const quote = async (domain: string) => {
    const answer = await call(`/domain/checkDomain/${domain}`, {}, true);
    const usd = usdCents(answer.response?.price);
    const renewUsd = usdCents(answer.response?.additional?.renewal?.price ?? answer.response?.price);
    if (!Number.isFinite(usd) || usd <= 0) return { domain, available: false, usd: 0, priceCents: 0, renewCents: 0, maxYears: 1 };
    return {
      domain,
      available: answer.response?.avail === 'yes',
      usd,
      priceCents: credits(usd),
      renewCents: credits(Number.isFinite(renewUsd) ? renewUsd : usd),
      maxYears: 1,
    };
  };
  return {
    async check(domains) {
      const quotes: Quote[] = [];
      // One at a time: Porkbun limits availability checks.
      for (const domain of domains) {
        const { usd: _usd, ...q } = await quote(domain);
        quotes.push(q);
      }
      return quotes;
    },
    async register(domain) {
      const q = await quote(domain);
      if (!q.available) throw new RegistrarError(`${domain} indisponível`);
      await call(`/domain/create/${domain}`, { cost: q.usd, agreeToTerms: 'yes' });
      // The registrar renews it on its own; the panel charges each reseller period (docs/decisions.md).
      await call(`/domain/updateAutoRenew/${domain}`, { status: 'on' }).catch(() => undefined);
    },
    async renew() {
      // Porkbun renews on its own (auto-renew is switched on at registration).
    },
    async configure(domain) {
      const type = /^\d{1,3}(\.\d{1,3}){3}$/.test(config.target) ? 'A' : 'ALIAS';
      await call(`/dns/create/${domain}`, { type, name: '', content: config.target, ttl: '600' });
    },
  };
}

/** How long a domain's quote is reused: a reseller typing the same names again asks the registrar once. */
export const QUOTE_TTL_MS = 5 * 60_000;
const QUOTES_KEPT = 5_000;

/**
 * The registrar's availability answers kept for QUOTE_TTL_MS per domain, for everyone: searches cost the
 * panel's registrar key (its rate limit is the panel's), so a name asked again within minutes is not
 * asked again. A registration here forgets the name at once (the panel's own DNS list marks it taken too).
 */
function withQuoteCache(registrar: Registrar): Registrar {
  const kept = new Map<string, { quote: Quote; at: number }>();
  return {
    ...registrar,
    async check(domains, db) {
      const now = Date.now();
      const answers = new Map<string, Quote>();
      for (const d of domains) {
        const hit = kept.get(d);
        if (hit && now - hit.at < QUOTE_TTL_MS) answers.set(d, hit.quote);
      }
      for (const quote of await registrar.check(
        domains.filter((d) => !answers.has(d)),
        db,
      )) {
        answers.set(quote.domain, quote);
        kept.delete(quote.domain);
        kept.set(quote.domain, { quote, at: now });
        if (kept.size > QUOTES_KEPT) kept.delete(kept.keys().next().value!);
      }
      return domains.map((d) => answers.get(d)!);
    },
    async register(domain, years, db) {
      kept.delete(domain);
      await registrar.register(domain, years, db);
    },
  };
}

export function registrarOf(config: RegistrarConfig): Registrar {
  return withQuoteCache(config.kind === 'porkbun' ? porkbunRegistrar(config) : builtinRegistrar(config.target));
}
