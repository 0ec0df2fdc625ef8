// The other side of a movement (issue 43): credits sent to a reseller that was later deleted, what it gave
// back and what its restore took back keep its login on the statement, its exports and the movement log,
// said as deleted ('revenda.floripa (excluída)'), also after 'Excluir definitivamente'; a deleted tree's
// refunds say which account each came from. Nothing of it reads as 'Consumo' or as the admin's.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lastMonths } from '../../../shared/dates';
import * as deletedNames from '../../db/migrations/0036_ledger_deleted_names';
import { ADMIN_PASSWORD, useTestApp } from '../../test/harness';

const t = useTestApp();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-01-15T12:00:00-03:00') });
});
afterEach(() => {
  vi.useRealTimers();
});

const act = (token: string, id: number, body: Record<string, unknown>) => t.request('PUT', `/api/reg-users/${id}`, { token, body });
const trashEntry = async (admin: string, username: string) =>
  (await t.request('GET', '/api/lixeira/revendas', { token: admin })).data.rows.find((r: { username: string }) => r.username === username) as { id: number };
/** The statement's lines as [Revenda, Via, créditos], from the screen's call and from the export's. */
async function statement(token: string, target?: number) {
  const screen = (await t.request('GET', `/api/extract${target ? `?target=${target}` : ''}`, { token })).data.extracts;
  const exported = (await t.request('POST', '/api/export-extract-financial', { token, body: { target, format: 'json' } })).data;
  expect(exported).toEqual(screen);
  return (screen as { reseller: string; type: string; amount: number }[]).map((e) => [e.reseller, e.type, e.amount]);
}

describe('a movement whose other side was deleted', () => {
  it('keeps the login of the deleted reseller on the statement, its exports and the movement log, through restore and erasure', async () => {
    const admin = await t.loginAs('admin', ADMIN_PASSWORD);
    const master = await t.createAccount({ profile: 'master', credits: 100, permissions: ['export_all'] });
    const token = await t.loginAs(master.username);
    const floripa = await t.createAccount({ ownerId: master.id });
    const gone = `${floripa.username} (excluída)`;
    expect((await act(token, floripa.id, { action: 0, credits: 40, sale: 6.5 })).status).toBe(200);
    expect((await act(token, floripa.id, { action: 0, credits: -2 })).status).toBe(200);
    expect((await t.request('POST', '/api/users-iptv', { token, body: { isOficial: true, package: 1, credits: 1 } })).status).toBe(200);

    expect((await act(admin, floripa.id, { action: 3 })).status).toBe(200);
    expect(await statement(token)).toEqual([
      [gone, 'Devolvido', 38 + 2],
      ['consumo', 'Consumo', 1],
      [gone, 'Enviado', 40],
      ['admin', 'Recebido', 100],
    ]);

    // Restored, it is itself again; the credits its restore takes back are given back at its second deletion.
    expect(
      (await t.request('POST', `/api/lixeira/revendas/${(await trashEntry(admin, floripa.username)).id}/restaurar`, { token: admin, body: {} })).status,
    ).toBe(200);
    expect(await statement(token)).toContainEqual([floripa.username, 'Devolvido', 38]);
    expect((await act(admin, floripa.id, { action: 3 })).status).toBe(200);
    const entry = await trashEntry(admin, floripa.username);
    expect((await t.request('DELETE', `/api/lixeira/revendas/${entry.id}`, { token: admin })).status).toBe(200);
    // What came back and what went back are two lines, never one sum.
    expect(await statement(token)).toEqual([
      [gone, 'Devolvido', 38 + 38 + 2],
      [gone, 'Devolvido', 38],
      ['consumo', 'Consumo', 1],
      [gone, 'Enviado', 40],
      ['admin', 'Recebido', 100],
    ]);
    const csv = String((await t.request('POST', '/api/export-extract-financial', { token, body: {} })).data);
    expect(csv).toContain(`;40;${gone};Enviado;6,50`);
    expect(csv).not.toContain(';Consumo;6,50');

    const log = (await t.request('GET', `/api/logs-reseller/${master.id}`, { token })).data as { amount: number; from_to: string }[];
    expect(log.map((m) => [m.from_to, m.amount])).toEqual([
      [`${gone} → ${master.username}`, 38],
      [`${master.username} → ${gone}`, -38],
      [`${gone} → ${master.username}`, 38],
      [`${master.username} → consumo`, -1],
      [`${gone} → ${master.username}`, 2],
      [`${master.username} → ${gone}`, -40],
      [`admin → ${master.username}`, 100],
    ]);
    // What it was sold still counts in the month's sales.
    expect((await t.request('GET', '/api/get-reports', { token })).data.financeiro).toMatchObject({ [lastMonths(1)[0].label]: 40 * 6.5 });
    expect(await t.checkLedgerInvariant()).toEqual([]);
  });

  it("says which account of a deleted tree each refund came from, and credits the admin took out as the admin's", async () => {
    const admin = await t.loginAs('admin', ADMIN_PASSWORD);
    const master = await t.createAccount({ profile: 'master', credits: 20, permissions: ['export_all'] });
    const token = await t.loginAs(master.username);
    const top = await t.createAccount({ ownerId: master.id, profile: 'master' });
    const below = await t.createAccount({ ownerId: top.id });
    await act(token, top.id, { action: 0, credits: 10, sale: 5 });
    await act(await t.loginAs(top.username), below.id, { action: 0, credits: 4, sale: 6 });
    await act(admin, master.id, { action: 0, credits: -3 });
    expect((await act(admin, top.id, { action: 8 })).data).toMatchObject({ deleted_accounts: 2, refunded_credits: 10 });
    // The refunds are written account by account, in no set order.
    expect((await statement(token)).sort()).toEqual(
      [
        [`${below.username} (excluída)`, 'Devolvido', 4],
        [`${top.username} (excluída)`, 'Devolvido', 6],
        ['admin', 'Devolvido', 3],
        [`${top.username} (excluída)`, 'Enviado', 10],
        ['admin', 'Recebido', 20],
      ].sort(),
    );
  });

  it('gives the movements of the accounts already waiting in the trash their names on upgrade (migration 0036)', async () => {
    const admin = await t.loginAs('admin', ADMIN_PASSWORD);
    const master = await t.createAccount({ profile: 'master', credits: 10, permissions: ['export_all'] });
    const token = await t.loginAs(master.username);
    const reseller = await t.createAccount({ ownerId: master.id });
    await act(token, reseller.id, { action: 0, credits: 4, sale: 3 });
    await act(admin, reseller.id, { action: 3 });
    // A database of before: the names are not there yet.
    await deletedNames.down(t.db);
    await deletedNames.up(t.db);
    expect(await statement(token)).toEqual([
      [`${reseller.username} (excluída)`, 'Devolvido', 4],
      [`${reseller.username} (excluída)`, 'Enviado', 4],
      ['admin', 'Recebido', 10],
    ]);
  });
});
