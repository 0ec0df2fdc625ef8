// The outbound HTTP client against a local server: the timeout and the pt-BR reasons of a call that got
// no answer, one more try only for a call safe to repeat (never after a timeout), answers read as JSON,
// and the internal addresses a call for the public internet never reaches (checked when connecting).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SERVER_MSG } from '../messages';
import { addressKind, allowsHost, callJson, reach, RemoteError } from './http-client';

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

describe('the addresses a call for the public internet reaches', () => {
  const KINDS = {
    loopback: ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '0:0:0:0:0:ffff:7f00:1', '::127.0.0.1'],
    internal: [
      ...['::', '0.0.0.0', '0.1.2.3', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.0.1', '169.254.169.254', '100.64.0.1', '100.127.255.254'],
      ...['224.0.0.1', '255.255.255.255', '240.0.0.1', '192.0.2.1', '198.18.0.1'],
      ...['fe80::1', 'fc00::1', 'fd12:3456::1', 'ff02::1', '2001:db8::1', '100::1'],
      // IPv6 spellings of an internal IPv4: mapped, compatible, NAT64, 6to4, Teredo (server, or the inverted client).
      ...['::ffff:10.0.0.1', '::ffff:a9fe:a9fe', '::a00:1', '64:ff9b::a00:1', '64:ff9b::127.0.0.1', '2002:c0a8:101::1', '2002:7f00:1::1'],
      ...['2001:0:a00:1::1', '2001:0:4136:e378:8000:63bf:3f57:fefe'],
    ],
    public: ['8.8.8.8', '1.1.1.1', '200.160.2.3', '2606:4700:4700::1111', '2804:14c::1', '::ffff:8.8.8.8', '64:ff9b::808:808', '2002:808:808::1'],
  };

  it('sorts every spelling of an address by what it reaches', () => {
    for (const [kind, addresses] of Object.entries(KINDS)) for (const address of addresses) expect([address, addressKind(address)]).toEqual([address, kind]);
    // What does not parse is never taken for public.
    expect(addressKind('fe80::1%eth0')).toBe('internal');
  });

  it('refuses an internal address before connecting, open or closed port alike, with one pt-BR text', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const open = new URL(base).port;
    for (const port of [open, String(closedPort)])
      for (const host of ['127.0.0.1', '[::ffff:127.0.0.1]', '[::ffff:7f00:1]', '[0:0:0:0:0:ffff:7f00:1]', '[::]', 'localhost']) {
        const url = `http://${host}:${port}/echo`;
        const error = (await failure(callJson(url, { method: 'POST', json: {}, timeoutMs: 5_000, addresses: 'public' }))) as RemoteError;
        expect([url, error.constructor, error.message, error.reason]).toEqual([url, RemoteError, SERVER_MSG.internalAddress, 'internal']);
      }
    expect(hits['/echo']).toBeUndefined();
  });

  it('lets a call that allows this machine reach it by name, and refuses the networks around it', async () => {
    expect(
      (await callJson(`${base.replace('127.0.0.1', 'localhost')}/echo`, { method: 'POST', json: {}, timeoutMs: 5_000, addresses: 'public-or-loopback' }))
        .status,
    ).toBe(200);
    expect(hits['/echo']).toBe(1);
    await expect(callJson('http://10.255.255.1/', { timeoutMs: 5_000, addresses: 'public-or-loopback' })).rejects.toMatchObject({ reason: 'internal' });
  });

  it('judges a host before saving it: literal addresses in any spelling, names by what they resolve to', async () => {
    for (const host of ['[::ffff:127.0.0.1]', '[::]', '0.0.0.0', 'localhost', '[64:ff9b::a00:1]'])
      expect([host, await allowsHost('public', host)]).toEqual([host, false]);
    expect(await allowsHost('public-or-loopback', 'localhost')).toBe(true);
    expect(await allowsHost('public-or-loopback', '[fd00::1]')).toBe(false);
    for (const host of ['8.8.8.8', '[2606:4700:4700::1111]']) expect(await allowsHost('public', host)).toBe(true);
  });
});
