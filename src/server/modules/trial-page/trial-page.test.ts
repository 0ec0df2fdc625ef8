// 'Teste automático' (issue 29): a reseller turns its public page on in /me, and a visitor of /t/CODIGO
// gets a test line of the page's package and duration, once per WhatsApp number and per IP within the
// page's days, up to its daily cap, within the reseller's own test limits of the spec; every refusal
// says why in pt-BR and changes nothing. The line is the reseller's test, tagged 'via página' in its
// list, counted in 'Testes Gerados', and the reseller's Telegram gets a notice.
import { randomUUID } from 'node:crypto';
import { solveProofOfWork } from '../../test/proof-of-work';
import { beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MSG } from '../../messages';
import { VALIDATION } from '../../../shared/messages';
import { TRIAL_DEFAULT_DAILY_CAP, TRIAL_DEFAULT_DAYS, TRIAL_MSG } from '../../../shared/trial-page/texts';
import { setFlag } from '../../core/settings';
import { ADMIN_PASSWORD, useTestApp } from '../../test/harness';
import * as phoneNumbers from '../../db/migrations/0034_phone_numbers';

const t = useTestApp();

const PAGE = '/api/me/teste-automatico';
const publicPath = (code: string) => `/api/t/${code}`;
let phone = 0;
/** A Brazilian mobile as a visitor types it (the server keeps it with the country code). */
const typedPhone = () => `(11) 9${String(70000000 + ++phone).padStart(8, '0')}`;
const storedPhone = (typed: string) => `55${typed.replace(/\D/g, '')}`;
let address = 0;
const newIp = () => `203.0.113.${++address}`;

/** A reseller with its page saved (IPTV package 1, 3 hours unless told), its token and its code. */
async function resellerWithPage(settings: Record<string, unknown> = {}, permissions: ('new_p2p' | 'manage_2fa')[] = []) {
  const account = await t.createAccount({ permissions });
  const token = await t.loginAs(account.username);
  const res = await t.request('PUT', PAGE, {
    token,
    body: { enabled: true, kind: 'iptv', package_id: 1, test_hours: 3, whatsapp: '(11) 4000-1000', ...settings },
  });
  expect(res.status, JSON.stringify(res.data)).toBe(200);
  return { account, token, code: res.data.page.code as string };
}

const ask = (code: string, whatsapp: string, from: string, name = 'Maria Cliente', device?: string) =>
  t.request('POST', publicPath(code), { body: { name, whatsapp, device }, from });

