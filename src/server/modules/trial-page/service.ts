// 'Teste automático' (issue 29): a reseller's public page at /t/CODIGO gives a prospective customer a
// test line by itself. The reseller sets it in /me (the kind, package and duration of the test within
// what it may create, the page's limits, its WhatsApp); a visitor types name and WhatsApp and passes the
// login's bot check. The test is made by the lines module's own creation (lines/create.ts), as the
// reseller's own test: the spec's test switches apply unchanged, and the page's limits (one test per
// number and per connection within N days, its own daily budget in place of the reseller's daily limit)
// are checked and the test recorded in that same transaction, so any refusal changes nothing.
import { randomInt } from 'node:crypto';
import { CALLS } from '../../../shared/calls';
import { refusal, type Call } from '../../../shared/rules';
import { whatsappLink } from '../../../shared/copy-messages';
import { startOfToday } from '../../../shared/dates';
import { ACCOUNT_BLOCKED, TEST_HOURS } from '../../../shared/domain';
import { LINE_KIND_LABELS, LINE_KINDS, type LineKind } from '../../../shared/lines/texts';
import type { LineResult } from '../../../shared/lines/schemas';
import { SERVER_MSG } from '../../messages';
import { TRIAL_CODE_ALPHABET, TRIAL_CODE_LENGTH, TRIAL_CODE_PATTERN, TRIAL_MSG } from '../../../shared/trial-page/texts';
import type {
  TrialPageBody,
  PublicTrialPage,
  TrialAnswer,
  TrialKindOption,
  TrialPageAnswer,
  TrialPageConfig,
  trialPageBody,
  trialRequestBody,
} from '../../../shared/trial-page/schemas';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { CALLER_COLUMNS, type CallerAccount } from '../../core/accounts';
import { limitKey } from '../../core/client-address';
import { getFlags } from '../../core/settings';
import { isUniqueViolation, now, type DbOrTx, type Tx } from '../../db';
import type { TrialPagesTable } from '../../db/schema';
import type { Selectable } from 'kysely';
import { HttpError, notFound, unprocessable } from '../../errors';
import { ruleCaller } from '../../auth/guard';
import type { BotCheckService } from '../../auth/botcheck';
import { lineTools } from '../lines/common';
import { createLine, dailyTestLimit, type NewLine } from '../lines/create';
import { notify } from '../telegram/notices';

type PageRow = Selectable<TrialPagesTable>;
type PageSettings = z.output<typeof trialPageBody>;
type TrialRequest = z.output<typeof trialRequestBody>;

/** Each kind's creation call: its rule (with a test line's body) says whether the reseller may make tests of it. */
const CREATE_CALL: Record<LineKind, Call> = { iptv: CALLS.createIptv, p2p: CALLS.createP2p, new_p2p: CALLS.createNewP2p };
/** New P2P tests always last 6 hours (spec section 9). */
const NEW_P2P_HOURS = [6];
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

const newCode = () => Array.from({ length: TRIAL_CODE_LENGTH }, () => TRIAL_CODE_ALPHABET[randomInt(TRIAL_CODE_ALPHABET.length)]).join('');
const packageKind = (kind: LineKind) => (kind === 'iptv' ? 'iptv_package' : 'p2p_product');
const hoursOf = (kind: LineKind): number[] => (kind === 'new_p2p' ? NEW_P2P_HOURS : [...TEST_HOURS]);

const configOf = (row: PageRow): TrialPageConfig => ({
  enabled: Number(row.enabled) === 1,
  code: row.code,
  kind: row.kind,
  package_id: row.package_id === null ? null : Number(row.package_id),
  test_hours: Number(row.test_hours),
  days: Number(row.days),
  daily_cap: Number(row.daily_cap),
  whatsapp: row.whatsapp,
});

/** A refusal marked on its field of the form. */
const refuseField = (field: keyof TrialPageBody | 'whatsapp', message: string) => unprocessable(message, { [field]: [message] });

