// Whether the server is away, as the live stream tells it (the 'offline' and 'ready' events): LiveUpdates
// (live.tsx) keeps it while someone is signed in, its 'Reconectando...' notice shows it, and a part of the
// app that failed to load waits on it before trying again (components/lazyPart.tsx).
import { useSyncExternalStore } from 'react';

let away = false;
const listeners = new Set<() => void>();

export function setServerAway(value: boolean): void {
  if (away === value) return;
  away = value;
  for (const listener of listeners) listener();
}

export const isServerAway = (): boolean => away;

/** Calls `listener` whenever the server goes away or comes back; returns the unsubscribe. */
export function onServerChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useServerAway = (): boolean => useSyncExternalStore(onServerChange, isServerAway);

/**
 * Resolves once the server may answer again: after `ms` when nothing says it is away, or, while it is
 * away, as soon as it is back (however long that takes: trying before is pointless).
 */
export function serverBack(ms: number): Promise<void> {
  return new Promise((resolve) => {
    let waited = false;
    const settle = () => {
      if (!waited || away) return;
      clearTimeout(timer);
      off();
      resolve();
    };
    const off = onServerChange(() => {
      if (!away) waited = true;
      settle();
    });
    const timer = setTimeout(() => ((waited = true), settle()), ms);
  });
}
