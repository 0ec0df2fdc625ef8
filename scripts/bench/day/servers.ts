// The servers of `npm run bench:day`, as an operator runs them: the network planted in a database of
// its own (SQLite in a temp folder, or a new PostgreSQL database), then the real server
// (src/server/index.ts, with its senders and schedules) in processes of its own, one or two; two behind
// Debian's HAProxy, with its health check (GET /api/health/ready), as docs/operations.md (section 9) shows.
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { loadConfig } from '../../../src/server/config';
import { migrateToLatest, openDatabase } from '../../../src/server/db';
import { ensureAdmin } from '../../../src/server/core/bootstrap';
import { setSetting } from '../../../src/server/core/settings';
import { sql } from 'kysely';
import { refreshStatistics } from '../../../src/server/db/statistics';
import { saveBot } from '../../../src/server/modules/telegram/bot';
import { botInfo } from '../../../src/server/test/fake-telegram';
import { BENCH_ADMIN_PASSWORD } from '../support';
import { plantDay, type DayPeople } from './plant';
import type { ProbeMessage, Usage } from './probe';

/** The bench's Telegram bot (the load's stand-in for the Bot API answers for it). */
export const BENCH_BOT = { token: '7000000001:bench-day-bot', username: 'painel_bench_bot' };
/** The WhatsApp number of the resellers who have notices set up, as Minha Conta saves it (the load's stand-in for Meta knows it). */
export const BENCH_WHATSAPP = {
  phone_number_id: '104000100010001',
  token: 'bench-day-whatsapp-token',
  template_name: 'lembrete_vencimento',
  template_language: 'pt_BR',
  auto_days: 0,
  portal_url: '',
};

export interface DayDatabase {
  dialect: 'sqlite' | 'postgres';
  /** What every instance of this database runs with. */
  env: Record<string, string>;
  people: DayPeople;
  /** The database's URL for the bench's own reads (PostgreSQL), or its data folder's config (SQLite). */
  open(): ReturnType<typeof openDatabase>;
  drop(): Promise<void>;
}

async function onPostgres(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(statement);
  await client.end();
}

