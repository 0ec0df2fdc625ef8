// What every line use case shares, built once per service: the providers, the writes that keep a line,
// its reseller's counters and its provider in step (in the caller's transaction), the package and tests
// checks, the purchase of a new line through the ledger, and the creation answer (credentials, links).
import type { Insertable } from 'kysely';
import { formatDateTime } from '../../../shared/dates';
import { toCents } from '../../../shared/domain';
import { MSG } from '../../../shared/messages';
import { SERVER_MSG } from '../../messages';
import { LINE_STATUS, daysFor, lineLinks, NO_LINKS, type LineKind, type LineResult } from '../../../shared/lines';
import type { AppContext } from '../../context';
import { isUniqueViolation, now, type DbOrTx, type Tx } from '../../db';
import type { LinesTable } from '../../db/schema';
import { keptByResellerTrash, type Caller, type CallerAccount } from '../../core/accounts';
import { applyMovement } from '../../core/ledger';
import { subtreeIds } from '../../core/scope';
import { counterOf, expiredFlag, moveCounters } from '../../core/line-counters';
import { getFlags } from '../../core/settings';
import { HttpError, unprocessable } from '../../errors';
import { lineProviders, type ProvidedLine as Line } from '../../providers/lines';
import { linksDnsOf } from '../settings/dns';
import { scopedValue } from '../settings/scoped';
import { shorten } from './shortener';
import { recordChange } from '../../core/audit';
import { dropTerm, moveTerm, openTerm, renewTerm } from '../analytics/record';

export type NewLineRow = Omit<Insertable<LinesTable>, 'id' | 'expired_counted'>;
/** What `change` may change. */
export type LinePatch = Partial<Pick<Line, 'status' | 'exp_at' | 'trust_used' | 'note' | 'whatsapp' | 'package_id' | 'username' | 'bouquets'>>;
/** A line's paid period for 'Análises' (modules/analytics): its worth in hundredths of credits (null: not known) and whether it was sold. */
export interface TermOf {
  creditsCents: number | null;
  sold: boolean;
}
const UNSOLD: TermOf = { creditsCents: null, sold: false };
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

/** A line's change in 'Alterações' (core/audit.ts): in its reseller's subtree. */
const recordLine = (tx: Tx, action: string, before: Line | undefined, after: Line | undefined) => {
  const line = (after ?? before)!;
  return recordChange(tx, { kind: 'linha', itemId: line.id, itemLabel: line.username, ownerId: line.account_id, action, before, after });
};

