// The network of the day: the 20 000 resellers of the network benchmark (scripts/bench/network.ts) with
// 1 000 000 real lines below them (IPTV, P2P and tests, a few big resellers, expiries spread over the
// year: model.ts), credits for the resellers who work at the peak, and the logins of the players that
// call at night.
import { sql } from 'kysely';
import type { Db } from '../../../src/server/db';
import { applyMovement } from '../../../src/server/core/ledger';
import { expiredFlag } from '../../../src/server/core/line-counters';
import { LINE_STATUS } from '../../../src/shared/lines/texts';
import { plantNetwork } from '../network';
import { BIG_RESELLER_LINES, BIG_RESELLERS, LINE_MIX, LINES_PER_RESELLER, TELEGRAM_EVERY } from './model';

const DAY_MS = 86_400_000;
const BATCH = 1_000;

/** Who logs in to the panel during the day (the master and the first resellers of the tree), and the players' logins. */
export interface DayPeople {
  /** `telegram`: the panel's bot is linked to the account (every TELEGRAM_EVERY-th user). */
  users: { username: string; password: string; manager: boolean; telegram: boolean }[];
  players: { username: string; password: string }[];
}

export async function plantDay(db: Db, panelUsers: number): Promise<DayPeople> {
  const master = await plantNetwork(db);
  const sellers = await db.selectFrom('accounts').select(['id', 'username']).where('username', 'like', 'bench.r%').orderBy('id').execute();
  const now = Date.now();
  const { iptv, p2p } = LINE_MIX;
  let rows: Record<string, unknown>[] = [];
  const flush = async () => {
    if (rows.length)
      await db
        .insertInto('lines')
        .values(rows as never)
        .execute();
    rows = [];
  };
  for (const [index, seller] of sellers.entries()) {
    const count = index < BIG_RESELLERS ? BIG_RESELLER_LINES : LINES_PER_RESELLER;
    for (let k = 0; k < count; k++) {
      const share = (seller.id + k) % 50;
      const test = share >= iptv + p2p;
      const status = test ? LINE_STATUS.test : k % 17 === 0 ? LINE_STATUS.disabled : LINE_STATUS.active;
      // Tests end within hours; paid lines from a month ago to eleven months ahead, a share due each day.
      const exp_at = test ? now + ((k % 4) + 1) * 3_600_000 : now + ((((seller.id + k) * 7919) % 365) - 30) * DAY_MS;
      rows.push({
        kind: share >= iptv && !test ? 'p2p' : 'iptv',
        account_id: seller.id,
        username: `d${seller.id}n${k}`,
        password: `p${(seller.id * 7919 + k * 104_729) % 100_000_000}`,
        note: k % 9 === 0 ? `Cliente ${k} São Paulo` : '',
        // The paid customers' WhatsApp (a São Paulo mobile): what the reminders go to.
        whatsapp: test ? '' : `55119${String(10_000_000 + ((seller.id * 104_729 + k) % 90_000_000))}`,
        package_id: 1,
        status,
        exp_at,
        // Counted as the panel counts a line it writes: the expired ones already among the expired.
        expired_counted: expiredFlag({ status, exp_at }, now),
        origin: test ? 'test' : 'official',
        created_at: now - ((seller.id + k) % 365) * DAY_MS,
      });
      if (rows.length === BATCH) await flush();
    }
  }
  await flush();
  await countLines(db);
  // Credits for everyone who works in the panel today, minted as the admin gives them.
  const masterRow = await db.selectFrom('accounts').select(['id', 'username']).where('username', '=', master.username).executeTakeFirstOrThrow();
  const workers = [masterRow, ...sellers.slice(0, panelUsers - 1)];
  for (const account of workers)
    await db.transaction().execute((tx) => applyMovement(tx, { from: null, to: account.id, amountCents: 1_000_000, kind: 'mint', actorId: 1 }));
  // Every TELEGRAM_EVERY-th of them has the panel's bot linked (its notices: trial pages, ticket answers).
  const linked = workers.filter((_, i) => i % TELEGRAM_EVERY === 0);
  for (let from = 0; from < linked.length; from += BATCH)
    await db
      .insertInto('telegram_links')
      .values(
        linked
          .slice(from, from + BATCH)
          .map((w) => ({ account_id: w.id, chat_id: String(900_000 + w.id), tg_username: w.username.replace(/\W/g, '_'), linked_at: now })),
      )
      .execute();
  // A first-level reseller (bench.rN) manages the hundred below it; the others sell only.
  const users = workers.map((w, i) => ({
    username: w.username,
    password: master.password,
    manager: !/\.s\d+$/.test(w.username),
    telegram: i % TELEGRAM_EVERY === 0,
  }));
  const players = await db
    .selectFrom('lines')
    .select(['username', 'password'])
    .where('kind', '=', 'iptv')
    .where('status', '=', LINE_STATUS.active)
    .where('exp_at', '>', now + DAY_MS)
    .where(sql<boolean>`id % 37 = 0`)
    .limit(20_000)
    .execute();
  return { users, players };
}

/** Each reseller's dashboard counters (core/line-counters.ts) from the lines planted at once, as its writes would have left them. */
async function countLines(db: Db) {
  const groups = await db
    .selectFrom('lines')
    .select(['account_id', 'kind', 'status', 'expired_counted', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy(['account_id', 'kind', 'status', 'expired_counted'])
    .execute();
  const zero = { iptv_actives: 0, p2p_actives: 0, iptv_expired: 0, p2p_expired: 0, tests_iptv: 0, tests_p2p: 0, created_users: 0 };
  const counters = new Map<number, typeof zero & { account_id: number }>();
  for (const g of groups) {
    const c = counters.get(g.account_id) ?? { account_id: g.account_id, ...zero };
    counters.set(g.account_id, c);
    const n = Number(g.n);
    const family: 'iptv' | 'p2p' = g.kind === 'iptv' ? 'iptv' : 'p2p';
    c.created_users += n;
    if (g.status === LINE_STATUS.test) c[`tests_${family}`] += n;
    if (g.status === LINE_STATUS.active) c[g.expired_counted ? (`${family}_expired` as const) : (`${family}_actives` as const)] += n;
  }
  const rows = [...counters.values()];
  for (let from = 0; from < rows.length; from += BATCH)
    await db
      .insertInto('reseller_counters')
      .values(rows.slice(from, from + BATCH))
      .onConflict((oc) =>
        oc.column('account_id').doUpdateSet((eb) => Object.fromEntries(Object.keys(zero).map((column) => [column, eb.ref(`excluded.${column}` as never)]))),
      )
      .execute();
}
