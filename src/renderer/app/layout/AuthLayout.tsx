// The layout of the login screen: the host's background image behind a centred panel. The panel is
// drawn here with the theme's tokens rather than antd's Card, which brings Tabs, Dropdown and Menu
// along: the login page is the first load of every visit (issue 21).
import type { ReactNode } from 'react';
import { theme } from 'antd';
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
      <Panel>{children}</Panel>
    </div>
  );
}

function Panel({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        width: '100%',
        maxWidth: 400,
        padding: token.paddingLG,
        background: token.colorBgContainer,
        borderRadius: token.borderRadiusLG,
        border: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      {children}
    </div>
  );
}
