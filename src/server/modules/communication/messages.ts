// Messages (spec section 7): the admin's message to a reseller (alone, with its whole tree, or with its
// first level) shows on each recipient's dashboard until read.
import { formatDateTime } from '../../../shared/dates';
import { COMM_MSG } from '../../../shared/communication/texts';
import type { PanelMessage, sendMessageBody } from '../../../shared/communication/schemas';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { now } from '../../db';
import type { CallerAccount } from '../../core/accounts';
import { logActivity } from '../../core/activity';
import { accountInScope } from '../../core/scope';
import { notFound, unprocessable } from '../../errors';
import { escapeHtml } from '../../security';
import { audienceOf, cleanBody } from './common';

export async function sendMessage(ctx: AppContext, me: CallerAccount, ip: string, body: z.output<typeof sendMessageBody>) {
  const { db } = ctx;
  if (body.arvore && body.nivel_um) throw unprocessable(COMM_MSG.messageTreeAndLevel, { nivel_um: [COMM_MSG.messageTreeAndLevel] });
  const html = cleanBody(body.texto, COMM_MSG.messageEmpty, 'texto');
  const target = await accountInScope(db, me, body.revenda, COMM_MSG.messageNoReseller);
  if (target.id === me.id) throw unprocessable(COMM_MSG.messageNoReseller, { revenda: [COMM_MSG.messageNoReseller] });
  const recipients = await db.transaction().execute(async (tx) => {
    let q = tx.selectFrom('account_closure').select('descendant_id').where('ancestor_id', '=', target.id);
    if (!body.arvore) q = q.where('depth', '<=', body.nivel_um ? 1 : 0);
    const ids = (await q.execute()).map((r) => r.descendant_id);
    const at = now();
    for (let i = 0; i < ids.length; i += 500)
      await tx
        .insertInto('messages')
        .values(ids.slice(i, i + 500).map((to) => ({ from_account_id: me.id, to_account_id: to, body: html, created_at: at })))
        .execute();
    const reach = body.arvore ? ' e toda a árvore' : body.nivel_um ? ' e o primeiro nível' : '';
    await logActivity(tx, {
      accountId: me.id,
      actorId: me.id,
      type: 'Configurações',
      action: `Mensagem enviada para <b>${escapeHtml(target.username)}</b>${reach} (${ids.length} revenda(s))`,
      ip,
    });
    return ids;
  });
  await ctx.events.publish(audienceOf(recipients), { type: 'message' });
  return { message: COMM_MSG.messageSent, recipients: recipients.length };
}

/** The caller's unread messages, newest first (the dashboard shows them until read). */
export async function unreadMessages({ db }: AppContext, me: CallerAccount): Promise<{ data: PanelMessage[] }> {
  const rows = await db
    .selectFrom('messages as m')
    .innerJoin('accounts as a', 'a.id', 'm.from_account_id')
    .select(['m.id', 'm.body', 'm.created_at', 'a.username'])
    .where('m.to_account_id', '=', me.id)
    .where('m.read_at', 'is', null)
    .orderBy('m.id', 'desc')
    .limit(100)
    .execute();
  return { data: rows.map((r) => ({ id: r.id, texto: r.body, from: r.username, date_formatted: formatDateTime(Number(r.created_at)) })) };
}

export async function readMessage(ctx: AppContext, me: CallerAccount, id: number) {
  const { db } = ctx;
  const res = await db
    .updateTable('messages')
    .set({ read_at: now() })
    .where('id', '=', id)
    .where('to_account_id', '=', me.id)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) {
    const mine = await db.selectFrom('messages').select('id').where('id', '=', id).where('to_account_id', '=', me.id).executeTakeFirst();
    if (!mine) throw notFound();
  }
  await ctx.events.publish([me.id], { type: 'message' });
  return { message: COMM_MSG.messageRead };
}
