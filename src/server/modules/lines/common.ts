// What every line use case shares, built once per service: the providers, the writes that keep a line,
// its reseller's counters and its provider in step (in the caller's transaction), the package and tests
// checks, the purchase of a new line through the ledger, and the creation answer (credentials, links).
import type { Insertable } from 'kysely';
import { toCents } from '../../../shared/domain';
import { MSG } from '../../../shared/messages';
import { SERVER_MSG } from '../../messages';
import type { LineKind } from '../../../shared/lines/texts';
import type { AppContext } from '../../context';
import { isUniqueViolation, type Db, type DbOrTx, type Tx } from '../../db';
import type { LinesTable } from '../../db/schema';
import type { Caller, CallerAccount } from '../../core/accounts';
import { applyMovement } from '../../core/ledger';
import { subtreeIds } from '../../core/scope';
import { getFlags } from '../../core/settings';
import { HttpError, unprocessable } from '../../errors';
import { lineProviders, type ProvidedLine as Line } from '../../providers/lines';
import { creationAnswer } from './line-answer';
import { lineWrites } from './line-writes';

export type NewLineRow = Omit<Insertable<LinesTable>, 'id' | 'expired_counted'>;
/** What `change` may change. */
export type LinePatch = Partial<Pick<Line, 'status' | 'exp_at' | 'trust_used' | 'note' | 'whatsapp' | 'package_id' | 'username' | 'bouquets'>>;
/** A line's paid period for 'Análises' (modules/analytics): its worth in hundredths of credits (null: not known) and whether it was sold. */
export interface TermOf {
  creditsCents: number | null;
  sold: boolean;
}
/** A purchase of a new line: its price, the ledger's reason, and the request id that makes it once. */
interface LinePurchase {
  credits: number;
  reason: string;
  requestId?: string;
}

/** The activity log's type for a line of that kind. */
export const activityType = (kind: LineKind) => (kind === 'iptv' ? 'IPTV' : 'P2P');

/** A unique violation that is no refusal of ours, while a line is made: its username is taken. */
export function refuseTakenUsername(error: unknown): never {
  if (isUniqueViolation(error) && !(error instanceof HttpError))
    throw unprocessable(SERVER_MSG.lineUsernameTaken, { username: [SERVER_MSG.lineUsernameTaken] });
  throw error;
}

export type LineTools = ReturnType<typeof lineTools>;

/**
 * A new line in the caller's transaction, charged first when `purchase` is given: a replay of a
 * request already paid answers the line its first run made (`replayed`), else the ledger entry is
 * tied to the line `make` inserts.
 */
async function buy(tx: Tx, caller: Caller, purchase: LinePurchase | undefined, make: () => Promise<Line>): Promise<{ line: Line; replayed: boolean }> {
  let entryId: number | undefined;
  if (purchase) {
    const me = caller.account;
    const { requestId } = purchase;
    const paid = await applyMovement(tx, {
      from: me.id,
      to: null,
      amountCents: toCents(purchase.credits),
      reason: purchase.reason,
      kind: 'line_purchase',
      requestId,
      requestHash: caller.requestKey?.hash,
      actorId: me.id,
    });
    if (paid.replayed && paid.entry.line_id)
      return { line: await tx.selectFrom('lines').selectAll().where('id', '=', paid.entry.line_id).executeTakeFirstOrThrow(), replayed: true };
    entryId = paid.entry.id;
  }
  const line = await make();
  if (entryId) await tx.updateTable('ledger_entries').set({ line_id: line.id }).where('id', '=', entryId).execute();
  return { line, replayed: false };
}

/** The checks before a line is made or changed: its packages, the tests switches, the caller's scope. */
function lineChecks(db: Db) {
  /** Refuses ids that are not packages of that kind (a deleted plan, a free tag that is no bouquet). */
  async function assertPackages(kind: 'iptv_package' | 'iptv_bouquet' | 'p2p_product', ids: number[]): Promise<void> {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) return;
    const found = await db.selectFrom('line_packages').select('id').where('kind', '=', kind).where('id', 'in', wanted).execute();
    if (found.length !== wanted.length) throw unprocessable(MSG.lineNoPackage, { package: [MSG.lineNoPackage] });
  }

  /** The admin's switches (settings `tests`, `test_iptv`): no test of this kind may be made. */
  async function assertTestsAllowed(tx: DbOrTx, kind: LineKind) {
    const flags = await getFlags(tx);
    if (flags.tests === 0 || (kind === 'iptv' && flags.test_iptv === 0)) throw unprocessable(SERVER_MSG.lineTestsDisabled);
  }

  /** A line of the caller's subtree, or 404: another branch's line is never found. */
  async function findInScope(caller: CallerAccount, kind: LineKind, id: number): Promise<Line> {
    const line = await db
      .selectFrom('lines')
      .selectAll()
      .where('account_id', 'in', subtreeIds(db, caller.id))
      .where('lines.id', '=', id)
      .where('lines.kind', '=', kind)
      .executeTakeFirst();
    if (!line) throw new HttpError(404, SERVER_MSG.notFound);
    return line;
  }

  return { assertPackages, assertTestsAllowed, findInScope };
}

export function lineTools(ctx: AppContext) {
  const { db } = ctx;
  const providerFor = lineProviders(ctx.config.lineProvider);
  return { ctx, db, providerFor, ...lineWrites(providerFor), buy, ...lineChecks(db), ...creationAnswer(ctx) };
}
