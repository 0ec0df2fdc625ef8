// 'Lixeira' de revendas (issue 30), through the app: a deleted tree stops at once (lists, login,
// player_api) and keeps its logins and line usernames; 'Restaurar' gives back the same ids, logins,
// lines, tickets, expiries and balances with the books balanced, once however often asked, and is
// refused (nothing changed) when the heir lacks the credits it received; each subtree sees its own;
// 'Excluir definitivamente' and the purge erase. The list of tables a deletion takes is checked
// against the schema.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { SERVER_MSG } from '../../messages';
import { RESELLER_TRASH_MSG } from '../../../shared/trash/texts';
import { applyMovement } from '../../core/ledger';
import { ADMIN_PASSWORD, useTestApp, type TestApp } from '../../test/harness';
import { OWNED_TABLES } from './accounts';
import { purgeTrash } from './retention';

const t = useTestApp();

interface ForeignKey {
  table: string;
  column: string;
  references: string;
  onDelete: string;
}

/** Every foreign key of the schema, on either database. */
async function foreignKeys(app: TestApp): Promise<ForeignKey[]> {
  if (app.ctx.dialect === 'postgres') {
    const { rows } = await sql<ForeignKey>`
      SELECT kcu.table_name AS "table", kcu.column_name AS "column", ccu.table_name AS "references", rc.delete_rule AS "onDelete"
      FROM information_schema.referential_constraints rc
      JOIN information_schema.key_column_usage kcu ON kcu.constraint_name = rc.constraint_name AND kcu.constraint_schema = rc.constraint_schema
      JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = rc.constraint_name AND ccu.constraint_schema = rc.constraint_schema
      WHERE rc.constraint_schema = current_schema()`.execute(app.db);
    return rows;
  }
  const { rows: tables } = await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table'`.execute(app.db);
  const keys: ForeignKey[] = [];
  for (const { name } of tables) {
    const { rows } = await sql<{ from: string; table: string; on_delete: string }>`SELECT * FROM pragma_foreign_key_list(${name})`.execute(app.db);
    keys.push(...rows.map((r) => ({ table: name, column: r.from, references: r.table, onDelete: r.on_delete })));
  }
  return keys;
}

const balance = async (id: number) => Number((await t.db.selectFrom('accounts').select('credits').where('id', '=', id).executeTakeFirstOrThrow()).credits);
const player = (username: string, password: string) => t.request('GET', `/player_api.php?username=${username}&password=${password}`);
const act = (token: string, id: number, action: number) => t.request('PUT', `/api/reg-users/${id}`, { token, body: { action } });
const resellerTrash = async (token: string) => (await t.request('GET', '/api/lixeira/revendas', { token })).data;
const restore = (token: string, id: number) => t.request('POST', `/api/lixeira/revendas/${id}/restaurar`, { token, body: {} });
const adminToken = () => t.loginAs('admin', ADMIN_PASSWORD);
/** The entry of the deletion asked on `username`, as `token` sees it. */
const entryOf = async (token: string, username: string) => (await resellerTrash(token)).rows.find((r: { username: string }) => r.username === username);
/** Credits moved straight through the ledger (null: minted or spent), as a purchase or the admin would. */
const move = (from: number | null, to: number | null, cents: number) =>
  t.db.transaction().execute((tx) => applyMovement(tx, { from, to, amountCents: cents, kind: from === null ? 'mint' : 'line_purchase', actorId: 1 }));

/** A master and a reseller below it (with `credits`) that the admin deleted, and the admin's token. */
async function deletedReseller(credits?: number) {
  const admin = await adminToken();
  const master = await t.createAccount({ profile: 'master' });
  const reseller = await t.createAccount({ ownerId: master.id, credits });
  await act(admin, reseller.id, 3);
  return { admin, master, reseller };
}

