// The day's report: per database, each kind of call at the peak (calls, p50, p99, failures), the jobs
// run beside it, and the server's CPU and memory over the day, printed as a table and written as
// bench-day.html (with the charts) and bench-day.json. Returns every goal missed.
import { writeFileSync } from 'node:fs';
import { DAY, type GOALS } from './model';
import type { Sample } from './load';

/** A queue of notices over the day: how many were queued, sent and not sent, and each sent one's wait (sent_at - created_at), sorted. */
export interface Notices {
  queued: number;
  sent: number;
  notSent: number;
  waitsMs: number[];
}

export interface DayRun {
  title: string;
  database: 'sqlite' | 'postgres';
  samples: Sample[];
  /** The server's seconds (with two instances, their CPU and memory added). */
  usage: { second: number; phase: number; cpu: number; rssMb: number; heapAfterGcMb: number; loopDelayMs: number }[];
  jobs: { name: string; ms: number; ok: boolean; second: number }[];
  /** The lines and tickets the server answered as created, and how many of them the database does not have. */
  acknowledged: { lines: number; linesMissing: number; tickets: number; ticketsMissing: number };
  notices: { telegram: Notices; whatsapp: Notices; webhooks: Notices };
  /** What the far sides received. */
  received: { telegram: number; whatsapp: number; webhooks: number };
  /** The proxy's configuration, when the run had one. */
  proxyConfig?: string;
}

