// A WhatsApp Cloud API number of an account (issue 22): Meta's phone number id and access token, checked
// with Meta before they are kept (the token encrypted at rest), the approved template and the
// automatic reminder's days.
import type { z } from 'zod';
import { formatDateTime } from '../../../shared/dates';
import { VALIDATION } from '../../../shared/messages';
import { WHATSAPP_FIELDS, WHATSAPP_MSG } from '../../../shared/whatsapp/texts';
import type { WhatsappConfigAnswer, whatsappConfigBody } from '../../../shared/whatsapp/schemas';
import type { AppContext } from '../../context';
import type { CallerAccount } from '../../core/accounts';
import { logActivity } from '../../core/activity';
import { now, type DbOrTx } from '../../db';
import { HttpError, unprocessable } from '../../errors';
import { decrypt, encrypt, maskSecret } from '../../security';
import { isRefusal, readNumber } from './graph';

/** Meta's code for an id it cannot find (or the token may not read): the number's fault, not the token's. */
const UNKNOWN_OBJECT = 100;

/** The account's stored number, if any. */
export const whatsappSenderOf = (db: DbOrTx, accountId: number) =>
  db.selectFrom('whatsapp_accounts').selectAll().where('account_id', '=', accountId).executeTakeFirst();

export async function whatsappConfig({ db, config }: AppContext, account: CallerAccount): Promise<WhatsappConfigAnswer> {
  const row = await whatsappSenderOf(db, account.id);
  if (!row) return { config: null };
  return {
    config: {
      phone_number_id: row.phone_number_id,
      token_masked: maskSecret(decrypt(config.secretKey, row.token_enc)),
      template_name: row.template_name,
      template_language: row.template_language,
      auto_days: Number(row.auto_days),
      portal_url: row.portal_url,
      display_phone_number: row.display_phone_number,
      verified_at_formatted: formatDateTime(Number(row.verified_at)),
    },
  };
}

export async function saveWhatsappConfig(ctx: AppContext, me: CallerAccount, ip: string, body: z.output<typeof whatsappConfigBody>) {
  const { db, config } = ctx;
  const stored = await whatsappSenderOf(db, me.id);
  // A change without a new token keeps the stored one (the card never has it to send back).
  const token = body.token || (stored ? decrypt(config.secretKey, stored.token_enc) : '');
  if (!token) throw unprocessable(VALIDATION.required(WHATSAPP_FIELDS.token), { token: [VALIDATION.required(WHATSAPP_FIELDS.token)] });
  let display: string;
  try {
    display = await readNumber(ctx, body.phone_number_id, token);
  } catch (error) {
    if (!isRefusal(error)) throw new HttpError(502, WHATSAPP_MSG.unreachable);
    const [field, message] =
      error.code === UNKNOWN_OBJECT ? (['phone_number_id', WHATSAPP_MSG.numberRefused] as const) : (['token', WHATSAPP_MSG.tokenRefused] as const);
    throw unprocessable(message, { [field]: [message] });
  }
  const values = {
    phone_number_id: body.phone_number_id,
    token_enc: encrypt(config.secretKey, token),
    template_name: body.template_name,
    template_language: body.template_language,
    auto_days: body.auto_days,
    portal_url: body.portal_url,
    display_phone_number: display.slice(0, 32),
    verified_at: now(),
  };
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('whatsapp_accounts')
      .values({ account_id: me.id, ...values })
      .onConflict((oc) => oc.column('account_id').doUpdateSet(values))
      .execute();
    await logActivity(tx, {
      accountId: me.id,
      actorId: me.id,
      type: 'Configurações',
      action: `WhatsApp Cloud API configurada: número ${display}, modelo ${body.template_name}`,
      ip,
    });
  });
  return { message: WHATSAPP_MSG.saved(display), display_phone_number: display };
}

export async function removeWhatsappConfig({ db }: AppContext, me: CallerAccount, ip: string) {
  await db.transaction().execute(async (tx) => {
    const removed = await tx.deleteFrom('whatsapp_accounts').where('account_id', '=', me.id).executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) return;
    // What was queued is not sent from a number the account took away.
    await tx
      .updateTable('whatsapp_messages')
      .set({ status: 'failed', last_error: WHATSAPP_MSG.droppedOnRemove, status_at: now() })
      .where('account_id', '=', me.id)
      .where('status', '=', 'pending')
      .execute();
    await logActivity(tx, { accountId: me.id, actorId: me.id, type: 'Configurações', action: 'WhatsApp Cloud API excluída', ip });
  });
  return { message: WHATSAPP_MSG.removed };
}
