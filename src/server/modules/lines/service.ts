// Customer lines with the built-in provider: creation (official lines paid through the ledger, once
// per request id; free tests within the daily limit and the settings flags), the lists, packages.
import { randomInt } from 'node:crypto';
import { endOfDayOf, formatDateTime, startOfToday } from '../../../shared/dates';
import { toCents } from '../../../shared/domain';
import { formatCredits } from '../../../shared/format';
import { MSG } from '../../../shared/messages';
import { LINE_KIND_LABELS, LINE_STATUS, daysFor, expiringLevel, isExpired, nextExpiryChange, lineLinks, NO_LINKS, type CreateIptvBody, type CreateP2pBody, type CreateP2pOnlyBody, type IptvLine, type LineAction, type LineKind, type LineResult, type P2pLine, type PackageOption, type VerifiedMigration, credentialsOfUrl, lineCredential, linePassword } from '../../../shared/lines';
import type { AppContext } from '../../context';
import type { DbOrTx, Tx } from '../../db';
import { isUniqueViolation, now } from '../../db';
import type { LinesTable } from '../../db/schema';
import type { Insertable } from 'kysely';
import { isAdmin, type CallerAccount } from '../../core/accounts';
import { logActivity } from '../../core/activity';
import { applyMovement, withCredits } from '../../core/ledger';
import type { RequestKey } from '../../validation';
import { accountInScope, subtreeIds } from '../../core/scope';
import { counterOf, expiredFlag, moveCounters } from '../../core/line-counters';
import { getFlags, getSetting } from '../../core/settings';
import { HttpError, unprocessable } from '../../errors';
import { escapeHtml } from '../../security';
import { shorten } from './shortener';
import { lineProviders, type ProvidedLine } from '../../providers/lines';
import { ONLINE_WINDOW_MS } from '../../providers/lines/builtin';
import { listCache, mapInSlices, type ListAnswer } from './list-cache';
import { lineActions, type ActionAnswer } from './actions';
import { exemptDays, linksDnsOf } from '../settings/dns';
import { exemptMigratorCredits } from '../../../shared/communication';
import { scopedValue } from '../settings/scoped';

export interface LineCaller {
  account: CallerAccount;
  ip: string;
  /** The panel's own address, for the default DNS and the short links. */
  requestKey?: RequestKey;
}

export type NewLine = { kind: 'iptv'; body: CreateIptvBody } | { kind: 'p2p'; body: CreateP2pOnlyBody } | { kind: 'new_p2p'; body: CreateP2pBody };

const DEFAULT_DAILY_TESTS = 20;
const STATUS_TEXT = { [LINE_STATUS.active]: 'Ativo', [LINE_STATUS.test]: 'Teste', [LINE_STATUS.disabled]: 'Desativado' } as const;
/** New P2P tests always last 6 hours (spec section 9). */
const NEW_P2P_TEST_HOURS = 6;

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');
const secret = () => Array.from({ length: 8 }, () => 'abcdefghjkmnpqrstuvwxyz23456789'[randomInt(31)]).join('');

type Line = ProvidedLine;
export type NewLineRow = Omit<Insertable<LinesTable>, 'id' | 'expired_counted'>;
/** What `changeLine` may change. */
export type LinePatch = Partial<Pick<Line, 'status' | 'exp_at' | 'trust_used' | 'note' | 'whatsapp' | 'package_id' | 'username' | 'bouquets'>>;

/** Deletes a line (and its provider's), taking it out of its reseller's counters. */
async function deleteLine(tx: Tx, line: Line, remove: (line: Line) => Promise<void>): Promise<void> {
  await tx.deleteFrom('lines').where('id', '=', line.id).execute();
  await remove(line);
  await moveCounters(tx, line.account_id, counterOf(line), null);
}

