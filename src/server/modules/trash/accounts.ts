// 'Lixeira' de revendas (issue 30): what a reseller's deletion takes (`OWNED_TABLES`, the one list of
// the tables whose rows go with an account), kept whole in `account_trash` in the deletion's
// transaction, and put back as it was by 'Restaurar': the same ids, logins, lines and balances, the
// references the deletion set to null linked again, the closure tied to the ancestors of today, the
// lines provisioned again, and the credits the deletion gave back to the heir taken back through the
// ledger. An entry reserves its logins and line usernames (`account_trash_names`) while it waits.
import type { Kysely, SelectQueryBuilder } from 'kysely';
import { fromCents } from '../../../shared/domain';
import { formatCredits } from '../../../shared/format';
import { RESELLER_TRASH_MSG, type ResellerTrashKind } from '../../../shared/trash/texts';
import { now, type Tx } from '../../db';
import type { Account } from '../../db/schema';
import { applyMovement, keepDeletedNames } from '../../core/ledger';
import { recordChange } from '../../core/audit';
import { holdFolding, shiftAhead } from '../analytics/record';
import { notFound, unprocessable } from '../../errors';
import type { LineProvider, ProvidedLine } from '../../providers/lines';
import { revokeTokensOf } from '../automation/tokens';

/** The tables other rows go with, by `id`: what a deletion's cascade walks through. */
type Parent = 'accounts' | 'lines' | 'tickets' | 'dns_domains' | 'webhook_endpoints';

export interface OwnedTable {
  table: string;
  /** Columns whose row goes with the row they point at (ON DELETE CASCADE): column → the table pointed at. */
  goesWith: Readonly<Record<string, Parent>>;
  /** Columns set to null when the row they point at goes (ON DELETE SET NULL): linked again on the rows that stay. The table has an `id`. */
  nulls?: Readonly<Record<string, Parent>>;
  /** No foreign key (the line trash): the deletion deletes its rows itself. */
  noForeignKey?: true;
}

/**
 * Every table that holds rows of an account, directly or through its lines, tickets, DNS domains or
 * webhooks, parents before children (the restore inserts in this order). A table with a foreign key
 * to any of these must be here: account-trash.test.ts reads the schema and fails otherwise. Left out
 * on purpose, without a foreign key: `audit_log` (history, kept), `line_versions` and `line_changes`
 * (the lists' versions, written by triggers).
 */
export const OWNED_TABLES: readonly OwnedTable[] = [
  { table: 'accounts', goesWith: { owner_id: 'accounts' } },
  { table: 'account_closure', goesWith: { ancestor_id: 'accounts', descendant_id: 'accounts' } },
  { table: 'reseller_counters', goesWith: { account_id: 'accounts' } },
  { table: 'lines', goesWith: { account_id: 'accounts' } },
  { table: 'line_trash', goesWith: { account_id: 'accounts' }, noForeignKey: true },
  // 'Análises' (issue 31): the periods and tests of the branch, and its own sums.
  { table: 'line_terms', goesWith: { account_id: 'accounts' } },
  { table: 'test_lines', goesWith: { account_id: 'accounts' } },
  { table: 'analytics_months', goesWith: { account_id: 'accounts' } },
  { table: 'analytics_days', goesWith: { account_id: 'accounts' } },
  { table: 'analytics_month_deltas', goesWith: { account_id: 'accounts' } },
  { table: 'analytics_day_deltas', goesWith: { account_id: 'accounts' } },
  { table: 'tickets', goesWith: { account_id: 'accounts' }, nulls: { line_id: 'lines' } },
  { table: 'ticket_messages', goesWith: { account_id: 'accounts', ticket_id: 'tickets' } },
  { table: 'ticket_reads', goesWith: { account_id: 'accounts', ticket_id: 'tickets' } },
  { table: 'activity_log', goesWith: { account_id: 'accounts' } },
  { table: 'access_log', goesWith: { account_id: 'accounts' } },
  { table: 'announcements', goesWith: { account_id: 'accounts' } },
  { table: 'messages', goesWith: { from_account_id: 'accounts', to_account_id: 'accounts' } },
  { table: 'backgrounds', goesWith: {}, nulls: { account_id: 'accounts' } },
  { table: 'rotation_dns', goesWith: {}, nulls: { account_id: 'accounts' } },
  { table: 'portal_accounts', goesWith: { account_id: 'accounts' } },
  { table: 'portal_recharges', goesWith: { account_id: 'accounts' } },
  { table: 'dns_activators', goesWith: { account_id: 'accounts' } },
  { table: 'dns_domains', goesWith: { account_id: 'accounts' } },
  { table: 'dns_shared_off', goesWith: { account_id: 'accounts', domain_id: 'dns_domains' } },
  { table: 'dns_current', goesWith: { account_id: 'accounts', domain_id: 'dns_domains' } },
  { table: 'dns_logs', goesWith: { account_id: 'accounts' } },
  { table: 'twofa_failures', goesWith: { account_id: 'accounts' } },
  { table: 'twofa_recovery_codes', goesWith: { account_id: 'accounts' } },
  { table: 'sessions', goesWith: { account_id: 'accounts' } },
  { table: 'telegram_links', goesWith: { account_id: 'accounts' } },
  { table: 'telegram_link_codes', goesWith: { account_id: 'accounts' } },
  { table: 'outbox', goesWith: { account_id: 'accounts' } },
  { table: 'whatsapp_accounts', goesWith: { account_id: 'accounts' } },
  { table: 'whatsapp_messages', goesWith: { account_id: 'accounts' }, nulls: { line_id: 'lines' } },
  { table: 'api_tokens', goesWith: { account_id: 'accounts' } },
  { table: 'webhook_endpoints', goesWith: { account_id: 'accounts' } },
  { table: 'webhook_deliveries', goesWith: { endpoint_id: 'webhook_endpoints' } },
  { table: 'trial_pages', goesWith: { account_id: 'accounts' } },
  { table: 'trial_requests', goesWith: { account_id: 'accounts' }, nulls: { line_id: 'lines' } },
  { table: 'ledger_entries', goesWith: {}, nulls: { from_account_id: 'accounts', to_account_id: 'accounts' } },
];

