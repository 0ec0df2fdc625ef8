// GET /api/events: one Server-Sent Events stream per client, authenticated like every call (bearer
// header; the clients read it with fetch). It carries the events published to the caller's account
// and checks the session again on every heartbeat and whenever the account's sessions may have ended
// (a 'session' event: logout, block, password change, deletion), so those end the stream at once.
import type { FastifyInstance } from 'fastify';
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { ServerEvent } from '../../../shared/events';
import { CALLS } from '../../../shared/calls';
import { router } from '../../route';
import { CALL_HEADERS } from '../../security-headers';
import type { AppContext } from '../../context';
import { linesWatch } from './lines-watch';

/** Heartbeat: keeps proxies from closing an idle stream and re-checks the session. */
export const HEARTBEAT_MS = 25_000;

const frame = (event: ServerEvent) => `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;

export function eventRoutes(app: FastifyInstance, ctx: AppContext) {
  const open = new Set<ServerResponse>();
  const watchLines = linesWatch(ctx);
  // Open streams would keep the server from closing.
  app.addHook('preClose', async () => {
    for (const res of open) res.end();
  });

  const route = router(app, ctx);
  route(CALLS.events, async ({ request, reply }) => {
    const authorization = request.headers.authorization;
    const res = reply.raw;
    // Known before 'ready': a write to the lines after it is told.
    const unwatch = await watchLines(request.account.id, (event) => res.write(frame(event)));
    reply.hijack();
    // The stream is written by hand: the headers set so far go with it, and those the onSend hook would set (app.ts).
    res.writeHead(200, {
      ...(reply.getHeaders() as OutgoingHttpHeaders),
      ...CALL_HEADERS,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write(`retry: 2000\n\n${frame({ type: 'ready' })}`);
    open.add(res);
    /** The session still holds: `then` runs; else the stream ends. */
    const recheck = (then: () => void) => app.authenticate(authorization).then(then, () => res.end());
    // A logout, block or password change ends the account's streams at once, not at the next heartbeat.
    const unsubscribe = ctx.events.subscribe(request.account.id, (event) =>
      event.type === 'session' ? void recheck(() => undefined) : res.write(frame(event)),
    );
    const heartbeat = setInterval(() => void recheck(() => res.write(': ping\n\n')), HEARTBEAT_MS);
    const stop = () => {
      clearInterval(heartbeat);
      unsubscribe();
      unwatch();
      open.delete(res);
    };
    // The client went away (or the stream ended above), perhaps already while the watch started.
    res.on('close', stop);
    if (res.destroyed) stop();
  });
}