export function lineService(ctx: AppContext) {
  const { db } = ctx;
  const providerFor = lineProviders(ctx.config.lineProvider);
  const cachedLists = listCache();

  /** The rows of a list as the screens show them, and until when they read the same (list-cache.ts). */
  async function listOf(account: CallerAccount, kind: LineKind, at: number): Promise<{ rows: IptvLine[] | P2pLine[]; validUntil: number }> {
    // Only the columns the lists show (and the provider needs for the online status): the list may be 50 000 rows.
    const rows = await db
      .selectFrom('lines')
      .select(['id', 'kind', 'username', 'password', 'status', 'note', 'exp_at', 'created_at', 'package_id', 'bouquets', 'whatsapp', 'provider_ref', 'last_seen_at', 'last_seen_ip'])
      .where('account_id', '=', account.id)
      .where('kind', '=', kind)
      .orderBy('exp_at', 'asc')
      .limit(100_000)
      .execute();
    const watching = await providerFor(kind).online(rows);
    // Online status from another server can change at any time: such a list is kept a minute at most.
    let validUntil = ctx.config.lineProvider.kind === 'builtin' ? Infinity : at + 60_000;
    for (const l of rows) {
      validUntil = Math.min(validUntil, nextExpiryChange(l.exp_at, at));
      if (watching.has(l.id) && l.last_seen_at) validUntil = Math.min(validUntil, l.last_seen_at + ONLINE_WINDOW_MS + 1);
    }
    if (kind === 'iptv')
      return {
        validUntil,
        rows: await mapInSlices(rows, (l) => ({
          id: l.id,
          id_iptv: l.id,
          username: l.username,
          password: l.password,
          status: STATUS_TEXT[l.status as 0 | 1 | 2],
          watching: watching.get(l.id) ?? '',
          nota: l.note,
          exp_date: formatDateTime(l.exp_at),
          exp_date_timestamp: l.exp_at,
          created_at: l.created_at,
          expiring: expiringLevel(l.exp_at, at),
          expired: isExpired(l, at),
          package: l.package_id,
          bouquets: JSON.parse(l.bouquets) as number[],
          whatsapp: l.whatsapp,
          owner: account.username,
        })),
      };
    return {
      validUntil,
      rows: await mapInSlices(rows, (l) => ({
        id: l.id,
        name: l.username,
        pass: l.password,
        whatsapp: l.whatsapp,
        nota: l.note,
        productid: l.package_id,
        status: l.status as 0 | 1 | 2,
        startTime: formatDateTime(l.created_at),
        endTime: formatDateTime(l.exp_at),
        startTime_timestamp: l.created_at,
        endTime_timestamp: l.exp_at,
        expiring: expiringLevel(l.exp_at, at),
        expired: isExpired(l, at),
        id_res: account.id,
        owner: account.username,
      })),
    };
  }

  /** Inserts a line, counts it, and provisions it on its provider, in the caller's transaction. */
  async function insertLine(tx: Tx, values: NewLineRow): Promise<Line> {
    const row = await tx.insertInto('lines').values({ ...values, expired_counted: expiredFlag(values) }).returningAll().executeTakeFirstOrThrow();
    await moveCounters(tx, row.account_id, null, counterOf(row));
    const ref = await providerFor(row.kind).create(row);
    if (ref === null) return row;
    return tx.updateTable('lines').set({ provider_ref: ref }).where('id', '=', row.id).returningAll().executeTakeFirstOrThrow();
  }

  /** Changes a line, moves its reseller's counters by its new status and expiry, and makes its provider match, in the caller's transaction. */
  async function changeLine(tx: Tx, line: Line, patch: LinePatch): Promise<Line> {
    const before = await tx.selectFrom('lines').selectAll().where('id', '=', line.id).executeTakeFirstOrThrow();
    const expired_counted = expiredFlag({ status: patch.status ?? before.status, exp_at: patch.exp_at ?? before.exp_at });
    const row = await tx.updateTable('lines').set({ ...patch, expired_counted }).where('id', '=', line.id).returningAll().executeTakeFirstOrThrow();
    await moveCounters(tx, row.account_id, counterOf(before), counterOf(row));
    await providerFor(row.kind).update(row);
    return row;
  }

  /** A paid extension: the period of `credits` from max(now, expiry); a test becomes official and a paid period earns a new trust. */
  const paidPeriod = (line: Line, credits: number): LinePatch => ({ exp_at: Math.max(now(), line.exp_at) + daysFor(credits) * 86_400_000, status: LINE_STATUS.active, trust_used: 0 });

  /** Refuses ids that are not packages of that kind (a deleted plan, a free tag that is no bouquet). */
  async function assertPackages(kind: 'iptv_package' | 'iptv_bouquet' | 'p2p_product', ids: number[]): Promise<void> {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) return;
    const found = await db.selectFrom('line_packages').select('id').where('kind', '=', kind).where('id', 'in', wanted).execute();
    if (found.length !== wanted.length) throw unprocessable(MSG.lineNoPackage, { package: [MSG.lineNoPackage] });
  }

  /** The plan of a P2P line made without one (quick tests, 'Cria Usuário P2P'): the first plan. */
  async function firstPlan(): Promise<number> {
    const plan = await db.selectFrom('line_packages').select('id').where('kind', '=', 'p2p_product').orderBy('id').executeTakeFirst();
    if (!plan) throw unprocessable(MSG.lineNoPackage);
    return plan.id;
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
    if (!line) throw new HttpError(404, MSG.notFound);
    return line;
  }

  /** The admin's switches (settings `tests`, `test_iptv`): no test of this kind may be made. */
  async function assertTestsAllowed(tx: DbOrTx, kind: LineKind) {
    const flags = await getFlags(tx);
    if (flags.tests === 0 || (kind === 'iptv' && flags.test_iptv === 0)) throw unprocessable(MSG.lineTestsDisabled);
  }

  /** A test within the switches and the daily limit (the admin makes none: the table of calls refuses it). */
  async function checkTests(tx: Tx, account: CallerAccount, kind: LineKind) {
    await assertTestsAllowed(tx, kind);
    const limit = Number((await getSetting(tx, 'tests_daily_limit')) ?? DEFAULT_DAILY_TESTS);
    const { n } = await tx
      .selectFrom('lines')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('account_id', '=', account.id)
      .where('origin', '=', 'test')
      .where('created_at', '>=', startOfToday())
      .executeTakeFirstOrThrow();
    if (Number(n) >= limit) throw unprocessable(MSG.lineTestsLimit(limit));
  }

  /** The owner's franchise and network: its rotation DNS and its link texts. */
  const ownerOf = (accountId: number) => db.selectFrom('accounts').select(['id', 'id_franchise']).where('id', '=', accountId).executeTakeFirstOrThrow();

  async function result(line: { id: number; kind: LineKind; account_id: number; username: string; password: string; exp_at: number; status: number }, testHours?: number): Promise<LineResult> {
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
      message: MSG.lineCreated,
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
      ...(dns ? {} : { links_notice: MSG.linksUnconfigured }),
      ...(isTrial ? { test_hours: testHours } : {}),
      is_trial: isTrial,
    };
  }

  const runAction = lineActions({
    db,
    change: changeLine,
    insert: insertLine,
    remove: (tx, line) => deleteLine(tx, line, providerFor(line.kind).remove),
    paidPeriod,
    assertPackages,
    assertTestsAllowed,
    result,
    ownerOf,
  });

  return {
    /** `deviceCode`: the new P2P app's activation code the line is generated from (one line per code). */
    async create(caller: LineCaller, line: NewLine, deviceCode?: string): Promise<LineResult> {
      const me = caller.account;
      const { kind, body } = line;
      if (line.kind === 'iptv' && !(line.body.isCustomPackage ? line.body.bouquets?.length : line.body.package)) throw unprocessable(MSG.lineNoPackage);
      if (line.kind !== 'iptv') {
        if (line.body.productid) await assertPackages('p2p_product', [line.body.productid]);
        else line.body.productid = await firstPlan();
      }
      else if (line.body.isCustomPackage) await assertPackages('iptv_bouquet', line.body.bouquets ?? []);
      else await assertPackages('iptv_package', [line.body.package!]);
      const official = body.isOficial;
      const hours = kind === 'new_p2p' ? NEW_P2P_TEST_HOURS : body.test_hours;
      const requestId = official && caller.requestKey ? `line:${kind}:${me.id}:${caller.requestKey.key}` : undefined;
      const username = line.kind === 'iptv' ? (line.body.username ?? digits(9)) : (line.body.name ?? `p2p${digits(7)}`);
      const password = secret();

      const created = await withCredits(
        db,
        async (tx) => {
          let entryId: number | undefined;
          if (official && !isAdmin(me)) {
            const paid = await applyMovement(tx, { from: me.id, to: null, amountCents: toCents(body.credits), reason: `Criação de usuário ${LINE_KIND_LABELS[kind]}`, kind: 'line_purchase', requestId, requestHash: caller.requestKey?.hash, actorId: me.id });
            if (paid.replayed && paid.entry.line_id) return tx.selectFrom('lines').selectAll().where('id', '=', paid.entry.line_id).executeTakeFirstOrThrow();
            entryId = paid.entry.id;
          } else if (!official) await checkTests(tx, me, kind);
          const exp = now() + (official ? daysFor(body.credits) * 86_400_000 : hours * 3_600_000);
          const row = await insertLine(tx, {
              kind,
              account_id: me.id,
              username,
              password,
              whatsapp: body.whatsapp || '0',
              note: body.nota ?? '',
              package_id: line.kind === 'iptv' ? (line.body.package ?? null) : line.body.productid,
              bouquets: JSON.stringify(line.kind === 'iptv' && line.body.isCustomPackage ? (line.body.bouquets ?? []) : []),
              status: official ? LINE_STATUS.active : LINE_STATUS.test,
              exp_at: exp,
              origin: official ? 'official' : 'test',
              created_at: now(),
              device_code: deviceCode ?? null,
            });
          if (entryId) await tx.updateTable('ledger_entries').set({ line_id: row.id }).where('id', '=', entryId).execute();
          // The active line counted itself (insertLine); a test counts among the tests generated.
          const tests = kind === 'iptv' ? 'tests_iptv' : 'tests_p2p';
          await tx
            .updateTable('reseller_counters')
            .set((eb) => ({ created_users: eb(eb.ref('created_users'), '+', 1), ...(official ? {} : { [tests]: eb(eb.ref(tests), '+', 1) }) }))
            .where('account_id', '=', me.id)
            .execute();
          await logActivity(tx, {
            accountId: me.id,
            actorId: me.id,
            type: kind === 'iptv' ? 'IPTV' : 'P2P',
            action: `${official ? 'Criou' : 'Gerou teste'} ${LINE_KIND_LABELS[kind]} <b>${escapeHtml(username)}</b>${official ? ` (${formatCredits(body.credits)})` : ` (${hours} hora(s))`}`,
            target: username,
            ip: caller.ip,
          });
          return row;
        },
        requestId,
      ).catch((error) => {
        if (isUniqueViolation(error) && /device_code/.test((error as Error).message)) throw unprocessable(MSG.lineCodeUsed, { code: [MSG.lineCodeUsed] });
        if (isUniqueViolation(error) && !(error instanceof HttpError)) throw unprocessable(MSG.lineUsernameTaken, { username: [MSG.lineUsernameTaken] });
        throw error;
      });
      return result(created, official ? undefined : hours);
    },

    /** 'Cria Usuário P2P': a new P2P test line (free, 6 hours, the first plan) for the code the customer's app shows. */
    async createFromCode(caller: LineCaller, code: string): Promise<LineResult> {
      return this.create(caller, { kind: 'new_p2p', body: { isOficial: false, credits: 1, test_hours: NEW_P2P_TEST_HOURS, nota: `Código ${code}` } }, code.toUpperCase());
    },

    /** The IPTV migrator's first step: the list URL has credentials, and that username is still free here. */
    async verifyMigration(url: string): Promise<VerifiedMigration> {
      const credentials = credentialsOfUrl(url);
      if (!credentials) throw unprocessable(MSG.migratorBadLink, { url: [MSG.migratorBadLink] });
      // The other panel's credentials become a line here: the same rules as a line edited by hand.
      if (!lineCredential.safeParse(credentials.username).success || !linePassword.safeParse(credentials.password).success)
        throw unprocessable(MSG.migratorBadCredentials, { url: [MSG.migratorBadCredentials] });
      const taken = await db.selectFrom('lines').select('id').where('kind', '=', 'iptv').where('username', '=', credentials.username).executeTakeFirst();
      if (taken) throw unprocessable(MSG.lineUsernameTaken, { url: [MSG.lineUsernameTaken] });
      // A panel on the exempt DNS list: its customers migrate without paying their first days.
      const exempt_days = await exemptDays(db, url);
      return exempt_days ? { ...credentials, exempt_days } : credentials;
    },

    /** The whole list of one account's lines of a kind (the caller's own, or a reseller of its subtree), as the exports take it. */
    async list(caller: CallerAccount, kind: LineKind, resellerId = 0): Promise<IptvLine[] | P2pLine[]> {
      const account = resellerId ? await accountInScope(db, caller, resellerId, MSG.resellerNotFound) : caller;
      return (await listOf(account, kind, now())).rows;
    },

    /** The same list for the screens: from memory while nothing changed it (list-cache.ts), gzipped. */
    async listAnswer(caller: CallerAccount, kind: LineKind, resellerId = 0): Promise<ListAnswer> {
      const account = resellerId ? await accountInScope(db, caller, resellerId, MSG.resellerNotFound) : caller;
      // The version is read before the rows: a write in between makes a newer list under an older
      // version (built again on the next call), never an older list under the newer version.
      const version = await db.selectFrom('line_versions').select('version').where('account_id', '=', account.id).executeTakeFirst();
      const at = now();
      return cachedLists(`${account.id}:${kind}`, `${version?.version ?? 0}:${account.username}`, at, () => listOf(account, kind, at));
    },

    /** The PUT actions on one line of the caller's subtree (another branch's line is not found). */
    async act(caller: LineCaller, kind: LineKind, id: number, action: LineAction): Promise<ActionAnswer> {
      const me = caller.account;
      const line = await findInScope(me, kind, id);
      const type = kind === 'iptv' ? 'IPTV' : 'P2P';
      const log = (tx: Tx, text: string) => logActivity(tx, { accountId: line.account_id, actorId: me.id, type, action: `${text} <b>${escapeHtml(line.username)}</b>`, target: line.username, ip: caller.ip });
      const update = (patch: LinePatch, text: string, message: string) =>
        db.transaction().execute(async (tx) => {
          await changeLine(tx, line, patch);
          await log(tx, text);
          return { message };
        });

      return runAction({ caller, kind, line, log, update }, action);
    },

    /**
     * Extends a line already paid for elsewhere (an approved recharge of the portal, whose credits left
     * the ledger when they went to the portal), in the caller's transaction: no charge, the same
     * period as a paid extension, an activity log row. Null when the line no longer exists.
     */
    async extendPaid(tx: Tx, lineId: number, credits: number, why: string): Promise<Line | null> {
      const line = await tx.selectFrom('lines').selectAll().where('id', '=', lineId).executeTakeFirst();
      if (!line) return null;
      const row = await changeLine(tx, line, paidPeriod(line, credits));
      await logActivity(tx, {
        accountId: line.account_id,
        actorId: null,
        type: line.kind === 'iptv' ? 'IPTV' : 'P2P',
        action: `${why}: renovou (${formatCredits(credits)}) <b>${escapeHtml(line.username)}</b>`,
        target: line.username,
        ip: '',
      });
      return row;
    },

    /** Recreate and sync: the provider's line is made again, or made to match, from the panel's record. */
    async reprovision(caller: LineCaller, kind: LineKind, id: number, what: 'recreate' | 'sync'): Promise<{ message: string }> {
      const line = await findInScope(caller.account, kind, id);
      return db.transaction().execute(async (tx) => {
        if (what === 'sync') await providerFor(kind).update(line);
        else await tx.updateTable('lines').set({ provider_ref: await providerFor(kind).recreate(line) }).where('id', '=', line.id).execute();
        await logActivity(tx, { accountId: line.account_id, actorId: caller.account.id, type: kind === 'iptv' ? 'IPTV' : 'P2P', action: `${what === 'recreate' ? 'Recriou a linha' : 'Sincronizou'} <b>${escapeHtml(line.username)}</b>`, target: line.username, ip: caller.ip });
        return { message: what === 'recreate' ? MSG.lineRecreated : MSG.lineSynced };
      });
    },

    /** Ativar Prime / Lazer Play: ties a device MAC to an IPTV line of the caller's subtree. */
    async activateMac(caller: LineCaller, app: 'Prime' | 'Lazer Play', body: { username: string; password: string; mac: string }): Promise<{ message: string }> {
      const line = await db
        .selectFrom('lines')
        .selectAll()
        .where('account_id', 'in', subtreeIds(db, caller.account.id))
        .where('lines.kind', '=', 'iptv')
        .where('lines.username', '=', body.username)
        .where('lines.password', '=', body.password)
        .executeTakeFirst();
      if (!line) throw new HttpError(404, MSG.macFailed);
      await db.transaction().execute(async (tx) => {
        await tx.updateTable('lines').set({ mac: body.mac.toUpperCase() }).where('id', '=', line.id).execute();
        await providerFor('iptv').activateMac(line, body.mac.toUpperCase());
        await logActivity(tx, { accountId: line.account_id, actorId: caller.account.id, type: 'IPTV', action: `Ativou ${app} (${body.mac.toUpperCase()}) em <b>${escapeHtml(line.username)}</b>`, target: line.username, ip: caller.ip });
      });
      return { message: MSG.macActivated };
    },

    /**
     * The migrators: a line brought from another panel keeps its credentials and the typed expiry,
     * and costs the whole months until then (rounded up, at least 1 credit), once per request id.
     */
    async importLine(caller: LineCaller, kind: 'iptv' | 'p2p', line: { username: string; password: string; packageId: number; note?: string; day: string; exempt_days?: number }): Promise<LineResult> {
      const me = caller.account;
      const expAt = endOfDayOf(line.day);
      if (!Number.isFinite(expAt) || expAt <= now()) throw unprocessable(MSG.lineBadExpiry, { exp_date: [MSG.lineBadExpiry] });
      await assertPackages(kind === 'iptv' ? 'iptv_package' : 'p2p_product', [line.packageId]);
      const cost = exemptMigratorCredits(expAt, line.exempt_days ?? 0);
      const requestId = caller.requestKey ? `line-import:${me.id}:${caller.requestKey.key}` : undefined;
      const created = await withCredits(
        db,
        async (tx) => {
          let entryId: number | undefined;
          if (!isAdmin(me) && cost > 0) {
            const paid = await applyMovement(tx, { from: me.id, to: null, amountCents: toCents(cost), reason: `Migração de ${line.username}`, kind: 'line_purchase', requestId, requestHash: caller.requestKey?.hash, actorId: me.id });
            if (paid.replayed && paid.entry.line_id) return tx.selectFrom('lines').selectAll().where('id', '=', paid.entry.line_id).executeTakeFirstOrThrow();
            entryId = paid.entry.id;
          }
          const row = await insertLine(tx, { kind, account_id: me.id, username: line.username, password: line.password, note: line.note ?? '', package_id: line.packageId, status: LINE_STATUS.active, exp_at: expAt, origin: 'migrator', created_at: now() });
          if (entryId) await tx.updateTable('ledger_entries').set({ line_id: row.id }).where('id', '=', entryId).execute();
          await logActivity(tx, { accountId: me.id, actorId: me.id, type: kind === 'iptv' ? 'IPTV' : 'P2P', action: `Migrou de outro painel <b>${escapeHtml(line.username)}</b> (${formatCredits(cost)})`, target: line.username, ip: caller.ip });
          return row;
        },
        requestId,
      ).catch((error) => {
        if (isUniqueViolation(error) && !(error instanceof HttpError)) throw unprocessable(MSG.lineUsernameTaken, { username: [MSG.lineUsernameTaken] });
        throw error;
      });
      return { ...(await result(created)), message: MSG.lineMigrated };
    },

    /** Deletes the caller's IPTV tests: 1 all, 2 expired over 15 days ago, 3 expired over 7 days ago. */
    async cleanTrials(caller: LineCaller, range: 1 | 2 | 3): Promise<{ message: string; deleted: number }> {
      const me = caller.account;
      const olderThan = range === 1 ? Infinity : (range === 2 ? 15 : 7) * 86_400_000;
      return db.transaction().execute(async (tx) => {
        let query = tx.deleteFrom('lines').where('account_id', '=', me.id).where('kind', '=', 'iptv').where('status', '=', LINE_STATUS.test);
        if (olderThan !== Infinity) query = query.where('exp_at', '<', now() - olderThan);
        const deleted = await query.returningAll().execute();
        for (const line of deleted) await providerFor('iptv').remove(line);
        await logActivity(tx, { accountId: me.id, actorId: me.id, type: 'IPTV', action: `Limpou <b>${deleted.length}</b> teste(s)`, ip: caller.ip });
        return { message: MSG.linesTrialsCleaned, deleted: deleted.length };
      });
    },

    async packages(kind: 'iptv_package' | 'iptv_bouquet' | 'p2p_product'): Promise<PackageOption[]> {
      return db.selectFrom('line_packages').select(['id', 'name']).where('kind', '=', kind).orderBy('id').execute();
    },
  };
}
