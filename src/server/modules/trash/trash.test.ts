// 'Lixeira' (issue 30), through the app: a deleted line leaves the lists and player_api at once, keeps
// its username, and comes back as it was (same username and expiry) with the books unchanged; restoring
// twice restores once; another subtree never finds it; 'Excluir definitivamente' and the purge erase it.
import { describe, expect, it } from 'vitest';
import { TRASH_MSG } from '../../../shared/trash/texts';
import { SERVER_MSG } from '../../messages';
import { ADMIN_PASSWORD, useTestApp } from '../../test/harness';
import { purgeTrash } from './retention';

const t = useTestApp();

async function resellerWithLine() {
  const account = await t.createAccount({ credits: 10 });
  const token = await t.loginAs(account.username);
  const line = (await t.request('POST', '/api/users-iptv', { token, body: { isOficial: true, package: 1, credits: 2 } })).data;
  return { account, token, line };
}
const player = (username: string, password: string) => t.request('GET', `/player_api.php?username=${username}&password=${password}`);
const listed = async (token: string) => (await t.request('GET', '/api/users-iptv', { token })).data.map((l: { username: string }) => l.username);
const balance = async (id: number) => Number((await t.db.selectFrom('accounts').select('credits').where('id', '=', id).executeTakeFirstOrThrow()).credits);

describe('the trash', () => {
  it('takes a deleted line out at once and gives it back as it was, the books balanced, once however often asked', async () => {
    const { account, token, line } = await resellerWithLine();
    const before = await t.db
      .selectFrom('lines')
      .select(['username', 'password', 'exp_at', 'account_id', 'status'])
      .where('id', '=', line.id)
      .executeTakeFirstOrThrow();
    expect((await player(line.username, line.password)).data.user_info.auth).toBe(1);
    const credits = await balance(account.id);

    expect((await t.request('PUT', `/api/users-iptv/${line.id}`, { token, body: { action: 2 } })).status).toBe(200);
    expect(await listed(token)).not.toContain(line.username);
    expect((await player(line.username, line.password)).data.user_info?.auth ?? 0).toBe(0);
    const trash = (await t.request('GET', '/api/lixeira', { token })).data;
    expect(trash.rows).toMatchObject([{ id: line.id, username: line.username, deleted_by: account.username, kind_label: 'IPTV' }]);
    // Its username is kept for it.
    const taken = await t.request('POST', '/api/users-iptv', { token, body: { isOficial: true, package: 1, credits: 1, username: line.username } });
    expect(taken).toMatchObject({ status: 422, data: { message: SERVER_MSG.lineUsernameInTrash } });

    const restore = () => t.request('POST', `/api/lixeira/${line.id}/restaurar`, { token, body: {} });
    const [first, second] = await Promise.all([restore(), restore()]);
    expect([first.status, second.status].sort()).toEqual([200, 404]);
    expect(
      await t.db.selectFrom('lines').select(['username', 'password', 'exp_at', 'account_id', 'status']).where('id', '=', line.id).executeTakeFirstOrThrow(),
    ).toEqual(before);
    expect(await listed(token)).toContain(line.username);
    expect((await player(line.username, line.password)).data.user_info.auth).toBe(1);
    expect(await balance(account.id)).toBe(credits);
    expect(await t.checkLedgerInvariant()).toEqual([]);
    expect((await t.request('GET', '/api/lixeira', { token })).data.rows).toEqual([]);
  });

  it("keeps each subtree's trash its own, and erases for good on request or after the admin's period", async () => {
    const { token, line } = await resellerWithLine();
    const stranger = await t.loginAs((await t.createAccount({ profile: 'master' })).username);
    await t.request('PUT', `/api/users-iptv/${line.id}`, { token, body: { action: 2 } });
    expect((await t.request('GET', '/api/lixeira', { token: stranger })).data.rows).toEqual([]);
    const snapshot = await t.snapshot();
    expect(await t.request('POST', `/api/lixeira/${line.id}/restaurar`, { token: stranger, body: {} })).toMatchObject({
      status: 404,
      data: { message: TRASH_MSG.notFound },
    });
    expect((await t.request('DELETE', `/api/lixeira/${line.id}`, { token: stranger })).status).toBe(404);
    expect(await t.snapshot()).toBe(snapshot);
    // The admin sees every trash.
    const admin = await t.loginAs('admin', ADMIN_PASSWORD);
    expect((await t.request('GET', '/api/lixeira', { token: admin })).data.rows.map((r: { id: number }) => r.id)).toContain(line.id);

    expect((await t.request('DELETE', `/api/lixeira/${line.id}`, { token })).status).toBe(200);
    expect((await t.request('POST', `/api/lixeira/${line.id}/restaurar`, { token, body: {} })).status).toBe(404);
    // Erased, its username is free again.
    expect((await t.request('POST', '/api/users-iptv', { token, body: { isOficial: true, package: 1, credits: 1, username: line.username } })).status).toBe(
      200,
    );

    const other = await resellerWithLine();
    await t.request('PUT', `/api/users-iptv/${other.line.id}`, { token: other.token, body: { action: 2 } });
    expect((await t.request('PUT', '/api/lixeira/prazo', { token: other.token, body: { days: 5 } })).status).toBe(403);
    expect((await t.request('PUT', '/api/lixeira/prazo', { token: admin, body: { days: 5 } })).status).toBe(200);
    await t.db
      .updateTable('line_trash')
      .set({ deleted_at: Date.now() - 6 * 86_400_000 })
      .where('line_id', '=', other.line.id)
      .execute();
    expect(await purgeTrash(t.db)).toBeGreaterThanOrEqual(1);
    expect((await t.request('GET', '/api/lixeira', { token: other.token })).data.rows).toEqual([]);
  });

  it('says whether each deleted line was a test or paid, a test that was disabled too (issue 43)', async () => {
    const { token, line: paid } = await resellerWithLine();
    const test = (await t.request('POST', '/api/users-iptv', { token, body: { isOficial: false, package: 1, test_hours: 3 } })).data;
    const disabledTest = (await t.request('POST', '/api/users-iptv', { token, body: { isOficial: false, package: 1, test_hours: 3 } })).data;
    expect((await t.request('PUT', `/api/users-iptv/${disabledTest.id}`, { token, body: { action: 0 } })).status).toBe(200);
    for (const line of [paid, test, disabledTest])
      expect((await t.request('PUT', `/api/users-iptv/${line.id}`, { token, body: { action: 2 } })).status).toBe(200);
    const rows = (await t.request('GET', '/api/lixeira', { token })).data.rows as { id: number; test: boolean }[];
    expect(Object.fromEntries(rows.map((r) => [r.id, r.test]))).toEqual({ [paid.id]: false, [test.id]: true, [disabledTest.id]: true });
  });
});
