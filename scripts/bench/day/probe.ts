// Loaded into each server instance of `npm run bench:day` (node --import, before src/server/index.ts):
// what the instance spends, measured from inside it and sent to the bench every second (CPU, memory,
// what its heap kept after the last full collection, the worst wait of its event loop), and the hourly
// jobs run in it when the bench asks (in the middle of the peak), on a connection of their own with the
// instance's configuration.
import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';
import { loadConfig } from '../../../src/server/config';
import { openDatabase } from '../../../src/server/db';
import { runHourlyJobs } from '../../../src/server/modules/hourly';

/** One second of an instance, as the report keeps it. */
export interface Usage {
  cpu: number;
  rssMb: number;
  /** The heap still used after the last full collection (0 before the first): what the instance keeps, garbage apart. */
  heapAfterGcMb: number;
  loopDelayMs: number;
}
export type ProbeMessage = { usage: Usage } | { hourly: { ms: number; ok: boolean } };

const send = (message: ProbeMessage) => process.connected && process.send?.(message);
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();
let heapAfterGcMb = 0;
new PerformanceObserver((entries) => {
  if (entries.getEntries().some((e) => (e as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR))
    heapAfterGcMb = getHeapStatistics().used_heap_size / 1048576;
}).observe({ entryTypes: ['gc'] });
let last = process.cpuUsage();
let lastAt = performance.now();
setInterval(() => {
  const cpu = process.cpuUsage(last);
  const at = performance.now();
  send({
    usage: {
      cpu: ((cpu.user + cpu.system) / 1000 / (at - lastAt)) * 100,
      rssMb: process.memoryUsage().rss / 1048576,
      heapAfterGcMb,
      loopDelayMs: loopDelay.max / 1e6,
    },
  });
  loopDelay.reset();
  last = process.cpuUsage();
  lastAt = at;
}, 1000).unref();

process.on('message', async (message: { hourly?: true }) => {
  if (!message.hourly) return;
  const begun = performance.now();
  const { db } = openDatabase(loadConfig().database);
  const ok = await runHourlyJobs(db).then(
    () => true,
    () => false,
  );
  await db.destroy();
  send({ hourly: { ms: performance.now() - begun, ok } });
});
// The IPC channel would keep the server's stop (SIGTERM) from ending the process.
process.channel?.unref();
