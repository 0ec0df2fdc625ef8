// The outbound HTTP client against a local server: the timeout and the pt-BR reasons of a call that got
// no answer, one more try only for a call safe to repeat (never after a timeout), and answers read as JSON.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callJson, reach, RemoteError } from './http-client';

/** How the server answers the n-th request (from 1) of a path. */
type Behaviour = (n: number, req: IncomingMessage, res: ServerResponse) => void;

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const BEHAVIOURS: Record<string, Behaviour> = {
  // Never answers: only the client's timeout ends the call.
  '/silent': () => undefined,
  '/busy-once': (n, _req, res) => (n === 1 ? json(res, 503, { error: 'ocupado' }) : json(res, 200, { ok: true })),
  // The connection drops before any answer, then the server is back.
  '/drops-once': (n, req, res) => (n === 1 ? req.socket.destroy() : json(res, 200, { ok: true })),
  '/refused': (_n, _req, res) => json(res, 400, { error: { message: 'recusado' } }),
  '/html': (_n, _req, res) => {
    res.writeHead(502, { 'content-type': 'text/html' });
    res.end('<html>Bad Gateway</html>');
  },
  '/moved': (_n, _req, res) => {
    res.writeHead(302, { location: '/elsewhere' });
    res.end();
  },
  '/echo': (_n, req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => json(res, 200, { method: req.method, type: req.headers['content-type'], body }));
  },
};

let hits: Record<string, number> = {};
const server = createServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://local').pathname;
  hits[path] = (hits[path] ?? 0) + 1;
  (BEHAVIOURS[path] ?? ((_n, _q, r) => json(r, 404, {})))(hits[path], req, res);
});
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  hits = {};
});

/** The error a call failed with. */
const failure = (call: Promise<unknown>) =>
  call.then(
    () => expect.fail('a chamada deveria falhar'),
    (error: unknown) => error,
  );

describe('the outbound HTTP client', () => {
  it('gives up a silent server at the timeout, with a pt-BR reason, and does not ask it again', async () => {
    const error = await failure(callJson(`${base}/silent`, { timeoutMs: 100 }));
    expect(error).toBeInstanceOf(RemoteError);
    expect(error).toMatchObject({ reason: 'timeout', message: `${new URL(base).host} não respondeu em 0,1 s` });
    expect(hits['/silent']).toBe(1);
  });

  it('says in pt-BR that nobody listens at the address', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const host = `127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    const error = await failure(callJson(`http://${host}/`, { timeoutMs: 5_000 }));
    expect(error).toMatchObject({ reason: 'network', message: `${host} recusou a conexão (ECONNREFUSED)` });
  });

  it('tries a GET once more when the server was busy or the connection dropped', async () => {
    expect(await callJson(`${base}/busy-once`, { timeoutMs: 5_000 })).toEqual({ status: 200, ok: true, data: { ok: true } });
    expect(hits['/busy-once']).toBe(2);
    expect(await callJson(`${base}/drops-once`, { timeoutMs: 5_000 })).toEqual({ status: 200, ok: true, data: { ok: true } });
    expect(hits['/drops-once']).toBe(2);
  });

  it('sends a POST once unless the caller says it is a read; a refusal is an answer, not a failure', async () => {
    expect(await callJson(`${base}/busy-once`, { method: 'POST', json: {}, timeoutMs: 5_000 })).toEqual({ status: 503, ok: false, data: { error: 'ocupado' } });
    expect(hits['/busy-once']).toBe(1);
    const dropped = await failure(callJson(`${base}/drops-once`, { method: 'POST', json: {}, timeoutMs: 5_000 }));
    expect(dropped).toMatchObject({ reason: 'network', message: expect.stringMatching(/^a conexão com 127\.0\.0\.1:\d+ caiu \(/) });
    expect(hits['/drops-once']).toBe(1);

    hits = {};
    expect((await callJson(`${base}/busy-once`, { method: 'POST', json: {}, timeoutMs: 5_000, retry: true })).status).toBe(200);
    expect(hits['/busy-once']).toBe(2);
    expect(await callJson(`${base}/refused`, { timeoutMs: 5_000 })).toEqual({ status: 400, ok: false, data: { error: { message: 'recusado' } } });
    expect(hits['/refused']).toBe(1);
  });

  it('sends JSON and forms with their types, and reads a body that is not JSON as null', async () => {
    expect((await callJson(`${base}/echo`, { method: 'POST', json: { a: 1 }, timeoutMs: 5_000 })).data).toEqual({
      method: 'POST',
      type: 'application/json',
      body: '{"a":1}',
    });
    const form = new URLSearchParams({ id: '7' });
    expect((await callJson(`${base}/echo`, { method: 'POST', form, timeoutMs: 5_000 })).data).toEqual({
      method: 'POST',
      type: 'application/x-www-form-urlencoded;charset=UTF-8',
      body: 'id=7',
    });
    expect(await callJson(`${base}/html`, { timeoutMs: 5_000, retry: false })).toEqual({ status: 502, ok: false, data: null });
  });

  it('reaches a server without reading its answer, a redirect taken as the answer', async () => {
    expect(await reach(`${base}/moved`, { timeoutMs: 5_000, redirect: 'manual' })).toBe(302);
    expect(hits['/elsewhere']).toBeUndefined();
  });
});
