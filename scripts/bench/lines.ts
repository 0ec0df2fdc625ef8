// Lines benchmark: one reseller with 50 000 IPTV lines and 5 000 P2P lines (every status, expiries
// spread over a year), its whole lists and official creation (1 credit, a request id each) under load.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/server/db';
import { applyMovement } from '../../src/server/core/ledger';
import { hashPassword } from '../../src/server/security';
import { BENCH_ADMIN_PASSWORD, goal, measure, measureAlternating, measureWhole, placeBelowAdmin, withBenchServer, type Figure } from './support';
import { rawProfileServer } from './raw';
import { compareSerializers } from './serialization';

const IPTV_LINES = 50_000;
const P2P_LINES = 5_000;
const BATCH = 1_000;
const DAY = 86_400_000;
/** Our authenticated read against the raw limit on the same machine (issue 28). */
const RAW_RATIO_GOAL = 0.9;

export async function plantLines(db: Db): Promise<{ username: string; password: string }> {
  const password = 'Bench-2026';
  const now = Date.now();
  const reseller = await db
    .insertInto('accounts')
    .values({ username: 'bench.linhas', password_hash: await hashPassword(password), owner_id: 1, profile: 'reseller', id_franchise: 1, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Credits for every creation the run can make (1 000 000), minted through the ledger as the admin gives them.
  await db.transaction().execute((tx) => applyMovement(tx, { from: null, to: reseller.id, amountCents: 100_000_000, kind: 'mint', actorId: 1 }));
  await placeBelowAdmin(db, reseller.id, { iptv_actives: IPTV_LINES, p2p_actives: P2P_LINES });
  const plant = async (kind: 'iptv' | 'p2p', count: number, prefix: string) => {
    for (let first = 0; first < count; first += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, count - first) }, (_, k) => {
        const i = first + k;
        return {
          kind,
          account_id: reseller.id,
          username: `${prefix}${String(i).padStart(8, '0')}`,
          password: `s${(i * 2654435761) % 100_000_000}`,
          note: i % 7 === 0 ? `Cliente ${i} São Paulo` : '',
          package_id: 1,
          status: i % 10 === 0 ? 2 : i % 10 === 1 ? 0 : 1,
          exp_at: now + (((i * 7919) % 395) - 30) * DAY,
          origin: 'official',
          created_at: now - i * 60_000,
        };
      });
      await db.insertInto('lines').values(rows).execute();
    }
  };
  await plant('iptv', IPTV_LINES, '7');
  await plant('p2p', P2P_LINES, 'p2p');
  return { username: 'bench.linhas', password };
}

