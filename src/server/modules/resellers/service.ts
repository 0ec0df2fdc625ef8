// The reseller network: who may create and change which account, credits that flow down the tree
// through the ledger, blocking, and deletions that return what the deleted accounts still held.
import { sql } from 'kysely';
import { fromCents, toCents, FRANCHISE_IDS, PERMISSIONS, type Permission } from '../../../shared/domain';
import { PERMISSION_INFO } from '../../../shared/calls';
import { daysSince, formatDateTime } from '../../../shared/dates';
import { formatCredits } from '../../../shared/format';
import { MSG } from '../../../shared/messages';
import { BLOCK_REASON_MIN, RESELLER_ACTION, type DeleteResult, type MovementLog, type Paged, type RegUserAction, type RegUserBody, type Reseller, type Tracking, type DuplicatePanel } from '../../../shared/network';
import type { AppContext } from '../../context';
import { now, type Tx } from '../../db';
import type { Account } from '../../db/schema';
import { findAccountByUsername, insertAccount, isAdmin, permissionsOf, type CallerAccount } from '../../core/accounts';
import { logActivity } from '../../core/activity';
import { applyMovement, withCredits, type LedgerRequest } from '../../core/ledger';
import type { RequestKey } from '../../validation';
import { accountInScope, isInSubtree } from '../../core/scope';
import { settleExpired } from '../../core/line-counters';
import { networkStamp, stampedCache } from '../../core/stamped-cache';
import { HttpError, conflict, forbidden, unprocessable } from '../../errors';
import { decrypt, encrypt, escapeHtml, hashPassword } from '../../security';
import { randomBytes } from 'node:crypto';

export interface Caller {
  account: CallerAccount;
  ip: string;
  requestKey?: RequestKey;
}

const canCreate = (a: CallerAccount) => isAdmin(a) || a.is_master === 1;
const name = (a: Pick<Account, 'username'>) => `<b>${escapeHtml(a.username)}</b>`;

