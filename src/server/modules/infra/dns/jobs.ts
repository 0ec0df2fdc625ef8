// The scheduled DNS job (schedule.ts, DNS_CRON): automatic renewals and the configuration of the DNS
// still processing.
import { fromCents } from '../../../../shared/domain';
import { formatDateTime } from '../../../../shared/dates';
import { formatCredits } from '../../../../shared/format';
import { INFRA_MSG } from '../../../../shared/infra/texts';
import { SERVER_MSG } from '../../../messages';
import type { AppContext } from '../../../context';
import { applyMovement, withCredits } from '../../../core/ledger';
import { now } from '../../../db';
import { conflict, HttpError } from '../../../errors';
import { RegistrarError } from '../../../providers/registrar';
import { notify } from '../../telegram/notices';
import { DAY, dnsLog, registrarFor, YEAR } from './common';

/**
 * Renews the auto-renewing DNS due within a day (charging their owners through the ledger, once per
 * period: the request id names the DNS and its due date), logs a refusal once per period when the
 * balance is short, and configures the DNS still processing.
 */
export async function runDnsJobs(ctx: AppContext, at: number = now()) {
  const { db } = ctx;
  const registrar = registrarFor(ctx);
  const dueSoon = await db
    .selectFrom('dns_domains')
    .innerJoin('accounts as a', 'a.id', 'dns_domains.account_id')
    .selectAll('dns_domains')
    .select('a.profile')
    .where('auto_renew', '=', 1)
    .where('removed', '=', 0)
    .where('manual', '=', 0)
    .where('due_at', 'is not', null)
    .where('due_at', '<=', at + DAY)
    .execute();
  const result = { renewed: 0, refused: 0, configured: 0 };
  for (const row of dueSoon) {
    try {
      await withCredits(db, async (tx) => {
        const requestId = `dns-auto:${row.id}:${row.due_at}`;
        if (row.profile !== 'admin' && row.renew_cents > 0) {
          const { replayed } = await applyMovement(tx, {
            from: row.account_id,
            to: null,
            amountCents: row.renew_cents,
            kind: 'dns_renewal',
            reason: `Renovação automática da DNS ${row.domain}`,
            requestId,
            actorId: row.account_id,
          });
          if (replayed) return;
        }
        const moved = await tx
          .updateTable('dns_domains')
          .set({ due_at: Math.max(Number(row.due_at), at) + YEAR, renew_refused_due: null })
          .where('id', '=', row.id)
          .where('due_at', '=', row.due_at)
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) !== 1) throw conflict(SERVER_MSG.requestIdReused);
        await registrar.renew(row.domain, 1, tx);
        await dnsLog(tx, row.account_id, row.account_id, `DNS ${row.domain} renovada automaticamente por ${fromCents(row.renew_cents)} créditos`, '');
      });
      result.renewed++;
    } catch (error) {
      if (error instanceof HttpError && error.message === SERVER_MSG.creditsInsufficient) {
        result.refused++;
        const claimed = await db
          .updateTable('dns_domains')
          .set({ renew_refused_due: row.due_at })
          .where('id', '=', row.id)
          .where((eb) => eb.or([eb('renew_refused_due', 'is', null), eb('renew_refused_due', '!=', row.due_at)]))
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) === 1) {
          await dnsLog(db, row.account_id, row.account_id, `${INFRA_MSG.autoRenewShort} DNS ${row.domain} (${fromCents(row.renew_cents)} créditos)`, '');
          await notify(
            db,
            [row.account_id],
            'renewal_refused',
            `A renovação automática da DNS ${row.domain} foi recusada: saldo insuficiente (custa ${formatCredits(fromCents(row.renew_cents))}). Vence em ${formatDateTime(Number(row.due_at))}.`,
          );
        }
      } else if (!(error instanceof HttpError && error.status === 409)) throw error;
    }
  }
  const processing = await db
    .selectFrom('dns_domains')
    .selectAll()
    .where('status', '=', 0)
    .where('manual', '=', 0)
    .where('removed', '=', 0)
    .limit(100)
    .execute();
  for (const row of processing) {
    try {
      await db.transaction().execute(async (tx) => {
        await registrar.configure(row.domain, tx);
        await tx.updateTable('dns_domains').set({ status: 1 }).where('id', '=', row.id).where('status', '=', 0).execute();
        await dnsLog(tx, row.account_id, row.account_id, `DNS ${row.domain} configurada`, '');
      });
      result.configured++;
    } catch (error) {
      if (!(error instanceof RegistrarError)) throw error;
    }
  }
  return result;
}
