// 'Vencimentos' (issue 22) through the app: the official lines of the caller's subtree by expiry day, of
// the kinds it may renew; renewing five at once through each line's 'Estender' charges exactly their
// price, once, however often the same selection is sent again; reminders are recorded on the lines.
import { describe, expect, it } from 'vitest';
import { startOfDayIn } from '../../../shared/dates';
import { EXPIRY_MSG } from '../../../shared/expiries/texts';
import { LINE_STATUS, type LineKind } from '../../../shared/lines/texts';
import { setFlag } from '../../core/settings';
import { ADMIN_PASSWORD, useTestApp } from '../../test/harness';

const t = useTestApp();
const HOUR = 3_600_000;

let seq = 0;
/** A line of `accountId` expiring `days` from today (São Paulo), at noon. */
async function line(accountId: number, days: number, opts: { kind?: LineKind; status?: number; whatsapp?: string } = {}) {
  const at = Date.now();
  const row = await t.db
    .insertInto('lines')
    .values({
      kind: opts.kind ?? 'iptv',
      account_id: accountId,
      username: `venc${process.pid}x${++seq}`,
      password: 'senha1',
      whatsapp: opts.whatsapp ?? '0',
      status: opts.status ?? LINE_STATUS.active,
      exp_at: startOfDayIn(days, at) + 12 * HOUR,
      origin: 'official',
      created_at: at,
    } as never)
    .returning(['id', 'username'])
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), username: row.username };
}

const expiries = (token: string, query = '') => t.request('GET', `/api/vencimentos${query}`, { token });

describe('GET /api/vencimentos', () => {
  it("lists a master's network by expiry day: today, in 3 and 7 days, expired in 30 days; no trials, no other branch", async () => {
    const master = await t.createAccount({ profile: 'master', permissions: ['new_p2p'] });
    const sub = await t.createAccount({ ownerId: master.id });
    const other = await t.createAccount();
    const today = await line(sub.id, 0, { whatsapp: '5511999990000' });
    const soon = await line(master.id, 2, { kind: 'p2p' });
    const week = await line(sub.id, 5, { kind: 'new_p2p' });
    const gone = await line(master.id, -10);
    await line(master.id, -40);
    await line(master.id, 0, { status: LINE_STATUS.test });
    await line(other.id, 0);
    const token = await t.loginAs(master.username);

    const res = await expiries(token);
    expect(res.data.counts).toEqual({ today: 1, in3: 1, in7: 1, expired: 1 });
    expect(res.data.rows).toEqual([
      expect.objectContaining({
        id: today.id,
        kind: 'iptv',
        username: today.username,
        owner: sub.username,
        whatsapp: '5511999990000',
        reminded_at_formatted: null,
      }),
    ]);
    expect(res.data.rows[0].exp_date_formatted).toMatch(/^\d{2}\/\d{2}\/\d{4} 12:00:00$/);
    const ids = async (tab: string) => (await expiries(token, `?tab=${tab}`)).data.all.map((l: { id: number; kind: string }) => [l.id, l.kind]);
    expect(await ids('in3')).toEqual([[soon.id, 'p2p']]);
    expect(await ids('in7')).toEqual([[week.id, 'new_p2p']]);
    expect(await ids('expired')).toEqual([[gone.id, 'iptv']]);
    expect((await expiries(token)).data.all).toEqual([
      {
        id: today.id,
        kind: 'iptv',
        username: today.username,
        whatsapp: '5511999990000',
        exp_at: res.data.rows[0].exp_at,
        exp_date_formatted: res.data.rows[0].exp_date_formatted,
      },
    ]);
    expect((await expiries(token, `?tab=today&search=${today.username.slice(-4)}`)).data.total).toBe(1);
    expect((await expiries(token, '?tab=today&search=nao-existe')).data.total).toBe(0);
    // The dashboard asks for the counts alone.
    expect((await expiries(token, '?counts=1')).data).toMatchObject({ counts: { today: 1, in3: 1, in7: 1, expired: 1 }, rows: [], all: [] });
    // The sub-reseller sees its own lines only.
    expect((await expiries(await t.loginAs(sub.username))).data.counts).toEqual({ today: 1, in3: 0, in7: 0, expired: 0 });
  });

  it("the dashboard's 'vencendo em 7 dias' counts exactly the lines of 'Hoje', 'Em 3 dias' and 'Em 7 dias'; 'Incluir testes' adds the tests", async () => {
    const master = await t.createAccount({ profile: 'master', permissions: ['new_p2p'] });
    const sub = await t.createAccount({ ownerId: master.id });
    await line(master.id, 0);
    await line(master.id, 3);
    await line(sub.id, 7);
    await line(master.id, 1, { kind: 'p2p' });
    await line(sub.id, 6, { kind: 'new_p2p' });
    // Left out of both: tests (issue 26: the dashboard counted 20 where the tabs said 2), off lines,
    // expired lines and lines past the 7 days.
    for (const days of [0, 0, 2, 5]) await line(master.id, days, { status: LINE_STATUS.test });
    await line(sub.id, 4, { kind: 'p2p', status: LINE_STATUS.test });
    await line(master.id, 2, { status: LINE_STATUS.disabled });
    await line(master.id, -3);
    await line(master.id, 8);
    const token = await t.loginAs(master.username);

    const { counts } = (await expiries(token, '?counts=1')).data;
    const dash = (await t.request('GET', '/api/dash-reseller', { token })).data;
    expect(counts).toMatchObject({ today: 1, in3: 2, in7: 2 });
    expect(dash).toMatchObject({ expiring_iptv: 3, expiring_p2p: 2 });
    expect(dash.expiring_iptv + dash.expiring_p2p).toBe(counts.today + counts.in3 + counts.in7);
    // Each kind as the tabs list it.
    const kinds = (await Promise.all(['today', 'in3', 'in7'].map(async (tab) => (await expiries(token, `?tab=${tab}`)).data.all)))
      .flat()
      .map((l: { kind: string }) => l.kind);
    expect(kinds.filter((k) => k === 'iptv')).toHaveLength(dash.expiring_iptv);
    expect(kinds.filter((k) => k !== 'iptv')).toHaveLength(dash.expiring_p2p);

    const withTests = await expiries(token, '?tests=1');
    expect(withTests.data.counts).toEqual({ today: 3, in3: 3, in7: 4, expired: 1 });
    expect(withTests.data.rows).toHaveLength(3);
    expect((await expiries(token, '?tests=2')).status).toBe(422);
  });

  it('shows only the kinds the caller may renew: new P2P needs its permission, a kind switched off disappears', async () => {
    const r = await t.createAccount();
    await line(r.id, 0);
    await line(r.id, 0, { kind: 'p2p' });
    await line(r.id, 0, { kind: 'new_p2p' });
    const token = await t.loginAs(r.username);
    expect((await expiries(token)).data.rows.map((l: { kind: string }) => l.kind).sort()).toEqual(['iptv', 'p2p']);
    await setFlag(t.db, 'p2p', false);
    try {
      expect((await expiries(token)).data.rows.map((l: { kind: string }) => l.kind)).toEqual(['iptv']);
      // The admin renews every kind, flags or not.
      expect((await expiries(await t.loginAs('admin', ADMIN_PASSWORD))).data.counts.today).toBeGreaterThanOrEqual(3);
    } finally {
      await setFlag(t.db, 'p2p', true);
    }
  });

  it('pages a tab and refuses a bad tab, page size or search with a pt-BR 422', async () => {
    const r = await t.createAccount();
    for (let i = 0; i < 12; i++) await line(r.id, 1);
    const token = await t.loginAs(r.username);
    const page2 = (await expiries(token, '?tab=in3&per_page=10&page=2')).data;
    expect(page2).toMatchObject({ total: 12, page: 2, per_page: 10 });
    expect(page2.rows).toHaveLength(2);
    expect(page2.all).toHaveLength(12);
    for (const bad of ['?tab=amanha', '?per_page=7', '?page=0', `?search=${'x'.repeat(101)}`]) {
      const res = await expiries(token, bad);
      expect(res.status, bad).toBe(422);
      expect(res.data.message).toMatch(/\S/);
    }
  });
});

