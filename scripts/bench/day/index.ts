// `npm run bench:day`: a working day of a network of 20 000 resellers and 1 000 000 lines (issue 45),
// compressed (model.ts), on SQLite and on PostgreSQL (BENCH_DATABASE_URL; the local server by default,
// empty to skip). The users come from another process (load.ts); this process is the server, so its
// CPU and memory over the day are the server's. A backup and the hourly jobs run in the middle of the
// peak. Writes bench-day.html (a table and charts per database) and bench-day.json, and fails naming
// every goal missed.
import { fork } from 'node:child_process';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { runHourlyJobs } from '../../../src/server/modules/hourly';
import { BENCH_ADMIN_PASSWORD, withBenchServer } from '../support';
import { DAY, GOALS, phaseAt } from './model';
import { plantDay } from './plant';
import type { LoadEnd, LoadStart, Sample } from './load';
import { report, type DayRun } from './report';

const PEAK_USERS = Math.max(...DAY.map((p) => p.users));
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const runs: DayRun[] = [];

for (const url of [undefined, pgUrl || undefined].filter((u, i) => i === 0 || u)) {
  let people: Awaited<ReturnType<typeof plantDay>>;
  await withBenchServer(
    url,
    async (db) => {
      people = await plantDay(db, PEAK_USERS);
      return { username: 'admin', password: BENCH_ADMIN_PASSWORD, what: '20 000 revendas e 1 000 000 linhas' };
    },
    async ({ address, token, dialect, db }) => {
      const load = fork(fileURLToPath(new URL('./load.ts', import.meta.url)), { execArgv: process.execArgv });
      const usage: DayRun['usage'] = [];
      const jobs: DayRun['jobs'] = [];
      let last = process.cpuUsage();
      let lastAt = performance.now();
      const started = performance.now();
      // How long a call waited for the event loop (this process is the server): the worst each second.
      const loopDelay = monitorEventLoopDelay({ resolution: 10 });
      loopDelay.enable();
      const sampler = setInterval(() => {
        const cpu = process.cpuUsage(last);
        const at = performance.now();
        const second = (at - started) / 1000;
        usage.push({
          second,
          phase: phaseAt(second),
          cpu: ((cpu.user + cpu.system) / 1000 / (at - lastAt)) * 100,
          rssMb: process.memoryUsage().rss / 1048576,
          loopDelayMs: loopDelay.max / 1e6,
        });
        loopDelay.reset();
        last = process.cpuUsage();
        lastAt = at;
      }, 1000);
      const timed = async (name: string, job: () => Promise<unknown>) => {
        const begun = performance.now();
        let ok = true;
        await job().catch(() => (ok = false));
        jobs.push({ name, ms: performance.now() - begun, ok, second: (begun - started) / 1000 });
      };
      const samples = await new Promise<Sample[]>((resolve, reject) => {
        load.on('message', (message: { phase?: number } & Partial<LoadEnd>) => {
          if (message.samples) return resolve(message.samples);
          const phase = message.phase!;
          // In the middle of the peak, the night's backup and the hourly jobs, beside the users.
          if (DAY[phase]!.peak)
            setTimeout(
              () => {
                void timed('backup (POST /api/run-backup)', async () => {
                  const res = await fetch(`${address}/api/run-backup`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
                  if (!res.ok) throw new Error(String(res.status));
                });
                void timed('tarefas de hora em hora', () => runHourlyJobs(db));
              },
              (DAY[phase]!.seconds * 1000) / 2,
            );
        });
        load.on('exit', (code) => code !== 0 && reject(new Error(`a carga saiu com ${code}`)));
        load.send({ address, people } satisfies LoadStart);
      });
      clearInterval(sampler);
      loopDelay.disable();
      runs.push({ database: dialect, samples, usage, jobs });
    },
    // Behind a proxy (each user's address), and the server's warnings and errors in the output: an error of the day says its cause.
    { TRUST_PROXY: '1', LOG_LEVEL: 'warn' },
  );
}

const misses = report(runs, GOALS);
if (misses.length) {
  console.log(`\nMetas não atingidas (${misses.length}):\n${misses.map((m) => `  ✗ ${m}`).join('\n')}`);
  process.exitCode = 1;
} else console.log('\nTodas as metas do dia atingidas.');
