// Setup through the real /api calls (Playwright's `request` fixture), as the admin or any account.
import { createHash } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { solveProofOfWork } from '../../src/server/test/proof-of-work';
import { ADMIN, uniqueName, uniquePhone } from './env';

export interface ApiAnswer<T = any> {
  status: number;
  data: T;
}

/** Solves the server's ALTCHA challenge in Node and returns the base64 payload the login expects. */
export async function solveAltcha(request: APIRequestContext, challengeUrl: string): Promise<string> {
  const res = await request.get(challengeUrl);
  expect(res.ok(), `ALTCHA challenge ${challengeUrl}: ${res.status()}`).toBeTruthy();
  return solveProofOfWork(await res.json());
}

/** The bot-check answer for an API login, whatever the server's BOT_CHECK is. */
export async function botcheckAnswer(request: APIRequestContext): Promise<string | undefined> {
  const res = await request.get('/api/login-info');
  if (!res.ok()) return undefined;
  const info = await res.json();
  if (info?.botcheck?.kind === 'pow') return solveAltcha(request, info.botcheck.challengeUrl);
  return undefined;
}

export class Api {
  constructor(
    readonly request: APIRequestContext,
    readonly token: string,
    readonly id: number,
    readonly username: string,
    /** The login's crypt_pass (the spec's locally stored registration password). */
    readonly cryptPass = '',
  ) {}

  async call<T = any>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<ApiAnswer<T>> {
    const res = await this.request.fetch(path, {
      method,
      headers: { authorization: `Bearer ${this.token}`, 'idempotency-key': `e2e-${uniqueName('k')}` },
      data: body === undefined ? undefined : body,
    });
    const text = await res.text();
    let data: any = text;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    return { status: res.status(), data };
  }

  /** Like call() but fails the test with the server's message when the answer is not 2xx. */
  async ok<T = any>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
    const r = await this.call<T>(method, path, body);
    expect(r.status, `${method} ${path} -> ${JSON.stringify(r.data)}`).toBeLessThan(300);
    return r.data;
  }

  get = <T = any>(path: string) => this.ok<T>('GET', path);
  post = <T = any>(path: string, body?: unknown) => this.ok<T>('POST', path, body ?? {});
  put = <T = any>(path: string, body?: unknown) => this.ok<T>('PUT', path, body ?? {});
}

/**
 * The address an account logs in from: one of its own, as resellers sign in from their own machines.
 * The e2e servers trust a proxy on this machine (TRUST_PROXY=1) and read it from X-Forwarded-For, so
 * the 30 logins a minute per IP are each account's, not the whole run's from 127.0.0.1 (a faster
 * suite filled them: 429 at the login of the next test).
 */
export function loginAddress(username: string): string {
  const [a, b, c] = createHash('sha256').update(username).digest();
  return `10.${a}.${b}.${c}`;
}

/** Logs in through POST /api/login (solving the bot check) and returns a client with the token. */
export async function apiLogin(request: APIRequestContext, username: string, password: string, code?: string): Promise<Api> {
  const botcheck = await botcheckAnswer(request);
  const res = await request.post('/api/login', { data: { username, password, code, botcheck }, headers: { 'x-forwarded-for': loginAddress(username) } });
  const body = await res.json().catch(() => ({}));
  expect(res.status(), `login ${username}: ${JSON.stringify(body)}`).toBe(200);
  expect(body.access_token, `login ${username} gave no token: ${JSON.stringify(body)}`).toBeTruthy();
  return new Api(request, body.access_token, body.id, body.username, body.crypt_pass ?? '');
}

export function adminApi(request: APIRequestContext): Promise<Api> {
  return apiLogin(request, ADMIN.username, ADMIN.password);
}

export interface NewAccount {
  id: number;
  username: string;
  password: string;
}

/**
 * Creates a reseller under `parent` through POST /api/reg-users (the /reseller form's call) and,
 * when asked, makes it a master (action 2) and/or grants permissions.
 */
export async function createReseller(
  parent: Api,
  opts: { credits?: number; sale?: number; master?: boolean; prefix?: string; username?: string; password?: string; emailContact?: string } = {},
): Promise<NewAccount> {
  const username = opts.username ?? uniqueName(opts.prefix ?? 'rev');
  const password = opts.password ?? `Senha-${Math.floor(Math.random() * 1e6)}`;
  const created = await parent.post('/api/reg-users', {
    username,
    password,
    email: uniquePhone(),
    credits: opts.credits ?? 0,
    sale: opts.sale ?? 1,
    ...(opts.emailContact ? { email_contact: opts.emailContact } : {}),
  });
  const id = Number(created?.id ?? created?.data?.id ?? created?.user?.id);
  expect(id, `reg-users answer without id: ${JSON.stringify(created)}`).toBeGreaterThan(0);
  if (opts.master) await parent.put(`/api/reg-users/${id}`, { action: 2, isMaster: 1 });
  return { id, username, password };
}

/** Gives (or, with a negative amount, takes back) credits: PUT /api/reg-users/{id} action 0. */
export async function giveCredits(giver: Api, to: number, credits: number, sale = 1, reason = 'Crédito de teste e2e'): Promise<void> {
  await giver.put(`/api/reg-users/${to}`, { action: 0, credits, sale, reason });
}