/** The whole list once, as JSON: it must hold every planted line; its size before gzip. */
async function listSize(url: string, token: string, expected: number): Promise<string> {
  const text = await (await fetch(url, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' } })).text();
  const rows = (JSON.parse(text) as unknown[]).length;
  if (rows !== expected) throw new Error(`${url}: ${rows} linhas, esperadas ${expected}`);
  return `${expected.toLocaleString('pt-BR')} linhas, ${(Buffer.byteLength(text) / 1024 / 1024).toFixed(1)} MiB em JSON`;
}

export async function linesBenchmark(pgUrl?: string): Promise<void> {
  await withBenchServer(
    pgUrl,
    async (db) => ({
      ...(await plantLines(db)),
      what: `uma revenda com ${IPTV_LINES.toLocaleString('pt-BR')} linhas IPTV e ${P2P_LINES.toLocaleString('pt-BR')} P2P`,
    }),
    async (server) => {
      const { address, token, dialect, login } = server;
      const db: Figure['database'] = dialect;
      // As a browser asks: gzip (the answer shrinks about twenty times).
      const gzip = { 'accept-encoding': 'gzip' };
      const iptvList = { url: `${address}/api/users-iptv?reseller_id=0`, headers: gzip };
      const p2pList = { url: `${address}/api/users-p2p?reseller_id=0`, headers: gzip };
      console.log(
        `  listas: IPTV ${await listSize(iptvList.url, token, IPTV_LINES)}; P2P ${await listSize(p2pList.url, token, P2P_LINES)} (KiB/resp. abaixo: com gzip)`,
      );
      // Our authenticated read against the raw limit, on the same database, with the lists in memory as a
      // working server holds them, before the phases below that write (their bursts are measured apart).
      const adminToken = await login('admin', BENCH_ADMIN_PASSWORD);
      const raw = await rawProfileServer(server);
      const [ours, bare] = await measureAlternating(
        [
          { title: 'GET /api/get-profile', url: `${address}/api/get-profile`, token: adminToken },
          {
            title: `Fastify + ${dialect === 'sqlite' ? 'better-sqlite3' : 'pg'} puro (mesma leitura com JWT)`,
            url: `${raw.address}/raw-profile`,
            token: adminToken,
          },
        ],
        db,
      );
      await raw.close();
      const profile = await (await fetch(`${address}/api/get-profile`, { headers: { authorization: `Bearer ${adminToken}` } })).json();
      compareSerializers([{ name: 'profile', title: 'GET /api/get-profile', answer: profile, figure: ours }]);
      const ratio = ours.reqPerSec / bare.reqPerSec;
      console.log(`  get-profile / puro: ${ratio.toFixed(2)}${goal(`get-profile / puro (${dialect})`, ratio >= RAW_RATIO_GOAL, `${RAW_RATIO_GOAL} ou mais`)}`);
      // One reseller opening the list, then ten at once (from memory: nothing changes meanwhile).
      await measureWhole(`GET /api/users-iptv (${IPTV_LINES.toLocaleString('pt-BR')} linhas, 1 conexão)`, token, { ...iptvList, connections: 1 }, db);
      await measureWhole(`GET /api/users-iptv (${IPTV_LINES.toLocaleString('pt-BR')} linhas)`, token, iptvList, db, { p99: 300 });
      await measureWhole(`GET /api/users-p2p (${P2P_LINES.toLocaleString('pt-BR')} linhas)`, token, p2pList, db);
      // While lines change, the screens hold their list and ask only for what changed since their cursor
      // (issue 28); another user's light call must not wait meanwhile.
      const changesSince = async () => {
        const { cursor } = (await (await fetch(`${address}/api/users-iptv/changes`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
          cursor: string;
        };
        return { url: `${address}/api/users-iptv/changes?cursor=${encodeURIComponent(cursor)}`, headers: gzip };
      };
      const create = () =>
        fetch(`${address}/api/users-iptv`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
          body: JSON.stringify({ isOficial: true, package: 1, credits: 1 }),
        });
      let writer = setInterval(() => void create(), 200);
      await Promise.all([
        measure('GET /api/users-iptv/changes (1 linha nova a cada 200 ms)', token, await changesSince(), db, { p50: 100, p99: 300 }),
        measure('GET /api/get-profile (outro usuário, durante a carga)', adminToken, { url: `${address}/api/get-profile`, connections: 1 }, db, { p99: 100 }),
      ]);
      clearInterval(writer);
      // A burst: 50 renewals from Vencimentos (five at a time, as its bulk action sends them).
      const due = await (await fetch(`${address}/api/users-iptv/changes`, { headers: { authorization: `Bearer ${token}` } })).json();
      const renew = async (ids: number[]) => {
        for (const id of ids)
          await fetch(`${address}/api/users-iptv/${id}`, {
            method: 'PUT',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
            body: JSON.stringify({ action: 1, credits: 1 }),
          });
      };
      const ids = (due as { rows: { id: number }[] }).rows.slice(0, 50).map((r) => r.id);
      const burst = new Promise<void>((resolve) =>
        setTimeout(() => void Promise.all(Array.from({ length: 5 }, (_, k) => renew(ids.filter((_, i) => i % 5 === k)))).then(() => resolve()), 1_000),
      );
      await Promise.all([
        measure('GET /api/users-iptv/changes (50 renovações de uma vez)', token, { ...(await changesSince()), duration: 5 }, db, { p50: 100, p99: 300 }),
        burst,
      ]);
      // What a client that asks for the whole list each time would pay meanwhile (no goal: the screens do not).
      writer = setInterval(() => void create(), 200);
      await measureWhole('  (sem cursor: GET /api/users-iptv inteira, 1 linha nova a cada 200 ms)', token, iptvList, db);
      clearInterval(writer);
      // A request id per request (setupRequest runs in this thread, so no worker here). The planted
      // usernames are 9 digits like the server's own: now and then a creation draws a taken one (a 422).
      await measure(
        'POST /api/users-iptv (oficial, 1 crédito)',
        token,
        {
          url: `${address}/api/users-iptv`,
          workers: undefined,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ isOficial: true, package: 1, credits: 1 }),
          requests: [{ setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'idempotency-key': randomUUID() } }) }],
        },
        db,
      );
    },
  );
}
