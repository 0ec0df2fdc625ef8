// A screen keeps its line list and asks only for what changed since its cursor (issue 28). Applied to
// the list it holds, the changes give, byte for byte, the list built whole at that moment: after
// creations, renewals, edits, deletions (from the app and straight in the database), a player going
// online, and expiries that only the clock passed.
import { describe, expect, it } from 'vitest';
import { applyListChanges, LINE_ACTION, type ListChanges } from '../../../shared/lines/texts';
import type { IptvLine } from '../../../shared/lines/schemas';
import { useTestApp } from '../../test/harness';
import { pruneLineChanges } from './prune-changes';

const t = useTestApp();
const DAY = 86_400_000;

const changes = async (token: string, cursor?: string) =>
  (await t.request('GET', `/api/users-iptv/changes${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, { token })).data as ListChanges<IptvLine>;
const whole = async (token: string) => (await t.request('GET', '/api/users-iptv', { token })).data as IptvLine[];
const create = async (token: string, nota = '') =>
  (await t.request('POST', '/api/users-iptv', { token, body: { isOficial: true, package: 1, credits: 1, nota } })).data as IptvLine & { id: number };

describe('the changes of a line list', () => {
  it('patch the held list into the list built whole, after every kind of change', async () => {
    const reseller = await t.createAccount({ credits: 50 });
    const token = await t.loginAs(reseller.username);
    const lines: (IptvLine & { id: number })[] = [];
    for (let i = 0; i < 6; i++) lines.push(await create(token, `linha ${i}`));
    // Two lines about to turn with time alone: one expires, one enters the last day.
    const soon = Date.now() + 1_500;
    await t.db.updateTable('lines').set({ exp_at: soon }).where('id', '=', lines[0]!.id).execute();
    await t.db
      .updateTable('lines')
      .set({ exp_at: soon + DAY })
      .where('id', '=', lines[1]!.id)
      .execute();

    const first = await changes(token);
    expect(first.full).toBe(true);
    expect(JSON.stringify(first.rows)).toBe(JSON.stringify(await whole(token)));
    let held = first.rows;
    let cursor = first.cursor;

    // Nothing changed: nothing is sent.
    const none = await changes(token, cursor);
    expect(none).toMatchObject({ full: false, rows: [], removed: [] });

    await create(token, 'nova');
    await t.request('PUT', `/api/users-iptv/${lines[2]!.id}`, { token, body: { action: LINE_ACTION.extend, credits: 1 } });
    await t.request('PUT', `/api/users-iptv/${lines[3]!.id}`, { token, body: { action: LINE_ACTION.note, nota: 'editada' } });
    await t.request('PUT', `/api/users-iptv/${lines[4]!.id}`, { token, body: { action: LINE_ACTION.delete } });
    await t.db.deleteFrom('lines').where('id', '=', lines[5]!.id).execute();
    await t.request('GET', `/player_api.php?username=${lines[3]!.username}&password=${lines[3]!.password}`);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, soon - Date.now() + 100)));

    const delta = await changes(token, cursor);
    expect(delta.full).toBe(false);
    expect(delta.removed.sort()).toEqual([lines[4]!.id, lines[5]!.id].sort());
    // The new line, the renewed, the edited (and online), and the two the clock turned; no other.
    expect(delta.rows).toHaveLength(5);
    held = applyListChanges(held, delta);
    cursor = delta.cursor;
    const rebuilt = await whole(token);
    expect(JSON.stringify(held)).toBe(JSON.stringify(rebuilt));
    expect(held.find((l) => l.id === lines[0]!.id)).toMatchObject({ expired: true });
    expect(held.find((l) => l.id === lines[1]!.id)).toMatchObject({ expiring: 2 });
    expect(held.find((l) => l.id === lines[3]!.id)?.watching).not.toBe('');

    // The next cursor carries on from there.
    await create(token, 'mais uma');
    const after = await changes(token, cursor);
    expect(after.rows.map((l) => l.nota)).toEqual(['mais uma']);
    expect(JSON.stringify(applyListChanges(held, after))).toBe(JSON.stringify(await whole(token)));
  });

  it("answers the whole list to a cursor it cannot patch, and never another account's lines", async () => {
    const [ana, bia] = [await t.createAccount({ credits: 10 }), await t.createAccount({ credits: 10 })];
    const [anaToken, biaToken] = [await t.loginAs(ana.username), await t.loginAs(bia.username)];
    await create(anaToken, 'da ana');
    const anaCursor = (await changes(anaToken)).cursor;
    // Another account's cursor, a made-up one and one from the future: the whole (own) list.
    for (const cursor of [anaCursor, 'x.y.z', `999999.${Date.now() + DAY}.abc`]) {
      const answer = await changes(biaToken, cursor);
      expect(answer).toMatchObject({ full: true, rows: [] });
    }
    await create(anaToken, 'outra da ana');
    const later = await changes(biaToken, (await changes(biaToken)).cursor);
    expect(later).toMatchObject({ full: false, rows: [], removed: [] });
  });
});

describe('the records of lines gone from a list', () => {
  it('are dropped once far behind, and a cursor from before them gets the whole list', async () => {
    const reseller = await t.createAccount({ credits: 20 });
    const token = await t.loginAs(reseller.username);
    const lines: (IptvLine & { id: number })[] = [];
    for (let i = 0; i < 4; i++) lines.push(await create(token, `linha ${i}`));
    const old = (await changes(token)).cursor;
    await t.request('PUT', `/api/users-iptv/${lines[0]!.id}`, { token, body: { action: LINE_ACTION.delete } });
    await t.request('PUT', `/api/users-iptv/${lines[1]!.id}`, { token, body: { action: LINE_ACTION.note, nota: 'editada' } });
    const recent = (await changes(token)).cursor;
    await t.request('PUT', `/api/users-iptv/${lines[2]!.id}`, { token, body: { action: LINE_ACTION.delete } });
    const records = () =>
      t.db
        .selectFrom('line_changes')
        .select('line_id')
        .where('account_id', '=', reseller.id)
        .orderBy('line_id')
        .execute()
        .then((rows) => rows.map((r) => Number(r.line_id)));
    expect(await records()).toEqual(lines.map((l) => l.id));

    // Kept two versions back: the first deletion is that far behind, the last one is not, and the
    // records of the lines still in the list stay whatever their age.
    expect(await pruneLineChanges(t.db, 2)).toBeGreaterThanOrEqual(1);
    expect(await records()).toEqual([lines[1]!.id, lines[2]!.id, lines[3]!.id]);
    expect(await pruneLineChanges(t.db, 2)).toBe(0);

    // The cursor from before the dropped record: the whole list, without the deleted line.
    const fromOld = await changes(token, old);
    expect(fromOld.full).toBe(true);
    expect(fromOld.rows.map((l) => l.id).sort()).toEqual([lines[1]!.id, lines[3]!.id].sort());
    // A cursor after it: only what changed, the last deletion included.
    const fromRecent = await changes(token, recent);
    expect(fromRecent).toMatchObject({ full: false, rows: [], removed: [lines[2]!.id] });
  });
});