export function resellerService(ctx: AppContext) {
  const { db } = ctx;
  const like = ctx.dialect === 'postgres' ? 'ilike' : 'like';

  /** The accounts' sessions may have ended (blocked, deleted, new password): their open streams check at once. */
  const sessionsChanged = (ids: number[]) => (ids.length ? ctx.events.publish(ids, { type: 'session' }) : Promise.resolve());

  /** A reseller below the caller (never the caller itself), or 404. */
  async function below(caller: CallerAccount, id: number): Promise<Account> {
    if (id === caller.id) throw forbidden(MSG.resellerSelf);
    return accountInScope(db, caller, id, MSG.resellerNotFound);
  }

  /** The list's rows; the owner and franchise columns are the admin's (spec section 6). */
  async function toRows(accounts: (Account & { owner: string | null })[], forAdmin: boolean): Promise<Reseller[]> {
    const ids = accounts.map((a) => a.id);
    // The actives counted here are the lines not yet expired.
    if (ids.length) await settleExpired(db);
    const counters = ids.length
      ? await db
          .selectFrom('account_closure as c')
          .innerJoin('reseller_counters as r', 'r.account_id', 'c.descendant_id')
          .select((eb) => [
            'c.ancestor_id as id',
            eb.fn.sum<number>(eb.case().when('c.depth', '=', 0).then(eb.ref('r.iptv_actives')).else(0).end()).as('iptv'),
            eb.fn.sum<number>(eb.case().when('c.depth', '=', 0).then(eb.ref('r.p2p_actives')).else(0).end()).as('p2p'),
            eb.fn.sum<number>(eb(eb.ref('r.iptv_actives'), '+', eb.ref('r.p2p_actives'))).as('tree'),
          ])
          .where('c.ancestor_id', 'in', ids)
          .groupBy('c.ancestor_id')
          .execute()
      : [];
    const byId = new Map(counters.map((c) => [Number(c.id), c]));
    return accounts.map((a) => {
      const c = byId.get(a.id);
      return {
        id: a.id,
        username: a.username,
        email: a.email,
        email_contact: a.email_contact,
        credits: fromCents(a.credits),
        days_to_due: daysSince(a.last_topup_at ?? a.created_at),
        status: a.status,
        block_admin: a.block_admin,
        owner_id: a.owner_id,
        ...(forAdmin ? { owner: a.owner ?? '', id_franchise: a.id_franchise } : {}),
        total_iptv: Number(c?.iptv ?? 0),
        total_up2p: Number(c?.p2p ?? 0),
        total_actives: Number(c?.tree ?? 0),
        is_master: a.is_master,
      };
    });
  }

  function subtreeQuery(caller: CallerAccount) {
    return db
      .selectFrom('account_closure as c')
      .innerJoin('accounts as a', 'a.id', 'c.descendant_id')
      .where('c.ancestor_id', '=', caller.id)
      .where('c.depth', '>', 0);
  }

  // Every id below an account, newest first, kept until the tree changes (any instance): a page is a
  // slice of it, so page 300 costs what page 1 does (the equivalent of keyset pagination, by page number).
  const idsBelow = stampedCache<number[]>(64);

  /**
   * The ids of one page of the caller's subtree, newest first, and how many there are. Without a
   * search both come from the ids below the caller (`idsBelow`); a search reads the accounts it filters on.
   */
  async function pageOfIds(caller: CallerAccount, q: { page: number; per_page: number; search?: string; searchID?: number }) {
    const offset = (q.page - 1) * q.per_page;
    if (!q.search && !q.searchID) {
      const ids = await idsBelow(String(caller.id), await networkStamp(db, 'closure'), now(), async () => ({
        // Below the caller is every descendant but itself: said so, the primary key index alone answers.
        value: (
          await db
            .selectFrom('account_closure as c')
            .select('c.descendant_id as id')
            .where('c.ancestor_id', '=', caller.id)
            .where('c.descendant_id', '!=', caller.id)
            .orderBy('c.descendant_id', 'desc')
            .execute()
        ).map((r) => Number(r.id)),
        validUntil: Infinity,
      }));
      return { total: ids.length, ids: ids.slice(offset, offset + q.per_page) };
    }
    let base = subtreeQuery(caller);
    if (q.searchID) base = base.where('a.id', '=', q.searchID);
    if (q.search) {
      const pattern = `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      base = base.where((eb) => eb.or([eb('a.username', like, pattern), eb('a.email', like, pattern), eb('a.email_contact', like, pattern)]));
    }
    const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const page = await base.select('c.descendant_id as id').orderBy('c.descendant_id', 'desc').limit(q.per_page).offset(offset).execute();
    return { total: Number(total), ids: page.map((r) => r.id) };
  }

  /** The owners from the top down to the account, and where it logged in from lately. */
  async function tracking(caller: CallerAccount, id: number): Promise<Tracking> {
    await accountInScope(db, caller, id, MSG.resellerNotFound);
    const chain = await db
      .selectFrom('account_closure as c')
      .innerJoin('accounts as a', 'a.id', 'c.ancestor_id')
      .select(['a.id', 'a.username', 'a.profile', 'c.depth'])
      .where('c.descendant_id', '=', id)
      .orderBy('c.depth', 'desc')
      .execute();
    const ips = await db
      .selectFrom('access_log')
      .select(['ip', (eb) => eb.fn.max('created_at').as('last'), (eb) => eb.fn.countAll<number>().as('logins')])
      .where('account_id', '=', id)
      .groupBy('ip')
      .orderBy('last', 'desc')
      .limit(20)
      .execute();
    return {
      chain: chain.map((c) => ({ id: c.id, username: c.username, profile: c.profile })),
      ips: ips.map((r) => ({ ip: r.ip, date: formatDateTime(Number(r.last)), logins: Number(r.logins) })),
    };
  }

  return {
    async create(caller: Caller, body: RegUserBody): Promise<{ message: string; id: number; username: string }> {
      const owner = caller.account;
      if (body.id_franchise !== undefined && (!isAdmin(owner) || !FRANCHISE_IDS.includes(body.id_franchise)))
        throw unprocessable(MSG.franchiseInvalid, { id_franchise: [MSG.franchiseInvalid] });
      if (await findAccountByUsername(db, body.username)) throw unprocessable(MSG.resellerUsernameTaken, { username: [MSG.resellerUsernameTaken] });
      const cents = toCents(body.credits ?? 0);
      const created = await withCredits(db, async (tx) => {
        const account = await insertAccount(tx, {
          username: body.username,
          password: body.password,
          ownerId: owner.id,
          profile: 'reseller',
          franchise: body.id_franchise,
          email: body.email,
          emailContact: body.email_contact,
        });
        if (cents > 0) await giveCredits(tx, owner, account, cents, toCents(body.sale ?? 0), 'Créditos iniciais');
        await logActivity(tx, { accountId: owner.id, actorId: owner.id, type: 'Conta', action: `Revenda ${name(account)} cadastrada`, target: String(account.id), ip: caller.ip });
        return account;
      });
      return { message: MSG.resellerCreated, id: created.id, username: created.username };
    },

    async list(caller: CallerAccount, q: { page: number; per_page: number; search?: string; searchID?: number }): Promise<Paged<Reseller>> {
      const { total, ids } = await pageOfIds(caller, q);
      // Only the page's accounts are read whole (a deferred join): page 300 costs about what page 1 does.
      const rows = ids.length
        ? await db
            .selectFrom('accounts as a')
            .leftJoin('accounts as o', 'o.id', 'a.owner_id')
            .selectAll('a')
            .select('o.username as owner')
            .where('a.id', 'in', ids)
            .orderBy('a.id', 'desc')
            .execute()
        : [];
      return { data: await toRows(rows, isAdmin(caller)), total, current_page: q.page, per_page: q.per_page, last_page: Math.max(1, Math.ceil(total / q.per_page)) };
    },

    async act(caller: Caller, id: number, action: RegUserAction): Promise<{ message: string } & Partial<DeleteResult>> {
      const me = caller.account;
      const target = await below(me, id);
      switch (action.action) {
        case RESELLER_ACTION.credits:
          return moveCredits(caller, target, action.credits, action.sale ?? 0, action.reason ?? '');
        case RESELLER_ACTION.edit:
          return edit(caller, target, action);
        case RESELLER_ACTION.master: {
          await db.transaction().execute(async (tx) => {
            await tx.updateTable('accounts').set({ is_master: action.isMaster, profile: action.isMaster ? 'master' : 'reseller' }).where('id', '=', target.id).execute();
            await logActivity(tx, { accountId: me.id, actorId: me.id, type: 'Conta', action: `Revenda ${name(target)} ${action.isMaster ? 'agora é master' : 'deixou de ser master'}`, target: String(target.id), ip: caller.ip });
          });
          return { message: MSG.resellerChanged };
        }
        case RESELLER_ACTION.block:
          return toggleBlock(caller, target, action.reason ?? '', false);
        case RESELLER_ACTION.blockNetwork:
          return toggleNetworkBlock(caller, target, action.reason ?? '');
        case RESELLER_ACTION.delete:
        case RESELLER_ACTION.deleteNetwork:
        case RESELLER_ACTION.deleteTree:
          return remove(caller, target, action.action);
      }
    },

    toggleAdminBlock: (caller: Caller, id: number, reason: string) => below(caller.account, id).then((t) => toggleBlock(caller, t, reason, true)),

    permissions: async (caller: CallerAccount, id: number) => ({ permissions: permissionsOf(await below(caller, id)) }),

    /** The admin grants exactly `wanted`: each change is logged, and the account's open windows read their profile again. */
    async setPermissions(caller: Caller, id: number, wanted: readonly Permission[]) {
      const me = caller.account;
      const target = await below(me, id);
      const before = permissionsOf(target);
      const next = PERMISSIONS.filter((p) => wanted.includes(p));
      const changes = [
        ...next.filter((p) => !before.includes(p)).map((p) => `${name(me)} concedeu <b>${PERMISSION_INFO[p].label}</b> a ${name(target)}`),
        ...before.filter((p) => !next.includes(p)).map((p) => `${name(me)} retirou <b>${PERMISSION_INFO[p].label}</b> de ${name(target)}`),
      ];
      await db.transaction().execute(async (tx) => {
        await tx.updateTable('accounts').set({ permissions: JSON.stringify(next) }).where('id', '=', target.id).execute();
        for (const action of changes) await logActivity(tx, { accountId: me.id, actorId: me.id, type: 'Conta', action, target: String(target.id), ip: caller.ip });
      });
      await ctx.events.publish([target.id], { type: 'access' });
      return { message: MSG.permissionsSaved, permissions: next };
    },

    async find(caller: CallerAccount, username: string): Promise<Reseller> {
      const row = await subtreeQuery(caller).leftJoin('accounts as o', 'o.id', 'a.owner_id').selectAll('a').select('o.username as owner').where('a.username', '=', username).executeTakeFirst();
      if (!row) throw new HttpError(404, MSG.resellerNotFound);
      return (await toRows([row], isAdmin(caller)))[0];
    },

    async movements(caller: CallerAccount, id: number): Promise<MovementLog[]> {
      await accountInScope(db, caller, id, MSG.resellerNotFound);
      const rows = await db
        .selectFrom('ledger_entries as l')
        .leftJoin('accounts as f', 'f.id', 'l.from_account_id')
        .leftJoin('accounts as t', 't.id', 'l.to_account_id')
        .select(['l.id', 'l.amount_cents', 'l.sale_cents', 'l.reason', 'l.kind', 'l.created_at', 'l.from_account_id', 'l.to_account_id', 'f.username as from_name', 't.username as to_name'])
        .where((eb) => eb.or([eb('l.from_account_id', '=', id), eb('l.to_account_id', '=', id)]))
        .orderBy('l.id', 'desc')
        .limit(1000)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        amount: fromCents(r.to_account_id === id ? r.amount_cents : -r.amount_cents),
        reason: r.reason,
        sale: fromCents(r.sale_cents),
        from_to: `${r.from_name ?? (r.from_account_id === null ? 'admin' : 'conta excluída')} → ${r.to_name ?? (r.to_account_id === null ? 'consumo' : 'conta excluída')}`,
        registered: formatDateTime(r.created_at),
      }));
    },

    async accessLogs(caller: CallerAccount, id: number) {
      await accountInScope(db, caller, id, MSG.resellerNotFound);
      const rows = await db.selectFrom('access_log').select(['ip', 'created_at']).where('account_id', '=', id).orderBy('id', 'desc').limit(500).execute();
      return rows.map((r) => ({ ip: r.ip, date: formatDateTime(r.created_at) }));
    },

    tracking,

    /** IPs that several accounts logged in from: panels that may be the same person (admin). */
    async duplicates(): Promise<DuplicatePanel[]> {
      const rows = await db
        .selectFrom('access_log as l')
        .innerJoin('accounts as a', 'a.id', 'l.account_id')
        .select(['l.ip', 'a.username'])
        .where('l.ip', 'in', (eb) => eb.selectFrom('access_log').select('ip').groupBy('ip').having((h) => h.fn.count('account_id').distinct(), '>', 1))
        .groupBy(['l.ip', 'a.username'])
        .orderBy('l.ip')
        .limit(10_000)
        .execute();
      const byIp = new Map<string, string[]>();
      for (const r of rows) byIp.set(r.ip, [...(byIp.get(r.ip) ?? []), r.username]);
      return [...byIp].map(([ip, names]) => ({ ip, revendedores: names.join(',') }));
    },

    /** The tree (owners from the top) of each account named in `revs` (comma-separated usernames). */
    async treesOf(caller: CallerAccount, revs: string): Promise<{ username: string; chain: Tracking['chain'] }[]> {
      const names = [...new Set(revs.split(',').map((n) => n.trim()).filter(Boolean))].slice(0, 50);
      const accounts = names.length ? await db.selectFrom('accounts').select(['id', 'username']).where('username', 'in', names).execute() : [];
      return Promise.all(accounts.map(async (a) => ({ username: a.username, chain: (await tracking(caller, a.id)).chain })));
    },

    async externalKey(caller: CallerAccount, id: number): Promise<{ key: string }> {
      const target = await accountInScope(db, caller, id, MSG.resellerNotFound);
      if (target.external_key_enc) return { key: decrypt(ctx.config.secretKey, target.external_key_enc) };
      const key = randomBytes(24).toString('base64url');
      await db.updateTable('accounts').set({ external_key_enc: encrypt(ctx.config.secretKey, key) }).where('id', '=', id).where('external_key_enc', 'is', null).execute();
      const stored = await db.selectFrom('accounts').select('external_key_enc').where('id', '=', id).executeTakeFirstOrThrow();
      return { key: decrypt(ctx.config.secretKey, stored.external_key_enc!) };
    },

    async treeTotals(caller: CallerAccount, id: number) {
      await accountInScope(db, caller, id, MSG.resellerNotFound);
      await settleExpired(db);
      const row = await db
        .selectFrom('account_closure as c')
        .innerJoin('reseller_counters as r', 'r.account_id', 'c.descendant_id')
        .select((eb) => [eb.fn.sum<number>(eb.case().when('c.depth', '>', 0).then(1).else(0).end()).as('resellers'), eb.fn.sum<number>('r.iptv_actives').as('iptv')])
        .where('c.ancestor_id', '=', id)
        .executeTakeFirstOrThrow();
      return { total_resellers: Number(row.resellers ?? 0), total_users_iptv: Number(row.iptv ?? 0) };
    },
  };

  /** Gives credits inside a transaction: the admin mints, everyone else passes its own down. */
  async function giveCredits(tx: Tx, giver: CallerAccount, receiver: Account, cents: number, saleCents: number, reason: string, request?: LedgerRequest) {
    const result = await applyMovement(tx, {
      from: isAdmin(giver) ? null : giver.id,
      to: receiver.id,
      amountCents: cents,
      saleCents,
      reason,
      kind: isAdmin(giver) ? 'mint' : 'transfer',
      ...request,
      actorId: giver.id,
    });
    if (!result.replayed) await tx.updateTable('accounts').set({ last_topup_at: now() }).where('id', '=', receiver.id).execute();
    return result;
  }

  async function moveCredits(caller: Caller, target: Account, credits: number, sale: number, reason: string) {
    const me = caller.account;
    const cents = toCents(Math.abs(credits));
    const requestId = caller.requestKey ? `reg-users:${me.id}:${caller.requestKey.key}` : undefined;
    const requestHash = caller.requestKey?.hash;
    await withCredits(
      db,
      async (tx) => {
        const { replayed } =
          credits > 0
            ? await giveCredits(tx, me, target, cents, toCents(sale), reason, { requestId, requestHash })
            : // Removing moves the credits back to the giver (the admin's simply leave circulation).
              await applyMovement(tx, { from: target.id, to: isAdmin(me) ? null : me.id, amountCents: cents, saleCents: toCents(sale), reason, kind: 'refund', requestId, requestHash, actorId: me.id });
        if (!replayed)
          await logActivity(tx, {
            accountId: me.id,
            actorId: me.id,
            type: 'Credits',
            action: `${credits > 0 ? 'Adicionou' : 'Removeu'} <b>${formatCredits(Math.abs(credits))}</b> ${credits > 0 ? 'para' : 'de'} ${name(target)}${reason ? `: ${escapeHtml(reason)}` : ''}`,
            target: String(target.id),
            ip: caller.ip,
          });
      },
      requestId,
    );
    return { message: MSG.creditsMoved };
  }

  async function edit(caller: Caller, target: Account, a: Extract<RegUserAction, { action: 1 }>) {
    const me = caller.account;
    const taken = await findAccountByUsername(db, a.username);
    if (taken && taken.id !== target.id) throw unprocessable(MSG.resellerUsernameTaken, { username: [MSG.resellerUsernameTaken] });
    const newOwner = a.newMaster && a.newMaster !== target.owner_id ? await accountInScope(db, me, a.newMaster, MSG.resellerNotFound) : undefined;
    if (newOwner && (!canCreate(newOwner) || (await isInSubtree(db, target.id, newOwner.id)))) throw unprocessable(MSG.fillAllCorrectly);
    const passwordHash = a.password ? await hashPassword(a.password) : undefined;
    await db.transaction().execute(async (tx) => {
      await tx
        .updateTable('accounts')
        .set({
          username: a.username,
          ...(a.email !== undefined ? { email: a.email === '' ? '0' : a.email } : {}),
          ...(a.email_contact !== undefined ? { email_contact: a.email_contact } : {}),
          ...(passwordHash ? { password_hash: passwordHash, tokens_valid_after: now() } : {}),
          ...(newOwner ? { owner_id: newOwner.id } : {}),
        })
        .where('id', '=', target.id)
        .execute();
      if (newOwner) await moveSubtree(tx, target.id, newOwner.id);
      await logActivity(tx, { accountId: me.id, actorId: me.id, type: 'Conta', action: `Revenda ${name(target)} editada`, target: String(target.id), ip: caller.ip });
    });
    if (passwordHash) await sessionsChanged([target.id]);
    return { message: MSG.resellerChanged };
  }

  async function toggleBlock(caller: Caller, target: Account, reason: string, byAdmin: boolean) {
    const me = caller.account;
    if (!byAdmin && target.block_admin === 1 && !isAdmin(me)) throw forbidden(MSG.resellerBlockedByAdmin);
    const blocking = target.status === 1;
    if (blocking && reason.trim().length < BLOCK_REASON_MIN) throw unprocessable(MSG.blockReasonShort, { reason: [MSG.blockReasonShort] });
    await db.transaction().execute(async (tx) => {
      await tx
        .updateTable('accounts')
        .set(
          blocking
            ? { status: 0, block_admin: byAdmin ? 1 : 0, block_reason: reason.trim(), tokens_valid_after: now() }
            : { status: 1, block_admin: 0, block_reason: null },
        )
        .where('id', '=', target.id)
        .execute();
      await logActivity(tx, {
        accountId: me.id,
        actorId: me.id,
        type: 'Conta',
        action: `Revenda ${name(target)} ${blocking ? `bloqueada: ${escapeHtml(reason.trim())}` : 'desbloqueada'}`,
        target: String(target.id),
        ip: caller.ip,
      });
    });
    if (blocking) await sessionsChanged([target.id]);
    return { message: blocking ? MSG.resellerBlocked : MSG.resellerUnblocked };
  }

  /** Admin: blocks the reseller and everyone below it (by the admin, tokens dropped), or unblocks them all. */
  async function toggleNetworkBlock(caller: Caller, target: Account, reason: string) {
    const me = caller.account;
    const blocking = target.status === 1;
    if (blocking && reason.trim().length < BLOCK_REASON_MIN) throw unprocessable(MSG.blockReasonShort, { reason: [MSG.blockReasonShort] });
    const done = await db.transaction().execute(async (tx) => {
      const network = tx.selectFrom('account_closure').select('descendant_id').where('ancestor_id', '=', target.id);
      const changed = await tx
        .updateTable('accounts')
        .set(blocking ? { status: 0, block_admin: 1, block_reason: reason.trim(), tokens_valid_after: now() } : { status: 1, block_admin: 0, block_reason: null })
        .where('id', 'in', network)
        .where('status', '=', blocking ? 1 : 0)
        .returning('id')
        .execute();
      await logActivity(tx, {
        accountId: me.id,
        actorId: me.id,
        type: 'Conta',
        action: `Rede de ${name(target)} ${blocking ? `bloqueada (${changed.length} conta(s)): ${escapeHtml(reason.trim())}` : `desbloqueada (${changed.length} conta(s))`}`,
        target: String(target.id),
        ip: caller.ip,
      });
      return { changed: changed.map((c) => c.id), message: blocking ? MSG.networkBlocked(changed.length) : MSG.networkUnblocked(changed.length) };
    });
    await sessionsChanged(done.changed);
    return { message: done.message };
  }

  /**
   * `delete` deletes one reseller (refused while it has sub-resellers), `deleteNetwork` its whole network
   * below it, `deleteTree` the reseller and its network. Whatever credits the deleted accounts held go
   * back up the tree.
   */
  async function remove(caller: Caller, target: Account, code: (typeof RESELLER_ACTION)['delete' | 'deleteNetwork' | 'deleteTree']): Promise<DeleteResult> {
    const network = code === RESELLER_ACTION.deleteNetwork;
    const me = caller.account;
    const done = await db.transaction().execute(async (tx) => {
      const doomed = await tx
        .selectFrom('account_closure as c')
        .innerJoin('accounts as a', 'a.id', 'c.descendant_id')
        .select(['a.id', 'a.credits', 'c.depth'])
        .where('c.ancestor_id', '=', target.id)
        .where('c.depth', network ? '>' : '>=', 0)
        .execute();
      if (code === RESELLER_ACTION.delete && doomed.length > 1) throw conflict(MSG.resellerHasChildren);
      const heir = network ? target.id : target.owner_id!;
      let refunded = 0;
      for (const account of doomed.filter((a) => a.credits > 0)) {
        await applyMovement(tx, { from: account.id, to: heir, amountCents: account.credits, reason: 'Créditos devolvidos na exclusão', kind: 'refund', actorId: me.id });
        refunded += account.credits;
      }
      // Deleting the top accounts cascades to everything below them (accounts, closure, lines, logs).
      const tops = network ? doomed.filter((a) => a.depth === 1).map((a) => a.id) : [target.id];
      if (tops.length) await tx.deleteFrom('accounts').where('id', 'in', tops).execute();
      const message = code === RESELLER_ACTION.delete ? MSG.resellerDeleted : network ? MSG.networkDeleted : MSG.treeDeleted;
      await logActivity(tx, {
        accountId: me.id,
        actorId: me.id,
        type: 'Conta',
        action: `${message}: ${name(target)} (${doomed.length} conta(s), ${formatCredits(fromCents(refunded))} devolvido(s))`,
        target: String(target.id),
        ip: caller.ip,
      });
      return { doomed: doomed.map((a) => a.id), result: { message, deleted_accounts: doomed.length, refunded_credits: fromCents(refunded) } };
    });
    await sessionsChanged(done.doomed);
    return done.result;
  }
}

/** Re-hangs a subtree under a new owner in the closure table. */
async function moveSubtree(tx: Tx, rootId: number, newOwnerId: number): Promise<void> {
  await sql`DELETE FROM account_closure
    WHERE descendant_id IN (SELECT descendant_id FROM account_closure WHERE ancestor_id = ${rootId})
      AND ancestor_id NOT IN (SELECT descendant_id FROM account_closure WHERE ancestor_id = ${rootId})`.execute(tx);
  await sql`INSERT INTO account_closure (ancestor_id, descendant_id, depth)
    SELECT up.ancestor_id, down.descendant_id, up.depth + down.depth + 1
    FROM account_closure up CROSS JOIN account_closure down
    WHERE up.descendant_id = ${newOwnerId} AND down.ancestor_id = ${rootId}`.execute(tx);
}
