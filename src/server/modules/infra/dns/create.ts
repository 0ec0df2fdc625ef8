// 'Comprar DNS' (create-dns): a purchase paid in credits through the ledger, once per request id and
// whatever the registrar says on a retry, or a manual add (manual.ts).
import { fromCents, toCents } from '../../../../shared/domain';
import type { CreateDnsBody } from '../../../../shared/infra/schemas';
import { INFRA_MSG, splitDomain } from '../../../../shared/infra/texts';
import type { StepUp } from '../../../auth/step-up';
import type { AppContext } from '../../../context';
import type { Caller } from '../../../core/accounts';
import { previousMovement, withCredits } from '../../../core/ledger';
import { now } from '../../../db';
import { conflict, HttpError } from '../../../errors';
import { fieldError, isUniqueViolation } from '../common';
import { atRegistrar, charge, dnsLog, nextPosition, registrarFor, YEAR } from './common';
import { addManualDns } from './manual';
import { quotes } from './verify';

/** `stepUp`: the table's 2FA confirmation, asked once the name is checked (and, for a manual DNS, proven). */
export async function createDns(ctx: AppContext, caller: Caller, input: CreateDnsBody, stepUp: StepUp) {
  const { db } = ctx;
  const { account } = caller;
  if (input.manual) return addManualDns(ctx, caller, input.domain, stepUp);

  if (!input.domain || !splitDomain(input.domain)) throw fieldError(INFRA_MSG.searchInvalid, 'domain');
  const domain = input.domain;
  // The key is bound to the call (idempotencyKey): the same key sent for another name is refused.
  const key = caller.requestKey;
  const request = key && { requestId: `dns:${account.id}:${key.key}`, requestHash: key.hash };
  await stepUp();
  // A retry of a purchase that went through is its replay, whatever the registrar says now.
  const paid = async () => Boolean(request && (await previousMovement(db, request)));
  if (await paid()) return { message: INFRA_MSG.bought };
  const [quote] = await quotes(ctx, [domain]);
  // Taken by a twin of this very request that finished meanwhile: its replay.
  if (!quote?.available) {
    if (await paid()) return { message: INFRA_MSG.bought };
    throw fieldError(INFRA_MSG.domainTaken, 'domain');
  }
  if (input.credits !== undefined && toCents(input.credits) !== quote.priceCents) throw conflict(INFRA_MSG.priceChanged);
  const years = input.duration ?? 1;
  if (years > quote.maxYears) throw fieldError(INFRA_MSG.termInvalid, 'duration');
  const cost = quote.priceCents + quote.renewCents * (years - 1);
  await withCredits(
    db,
    async (tx) => {
      if (await charge(tx, account, cost, 'dns_purchase', `Compra da DNS ${domain}`, request)) return;
      await tx
        .insertInto('dns_domains')
        .values({
          account_id: account.id,
          domain,
          position: await nextPosition(tx, account.id),
          due_at: now() + years * YEAR,
          status: 0,
          buy_cents: quote.priceCents,
          renew_cents: quote.renewCents,
          created_at: now(),
        })
        .execute();
      await atRegistrar(() => registrarFor(ctx).register(domain, years, tx));
      await dnsLog(tx, account.id, account.id, `DNS ${domain} comprada por ${fromCents(cost)} créditos (${years} ano${years > 1 ? 's' : ''})`, caller.ip);
    },
    request?.requestId,
  ).catch((e) => {
    throw isUniqueViolation(e) && !(e instanceof HttpError) ? fieldError(INFRA_MSG.domainTaken, 'domain') : e;
  });
  return { message: INFRA_MSG.bought };
}
