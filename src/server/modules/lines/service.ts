// Customer lines with the built-in provider: creation (official lines paid through the ledger, once
// per request id; free tests within the daily limit and the settings flags), the lists, packages.
import { randomInt } from 'node:crypto';
import { formatDateTime, startOfToday } from '../../../shared/dates';
import { toCents } from '../../../shared/domain';
import { MSG } from '../../../shared/messages';
import { LINE_STATUS, daysFor, expiringLevel, lineLinks, type CreateIptvBody, type CreateP2pBody, type LineKind, type LineResult, type LineRow, type PackageOption } from '../../../shared/lines';
import type { AppContext } from '../../context';
import type { Tx } from '../../db';
import { now } from '../../db';
import type { Account } from '../../db/schema';
import { isAdmin } from '../../core/accounts';
import { logActivity } from '../../core/activity';
import { applyMovement, withCredits } from '../../core/ledger';
import { accountInScope } from '../../core/scope';
import { getFlags, getSetting } from '../../core/settings';
import { HttpError, forbidden, unprocessable } from '../../errors';
import { escapeHtml } from '../../security';
import { shorten } from './shortener';

export interface LineCaller {
  account: Account;
  ip: string;
  /** The panel's own address, for the default DNS and the short links. */
  origin: string;
  requestKey?: string;
}

export type NewLine = { kind: 'iptv'; body: CreateIptvBody } | { kind: 'p2p' | 'new_p2p'; body: CreateP2pBody };

const DEFAULT_DAILY_TESTS = 20;
const LABEL: Record<LineKind, string> = { iptv: 'IPTV', p2p: 'P2P', new_p2p: 'Novo P2P' };
const STATUS_TEXT = { [LINE_STATUS.active]: 'Ativo', [LINE_STATUS.test]: 'Teste', [LINE_STATUS.disabled]: 'Desativado' } as const;
/** New P2P tests always last 6 hours (spec section 9). */
const NEW_P2P_TEST_HOURS = 6;

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');
const secret = () => Array.from({ length: 8 }, () => 'abcdefghjkmnpqrstuvwxyz23456789'[randomInt(31)]).join('');
const isUniqueViolation = (e: unknown) => /UNIQUE|unique|23505/.test(`${(e as { code?: string }).code ?? ''} ${(e as Error).message ?? ''}`);

