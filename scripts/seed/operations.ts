// Demo recharges and a backup through the real services, so /recharge-portal and /view-backups show
// data on a fresh machine: revenda.sp has Mercado Pago keys (demo values, encrypted like any others),
// a credit value and credits in its portal; three of its customers paid their recharge on the offline
// gateway (approved, the lines renewed) and one left the checkout pending. Then the first backup.
import type { AppContext } from '../../src/server/context';
import type { Account } from '../../src/server/db/schema';
import { now } from '../../src/server/db';
import { encrypt } from '../../src/server/security';
import { gatewayOf } from '../../src/server/modules/recharge/routes';
import { rechargeService } from '../../src/server/modules/recharge/service';
import { backupService } from '../../src/server/modules/backups/service';

export async function seedOperations(ctx: AppContext, portalOwner: Account): Promise<{ recharges: number; backup: string }> {
  const { db, config } = ctx;
  // The keys as save-mp-infos stores them (that call asks a 2FA code the seed does not have).
  await db
    .insertInto('portal_accounts')
    .values({
      account_id: portalOwner.id,
      mp_public_key_enc: encrypt(config.secretKey, 'APP_USR-demo-public-key'),
      mp_access_token_enc: encrypt(config.secretKey, 'APP_USR-demo-access-token'),
      credit_value_cents: 1500,
      updated_at: now(),
    })
    .execute();
  const recharge = rechargeService(ctx, gatewayOf(ctx));
  await recharge.transfer({ account: portalOwner, ip: '127.0.0.1' }, true, { qtd_creditos: 20 });

  let recharges = 0;
  // Customers pay only on the offline checkout (the seed asks for it unless PAYMENTS names another).
  if (config.payments.kind === 'offline') {
    const lines = await db
      .selectFrom('lines')
      .select('username')
      .where('account_id', '=', portalOwner.id)
      .where('kind', '=', 'iptv')
      .orderBy('id')
      .limit(4)
      .execute();
    for (const [i, line] of lines.entries()) {
      const payment = await recharge.createPayment({ id_res: portalOwner.id, username: line.username, qtd_creditos: 1, kind: 'iptv' }, null, '127.0.0.1');
      if (i < 3) await recharge.payOffline(payment.preference_id);
      recharges += 1;
    }
  }
  const backups = backupService(db, config.database, config.backup, config.secretKey);
  const { item } = await backups.run();
  return { recharges, backup: item.name };
}
