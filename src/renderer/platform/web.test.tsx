import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { createWebPlatform } from './web';

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
    answers['POST /api/login'] = { status: 200, body: { access_token: 'tok-1', id: 7, username: 'joao', crypt_pass: 'abc' } };
    answers['GET /api/get-profile'] = { status: 200, body: { id: 7 } };
    const web = createWebPlatform();
    const res = await web.login({ username: 'joao', password: 'x' });
    expect(res).toEqual({ status: 200, data: { id: 7, username: 'joao', crypt_pass: 'abc' } });
    await web.request({ method: 'GET', path: '/api/get-profile', query: { page: 2, search: '' } });
    expect(sent[1].url).toBe('/api/get-profile?page=2');
    expect(header(1, 'authorization')).toBe('Bearer tok-1');
  });

  it('ends the session on a session-ending 401 and stays silent on other 401s', async () => {
    localStorage.setItem('token', 'tok-1');
    const web = createWebPlatform();
    const ended = vi.fn();
    web.onSessionEnded(ended);
    answers['POST /api/login'] = { status: 401, body: { message: 'Usuário ou senha inválidos.' } };
    expect((await web.login({})).status).toBe(401);
    expect(ended).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('tok-1');
    answers['GET /api/dash-reseller'] = { status: 401, body: { message: 'Token has expired' } };
    const res = await web.request({ method: 'GET', path: '/api/dash-reseller' });
    expect(res.status).toBe(401);
    expect(ended).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('logs out on the server, then forgets the token', async () => {
    localStorage.setItem('token', 'tok-1');
    answers['POST /api/logout'] = { status: 200, body: { message: 'ok' } };
    const web = createWebPlatform();
    await web.logout();
    expect(sent.map((s) => `${s.init.method} ${s.url}`)).toEqual(['POST /api/logout']);
    expect(header(0, 'authorization')).toBe('Bearer tok-1');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('answers a network failure with status 0 and a pt-BR message', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await createWebPlatform().request({ method: 'GET', path: '/api/get-profile' })).toEqual({
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
});
