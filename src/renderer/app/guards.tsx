// Route guards of spec section 2: every route but /login needs a stored user id (else /login); a
// signed-in user who opens /login goes to /dashboard.
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { LiveUpdates } from './live';
import { useSessionUser } from './session';

/** Also follows the live events while signed in. */
export function RequireUser({ children }: { children: ReactNode }) {
  return useSessionUser() ? (
    <>
      <LiveUpdates />
      {children}
    </>
  ) : (
    <Navigate to="/login" replace />
  );
}

export function GuestOnly({ children }: { children: ReactNode }) {
  return useSessionUser() ? <Navigate to="/dashboard" replace /> : children;
}
