// The raw limit of an authenticated read on this machine, measured beside our own figures in the same
// run: a bare Fastify + better-sqlite3 server that checks the same JWT and reads the same account row
// from the same database file, and nothing else (no deny list, no hooks, no query builder).
import Database from 'better-sqlite3';
import Fastify from 'fastify';
import { createVerifier } from 'fast-jwt';

export async function rawProfileServer(file: string, jwtSecret: string): Promise<{ address: string; close: () => Promise<void> }> {
  const db = new Database(file, { readonly: true });
  const row = db.prepare('select id, username, profile, credits, owner_id from accounts where id = ?');
  const verify = createVerifier({ key: jwtSecret, algorithms: ['HS256'] });
  const app = Fastify();
  app.get('/raw-profile', async (request, reply) => {
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!token) return reply.code(401).send({ message: 'token' });
    const account = row.get((verify(token) as { sub: number }).sub);
    return account ?? reply.code(401).send({ message: 'conta' });
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    address,
    close: async () => {
      await app.close();
      db.close();
    },
  };
}
