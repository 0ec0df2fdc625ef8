// route(): the entry gives the method and the path, and an entry that asks a 2FA step-up cannot answer
// without the handler confirming it (or waiving it where the spec says so).
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Call } from '../shared/calls';
import type { AppContext } from './context';
import { router } from './route';

const stepUpCall = { method: 'POST', path: '/api/confirmada', rule: { who: 'public', stepUp: { missing: 'Código 2FA não informado!', notConfigured: 'Configure o 2FA.' } } } as const satisfies Call;

async function appWith(register: (route: ReturnType<typeof router>) => void) {
  const app = Fastify();
  register(router(app, {} as AppContext));
  await app.ready();
  return app;
}

describe('route', () => {
  it("registers the entry's method and path, with its parameters by name", async () => {
    const app = await appWith((route) => route({ method: 'GET', path: '/api/coisa/:id', rule: { who: 'public' } } as const, async ({ params }) => ({ id: params.id })));
    expect((await app.inject({ method: 'GET', url: '/api/coisa/7' })).json()).toEqual({ id: '7' });
    expect((await app.inject({ method: 'POST', url: '/api/coisa/7' })).statusCode).toBe(404);
  });

  it('refuses the answer of a step-up entry whose handler neither confirmed nor waived', async () => {
    const app = await appWith((route) => route(stepUpCall, async () => ({ feito: true })));
    expect((await app.inject({ method: 'POST', url: stepUpCall.path, payload: {} })).statusCode).toBe(500);
  });

  it('answers when the handler waived the step-up', async () => {
    const app = await appWith((route) =>
      route(stepUpCall, async ({ stepUp }) => {
        stepUp.waive();
        return { feito: true };
      }),
    );
    expect((await app.inject({ method: 'POST', url: stepUpCall.path, payload: {} })).json()).toEqual({ feito: true });
  });
});
