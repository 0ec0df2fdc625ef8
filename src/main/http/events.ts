// The desktop's one live stream: main follows GET /api/events with the token it keeps and forwards
// every event to every window, however many windows are open. It starts when a window asks and stops
// when the session ends (the next login's windows ask again).
import { EVENTS_PATH, followEvents, type ServerEvent } from '../../shared/events';
import { SESSION_ENDING_401 } from '../../shared/messages';
import type { HttpClient } from './client';

export interface LiveRelayDeps {
  http: Pick<HttpClient, 'stream'>;
  send: (event: ServerEvent) => void;
  onSessionEnded: () => void;
  retryMs?: number;
}

export function createLiveRelay({ http, send, onSessionEnded, retryMs }: LiveRelayDeps) {
  let abort: AbortController | null = null;
  return {
    ensure() {
      if (abort) return;
      const controller = new AbortController();
      abort = controller;
      void followEvents({
        open: (signal) => http.stream(EVENTS_PATH, signal),
        onEvent: send,
        onUnauthorized: (body) => {
          if (SESSION_ENDING_401.includes((body as { message?: string })?.message ?? '')) onSessionEnded();
        },
        signal: controller.signal,
        retryMs,
      }).finally(() => {
        if (abort === controller) abort = null;
      });
    },
    stop() {
      abort?.abort();
      abort = null;
    },
    running: () => abort !== null,
  };
}
export type LiveRelay = ReturnType<typeof createLiveRelay>;
