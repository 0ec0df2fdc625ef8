// The line lists' own work in the screens with 50 000 IPTV lines: indexing the search text once, a
// sort, and what one keystroke or filter change costs (the table then renders one page only).
import { performance } from 'node:perf_hooks';
import { filterRows, indexRows, sortRows } from '../../src/renderer/features/lines/list';
import { IPTV_LIST } from '../../src/renderer/features/users-iptv/UsersIptvPage';
import { iptvLines } from '../../src/renderer/test/lines';

const LINES = 50_000;
const RUNS = 7;

/** The median time of a few runs, in ms. */
function median(work: () => unknown): string {
  const times = Array.from({ length: RUNS }, () => {
    const start = performance.now();
    work();
    return performance.now() - start;
  }).sort((a, b) => a - b);
  return times[Math.floor(RUNS / 2)].toFixed(1).padStart(7);
}

export async function linesUiBenchmark(): Promise<void> {
  const now = Date.now();
  const rows = iptvLines(LINES, now, (i) => ({
    id: i,
    id_iptv: i,
    username: `7${String(i).padStart(8, '0')}`,
    password: `s${(i * 2654435761) % 100_000_000}`,
    watching: i % 50 === 0 ? '177.1.1.1' : '',
    nota: i % 7 === 0 ? `Cliente ${i} São João` : '',
    exp_date_timestamp: now + ((i * 7919) % 395) * 86_400_000,
    owner: 'revenda',
  }));
  const indexed = indexRows(rows, IPTV_LIST);
  const sorted = sortRows(indexed, IPTV_LIST, { key: 'exp', direction: 'ascend' });
  console.log(`\nTelas: ${LINES.toLocaleString('pt-BR')} linhas IPTV (mediana de ${RUNS} execuções)`);
  console.log(`  indexar o texto de busca (ao carregar)          ${median(() => indexRows(rows, IPTV_LIST))} ms`);
  console.log(`  ordenar por vencimento                          ${median(() => sortRows(indexed, IPTV_LIST, { key: 'exp', direction: 'descend' }))} ms`);
  console.log(`  ordenar por usuário (texto, pt-BR)              ${median(() => sortRows(indexed, IPTV_LIST, { key: 'username', direction: 'ascend' }))} ms`);
  console.log(
    `  uma tecla na busca ('sao joao')                 ${median(() => filterRows(sorted, IPTV_LIST, { search: 'sao joao', status: 'all', expiring: 'all' }))} ms`,
  );
  console.log(
    `  filtro de status 'Online'                       ${median(() => filterRows(sorted, IPTV_LIST, { search: '', status: 'online', expiring: 'all' }))} ms`,
  );
}
