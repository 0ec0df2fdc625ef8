// Adding a DNS the reseller already owns elsewhere ('Manual'): proven by a TXT record, confirmed with
// the 2FA code, active at once and never renewed by the panel.
import { createHmac } from 'node:crypto';
import { Resolver } from 'node:dns/promises';
import { INFRA_MSG, normaliseHost } from '../../../../shared/infra/texts';
import type { StepUp } from '../../../auth/step-up';
import type { AppContext } from '../../../context';
import type { Caller } from '../../../core/accounts';
import { now } from '../../../db';
import { fieldError, isUniqueViolation } from '../common';
import { dnsLog, nextPosition } from './common';

const resolvers = new WeakMap<AppContext, Resolver>();
/** The resolver of the ownership proofs: the system's, or DNS_RESOLVER's server. */
const resolverFor = (ctx: AppContext) => {
  let resolver = resolvers.get(ctx);
  if (!resolver) {
    resolver = new Resolver({ timeout: 3_000, tries: 2 });
    if (ctx.config.dnsResolver) resolver.setServers([ctx.config.dnsResolver]);
    resolvers.set(ctx, resolver);
  }
  return resolver;
};

/**
 * The TXT record that proves a manual DNS is the caller's (issue 19): without it anyone could add any
 * name, blocking its purchase by others and pointing line links (and the panel's short links) at it. The
 * value is bound to the account and the name, so it needs no storage and proves nothing for anyone else.
 */
export function dnsProof(secretKey: Buffer, accountId: number, domain: string) {
  const token = createHmac('sha256', secretKey).update(`dns-proof:${accountId}:${domain}`).digest('base64url').slice(0, 32);
  return { name: `_painel-revenda.${domain}`, value: `painel-revenda=${token}` };
}

async function hasProof(resolver: Resolver, proof: { name: string; value: string }) {
  try {
    return (await resolver.resolveTxt(proof.name)).some((chunks) => chunks.join('') === proof.value);
  } catch {
    // No such record, no answer in time: not proven (the reseller is told which record to create).
    return false;
  }
}

/** `name`: as typed in the form (empty: refused). */
export async function addManualDns(ctx: AppContext, caller: Caller, name: string | undefined, stepUp: StepUp) {
  const { account } = caller;
  const domain = name ? normaliseHost(name) : null;
  if (!name) throw fieldError(INFRA_MSG.manualEmpty, 'domain');
  if (!domain) throw fieldError(INFRA_MSG.dnsInvalid, 'domain');
  // Before the 2FA code: a missing record must not spend the code's time step.
  const proof = dnsProof(ctx.config.secretKey, account.id, domain);
  if (!(await hasProof(resolverFor(ctx), proof))) throw fieldError(INFRA_MSG.manualProof(proof.name, proof.value), 'domain');
  await stepUp();
  await ctx.db
    .transaction()
    .execute(async (tx) => {
      await tx
        .insertInto('dns_domains')
        .values({ account_id: account.id, domain, position: await nextPosition(tx, account.id), due_at: null, status: 1, manual: 1, created_at: now() })
        .execute();
      await dnsLog(tx, account.id, account.id, `DNS ${domain} adicionada manualmente`, caller.ip);
    })
    .catch((e) => {
      throw isUniqueViolation(e) ? fieldError(INFRA_MSG.domainExists, 'domain') : e;
    });
  return { message: INFRA_MSG.manualAdded };
}
