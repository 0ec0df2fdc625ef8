// The live-event bus: a change is published to the accounts it concerns, and every open stream of
// those accounts (GET /api/events) receives it. On SQLite (one server process) it is an in-process
// dispatch; on PostgreSQL every instance LISTENs on one channel and publishing is a NOTIFY, so a
// reply written through one instance reaches the streams held by all of them.
import pg from 'pg';
import { sql } from 'kysely';
import type { ServerEvent } from '../../shared/events';
import type { Db } from '../db';

/** Account ids, or everyone. */
export type Audience = number[] | 'all';
type Listener = (event: ServerEvent) => void;

export interface EventBus {
  publish(audience: Audience, event: ServerEvent): Promise<void>;
  subscribe(accountId: number, listener: Listener): () => void;
  close(): Promise<void>;
}

interface Envelope {
  a: Audience;
  e: ServerEvent;
}

function localDispatch() {
  const byAccount = new Map<number, Set<Listener>>();
  return {
    deliver({ a, e }: Envelope) {
      const targets = a === 'all' ? [...byAccount.values()] : a.map((id) => byAccount.get(id)).filter((s): s is Set<Listener> => !!s);
      for (const set of targets) for (const listener of set) listener(e);
    },
    subscribe(accountId: number, listener: Listener) {
      const set = byAccount.get(accountId) ?? new Set();
      set.add(listener);
      byAccount.set(accountId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) byAccount.delete(accountId);
      };
    },
  };
}

export function memoryEventBus(): EventBus {
  const local = localDispatch();
  return {
    async publish(a, e) {
      local.deliver({ a, e });
    },
    subscribe: local.subscribe,
    async close() {},
  };
}

/**
 * The PostgreSQL bus. The channel is named after the schema the panel lives in, so two panels (or two
 * test runs) in one database do not hear each other. The listening connection comes back by itself
 * after a drop; the clients read the lists again on their own reconnection ('ready').
 */
export async function postgresEventBus(db: Db, url: string, log: (error: unknown) => void = () => {}): Promise<EventBus> {
  const local = localDispatch();
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const channel = `panel_events_${rows[0]?.schema ?? 'public'}`.replace(/[^\w]/g, '_').slice(0, 63);
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const again = () => {
    if (!closed) retry = setTimeout(() => void listen().catch((error) => (log(error), again())), 1000);
  };

  async function listen(): Promise<void> {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (message) => {
      if (message.channel !== channel || !message.payload) return;
      try {
        local.deliver(JSON.parse(message.payload) as Envelope);
      } catch (error) {
        log(error);
      }
    });
    c.on('error', (error) => {
      log(error);
      if (client === c) {
        client = null;
        // Changes made meanwhile are not heard here: the open screens say so until it listens again.
        local.deliver({ a: 'all', e: { type: 'offline' } });
      }
      void c.end().catch(() => {});
      again();
    });
    await c.connect();
    await c.query(`LISTEN "${channel}"`);
    if (closed) return void (await c.end());
    const back = heard;
    client = c;
    heard = true;
    // Listening again after a drop: every open screen reads again what it may have missed.
    if (back) local.deliver({ a: 'all', e: { type: 'ready' } });
  }
  let heard = false;
  await listen();

  return {
    async publish(a, e) {
      await sql`select pg_notify(${channel}, ${JSON.stringify({ a, e } satisfies Envelope)})`.execute(db);
    },
    subscribe: local.subscribe,
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
      client = null;
    },
  };
}
