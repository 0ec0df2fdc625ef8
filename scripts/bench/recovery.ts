// PostgreSQL's return (issue 32): how long after the database is back the server answers 200 again.
// The server talks to PostgreSQL through a TCP proxy that the bench cuts for 3 s and restores; a call
// is sent every 20 ms meanwhile. Goal: the first 200 within 2 s of the return (a missed goal fails the bench).
import { figures, goal, withBenchServer } from './support';
import { startTcpProxy } from '../../src/server/test/tcp-proxy';

const GOAL_MS = 2_000;

export async function recoveryBenchmark(pgUrl?: string): Promise<void> {
  if (!pgUrl) return;
  const url = new URL(pgUrl);
  const proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
  url.host = `127.0.0.1:${proxy.port}`;
  try {
    await withBenchServer(
      url.toString(),
      async () => ({ username: 'admin', password: 'Bench-admin-1', what: 'o administrador' }),
      async ({ address, token }) => {
        const profile = async () => (await fetch(`${address}/api/get-profile`, { headers: { authorization: `Bearer ${token}` } })).status;
        const statuses = new Set<number>();
        proxy.cut();
        const until = Date.now() + 3_000;
        while (Date.now() < until) {
          statuses.add(await profile());
          await new Promise((r) => setTimeout(r, 20));
        }
        proxy.restore();
        const back = Date.now();
        while ((await profile()) !== 200) await new Promise((r) => setTimeout(r, 20));
        const ms = Date.now() - back;
        const ok = ms < GOAL_MS && !statuses.has(500);
        console.log(
          `  ${'Banco de volta até o primeiro 200'.padEnd(52)} ${String(ms).padStart(7)} ms   (durante o corte: ${[...statuses].join(', ')})${goal('banco de volta até o primeiro 200', ok, `< ${GOAL_MS} ms, nenhum 500`)}`,
        );
        figures.push({
          name: 'Banco de volta até o primeiro 200 (ms)',
          database: 'postgres',
          reqPerSec: 0,
          p50: ms,
          p99: ms,
          failures: statuses.has(500) ? 1 : 0,
        });
      },
    );
  } finally {
    await proxy.close();
  }
}
