// route(): the entry gives the method, the path and the schemas of its input, and an entry that asks a
// 2FA step-up cannot answer without the handler confirming it (or waiving it where the spec says so).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { CALLS } from '../shared/calls';
import { VALIDATION } from '../shared/messages';
import type { AppContext } from './context';
import { HttpError } from './errors';
import { router } from './route';
import { openDatabase } from './db';

async function appWith(register: (route: ReturnType<typeof router>) => void) {
  const app = Fastify();
  app.setErrorHandler((error, _request, reply) =>
    error instanceof HttpError ? reply.code(error.status).send({ message: error.message, errors: error.errors }) : reply.code(500).send(),
  );
  register(router(app, {} as AppContext));
  await app.ready();
  return app;
}

describe('route', () => {
  it("registers the entry's method and path, with an :id read as a number and a bad one refused", async () => {
    const app = await appWith((route) => route(CALLS.treeTotals, async ({ params }) => ({ id: params.id }) as never));
    expect((await app.inject({ method: 'GET', url: '/api/get-total-tree/7' })).json()).toEqual({ id: 7 });
    expect((await app.inject({ method: 'GET', url: '/api/get-total-tree/x' })).statusCode).toBe(422);
    expect((await app.inject({ method: 'POST', url: '/api/get-total-tree/7' })).statusCode).toBe(404);
  });

  it("parses the body with the entry's schema: the handler sees it clean, a bad one is the field's pt-BR refusal", async () => {
    const app = await appWith((route) => route(CALLS.findReseller, async ({ body }) => ({ username: body.username }) as never));
    expect((await app.inject({ method: 'POST', url: CALLS.findReseller.path, payload: { username: '  ana ' } })).json()).toEqual({ username: 'ana' });
    const refused = await app.inject({ method: 'POST', url: CALLS.findReseller.path, payload: {} });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.username).toEqual([VALIDATION.required('Usuário')]);
  });

  it('refuses the answer of a step-up entry whose handler neither confirmed nor waived', async () => {
    const app = await appWith((route) => route(CALLS.removeActiveDns, async () => ({ message: 'feito' })));
    expect((await app.inject({ method: 'PUT', url: '/api/remove-active-dns/3', payload: { code_2fa: '123456' } })).statusCode).toBe(500);
  });

  it("refuses every write of a step-up entry's handler before it confirms, so nothing changes; after the confirmation it writes", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'painel-stepup-'));
    const { db } = openDatabase({ dialect: 'sqlite', file: join(dir, 'db.sqlite') });
    await sql`create table marks (id integer primary key, what text)`.execute(db);
    const app = await appWith((route) =>
      route(CALLS.removeActiveDns, async ({ stepUp, params }) => {
        await db
          .selectFrom('marks' as never)
          .selectAll()
          .execute(); // reads are the checks before the code
        if (params.id === 1)
          await db
            .insertInto('marks' as never)
            .values({ what: 'antes' } as never)
            .execute();
        stepUp.waive();
        await db
          .insertInto('marks' as never)
          .values({ what: 'depois' } as never)
          .execute();
        return { message: 'feito' };
      }),
    );
    expect((await app.inject({ method: 'PUT', url: '/api/remove-active-dns/1', payload: {} })).statusCode).toBe(500);
    expect(
      await db
        .selectFrom('marks' as never)
        .selectAll()
        .execute(),
    ).toEqual([]);
    expect((await app.inject({ method: 'PUT', url: '/api/remove-active-dns/2', payload: {} })).json()).toEqual({ message: 'feito' });
    expect(
      await db
        .selectFrom('marks' as never)
        .select('what' as never)
        .execute(),
    ).toEqual([{ what: 'depois' }]);
    // Outside a call (a job, a migration) nothing is held.
    await db
      .insertInto('marks' as never)
      .values({ what: 'job' } as never)
      .execute();
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers when the handler waived the step-up', async () => {
    const app = await appWith((route) =>
      route(CALLS.removeActiveDns, async ({ stepUp }) => {
        stepUp.waive();
        return { message: 'feito' };
      }),
    );
    expect((await app.inject({ method: 'PUT', url: '/api/remove-active-dns/3', payload: { code_2fa: '123456' } })).json()).toEqual({ message: 'feito' });
  });
});
