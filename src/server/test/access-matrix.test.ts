// The access list (docs/access.md), written from the spec, against the running app: every call of the
// table of calls, public ones included, with every action and body variant the list names, as each
// profile (admin, master, a reseller with sub-resellers, a reseller, a sub-reseller) without permissions
// and with all of them, a reseller with each permission alone, the flags on and each flag off. A rule
// changed in src/shared/<domain>/calls.ts without the list (or the reverse) fails here. The expected answers
// come from the list, never from the table's `refusal()`; only the refusal's text is read there.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_401 } from '../../shared/messages';
import { CALLS, type CallName } from '../../shared/calls';
import { refusal, type Call, type Caller } from '../../shared/rules';
import { PERMISSIONS, SETTINGS_FLAGS, type Permission, type SettingsFlag, type SettingsFlags } from '../../shared/domain';
import { LINE_ACTION } from '../../shared/lines/texts';
import { RESELLER_ACTION } from '../../shared/network/texts';
import { setFlag } from '../core/settings';
import { ADMIN_PASSWORD, useTestApp } from './harness';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** The list's columns, in its order. */
const COLUMNS = ['anonymous', 'admin', 'master', 'owner', 'reseller', 'sub'] as const;
type Column = (typeof COLUMNS)[number];
/** The flags a cell may name (the others, tests and login, bind no call). */
const FLAGS = ['iptv', 'p2p', 'n_p2p', 'ticket'] as const satisfies readonly SettingsFlag[];

interface Row {
  label: string;
  name: CallName;
  variant?: string;
  cells: Record<Column, string>;
}

function readList(): Row[] {
  const text = readFileSync(new URL('../../../docs/access.md', import.meta.url), 'utf8');
  return text
    .split('\n')
    .filter((line) => /^\| \w/.test(line) && !line.startsWith('| Chamada'))
    .map((line) => {
      const [label, , ...rest] = line.slice(2, -2).split(' | ');
      const [name, variant] = label.split(' · ') as [CallName, string | undefined];
      return { label, name, variant, cells: Object.fromEntries(COLUMNS.map((c, i) => [c, rest[i]])) as Record<Column, string> };
    });
}

/** Whether a cell lets a caller in: `sim`, `não`, or `sim (a, b ou c)` (every part, each part one of its names). */
function lets(cell: string, has: (condition: string) => boolean): boolean {
  if (cell === 'sim') return true;
  if (cell === 'não') return false;
  const conditions = /^sim \((.+)\)$/.exec(cell)?.[1];
  if (!conditions) throw new Error(`Célula que a lista não conhece: '${cell}'`);
  return conditions.split(', ').every((part) => part.split(' ou ').some(has));
}

/** The body actions of the calls that have them, by name. */
const ACTIONS: Partial<Record<CallName, Record<string, number>>> = {
  resellerAction: RESELLER_ACTION,
  iptvAction: LINE_ACTION,
  p2pAction: LINE_ACTION,
  newP2pAction: LINE_ACTION,
};
/** Calls that stream, end the session or start work the admin asked for: checked for refusals only. */
const REFUSALS_ONLY = new Set<CallName>(['events', 'logout', 'runBackup', 'syncCatalogue', 'removeAllChannels', 'channelsJob', 'settingsAction']);

/** The body of a row: none, its action, or the field its `when` grant reads (a test line also gets credits its schema refuses after the rule, so nothing is made). */
function bodyOf(row: Row): Record<string, unknown> | undefined {
  if (!row.variant) return undefined;
  const action = ACTIONS[row.name]?.[row.variant];
  if (action !== undefined) return { action };
  const grant = (CALLS[row.name] as Call).rule.when?.[row.variant];
  if (!grant) throw new Error(`${row.label}: a entrada não tem essa ação nem esse 'when'`);
  return { [grant.field]: grant.is ?? 1, ...(row.variant === 'test' ? { credits: -1 } : {}) };
}

interface Persona {
  column: Exclude<Column, 'anonymous'>;
  permissions: readonly Permission[];
  token: string;
  /** The client's address: public calls are limited per address. */
  from: string;
}

const t = useTestApp({ PAYMENTS: 'offline' });
const LIST = readList();
const personas: Record<string, Persona> = {};

beforeAll(async () => {
  let n = 0;
  const add = async (key: string, column: Persona['column'], account: { username: string }, permissions: readonly Permission[], password?: string) =>
    (personas[key] = { column, permissions, token: await t.loginAs(account.username, password), from: `10.0.0.${++n}` });
  await add('admin', 'admin', { username: 'admin' }, PERMISSIONS, ADMIN_PASSWORD);
  for (const [suffix, permissions] of [
    ['none', []],
    ['all', PERMISSIONS],
  ] as const) {
    const master = await t.createAccount({ profile: 'master', permissions: [...permissions] });
    const owner = await t.createAccount({ ownerId: master.id, permissions: [...permissions] });
    const sub = await t.createAccount({ ownerId: owner.id, permissions: [...permissions] });
    const reseller = await t.createAccount({ permissions: [...permissions] });
    await add(`master ${suffix}`, 'master', master, permissions);
    await add(`owner ${suffix}`, 'owner', owner, permissions);
    await add(`sub ${suffix}`, 'sub', sub, permissions);
    await add(`reseller ${suffix}`, 'reseller', reseller, permissions);
  }
  for (const permission of PERMISSIONS) await add(`reseller ${permission}`, 'reseller', await t.createAccount({ permissions: [permission] }), [permission]);
  // Stored on: the sweeps turn them off and on again, and a snapshot compares the stored settings.
  for (const flag of FLAGS) await setFlag(t.db, flag, true);
});

