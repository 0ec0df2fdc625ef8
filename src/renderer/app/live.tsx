// Live updates: while someone is signed in, the server's events (CALLS.events through the
// platform's one stream) invalidate the cache tags they touch, so every open screen and window shows
// a new message or status without a reload.
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import type { ServerEvent } from '../../shared/events';
import { api } from '../api/base';
import { getPlatform } from '../platform';

/** The tags an event changes. After a reconnection ('ready' again) everything live is read again. */
export function tagsOf(event: ServerEvent, reconnected: boolean) {
  if (event.type === 'ticket') return ['Tickets', { type: 'Ticket' as const, id: event.id }, 'Dashboard'];
  if (event.type === 'announcement') return ['Announcements'];
  if (event.type === 'message') return ['Messages'];
  if (event.type === 'access') return ['Profile', 'Settings', 'Dashboard'];
  return reconnected ? ['Tickets', 'Ticket', 'Dashboard', 'Announcements', 'Messages', 'Profile', 'Settings'] : [];
}

export function LiveUpdates() {
  const dispatch = useDispatch();
  useEffect(() => {
    let opened = 0;
    return getPlatform().subscribe((event) => {
      const tags = tagsOf(event, event.type === 'ready' && opened++ > 0);
      if (tags.length) dispatch(api.util.invalidateTags(tags));
    });
  }, [dispatch]);
  return null;
}
