// `npm run bench`: every benchmark in turn, never in the test suite. On SQLite, and on PostgreSQL too
// when BENCH_DATABASE_URL is set.
import { linesBenchmark } from './lines';
import { linesUiBenchmark } from './lines-ui';
import { firstLoadBenchmark } from './first-load';
import { networkBenchmark } from './network';
import { recoveryBenchmark } from './recovery';
import { writeFileSync } from 'node:fs';
import { compileEveryAnswer } from './serialization';
import { figures, misses } from './support';

const BENCHMARKS: [string, (pgUrl?: string) => Promise<void>][] = [
  ['Rede de revendas', networkBenchmark],
  ['Linhas de clientes', linesBenchmark],
  ['Falhas do banco (só PostgreSQL)', recoveryBenchmark],
];
const databases = [undefined, process.env.BENCH_DATABASE_URL].filter((url, i) => i === 0 || url);

console.log('\n== Serialização das respostas pelos esquemas ==');
compileEveryAnswer();
for (const [name, run] of BENCHMARKS) {
  console.log(`\n== ${name} ==`);
  for (const url of databases) await run(url);
}
// No database: the lists' work in the screens, and what a browser downloads before each screen shows.
await linesUiBenchmark();
console.log('\n== Shell web ==');
await firstLoadBenchmark();

// Every figure of the run (name, database, req/s, p50, p99, failures), beside the printed table.
writeFileSync('bench-results.json', `${JSON.stringify({ at: new Date().toISOString(), figures }, null, 2)}\n`);
console.log('\nResultados em bench-results.json');
// A missed goal fails the run, so a regression shows at once.
if (misses.length) {
  console.log(`\nMetas não atingidas (${misses.length}):\n${misses.map((m) => `  ✗ ${m}`).join('\n')}`);
  process.exitCode = 1;
} else console.log('\nTodas as metas atingidas.');
