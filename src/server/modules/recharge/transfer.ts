// The account's two balances, and credits moved between them (to the portal or back) through the
// ledger: atomic, and idempotent by the request's Idempotency-Key.
import { fromCents, toCents } from '../../../shared/domain';
import { RECHARGE_MSG } from '../../../shared/ops/texts';
import type { PortalCredits } from '../../../shared/ops/schemas';
import type { AppContext } from '../../context';
import { now, type DbOrTx } from '../../db';
import type { Caller, CallerAccount } from '../../core/accounts';
import { logActivity } from '../../core/activity';
import { applyMovement, previousMovement, withCredits } from '../../core/ledger';
import type { RequestKey } from '../../validation';
import { HttpError, notFound, unprocessable } from '../../errors';
import { portalRow } from './common';

export async function credits(ctx: AppContext, account: CallerAccount): Promise<PortalCredits> {
  const fresh = await ctx.db.selectFrom('accounts').select('credits').where('id', '=', account.id).executeTakeFirstOrThrow();
  return { id: account.id, credits: fromCents(fresh.credits), creditos_portal: fromCents((await portalRow(ctx.db, account.id))?.credits ?? 0) };
}

/** Credits to the portal (`toPortal`) or back; the caller's own balances only. */
export async function transfer(ctx: AppContext, caller: Caller, toPortal: boolean, body: { id_res?: number; qtd_creditos: number }, requestKey?: RequestKey) {
  const { db } = ctx;
  if (body.id_res !== undefined && body.id_res !== caller.account.id) throw notFound();
  const id = caller.account.id;
  const cents = toCents(body.qtd_creditos);
  const request = requestKey ? `recarga:${id}:${requestKey.key}` : undefined;
  const requestHash = requestKey?.hash;
  const replayOf = (q: DbOrTx) => previousMovement(q, { requestId: request, requestHash });
  const work = withCredits(
    db,
    async (tx) => {
      // A retry of a done transfer is its replay, whatever the balances are now.
      if (await replayOf(tx)) {
        await applyMovement(tx, {
          from: toPortal ? id : null,
          to: toPortal ? null : id,
          amountCents: cents,
          kind: toPortal ? 'portal_recharge' : 'portal_return',
          requestId: request,
          requestHash,
          actorId: id,
        });
        return;
      }
      if (toPortal) {
        const fresh = await tx.selectFrom('accounts').select('credits').where('id', '=', id).executeTakeFirstOrThrow();
        if (fresh.credits < cents) throw unprocessable(RECHARGE_MSG.exceedsAvailable, { qtd_creditos: [RECHARGE_MSG.exceedsAvailable] });
      }
      const { replayed } = await applyMovement(tx, {
        from: toPortal ? id : null,
        to: toPortal ? null : id,
        amountCents: cents,
        kind: toPortal ? 'portal_recharge' : 'portal_return',
        reason: toPortal ? 'Créditos para o portal' : 'Créditos devolvidos do portal',
        requestId: request,
        requestHash,
        actorId: id,
      });
      if (replayed) return;
      await tx
        .insertInto('portal_accounts')
        .values({ account_id: id, mp_public_key_enc: null, mp_access_token_enc: null, updated_at: now() })
        .onConflict((oc) => oc.doNothing())
        .execute();
      const moved = await tx
        .updateTable('portal_accounts')
        .set((eb) => ({ credits: eb('credits', toPortal ? '+' : '-', cents), updated_at: now() }))
        .where('account_id', '=', id)
        .$if(!toPortal, (q) => q.where('credits', '>=', cents))
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) throw unprocessable(RECHARGE_MSG.exceedsPortal, { qtd_creditos: [RECHARGE_MSG.exceedsPortal] });
      await logActivity(tx, {
        accountId: id,
        actorId: id,
        type: 'Credits',
        action: `${toPortal ? 'Transferiu' : 'Devolveu'} <b>${body.qtd_creditos}</b> crédito(s) ${toPortal ? 'para o' : 'do'} portal`,
        ip: caller.ip,
      });
    },
    request,
  );
  // A parallel twin with the same key committed first: this one saw the old balances and was
  // refused; it is that twin's replay.
  await work.catch(async (error) => {
    if (!request || !(error instanceof HttpError) || error.status !== 422) throw error;
    const twin = await replayOf(db);
    if (!twin) throw error;
  });
  return { message: toPortal ? RECHARGE_MSG.credited : RECHARGE_MSG.returned, ...(await credits(ctx, caller.account)) };
}