const requestsOf = async (accountId: number) =>
  Number(
    (
      await t.db
        .selectFrom('trial_requests')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('account_id', '=', accountId)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A refused request: its status and pt-BR message, with nothing changed (lines, ledger, accounts, settings, the page's own record). */
async function expectRefused(accountId: number, run: () => Promise<{ status: number; data: any }>, status: number, message: string) {
  const before = await t.snapshot();
  const recorded = await requestsOf(accountId);
  const outbox = await t.db.selectFrom('outbox').selectAll().orderBy('id').execute();
  const res = await run();
  expect([res.status, res.data?.message]).toEqual([status, message]);
  expect(await t.snapshot()).toBe(before);
  expect(await requestsOf(accountId)).toBe(recorded);
  expect(await t.db.selectFrom('outbox').selectAll().orderBy('id').execute()).toEqual(outbox);
}

describe('the reseller sets its page in /me', () => {
  let admin = '';
  beforeAll(async () => {
    admin = await t.loginAs('admin', ADMIN_PASSWORD);
  });

  it('starts without a page, offers the kinds, packages and durations it may create, and saves with the defaults', async () => {
    const account = await t.createAccount();
    const token = await t.loginAs(account.username);
    const first = await t.request('GET', PAGE, { token });
    expect(first.status).toBe(200);
    expect(first.data.page).toBeNull();
    // New P2P needs its permission: this reseller has none.
    expect(first.data.options.map((o: { kind: string }) => o.kind)).toEqual(['iptv', 'p2p']);
    expect(first.data.options[0].packages.length).toBeGreaterThan(0);
    expect(first.data.options[0].hours).toEqual([1, 2, 3, 6]);

    const saved = await t.request('PUT', PAGE, { token, body: { enabled: true, kind: 'iptv', package_id: 1, test_hours: 6 } });
    expect(saved.status).toBe(200);
    expect(saved.data.message).toBe(TRIAL_MSG.saved);
    expect(saved.data.page).toMatchObject({
      enabled: true,
      kind: 'iptv',
      package_id: 1,
      test_hours: 6,
      days: TRIAL_DEFAULT_DAYS,
      daily_cap: TRIAL_DEFAULT_DAILY_CAP,
    });
    expect(saved.data.page.code).toMatch(/^[a-z0-9]{12}$/);
  });

  it('refuses what the reseller may not create, a missing package and a duration outside the list, in pt-BR', async () => {
    const { token } = await resellerWithPage();
    const refused = async (body: Record<string, unknown>, message: string) => {
      const res = await t.request('PUT', PAGE, { token, body: { enabled: true, kind: 'iptv', package_id: 1, test_hours: 3, ...body } });
      expect([res.status, res.data.message]).toEqual([422, message]);
    };
    await refused({ kind: 'new_p2p', package_id: 10, test_hours: 6 }, TRIAL_MSG.kindNotAllowed);
    await refused({ package_id: null }, TRIAL_MSG.packageRequired);
    await refused({ package_id: 999_999 }, TRIAL_MSG.packageRequired);
    await refused({ test_hours: 5 }, TRIAL_MSG.hoursInvalid);
    await refused({ whatsapp: '123' }, VALIDATION.phoneInvalid);
    await refused({ whatsapp: '(11) 0000-0000' }, VALIDATION.phoneInvalid);
    // The admin makes no tests: neither a page.
    expect((await t.request('GET', PAGE, { token: admin })).status).toBe(403);
  });

  it('gives the page a new code: the old address is gone', async () => {
    const { token, code } = await resellerWithPage();
    const renewed = await t.request('POST', `${PAGE}/codigo`, { token });
    expect(renewed.status).toBe(200);
    expect(renewed.data.message).toBe(TRIAL_MSG.codeRenewed);
    const fresh = renewed.data.page.code;
    expect(fresh).not.toBe(code);
    expect((await t.request('GET', publicPath(code))).status).toBe(404);
    expect((await t.request('GET', publicPath(fresh))).status).toBe(200);
    const none = await t.loginAs((await t.createAccount()).username);
    expect((await t.request('POST', `${PAGE}/codigo`, { token: none })).data.message).toBe(TRIAL_MSG.saveFirst);
  });
});

describe('a visitor of the page', () => {
  it('sees the reseller, the test and the bot check; gets a test line tagged via página in the reseller’s list, counted as a test, with a notice', async () => {
    const { account, token, code } = await resellerWithPage();
    await t.db.insertInto('telegram_links').values({ account_id: account.id, chat_id: '7001', linked_at: Date.now() }).execute();
    const shown = await t.request('GET', publicPath(code));
    expect(shown.status).toBe(200);
    expect(shown.data).toMatchObject({ reseller: account.username, kind_label: 'IPTV', test_hours: 3, days: TRIAL_DEFAULT_DAYS, botcheck: { kind: 'off' } });
    expect(shown.data.contact_url).toMatch(/^https:\/\/wa\.me\/551140001000\?text=/);
    const dashboard = await t.request('GET', '/api/dash-reseller', { token });

    const typed = typedPhone();
    const res = await ask(code, typed, newIp());
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    expect(res.data.message).toBe(TRIAL_MSG.created);
    expect(res.data.line).toMatchObject({ is_trial: true, test_hours: 3 });
    expect(res.data.line.username).toMatch(/^\d{9}$/);
    expect(res.data.contact_url).toContain(encodeURIComponent(res.data.line.username));

    const list = await t.request('GET', '/api/users-iptv', { token });
    const line = list.data.find((l: { username: string }) => l.username === res.data.line.username);
    expect(line).toMatchObject({ status: 'Teste', via_page: true, whatsapp: storedPhone(typed), nota: 'Teste automático: Maria Cliente' });
    // Lines made in the panel carry no mark.
    const own = await t.request('POST', '/api/users-iptv', { token, body: { isOficial: false, package: 1, test_hours: 1 } });
    const listed = (await t.request('GET', '/api/users-iptv', { token })).data.find((l: { id: number }) => l.id === own.data.id);
    expect(listed.via_page).toBeUndefined();
    // Counted in 'Testes Gerados' like any test (and the one of the panel).
    expect((await t.request('GET', '/api/dash-reseller', { token })).data.iptv_tests).toBe(dashboard.data.iptv_tests + 2);

    const notice = await t.db.selectFrom('outbox').selectAll().where('account_id', '=', account.id).where('kind', '=', 'trial_page').execute();
    expect(notice).toHaveLength(1);
    expect(notice[0]!.text).toContain(res.data.line.username);
    expect(notice[0]!.text).toContain('Maria Cliente');
    const card = await t.request('GET', PAGE, { token });
    expect([card.data.today, card.data.total]).toEqual([1, 1]);
  });

  it('gets one test per WhatsApp number within the page’s days: the second is refused, from any address, and nothing changes', async () => {
    const { account, code } = await resellerWithPage({ days: 7 });
    const typed = typedPhone();
    expect((await ask(code, typed, newIp())).status).toBe(200);
    await expectRefused(account.id, () => ask(code, typed, newIp(), 'Outro Nome'), 422, TRIAL_MSG.numberUsed(7));
    // Written another way, the same number.
    const digits = typed.replace(/\D/g, '');
    for (const other of [
      `+${storedPhone(typed)}`,
      `0055 ${digits}`,
      `0 ${digits}`,
      digits,
      `+55 (${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`,
    ])
      await expectRefused(account.id, () => ask(code, other, newIp()), 422, TRIAL_MSG.numberUsed(7));
    // Past the days, the number may have another test.
    await t.backdate('trial_requests', 'created_at', 8, 'account_id', account.id);
    expect((await ask(code, typed, newIp())).status).toBe(200);
  });

  it('shows the same visitor (same number, same device) the same test again while it exists; another device or another number is refused', async () => {
    const { account, token, code } = await resellerWithPage();
    const typed = typedPhone();
    const ip = newIp();
    const device = randomUUID();
    const first = await ask(code, typed, ip, 'Maria Cliente', device);
    expect(first.status, JSON.stringify(first.data)).toBe(200);

    // The box closed, the page reloaded, the phone on another network: the same test, nothing new made.
    const before = await t.snapshot();
    const recorded = await requestsOf(account.id);
    for (const from of [ip, newIp()]) {
      const again = await ask(code, `+${storedPhone(typed)}`, from, 'Maria', device);
      expect(again.status, JSON.stringify(again.data)).toBe(200);
      expect(again.data.message).toBe(TRIAL_MSG.shownAgain);
      expect(again.data.line).toMatchObject({ id: first.data.line.id, username: first.data.line.username, password: first.data.line.password, is_trial: true });
      expect(again.data.line.exp_date_formatted).toBe(first.data.line.exp_date_formatted);
      expect(again.data.test_hours).toBe(3);
      expect(again.data.contact_url).toBe(first.data.contact_url);
    }
    expect(await t.snapshot()).toBe(before);
    expect(await requestsOf(account.id)).toBe(recorded);

    // The same number from another device, or none: refused as before; another number from this connection too.
    await expectRefused(account.id, () => ask(code, typed, newIp(), 'Maria', randomUUID()), 422, TRIAL_MSG.numberUsed(TRIAL_DEFAULT_DAYS));
    await expectRefused(account.id, () => ask(code, typed, newIp()), 422, TRIAL_MSG.numberUsed(TRIAL_DEFAULT_DAYS));
    await expectRefused(account.id, () => ask(code, typedPhone(), ip, 'Maria', device), 422, TRIAL_MSG.ipUsed(TRIAL_DEFAULT_DAYS));
    // A device id is what the page makes (a random UUID), nothing else.
    const odd = await ask(code, typed, newIp(), 'Maria', 'x'.repeat(500));
    expect(odd.status).toBe(422);

    // The reseller deleted the test: it is gone, and the number stays used.
    expect((await t.request('PUT', `/api/users-iptv/${first.data.line.id}`, { token, body: { action: 2 } })).status).toBe(200);
    await expectRefused(account.id, () => ask(code, typed, ip, 'Maria', device), 422, TRIAL_MSG.numberUsed(TRIAL_DEFAULT_DAYS));
  });

  it('gives the same number asked twice at once one test', async () => {
    const { account, code } = await resellerWithPage();
    const typed = typedPhone();
    const answers = await Promise.all([ask(code, typed, newIp()), ask(code, typed, newIp()), ask(code, typed, newIp())]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422, 422]);
    expect(await requestsOf(account.id)).toBe(1);
  });

  it('gets one test per IP within the page’s days, whatever the number', async () => {
    const { account, code } = await resellerWithPage();
    const ip = newIp();
    expect((await ask(code, typedPhone(), ip)).status).toBe(200);
    await expectRefused(account.id, () => ask(code, typedPhone(), ip), 422, TRIAL_MSG.ipUsed(TRIAL_DEFAULT_DAYS));
  });

  it('counts an IPv6 visitor by its /64 network, as the rate limits do', async () => {
    const { account, code } = await resellerWithPage();
    const network = `2001:db8:${++address}:2`;
    expect((await ask(code, typedPhone(), `${network}::1`)).status).toBe(200);
    await expectRefused(account.id, () => ask(code, typedPhone(), `${network}::2`), 422, TRIAL_MSG.ipUsed(TRIAL_DEFAULT_DAYS));
    await expectRefused(account.id, () => ask(code, typedPhone(), `${network}:ffff:1:2:3`), 422, TRIAL_MSG.ipUsed(TRIAL_DEFAULT_DAYS));
    // Another /64 is another connection.
    expect((await ask(code, typedPhone(), `2001:db8:${address}:3::1`)).status).toBe(200);
  });

  it('stops at the page’s daily cap', async () => {
    const { account, code } = await resellerWithPage({ daily_cap: 2 });
    expect((await ask(code, typedPhone(), newIp())).status).toBe(200);
    expect((await ask(code, typedPhone(), newIp())).status).toBe(200);
    await expectRefused(account.id, () => ask(code, typedPhone(), newIp()), 422, TRIAL_MSG.dailyCap);
  });

  it('finds nothing on a page that is off, an unknown code or a blocked reseller (404), and changes nothing', async () => {
    const { account, token, code } = await resellerWithPage();
    await t.request('PUT', PAGE, { token, body: { enabled: false, kind: 'iptv', package_id: 1, test_hours: 3 } });
    expect((await t.request('GET', publicPath(code))).data.message).toBe(TRIAL_MSG.notFound);
    await expectRefused(account.id, () => ask(code, typedPhone(), newIp()), 404, TRIAL_MSG.notFound);
    await expectRefused(account.id, () => ask('naoexiste1234', typedPhone(), newIp()), 404, TRIAL_MSG.notFound);
    await expectRefused(account.id, () => ask('x', typedPhone(), newIp()), 404, TRIAL_MSG.notFound);

    const other = await resellerWithPage();
    await t.db.updateTable('accounts').set({ status: 0 }).where('id', '=', other.account.id).execute();
    await expectRefused(other.account.id, () => ask(other.code, typedPhone(), newIp()), 404, TRIAL_MSG.notFound);
  });

  it('has its own daily budget, never the reseller’s own tests: its cap, at most the panel’s daily test limit, counted apart', async () => {
    const { account, token, code } = await resellerWithPage();
    const ownTest = () => t.request('POST', '/api/users-iptv', { token, body: { isOficial: false, package: 1, test_hours: 1 } });
    await t.db.insertInto('settings').values({ key: 'tests_daily_limit', value: '2' }).execute();
    try {
      expect((await ownTest()).status).toBe(200);
      expect((await ask(code, typedPhone(), newIp())).status).toBe(200);
      expect((await ask(code, typedPhone(), newIp())).status).toBe(200);
      // The page's cap is 20, but never more than the panel's daily limit of tests.
      await expectRefused(account.id, () => ask(code, typedPhone(), newIp()), 422, TRIAL_MSG.dailyCap);
      // The reseller's own tests are still its own: the page took none of them.
      expect((await ownTest()).status).toBe(200);
      const third = await ownTest();
      expect([third.status, third.data.message]).toEqual([422, SERVER_MSG.lineTestsLimit(2)]);
    } finally {
      await t.db.deleteFrom('settings').where('key', '=', 'tests_daily_limit').execute();
    }
    await setFlag(t.db, 'tests', false);
    try {
      await expectRefused(account.id, () => ask(code, typedPhone(), newIp()), 422, TRIAL_MSG.unavailable);
    } finally {
      await setFlag(t.db, 'tests', true);
    }
    // The IPTV flag off: the reseller may not make IPTV lines at all.
    await setFlag(t.db, 'iptv', false);
    try {
      await expectRefused(account.id, () => ask(code, typedPhone(), newIp()), 422, TRIAL_MSG.unavailable);
    } finally {
      await setFlag(t.db, 'iptv', true);
    }
  });

  it('makes P2P and new P2P tests too (new P2P always 6 hours), and refuses bad input in pt-BR', async () => {
    const p2p = await resellerWithPage({ kind: 'p2p', package_id: 9, test_hours: 2 });
    const made = await ask(p2p.code, typedPhone(), newIp());
    expect(made.status, JSON.stringify(made.data)).toBe(200);
    const listed = (await t.request('GET', '/api/users-p2p', { token: p2p.token })).data.find((l: { name: string }) => l.name === made.data.line.name);
    expect(listed).toMatchObject({ status: 2, via_page: true });

    const fresh = await resellerWithPage({ kind: 'new_p2p', package_id: 10, test_hours: 6 }, ['new_p2p']);
    const newP2p = await ask(fresh.code, typedPhone(), newIp());
    expect(newP2p.status, JSON.stringify(newP2p.data)).toBe(200);
    expect(newP2p.data.test_hours).toBe(6);

    for (const whatsapp of ['1234', '(11) 0000-0000', '00 00 0000-0000'])
      await expectRefused(
        p2p.account.id,
        () => t.request('POST', publicPath(p2p.code), { body: { name: 'Ana', whatsapp }, from: newIp() }),
        422,
        VALIDATION.phoneInvalid,
      );
    await expectRefused(
      p2p.account.id,
      () => t.request('POST', publicPath(p2p.code), { body: { whatsapp: typedPhone() }, from: newIp() }),
      422,
      'O campo Seu nome é necessário.',
    );
  });
});

describe('numbers kept before issue 42', () => {
  it('are rewritten as their E.164 digits by the migration, so the page refuses a number it gave a test to, typed any way', async () => {
    const { account, token, code } = await resellerWithPage();
    const typed = typedPhone();
    const digits = typed.replace(/\D/g, '');
    // As the panel kept them: a visitor's '0055 ...' with its zeros, a line's number without 55, the reseller's own.
    await t.db
      .insertInto('trial_requests')
      .values({ account_id: account.id, line_id: null, name: 'Antiga', whatsapp: `0055${digits}`, ip: '198.51.100.7', created_at: Date.now() })
      .execute();
    const line = await t.request('POST', '/api/users-iptv', { token, body: { isOficial: false, package: 1, test_hours: 1 } });
    await t.db.updateTable('lines').set({ whatsapp: digits }).where('id', '=', line.data.id).execute();
    await t.db.updateTable('test_lines').set({ whatsapp: digits }).where('line_id', '=', line.data.id).execute();
    await t.db.updateTable('trial_pages').set({ whatsapp: '1140001000' }).where('account_id', '=', account.id).execute();
    const other = await t.request('POST', '/api/users-iptv', { token, body: { isOficial: false, package: 1, test_hours: 1 } });
    await t.db.updateTable('lines').set({ whatsapp: '12345' }).where('id', '=', other.data.id).execute();

    await phoneNumbers.up(t.db);
    const kept = async (table: 'lines' | 'test_lines', column: 'id' | 'line_id', id: number) =>
      (await t.db.selectFrom(table).select('whatsapp').where(column, '=', id).executeTakeFirstOrThrow()).whatsapp;
    expect(await kept('lines', 'id', line.data.id)).toBe(storedPhone(typed));
    expect(await kept('test_lines', 'line_id', line.data.id)).toBe(storedPhone(typed));
    // What is no phone number stays as it was.
    expect(await kept('lines', 'id', other.data.id)).toBe('12345');
    expect((await t.request('GET', PAGE, { token })).data.page.whatsapp).toBe('551140001000');
    await expectRefused(account.id, () => ask(code, typed, newIp()), 422, TRIAL_MSG.numberUsed(TRIAL_DEFAULT_DAYS));
  });
});

describe('the bot check', () => {
  const pow = useTestApp({ BOT_CHECK: 'pow' });

  it('is the login’s: the page says so; a request without a solved challenge is refused, changing nothing; a solved one serves once', async () => {
    const account = await pow.createAccount();
    // The login asks the proof of work here too: the page is set straight in the database.
    await pow.db
      .insertInto('trial_pages')
      .values({
        account_id: account.id,
        code: 'paginapow1234',
        enabled: 1,
        kind: 'iptv',
        package_id: 1,
        test_hours: 3,
        days: 30,
        daily_cap: 20,
        created_at: Date.now(),
        updated_at: Date.now(),
      })
      .execute();
    const shown = await pow.request('GET', publicPath('paginapow1234'));
    expect(shown.data.botcheck).toEqual({ kind: 'pow', challengeUrl: '/api/botcheck/challenge' });
    const before = await pow.snapshot();
    for (const botcheck of [undefined, 'bm90LWEtc29sdXRpb24=']) {
      const res = await pow.request('POST', publicPath('paginapow1234'), { body: { name: 'Maria', whatsapp: typedPhone(), botcheck }, from: newIp() });
      expect([res.status, res.data.message]).toEqual([422, TRIAL_MSG.botCheckFailed]);
    }
    expect(await pow.snapshot()).toBe(before);

    const payload = solveProofOfWork((await pow.request('GET', '/api/botcheck/challenge')).data);
    const made = await pow.request('POST', publicPath('paginapow1234'), { body: { name: 'Maria', whatsapp: typedPhone(), botcheck: payload }, from: newIp() });
    expect(made.status, JSON.stringify(made.data)).toBe(200);
    const again = await pow.request('POST', publicPath('paginapow1234'), { body: { name: 'João', whatsapp: typedPhone(), botcheck: payload }, from: newIp() });
    expect([again.status, again.data.message]).toEqual([422, TRIAL_MSG.botCheckFailed]);
  });
});