type Row = Record<string, unknown>;
/** References the deletion set to null: `table.column` of the rows `ids` pointed at `value`. */
interface Nulled {
  table: string;
  column: string;
  value: number;
  ids: number[];
}
/** What an account gave back to the heir when deleted. */
export interface Refund {
  account_id: number;
  username: string;
  cents: number;
}

/** Tables of rows and references as plain Kysely: the list is read at run time. */
// biome-ignore lint/suspicious/noExplicitAny: the tables of OWNED_TABLES are named at run time.
type Loose = Kysely<any>;
/** A query of one of those tables, or of the ids of its rows that go. */
// biome-ignore lint/suspicious/noExplicitAny: as above.
type Query = SelectQueryBuilder<any, any, any>;
const loose = (tx: Tx) => tx as unknown as Loose;
const CHUNK = 200;
const chunks = <T>(items: T[], size = CHUNK) => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/**
 * Every row of `OWNED_TABLES` that goes with the accounts `doomed` selects, and the references to them
 * that would be set to null, read before the deletion (subqueries: no id list however big the tree).
 */
async function snapshot(tx: Tx, doomed: Query) {
  const db = loose(tx);
  const selects = new Map<string, Query>();
  /** The ids of a table's rows that go: accounts are the doomed; the others, rows that go with a parent. */
  const idsOf = (table: string): Query => selects.get(table)!;
  const rows: Record<string, Row[]> = {};
  const nulled: Nulled[] = [];
  for (const owned of OWNED_TABLES) {
    const going = Object.entries(owned.goesWith);
    const where = (q: Query) =>
      owned.table === 'accounts' ? q.where('id', 'in', doomed) : q.where((eb) => eb.or(going.map(([column, parent]) => eb(column, 'in', idsOf(parent)))));
    if (going.length || owned.table === 'accounts') {
      selects.set(owned.table, where(db.selectFrom(owned.table).select('id')));
      rows[owned.table] = await where(db.selectFrom(owned.table).selectAll()).execute();
    }
    for (const [column, parent] of Object.entries(owned.nulls ?? {})) {
      let q = db.selectFrom(owned.table).select(['id', column]).where(column, 'in', idsOf(parent));
      if (going.length) q = q.where('id', 'not in', idsOf(owned.table));
      const groups = new Map<number, number[]>();
      for (const r of await q.execute()) groups.set(Number(r[column]), [...(groups.get(Number(r[column])) ?? []), Number(r.id)]);
      for (const [value, ids] of groups) nulled.push({ table: owned.table, column, value, ids });
    }
  }
  return { rows, nulled };
}

export interface TrashedAccounts {
  kind: ResellerTrashKind;
  target: Account;
  heirId: number;
  /** The accounts that go, the top ones first (closure depth from the target). */
  doomed: { id: number; depth: number }[];
  refunds: Refund[];
  deletedBy: string;
  providerFor: (kind: ProvidedLine['kind']) => LineProvider;
}