/** Plants the day's network in a new database; `env` is what the instances need besides it (the far sides' addresses). */
export async function plantDatabase(pgUrl: string | undefined, panelUsers: number, env: Record<string, string>): Promise<DayDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'painel-day-'));
  const name = `bench_day_${randomBytes(4).toString('hex')}`;
  const url = pgUrl ? Object.assign(new URL(pgUrl), { pathname: `/${name}` }).toString() : undefined;
  if (pgUrl) await onPostgres(pgUrl, `CREATE DATABASE ${name}`);
  const instanceEnv: Record<string, string> = {
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
    BOT_CHECK: 'off',
    ...(url ? { DATABASE_URL: url } : {}),
    ...env,
  };
  const config = loadConfig(instanceEnv);
  const open = () => openDatabase(config.database);
  const drop = async () => {
    rmSync(dataDir, { recursive: true, force: true });
    if (pgUrl) await onPostgres(pgUrl, `DROP DATABASE ${name} WITH (FORCE)`);
  };
  const { db, dialect } = open();
  const started = Date.now();
  try {
    await migrateToLatest(db);
    await ensureAdmin(db, 'admin', BENCH_ADMIN_PASSWORD);
    const people = await plantDay(db, panelUsers);
    // The panel's bot, answered by the load's stand-in of the Bot API (TELEGRAM_API_ROOT).
    await saveBot({ db, config }, BENCH_BOT.token, botInfo(BENCH_BOT.token, BENCH_BOT.username));
    // A network whose resellers sell through bots raises the daily test limit (/settings): each bot makes about 20 a day here.
    await setSetting(db, 'tests_daily_limit', '100');
    await refreshStatistics(db);
    // A network written over months was vacuumed long ago and its pages are on disk: just planted, the day's
    // first reads would set the hint bits of a million rows and write them back, beside the checkpoints
    // the plant's WAL brings, in the middle of the users.
    if (dialect === 'postgres') {
      await sql`vacuum`.execute(db);
      await sql`checkpoint`.execute(db);
    }
    console.log(
      `\n${dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'}: 20 000 revendas e 1 000 000 linhas, criadas em ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    return { dialect, env: instanceEnv, people, open, drop };
  } catch (error) {
    await drop();
    throw error;
  } finally {
    // After a failed plant's drop the connections may be gone already.
    await db.destroy().catch(() => undefined);
  }
}

/** A free port of this machine. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function ready(url: string, process: ChildProcess, what: string) {
  for (let i = 0; i < 600; i++) {
    if (process.exitCode !== null) throw new Error(`${what} saiu com ${process.exitCode} antes de responder`);
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await sleep(100);
  }
  throw new Error(`${what} não respondeu em 60 s (${url})`);
}

/** One server instance: its port, what its probe said each second, and how to ask it for the hourly jobs. */
export interface Instance {
  name: string;
  port: number;
  usage: (Usage & { at: number })[];
  hourly(): Promise<{ ms: number; ok: boolean }>;
  kill(): void;
  /** Starts it again on the same port, after a kill. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

const SERVER = fileURLToPath(new URL('../../../src/server/index.ts', import.meta.url));
const PROBE = new URL('./probe.ts', import.meta.url).href;

export async function startInstance(name: string, database: DayDatabase): Promise<Instance> {
  const port = await freePort();
  const usage: Instance['usage'] = [];
  let child: ChildProcess;
  let hourlyDone: ((result: { ms: number; ok: boolean }) => void) | undefined;
  const start = async () => {
    child = fork(SERVER, {
      execArgv: ['--import', 'tsx', '--import', PROBE],
      env: { ...process.env, ...database.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', LOG_LEVEL: 'warn', LOG_FORMAT: 'text' },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.on('message', (message: ProbeMessage) => {
      if ('usage' in message) usage.push({ ...message.usage, at: performance.now() });
      else hourlyDone?.(message.hourly);
    });
    await ready(`http://127.0.0.1:${port}/api/health/ready`, child, `a instância ${name}`);
  };
  await start();
  return {
    name,
    port,
    usage,
    hourly: () =>
      new Promise((resolve) => {
        hourlyDone = resolve;
        child.send({ hourly: true });
      }),
    kill: () => child.kill('SIGKILL'),
    restart: start,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await gone;
    },
  };
}

/**
 * HAProxy in front of the instances: round robin, each instance checked every second on
 * /api/health/ready (two misses take it out, two answers put it back); a request whose instance died
 * before answering goes to the other (retry-on with redispatch: every write of the panel carries an
 * Idempotency-Key, so a replay answers what the first attempt did). The load sends each user's
 * X-Forwarded-For itself and HAProxy passes it on (TRUST_PROXY=1 reads the last address).
 */
export async function startProxy(instances: Instance[]): Promise<{ address: string; stop(): void; config: string }> {
  const port = await freePort();
  const config = `global
  maxconn 4000
defaults
  mode http
  timeout connect 2s
  timeout client 1h
  timeout server 1h
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response 503
frontend painel
  bind 127.0.0.1:${port}
  default_backend instancias
backend instancias
  balance roundrobin
  option httpchk GET /api/health/ready
  http-check expect status 200
  default-server inter 1s fall 2 rise 2
${instances.map((i) => `  server ${i.name} 127.0.0.1:${i.port} check`).join('\n')}
`;
  const dir = mkdtempSync(join(tmpdir(), 'painel-haproxy-'));
  const file = join(dir, 'haproxy.cfg');
  writeFileSync(file, config);
  const child = spawn('haproxy', ['-db', '-f', file], { stdio: ['ignore', 'inherit', 'inherit'] });
  await ready(`http://127.0.0.1:${port}/api/health/live`, child, 'o HAProxy');
  return {
    address: `http://127.0.0.1:${port}`,
    config,
    stop: () => {
      child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
