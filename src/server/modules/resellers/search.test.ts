// The reseller list's search by index (migration 0025) answers the rows today's LIKE search answered:
// on a seeded network (accents, case, digits, dots, LIKE's own characters), for many searches, three
// callers and every page, then again after renames, edits from another instance and a deleted subtree.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../db/schema';
import { insertAccount } from '../../core/accounts';
import { ADMIN_PASSWORD, DEFAULT_PASSWORD, useTestApp } from '../../test/harness';

const t = useTestApp();

const NAMES = [
  'João',
  'joão',
  'JOÃO',
  'Márcia',
  'marcia',
  'Ana_Paula',
  'ana.paula',
  'Ávila',
  'avila',
  'Çelik',
  'Über',
  'Rev100%',
  'back\\slash',
  'r17.s4',
  'revenda',
];
const SEARCHES = [
  ...['', ' ', 'a', 'Jo', 'ão', 'ü', '_', '%', '\\', '.', '55'],
  ...['joã', 'JOÃO', 'João', 'joão', 'jOãO.1', 'márcia', 'MÁRCIA', 'MARCIA', 'ção', 'ÇELIK', 'ávila', 'Ávila', 'AVILA', 'über', 'ÜBER'],
  ...['ana_paula', 'ana.paula', 'ANA', '_pa', 'a_p', 'Rev100%', '100%', 'back\\slash', 'k\\s', 'r17.s4', '.s4', '7.s', 'r1.', '.1.', 'Revenda.3.1'],
  ...['5511', '551190', '0042', '@exemplo.com', 'EXEMPLO.COM.BR', '.com', 'Contato.Ávila', 'contato.ávila', 'empresa'],
  ...['x'.repeat(64), 'zzzqqq', 'nada-aqui', 'joão.ávila'],
  // What FTS5's query syntax would read as operators, taken as text.
  ...['a"b', '"João', 'ana AND', 'NEAR(ana', 'ana*', '^jo', '{username}', 'email:55', 'ão.1 OR x'],
];