interface Row {
  kind: string;
  calls: number;
  p50: number;
  p99: number;
  failures: number;
  statuses: string;
  goal?: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
const isPlayer = (kind: string) => kind.includes('player_api');

function peakRows(run: DayRun, goals: typeof GOALS): Row[] {
  const peak = DAY.findIndex((p) => p.peak);
  const byKind = new Map<string, Sample[]>();
  for (const s of run.samples) {
    if (s[0] !== peak) continue;
    const list = byKind.get(s[1]);
    if (list) list.push(s);
    else byKind.set(s[1], [s]);
  }
  return [...byKind.entries()]
    .map(([kind, list]) => {
      const ms = list.map((s) => s[2]).sort((a, b) => a - b);
      const failed = list.filter((s) => s[3] === 0 || s[3] >= 400);
      const statuses = [...new Set(failed.map((s) => s[3]))]
        .map((code) => `${failed.filter((s) => s[3] === code).length}x ${code || 'sem resposta'}`)
        .join(', ');
      // The login hashes the password on purpose (argon2id): its time is the cost of that, not of the day.
      const goal =
        kind === 'POST /api/login'
          ? undefined
          : kind === 'GET /player_api.php (login)'
            ? goals.playerP99Ms
            : isPlayer(kind)
              ? undefined
              : kind.startsWith('evento ao vivo')
                ? goals.liveEventP99Ms
                : goals.interactiveP99Ms;
      return { kind, calls: list.length, p50: percentile(ms, 50), p99: percentile(ms, 99), failures: failed.length, statuses, goal };
    })
    .sort((a, b) => a.kind.localeCompare(b.kind));
}

/**
 * The server's memory flat over the day: what its heap kept after a full collection, the last part's
 * highest against the peak's (the busiest part, when the caches of the lists hold as many users as the
 * day brings; they are bounded, so past it a growth is a leak), and against the afternoon's, said too.
 * Not the RSS: that rises with the garbage between two collections and with SQLite's page cache and the
 * backup's buffers, which the allocator keeps and reuses (the chart shows it).
 */
function memoryGrowth(run: DayRun): { afterPeak: number; sinceAfternoon: number } {
  const top = (phase: number) => Math.max(...run.usage.filter((u) => u.phase === phase).map((u) => u.heapAfterGcMb));
  const last = top(DAY.length - 1);
  return { afterPeak: last / top(DAY.findIndex((p) => p.peak)), sinceAfternoon: last / top(1) };
}

/** The p99 of the interactive calls (the goal's) and of the players' logins, every 5 seconds of the day: what the backup or a job did to them. */
function latencyOverDay(run: DayRun) {
  const buckets = new Map<number, { interactive: number[]; player: number[] }>();
  for (const [, kind, ms, , second] of run.samples) {
    const at = Math.floor(second / 5) * 5;
    const bucket = buckets.get(at) ?? { interactive: [], player: [] };
    buckets.set(at, bucket);
    if (kind === 'GET /player_api.php (login)') bucket.player.push(ms);
    else if (!isPlayer(kind) && kind !== 'POST /api/login' && !kind.startsWith('evento ao vivo')) bucket.interactive.push(ms);
  }
  const p99 = (list: number[]) =>
    percentile(
      list.sort((a, b) => a - b),
      99,
    );
  return [...buckets.entries()].sort(([a], [b]) => a - b).map(([second, b]) => ({ second, interactiveP99: p99(b.interactive), playerP99: p99(b.player) }));
}

/** Nothing the server acknowledged is lost: every line and ticket it answered as created is in the database after the day. */
function keptWrites(run: DayRun): { text: string; miss?: string } {
  const a = run.acknowledged;
  const missing = a.linesMissing + a.ticketsMissing;
  const text = `escritas confirmadas: ${a.lines} linhas e ${a.tickets} tickets, ${missing ? `${missing} FALTANDO no banco` : 'todas no banco depois do dia'}`;
  return { text, miss: missing ? `${missing} escritas confirmadas não estão no banco` : undefined };
}

const waits = (n: Notices) => ({ p50Ms: percentile(n.waitsMs, 50), p99Ms: percentile(n.waitsMs, 99), maxMs: n.waitsMs.at(-1) ?? 0 });

/** Each queue's notices over the day: all sent, each within the goal of being queued. */
function noticeLines(run: DayRun, goals: typeof GOALS): { text: string; miss?: string }[] {
  const names = { telegram: 'avisos do Telegram', whatsapp: 'lembretes do WhatsApp', webhooks: 'entregas de webhooks' } as const;
  return (Object.keys(names) as (keyof typeof names)[]).map((queue) => {
    const n = run.notices[queue];
    const w = waits(n);
    const late = n.waitsMs.filter((ms) => ms > goals.noticeMs).length;
    const text = `${names[queue]}: ${n.queued} na fila, ${n.sent} enviados (${run.received[queue]} recebidos do outro lado), espera p50 ${(w.p50Ms / 1000).toFixed(1)} s, p99 ${(w.p99Ms / 1000).toFixed(1)} s, máx. ${(w.maxMs / 1000).toFixed(1)} s (meta até ${goals.noticeMs / 1000} s)`;
    const miss =
      n.queued === 0
        ? `nenhum dos ${names[queue]} foi para a fila`
        : n.notSent || late
          ? `${names[queue]}: ${n.notSent ? `${n.notSent} não enviados` : ''}${n.notSent && late ? ', ' : ''}${late ? `${late} esperaram mais de ${goals.noticeMs / 1000} s` : ''}`
          : undefined;
    return { text, miss };
  });
}

function chart(title: string, points: { x: number; y: number }[], unit: string): string {
  const w = 640;
  const h = 160;
  const maxX = Math.max(1, ...points.map((p) => p.x));
  const maxY = Math.max(1, ...points.map((p) => p.y));
  const line = points.map((p) => `${((p.x / maxX) * w).toFixed(1)},${(h - (p.y / maxY) * h).toFixed(1)}`).join(' ');
  return `<figure><figcaption>${title} (máx. ${maxY.toFixed(0)} ${unit})</figcaption><svg width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" style="border:1px solid #ccc"><polyline fill="none" stroke="#1677ff" stroke-width="1.5" points="${line}"/></svg></figure>`;
}

export function report(runs: DayRun[], goals: typeof GOALS): string[] {
  const misses: string[] = [];
  const sections: string[] = [];
  const json: unknown[] = [];
  for (const run of runs) {
    const rows = peakRows(run, goals);
    const growth = memoryGrowth(run);
    const latency = latencyOverDay(run);
    const peakCpu = run.usage.filter((u) => DAY[u.phase]?.peak).map((u) => u.cpu);
    console.log(`\n== Um dia de trabalho: ${run.title} (no pico: ${DAY.find((p) => p.peak)!.users} usuários do painel) ==`);
    for (const r of rows) {
      const met = r.failures === 0 && (r.goal === undefined || r.p99 < r.goal);
      if (!met)
        misses.push(`${run.title}: ${r.kind}: p99 ${r.p99.toFixed(0)} ms${r.goal ? ` (meta ${r.goal} ms)` : ''}${r.failures ? `, falhas ${r.statuses}` : ''}`);
      console.log(
        `  ${r.kind.padEnd(44)} ${String(r.calls).padStart(6)} chamadas   p50 ${r.p50.toFixed(0).padStart(4)} ms   p99 ${r.p99.toFixed(0).padStart(4)} ms${r.goal ? ` (meta < ${r.goal})` : ''}${r.failures ? `   falhas: ${r.statuses}` : ''}${met ? '' : '   META NÃO ATINGIDA'}`,
      );
    }
    for (const j of run.jobs) {
      console.log(`  ${j.name.padEnd(44)} ${(j.ms / 1000).toFixed(1)} s, do segundo ${j.second.toFixed(0)} do dia${j.ok ? '' : '   FALHOU'}`);
      if (!j.ok) misses.push(`${run.title}: ${j.name} falhou`);
    }
    const rssTop = Math.max(...run.usage.map((u) => u.rssMb));
    const memoryText = `heap depois da coleta completa, fim do dia / pico: ${growth.afterPeak.toFixed(2)} (meta até ${goals.memoryGrowth}), fim do dia / tarde: ${growth.sinceAfternoon.toFixed(2)}; RSS máx. ${rssTop.toFixed(0)} MB`;
    const peakLoop = Math.max(...run.usage.filter((u) => DAY[u.phase]?.peak).map((u) => u.loopDelayMs));
    const cpuText = `CPU do servidor no pico: média ${(peakCpu.reduce((a, b) => a + b, 0) / peakCpu.length).toFixed(0)} %, máx. ${Math.max(...peakCpu).toFixed(0)} % de um núcleo; maior espera do event loop ${peakLoop.toFixed(0)} ms`;
    console.log(`  ${cpuText}; ${memoryText}`);
    if (growth.afterPeak > goals.memoryGrowth)
      misses.push(`${run.title}: o heap depois da coleta completa cresceu ${growth.afterPeak.toFixed(2)}x depois do pico`);
    const kept = keptWrites(run);
    console.log(`  ${kept.text}`);
    if (kept.miss) misses.push(`${run.title}: ${kept.miss}`);
    const notices = noticeLines(run, goals);
    for (const n of notices) {
      console.log(`  ${n.text}${n.miss ? '   META NÃO ATINGIDA' : ''}`);
      if (n.miss) misses.push(`${run.title}: ${n.miss}`);
    }
    sections.push(`<h2>${run.title}</h2>
<table><tr><th>chamada (no pico)</th><th>chamadas</th><th>p50 ms</th><th>p99 ms</th><th>meta p99</th><th>falhas</th></tr>
${rows.map((r) => `<tr><td>${r.kind}</td><td>${r.calls}</td><td>${r.p50.toFixed(0)}</td><td>${r.p99.toFixed(0)}</td><td>${r.goal ?? ''}</td><td>${r.statuses}</td></tr>`).join('\n')}
</table><p>${run.jobs.map((j) => `${j.name}: ${(j.ms / 1000).toFixed(1)} s, do segundo ${j.second.toFixed(0)} do dia`).join('; ')}. ${cpuText}; ${memoryText}.</p>
<p>${kept.text}</p><ul>${notices.map((n) => `<li>${n.text}</li>`).join('')}</ul>
${run.proxyConfig ? `<details><summary>Configuração do HAProxy</summary><pre>${run.proxyConfig}</pre></details>` : ''}
${chart(
  'p99 das chamadas do painel a cada 5 s',
  latency.map((l) => ({ x: l.second, y: l.interactiveP99 })),
  'ms',
)}
${chart(
  'p99 dos logins de player a cada 5 s',
  latency.map((l) => ({ x: l.second, y: l.playerP99 })),
  'ms',
)}
${chart(
  'CPU do servidor (% de um núcleo)',
  run.usage.map((u) => ({ x: u.second, y: u.cpu })),
  '%',
)}
${chart(
  'Memória do servidor (RSS)',
  run.usage.map((u) => ({ x: u.second, y: u.rssMb })),
  'MB',
)}
${chart(
  'Heap do servidor depois da última coleta completa',
  run.usage.map((u) => ({ x: u.second, y: u.heapAfterGcMb })),
  'MB',
)}
${chart(
  'Maior espera do event loop do servidor, por segundo',
  run.usage.map((u) => ({ x: u.second, y: u.loopDelayMs })),
  'ms',
)}`);
    json.push({
      title: run.title,
      database: run.database,
      peak: rows,
      jobs: run.jobs,
      usage: run.usage,
      latency,
      memoryGrowth: growth,
      acknowledged: run.acknowledged,
      notices: Object.fromEntries(Object.entries(run.notices).map(([k, n]) => [k, { ...n, waitsMs: undefined, ...waits(n) }])),
      received: run.received,
    });
  }
  const phases = DAY.map((p) => `${p.name}: ${p.seconds.toFixed(0)} s, ${p.users} usuários, ${p.playersPerSecond} logins de player/s`).join('; ');
  writeFileSync(
    'bench-day.html',
    `<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>Um dia de trabalho</title><style>body{font-family:sans-serif;margin:2em}td,th{padding:2px 8px;text-align:right}td:first-child,th:first-child{text-align:left}</style><h1>Um dia de trabalho (${new Date().toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' })})</h1><p>${phases}.</p>${sections.join('\n')}</html>\n`,
  );
  writeFileSync('bench-day.json', `${JSON.stringify({ at: new Date().toISOString(), phases: DAY, runs: json }, null, 2)}\n`);
  console.log('\nRelatório em bench-day.html e bench-day.json');
  return misses;
}
