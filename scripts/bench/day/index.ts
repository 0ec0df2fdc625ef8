// `npm run bench:day`: a working day of a network of 20 000 resellers and 1 000 000 lines (issue 45),
// compressed (model.ts), on SQLite, on PostgreSQL (BENCH_DATABASE_URL; the local server by default,
// empty to skip), and on PostgreSQL with two instances behind HAProxy, one of them killed (SIGKILL) at
// the peak and started again. The servers are the real one in processes of their own (servers.ts);
// the users and the far sides (Telegram, the webhooks) in another (load.ts). A backup and the hourly
// jobs run in the middle of the peak. Writes bench-day.html (a table and charts per run) and
// bench-day.json, and fails naming every goal missed.
import { type ChildProcess, fork, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { BENCH_ADMIN_PASSWORD } from '../support';
import { DAY, GOALS, phaseAt } from './model';
import type { LoadEnd, LoadReady, LoadStart, Sample } from './load';
import { report, type DayRun, type Notices } from './report';
import { type DayDatabase, type Instance, plantDatabase, startInstance, startProxy } from './servers';

const PEAK_USERS = Math.max(...DAY.map((p) => p.users));
const PEAK = DAY.findIndex((p) => p.peak);
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** How long the killed instance stays down before it is started again. */
const DOWN_MS = 20_000;
/** The send queues of the day: Telegram's notices, WhatsApp's reminders, the webhooks' deliveries. */
const SEND_QUEUES = ['outbox', 'whatsapp_messages', 'webhook_deliveries'] as const;
type SendQueue = (typeof SEND_QUEUES)[number];

interface RunPlan {
  /** Its name in BENCH_DAY_RUNS. */
  id: 'sqlite' | 'postgres' | 'duas';
  title: string;
  pg?: string;
  instances: number;
}
const plans: RunPlan[] = [
  { id: 'sqlite', title: 'SQLite', instances: 1 },
  ...(pgUrl
    ? [
        { id: 'postgres', title: 'PostgreSQL', pg: pgUrl, instances: 1 } as const,
        { id: 'duas', title: 'PostgreSQL, duas instâncias atrás do HAProxy', pg: pgUrl, instances: 2 } as const,
      ]
    : []),
];
/** BENCH_DAY_RUNS picks some of the runs (sqlite, postgres, duas; all by default). */
const chosen = process.env.BENCH_DAY_RUNS?.split(',').map((id) => id.trim());
const wanted = plans.filter((p) => !chosen || chosen.includes(p.id));
if (wanted.some((p) => p.instances > 1) && spawnSync('haproxy', ['-v']).status !== 0) {
  console.error('HAProxy não encontrado: o dia em duas instâncias precisa dele (apt-get install haproxy).');
  process.exit(1);
}

const runs: DayRun[] = [];
for (const plan of wanted) runs.push(await runDay(plan));

const misses = report(runs, GOALS);
if (misses.length) {
  console.log(`\nMetas não atingidas (${misses.length}):\n${misses.map((m) => `  ✗ ${m}`).join('\n')}`);
  process.exitCode = 1;
} else console.log('\nTodas as metas do dia atingidas.');

/** The first message of `child` that `pick` finds what it wants in. */
function message<M, T>(child: ChildProcess, pick: (m: Partial<M>) => T | undefined): Promise<T> {
  return new Promise((resolve, reject) => {
    const listen = (m: unknown) => {
      const picked = pick(m as Partial<M>);
      if (picked === undefined) return;
      child.off('message', listen);
      resolve(picked);
    };
    child.on('message', listen);
    child.once('exit', (code) => code !== 0 && reject(new Error(`a carga saiu com ${code}`)));
  });
}

async function runDay(plan: RunPlan): Promise<DayRun> {
  const load = fork(fileURLToPath(new URL('./load.ts', import.meta.url)), { execArgv: process.execArgv });
  const instances: Instance[] = [];
  let proxy: Awaited<ReturnType<typeof startProxy>> | undefined;
  let database: DayDatabase | undefined;
  // Whatever fails, nothing of the run is left behind: no process, no database.
  try {
    const far = await message<LoadReady, LoadReady['ready']>(load, (m) => m.ready);
    database = await plantDatabase(plan.pg, PEAK_USERS, {
      TRUST_PROXY: '1',
      TELEGRAM_API_ROOT: far.telegram,
      WHATSAPP_API_ROOT: far.whatsapp,
      WEBHOOKS_ALLOW_LOCAL: '1',
    });
    for (let i = 0; i < plan.instances; i++) instances.push(await startInstance(String.fromCharCode(97 + i), database));
    proxy = plan.instances > 1 ? await startProxy(instances) : undefined;
    return await replayDay(plan, load, database, instances, proxy);
  } finally {
    // The servers first: with the far sides gone first, their senders would log them unreachable.
    await Promise.all(instances.map((i) => i.stop()));
    load.kill();
    proxy?.stop();
    await database?.drop();
  }
}

async function replayDay(
  plan: RunPlan,
  load: ChildProcess,
  database: DayDatabase,
  instances: Instance[],
  proxy: Awaited<ReturnType<typeof startProxy>> | undefined,
): Promise<DayRun> {
  const address = proxy?.address ?? `http://127.0.0.1:${instances[0]!.port}`;
  const admin = (await (
    await fetch(`${address}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: BENCH_ADMIN_PASSWORD }),
    })
  ).json()) as { access_token: string };
  const jobs: DayRun['jobs'] = [];
  const startedWall = Date.now();
  const started = performance.now();
  const timed = async (name: string, job: () => Promise<unknown>) => {
    const begun = performance.now();
    let ok = true;
    await job().catch(() => (ok = false));
    jobs.push({ name, ms: performance.now() - begun, ok, second: (begun - started) / 1000 });
  };
  const peakMs = DAY[PEAK]!.seconds * 1000;
  const end = message<LoadEnd, LoadEnd>(load, (m) => (m.samples ? (m as LoadEnd) : undefined));
  load.on('message', (m: { phase?: number }) => {
    if (m.phase !== PEAK) return;
    // In the middle of the peak, the night's backup and the hourly jobs, beside the users.
    setTimeout(() => {
      void timed('backup (POST /api/run-backup)', async () => {
        const res = await fetch(`${address}/api/run-backup`, { method: 'POST', headers: { authorization: `Bearer ${admin.access_token}` } });
        if (!res.ok) throw new Error(String(res.status));
      });
      void timed('tarefas de hora em hora', async () => {
        if (!(await instances[0]!.hourly()).ok) throw new Error('falharam');
      });
    }, peakMs / 2);
    // Two instances: the second killed a quarter into the peak, started again DOWN_MS later.
    const victim = instances[1];
    if (victim)
      setTimeout(() => {
        jobs.push({ name: `instância ${victim.name} morta (SIGKILL)`, ms: 0, ok: true, second: (performance.now() - started) / 1000 });
        victim.kill();
        setTimeout(() => void timed(`instância ${victim.name} de volta (partida até responder)`, () => victim.restart()), DOWN_MS);
      }, peakMs / 4);
  });
  load.send({ address, people: database.people } satisfies LoadStart);
  const day = await end;
  // What was queued in the last seconds leaves before the servers stop (or the run says it stayed).
  await drained(database, GOALS.noticeMs * 2);
  await Promise.all(instances.map((i) => i.stop()));
  const checked = await afterTheDay(database, day, startedWall);
  return {
    title: plan.title,
    database: database.dialect,
    samples: day.samples as Sample[],
    usage: usageOf(instances, started),
    jobs,
    ...checked,
    received: day.received,
    proxyConfig: proxy?.config,
  };
}

/** The instances' seconds, together: their CPU and memory added, the worst wait of their event loops. */
function usageOf(instances: Instance[], started: number): DayRun['usage'] {
  const bySecond = new Map<number, DayRun['usage'][number]>();
  for (const instance of instances)
    for (const u of instance.usage) {
      const second = Math.round((u.at - started) / 1000);
      if (second < 0) continue;
      const sum = bySecond.get(second) ?? { second, phase: phaseAt(second), cpu: 0, rssMb: 0, heapAfterGcMb: 0, loopDelayMs: 0 };
      sum.cpu += u.cpu;
      sum.rssMb += u.rssMb;
      sum.heapAfterGcMb += u.heapAfterGcMb;
      sum.loopDelayMs = Math.max(sum.loopDelayMs, u.loopDelayMs);
      bySecond.set(second, sum);
    }
  return [...bySecond.values()].sort((a, b) => a.second - b.second);
}

/** Waits, up to `withinMs`, until nothing is pending in any send queue. */
async function drained(database: DayDatabase, withinMs: number) {
  const { db } = database.open();
  const pending = async (table: SendQueue) =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('status', '=', 'pending')
          .executeTakeFirstOrThrow()
      ).n,
    );
  try {
    const until = performance.now() + withinMs;
    const anyPending = async () => (await Promise.all(SEND_QUEUES.map(pending))).some((n) => n > 0);
    while ((await anyPending()) && performance.now() < until) await sleep(500);
  } finally {
    await db.destroy();
  }
}

/** After the day: every acknowledged line and ticket in the database, and how long each notice waited in its queue. */
async function afterTheDay(database: DayDatabase, day: LoadEnd, since: number) {
  const { db } = database.open();
  try {
    const found = async (table: 'lines' | 'tickets', ids: number[]) => {
      let n = 0;
      for (let from = 0; from < ids.length; from += 500)
        n += Number(
          (
            await db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('id', 'in', ids.slice(from, from + 500))
              .executeTakeFirstOrThrow()
          ).n,
        );
      return n;
    };
    const queue = async (table: SendQueue): Promise<Notices> => {
      const rows = await db.selectFrom(table).select(['status', 'created_at', 'sent_at']).where('created_at', '>=', since).execute();
      const waits = rows
        .filter((r) => r.status === 'sent')
        .map((r) => Number(r.sent_at) - Number(r.created_at))
        .sort((a, b) => a - b);
      return { queued: rows.length, sent: waits.length, notSent: rows.length - waits.length, waitsMs: waits };
    };
    const lines = [...new Set(day.acknowledged.lines)];
    const tickets = [...new Set(day.acknowledged.tickets)];
    return {
      acknowledged: {
        lines: lines.length,
        linesMissing: lines.length - (await found('lines', lines)),
        tickets: tickets.length,
        ticketsMissing: tickets.length - (await found('tickets', tickets)),
      },
      notices: { telegram: await queue('outbox'), whatsapp: await queue('whatsapp_messages'), webhooks: await queue('webhook_deliveries') },
    };
  } finally {
    await db.destroy();
  }
}
