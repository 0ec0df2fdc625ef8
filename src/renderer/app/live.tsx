// Live updates: while someone is signed in, the server's events (CALLS.events through the
// platform's one stream) invalidate the cache tags they touch, so every open screen and window shows
// a new message or status without a reload. While the updates are down (the stream dropped, or the
// server lost its database) a small notice says 'Reconectando...'; when they are back, everything the
// screens hold is read again, since anything may have changed meanwhile.
import { useEffect } from 'react';
import { useDispatch, useStore } from 'react-redux';
import type { UnknownAction } from '@reduxjs/toolkit';
import { theme } from 'antd';
import type { ServerEvent } from '../../shared/events';
import { api } from '../api/base';
import { setServerAway, useServerAway } from './connection';
import { getPlatform } from '../platform';
import { LINE_TAGS } from '../features/lines/api';

/** The tags an event changes. */
export function tagsOf(event: ServerEvent) {
  if (event.type === 'ticket') return ['Tickets', { type: 'Ticket' as const, id: event.id }, 'Dashboard'];
  if (event.type === 'announcement') return ['Announcements'];
  if (event.type === 'message') return ['Messages'];
  if (event.type === 'access') return ['Profile', 'Settings', 'Dashboard'];
  // Each open list then asks only for what changed since the cursor it holds (features/lines/api.ts); a
  // test taken on the reseller's test page is a line too, and its counts in /me follow.
  if (event.type === 'lines') return [...Object.values(LINE_TAGS), 'Expiries', 'Dashboard', 'TrialPage'];
  return [];
}

export const RECONNECTING = 'Reconectando...';

type ApiState = ReturnType<typeof api.reducer>;

export function LiveUpdates() {
  const dispatch = useDispatch();
  const store = useStore<{ api: ApiState }>();
  const offline = useServerAway();
  useEffect(() => {
    let opened = 0;
    /** Every query in the cache, read again (what the open screens show among them). */
    const refetchAll = () => {
      const endpoints = api.endpoints as Record<string, { initiate?: (arg: unknown, options: object) => UnknownAction }>;
      for (const query of Object.values(store.getState().api.queries)) {
        const initiate = query?.endpointName ? endpoints[query.endpointName]?.initiate : undefined;
        if (initiate) dispatch(initiate(query!.originalArgs, { subscribe: false, forceRefetch: true }));
      }
    };
    const unsubscribe = getPlatform().subscribe((event) => {
      if (event.type === 'offline') return setServerAway(true);
      if (event.type === 'ready') {
        setServerAway(false);
        if (opened++ > 0) refetchAll();
        return;
      }
      const tags = tagsOf(event);
      if (tags.length) dispatch(api.util.invalidateTags(tags));
    });
    // Signed out, nothing follows the server: nothing says it is away.
    return () => (unsubscribe(), setServerAway(false));
  }, [dispatch, store]);
  return offline ? <ReconnectingNotice /> : null;
}

function ReconnectingNotice() {
  const { token } = theme.useToken();
  return (
    <div
      role="status"
      style={{
        position: 'fixed',
        bottom: 16,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: 2000,
        padding: '4px 12px',
        borderRadius: token.borderRadiusLG,
        background: token.colorWarningBg,
        border: `1px solid ${token.colorWarningBorder}`,
        color: token.colorText,
        fontSize: token.fontSizeSM,
        boxShadow: token.boxShadowSecondary,
      }}
    >
      {RECONNECTING}
    </div>
  );
}
