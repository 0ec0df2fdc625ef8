// 'Análises' (issue 31), through the app with the clock moved: each figure of the screen is the count
// a person would make from what the reseller did (lines made, renewed in time, late or never, tests that
// became customers, what comes ahead), for the reseller, its master and the admin; and the summaries kept
// by the lines' own writes equal a slow count over the raw periods and tests on a whole network.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_MSG, monthOf, outcomeOf } from '../../../shared/analytics/texts';
import type { AnalyticsAnswer, TreeNode } from '../../../shared/analytics/schemas';
import { isoDay } from '../../../shared/dates';
import { ADMIN_PASSWORD, useTestApp } from '../../test/harness';
import { SALES_BY_DAY_SINCE } from '../../db/migrations/0038_sales_by_day';
import { foldDeltas, settleTerms } from './record';

// Tokens that outlive the months the clock moves through (a login per step would hit the login limit).
const t = useTestApp({ TOKEN_TTL_SECONDS: String(365 * 86_400) });
const DAY = 86_400_000;
const at = (iso: string) => new Date(iso).getTime();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Moves the clock. */
const on = (iso: string | number) => vi.setSystemTime(typeof iso === 'number' ? iso : at(iso));
const buy = async (token: string, body: Record<string, unknown> = {}) =>
  (await t.request('POST', '/api/users-iptv', { token, body: { isOficial: true, package: 1, credits: 1, ...body } })).data as { id: number; username: string };
const test = async (token: string, whatsapp = '') =>
  (await t.request('POST', '/api/users-iptv', { token, body: { isOficial: false, package: 1, test_hours: 6, whatsapp } })).data as { id: number };
const renew = (token: string, id: number) => t.request('PUT', `/api/users-iptv/${id}`, { token, body: { action: 1, credits: 1 } });
const analytics = async (token: string) => {
  const res = await t.request('GET', '/api/analises', { token });
  expect(res.status).toBe(200);
  return res.data as AnalyticsAnswer;
};
const month = (a: AnalyticsAnswer, key: string) => a.renewal.find((m) => m.month === key)!;

