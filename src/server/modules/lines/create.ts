// Creating a customer line with the built-in provider: an official line is paid through the ledger,
// once per request id; a free test stays within the daily limit and the settings flags.
import { randomInt } from 'node:crypto';
import { startOfToday } from '../../../shared/dates';
import { formatCredits } from '../../../shared/format';
import { MSG } from '../../../shared/messages';
import { SERVER_MSG } from '../../messages';
import { LINE_KIND_LABELS, LINE_STATUS, type LineKind } from '../../../shared/lines/texts';
import { daysFor, type CreateIptvBody, type CreateP2pBody, type CreateP2pOnlyBody, type LineResult } from '../../../shared/lines/schemas';
import { isUniqueViolation, now, type Tx } from '../../db';
import { isAdmin, type Caller, type CallerAccount } from '../../core/accounts';
import { logActivity } from '../../core/activity';
import { withCredits } from '../../core/ledger';
import { claimOnce, requestOf } from '../../core/requests';
import { getSetting } from '../../core/settings';
import { unprocessable } from '../../errors';
import { escapeHtml } from '../../security';
import { activityType, refuseTakenUsername, type LineTools } from './common';
import { lineData, queueWebhookEvent } from '../automation/events';
import { readersOfAccount } from '../../core/scope';
import { convertTestsFor, recordTest } from '../analytics/record';
import { toCents } from '../../../shared/domain';

export type NewLine = { kind: 'iptv'; body: CreateIptvBody } | { kind: 'p2p'; body: CreateP2pOnlyBody } | { kind: 'new_p2p'; body: CreateP2pBody };

/**
 * A test asked on the reseller's 'Teste automático' page (modules/trial-page): its own limits are checked
 * (`check`, after the spec's test switches, in place of the reseller's daily limit) and the test recorded
 * (`record`) in the line's transaction, so a refusal of either changes nothing; the line is tagged 'via página'.
 */
export interface ViaPage {
  check(tx: Tx): Promise<void>;
  record(tx: Tx, line: { id: number; username: string }): Promise<void>;
}

export interface CreateOptions {
  /** The new P2P app's activation code the line is generated from (one line per code). */
  deviceCode?: string;
  viaPage?: ViaPage;
}

const DEFAULT_DAILY_TESTS = 20;
/** New P2P tests always last 6 hours (spec section 9). */
const NEW_P2P_TEST_HOURS = 6;

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');
const secret = () => Array.from({ length: 8 }, () => 'abcdefghjkmnpqrstuvwxyz23456789'[randomInt(31)]).join('');

/** The plan of a P2P line made without one (quick tests, 'Cria Usuário P2P'): the first plan. */
async function firstPlan(t: LineTools): Promise<number> {
  const plan = await t.db.selectFrom('line_packages').select('id').where('kind', '=', 'p2p_product').orderBy('id').executeTakeFirst();
  if (!plan) throw unprocessable(MSG.lineNoPackage);
  return plan.id;
}

/** The panel's daily limit of tests of each reseller (the admin's setting, 20 unless set). */
export async function dailyTestLimit(tx: Tx): Promise<number> {
  return Number((await getSetting(tx, 'tests_daily_limit')) ?? DEFAULT_DAILY_TESTS);
}

/**
 * A test within the switches and the daily limit (the admin makes none: the table of calls refuses it).
 * The reseller's own tests count against its daily limit; a test of its 'Teste automático' page counts
 * against the page's own budget instead (`viaPage.check`), so the page never takes the reseller's own.
 */
async function checkTests(t: LineTools, tx: Tx, account: CallerAccount, kind: LineKind, viaPage?: ViaPage) {
  await t.assertTestsAllowed(tx, kind);
  if (viaPage) return viaPage.check(tx);
  const limit = await dailyTestLimit(tx);
  const { n } = await tx
    .selectFrom('lines')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('account_id', '=', account.id)
    .where('origin', '=', 'test')
    .where('via_page', '=', 0)
    .where('created_at', '>=', startOfToday())
    .executeTakeFirstOrThrow();
  if (Number(n) >= limit) throw unprocessable(SERVER_MSG.lineTestsLimit(limit));
}