/**
 * Moves the doomed accounts to the trash in the caller's transaction, after their credits went back to
 * the heir: their rows are kept, their lines leave the streaming provider, and the accounts are
 * deleted (the foreign keys take the rest). Answers the entry's id, or null when nothing went.
 */
export async function trashAccounts(tx: Tx, t: TrashedAccounts): Promise<number | null> {
  if (t.doomed.length === 0) return null;
  // The branch's deltas go with it as they are, not half folded.
  await holdFolding(tx);
  const doomedIds = t.doomed.map((a) => a.id);
  const doomed = loose(tx)
    .selectFrom('account_closure')
    .select('descendant_id as id')
    .where('ancestor_id', '=', t.target.id)
    .where('depth', t.kind === 'rede' ? '>' : '>=', 0);
  const { rows, nulled } = await snapshot(tx, doomed);
  // Parents before children: the restore inserts in this order.
  const depth = new Map(t.doomed.map((a) => [a.id, a.depth]));
  rows.accounts.sort((a, b) => depth.get(Number(a.id))! - depth.get(Number(b.id))!);
  const lines = rows.lines as ProvidedLine[];
  for (const line of lines) await t.providerFor(line.kind).remove(line);
  await shiftAhead(tx, rows.line_terms as Parameters<typeof shiftAhead>[1], t.heirId, -1);
  const entry = await tx
    .insertInto('account_trash')
    .values({
      kind: t.kind,
      top_id: t.target.id,
      username: t.target.username,
      heir_id: t.heirId,
      accounts: doomedIds.length,
      lines: lines.length,
      refunded_cents: t.refunds.reduce((sum, r) => sum + r.cents, 0),
      refunds: JSON.stringify(t.refunds),
      rows: JSON.stringify(rows),
      nulled: JSON.stringify(nulled),
      deleted_at: now(),
      deleted_by: t.deletedBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const names = [
    ...(rows.accounts as Account[]).map((a) => ({ kind: 'conta', username: a.username })),
    ...[...lines, ...(rows.line_trash as { kind: string; username: string }[])].map((l) => ({ kind: l.kind, username: l.username })),
  ];
  for (const part of chunks(names))
    await tx
      .insertInto('account_trash_names')
      .values(part.map((n) => ({ trash_id: entry.id, ...n })))
      .execute();
  for (const account of rows.accounts as Account[])
    await recordChange(tx, {
      kind: 'revenda',
      itemId: account.id,
      itemLabel: account.username,
      ownerId: t.heirId,
      action: 'Moveu a revenda para a lixeira',
      before: account,
    });
  for (const owned of OWNED_TABLES.filter((o) => o.noForeignKey))
    for (const [column] of Object.entries(owned.goesWith)) await loose(tx).deleteFrom(owned.table).where(column, 'in', doomed).execute();
  await keepDeletedNames(tx, doomedIds);
  const tops = t.doomed.filter((a) => a.depth === Math.min(...t.doomed.map((d) => d.depth))).map((a) => a.id);
  await tx.deleteFrom('accounts').where('id', 'in', tops).execute();
  return Number(entry.id);
}

/** An entry as the restore reads it. */
type Kept = { id: number; kind: string; username: string; heir_id: number; refunds: string; rows: string; nulled: string };

/**
 * 'Restaurar' in the caller's transaction: claims the entry first (of two restores at once, the second
 * finds nothing: 404), refuses while the heir is gone, a login or line username is taken or the heir
 * lacks the credits it received (nothing changes), then puts every row back and takes the refunds back
 * through the ledger. Answers the restored accounts (the top ones first).
 */
export async function restoreAccounts(
  tx: Tx,
  id: number,
  actorId: number,
  providerFor: TrashedAccounts['providerFor'],
): Promise<{ entry: Kept; accounts: Account[] }> {
  await holdFolding(tx);
  const entry = (await tx.deleteFrom('account_trash').where('id', '=', id).returningAll().executeTakeFirst()) as Kept | undefined;
  if (!entry) throw notFound(RESELLER_TRASH_MSG.notFound);
  const rows = JSON.parse(entry.rows) as Record<string, Row[]>;
  const refunds = JSON.parse(entry.refunds) as Refund[];
  const accounts = rows.accounts as Account[];
  const heir = await tx.selectFrom('accounts').select(['id', 'username', 'credits']).where('id', '=', entry.heir_id).executeTakeFirst();
  if (!heir) throw unprocessable(RESELLER_TRASH_MSG.heirGone);
  await assertNamesFree(tx, accounts, [...(rows.lines ?? []), ...(rows.line_trash ?? [])] as { kind: string; username: string }[]);
  const owed = refunds.reduce((sum, r) => sum + r.cents, 0);
  if (heir.credits < owed) throw unprocessable(RESELLER_TRASH_MSG.heirShort(heir.username, formatCredits(fromCents(owed))));

  const ids = new Set(accounts.map((a) => a.id));
  const db = loose(tx);
  for (const owned of OWNED_TABLES) {
    let kept = rows[owned.table] ?? [];
    // The closure inside the restored tree comes back; its ties to the ancestors are made from today's tree below.
    if (owned.table === 'account_closure') kept = kept.filter((r) => ids.has(Number(r.ancestor_id)));
    // A line is provisioned again below, with the provider's new id.
    if (owned.table === 'lines') kept = kept.map((r) => ({ ...r, provider_ref: null }));
    for (const part of chunks(kept)) await db.insertInto(owned.table).values(part).execute();
  }
  for (const top of accounts.filter((a) => !ids.has(Number(a.owner_id))))
    await tx
      .insertInto('account_closure')
      .columns(['ancestor_id', 'descendant_id', 'depth'])
      .expression((eb) =>
        eb
          .selectFrom('account_closure as up')
          .innerJoin('account_closure as down', (j) => j.on('down.ancestor_id', '=', top.id))
          .select((s) => ['up.ancestor_id', 'down.descendant_id', s(s(s.ref('up.depth'), '+', s.ref('down.depth')), '+', 1).as('depth')])
          .where('up.descendant_id', '=', top.owner_id!),
      )
      .execute();
  await shiftAhead(tx, (rows.line_terms ?? []) as Parameters<typeof shiftAhead>[1], heir.id, 1);
  for (const n of JSON.parse(entry.nulled) as Nulled[])
    for (const part of chunks(n.ids))
      await db
        .updateTable(n.table)
        .set({ [n.column]: n.value })
        .where('id', 'in', part)
        .where(n.column, 'is', null)
        .execute();
  for (const refund of refunds)
    await applyMovement(tx, {
      from: heir.id,
      to: refund.account_id,
      amountCents: refund.cents,
      reason: 'Créditos retomados na restauração da lixeira',
      kind: 'refund',
      actorId,
    });
  // The sessions and API tokens of before stay dead: a restored account logs in again and makes new tokens.
  await tx
    .updateTable('accounts')
    .set({ tokens_valid_after: now() })
    .where('id', 'in', [...ids])
    .execute();
  await revokeTokensOf(tx, [...ids]);
  for (const line of (rows.lines ?? []) as ProvidedLine[]) {
    const ref = await providerFor(line.kind).create({ ...line, provider_ref: null });
    if (ref !== null) await tx.updateTable('lines').set({ provider_ref: ref }).where('id', '=', line.id).execute();
  }
  const restored = await tx
    .selectFrom('accounts')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
  const order = new Map(accounts.map((a, i) => [a.id, i]));
  restored.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  for (const account of restored)
    await recordChange(tx, {
      kind: 'revenda',
      itemId: account.id,
      itemLabel: account.username,
      // Filed under the account above it, as its move to the trash is under the heir: the owner and those
      // above see the restore, also once the account is gone again.
      ownerId: account.owner_id ?? account.id,
      action: 'Restaurou a revenda da lixeira',
      after: account,
    });
  return { entry, accounts: restored };
}

/** Refuses a restore whose logins or line usernames another account or line took meanwhile. */
async function assertNamesFree(tx: Tx, accounts: Account[], lines: { kind: string; username: string }[]) {
  for (const part of chunks(accounts.map((a) => a.username))) {
    const taken = await tx.selectFrom('accounts').select('username').where('username', 'in', part).executeTakeFirst();
    if (taken) throw unprocessable(RESELLER_TRASH_MSG.loginTaken(taken.username));
  }
  for (const part of chunks(lines)) {
    for (const table of ['lines', 'line_trash'] as const) {
      const taken = await tx
        .selectFrom(table)
        .select('username')
        .where((eb) => eb.or(part.map((l) => eb.and([eb('kind', '=', l.kind as never), eb('username', '=', l.username)]))))
        .executeTakeFirst();
      if (taken) throw unprocessable(RESELLER_TRASH_MSG.lineTaken(taken.username));
    }
  }
}
