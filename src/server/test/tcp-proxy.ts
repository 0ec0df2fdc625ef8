// A TCP proxy a test puts between the server and PostgreSQL, to cut the database away (every open
// connection dropped, new ones refused) and give it back, as a restart or a failover does.
import { connect, createServer, type Socket } from 'node:net';

export async function startTcpProxy(target: { host: string; port: number }) {
  const open = new Set<Socket>();
  let cut = false;
  const server = createServer((client) => {
    if (cut) return void client.destroy();
    const upstream = connect(target.port, target.host);
    const end = () => {
      for (const s of [client, upstream]) {
        s.destroy();
        open.delete(s);
      }
    };
    for (const s of [client, upstream]) {
      open.add(s);
      s.on('error', end).on('close', end);
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    /** The database goes away: what is open is dropped, and new connections are refused until `restore`. */
    cut() {
      cut = true;
      for (const s of open) s.destroy();
      open.clear();
    },
    restore() {
      cut = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of open) s.destroy();
        server.close(() => resolve());
      }),
  };
}
