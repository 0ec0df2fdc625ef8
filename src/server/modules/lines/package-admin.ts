// The admin keeps the offer the creation screens list: IPTV ready packages, IPTV bouquets (custom
// packages) and the P2P plans (table line_packages). A package some line still uses is not deleted.
import type { z } from 'zod';
import { LINE_PACKAGE_KINDS, type LinePackage, type linePackageBody } from '../../../shared/lines/schemas';
import { SERVER_MSG } from '../../messages';
import type { AppContext } from '../../context';
import type { CallerAccount } from '../../core/accounts';
import { logActivity } from '../../core/activity';
import { HttpError, unprocessable } from '../../errors';
import { escapeHtml } from '../../security';
import { recordChange } from '../../core/audit';
import type { DbOrTx } from '../../db';

/** The admin's use cases of the packages. */
export function packageService({ db }: AppContext) {
  /** A package is the admin's own: its changes are in the admin's 'Alterações'. */
  const recordPackage = (tx: DbOrTx, adminId: number, action: string, before?: { id: number; name: string }, after?: { id: number; name: string }) =>
    recordChange(tx, { kind: 'pacote', itemId: (after ?? before)!.id, itemLabel: (after ?? before)!.name, ownerId: adminId, action, before, after });
  const log = (actorId: number, ip: string, action: string) => logActivity(db, { accountId: actorId, actorId, type: 'Configurações', action, ip });

  /** How many lines use the package: as their ready package or plan, or among their bouquets. */
  const linesUsing = (p: { id: number; kind: string }) => {
    const query = db.selectFrom('lines').select((eb) => eb.fn.countAll<number>().as('n'));
    if (p.kind !== 'iptv_bouquet') return query.where('package_id', '=', p.id).where('kind', p.kind === 'p2p_product' ? '!=' : '=', 'iptv');
    // bouquets is a JSON array of ids such as [4,5]: match the id as a whole element.
    const id = String(p.id);
    return query
      .where('kind', '=', 'iptv')
      .where((eb) => eb.or([`[${id}]`, `[${id},%`, `%,${id},%`, `%,${id}]`].map((pattern) => eb('bouquets', 'like', pattern))));
  };
  async function find(id: number) {
    const found = await db.selectFrom('line_packages').selectAll().where('id', '=', id).executeTakeFirst();
    if (!found) throw new HttpError(404, SERVER_MSG.notFound);
    return found;
  }

  async function list(): Promise<LinePackage[]> {
    const rows = await db.selectFrom('line_packages').selectAll().where('kind', 'in', LINE_PACKAGE_KINDS).orderBy('kind').orderBy('id').execute();
    return Promise.all(
      rows.map(async (p) => ({
        id: p.id,
        kind: p.kind as LinePackage['kind'],
        name: p.name,
        lines: Number((await linesUsing(p).executeTakeFirstOrThrow()).n),
      })),
    );
  }

  async function create(account: CallerAccount, ip: string, body: z.output<typeof linePackageBody>) {
    const created = await db.transaction().execute(async (tx) => {
      const row = await tx.insertInto('line_packages').values(body).returning(['id', 'kind', 'name']).executeTakeFirstOrThrow();
      await recordPackage(tx, account.id, 'Criou o pacote', undefined, row);
      return row;
    });
    await log(account.id, ip, `Criou o pacote <b>${escapeHtml(body.name)}</b>`);
    return { ...created, kind: created.kind as LinePackage['kind'], message: SERVER_MSG.packageSaved };
  }

  async function rename(account: CallerAccount, ip: string, id: number, name: string) {
    const found = await find(id);
    await db.transaction().execute(async (tx) => {
      await tx.updateTable('line_packages').set({ name }).where('id', '=', found.id).execute();
      await recordPackage(tx, account.id, 'Renomeou o pacote', found, { ...found, name });
    });
    await log(account.id, ip, `Renomeou o pacote <b>${escapeHtml(found.name)}</b> para <b>${escapeHtml(name)}</b>`);
    return { message: SERVER_MSG.packageSaved };
  }

  async function remove(account: CallerAccount, ip: string, id: number) {
    const found = await find(id);
    const n = Number((await linesUsing(found).executeTakeFirstOrThrow()).n);
    if (n > 0) throw unprocessable(SERVER_MSG.packageInUse(n));
    await db.transaction().execute(async (tx) => {
      await tx.deleteFrom('line_packages').where('id', '=', found.id).execute();
      await recordPackage(tx, account.id, 'Excluiu o pacote', found, undefined);
    });
    await log(account.id, ip, `Excluiu o pacote <b>${escapeHtml(found.name)}</b>`);
    return { message: SERVER_MSG.packageDeleted };
  }

  return { list, create, rename, remove };
}