describe('renewing and reminding many lines', () => {
  it('renews 5 lines in one go for exactly their price, one ledger row each; the same selection again charges nothing', async () => {
    const r = await t.createAccount({ credits: 20 });
    const token = await t.loginAs(r.username);
    const lines = [await line(r.id, 0), await line(r.id, 1), await line(r.id, 2, { kind: 'p2p' }), await line(r.id, -3), await line(r.id, 6)];
    const kinds = ['iptv', 'iptv', 'p2p', 'iptv', 'iptv'];
    const path = (kind: string, id: number) => (kind === 'p2p' ? `/api/users-p2p/${id}` : `/api/users-iptv/${id}`);
    // As the screen sends them: 3 months (3 credits) each, the key of the batch and of the line.
    const renew = () =>
      Promise.all(
        lines.map((l, i) =>
          t.request('PUT', path(kinds[i]!, l.id), { token, body: { action: 1, credits: 3 }, headers: { 'idempotency-key': `lote-1:${kinds[i]}:${l.id}` } }),
        ),
      );
    const first = await renew();
    expect(first.map((a) => a.status)).toEqual(Array(5).fill(200));
    expect(await t.creditsOf(r.id)).toBe(5);
    const again = await renew();
    expect(again.map((a) => a.status)).toEqual(Array(5).fill(200));
    expect(await t.creditsOf(r.id)).toBe(5);
    const rows = await t.db.selectFrom('ledger_entries').select('line_id').where('from_account_id', '=', r.id).execute();
    expect(rows.map((x) => Number(x.line_id)).sort()).toEqual(lines.map((l) => l.id).sort());
    expect(await t.checkLedgerInvariant()).toEqual([]);
    // Renewed by 90 days, each line leaves the tabs of what expires this week.
    expect((await expiries(token)).data.counts).toEqual({ today: 0, in3: 0, in7: 0, expired: 0 });
  });

  it("records a reminder on the caller's own lines only, and the list shows when", async () => {
    const r = await t.createAccount();
    const other = await t.createAccount();
    const mine = await line(r.id, 0);
    const theirs = await line(other.id, 0);
    const token = await t.loginAs(r.username);
    const res = await t.request('POST', '/api/vencimentos/lembrete', { token, body: { ids: [mine.id, theirs.id] } });
    expect(res.data).toEqual({ message: EXPIRY_MSG.remindersSaved(1), saved: 1 });
    expect((await expiries(token)).data.rows[0].reminded_at_formatted).toMatch(/^\d{2}\/\d{2}\/\d{4} /);
    expect((await expiries(await t.loginAs(other.username))).data.rows[0].reminded_at_formatted).toBeNull();
    for (const body of [{}, { ids: [] }, { ids: ['x'] }, { ids: Array.from({ length: 501 }, (_, i) => i + 1) }])
      expect((await t.request('POST', '/api/vencimentos/lembrete', { token, body })).status).toBe(422);
  });
});
