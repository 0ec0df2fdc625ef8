// The production set-up of docs/operations.md, as far as this machine allows: the server built to plain
// JavaScript and started with `node` (no TypeScript at run time), behind a reverse proxy that does what
// nginx's `proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for` does, with TRUST_PROXY=1 and a
// public PUBLIC_URL. It runs on SQLite in both server runs: what it checks is the proxy, not the database.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../scripts/build-server';
import { RECHARGE_MSG } from '../shared/ops/texts';
import { freePort } from './test/ports';

const outdir = join('out', `server-test-${process.pid}`);
const dataDir = mkdtempSync(join(tmpdir(), 'painel-deploy-'));
let server: ChildProcess;
let proxy: Server;
let proxyPort: number;
let port: number;

/** A call through the proxy from a client at `from` (a loopback address of its own), with the headers it sends. */
function call(from: string, method: string, path: string, options: { body?: unknown; headers?: Record<string, string> } = {}) {
  return new Promise<{ status: number; data: any; headers: Record<string, unknown> }>((resolve, reject) => {
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: proxyPort,
        localAddress: from,
        method,
        path,
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...options.headers },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => {
          let data: unknown = text;
          try {
            data = JSON.parse(text);
          } catch {
            /* not JSON */
          }
          resolve({ status: res.statusCode ?? 0, data, headers: res.headers });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

beforeAll(async () => {
  await buildServer(outdir);
  port = await freePort();
  server = spawn(process.execPath, [join(outdir, 'index.mjs')], {
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      TRUST_PROXY: '1',
      PUBLIC_URL: 'https://painel.exemplo.com.br',
      ADMIN_PASSWORD: 'Admin-deploy-123',
      BOT_CHECK: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout!.on('data', (c) => (output += c));
  server.stderr!.on('data', (c) => (output += c));
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on('data', () => output.includes('Painel Revenda em') && resolve());
    server.once('exit', (code) => reject(new Error(`o servidor saiu (${code}):\n${output}`)));
  });
  // The proxy: appends the address it was reached from to X-Forwarded-For, as nginx does.
  proxy = createServer((req, res) => {
    const forwarded = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = httpRequest(
      { host: '127.0.0.1', port, method: req.method, path: req.url, headers: { ...req.headers, 'x-forwarded-for': forwarded } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyPort = (proxy.address() as AddressInfo).port;
}, 60_000);

afterAll(async () => {
  server?.kill('SIGTERM');
  await new Promise<void>((resolve) => (proxy ? proxy.close(() => resolve()) : resolve()));
  rmSync(outdir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the built server behind a reverse proxy (TRUST_PROXY=1)', () => {
  it("sees each client's own address, and never one the client wrote in X-Forwarded-For itself", async () => {
    expect((await call('127.0.0.2', 'GET', '/api/my-ip')).data).toEqual({ ip: '127.0.0.2' });
    expect((await call('127.0.0.3', 'GET', '/api/my-ip')).data).toEqual({ ip: '127.0.0.3' });
    const spoofed = await call('127.0.0.2', 'GET', '/api/my-ip', { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(spoofed.data).toEqual({ ip: '127.0.0.2' });
  });

  it("takes a forwarded entry that is not an address for nothing: the proxy's own address stands", async () => {
    // Straight from a trusted address (127.0.0.1), as a proxy that passes the client's header through would.
    const ip = async (forwarded: string) =>
      (await (await fetch(`http://127.0.0.1:${port}/api/my-ip`, { headers: { 'x-forwarded-for': forwarded } })).json()).ip;
    expect(await ip('garbage')).toBe('127.0.0.1');
    expect(await ip('203.0.113.9, garbage')).toBe('127.0.0.1');
    expect(await ip('garbage, 127.0.0.9')).toBe('127.0.0.9');
  });

  it('throttles logins per client address: one client at its limit leaves the others untouched, whatever it forges', async () => {
    // Each try names another user, so only the limits per address answer (the failed-login slow-down, then the calls per minute).
    const login = (from: string, i: number, headers: Record<string, string> = {}) =>
      call(from, 'POST', '/api/login', { body: { username: `ninguem${i}`, password: 'errada' }, headers });
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push((await login('127.0.0.4', i, { 'x-forwarded-for': `198.51.100.${i}` })).status);
    expect(answers[0]).toBe(401);
    expect(answers.at(-1)).toBe(429);
    expect((await login('127.0.0.5', 31)).status).toBe(401);
  });

  it('takes no payment without PAYMENTS: the checkout answers 503 and there is no offline page', async () => {
    const pay = await call('127.0.0.6', 'POST', '/api/recargas/pagamento', { body: { id_res: 1, username: 'cliente', qtd_creditos: 1 } });
    expect(pay).toMatchObject({ status: 503, data: { message: RECHARGE_MSG.paymentsOff } });
    expect((await call('127.0.0.6', 'POST', '/api/recargas/offline/qualquer')).status).toBe(404);
  });

  it('asks proxies not to buffer the event stream', async () => {
    const token = (await call('127.0.0.7', 'POST', '/api/login', { body: { username: 'admin', password: 'Admin-deploy-123' } })).data.access_token;
    expect(token).toBeTruthy();
    const events = await new Promise<Record<string, unknown>>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port: proxyPort, path: '/api/events', headers: { authorization: `Bearer ${token}` } }, (res) => {
        resolve(res.headers);
        req.destroy();
      });
      req.on('error', reject);
      req.end();
    });
    expect(events['content-type']).toMatch(/text\/event-stream/);
    expect(events['x-accel-buffering']).toBe('no');
  });
});
