// The raw limit of an authenticated read on this machine, measured beside our own figures in the same
// run: a bare Fastify server that checks the same JWT and reads the same account row from the same
// database (better-sqlite3 on the same file, or a pg pool of the same size on the same schema), and
// nothing else (no deny list, no hooks, no query builder).
import Database from 'better-sqlite3';
import Fastify from 'fastify';
import { createVerifier } from 'fast-jwt';
import pg from 'pg';
import type { BenchServer } from './support';

const ROW = 'select id, username, profile, credits, owner_id from accounts where id = ';

/** Reads one account by id, and closes. */
function rawReader({ config, schema }: BenchServer): { read: (id: number) => Promise<unknown> | unknown; close: () => Promise<void> } {
  if (config.database.dialect === 'sqlite') {
    const db = new Database(config.database.file, { readonly: true });
    const row = db.prepare(`${ROW}?`);
    return {
      read: (id) => row.get(id),
      close: async () => {
        db.close();
      },
    };
  }
  const pool = new pg.Pool({ connectionString: config.database.url, max: 10, options: `-c search_path=${schema}` });
  return { read: async (id) => (await pool.query(`${ROW}$1`, [id])).rows[0], close: () => pool.end() };
}

export async function rawProfileServer(server: BenchServer): Promise<{ address: string; close: () => Promise<void> }> {
  const reader = rawReader(server);
  const verify = createVerifier({ key: server.config.jwtSecret, algorithms: ['HS256'] });
  const app = Fastify();
  app.get('/raw-profile', async (request, reply) => {
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!token) return reply.code(401).send({ message: 'token' });
    const account = await reader.read((verify(token) as { sub: number }).sub);
    return account ?? reply.code(401).send({ message: 'conta' });
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    address,
    close: async () => {
      await app.close();
      await reader.close();
    },
  };
}
