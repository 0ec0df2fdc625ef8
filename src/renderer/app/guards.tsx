// Route guards of spec section 2: every route but /login needs a stored user id (else /login); a
// signed-in user who opens /login goes to /dashboard.
import { Suspense, type ReactNode } from 'react';
import { lazyPart } from '../components/lazyPart';
import { Navigate } from 'react-router';
import { LiveUpdates } from './live';
import { useSessionUser } from './session';

/** The unread ticket count for the badge, tray or tab title (loaded with the signed-in screens, not before). */
const UnreadTicketsCount = lazyPart(() => import('../features/tickets/TicketBadge').then((m) => ({ default: m.UnreadTicketsCount })));

/** Also follows the live events and hands the unread ticket count to the platform while signed in. */
export function RequireUser({ children }: { children: ReactNode }) {
  return useSessionUser() ? (
    <>
      <LiveUpdates />
      <Suspense fallback={null}>
        <UnreadTicketsCount />
      </Suspense>
      {children}
    </>
  ) : (
    <Navigate to="/login" replace />
  );
}

export function GuestOnly({ children }: { children: ReactNode }) {
  return useSessionUser() ? <Navigate to="/dashboard" replace /> : children;
}
