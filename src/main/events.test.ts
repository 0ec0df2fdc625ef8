// Main's live relay: one stream, every event forwarded, reconnection after a drop, and the end of the
// session on a session-ending 401.
import { describe, expect, it, vi } from 'vitest';
import { AUTH_401 } from '../shared/messages';
import type { ServerEvent } from '../shared/events';
import { createLiveRelay } from './http/events';

const sse = (...frames: string[]) =>
  new Response(
    new ReadableStream({
      start(controller) {
        for (const f of frames) controller.enqueue(new TextEncoder().encode(f));
        controller.close();
      },
    }),
    { status: 200, headers: { 'content-type': 'text/event-stream' } },
  );
const frame = (e: ServerEvent) => `event: ${e.type}\ndata: ${JSON.stringify(e)}\n\n`;
const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
};

describe('live relay', () => {
  it('forwards every event, split anywhere, and follows the stream again after a drop', async () => {
    const ticket: ServerEvent = { type: 'ticket', id: 12, system: 1, change: 'message', title: 'Canal travando', owner: 7, by: 1 };
    const text = `retry: 2000\n\n${frame({ type: 'ready' })}: ping\n\n${frame(ticket)}`;
    const stream = vi.fn(async () => sse(text.slice(0, 30), text.slice(30, 71), text.slice(71)));
    const sent: ServerEvent[] = [];
    const relay = createLiveRelay({ http: { stream }, send: (e) => sent.push(e), onSessionEnded: vi.fn(), retryMs: 5 });
    relay.ensure();
    relay.ensure();
    await until(() => sent.length >= 5);
    relay.stop();
    // The drop is told to the windows ('Reconectando...') until the stream is ready again.
    expect(sent.slice(0, 5)).toEqual([{ type: 'ready' }, ticket, { type: 'offline' }, { type: 'ready' }, ticket]);
    expect(stream.mock.calls.length).toBeGreaterThanOrEqual(2);
    expect(relay.running()).toBe(false);
  });

  it('ends the session on a session-ending 401 and stops', async () => {
    const stream = vi.fn(async () => new Response(JSON.stringify({ message: AUTH_401.expired }), { status: 401 }));
    const ended = vi.fn();
    const relay = createLiveRelay({ http: { stream }, send: vi.fn(), onSessionEnded: ended, retryMs: 5 });
    relay.ensure();
    await until(() => ended.mock.calls.length > 0);
    expect(ended).toHaveBeenCalledOnce();
    await until(() => !relay.running());
    expect(relay.running()).toBe(false);
    expect(stream).toHaveBeenCalledOnce();
  });

  it('waits without a session and opens once there is one', async () => {
    let token: string | null = null;
    const stream = vi.fn(async () => (token ? sse(frame({ type: 'ready' })) : null));
    const sent: ServerEvent[] = [];
    const relay = createLiveRelay({ http: { stream }, send: (e) => sent.push(e), onSessionEnded: vi.fn(), retryMs: 5 });
    relay.ensure();
    await new Promise((r) => setTimeout(r, 20));
    expect(sent).toEqual([]);
    token = 'tok';
    await until(() => sent.length > 0);
    relay.stop();
    expect(sent[0]).toEqual({ type: 'ready' });
  });
});