export function lineService(ctx: AppContext) {
  const { db } = ctx;

  async function checkTests(tx: Tx, account: Account, kind: LineKind) {
    if (isAdmin(account)) throw forbidden(MSG.lineAdminNoTests);
    const flags = await getFlags(tx);
    if (flags.tests === 0 || (kind === 'iptv' && flags.test_iptv === 0)) throw unprocessable(MSG.lineTestsDisabled);
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

  async function result(line: { id: number; kind: LineKind; username: string; password: string; exp_at: number; status: number }, origin: string, testHours?: number): Promise<LineResult> {
    const dns = (await getSetting(db, 'dns.default')) ?? origin;
    const links = lineLinks(dns, line.username, line.password);
    const [short_M3U8, short_M3U8_2, short_SSIPTV_M3U8] = await Promise.all([links.M3U8, links.M3U8_2, links.SSIPTV_M3U8].map((url) => shorten(db, origin, url)));
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
      links_franchise: (await getSetting(db, `links.${line.kind === 'iptv' ? 1 : 2}`)) ?? '',
      ...(isTrial ? { test_hours: testHours } : {}),
      is_trial: isTrial,
    };
  }

  return {
    async create(caller: LineCaller, line: NewLine): Promise<LineResult> {
      const me = caller.account;
      const { kind, body } = line;
      const flags = await getFlags(db);
      if (!isAdmin(me) && flags[kind === 'iptv' ? 'iptv' : kind === 'p2p' ? 'p2p' : 'n_p2p'] === 0) throw forbidden(MSG.lineKindDisabled);
      if (line.kind === 'iptv' && !(line.body.isCustomPackage ? line.body.bouquets?.length : line.body.package)) throw unprocessable(MSG.lineNoPackage);
      const official = body.isOficial;
      const hours = kind === 'new_p2p' ? NEW_P2P_TEST_HOURS : body.test_hours;
      const requestId = official && caller.requestKey ? `line:${me.id}:${caller.requestKey}` : undefined;
      const username = line.kind === 'iptv' ? (line.body.username ?? digits(9)) : (line.body.name ?? `p2p${digits(7)}`);
      const password = secret();

      const created = await withCredits(
        db,
        async (tx) => {
          let entryId: number | undefined;
          if (official && !isAdmin(me)) {
            const paid = await applyMovement(tx, { from: me.id, to: null, amountCents: toCents(body.credits), reason: `Criação de usuário ${LABEL[kind]}`, kind: 'line_purchase', requestId, actorId: me.id });
            if (paid.replayed && paid.entry.line_id) return tx.selectFrom('lines').selectAll().where('id', '=', paid.entry.line_id).executeTakeFirstOrThrow();
            entryId = paid.entry.id;
          } else if (!official) await checkTests(tx, me, kind);
          const exp = now() + (official ? daysFor(body.credits) * 86_400_000 : hours * 3_600_000);
          const row = await tx
            .insertInto('lines')
            .values({
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
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          if (entryId) await tx.updateTable('ledger_entries').set({ line_id: row.id }).where('id', '=', entryId).execute();
          const column = official ? (kind === 'iptv' ? 'iptv_actives' : 'p2p_actives') : kind === 'iptv' ? 'tests_iptv' : 'tests_p2p';
          await tx
            .updateTable('reseller_counters')
            .set((eb) => ({ [column]: eb(eb.ref(column), '+', 1), created_users: eb(eb.ref('created_users'), '+', 1) }))
            .where('account_id', '=', me.id)
            .execute();
          await logActivity(tx, {
            accountId: me.id,
            actorId: me.id,
            type: kind === 'iptv' ? 'IPTV' : 'P2P',
            action: `${official ? 'Criou' : 'Gerou teste'} ${LABEL[kind]} <b>${escapeHtml(username)}</b>${official ? ` (${body.credits} crédito(s))` : ` (${hours} hora(s))`}`,
            target: username,
            ip: caller.ip,
          });
          return row;
        },
        requestId,
      ).catch((error) => {
        if (isUniqueViolation(error) && !(error instanceof HttpError)) throw unprocessable(MSG.lineUsernameTaken, { username: [MSG.lineUsernameTaken] });
        throw error;
      });
      return result(created, caller.origin, official ? undefined : hours);
    },

    async list(caller: Account, kind: LineKind, resellerId = 0): Promise<LineRow[]> {
      const account = resellerId ? await accountInScope(db, caller, resellerId, MSG.resellerNotFound) : caller;
      const rows = await db.selectFrom('lines').selectAll().where('account_id', '=', account.id).where('kind', '=', kind).orderBy('exp_at', 'asc').limit(100_000).execute();
      const at = now();
      return rows.map((l) => ({
        id: l.id,
        kind: l.kind,
        username: l.username,
        password: l.password,
        name: l.username,
        pass: l.password,
        status: l.status,
        status_text: STATUS_TEXT[l.status as 0 | 1 | 2],
        whatsapp: l.whatsapp,
        nota: l.note,
        package: l.kind === 'iptv' ? l.package_id : null,
        productid: l.kind === 'iptv' ? null : l.package_id,
        exp_date: formatDateTime(l.exp_at),
        exp_date_timestamp: Math.floor(l.exp_at / 1000),
        created_at: formatDateTime(l.created_at),
        startTime: formatDateTime(l.created_at),
        endTime: formatDateTime(l.exp_at),
        startTime_timestamp: Math.floor(l.created_at / 1000),
        endTime_timestamp: Math.floor(l.exp_at / 1000),
        expiring: expiringLevel(l.exp_at, at),
        id_res: account.id,
        owner: account.username,
        watching: '',
      }));
    },

    async packages(kind: 'iptv_package' | 'iptv_bouquet' | 'p2p_product'): Promise<PackageOption[]> {
      return db.selectFrom('line_packages').select(['id', 'name']).where('kind', '=', kind).orderBy('id').execute();
    },
  };
}
