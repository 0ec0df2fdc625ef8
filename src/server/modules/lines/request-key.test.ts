// One Idempotency-Key, one operation (issue 43): a call that creates without spending (a test line of
// each kind, a ticket, the admin's bulk actions on lines) answers a retry with the same key and body with
// its first answer, creating nothing; the same key with another body is 409; two requests at once with
// one key make one.
import { beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../shared/calls';
import { SETTINGS_ACTION } from '../../../shared/domain';
import { SERVER_MSG } from '../../messages';
import { ADMIN_PASSWORD, useTestApp } from '../../test/harness';

const t = useTestApp();
let token: string;
let admin: string;
beforeAll(async () => {
  admin = await t.loginAs('admin', ADMIN_PASSWORD);
  token = await t.loginAs((await t.createAccount({ profile: 'master', credits: 10, permissions: ['new_p2p'] })).username);
});

let keys = 0;
const newKey = () => `chave-${process.pid}-${++keys}`;
const send = (as: string, url: string, body: Record<string, unknown>, key: string) =>
  t.request('POST', url, { token: as, body, headers: { 'idempotency-key': key } });

/** A call that creates one row of `table` per operation, with a body and another body of its own. */
const CASES: { name: string; as: () => string; url: string; body: Record<string, unknown>; other: Record<string, unknown>; table: string }[] = [
  {
    name: 'an IPTV test',
    as: () => token,
    url: '/api/users-iptv',
    body: { isOficial: false, package: 1, test_hours: 2 },
    other: { isOficial: false, package: 1, test_hours: 3 },
    table: 'lines',
  },
  { name: 'a P2P test', as: () => token, url: '/api/users-p2p', body: { isOficial: 0, nota: 'um' }, other: { isOficial: 0, nota: 'outro' }, table: 'lines' },
  {
    name: 'a new P2P test',
    as: () => token,
    url: '/api/new-users-p2p',
    body: { isOficial: false },
    other: { isOficial: false, nota: 'outro' },
    table: 'lines',
  },
  {
    name: 'a ticket',
    as: () => token,
    url: '/api/ticket',
    body: { title: 'Canal travando', category: 1, content: 'Trava à noite.' },
    other: { title: 'Canal travando', category: 1, content: 'Trava de dia.' },
    table: 'tickets',
  },
  {
    name: "the admin's bulk action",
    as: () => admin,
    url: '/api/settings',
    body: { action: SETTINGS_ACTION.deleteIptvTests },
    other: { action: SETTINGS_ACTION.deleteExpiredIptv },
    table: 'activity_log',
  },
];

describe('one Idempotency-Key makes one', () => {
  for (const c of CASES)
    it(`${c.name}: the same key and body answer the first answer, another body is 409, two at once make one`, async () => {
      const key = newKey();
      const before = await t.countRows(c.table);
      const first = await send(c.as(), c.url, c.body, key);
      expect(first.status, JSON.stringify(first.data)).toBe(200);
      expect(await t.countRows(c.table)).toBe(before + 1);
      const again = await send(c.as(), c.url, c.body, key);
      expect(again).toMatchObject({ status: 200, data: first.data });
      expect(await t.countRows(c.table)).toBe(before + 1);
      expect(await send(c.as(), c.url, c.other, key)).toMatchObject({ status: 409, data: { message: SERVER_MSG.requestIdReused } });
      expect(await t.countRows(c.table)).toBe(before + 1);

      const twin = newKey();
      const [a, b] = await Promise.all([send(c.as(), c.url, c.body, twin), send(c.as(), c.url, c.body, twin)]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(b.data).toEqual(a.data);
      expect(await t.countRows(c.table)).toBe(before + 2);
    });
});

describe('the table of calls', () => {
  it('declares the Idempotency-Key on each of these calls, and the API document shows it', async () => {
    const keyed = [CALLS.createIptv, CALLS.createP2p, CALLS.createNewP2p, CALLS.newP2pFromCode, CALLS.createTicket, CALLS.settingsAction];
    expect(keyed.map((c) => [c.name, c.rule.idempotent])).toEqual(keyed.map((c) => [c.name, true]));
    const document = (await t.request('GET', '/api/openapi.json')).data;
    expect(document.paths['/api/ticket'].post.parameters).toContainEqual(expect.objectContaining({ name: 'Idempotency-Key', in: 'header' }));
    expect(document.paths['/api/ticket'].get.parameters ?? []).not.toContainEqual(expect.objectContaining({ name: 'Idempotency-Key' }));
  });
});