const fill = (path: string) => path.replace(/:[A-Za-z_]+/g, '999999').replace('*', 'nada');
const ask = (row: Row, persona?: Persona) => {
  const call = CALLS[row.name] as Call;
  const read = call.method === 'GET' || call.method === 'DELETE';
  return t.request(call.method as Method, fill(call.path), { token: persona?.token, from: persona?.from, body: read ? undefined : (bodyOf(row) ?? {}) });
};

/** The rule's view of a persona (only for the refusal's text). */
const callerOf = (p: Persona, flags: Record<SettingsFlag, 0 | 1>): Caller => ({
  profile: p.column === 'admin' ? 'admin' : p.column === 'master' ? 'master' : 'reseller',
  is_master: p.column === 'master' ? 1 : 0,
  sub_resellers: p.column === 'master' || p.column === 'owner' ? 1 : 0,
  permissions: p.permissions,
  settings: flags,
});

/** Every mismatch between the list and the app for these personas with these flags. */
async function sweep(keys: string[], off: SettingsFlag | null, withPublic: boolean): Promise<string[]> {
  for (const flag of FLAGS) await setFlag(t.db, flag, flag !== off);
  const flags = Object.fromEntries(SETTINGS_FLAGS.map((f) => [f, f === off ? 0 : 1])) as SettingsFlags;
  const wrong: string[] = [];
  try {
    for (const row of LIST) {
      const call = CALLS[row.name] as Call;
      const isPublic = call.rule.who === 'public';
      if (isPublic && !withPublic) continue;
      const anonymous = await ask(row);
      // A session refusal is the spec's 401 text (a player's 401 for wrong credentials is not one).
      const noSession = anonymous.status === 401 && anonymous.data?.message === AUTH_401.missing;
      if (noSession !== (row.cells.anonymous === 'não')) wrong.push(`sem sessão ${row.label}: ${anonymous.status} (lista: ${row.cells.anonymous})`);
      for (const key of keys) {
        const persona = personas[key];
        const cell = row.cells[persona.column];
        const expected = lets(cell, (c) =>
          (FLAGS as readonly string[]).includes(c)
            ? flags[c as SettingsFlag] === 1
            : persona.column === 'admin' || persona.permissions.includes(c as Permission),
        );
        if (expected && REFUSALS_ONLY.has(row.name)) continue;
        const res = await ask(row, persona);
        // A public call answers the same to everyone; a signed one passes its rule, or is refused with its text.
        const ok = isPublic
          ? res.status === anonymous.status
          : expected
            ? res.status < 500 && res.status !== 401 && res.status !== 403
            : res.status === 403 && res.data?.message === refusal(call, callerOf(persona, flags), bodyOf(row));
        if (!ok) wrong.push(`${key} ${row.label}: ${res.status} ${res.data?.message ?? ''} (lista: ${cell})`);
      }
    }
  } finally {
    for (const flag of FLAGS) await setFlag(t.db, flag, true);
  }
  return wrong;
}

describe('the access list (docs/access.md)', () => {
  it('names every call of the table once, with every action and body variant its rule tells apart', () => {
    const labels = LIST.map((r) => r.label);
    expect(labels.filter((l, i) => labels.indexOf(l) !== i)).toEqual([]);
    const names = new Set(LIST.map((r) => r.name));
    expect(Object.keys(CALLS).filter((n) => !LIST.some((r) => r.name === n && !r.variant))).toEqual([]);
    expect([...names].filter((n) => !(n in CALLS))).toEqual([]);
    const variants = (Object.entries(CALLS) as [CallName, Call][]).flatMap(([name, call]) => [
      ...Object.keys(call.rule.actions ?? {}).map(
        (code) => `${name} · ${Object.entries(ACTIONS[name] ?? {}).find(([, c]) => String(c) === code)?.[0] ?? code}`,
      ),
      ...Object.keys(call.rule.when ?? {}).map((w) => `${name} · ${w}`),
    ]);
    expect(variants.filter((v) => !labels.includes(v))).toEqual([]);
    for (const row of LIST) expect(() => bodyOf(row)).not.toThrow();
  });

  // Every call of the table for eight accounts, one after another: about 15 s on an idle machine, so the
  // time of a sweep, not of one test (past 30 s with the machine busy, and its requests ran on into the next).
  it('is what the app answers to every profile, with and without permissions, the flags on; a refusal changes nothing', { timeout: 120_000 }, async () => {
    const before = await t.snapshot();
    expect(await sweep(Object.keys(personas), null, true)).toEqual([]);
    expect(await t.snapshot()).toBe(before);
  });

  for (const flag of FLAGS)
    it(`is what the app answers with the flag ${flag} off`, async () => {
      expect(await sweep(['admin', 'master all', 'reseller all'], flag, false)).toEqual([]);
    });

  it("never shows another account's data in the profile", async () => {
    const res = await t.request('GET', '/api/get-profile', { token: personas['reseller none'].token });
    const other = await t.request('GET', '/api/get-profile', { token: personas['reseller all'].token });
    expect(res.data.id).not.toBe(other.data.id);
    expect(JSON.stringify(res.data)).not.toMatch(/password_hash|twofa_secret/);
  });
});
