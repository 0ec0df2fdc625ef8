// The reseller network, as the routes hold it: who may create and change which account, credits that
// flow down the tree through the ledger, blocking, and deletions that return what the deleted accounts
// still held. Each use case is a file of this folder that takes the app's context first; the service
// binds them once, with its lists' cache.
import type { AppContext } from '../../context';
import { actOnReseller } from './act';
import { toggleAdminBlock } from './block';
import { createReseller } from './create';
import { movements } from './credits';
import { externalKey } from './external-key';
import { resellerLists, treeTotals } from './list';
import { permissions, setPermissions } from './permissions';
import { accessLogs, duplicates, tracking, treesOf } from './tracking';

export function resellerService(ctx: AppContext) {
  const { list, find } = resellerLists(ctx);
  return {
    create: createReseller.bind(null, ctx),
    list,
    act: actOnReseller.bind(null, ctx),
    toggleAdminBlock: toggleAdminBlock.bind(null, ctx),
    permissions: permissions.bind(null, ctx),
    setPermissions: setPermissions.bind(null, ctx),
    find,
    movements: movements.bind(null, ctx),
    accessLogs: accessLogs.bind(null, ctx),
    tracking: tracking.bind(null, ctx),
    duplicates: duplicates.bind(null, ctx),
    treesOf: treesOf.bind(null, ctx),
    externalKey: externalKey.bind(null, ctx),
    treeTotals: treeTotals.bind(null, ctx),
  };
}
