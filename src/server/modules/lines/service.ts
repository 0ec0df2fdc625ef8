// Customer lines with the built-in provider, as the routes hold them: each use case is a file of this
// folder (create, list, migrate, act, reprovision, activate-mac, renew, clean-trials) that takes the
// module's tools (common.ts) first; the service binds them once, with its lists' cache and its actions.
import type { AppContext } from '../../context';
import { lineActions } from './actions';
import { actOnLine } from './act';
import { activateMac } from './activate-mac';
import { cleanTrials } from './clean-trials';
import { lineTools } from './common';
import { createLine, createLineFromCode } from './create';
import { lineLists, packageOptions } from './list';
import { importLine, verifyMigration } from './migrate';
import { extendPaid } from './renew';
import { reprovision } from './reprovision';

export function lineService(ctx: AppContext) {
  const t = lineTools(ctx);
  const { list, listAnswer, changes } = lineLists(t);
  return {
    create: createLine.bind(null, t),
    createFromCode: createLineFromCode.bind(null, t),
    verifyMigration: verifyMigration.bind(null, t),
    list,
    listAnswer,
    changes,
    act: actOnLine.bind(null, t, lineActions(t)),
    extendPaid: extendPaid.bind(null, t),
    reprovision: reprovision.bind(null, t),
    activateMac: activateMac.bind(null, t),
    importLine: importLine.bind(null, t),
    cleanTrials: cleanTrials.bind(null, t),
    packages: packageOptions.bind(null, t),
  };
}
