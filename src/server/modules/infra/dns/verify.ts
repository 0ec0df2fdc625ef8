// Searching DNS names to buy (verify-dns): the registrar's quotes, with the panel's own DNS marked
// unavailable.
import { fromCents } from '../../../../shared/domain';
import { splitDomain, VERIFY_OK_CODE } from '../../../../shared/infra/texts';
import type { VerifyDnsResponse } from '../../../../shared/infra/schemas';
import type { AppContext } from '../../../context';
import { atRegistrar, registrarFor } from './common';

/** Quotes of the registrar, with the panel's own DNS marked unavailable. */
export async function quotes(ctx: AppContext, domains: string[]) {
  const list = await atRegistrar(() => registrarFor(ctx).check(domains, ctx.db));
  const known = new Set((await ctx.db.selectFrom('dns_domains').select('domain').where('domain', 'in', domains).execute()).map((r) => r.domain));
  return list.map((q) => (known.has(q.domain) ? { ...q, available: false } : q));
}

export async function verifyDns(ctx: AppContext, domains: string[]): Promise<VerifyDnsResponse> {
  const unique = [...new Set(domains)];
  if (unique.some((d) => !splitDomain(d))) return { code: VERIFY_OK_CODE, invalid: true, available: [], unavailable: [] };
  const list = await quotes(ctx, unique);
  return {
    code: VERIFY_OK_CODE,
    invalid: false,
    available: list
      .filter((q) => q.available)
      .map((q) => ({ domain: q.domain, credits: fromCents(q.priceCents), credits_renew: fromCents(q.renewCents), duration: q.maxYears })),
    unavailable: list.filter((q) => !q.available).map((q) => q.domain),
  };
}