describe('Análises', () => {
  it('counts renewals in time, late and lost, tests that became customers and what comes ahead, for the reseller, its master and the admin', async () => {
    const master = await t.createAccount({ profile: 'master', credits: 50 });
    const reseller = await t.createAccount({ ownerId: master.id, credits: 50 });
    // 1 August: three customers (a month each) and three tests.
    on('2026-08-01T12:00:00-03:00');
    const token = await t.loginAs(reseller.username);
    // The third customer never renews.
    const [inTime, late] = [await buy(token), await buy(token), await buy(token)];
    await test(token, '5511988887777');
    await test(token);
    const paidTest = await test(token);
    // 3 August: the first test's WhatsApp buys; the third test is paid for itself.
    on('2026-08-03T12:00:00-03:00');
    await buy(token, { whatsapp: '5511988887777' });
    expect((await renew(token, paidTest.id)).status).toBe(200);
    const ends = Number((await t.db.selectFrom('lines').select('exp_at').where('id', '=', inTime.id).executeTakeFirstOrThrow()).exp_at);
    const endMonth = monthOf(ends);
    // 3 days after its end, in time; 20 days after, late; the third never.
    on(ends + 3 * DAY);
    expect((await renew(token, inTime.id)).status).toBe(200);
    on(ends + 20 * DAY);
    expect((await renew(token, late.id)).status).toBe(200);

    // 26 November: a customer made today ends within 30 days, none within 7.
    on('2026-11-26T12:00:00-03:00');
    await buy(token);
    const mine = await analytics(token);
    expect(month(mine, endMonth)).toMatchObject({ due: 3, on_time: 1, late: 1, lost: 1, open: 0, closed: true });
    expect(month(mine, endMonth).rate).toBeCloseTo(2 / 3);
    // The two customers of 3 August ended in September, never renewed: lost.
    expect(month(mine, monthOf(ends + 2 * DAY))).toMatchObject({ due: 2, on_time: 0, late: 0, lost: 2, closed: true });
    // The two renewed periods end a month later, not renewed, their month not yet closed.
    expect(month(mine, monthOf(ends + 3 * DAY + 30 * DAY))).toMatchObject({ due: 2, lost: 0, closed: false, open: 2 });
    expect(mine.tests.find((m) => m.month === '2026-08')).toMatchObject({ tests: 3, converted: 2 });
    // The usual rate: the closed months, 2 renewed of 5.
    expect(mine.usual_rate).toBeCloseTo(2 / 5);
    expect(mine.ahead).toEqual([
      { days: 7, lines: 0, credits: 0, forecast_lines: 0, forecast_credits: 0 },
      { days: 30, lines: 1, credits: 1, forecast_lines: 0, forecast_credits: 0.4 },
    ]);
    // A reseller without a network has no table of sub-resellers and no tree.
    expect([mine.network, mine.tree]).toEqual([[], []]);

    // The master sees the same figures (its whole subtree), its reseller in the tree and the network's table.
    const above = await analytics(await t.loginAs(master.username));
    expect(month(above, endMonth)).toEqual(month(mine, endMonth));
    expect(above.tree).toEqual([
      { id: reseller.id, username: reseller.username, children: 0, active_lines: 1, credits: expect.any(Number), sales: 1, previous_sales: 0 },
    ]);
    expect(above.network).toHaveLength(1);
    // Its row: the reseller's renewal in the last closed month, beside the month before.
    const closedAt = mine.renewal.findIndex((m) => m.month === mine.closed_month!.month);
    const [before, last] = [mine.renewal[closedAt - 1]!, mine.renewal[closedAt]!];
    expect(last.due).toBeGreaterThan(0);
    expect(above.network[0]).toEqual({
      id: reseller.id,
      username: reseller.username,
      due: last.due,
      renewed: last.on_time + last.late,
      rate: last.rate,
      previous_rate: before.rate,
    });
    // The admin's figures hold the master's.
    const adminToken = await t.loginAs('admin', ADMIN_PASSWORD);
    const admin = await analytics(adminToken);
    expect(month(admin, endMonth).due).toBeGreaterThanOrEqual(3);
    expect((await t.request('GET', `/api/analises/arvore/${master.id}`, { token: adminToken })).data).toEqual(above.tree);
  });

  it('takes a deleted branch out of what comes ahead, and puts it back when the branch is restored', async () => {
    on('2026-11-26T12:00:00-03:00');
    const master = await t.createAccount({ profile: 'master', credits: 10 });
    const reseller = await t.createAccount({ ownerId: master.id, credits: 10 });
    const token = await t.loginAs(reseller.username);
    await buy(token);
    await buy(token, { credits: 2 });
    const masterToken = await t.loginAs(master.username);
    const ahead = async () => (await analytics(masterToken)).ahead.map((a) => [a.lines, a.credits]);
    const before = await ahead();
    const admin = await t.loginAs('admin', ADMIN_PASSWORD);
    expect((await t.request('PUT', `/api/reg-users/${reseller.id}`, { token: admin, body: { action: 3 } })).status).toBe(200);
    expect(await ahead()).toEqual([
      [0, 0],
      [before[1]![0]! - 1, before[1]![1]! - 1],
    ]);
    const [entry] = (await t.request('GET', '/api/lixeira/revendas', { token: admin })).data.rows;
    expect((await t.request('POST', `/api/lixeira/revendas/${entry.id}/restaurar`, { token: admin, body: {} })).status).toBe(200);
    expect(await ahead()).toEqual(before);
  });

  it("compares the month's sales so far with the same days of last month, and says when those days were not counted one by one", async () => {
    const master = await t.createAccount({ profile: 'master', credits: 50 });
    const reseller = await t.createAccount({ ownerId: master.id, credits: 50 });
    const sub = await t.createAccount({ ownerId: reseller.id, credits: 50 });
    on('2026-10-05T12:00:00-03:00');
    const token = await t.loginAs(sub.username);
    await buy(token);
    await buy(token, { credits: 2 });
    // Later in October than today's day of the month: not in the comparison.
    on('2026-10-20T12:00:00-03:00');
    await buy(token, { credits: 6 });
    on('2026-11-10T12:00:00-03:00');
    await buy(token);
    const masterToken = await t.loginAs(master.username);
    const answer = await analytics(masterToken);
    expect(answer.sales_days).toEqual({ current: '01/11 a 10/11', previous: '01/10 a 10/10' });
    expect(answer.tree).toEqual([expect.objectContaining({ id: reseller.id, sales: 1, previous_sales: 3 })]);
    // The same at a level below.
    expect((await t.request('GET', `/api/analises/arvore/${reseller.id}`, { token: masterToken })).data).toEqual([
      expect.objectContaining({ id: sub.id, sales: 1, previous_sales: 3 }),
    ]);
    // On 31 March, the same days of February are the whole of it.
    on('2027-03-31T12:00:00-03:00');
    expect((await analytics(masterToken)).sales_days).toEqual({ current: '01/03 a 31/03', previous: '01/02 a 28/02' });

    // A panel updated on 8 October kept its sales before per month only: the comparison is not known.
    on('2026-11-10T12:00:00-03:00');
    await t.db.insertInto('settings').values({ key: SALES_BY_DAY_SINCE, value: '2026-10-08' }).execute();
    expect((await analytics(masterToken)).tree).toEqual([expect.objectContaining({ id: reseller.id, sales: 1, previous_sales: null })]);
  });

  it('answers every renewal and every expiry moved back at once, crossing the same days, and keeps the sums exact', async () => {
    on('2026-11-26T12:00:00-03:00');
    const master = await t.createAccount({ profile: 'master', credits: 500 });
    const resellers = await Promise.all([1, 2, 3, 4].map(() => t.createAccount({ ownerId: master.id, credits: 100 })));
    const tokens = await Promise.all(resellers.map((r) => t.loginAs(r.username)));
    const lines = (
      await Promise.all(tokens.flatMap((token) => [1, 2, 3].map(async () => ({ token, short: await buy(token), long: await buy(token, { credits: 2 }) }))))
    ).flat();
    const shortEnd = await t.db.selectFrom('lines').select('exp_at').where('id', '=', lines[0]!.short.id).executeTakeFirstOrThrow();
    // Each short line renewed onto the long lines' day while each long line is moved back onto the short
    // lines' day: the same days' sums, of the reseller, the master and the admin, touched in opposite orders.
    const answers = await Promise.all(
      lines.flatMap(({ token, short, long }) => [
        renew(token, short.id),
        t.request('PUT', `/api/users-iptv/${long.id}`, { token, body: { action: 3, exp_day: isoDay(shortEnd.exp_at) } }),
      ]),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    // The tree's drill-down, opened first, shows what was just sold: each reseller 3 lines of 1 credit, 3 of 2, 3 renewals of 1.
    const masterToken = await t.loginAs(master.username);
    const branch = (await t.request('GET', `/api/analises/arvore/${master.id}`, { token: masterToken })).data as TreeNode[];
    expect(branch.map((node) => node.sales)).toEqual(resellers.map(() => 12));
    // The screen folds what was written; then each account's days are its subtree's open periods, day by day.
    await analytics(masterToken);
    // From tomorrow (the other tests of this file left periods that ended).
    const open = await t.db
      .selectFrom('line_terms')
      .select(['ends_at', 'account_id'])
      .where('renewed_at', 'is', null)
      .where('ends_at', '>', Date.now())
      .execute();
    const ofNetwork = open.filter((term) => resellers.some((r) => r.id === term.account_id));
    expect(ofNetwork).toHaveLength(lines.length * 2);
    const byDay = (terms: typeof open) => {
      const days = new Map<string, number>();
      for (const term of terms) days.set(isoDay(term.ends_at), (days.get(isoDay(term.ends_at)) ?? 0) + 1);
      return [...days].sort();
    };
    const kept = async (accountId: number) =>
      (
        await t.db
          .selectFrom('analytics_days')
          .select(['day', 'lines'])
          .where('account_id', '=', accountId)
          .where('lines', '!=', 0)
          .where('day', '>', isoDay(Date.now()))
          .orderBy('day')
          .execute()
      ).map((d) => [d.day, d.lines]);
    expect(await kept(master.id)).toEqual(byDay(ofNetwork));
    expect(await kept(resellers[0]!.id)).toEqual(byDay(ofNetwork.filter((term) => term.account_id === resellers[0]!.id)));
    expect(await kept(1)).toEqual(byDay(open));
  });

  it("never shows another branch's tree", async () => {
    vi.setSystemTime(at('2026-11-26T12:00:00-03:00'));
    const other = await t.createAccount({ profile: 'master' });
    const mine = await t.createAccount({ profile: 'master' });
    const res = await t.request('GET', `/api/analises/arvore/${other.id}`, { token: await t.loginAs(mine.username) });
    expect(res).toMatchObject({ status: 404, data: { message: ANALYTICS_MSG.notFound } });
  });

  it('keeps summaries equal to a slow count over the raw periods and tests, for every account of a network', async () => {
    const master = await t.createAccount({ profile: 'master', credits: 500 });
    const subs = [await t.createAccount({ ownerId: master.id, credits: 200 }), await t.createAccount({ ownerId: master.id, credits: 200 })];
    const leaf = await t.createAccount({ ownerId: subs[0]!.id, credits: 200 });
    const sellers = [master, ...subs, leaf];
    // Eight weeks of sales, renewals (some in time, some late, some very late) and tests, by every seller.
    let day = at('2026-06-01T10:00:00-03:00');
    on(day);
    const tokens = await Promise.all(sellers.map((s) => t.loginAs(s.username)));
    const lines: { id: number; seller: string }[] = [];
    for (let week = 0; week < 8; week++, day += 7 * DAY) {
      for (const [i, seller] of sellers.entries()) {
        on(day + i * 3_600_000);
        const token = tokens[i]!;
        // A mobile number of each week and seller (valid numbers: the server keeps only those).
        lines.push({ ...(await buy(token, { whatsapp: `5511988${week}${i}0000` })), seller: seller.username });
        await test(token, `5511988${week + 1}${i}0000`);
        for (const [k, line] of lines.entries()) if (line.seller === seller.username && (k + week) % 3 === 0) await renew(token, line.id);
      }
    }
    vi.setSystemTime(at('2026-11-26T12:00:00-03:00'));
    await settleTerms(t.db);
    await foldDeltas(t.db);

    // The slow count: every period and test of the subtree, read whole, with the same rules.
    const closure = await t.db.selectFrom('account_closure').select(['ancestor_id', 'descendant_id']).execute();
    const terms = await t.db.selectFrom('line_terms').select(['account_id', 'ends_at', 'renewed_at']).execute();
    const tests = await t.db.selectFrom('test_lines').select(['account_id', 'created_at', 'converted_at']).execute();
    const now = Date.now();
    const expected = new Map<string, { due: number; on_time: number; late: number; tests: number; converted: number }>();
    const add = (accountId: number, key: string, column: 'due' | 'on_time' | 'late' | 'tests' | 'converted') => {
      for (const c of closure.filter((c) => c.descendant_id === accountId)) {
        const row = expected.get(`${c.ancestor_id}|${key}`) ?? { due: 0, on_time: 0, late: 0, tests: 0, converted: 0 };
        row[column] += 1;
        expected.set(`${c.ancestor_id}|${key}`, row);
      }
    };
    for (const term of terms.filter((x) => x.ends_at <= now)) {
      add(term.account_id, monthOf(term.ends_at), 'due');
      const outcome = outcomeOf(term.ends_at, term.renewed_at);
      if (outcome) add(term.account_id, monthOf(term.ends_at), outcome);
    }
    for (const x of tests) {
      add(x.account_id, monthOf(x.created_at), 'tests');
      if (x.converted_at) add(x.account_id, monthOf(x.created_at), 'converted');
    }
    const kept = await t.db
      .selectFrom('analytics_months')
      .select(['account_id', 'month', 'due', 'on_time', 'late', 'tests', 'converted'])
      .where(
        'account_id',
        'in',
        sellers.map((s) => s.id),
      )
      .execute();
    const summaries = new Map(kept.map(({ account_id, month, ...figures }) => [`${account_id}|${month}`, figures]));
    const ofSellers = [...expected].filter(([key]) => sellers.some((s) => key.startsWith(`${s.id}|`)));
    expect(ofSellers.length).toBeGreaterThan(10);
    for (const [key, figures] of ofSellers) expect([key, summaries.get(key)]).toEqual([key, figures]);
    // Every kind of outcome happened, so the comparison proves each of them.
    const all = [...expected.values()];
    for (const column of ['on_time', 'late', 'converted'] as const) expect(all.some((f) => f[column] > 0)).toBe(true);
    expect(all.some((f) => f.due > f.on_time + f.late)).toBe(true);

    // What comes ahead, from tomorrow, equals the open periods of the master's network, day by day.
    const today = isoDay(now);
    const open = terms.filter((x) => x.renewed_at === null && isoDay(x.ends_at) > today);
    const inNetwork = open.filter((x) => closure.some((c) => c.ancestor_id === master.id && c.descendant_id === x.account_id));
    const days = await t.db.selectFrom('analytics_days').select(['day', 'lines']).where('account_id', '=', master.id).where('day', '>', today).execute();
    expect(days.reduce((n, d) => n + d.lines, 0)).toBe(inNetwork.length);
  });
});
