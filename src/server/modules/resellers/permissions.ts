// The permissions of a reseller below the caller: reading them, and the admin granting exactly a set.
import { PERMISSIONS, type Permission } from '../../../shared/domain';
import { PERMISSION_INFO } from '../../../shared/rules';
import { SERVER_MSG } from '../../messages';
import type { AppContext } from '../../context';
import { permissionsOf, type Caller, type CallerAccount } from '../../core/accounts';
import { below, nameHtml, logAccountChange } from './common';
import { auditedAccount } from '../../core/audit';

export const permissions = async (ctx: AppContext, caller: CallerAccount, id: number) => ({ permissions: permissionsOf(await below(ctx, caller, id)) });

/** The admin grants exactly `wanted`: each change is logged, and the account's open windows read their profile again. */
export async function setPermissions(ctx: AppContext, caller: Caller, id: number, wanted: readonly Permission[]) {
  const me = caller.account;
  const target = await below(ctx, me, id);
  const before = permissionsOf(target);
  const next = PERMISSIONS.filter((p) => wanted.includes(p));
  const changes = [
    ...next.filter((p) => !before.includes(p)).map((p) => `${nameHtml(me)} concedeu <b>${PERMISSION_INFO[p].label}</b> a ${nameHtml(target)}`),
    ...before.filter((p) => !next.includes(p)).map((p) => `${nameHtml(me)} retirou <b>${PERMISSION_INFO[p].label}</b> de ${nameHtml(target)}`),
  ];
  await ctx.db.transaction().execute(async (tx) => {
    await auditedAccount(tx, target.id, 'Alterou as permissões', () =>
      tx
        .updateTable('accounts')
        .set({ permissions: JSON.stringify(next) })
        .where('id', '=', target.id)
        .execute(),
    );
    for (const action of changes) await logAccountChange(tx, caller, target, action);
  });
  await ctx.events.publish([target.id], { type: 'access' });
  return { message: SERVER_MSG.permissionsSaved, permissions: next };
}