export function trialPageService(ctx: AppContext, botCheck: BotCheckService) {
  const { db } = ctx;
  const lines = lineTools(ctx);

  /** The kinds this account may make test lines of: the creation calls' own rules, with the panel's flags. */
  async function allowedKinds(account: CallerAccount, tx: DbOrTx = db): Promise<LineKind[]> {
    const caller = ruleCaller(account, await getFlags(tx));
    return LINE_KINDS.filter((kind) => refusal(CREATE_CALL[kind], caller, { isOficial: 0 }) === null);
  }

  async function options(account: CallerAccount): Promise<TrialKindOption[]> {
    const kinds = await allowedKinds(account);
    const packages = await db
      .selectFrom('line_packages')
      .select(['id', 'name', 'kind'])
      .where('kind', 'in', ['iptv_package', 'p2p_product'])
      .orderBy('id')
      .execute();
    return kinds.map((kind) => ({
      kind,
      label: LINE_KIND_LABELS[kind],
      packages: packages.filter((p) => p.kind === packageKind(kind)).map((p) => ({ id: Number(p.id), name: p.name })),
      hours: hoursOf(kind),
    }));
  }

  const pageOf = (accountId: number) => db.selectFrom('trial_pages').selectAll().where('account_id', '=', accountId).executeTakeFirst();

  async function answer(account: CallerAccount): Promise<TrialPageAnswer> {
    const row = await pageOf(account.id);
    const counted = db
      .selectFrom('trial_requests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('account_id', '=', account.id);
    const [today, total] = await Promise.all([counted.where('created_at', '>=', startOfToday()).executeTakeFirstOrThrow(), counted.executeTakeFirstOrThrow()]);
    return { page: row ? configOf(row) : null, options: await options(account), today: Number(today.n), total: Number(total.n) };
  }

  /** An enabled page of an account that is not blocked, by its code, or 404. */
  async function publicPage(code: string) {
    const wanted = code.toLowerCase();
    const row = TRIAL_CODE_PATTERN.test(wanted)
      ? await db
          .selectFrom('trial_pages as p')
          .innerJoin('accounts as a', 'a.id', 'p.account_id')
          .selectAll('p')
          .select(['a.username as reseller', 'a.status as account_status'])
          .where('p.code', '=', wanted)
          .executeTakeFirst()
      : undefined;
    if (!row || Number(row.enabled) !== 1 || Number(row.account_status) === ACCOUNT_BLOCKED) throw notFound(TRIAL_MSG.notFound);
    return row;
  }

  /** What the visitor sees of a test of the page: the line's access data and the wa.me link to the reseller. */
  const shownTest = (page: PageRow, message: string, line: LineResult, testHours: number): TrialAnswer => ({
    message,
    line,
    test_hours: testHours,
    contact_url: whatsappLink(page.whatsapp, TRIAL_MSG.contactText(line.username)),
  });

  /**
   * The test the page gave this number on this device within its days, while the line exists and is still
   * the reseller's: the same visitor back (the box closed, the page reloaded) sees it again, nothing new made.
   */
  async function givenBefore(page: PageRow, whatsapp: string, device: string): Promise<TrialAnswer | undefined> {
    const row = await db
      .selectFrom('trial_requests as r')
      .innerJoin('lines as l', 'l.id', 'r.line_id')
      .select(['l.id', 'l.kind', 'l.account_id', 'l.username', 'l.password', 'l.exp_at', 'l.status', 'l.created_at'])
      .where('r.account_id', '=', page.account_id)
      .where('l.account_id', '=', page.account_id)
      .where('r.whatsapp', '=', whatsapp)
      .where('r.device', '=', device)
      .where('r.created_at', '>', now() - Number(page.days) * DAY_MS)
      .orderBy('r.created_at', 'desc')
      .executeTakeFirst();
    if (!row) return undefined;
    const line = { ...row, id: Number(row.id), account_id: Number(row.account_id), exp_at: Number(row.exp_at), status: Number(row.status) };
    const hours = Math.round((line.exp_at - Number(row.created_at)) / HOUR_MS);
    return shownTest(page, TRIAL_MSG.shownAgain, await lines.result(line, hours), hours);
  }

  return {
    answer,

    async save(account: CallerAccount, body: PageSettings): Promise<TrialPageAnswer & { message: string }> {
      if (!(await allowedKinds(account)).includes(body.kind)) throw refuseField('kind', TRIAL_MSG.kindNotAllowed);
      if (!body.package_id) throw refuseField('package_id', TRIAL_MSG.packageRequired);
      await lines.assertPackages(packageKind(body.kind), [body.package_id]).catch(() => {
        throw refuseField('package_id', TRIAL_MSG.packageRequired);
      });
      if (!hoursOf(body.kind).includes(body.test_hours)) throw refuseField('test_hours', TRIAL_MSG.hoursInvalid);
      const at = now();
      const values = {
        enabled: body.enabled ? 1 : 0,
        kind: body.kind,
        package_id: body.package_id,
        test_hours: body.test_hours,
        days: body.days,
        daily_cap: body.daily_cap,
        whatsapp: body.whatsapp,
        updated_at: at,
      };
      const stored = await pageOf(account.id);
      if (stored) await db.updateTable('trial_pages').set(values).where('account_id', '=', account.id).execute();
      else
        await insertWithCode((code) =>
          db
            .insertInto('trial_pages')
            .values({ ...values, account_id: account.id, code, created_at: at })
            .execute(),
        );
      return { message: TRIAL_MSG.saved, ...(await answer(account)) };
    },

    async renewCode(account: CallerAccount): Promise<TrialPageAnswer & { message: string }> {
      if (!(await pageOf(account.id))) throw notFound(TRIAL_MSG.saveFirst);
      await insertWithCode((code) => db.updateTable('trial_pages').set({ code, updated_at: now() }).where('account_id', '=', account.id).execute());
      return { message: TRIAL_MSG.codeRenewed, ...(await answer(account)) };
    },

    async show(code: string): Promise<PublicTrialPage> {
      const page = await publicPage(code);
      const pack = page.package_id ? await db.selectFrom('line_packages').select('name').where('id', '=', page.package_id).executeTakeFirst() : undefined;
      return {
        reseller: page.reseller,
        kind_label: LINE_KIND_LABELS[page.kind],
        package: pack?.name ?? '',
        test_hours: page.kind === 'new_p2p' ? NEW_P2P_HOURS[0]! : Number(page.test_hours),
        days: Number(page.days),
        botcheck: botCheck.info(),
        contact_url: whatsappLink(page.whatsapp, TRIAL_MSG.contactTextBefore),
      };
    },

    async request(code: string, body: TrialRequest, ip: string): Promise<TrialAnswer> {
      const page = await publicPage(code);
      // The connection as the rate limits count it: an IPv4 address, or an IPv6 client's /64.
      const network = limitKey(ip);
      if (!(await botCheck.claim(body.botcheck, ip, `trial:${page.code}`))) throw unprocessable(TRIAL_MSG.botCheckFailed);
      const before = body.device ? await givenBefore(page, body.whatsapp, body.device) : undefined;
      if (before) return before;
      const account = await db.selectFrom('accounts').select(CALLER_COLUMNS).where('id', '=', page.account_id).executeTakeFirstOrThrow();
      // The reseller may no longer make tests of this kind (a flag, a permission): the page says so.
      if (!(await allowedKinds(account)).includes(page.kind)) throw unprocessable(TRIAL_MSG.unavailable);
      const days = Number(page.days);
      const nota = `Teste automático: ${body.name}`;
      const test = { isOficial: false, credits: 1, test_hours: Number(page.test_hours), whatsapp: body.whatsapp, nota } as const;
      const line: NewLine =
        page.kind === 'iptv'
          ? { kind: 'iptv', body: { ...test, package: Number(page.package_id), isCustomPackage: false } }
          : { kind: page.kind, body: { ...test, productid: page.package_id === null ? undefined : Number(page.package_id) } };
      const result = await createLine(lines, { account, ip }, line, {
        viaPage: {
          async check(tx: Tx) {
            const at = now();
            // First a write to the page's row: two visitors of one page take their turns (PostgreSQL's row lock).
            await tx.updateTable('trial_pages').set({ last_test_at: at }).where('account_id', '=', account.id).execute();
            const counted = () =>
              tx
                .selectFrom('trial_requests')
                .select((eb) => eb.fn.countAll<number>().as('n'))
                .where('account_id', '=', account.id);
            const since = at - days * DAY_MS;
            const byNumber = await counted().where('whatsapp', '=', body.whatsapp).where('created_at', '>', since).executeTakeFirstOrThrow();
            if (Number(byNumber.n) > 0) throw refuseField('whatsapp', TRIAL_MSG.numberUsed(days));
            const byIp = await counted().where('ip', '=', network).where('created_at', '>', since).executeTakeFirstOrThrow();
            if (Number(byIp.n) > 0) throw unprocessable(TRIAL_MSG.ipUsed(days));
            // The page's own budget: its cap, never more than the panel's daily limit of tests (counted apart from the reseller's own).
            const cap = Math.min(Number(page.daily_cap), await dailyTestLimit(tx));
            const today = await counted().where('created_at', '>=', startOfToday(at)).executeTakeFirstOrThrow();
            if (Number(today.n) >= cap) throw unprocessable(TRIAL_MSG.dailyCap);
          },
          async record(tx: Tx, made) {
            await tx
              .insertInto('trial_requests')
              .values({
                account_id: account.id,
                line_id: made.id,
                name: body.name,
                whatsapp: body.whatsapp,
                ip: network,
                device: body.device ?? null,
                created_at: now(),
              })
              .execute();
            await notify(tx, [account.id], 'trial_page', TRIAL_MSG.notice(LINE_KIND_LABELS[page.kind], made.username, body.name, body.whatsapp));
          },
        },
      }).catch((error: unknown) => {
        throw visitorRefusal(error);
      });
      return shownTest(page, TRIAL_MSG.created, result, result.test_hours ?? Number(page.test_hours));
    },
  };
}

/** The spec's test switch, said to the reseller in the panel, said to the visitor. */
function visitorRefusal(error: unknown): unknown {
  return error instanceof HttpError && error.message === SERVER_MSG.lineTestsDisabled ? unprocessable(TRIAL_MSG.unavailable) : error;
}

/** Runs a write with a fresh code, once more with another if the code was taken (a 1 in 31^12 chance). */
async function insertWithCode(write: (code: string) => Promise<unknown>): Promise<void> {
  try {
    await write(newCode());
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await write(newCode());
  }
}