/** What a restore must give back as it was. */
async function stateOf(accountIds: number[], ticketId: number) {
  const [accounts, lines, lineTrash, tickets, closure, counters] = await Promise.all([
    t.db
      .selectFrom('accounts')
      .select(['id', 'username', 'password_hash', 'owner_id', 'credits', 'status', 'profile'])
      .where('id', 'in', accountIds)
      .orderBy('id')
      .execute(),
    t.db
      .selectFrom('lines')
      .select(['id', 'kind', 'username', 'password', 'exp_at', 'account_id', 'status'])
      .where('account_id', 'in', accountIds)
      .orderBy('id')
      .execute(),
    t.db.selectFrom('line_trash').select(['line_id', 'username']).where('account_id', 'in', accountIds).execute(),
    t.db.selectFrom('tickets').select(['id', 'account_id', 'title']).where('id', '=', ticketId).execute(),
    t.db.selectFrom('account_closure').selectAll().where('descendant_id', 'in', accountIds).orderBy('ancestor_id').orderBy('descendant_id').execute(),
    t.db.selectFrom('reseller_counters').selectAll().where('account_id', 'in', accountIds).orderBy('account_id').execute(),
  ]);
  return { accounts, lines, lineTrash, tickets, closure, counters };
}

describe('the list of tables a deletion takes', () => {
  it('names every table with a foreign key to an account (directly or through its rows), each key as the schema deletes it, parents first', async () => {
    const keys = await foreignKeys(t);
    const declared = new Map(OWNED_TABLES.map((o, i) => [o.table, { ...o, at: i }]));
    const going = new Set(['accounts']);
    for (let grew = true; grew; ) {
      grew = false;
      for (const k of keys)
        if (going.has(k.references) && k.onDelete.toUpperCase() === 'CASCADE' && !going.has(k.table)) {
          going.add(k.table);
          grew = true;
        }
    }
    const problems: string[] = [];
    for (const k of keys.filter((k) => going.has(k.references))) {
      const owned = declared.get(k.table);
      const said = k.onDelete.toUpperCase() === 'CASCADE' ? owned?.goesWith[k.column] : owned?.nulls?.[k.column];
      if (said !== k.references) problems.push(`${k.table}.${k.column} -> ${k.references} (${k.onDelete})`);
      else if (k.onDelete.toUpperCase() === 'CASCADE' && declared.get(k.references)!.at > owned!.at && k.table !== k.references)
        problems.push(`${k.table} before ${k.references}`);
    }
    // Nothing declared that the schema does not hold (the line trash has no key on purpose).
    for (const o of OWNED_TABLES.filter((o) => !o.noForeignKey))
      for (const [column, parent] of [...Object.entries(o.goesWith), ...Object.entries(o.nulls ?? {})])
        if (!keys.some((k) => k.table === o.table && k.column === column && k.references === parent)) problems.push(`${o.table}.${column}: no such key`);
    expect(problems).toEqual([]);
  });
});

