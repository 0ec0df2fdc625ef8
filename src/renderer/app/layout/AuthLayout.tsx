// The layout of the login screen: the host's background image behind a centred card.
import type { ReactNode } from 'react';
import { useLook } from '../theme';

export function AuthLayout({ children }: { children: ReactNode }) {
  const { branding } = useLook();
  return (
    <div
      data-testid="auth-layout"
      style={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: 16,
        backgroundImage: `url(${branding.background})`,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }}
    >
      <div style={{ width: '100%', maxWidth: 400 }}>{children}</div>
    </div>
  );
}