/** Today's search (before the index), kept as the reference: the caller's subtree, newest first. */
async function reference(callerId: number, search: string, page: number, perPage: number, searchID?: number) {
  const like = t.ctx.dialect === 'postgres' ? 'ilike' : 'like';
  let base = t.db
    .selectFrom('account_closure as c')
    .innerJoin('accounts as a', 'a.id', 'c.descendant_id')
    .where('c.ancestor_id', '=', callerId)
    .where('c.depth', '>', 0);
  if (searchID) base = base.where('a.id', '=', searchID);
  const pattern = `%${search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  base = base.where((eb) =>
    eb.or(['a.username', 'a.email', 'a.email_contact'].map((c) => sql<boolean>`${sql.ref(c)} ${sql.raw(like)} ${pattern} escape '\\'`)),
  );
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .select('c.descendant_id as id')
    .orderBy('c.descendant_id', 'desc')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  return { total: Number(total), ids: rows.map((r) => Number(r.id)) };
}

const callers: { id: number; token: string }[] = [];
let accounts: Account[] = [];

/**
 * A master with 15 resellers, 12 below each and 2 below the first 5 of those (345 in 3 levels), and
 * another master with 30 of the same names (in the admin's scope, not in the first master's).
 */
async function seed() {
  const name = (i: number) => NAMES[i % NAMES.length];
  await t.db.transaction().execute(async (tx) => {
    const add = (ownerId: number, username: string, i: number) =>
      insertAccount(tx, {
        username,
        password: DEFAULT_PASSWORD,
        ownerId,
        profile: ownerId === 1 ? 'master' : 'reseller',
        email: i % 3 ? `55119${String(i).padStart(8, '0')}` : '',
        emailContact: i % 4 === 0 ? `Contato.${name(i + 7)}@Exemplo.com.br` : i % 4 === 1 ? `${name(i).toLowerCase()}@empresa.com` : '',
      });
    const masters = [await add(1, 'Mestre.Um', 0), await add(1, 'mestre.dois', 1)];
    for (let i = 0; i < 15; i++) {
      const first = await add(masters[0].id, `${name(i)}.${i}`, i);
      for (let k = 0; k < 12; k++) {
        const second = await add(first.id, `${name(i + k)}.${i}.${k}`, i * 12 + k);
        if (k < 5) for (let j = 0; j < 2; j++) await add(second.id, `${name(i + k + j)}.${i}.${k}.${j}`, i * 24 + k * 2 + j);
      }
    }
    for (let i = 0; i < 30; i++) await add(masters[1].id, `${name(i)}.outro.${i}`, i);
  });
  accounts = (await t.db.selectFrom('accounts').selectAll().execute()) as Account[];
  const byName = (username: string) => accounts.find((a) => a.username === username)!;
  for (const [username, password] of [
    ['admin', ADMIN_PASSWORD],
    ['Mestre.Um', DEFAULT_PASSWORD],
    [`${NAMES[3]}.3`, DEFAULT_PASSWORD],
  ]) {
    callers.push({ id: byName(username).id, token: await t.loginAs(username, password) });
  }
}

/** Every search, for every caller and page (and one past the last), against the reference. */
async function expectSameAnswers() {
  const perPage = 7;
  for (const caller of callers) {
    for (const search of SEARCHES) {
      const first = await reference(caller.id, search, 1, perPage);
      const pages = Math.max(1, Math.ceil(first.total / perPage));
      for (const page of new Set([1, 2, Math.min(pages, 6), pages + 1])) {
        const res = await t.request('GET', `/api/reg-users?search=${encodeURIComponent(search)}&page=${page}&per_page=${perPage}`, { token: caller.token });
        const expected = await reference(caller.id, search, page, perPage);
        expect({ caller: caller.id, search, page, total: res.data.total, ids: res.data.data.map((r: { id: number }) => r.id) }).toEqual({
          caller: caller.id,
          search,
          page,
          ...expected,
        });
        expect(res.data.last_page).toBe(pages);
      }
    }
  }
}

beforeAll(seed);

describe('GET /api/reg-users?search= by index', () => {
  it("takes '_' and '%' as typed, on both databases", async () => {
    const admin = callers[0]!.token;
    const usernames = async (search: string) =>
      (await t.request('GET', `/api/reg-users?search=${encodeURIComponent(search)}&per_page=100`, { token: admin })).data.data.map(
        (r: { username: string }) => r.username,
      );
    const found: string[] = await usernames('ana_paula');
    expect(found.some((u) => u.startsWith('Ana_Paula.'))).toBe(true);
    // 'ana.paula' is no match: '_' is not any character.
    const holds = (u: string) => {
      const a = accounts.find((x) => x.username === u)!;
      return `${a.username} ${a.email_contact}`.toLowerCase().includes('ana_paula');
    };
    expect(found.filter((u) => !holds(u))).toEqual([]);
    expect(await usernames('ana%paula')).toEqual([]);
  });

  it('answers the rows, totals and pages of the LIKE search', async () => {
    // The seed has what each search is meant to meet: both callers' scopes find some, the first master's excludes some.
    expect((await reference(callers[0].id, 'joão', 1, 500)).total).toBeGreaterThan((await reference(callers[1].id, 'joão', 1, 500)).total);
    expect((await reference(callers[2].id, 'r17.s4', 1, 500)).total).toBeGreaterThan(0);
    await expectSameAnswers();
  });

  it('keeps to searchID with a search', async () => {
    const target = accounts.find((a) => a.username === 'Márcia.3.0')!;
    for (const search of ['márcia', 'MÁRCIA', 'joão', 'empresa']) {
      const res = await t.request('GET', `/api/reg-users?search=${encodeURIComponent(search)}&searchID=${target.id}`, { token: callers[1].token });
      const expected = await reference(callers[1].id, search, 1, 10, target.id);
      expect({ total: res.data.total, ids: res.data.data.map((r: { id: number }) => r.id) }).toEqual(expected);
    }
  });

  it('follows renames, edits and removals, from either instance', async () => {
    const renamed = accounts.filter((a) => a.username.endsWith('.2.1') || a.username.endsWith('.4.4.1'));
    for (const a of renamed)
      await t.db
        .updateTable('accounts')
        .set({ username: `renomeado.${a.username}` })
        .where('id', '=', a.id)
        .execute();
    const other = await t.instance();
    try {
      await other.ctx.db
        .updateTable('accounts')
        .set({ email_contact: 'Novo.Contato@Empresa.com', email: '5521000000042' })
        .where('username', 'like', 'Ávila.%')
        .execute();
      // A write to another column leaves the index alone (on SQLite the trigger watches the searched columns only).
      await other.ctx.db.updateTable('accounts').set({ status: 0 }).where('username', 'like', 'Çelik.%').execute();
    } finally {
      await other.close();
    }
    expect((await reference(callers[1].id, 'renomeado', 1, 500)).total).toBe(renamed.length);
    // A first-level reseller and everything below it (the closure and the children go by cascade).
    const paula = async () => (await reference(callers[1].id, 'paula', 1, 500)).total;
    const before = await paula();
    await t.db.deleteFrom('accounts').where('username', '=', `${NAMES[5]}.5`).execute();
    expect(await paula()).toBeLessThan(before);
    SEARCHES.push('renomeado', 'Novo.Contato', '0000042', 'NOVO');
    await expectSameAnswers();
    if (t.ctx.dialect === 'sqlite') {
      await sql`INSERT INTO accounts_search (accounts_search, rank) VALUES ('integrity-check', 1)`.execute(t.db);
    }
  });

  it('reads the rows through the index', async () => {
    const search = (q: string) => t.request('GET', `/api/reg-users?search=${encodeURIComponent(q)}`, { token: callers[0].token });
    if (t.ctx.dialect === 'sqlite') {
      // With the index emptied, a search of three characters or more finds nothing; a shorter one still looks at every row.
      await sql`INSERT INTO accounts_search (accounts_search) VALUES ('delete-all')`.execute(t.db);
      expect((await search('márcia')).data.total).toBe(0);
      expect((await search('Jo')).data.total).toBeGreaterThan(0);
      await sql`INSERT INTO accounts_search (accounts_search) VALUES ('rebuild')`.execute(t.db);
      expect((await search('márcia')).data.total).toBeGreaterThan(0);
      return;
    }
    // PostgreSQL picks the index by its costs: with the table scan priced out, the ILIKE goes through the trigram indexes.
    const plan = await t.db.transaction().execute(async (tx) => {
      await sql`SET LOCAL enable_seqscan = off`.execute(tx);
      const pattern = '%márcia%';
      const { rows } = await sql<{
        'QUERY PLAN': string;
      }>`EXPLAIN SELECT id FROM accounts WHERE username ILIKE ${pattern} OR email ILIKE ${pattern} OR email_contact ILIKE ${pattern}`.execute(tx);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    for (const c of ['username', 'email', 'email_contact']) expect(plan).toContain(`Bitmap Index Scan on accounts_search_${c}`);
  });
});