export async function createLine(t: LineTools, caller: Caller, line: NewLine, { deviceCode, viaPage }: CreateOptions = {}): Promise<LineResult> {
  const me = caller.account;
  const { kind, body } = line;
  if (line.kind === 'iptv' && !(line.body.isCustomPackage ? line.body.bouquets?.length : line.body.package)) throw unprocessable(MSG.lineNoPackage);
  if (line.kind !== 'iptv') {
    if (line.body.productid) await t.assertPackages('p2p_product', [line.body.productid]);
    else line.body.productid = await firstPlan(t);
  } else if (line.body.isCustomPackage) await t.assertPackages('iptv_bouquet', line.body.bouquets ?? []);
  else await t.assertPackages('iptv_package', [line.body.package!]);
  const official = body.isOficial;
  const hours = kind === 'new_p2p' ? NEW_P2P_TEST_HOURS : body.test_hours;
  // The key holds for a test as for a paid line: the claim answers a retry; a paid line's charge is also kept by the ledger.
  const request = requestOf(caller, `line:${kind}`);
  const requestId = official ? request.requestId : undefined;
  const username = line.kind === 'iptv' ? (line.body.username ?? digits(9)) : (line.body.name ?? `p2p${digits(7)}`);
  const password = secret();

  /** The line, in the transaction: a test within its limits, a paid line charged once. */
  const make = async (tx: Tx) => {
    if (!official) await checkTests(t, tx, me, kind, viaPage);
    const purchase = official && !isAdmin(me) ? { credits: body.credits, reason: `Criação de usuário ${LINE_KIND_LABELS[kind]}`, requestId } : undefined;
    const bought = await t.buy(tx, caller, purchase, () =>
      t.insert(
        tx,
        {
          kind,
          account_id: me.id,
          username,
          password,
          whatsapp: body.whatsapp || '0',
          note: body.nota ?? '',
          package_id: line.kind === 'iptv' ? (line.body.package ?? null) : line.body.productid,
          bouquets: JSON.stringify(line.kind === 'iptv' && line.body.isCustomPackage ? (line.body.bouquets ?? []) : []),
          status: official ? LINE_STATUS.active : LINE_STATUS.test,
          exp_at: now() + (official ? daysFor(body.credits) * 86_400_000 : hours * 3_600_000),
          origin: official ? 'official' : 'test',
          created_at: now(),
          device_code: deviceCode ?? null,
          via_page: viaPage ? 1 : 0,
        },
        official ? { creditsCents: toCents(body.credits), sold: true } : undefined,
      ),
    );
    if (bought.replayed) return bought.line;
    await (official ? convertTestsFor(tx, bought.line) : recordTest(tx, bought.line));
    // The active line counted itself (insert); a test counts among the tests generated.
    const tests = kind === 'iptv' ? 'tests_iptv' : 'tests_p2p';
    await tx
      .updateTable('reseller_counters')
      .set((eb) => ({ created_users: eb(eb.ref('created_users'), '+', 1), ...(official ? {} : { [tests]: eb(eb.ref(tests), '+', 1) }) }))
      .where('account_id', '=', me.id)
      .execute();
    await logActivity(tx, {
      accountId: me.id,
      actorId: me.id,
      type: activityType(kind),
      action: `${official ? 'Criou' : 'Gerou teste'} ${LINE_KIND_LABELS[kind]} <b>${escapeHtml(username)}</b>${official ? ` (${formatCredits(body.credits)})` : ` (${hours} hora(s))`}${viaPage ? ' pela página de teste automático' : ''}`,
      target: username,
      ip: caller.ip,
    });
    await queueWebhookEvent(tx, {
      accountId: me.id,
      readers: readersOfAccount(tx, me.id),
      type: official ? 'linha.criada' : 'teste.criado',
      data: lineData(bought.line),
    });
    if (viaPage) await viaPage.record(tx, bought.line);
    return bought.line;
  };
  const created = await withCredits(t.db, async (tx) => (await claimOnce(tx, request, () => make(tx))).answer, request.requestId).catch((error) => {
    if (isUniqueViolation(error) && /device_code/.test((error as Error).message))
      throw unprocessable(SERVER_MSG.lineCodeUsed, { code: [SERVER_MSG.lineCodeUsed] });
    return refuseTakenUsername(error);
  });
  return t.result(created, official ? undefined : hours);
}

/** 'Cria Usuário P2P': a new P2P test line (free, 6 hours, the first plan) for the code the customer's app shows. */
export function createLineFromCode(t: LineTools, caller: Caller, code: string): Promise<LineResult> {
  return createLine(
    t,
    caller,
    { kind: 'new_p2p', body: { isOficial: false, credits: 1, test_hours: NEW_P2P_TEST_HOURS, nota: `Código ${code}` } },
    { deviceCode: code.toUpperCase() },
  );
}
