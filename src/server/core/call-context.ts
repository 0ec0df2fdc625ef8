// The call being answered, for what its handler runs deep down (server/route.ts sets it around every
// handler): who makes it, for the record of what it changes (core/audit.ts), and whether its 2FA
// step-up is still pending, for the database to hold every write until it is confirmed (db/index.ts).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { KyselyPlugin } from 'kysely';

/** Who is making the change: the call's account, address and token (none in a job). */
export interface CallContext {
  accountId: number | null;
  username: string;
  ip: string;
  via: string;
  /** Whether the call's step-up (the table's 2FA confirmation) is still to be confirmed. */
  stepUpPending?: () => boolean;
}
export const callContext = new AsyncLocalStorage<CallContext>();

const WRITES = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode']);

/**
 * A write by a call whose step-up is pending is a programming error, refused before it runs: a handler
 * that forgot its `await stepUp()`, or put it after a change, can never change anything unconfirmed
 * (issue 42; the check after the answer alone came once the change was committed).
 */
export const holdWritesUntilStepUp: KyselyPlugin = {
  transformQuery({ node }) {
    if (WRITES.has(node.kind) && callContext.getStore()?.stepUpPending?.())
      throw new Error('Uma escrita antes da confirmação 2FA da tabela (stepUp): a chamada confirma antes de mudar qualquer coisa.');
    return node;
  },
  transformResult: async ({ result }) => result,
};
