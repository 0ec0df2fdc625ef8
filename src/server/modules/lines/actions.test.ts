import { describe, expect, it } from 'vitest';
import { SETTINGS_ACTION } from '../../../shared/domain';
import { MSG } from '../../../shared/messages';
import { SERVER_MSG } from '../../messages';
import { useTestApp } from '../../test/harness';

const t = useTestApp();

const DAY = 86_400_000;
const line = async (id: number) => t.db.selectFrom('lines').selectAll().where('id', '=', id).executeTakeFirst();

async function withLine(kind: 'users-iptv' | 'users-p2p' | 'new-users-p2p', official = true, balance = 10) {
  const r = await t.createAccount({ credits: balance });
  const token = await t.loginAs(r.username);
  const body = kind === 'users-iptv' ? { isOficial: official, package: 1 } : { isOficial: official, productid: 9, nota: 'cliente' };
  const created = await t.request('POST', `/api/${kind}`, { token, body });
  expect(created.status).toBe(200);
  return { r, token, id: created.data.id as number, name: created.data.username as string };
}

describe('line actions', () => {
  it('extends from the expiry, charges once per request id, and turns a test official', async () => {
    const { r, token, id, name } = await withLine('users-iptv', false);
    const before = (await line(id))!.exp_at;
    const send = () => t.request('PUT', `/api/users-iptv/${id}`, { token, body: { action: 1, credits: 1 }, headers: { 'idempotency-key': 'renova-1' } });
    const [a, b] = await Promise.all([send(), send()]);
    expect(a.data.exp_date_formatted).toBe(b.data.exp_date_formatted);
    expect(a.data.message).toContain(name);
    const after = (await line(id))!;
    expect(after.status).toBe(1);
    expect(after.exp_at - Math.max(before, Date.now())).toBeGreaterThan(29 * DAY);
    expect(await t.creditsOf(r.id)).toBe(9);
    expect(await t.checkLedgerInvariant()).toEqual([]);
  });

  it('never extends past the balance, even 50 at once', async () => {
    const { r, token, id } = await withLine('users-p2p', true, 4);
    const res = await Promise.all(Array.from({ length: 50 }, () => t.request('PUT', `/api/users-p2p/${id}`, { token, body: { action: 1, credits: 1 } })));
    expect(res.filter((x) => x.status === 200)).toHaveLength(3);
    expect(await t.creditsOf(r.id)).toBe(0);
    expect(await t.checkLedgerInvariant()).toEqual([]);
  });

  it('toggles, gives trust once per paid period, sets 23:59, edits, rolls back, and deletes', async () => {
    const { token, id, name } = await withLine('users-p2p');
    const actives = async () => (await t.request('GET', '/api/dash-reseller', { token })).data.users_p2p;
    expect(await actives()).toBe(1);
    expect((await t.request('PUT', `/api/users-p2p/${id}`, { token, body: { action: 0, on: 0 } })).data.message).toBe(MSG.lineToggled(name));
    expect((await line(id))!.status).toBe(0);
    expect(await actives()).toBe(0);
    await t.request('PUT', `/api/users-p2p/${id}`, { token, body: { action: 0, on: 1 } });
    expect((await line(id))!.status).toBe(1);
    expect(await actives()).toBe(1);

    const exp = (await line(id))!.exp_at;
    expect((await t.request('PUT', `/api/users-p2p/${id}`, { token, body: { action: 7 } })).data.message).toBe(MSG.lineTrusted(name));
    expect((await line(id))!.exp_at - exp).toBe(48 * 3_600_000);
    expect((await t.request('PUT', `/api/users-p2p/${id}`, { token, body: { action: 7 } })).data.message).toBe(SERVER_MSG.lineTrustUsed);

    await t.request('PUT', `/api/users-p2p/${id}`, { token, body: { action: 10 } });
    const at2359 = new Date((await line(id))!.exp_at).toLocaleTimeString('pt-BR', { timeZone: 'America/Sao_Paulo' });
    expect(at2359).toBe('23:59:59');

    const edit = await t.request('PUT', `/api/users-p2p/${id}`, { token, body: { action: 3, name: `${name}x`, whatsapp: '', nota: 'vip' } });
    expect(edit.data.message).toBe(MSG.lineEdited);
    expect(await line(id)).toMatchObject({ username: `${name}x`, whatsapp: '0', note: 'vip' });
    expect((await t.request('PUT', `/api/users-p2p/${id}`, { token, body: { action: 4, nota: 'nova nota' } })).data.message).toBe(MSG.lineNoteEdited);
    expect((await t.request('PUT', `/api/users-p2p/${id}`, { token, body: { action: 5, product_id: 10 } })).data.message).toBe(MSG.linePackageEdited);

    const past = await t.request('PUT', `/api/users-p2p/${id}`, { token, body: { action: 3, exp_day: '2020-01-01' } });
    expect(past).toMatchObject({ status: 422, data: { message: SERVER_MSG.lineBadExpiry } });
    const tomorrow = new Date(Date.now() + 2 * DAY).toISOString().slice(0, 10);
    expect((await t.request('PUT', `/api/users-p2p/${id}`, { token, body: { action: 3, exp_day: tomorrow } })).status).toBe(200);

    expect((await t.request('PUT', `/api/users-p2p/${id}`, { token, body: { action: 2 } })).data.message).toBe(MSG.lineDeleted(`${name}x`));
    expect(await line(id)).toBeUndefined();
  });

  it('sets a later expiry only as a new expiry date (flagVencimento), charging the months it adds once per request id', async () => {
    const { r, token, id } = await withLine('users-p2p', false, 5);
    const before = (await line(id))!;
    const day = (ms: number) => new Date(ms).toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
    const later = day(before.exp_at + 40 * DAY);
    // Without the flag a later day is refused, as before: only a roll-back.
    expect(await t.request('PUT', `/api/users-p2p/${id}`, { token, body: { action: 3, exp_day: later } })).toMatchObject({
      status: 422,
      data: { message: SERVER_MSG.lineBadExpiry },
    });
    expect((await line(id))!.exp_at).toBe(before.exp_at);

    const send = () =>
      t.request('PUT', `/api/users-p2p/${id}`, {
        token,
        body: { action: 3, exp_day: later, flagVencimento: 1 },
        headers: { 'idempotency-key': 'novo-venc-1' },
      });
    const [a, b] = await Promise.all([send(), send()]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const after = (await line(id))!;
    expect(new Date(after.exp_at).toLocaleTimeString('pt-BR', { timeZone: 'America/Sao_Paulo' })).toBe('23:59:59');
    expect(day(after.exp_at)).toBe(later);
    // 40 days past the expiry: two whole months (rounded up), charged once; the test became official.
    expect(await t.creditsOf(r.id)).toBe(3);
    expect(after.status).toBe(1);
    expect(await t.checkLedgerInvariant()).toEqual([]);

    // More months than the balance: refused, nothing changed.
    const far = await t.request('PUT', `/api/users-p2p/${id}`, { token, body: { action: 3, exp_day: day(after.exp_at + 200 * DAY), flagVencimento: 1 } });
    expect(far.status).toBe(422);
    expect((await line(id))!.exp_at).toBe(after.exp_at);
    expect(await t.creditsOf(r.id)).toBe(3);

    // Back again with the flag: free, and no refund.
    expect((await t.request('PUT', `/api/users-p2p/${id}`, { token, body: { action: 3, exp_day: day(Date.now() + 2 * DAY), flagVencimento: 1 } })).status).toBe(
      200,
    );
    expect(await t.creditsOf(r.id)).toBe(3);
  });

  it('moves the expiry forward for the admin without a charge', async () => {
    const admin = await t.loginAs('admin', 'Admin-test-123');
    const created = await t.request('POST', '/api/new-users-p2p', { token: admin, body: { isOficial: true, productid: 9 } });
    expect(created.status).toBe(200);
    const id = created.data.id as number;
    const exp = (await line(id))!.exp_at;
    const later = new Date(exp + 90 * DAY).toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
    expect((await t.request('PUT', `/api/new-users-p2p/${id}`, { token: admin, body: { action: 3, exp_day: later, flagVencimento: 1 } })).status).toBe(200);
    expect((await line(id))!.exp_at).toBeGreaterThan(exp + 89 * DAY);
    expect(await t.checkLedgerInvariant()).toEqual([]);
  });

  it('keeps a note exactly as typed: punctuation, parentheses and the spaces around it', async () => {
    const { token, id } = await withLine('users-iptv');
    const typed = '  nota (editada) - com/traços. e espaços  ';
    expect((await t.request('PUT', `/api/users-iptv/${id}`, { token, body: { action: 4, nota: typed } })).status).toBe(200);
    expect((await t.request('GET', '/api/users-iptv', { token })).data[0].nota).toBe(typed);
    const edited = '(11) 9876-5432 / cliente.vip';
    expect((await t.request('PUT', `/api/users-iptv/${id}`, { token, body: { action: 3, nota: edited } })).status).toBe(200);
    expect((await line(id))!.note).toBe(edited);
  });

  it("refuses a note past 255 characters with the form's words, never cutting it; 255 are kept whole", async () => {
    const { token, id } = await withLine('users-iptv');
    const refused = { status: 422, data: { errors: { nota: ['O campo Nota não está no formato correto.'] } } };
    for (const action of [4, 3])
      expect(await t.request('PUT', `/api/users-iptv/${id}`, { token, body: { action, nota: 'n'.repeat(256) } })).toMatchObject(refused);
    expect(await t.request('POST', '/api/users-p2p', { token, body: { isOficial: false, productid: 9, test_hours: 3, nota: 'n'.repeat(256) } })).toMatchObject(
      refused,
    );
    expect((await line(id))!.note).not.toHaveLength(256);
    const full = 'é'.repeat(255);
    expect((await t.request('PUT', `/api/users-iptv/${id}`, { token, body: { action: 4, nota: full } })).status).toBe(200);
    expect((await line(id))!.note).toBe(full);
  });

  it('migrates IPTV to P2P and back keeping the expiry, in one step', async () => {
    const { token, id, name } = await withLine('users-iptv');
    const exp = (await line(id))!.exp_at;
    const toP2p = await t.request('PUT', `/api/users-iptv/${id}`, { token, body: { action: 9, productid: 10, nota: 'migrado' } });
    expect(toP2p.data).toMatchObject({ message: MSG.lineMigrated, name });
    expect(await line(id)).toBeUndefined();
    const p2p = (await t.request('GET', '/api/users-p2p', { token })).data[0];
    expect(p2p).toMatchObject({ name, productid: 10, nota: 'migrado', endTime_timestamp: exp });
    const back = await t.request('PUT', `/api/users-p2p/${p2p.id}`, { token, body: { action: 6, package: 1 } });
    expect(back.status).toBe(200);
    expect((await t.request('GET', '/api/users-iptv', { token })).data[0]).toMatchObject({ username: name, exp_date_timestamp: exp });
    expect((await t.request('PUT', `/api/users-iptv/${back.data.id}`, { token, body: { action: 6, package: 1 } })).data.message).toBe(
      SERVER_MSG.lineActionInvalid,
    );
  });

  it("answers 404 for every action on another branch's line and changes nothing", async () => {
    const { id } = await withLine('users-iptv');
    const stranger = await t.createAccount({ credits: 5 });
    const token = await t.loginAs(stranger.username);
    for (const body of [
      { action: 0 },
      { action: 1, credits: 1 },
      { action: 2 },
      { action: 3, nota: 'x' },
      { action: 7 },
      { action: 8 },
      { action: 9, productid: 9 },
      { action: 10 },
    ]) {
      expect((await t.request('PUT', `/api/users-iptv/${id}`, { token, body })).status).toBe(404);
    }
    expect(await line(id)).toBeDefined();
    expect(await t.creditsOf(stranger.id)).toBe(5);
  });

  it('cleans IPTV tests by range', async () => {
    const { token, id } = await withLine('users-iptv', false);
    await t.db
      .updateTable('lines')
      .set({ exp_at: Date.now() - 10 * DAY })
      .where('id', '=', id)
      .execute();
    expect((await t.request('POST', '/api/clean-trials', { token, body: { range: 2 } })).data.deleted).toBe(0);
    const res = await t.request('POST', '/api/clean-trials', { token, body: { range: 3 } });
    expect(res.data).toEqual({ message: SERVER_MSG.linesTrialsCleaned, deleted: 1 });
  });
});

describe('links and the custom package', () => {
  it('answers the links dialog texts in every link type, X-CLOUD only while enabled', async () => {
    const { token, id, name } = await withLine('users-iptv');
    const links = (await t.request('PUT', `/api/users-iptv/${id}`, { token, body: { action: 8 } })).data;
    expect(
      Object.keys(links.link_texts)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([1, 2, 4, 5, 6, 7, 8, 9]);
    expect(links.xcloud_enabled).toBe(true);
    expect(links.link_texts[8]).toContain(links.short_M3U8);
    expect(links.link_texts[1]).toContain(`Usuário: <b>${name}</b>`);
    // COMPLETO holds every link in the dialog's order: M3U8 first, X-CLOUD last.
    const completo: string = links.link_texts[9];
    expect(completo.indexOf(links.link_texts[8])).toBe(0);
    expect(completo.endsWith(links.link_texts[7])).toBe(true);
    expect(completo.indexOf(links.link_texts[1])).toBeLessThan(completo.indexOf(links.link_texts[5]));

    // The admin's catalogue text leads the app's link (sanitised), and 'disable-xcloud' hides X-CLOUD.
    await t.db
      .insertInto('settings')
      .values([
        { key: 'link_catalogue.2', value: 'Baixe o app <b>XP</b><script>alert(1)</script>' },
        { key: 'link_catalogue.disable-xcloud', value: '1' },
      ])
      .execute();
    const hidden = (await t.request('PUT', `/api/users-iptv/${id}`, { token, body: { action: 8 } })).data;
    expect(hidden.xcloud_enabled).toBe(false);
    expect(hidden.link_texts[7]).toBeUndefined();
    expect(hidden.link_texts[2]).toContain('Baixe o app <b>XP</b>');
    expect(hidden.link_texts[2]).not.toContain('<script>');
    await t.db.deleteFrom('settings').where('key', 'like', 'link_catalogue.%').execute();
  });

  it('edits an IPTV line into a custom package of bouquets and back to a ready package', async () => {
    const { token, id } = await withLine('users-iptv');
    await t.request('PUT', `/api/users-iptv/${id}`, { token, body: { action: 3, isCustomPackage: true, bouquets: [4, 5] } });
    expect(await line(id)).toMatchObject({ package_id: null, bouquets: '[4,5]' });
    expect((await t.request('PUT', `/api/users-iptv/${id}`, { token, body: { action: 3, isCustomPackage: true, bouquets: [] } })).status).toBe(422);
    await t.request('PUT', `/api/users-iptv/${id}`, { token, body: { action: 3, isCustomPackage: false, package: 2 } });
    expect(await line(id)).toMatchObject({ package_id: 2, bouquets: '[]' });
  });
});

describe('trust on a test line', () => {
  it('is refused: 48 free hours are for official lines', async () => {
    const { token, id } = await withLine('users-iptv', false);
    const before = (await line(id))!.exp_at;
    const res = await t.request('PUT', `/api/users-iptv/${id}`, { token, body: { action: 7 } });
    expect(res).toMatchObject({ status: 422, data: { message: SERVER_MSG.lineTrustOfficialOnly } });
    expect((await line(id))!.exp_at).toBe(before);
  });
});

describe('admin bulk actions of POST /api/settings', () => {
  it('blocks and unblocks IPTV tests, deletes expired IPTV lines and IPTV tests', async () => {
    const admin = await t.loginAs('admin', 'Admin-test-123');
    const test = await withLine('users-iptv', false);
    const paid = await withLine('users-iptv', true);
    const settings = (action: number) => t.request('POST', '/api/settings', { token: admin, body: { action } });
    expect((await settings(SETTINGS_ACTION.blockIptvTests)).status).toBe(200);
    expect((await line(test.id))!.status).toBe(0);
    expect((await line(paid.id))!.status).toBe(1);
    // Blocked by the admin, a test stays off: the reseller's toggle is refused.
    const toggle = await t.request('PUT', `/api/users-iptv/${test.id}`, { token: test.token, body: { action: 0 } });
    expect(toggle).toMatchObject({ status: 422, data: { message: SERVER_MSG.iptvTestsBlockedNow } });
    expect((await line(test.id))!.status).toBe(0);
    await settings(SETTINGS_ACTION.unblockIptvTests);
    expect((await line(test.id))!.status).toBe(2);
    await t.db
      .updateTable('lines')
      .set({ exp_at: Date.now() - DAY })
      .where('id', '=', paid.id)
      .execute();
    expect((await settings(SETTINGS_ACTION.deleteExpiredIptv)).data.message).toMatch(/vencidos excluídos: [1-9]/);
    expect(await line(paid.id)).toBeUndefined();
    expect((await t.request('GET', '/api/dash-reseller', { token: paid.token })).data.users_iptv).toBe(0);
    await settings(SETTINGS_ACTION.deleteIptvTests);
    expect(await line(test.id)).toBeUndefined();
  });
});
