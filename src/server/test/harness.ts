// Tests through the app (fastify.inject): SQLite in a temp folder by default, PostgreSQL in a fresh
// schema of its own when TEST_DATABASE_URL is set, so files can run in parallel on either.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { Secret } from 'otpauth';
import { encrypt } from '../security';
import { totpFor } from '../modules/auth/service';
import type { Permission, Profile } from '../../shared/domain';
import { toCents } from '../../shared/domain';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { migrateToLatest, openDatabase } from '../db';
import type { Account } from '../db/schema';
import { insertAccount } from '../core/accounts';
import { ensureAdmin } from '../core/bootstrap';
import { applyMovement, ledgerViolations } from '../core/ledger';
import { contractViolation } from './contract';

export const ADMIN_PASSWORD = 'Admin-test-123';
export const DEFAULT_PASSWORD = 'Senha-test-123';

export interface TestAccountInput {
  ownerId?: number;
  profile?: Profile;
  username?: string;
  password?: string;
  credits?: number;
  permissions?: Permission[];
  franchise?: number;
}

let counter = 0;
/** A web shell of one page (WEB_DIR), for what the server answers on a page. */
export function onePageWebDir(): string {
  const web = mkdtempSync(join(tmpdir(), 'painel-web-'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>Painel</title>');
  return web;
}

export const uniqueName = (prefix = 'rev') => `${prefix}${process.pid}x${++counter}x${randomBytes(2).toString('hex')}`;

/** Runs one statement on the PostgreSQL of the tests (TEST_DATABASE_URL): a schema or a database of a test's own. */
export async function onTestPostgres(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * `work` while no other test file makes or drops its schema. Kysely's migrator reads the tables of
 * every schema (pg_get_serial_sequence on each), which fails with 'schema ... does not exist' when
 * another file's schema is dropped in the middle of that read.
 */
async function holdingTestSchemas<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(`select pg_advisory_lock(hashtext('painel-test-schemas'))`);
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createTestApp(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'painel-test-'));
  const pgUrl = process.env.TEST_DATABASE_URL;
  const schema = pgUrl ? `t_${randomBytes(6).toString('hex')}` : undefined;
  const config: Config = loadConfig({
    DATA_DIR: dataDir,
    BOT_CHECK: 'off',
    ADMIN_PASSWORD,
    WEB_DIR: join(dataDir, 'web'),
    LOG_LEVEL: 'silent',
    ...(pgUrl ? { DATABASE_URL: pgUrl } : {}),
    ...env,
  });
  const { db, dialect } = openDatabase(config.database, { schema });
  if (schema)
    await holdingTestSchemas(async (client) => {
      // A test's commit need not wait for the disk: a crash loses nothing a test keeps (sessions made after this).
      await client.query(`ALTER DATABASE "${client.database}" SET synchronous_commit = off`);
      await client.query(`CREATE SCHEMA ${schema}`);
      await migrateToLatest(db, schema);
    });
  else await migrateToLatest(db);
  await ensureAdmin(db, config.adminUsername, ADMIN_PASSWORD);
  const { app, ctx, routes } = await buildApp({ config, db, dialect, logger: false });
  const admin = (await db.selectFrom('accounts').selectAll().where('id', '=', 1).executeTakeFirstOrThrow()) as Account;

  const request = requestOn(app);

  return {
    app,
    ctx,
    /** Every route the app registered (method and URL pattern). */
    routes,
    db,
    config,
    admin,
    request,
    /** A POST as `token` whose answer is a file: the raw answer, bytes and headers. */
    postForFile: (url: string, token: string, body: object) =>
      app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload: body }),

    /**
     * Another server instance on the same database (its own connection, caches and event bus), as a
     * second machine behind a load balancer would be. Close it before the app.
     */
    async instance() {
      const twin = openDatabase(config.database, { schema });
      const built = await buildApp({ config, db: twin.db, dialect: twin.dialect, logger: false });
      return {
        request: requestOn(built.app),
        ctx: built.ctx,
        async close() {
          await built.app.close();
          await twin.db.destroy();
        },
      };
    },

    /** POST /api/login and the token (fails the test when login is refused). */
    async loginAs(username: string, password = DEFAULT_PASSWORD, extra: Record<string, unknown> = {}): Promise<string> {
      const res = await request('POST', '/api/login', { body: { username, password, ...extra } });
      if (res.status !== 200 || !res.data.access_token) throw new Error(`login ${username}: ${res.status} ${JSON.stringify(res.data)}`);
      return res.data.access_token;
    },

    /** An account under `ownerId` (the admin by default), with credits minted to it through the ledger. */
    async createAccount(input: TestAccountInput = {}): Promise<Account & { password: string }> {
      const password = input.password ?? DEFAULT_PASSWORD;
      const account = await db.transaction().execute(async (tx) => {
        const created = await insertAccount(tx, {
          username: input.username ?? uniqueName(),
          password,
          ownerId: input.ownerId ?? 1,
          profile: input.profile ?? 'reseller',
          franchise: input.franchise,
          permissions: input.permissions,
        });
        if (input.credits) await applyMovement(tx, { from: null, to: created.id, amountCents: toCents(input.credits), kind: 'mint', actorId: 1 });
        return tx.selectFrom('accounts').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
      });
      return { ...account, password };
    },

    /** Turns 2FA on for the account and logs in with a code: its token and a source of fresh codes. */
    async loginWithTwofa(account: Account & { password: string }) {
      const secret = new Secret({ size: 20 }).base32;
      await db
        .updateTable('accounts')
        .set({ twofa_secret_enc: encrypt(config.secretKey, secret), twofa_enabled: 1 })
        .where('id', '=', account.id)
        .execute();
      // A code as a person types it once the next one shows: each time step serves one login or step-up,
      // so the step used last is forgotten first (a test cannot wait 30 s for the next code).
      const code = async () => {
        await db.updateTable('accounts').set({ twofa_last_step: null, twofa_last_request: null }).where('id', '=', account.id).execute();
        return totpFor(secret).generate();
      };
      return { token: await this.loginAs(account.username, account.password, { code: await code() }), code };
    },

    checkLedgerInvariant: () => ledgerViolations(db),

    /** An account's balance, in credits. */
    creditsOf: async (id: number) => (await db.selectFrom('accounts').select('credits').where('id', '=', id).executeTakeFirstOrThrow()).credits / 100,

    /** How many rows `table` holds now (a refusal leaves it as it was). */
    countRows: async (table: string) => Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db)).rows[0].n),

    /** Moves the rows of `table` whose `key` is `value` back in time: their `column` set `days` before now. */
    backdate: (table: string, column: string, days: number, key: string, value: number | string) =>
      sql`update ${sql.table(table)} set ${sql.ref(column)} = ${Date.now() - days * 86_400_000} where ${sql.ref(key)} = ${value}`.execute(db),

    /** What a refused call must not change: accounts, balances, lines, the ledger, tickets, smart app users, settings. */
    async snapshot(): Promise<string> {
      const [accounts, lines, ledger, tickets, smart, settings] = await Promise.all([
        db
          .selectFrom('accounts')
          .select(['id', 'username', 'credits', 'status', 'is_master', 'owner_id', 'password_hash', 'tokens_valid_after'])
          .orderBy('id')
          .execute(),
        db.selectFrom('lines').select(['id', 'account_id', 'username', 'password', 'status', 'exp_at', 'note', 'provider_ref']).orderBy('id').execute(),
        db
          .selectFrom('ledger_entries')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
        db.selectFrom('tickets').selectAll().orderBy('id').execute(),
        db.selectFrom('smart_app_users').selectAll().orderBy('id').execute(),
        db.selectFrom('settings').selectAll().orderBy('key').execute(),
      ]);
      return JSON.stringify({ accounts, lines, ledger: Number(ledger.n), tickets, smart, settings });
    },

    async close() {
      await app.close();
      await db.destroy();
      if (schema) await holdingTestSchemas((client) => client.query(`DROP SCHEMA ${schema} CASCADE`));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The app of a test file, made before its tests and closed after them (and after the file's own
 * afterAll hooks). The handle it returns is filled when the file's hooks and tests run.
 */
export function useTestApp(env: Record<string, string> = {}): TestApp {
  const handle = {} as TestApp;
  beforeAll(async () => {
    Object.assign(handle, await createTestApp(env));
  });
  afterAll(() => handle.close());
  return handle;
}

/**
 * A fake of an outside API (`serve` adds its routes) on a port, and the app of a test file pointed at it
 * (`envFor(address)`: its environment); both made before the file's tests and closed after them.
 */
export function useTestAppWithFake(serve: (fake: FastifyInstance) => void, envFor: (address: string) => Record<string, string>): TestApp {
  const handle = {} as TestApp;
  const fake = Fastify();
  beforeAll(async () => {
    serve(fake);
    Object.assign(handle, await createTestApp(envFor(await fake.listen({ port: 0, host: '127.0.0.1' }))));
  });
  afterAll(async () => {
    await handle.close();
    await fake.close();
  });
  return handle;
}

/** The app on a port for the event stream's tests: `connect(token)` opens /api/events as `token`; every stream is closed after the file. */
export function useEventStreams(t: TestApp) {
  let base = '';
  const open: AbortController[] = [];
  beforeAll(async () => {
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => open.forEach((c) => c.abort()));
  return async function connect(token: string) {
    const controller = new AbortController();
    open.push(controller);
    return fetch(`${base}/api/events`, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
  };
}

/** Reads an open event stream to its end; the function it returns says whether it ended (true) within `ms` (false: still open). */
export function streamEnd(res: Response, ms: number) {
  const reader = res.body!.getReader();
  const ended = (async () => {
    for (;;) if ((await reader.read()).done) return true;
  })().catch(() => true);
  return () => Promise.race([ended, new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);
}

/** `request(method, url, { token, body, headers })` through `app.inject`, the answer parsed. */
function requestOn(app: FastifyInstance) {
  /** `from`: the client's address (the socket's), 127.0.0.1 by default. */
  return async function request<T = any>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    opts: { token?: string; body?: unknown; headers?: Record<string, string>; from?: string } = {},
  ) {
    const res = await app.inject({
      method,
      url,
      ...(opts.from ? { remoteAddress: opts.from } : {}),
      headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers },
      ...(opts.body === undefined ? {} : { payload: opts.body as object }),
    });
    let data: any;
    try {
      data = res.body ? JSON.parse(res.body) : undefined;
    } catch {
      data = res.body;
    }
    const violation = contractViolation({ method, url, status: res.statusCode, contentType: res.headers['content-type'] as string | undefined, body: data });
    if (violation) throw new Error(`Contrato: ${violation}`);
    return { status: res.statusCode, data: data as T, headers: res.headers };
  };
}
