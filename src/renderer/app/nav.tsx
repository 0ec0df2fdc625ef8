// The one registry of screens: route, sidebar label and icon, and who may see it (spec section 6).
// A later screen adds one entry to SCREENS (path, label, icon, lazy page, inSidebar, visible) and
// nothing else: the router, the route gate and the sidebar all read this list. `visible` combines
// the predicates below, e.g. `(v) => notAdmin(v) && flagOn('iptv')(v)` or `can('new_p2p')`.
import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { AppstoreOutlined, DashboardOutlined, FileTextOutlined, LineChartOutlined, SwapOutlined, TeamOutlined, UserAddOutlined, UserOutlined, WalletOutlined } from '@ant-design/icons';
import type { ProfileResponse } from '../../shared/api';
import type { Permission, SettingsFlag } from '../../shared/domain';

export type Viewer = Pick<ProfileResponse, 'profile' | 'is_master' | 'permissions' | 'settings'>;

export interface Screen {
  path: string;
  label: string;
  icon: ReactNode;
  page: LazyExoticComponent<ComponentType>;
  /** Shown in the sidebar (some screens are reached only by links). */
  inSidebar: boolean;
  visible: (viewer: Viewer) => boolean;
}

// The visibility rules of section 6, as small predicates the entries combine.
export const isAdmin = (v: Viewer) => v.profile === 'admin';
export const notAdmin = (v: Viewer) => !isAdmin(v);
export const flagOn = (flag: SettingsFlag) => (v: Viewer) => v.settings[flag] === 1;
export const can = (permission: Permission) => (v: Viewer) => isAdmin(v) || v.permissions.includes(permission);
export const everyone = () => true;
/** The admin and masters manage a network below them. */
export const managesNetwork = (v: Viewer) => isAdmin(v) || v.is_master === 1;

export const SCREENS: Screen[] = [
  {
    path: '/dashboard',
    label: 'Dashboard',
    icon: <DashboardOutlined />,
    page: lazy(() => import('../features/dashboard/DashboardPage')),
    inSidebar: true,
    visible: everyone,
  },
  {
    path: '/me',
    label: 'Minha Conta',
    icon: <UserOutlined />,
    page: lazy(() => import('../features/me/MePage')),
    inSidebar: true,
    visible: everyone,
  },
  {
    path: '/reseller',
    label: 'Cadastrar Revenda',
    icon: <UserAddOutlined />,
    page: lazy(() => import('../features/resellers/ResellerPage')),
    inSidebar: true,
    visible: managesNetwork,
  },
  {
    path: '/list-resellers',
    label: 'Revendas',
    icon: <TeamOutlined />,
    page: lazy(() => import('../features/resellers/ListResellersPage')),
    inSidebar: true,
    visible: managesNetwork,
  },
  {
    path: '/extract',
    label: 'Extrato Financeiro',
    icon: <WalletOutlined />,
    page: lazy(() => import('../features/extract/ExtractPage')),
    inSidebar: true,
    visible: notAdmin,
  },
  {
    path: '/log',
    label: 'Logs',
    icon: <FileTextOutlined />,
    page: lazy(() => import('../features/log/LogPage')),
    inSidebar: true,
    visible: everyone,
  },
  {
    path: '/reports',
    label: 'Relatórios',
    icon: <LineChartOutlined />,
    page: lazy(() => import('../features/reports/ReportsPage')),
    inSidebar: true,
    visible: everyone,
  },
  {
    path: '/user-iptv',
    label: 'Cadastro IPTV',
    icon: <UserAddOutlined />,
    page: lazy(() => import('../features/users-iptv/UserIptvPage')),
    inSidebar: true,
    visible: flagOn('iptv'),
  },
  {
    path: '/users-iptv',
    label: 'Usuários IPTV',
    icon: <TeamOutlined />,
    page: lazy(() => import('../features/users-iptv/UsersIptvPage')),
    inSidebar: true,
    visible: flagOn('iptv'),
  },
  {
    path: '/user-p2p',
    label: 'Cadastro P2P',
    icon: <UserAddOutlined />,
    page: lazy(() => import('../features/users-p2p/UserP2PPage')),
    inSidebar: true,
    visible: flagOn('p2p'),
  },
  {
    path: '/users-p2p',
    label: 'Usuários P2P',
    icon: <TeamOutlined />,
    page: lazy(() => import('../features/users-p2p/UsersP2PPage')),
    inSidebar: true,
    visible: flagOn('p2p'),
  },
  {
    path: '/new-user-p2p',
    label: 'Cadastro Novo P2P',
    icon: <UserAddOutlined />,
    page: lazy(() => import('../features/new-users-p2p/NewUserP2PPage')),
    inSidebar: true,
    visible: (v) => flagOn('n_p2p')(v) && can('new_p2p')(v),
  },
  {
    path: '/new-users-p2p',
    label: 'Usuários Novo P2P',
    icon: <TeamOutlined />,
    page: lazy(() => import('../features/new-users-p2p/NewUsersP2PPage')),
    inSidebar: true,
    visible: (v) => flagOn('n_p2p')(v) && can('new_p2p')(v),
  },
  {
    path: '/migration-iptv',
    label: 'Migrador IPTV',
    icon: <SwapOutlined />,
    page: lazy(() => import('../features/migration/MigrationIptvPage')),
    inSidebar: true,
    visible: flagOn('iptv'),
  },
  {
    path: '/migration-p2p',
    label: 'Migrador P2P',
    icon: <SwapOutlined />,
    page: lazy(() => import('../features/migration/MigrationP2PPage')),
    inSidebar: true,
    visible: flagOn('p2p'),
  },
  {
    path: '/packages',
    label: 'Pacotes e Planos',
    icon: <AppstoreOutlined />,
    page: lazy(() => import('../features/packages/PackagesPage')),
    inSidebar: true,
    visible: isAdmin,
  },
];

export const sidebarScreens = (viewer: Viewer, screens: Screen[] = SCREENS) => screens.filter((s) => s.inSidebar && s.visible(viewer));

/** Sidebar entries that leave the panel (https links) open in a new tab. */
export const isExternal = (href: string) => /^https:\/\//i.test(href);
