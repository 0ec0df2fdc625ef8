// The portal's Mercado Pago keys (encrypted at rest, shown masked) and its credit value: both change
// only with the caller's 2FA code (`stepUp`, the table's), once they are filled in.
import { fromCents } from '../../../shared/domain';
import { RECHARGE_MSG } from '../../../shared/ops/texts';
import type { MpInfosResponse } from '../../../shared/ops/schemas';
import type { AppContext } from '../../context';
import type { Caller, CallerAccount } from '../../core/accounts';
import { logActivity } from '../../core/activity';
import type { StepUp } from '../../auth/step-up';
import { unprocessable } from '../../errors';
import { decrypt, encrypt, maskSecret as mask } from '../../security';
import { portalRow, upsertPortal } from './common';

export async function getKeys(ctx: AppContext, account: CallerAccount): Promise<MpInfosResponse> {
  const row = await portalRow(ctx.db, account.id);
  const has = Boolean(row?.mp_public_key_enc && row.mp_access_token_enc);
  return {
    has_keys: has,
    mercado_pago_public_key: has ? mask(decrypt(ctx.config.secretKey, row!.mp_public_key_enc!)) : '',
    mercado_pago_access_token: has ? mask(decrypt(ctx.config.secretKey, row!.mp_access_token_enc!)) : '',
  };
}

export async function saveKeys(
  ctx: AppContext,
  caller: Caller,
  body: { mercado_pago_public_key?: string; mercado_pago_access_token?: string },
  stepUp: StepUp,
) {
  const { mercado_pago_public_key: publicKey, mercado_pago_access_token: accessToken } = body;
  if (!publicKey || !accessToken) throw unprocessable(RECHARGE_MSG.keysEmpty);
  await stepUp();
  await ctx.db.transaction().execute(async (tx) => {
    await upsertPortal(tx, caller.account.id, {
      mp_public_key_enc: encrypt(ctx.config.secretKey, publicKey),
      mp_access_token_enc: encrypt(ctx.config.secretKey, accessToken),
    });
    await logActivity(tx, {
      accountId: caller.account.id,
      actorId: caller.account.id,
      type: 'Configurações',
      action: 'Chaves do Mercado Pago alteradas',
      ip: caller.ip,
    });
  });
  return { message: RECHARGE_MSG.keysSaved };
}

export async function getValue(ctx: AppContext, account: CallerAccount) {
  return { creditPortal: fromCents((await portalRow(ctx.db, account.id))?.credit_value_cents ?? 0) };
}

export async function saveValue(ctx: AppContext, caller: Caller, body: { creditPortal?: number | '' | null }, stepUp: StepUp) {
  if (typeof body.creditPortal !== 'number') throw unprocessable(RECHARGE_MSG.valueEmpty);
  await stepUp();
  const cents = Math.round(body.creditPortal * 100);
  await ctx.db.transaction().execute(async (tx) => {
    await upsertPortal(tx, caller.account.id, { credit_value_cents: cents });
    await logActivity(tx, {
      accountId: caller.account.id,
      actorId: caller.account.id,
      type: 'Configurações',
      action: `Valor do crédito do portal: R$ ${(cents / 100).toFixed(2).replace('.', ',')}`,
      ip: caller.ip,
    });
  });
  return { message: RECHARGE_MSG.valueSaved, creditPortal: cents / 100 };
}
