// Ativar Prime / Lazer Play: ties a device MAC to an IPTV line of the caller's subtree.
import { SERVER_MSG } from '../../messages';
import type { Caller } from '../../core/accounts';
import { logActivity } from '../../core/activity';
import { subtreeIds } from '../../core/scope';
import { HttpError } from '../../errors';
import { escapeHtml } from '../../security';
import type { LineTools } from './common';

export async function activateMac(
  t: LineTools,
  caller: Caller,
  app: 'Prime' | 'Lazer Play',
  body: { username: string; password: string; mac: string },
): Promise<{ message: string }> {
  const { db } = t;
  const line = await db
    .selectFrom('lines')
    .selectAll()
    .where('account_id', 'in', subtreeIds(db, caller.account.id))
    .where('lines.kind', '=', 'iptv')
    .where('lines.username', '=', body.username)
    .where('lines.password', '=', body.password)
    .executeTakeFirst();
  if (!line) throw new HttpError(404, SERVER_MSG.macFailed);
  await db.transaction().execute(async (tx) => {
    await tx.updateTable('lines').set({ mac: body.mac.toUpperCase() }).where('id', '=', line.id).execute();
    await t.providerFor('iptv').activateMac(line, body.mac.toUpperCase());
    await logActivity(tx, {
      accountId: line.account_id,
      actorId: caller.account.id,
      type: 'IPTV',
      action: `Ativou ${app} (${body.mac.toUpperCase()}) em <b>${escapeHtml(line.username)}</b>`,
      target: line.username,
      ip: caller.ip,
    });
  });
  return { message: SERVER_MSG.macActivated };
}