describe('the trash of resellers', () => {
  it('takes a deleted tree out at once and gives it back as it was, charging the heir once however often asked', async () => {
    const admin = await adminToken();
    const master = await t.createAccount({ profile: 'master', credits: 50 });
    const masterToken = await t.loginAs(master.username);
    const top = await t.createAccount({ ownerId: master.id, profile: 'master', credits: 10 });
    const middle = await t.createAccount({ ownerId: top.id, credits: 6 });
    const bottom = await t.createAccount({ ownerId: middle.id, credits: 3 });
    const topToken = await t.loginAs(top.username);
    const middleToken = await t.loginAs(middle.username);
    const line = (await t.request('POST', '/api/users-iptv', { token: topToken, body: { isOficial: true, package: 1, credits: 2 } })).data;
    const kept = (await t.request('POST', '/api/users-iptv', { token: middleToken, body: { isOficial: true, package: 1, credits: 1 } })).data;
    const trashed = (await t.request('POST', '/api/users-iptv', { token: middleToken, body: { isOficial: true, package: 1, credits: 1 } })).data;
    expect((await t.request('PUT', `/api/users-iptv/${trashed.id}`, { token: middleToken, body: { action: 2 } })).status).toBe(200);
    const ticket = (await t.request('POST', '/api/ticket', { token: topToken, body: { title: 'Canal travando', category: 1, content: 'Trava à noite.' } })).data
      .id as number;
    const ids = [top.id, middle.id, bottom.id];
    const before = await stateOf(ids, ticket);
    const masterCredits = await balance(master.id);
    const dashboard = (await t.request('GET', '/api/dash-reseller', { token: masterToken })).data;
    expect(before.lines).toHaveLength(2);
    expect(await t.checkLedgerInvariant()).toEqual([]);

    const deleted = await act(admin, top.id, 8);
    expect(deleted.data).toEqual({ message: SERVER_MSG.treeDeleted, deleted_accounts: 3, refunded_credits: 15, trash_days: 30 });
    expect(await balance(master.id)).toBe(masterCredits + 1500);
    // Gone at once: lists, player_api, login.
    expect((await t.request('GET', '/api/reg-users', { token: masterToken })).data.data.map((r: { id: number }) => r.id)).not.toContain(top.id);
    expect((await player(line.username, line.password)).data.user_info?.auth ?? 0).toBe(0);
    expect((await t.request('POST', '/api/login', { body: { username: top.username, password: top.password } })).status).not.toBe(200);
    expect(await t.db.selectFrom('line_trash').select('line_id').where('line_id', '=', trashed.id).execute()).toEqual([]);
    expect(await t.checkLedgerInvariant()).toEqual([]);
    // Its logins and line usernames are kept for it, the line trash's too.
    expect(await t.request('POST', '/api/reg-users', { token: admin, body: { username: middle.username, password: 'Senha-nova-123' } })).toMatchObject({
      status: 422,
      data: { message: SERVER_MSG.resellerUsernameInTrash },
    });
    expect(
      await t.request('POST', '/api/reg-users', { token: admin, body: { username: middle.username.toUpperCase(), password: 'Senha-nova-123' } }),
    ).toMatchObject({
      status: 422,
      data: { message: SERVER_MSG.resellerUsernameInTrash },
    });
    for (const username of [line.username, trashed.username])
      expect(await t.request('POST', '/api/users-iptv', { token: masterToken, body: { isOficial: true, package: 1, credits: 1, username } })).toMatchObject({
        status: 422,
        data: { message: SERVER_MSG.lineUsernameInResellerTrash },
      });

    const [entry] = (await resellerTrash(masterToken)).rows;
    expect(entry).toMatchObject({
      kind: 'arvore',
      kind_label: 'Árvore',
      username: top.username,
      accounts: 3,
      lines: 2,
      refunded_credits: 15,
      heir: master.username,
      deleted_by: 'admin',
    });
    // The master restores nothing: that is the admin's, as deleting is.
    expect((await restore(masterToken, entry.id)).status).toBe(403);

    const [first, second] = await Promise.all([restore(admin, entry.id), restore(admin, entry.id)]);
    expect([first.status, second.status].sort()).toEqual([200, 404]);
    expect([first.data.message, second.data.message]).toContain(RESELLER_TRASH_MSG.restored(top.username, 3));
    expect(await stateOf(ids, ticket)).toEqual(before);
    expect(await balance(master.id)).toBe(masterCredits);
    expect(await t.checkLedgerInvariant()).toEqual([]);
    expect((await t.request('GET', '/api/dash-reseller', { token: masterToken })).data).toEqual(dashboard);
    expect((await t.request('GET', '/api/reg-users', { token: masterToken })).data.data.map((r: { id: number }) => r.id)).toContain(top.id);
    expect((await player(line.username, line.password)).data.user_info.auth).toBe(1);
    expect((await player(kept.username, kept.password)).data.user_info.auth).toBe(1);
    // A token of before the deletion stays dead; a new login works.
    expect((await t.request('GET', '/api/get-profile', { token: topToken })).status).toBe(401);
    const again = await t.loginAs(top.username);
    expect((await t.request('GET', `/api/ticket/${ticket}`, { token: again })).status).toBe(200);
    expect((await resellerTrash(masterToken)).rows).toEqual([]);
    expect(await t.db.selectFrom('account_trash_names').select('username').where('username', '=', middle.username).execute()).toEqual([]);
  });

  it('gives back a deleted network below the reseller that stayed, tied to its ancestors of today', async () => {
    const admin = await adminToken();
    const master = await t.createAccount({ profile: 'master' });
    const reseller = await t.createAccount({ ownerId: master.id, profile: 'master', credits: 4 });
    const child = await t.createAccount({ ownerId: reseller.id, credits: 2 });
    const grandchild = await t.createAccount({ ownerId: child.id });
    const closure = () =>
      t.db
        .selectFrom('account_closure')
        .selectAll()
        .where('descendant_id', 'in', [child.id, grandchild.id])
        .orderBy('ancestor_id')
        .orderBy('descendant_id')
        .execute();
    const before = await closure();
    expect((await act(admin, reseller.id, 7)).data).toMatchObject({ message: SERVER_MSG.networkDeleted, deleted_accounts: 2, refunded_credits: 2 });
    expect(await balance(reseller.id)).toBe(600);
    const entry = await entryOf(await t.loginAs(reseller.username), reseller.username);
    expect(entry).toMatchObject({ kind: 'rede', kind_label: 'Rede', username: reseller.username, accounts: 2, heir: reseller.username });
    expect((await restore(admin, entry.id)).status).toBe(200);
    expect(await closure()).toEqual(before);
    expect(await balance(reseller.id)).toBe(400);
    expect(await balance(child.id)).toBe(200);
    expect(await t.checkLedgerInvariant()).toEqual([]);
  });

  it('refuses a restore, changing nothing, while the heir lacks the credits it received or is itself in the trash', async () => {
    const { admin, master, reseller } = await deletedReseller(5);
    await move(master.id, null, 200);
    const entry = await entryOf(admin, reseller.username);
    const snapshot = await t.snapshot();
    expect(await restore(admin, entry.id)).toMatchObject({ status: 422, data: { message: RESELLER_TRASH_MSG.heirShort(master.username, '5 créditos') } });
    expect(await t.snapshot()).toBe(snapshot);
    expect(await t.countRows('account_trash_names')).toBeGreaterThan(0);

    // The heir deleted too: the reseller waits until it comes back.
    await act(admin, master.id, 8);
    expect((await restore(admin, entry.id)).data.message).toBe(RESELLER_TRASH_MSG.heirGone);
    expect((await restore(admin, (await entryOf(admin, master.username)).id)).status).toBe(200);
    await move(null, master.id, 200);
    expect((await restore(admin, entry.id)).status).toBe(200);
    expect(await balance(reseller.id)).toBe(500);
    expect(await balance(master.id)).toBe(0);
    expect(await t.checkLedgerInvariant()).toEqual([]);
  });

  it("keeps each subtree's entries its own, and erases for good on request or after the admin's period", async () => {
    const { admin, master, reseller } = await deletedReseller();
    const stranger = await t.loginAs((await t.createAccount({ profile: 'master' })).username);
    expect((await resellerTrash(stranger)).rows).toEqual([]);
    const entry = await entryOf(await t.loginAs(master.username), reseller.username);
    expect((await restore(stranger, entry.id)).status).toBe(403);
    expect((await t.request('DELETE', `/api/lixeira/revendas/${entry.id}`, { token: stranger })).status).toBe(403);

    expect((await t.request('DELETE', `/api/lixeira/revendas/${entry.id}`, { token: admin })).data.message).toBe(RESELLER_TRASH_MSG.erased(reseller.username));
    expect((await restore(admin, entry.id)).status).toBe(404);
    // Erased, its login is free again.
    expect((await t.request('POST', '/api/reg-users', { token: admin, body: { username: reseller.username, password: 'Senha-nova-123' } })).status).toBe(200);

    const other = await t.createAccount({ ownerId: master.id });
    await act(admin, other.id, 3);
    await t.backdate('account_trash', 'deleted_at', 31, 'username', other.username);
    expect(await purgeTrash(t.db)).toBeGreaterThanOrEqual(1);
    expect(await entryOf(admin, other.username)).toBeUndefined();
    expect(await t.db.selectFrom('account_trash_names').select('username').where('username', '=', other.username).execute()).toEqual([]);
  });
});
