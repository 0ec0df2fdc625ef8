import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { createWebPlatform } from './web';
import { CALLS, pathOf } from '../../shared/calls';
import { route } from '../test/render';

type Answer = { status: number; body: unknown };
let answers: Record<string, Answer>;
let sent: { url: string; init: RequestInit }[];

beforeEach(() => {
  localStorage.clear();
  answers = {};
  sent = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    const answer = answers[`${init.method} ${url.split('?')[0]}`] ?? { status: 404, body: { message: 'Rota não encontrada.' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
});
afterEach(() => vi.unstubAllGlobals());

const header = (i: number, name: string) => (sent[i].init.headers as Record<string, string>)[name];

describe('web platform', () => {
  it('keeps the token from the login, hands back the answer without it, and sends it as a bearer token', async () => {
    answers[route(CALLS.login)] = { status: 200, body: { access_token: 'tok-1', id: 7, username: 'joao', crypt_pass: 'abc' } };
    answers[route(CALLS.profile)] = { status: 200, body: { id: 7 } };
    const web = createWebPlatform();
    const res = await web.login({ username: 'joao', password: 'x' });
    expect(res).toEqual({ status: 200, data: { id: 7, username: 'joao', crypt_pass: 'abc' } });
    await web.request({ method: 'GET', path: pathOf(CALLS.profile), query: { page: 2, search: '' } });
    expect(sent[1].url).toBe(`${pathOf(CALLS.profile)}?page=2`);
    expect(header(1, 'authorization')).toBe('Bearer tok-1');
  });

  it('ends the session on a session-ending 401 and stays silent on other 401s', async () => {
    localStorage.setItem('token', 'tok-1');
    const web = createWebPlatform();
    const ended = vi.fn();
    web.onSessionEnded(ended);
    answers[route(CALLS.login)] = { status: 401, body: { message: 'Usuário ou senha inválidos.' } };
    expect((await web.login({})).status).toBe(401);
    expect(ended).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('tok-1');
    answers[route(CALLS.dashboard)] = { status: 401, body: { message: 'Token has expired' } };
    const res = await web.request({ method: 'GET', path: pathOf(CALLS.dashboard) });
    expect(res.status).toBe(401);
    expect(ended).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('logs out on the server, then forgets the token', async () => {
    localStorage.setItem('token', 'tok-1');
    answers[route(CALLS.logout)] = { status: 200, body: { message: 'ok' } };
    const web = createWebPlatform();
    await web.logout();
    expect(sent.map((s) => `${s.init.method} ${s.url}`)).toEqual([route(CALLS.logout)]);
    expect(header(0, 'authorization')).toBe('Bearer tok-1');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('answers a network failure with status 0 and a pt-BR message', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await createWebPlatform().request({ method: 'GET', path: pathOf(CALLS.profile) })).toEqual({
      status: 0,
      data: { message: 'Não foi possível conectar ao servidor.' },
    });
  });

  it('tells the other tabs which tags changed and that the session ended', async () => {
    const tab1 = createWebPlatform();
    const tab2 = createWebPlatform();
    const invalidated = vi.fn();
    const ended = vi.fn();
    tab2.onInvalidate(invalidated);
    tab2.onSessionEnded(ended);
    tab1.broadcastInvalidate(['Resellers']);
    await waitFor(() => expect(invalidated).toHaveBeenCalledWith(['Resellers']));
    await tab1.logout();
    await waitFor(() => expect(ended).toHaveBeenCalled());
  });

  it('opens windows as tabs and has no server address to choose', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const web = createWebPlatform();
    await web.openWindow('/log');
    expect(open).toHaveBeenCalledWith('/log', '_blank', 'noopener');
    expect(await web.getServerUrl()).toBeNull();
  });

  it('follows the live stream with the bearer token, shares its events with the other tabs, and stops with the last listener', async () => {
    localStorage.setItem('token', 'tok-1');
    let signal: AbortSignal | undefined;
    const ticket = { type: 'ticket', id: 4, system: 1, change: 'message' };
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      signal = init.signal ?? undefined;
      const body = new ReadableStream({
        start(controller) {
          controller.enqueue(
            new TextEncoder().encode(`retry: 2000\n\nevent: ready\ndata: {"type":"ready"}\n\nevent: ticket\ndata: ${JSON.stringify(ticket)}\n\n`),
          );
          init.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
        },
      });
      return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
    });
    // A Web Lock manager: one holder at a time, the next in line gets it when the holder lets go.
    const queue: (() => void)[] = [];
    let held = false;
    const locks = {
      request: (_name: string, opts: { signal?: AbortSignal }, run: () => Promise<void>) =>
        new Promise<void>((resolve, reject) => {
          const start = () => {
            held = true;
            void run().finally(() => {
              held = false;
              queue.shift()?.();
              resolve();
            });
          };
          if (!held) return start();
          queue.push(start);
          opts.signal?.addEventListener('abort', () => (queue.splice(queue.indexOf(start), 1), reject(new DOMException('aborted', 'AbortError'))));
        }),
    };
    vi.stubGlobal('navigator', { userAgent: navigator.userAgent, locks });
    const tab1 = createWebPlatform();
    const tab2 = createWebPlatform();
    const here = vi.fn();
    const there = vi.fn();
    const stop = tab1.subscribe(here);
    tab2.subscribe(there);
    await waitFor(() => expect(here).toHaveBeenCalledWith(ticket));
    expect(here).toHaveBeenCalledWith({ type: 'ready' });
    // One stream for both tabs: the second hears it through the first.
    await waitFor(() => expect(there).toHaveBeenCalledWith(ticket));
    expect(sent.filter((c) => c.url === pathOf(CALLS.events))).toHaveLength(1);
    expect(header(0, 'authorization')).toBe('Bearer tok-1');
    // The first tab leaves: its stream ends and the second tab takes over with its own.
    stop();
    expect(signal?.aborted).toBe(true);
    await waitFor(() => expect(sent.filter((c) => c.url === pathOf(CALLS.events))).toHaveLength(2));
  });

  it('ends the session when the live stream answers a session-ending 401', async () => {
    localStorage.setItem('token', 'tok-1');
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ message: 'Token has expired' }), { status: 401 }));
    const web = createWebPlatform();
    const ended = vi.fn();
    web.onSessionEnded(ended);
    web.subscribe(() => {});
    await waitFor(() => expect(ended).toHaveBeenCalled());
    expect(localStorage.getItem('token')).toBeNull();
  });
});
