// Smart app users (spec sections 2, 3, 5 and 7): a device (MAC and device id) tied to one IPTV line of
// the caller's subtree. List, create, delete and reset the MAC; the lines to pick from. Another
// branch's ids and lines are never found (404).
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { CATALOGUE_MSG } from '../../../shared/catalogue/texts';
import type { SmartLineOption, SmartUser, smartUserBody } from '../../../shared/catalogue/schemas';
import { formatDateTime } from '../../../shared/dates';
import { SERVER_MSG } from '../../messages';
import type { AppContext } from '../../context';
import { now, type DbOrTx, type Tx } from '../../db';
import type { Caller, CallerAccount } from '../../core/accounts';
import { logActivity } from '../../core/activity';
import { isInSubtree, subtreeIds } from '../../core/scope';
import { conflict, notFound, unprocessable } from '../../errors';
import { CALLS } from '../../../shared/calls';
import { router } from '../../route';

const LABELS = { mac: 'MAC', id_device: 'ID do dispositivo', username: 'Usuário', app: 'App' };

type Who = Pick<Caller, 'account' | 'ip'>;
type DeviceBody = z.output<typeof smartUserBody>;

/** The smart app users' use cases, within the caller's subtree. */
function smartAppService({ db }: AppContext) {
  /** The caller's IPTV line of this username, or 404. */
  async function lineOf(tx: DbOrTx, caller: CallerAccount, username: string) {
    const line = await tx
      .selectFrom('lines')
      .select(['id', 'account_id', 'username'])
      .where('kind', '=', 'iptv')
      .where('username', '=', username)
      .where('account_id', 'in', subtreeIds(tx, caller.id))
      .executeTakeFirst();
    if (!line) throw notFound(SERVER_MSG.notFound);
    return line;
  }
  /** A change of the device of the body's line (the caller's, or 404) with the body's MAC in capitals, in one transaction. */
  const onLine = <T>(
    caller: CallerAccount,
    body: { username: string; mac: string },
    change: (tx: Tx, line: Awaited<ReturnType<typeof lineOf>>, mac: string) => Promise<T>,
  ) => db.transaction().execute(async (tx) => change(tx, await lineOf(tx, caller, body.username), body.mac.toUpperCase()));
  /** Devices of lines that are gone (deleted, migrated to P2P) free their MAC. */
  const dropOrphans = (tx: DbOrTx) => tx.deleteFrom('smart_app_users').where('line_id', 'not in', tx.selectFrom('lines').select('id')).execute();
  /**
   * A MAC another device has is refused: 'in use' when that device is in the caller's own subtree (it
   * is in the caller's list anyway), and otherwise in the very words of an invalid MAC, so that the
   * answer never tells whether another branch has it.
   */
  async function refuseTakenMac(tx: DbOrTx, caller: CallerAccount, mac: string, exceptId = 0): Promise<void> {
    const holder = await tx.selectFrom('smart_app_users').select('account_id').where('mac', '=', mac).where('id', '!=', exceptId).executeTakeFirst();
    if (!holder) return;
    if (await isInSubtree(tx, caller.id, holder.account_id)) throw conflict(CATALOGUE_MSG.smartMacTaken);
    throw unprocessable(CATALOGUE_MSG.macInvalid, { mac: [CATALOGUE_MSG.macInvalid] });
  }

  /** A change of a device, in the activity log of its line's owner as IPTV, naming the line where there is one. */
  const logDevice = (tx: DbOrTx, { account, ip }: Who, ownerId: number, action: string, line?: string) =>
    logActivity(tx, { accountId: ownerId, actorId: account.id, type: 'IPTV', action, target: line, ip });

  async function lineOptions(account: CallerAccount): Promise<SmartLineOption[]> {
    const rows = await db
      .selectFrom('lines')
      .select(['id', 'username'])
      .where('kind', '=', 'iptv')
      .where('account_id', 'in', subtreeIds(db, account.id))
      .orderBy('username')
      .execute();
    return rows.map((r) => ({ id: Number(r.id), username: r.username }));
  }

  async function users(account: CallerAccount): Promise<SmartUser[]> {
    const rows = await db
      .selectFrom('smart_app_users as s')
      .innerJoin('lines as l', 'l.id', 's.line_id')
      .select(['s.id', 's.mac', 's.id_device', 's.created_at', 'l.username'])
      .where('s.account_id', 'in', subtreeIds(db, account.id))
      .orderBy('s.id', 'desc')
      .execute();
    return rows.map((r) => ({
      id: Number(r.id),
      mac: r.mac,
      id_device: r.id_device,
      created_formatted: formatDateTime(Number(r.created_at)),
      iptv: { username: r.username },
    }));
  }

  const add = (who: Who, body: DeviceBody) =>
    onLine(who.account, body, async (tx, line, mac) => {
      await dropOrphans(tx);
      await refuseTakenMac(tx, who.account, mac);
      await tx
        .insertInto('smart_app_users')
        .values({ account_id: line.account_id, line_id: line.id, mac, id_device: body.id_device, app: body.app, created_at: now() })
        .execute();
      await logDevice(tx, who, line.account_id, `Usuário do app ${mac} criado para a linha ${line.username}`, line.username);
      return { message: CATALOGUE_MSG.smartCreated };
    });

  async function remove(who: Who, id: number) {
    return db.transaction().execute(async (tx) => {
      const removed = await tx
        .deleteFrom('smart_app_users')
        .where('id', '=', id)
        .where('account_id', 'in', subtreeIds(tx, who.account.id))
        .returning(['mac', 'account_id'])
        .executeTakeFirst();
      if (!removed) throw notFound();
      await logDevice(tx, who, removed.account_id, `Usuário do app ${removed.mac} excluído`);
      return { message: CATALOGUE_MSG.smartDeleted };
    });
  }

  /** Reset MAC: the device of this line (and device id) gets a new MAC. */
  const resetMac = (who: Who, body: DeviceBody) =>
    onLine(who.account, body, async (tx, line, mac) => {
      const user =
        (await tx
          .selectFrom('smart_app_users')
          .select(['id', 'mac'])
          .where('line_id', '=', line.id)
          .where('id_device', '=', body.id_device)
          .orderBy('id', 'desc')
          .executeTakeFirst()) ??
        (await tx.selectFrom('smart_app_users').select(['id', 'mac']).where('line_id', '=', line.id).orderBy('id', 'desc').executeTakeFirst());
      if (!user) throw notFound();
      await dropOrphans(tx);
      await refuseTakenMac(tx, who.account, mac, Number(user.id));
      await tx.updateTable('smart_app_users').set({ mac, id_device: body.id_device, app: body.app }).where('id', '=', user.id).execute();
      await logDevice(tx, who, line.account_id, `MAC ${user.mac} da linha ${line.username} resetado para ${mac}`, line.username);
      return { message: CATALOGUE_MSG.macReset };
    });

  return { lineOptions, users, add, remove, resetMac };
}

export function smartAppRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = router(app, ctx);
  const smartApp = smartAppService(ctx);

  route(CALLS.smartAppLines, async ({ request }) => smartApp.lineOptions(request.account));
  route(CALLS.smartAppUsers, async ({ request }) => smartApp.users(request.account));
  route(CALLS.addSmartAppUser, ({ request, body }) => smartApp.add(request, body), { labels: LABELS });
  route(CALLS.deleteSmartAppUser, async ({ request, params }) => smartApp.remove(request, params.id));
  route(CALLS.resetSmartAppUser, ({ request, body }) => smartApp.resetMac(request, body), { labels: LABELS });
}
