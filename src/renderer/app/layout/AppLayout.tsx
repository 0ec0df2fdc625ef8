// The chrome of spec section 2: a fixed left sidebar (ID, name, two-letter avatar, dark-mode switch,
// items by role and flags, logout, the host's logo) and a navbar (dark-mode switch, loading spinner,
// user id and name, logout). Under 800 px the sidebar becomes a drawer that closes after a click.
import { Suspense, useState, type ReactNode } from 'react';
import { lazyPart } from '../../components/lazyPart';
import { Link, Outlet, useLocation } from 'react-router';
import { useSelector } from 'react-redux';
import { Avatar, Button, Layout, Menu, Space, Spin, Switch, theme } from 'antd';
import { LinkOutlined, LogoutOutlined, MenuOutlined } from '@ant-design/icons';
import { useProfileQuery, useTelegramQuery } from '../../api/account';
import type { RootState } from '../store';
import { isExternal, sidebarScreens } from '../nav';
import { useSessionUser } from '../session';
import { useLook } from '../theme';
import { useSignOut } from '../useSignOut';
import { NAV_ICONS } from './navIcons';
import { OfflineBanner } from './OfflineBanner';
import { Text } from '../../components/typography';
import { useIsMobile } from './useIsMobile';

const SIDEBAR_WIDTH = 240;
const MobileDrawer = lazyPart(() => import('./MobileDrawer'));

/** Any query or mutation in flight. */
const selectBusy = (state: RootState) =>
  Object.values(state.api.queries).some((q) => q?.status === 'pending') || Object.values(state.api.mutations).some((m) => m?.status === 'pending');

export const initials = (name: string) => (name.replace(/[^\p{L}\p{N}]/gu, '').slice(0, 2) || '?').toUpperCase();

function DarkSwitch() {
  const { dark, canSwitch, setDark } = useLook();
  if (!canSwitch) return null;
  return <Switch checked={dark} onChange={setDark} checkedChildren="Escuro" unCheckedChildren="Claro" aria-label="Modo escuro" />;
}

function Sidebar({ onNavigate }: { onNavigate: () => void }) {
  const user = useSessionUser();
  const { data: profile } = useProfileQuery();
  const { data: telegram } = useTelegramQuery();
  const { branding } = useLook();
  const location = useLocation();
  const signOut = useSignOut();
  const screens = profile ? sidebarScreens(profile) : [];
  const items = [
    ...screens.map((s) => ({
      key: s.path,
      icon: NAV_ICONS[s.icon],
      label: (
        <Link to={s.path}>
          {s.label}
          {s.badge && (
            <Suspense fallback={null}>
              <s.badge />
            </Suspense>
          )}
        </Link>
      ),
    })),
    ...(telegram?.telegram && isExternal(telegram.telegram)
      ? [
          {
            key: 'telegram',
            icon: <LinkOutlined />,
            label: (
              <a href={telegram.telegram} target="_blank" rel="noopener noreferrer">
                Informações diárias
              </a>
            ),
          },
        ]
      : []),
    { key: 'logout', icon: <LogoutOutlined />, label: 'Sair', onClick: signOut },
  ];
  return (
    <nav aria-label="Menu lateral" style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <div style={{ padding: 16, textAlign: 'center' }}>
        <img src={branding.logo} alt={branding.title} style={{ maxWidth: '100%', maxHeight: 48 }} />
      </div>
      <Space style={{ padding: '0 16px 12px' }} align="center">
        <Avatar style={{ background: '#1677ff' }}>{initials(user?.name ?? '')}</Avatar>
        <div>
          <Text strong>{user?.name}</Text>
          <br />
          <Text type="secondary">ID: {user?.id}</Text>
        </div>
      </Space>
      <div style={{ padding: '0 16px 12px' }}>
        <DarkSwitch />
      </div>
      <Menu mode="inline" selectedKeys={[location.pathname]} items={items} onClick={onNavigate} style={{ borderInlineEnd: 0, flex: 1 }} />
    </nav>
  );
}

function Navbar({ onMenu, mobile }: { onMenu: () => void; mobile: boolean }) {
  const user = useSessionUser();
  const busy = useSelector(selectBusy);
  const signOut = useSignOut();
  const { token } = theme.useToken();
  return (
    <Layout.Header
      style={{ display: 'flex', alignItems: 'center', gap: 12, padding: '0 16px', position: 'sticky', top: 0, zIndex: 10, background: token.colorBgContainer }}
    >
      {mobile && <Button type="text" icon={<MenuOutlined />} onClick={onMenu} aria-label="Abrir menu" />}
      <div style={{ flex: 1 }} />
      <Spin spinning={busy} size="small" aria-label={busy ? 'Carregando' : undefined} />
      <DarkSwitch />
      <Text data-testid="navbar-user" ellipsis style={{ maxWidth: mobile ? 110 : 240 }}>
        {user?.id} - {user?.name}
      </Text>
      {/* On a phone the button keeps its name for screen readers and loses the text to save room. */}
      <Button icon={<LogoutOutlined />} onClick={signOut} aria-label="Sair">
        {!mobile && 'Sair'}
      </Button>
    </Layout.Header>
  );
}

export function AppLayout({ children }: { children?: ReactNode }) {
  const mobile = useIsMobile();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      {mobile ? (
        <Suspense fallback={null}>
          <MobileDrawer open={open} onClose={close} width={SIDEBAR_WIDTH}>
            <Sidebar onNavigate={close} />
          </MobileDrawer>
        </Suspense>
      ) : (
        <Layout.Sider width={SIDEBAR_WIDTH} theme="light" style={{ position: 'fixed', insetBlock: 0, left: 0, overflow: 'auto' }}>
          <Sidebar onNavigate={close} />
        </Layout.Sider>
      )}
      <Layout style={{ marginLeft: mobile ? 0 : SIDEBAR_WIDTH }}>
        <Navbar onMenu={() => setOpen(true)} mobile={mobile} />
        <Layout.Content style={{ padding: mobile ? 12 : 24 }}>
          <OfflineBanner />
          <Suspense fallback={<Spin />}>{children ?? <Outlet />}</Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