export function lineTools(ctx: AppContext) {
  const { db } = ctx;
  const providerFor = lineProviders(ctx.config.lineProvider);

  /** A username kept by a line in the trash, or by a line of a reseller in the trash, is taken: 'Restaurar' must find it free. */
  async function assertNotInTrash(tx: DbOrTx, kind: string, username: string): Promise<void> {
    const kept = await tx.selectFrom('line_trash').select('line_id').where('kind', '=', kind).where('username', '=', username).executeTakeFirst();
    if (kept) throw unprocessable(SERVER_MSG.lineUsernameInTrash, { username: [SERVER_MSG.lineUsernameInTrash] });
    if (await keptByResellerTrash(tx, kind, username))
      throw unprocessable(SERVER_MSG.lineUsernameInResellerTrash, { username: [SERVER_MSG.lineUsernameInResellerTrash] });
  }

  /** Puts a line's row in `lines`, counts it, records it and provisions it on its provider, in the caller's transaction. */
  async function place(tx: Tx, values: NewLineRow & { id?: number }, action: string, term = UNSOLD): Promise<Line> {
    await assertNotInTrash(tx, values.kind, values.username);
    const row = await tx
      .insertInto('lines')
      .values({ ...values, expired_counted: expiredFlag(values) })
      .returningAll()
      .executeTakeFirstOrThrow();
    await moveCounters(tx, row.account_id, null, counterOf(row));
    await openTerm(tx, row, term.creditsCents, term.sold);
    await recordLine(tx, action, undefined, row);
    const ref = await providerFor(row.kind).create(row);
    if (ref === null) return row;
    return tx.updateTable('lines').set({ provider_ref: ref }).where('id', '=', row.id).returningAll().executeTakeFirstOrThrow();
  }

  /** Inserts a new line (see `place`). */
  const insert = (tx: Tx, values: NewLineRow, term?: TermOf) => place(tx, values, 'Criou a linha', term);

  /**
   * Changes a line, moves its reseller's counters by its new status and expiry, and makes its provider
   * match, in the caller's transaction; `renewal` (a paid period, worth those hundredths of credits)
   * renews its period in 'Análises', any other change moves it.
   */
  async function change(tx: Tx, line: Line, patch: LinePatch, renewal?: { creditsCents: number | null }): Promise<Line> {
    const before = await tx.selectFrom('lines').selectAll().where('id', '=', line.id).executeTakeFirstOrThrow();
    const expired_counted = expiredFlag({ status: patch.status ?? before.status, exp_at: patch.exp_at ?? before.exp_at });
    const row = await tx
      .updateTable('lines')
      .set({ ...patch, expired_counted })
      .where('id', '=', line.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await moveCounters(tx, row.account_id, counterOf(before), counterOf(row));
    await (renewal ? renewTerm(tx, before, row, renewal.creditsCents) : moveTerm(tx, before, row));
    await recordLine(tx, 'Alterou a linha', before, row);
    await providerFor(row.kind).update(row);
    return row;
  }

  /** Deletes a line (and its provider's), taking it out of its reseller's counters. */
  async function remove(tx: Tx, line: Line, action = 'Excluiu a linha'): Promise<void> {
    await tx.deleteFrom('lines').where('id', '=', line.id).execute();
    await dropTerm(tx, line);
    await recordLine(tx, action, line, undefined);
    await providerFor(line.kind).remove(line);
    await moveCounters(tx, line.account_id, counterOf(line), null);
  }

  /**
   * 'Excluir' (issue 30): the line stops at once (lists, player_api, its provider, its reseller's
   * counters) and waits in the trash, whole, its username kept.
   */
  async function trash(tx: Tx, line: Line, deletedBy: string): Promise<void> {
    await remove(tx, line, 'Moveu a linha para a lixeira');
    await tx
      .insertInto('line_trash')
      .values({
        line_id: line.id,
        account_id: line.account_id,
        kind: line.kind,
        username: line.username,
        row: JSON.stringify(line),
        deleted_at: now(),
        deleted_by: deletedBy,
      })
      .execute();
  }

  /** 'Restaurar': the line of the trash back as it was (its id, username, expiry and owner), provisioned again. */
  async function restore(tx: Tx, lineId: number): Promise<Line> {
    const kept = await tx.deleteFrom('line_trash').where('line_id', '=', lineId).returning('row').executeTakeFirstOrThrow();
    const { expired_counted: _counted, provider_ref: _ref, ...row } = JSON.parse(kept.row) as Line;
    return place(tx, row, 'Restaurou a linha');
  }

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

  /** A paid extension: the period of `credits` from max(now, expiry); a test becomes official and a paid period earns a new trust. */
  const paidPeriod = (line: Line, credits: number): LinePatch => ({
    exp_at: Math.max(now(), line.exp_at) + daysFor(credits) * 86_400_000,
    status: LINE_STATUS.active,
    trust_used: 0,
  });

  /** Renews a line for `credits` (its paid period), in the caller's transaction. */
  const renew = (tx: Tx, line: Line, credits: number) => change(tx, line, paidPeriod(line, credits), { creditsCents: toCents(credits) });

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

  /** The owner's franchise and network: its rotation DNS and its link texts. */
  const ownerOf = (accountId: number) => db.selectFrom('accounts').select(['id', 'id_franchise']).where('id', '=', accountId).executeTakeFirstOrThrow();

  /** The line's creation answer: credentials and links. */
  async function result(
    line: { id: number; kind: LineKind; account_id: number; username: string; password: string; exp_at: number; status: number },
    testHours?: number,
  ): Promise<LineResult> {
    // Links come from configuration only (the owner's or its franchise's rotation DNS, the panel's public URL), never from a request.
    const { publicUrl } = ctx.config;
    const owner = await ownerOf(line.account_id);
    const dns = await linksDnsOf(db, owner, publicUrl);
    const links = dns ? lineLinks(dns, line.username, line.password) : NO_LINKS;
    const [short_M3U8, short_M3U8_2, short_SSIPTV_M3U8] = await Promise.all(
      [links.M3U8, links.M3U8_2, links.SSIPTV_M3U8].map((url) => (url && publicUrl ? shorten(db, publicUrl, url) : '')),
    );
    const isTrial = line.status === LINE_STATUS.test;
    return {
      message: SERVER_MSG.lineCreated,
      id: line.id,
      username: line.username,
      password: line.password,
      name: line.username,
      pass: line.password,
      exp_date_formatted: formatDateTime(line.exp_at),
      ...links,
      short_M3U8,
      short_M3U8_2,
      short_SSIPTV_M3U8,
      links_franchise: (await scopedValue(db, `links.${line.kind === 'iptv' ? 1 : 2}`, owner)) ?? '',
      ...(dns ? {} : { links_notice: SERVER_MSG.linksUnconfigured }),
      ...(isTrial ? { test_hours: testHours } : {}),
      is_trial: isTrial,
    };
  }

  return {
    ctx,
    db,
    providerFor,
    insert,
    change,
    remove,
    trash,
    restore,
    assertNotInTrash,
    buy,
    renew,
    assertPackages,
    assertTestsAllowed,
    findInScope,
    ownerOf,
    result,
  };
}
