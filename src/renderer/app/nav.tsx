// The one registry of screens: route, sidebar label and icon, and who may see it (spec section 6).
// A later screen adds one entry to SCREENS (path, label, icon name, lazy page, inSidebar, visible) and
// nothing else (an icon no screen used yet also goes into layout/navIcons.tsx): the router, the route
// gate and the sidebar all read this list. `visible` is the rule of the screen's own call in the table
// of calls, e.g. `mayCall(CALLS.newP2pLines)`: a screen shows exactly when the server would answer it.
// This list is in the first load of every visit (the login page too): icons and badges are named or
// lazy here, not imported (issue 21).
import type { ComponentType } from 'react';
import { lazyPart } from '../components/lazyPart';
import { CALLS } from '../../shared/calls';
import { getPlatform } from '../platform';
import type { NavIcon } from './layout/navIcons';
import { everyone, mayCall, type Viewer } from './visibility';

export * from './visibility';

export interface Screen {
  path: string;
  label: string;
  /** The sidebar's icon, by name: the icons themselves load with the signed-in layout (layout/navIcons.tsx). */
  icon: NavIcon;
  page: ComponentType;
  /** Shown in the sidebar (some screens are reached only by links). */
  inSidebar: boolean;
  visible: (viewer: Viewer) => boolean;
  /** A count shown beside the sidebar label (lazy, as the pages: it is not part of the login page). */
  badge?: ComponentType;
  /**
   * A detached window's screen (e.g. one ticket's chat): on the desktop, where only the window manager
   * opens it, it shows without the sidebar and navbar; in a browser tab it keeps them (see `shownBare`).
   */
  bare?: boolean;
}

/** A list of a sub-reseller's lines: reached by links from the reseller list, by whoever manages a network. */
const subList = (path: string, label: string, page: Screen['page'], kindVisible: Screen['visible']): Screen => ({
  path,
  label,
  icon: 'TeamOutlined',
  page,
  inSidebar: false,
  visible: (v) => kindVisible(v) && mayCall(CALLS.resellers)(v),
});

export const SCREENS: Screen[] = [
  {
    path: '/dashboard',
    label: 'Dashboard',
    icon: 'DashboardOutlined',
    page: lazyPart(() => import('../features/dashboard/DashboardPage')),
    inSidebar: true,
    visible: everyone,
  },
  {
    path: '/me',
    label: 'Minha Conta',
    icon: 'UserOutlined',
    page: lazyPart(() => import('../features/me/MePage')),
    inSidebar: true,
    visible: everyone,
  },
  {
    path: '/reseller',
    label: 'Cadastrar Revenda',
    icon: 'UserAddOutlined',
    page: lazyPart(() => import('../features/resellers/ResellerPage')),
    inSidebar: true,
    visible: mayCall(CALLS.createReseller),
  },
  {
    path: '/list-resellers',
    label: 'Revendas',
    icon: 'TeamOutlined',
    page: lazyPart(() => import('../features/resellers/ListResellersPage')),
    inSidebar: true,
    visible: mayCall(CALLS.resellers),
  },
  {
    path: '/extract',
    label: 'Extrato Financeiro',
    icon: 'WalletOutlined',
    page: lazyPart(() => import('../features/extract/ExtractPage')),
    inSidebar: true,
    visible: mayCall(CALLS.extract),
  },
  {
    path: '/log',
    label: 'Logs',
    icon: 'FileTextOutlined',
    page: lazyPart(() => import('../features/log/LogPage')),
    inSidebar: true,
    visible: mayCall(CALLS.logs),
  },
  {
    path: '/lixeira',
    label: 'Lixeira',
    icon: 'DeleteOutlined',
    page: lazyPart(() => import('../features/trash/TrashPage')),
    inSidebar: true,
    visible: mayCall(CALLS.trash),
  },
  {
    path: '/api-webhooks',
    label: 'API e Webhooks',
    icon: 'ApiOutlined',
    page: lazyPart(() => import('../features/automation/ApiDocsPage')),
    inSidebar: true,
    visible: mayCall(CALLS.apiTokens),
  },
  {
    path: '/reports',
    label: 'Relatórios',
    icon: 'LineChartOutlined',
    page: lazyPart(() => import('../features/reports/ReportsPage')),
    inSidebar: true,
    visible: mayCall(CALLS.reports),
  },
  {
    path: '/analises',
    label: 'Análises',
    icon: 'FundOutlined',
    page: lazyPart(() => import('../features/analytics/AnalyticsPage')),
    inSidebar: true,
    visible: mayCall(CALLS.analytics),
  },
  {
    path: '/user-iptv',
    label: 'Cadastro IPTV',
    icon: 'UserAddOutlined',
    page: lazyPart(() => import('../features/users-iptv/UserIptvPage')),
    inSidebar: true,
    visible: mayCall(CALLS.createIptv),
  },
  {
    path: '/users-iptv',
    label: 'Usuários IPTV',
    icon: 'TeamOutlined',
    page: lazyPart(() => import('../features/users-iptv/UsersIptvPage')),
    inSidebar: true,
    visible: mayCall(CALLS.iptvLines),
  },
  {
    path: '/vencimentos',
    label: 'Vencimentos',
    icon: 'CalendarOutlined',
    page: lazyPart(() => import('../features/expiries/ExpiriesPage')),
    inSidebar: true,
    // Whoever has lines of a kind it may renew.
    visible: (v) => mayCall(CALLS.expiries)(v) && [CALLS.iptvAction, CALLS.p2pAction, CALLS.newP2pAction].some((call) => mayCall(call)(v)),
  },
  // A sub-reseller's lists (spec: users-iptv, users-p2p and stream-users-p2p with an id), opened from
  // the reseller list by whoever manages that network; the server answers only ids of the subtree.
  subList(
    '/users-iptv/:id',
    'Usuários IPTV da revenda',
    lazyPart(() => import('../features/users-iptv/UsersIptvPage')),
    mayCall(CALLS.iptvLines),
  ),
  subList(
    '/users-p2p/:id',
    'Usuários P2P da revenda',
    lazyPart(() => import('../features/users-p2p/UsersP2PPage')),
    mayCall(CALLS.p2pLines),
  ),
  ...['/stream-users-p2p/:id', '/new-users-p2p/:id'].map((path) =>
    subList(
      path,
      'Usuários Novo P2P da revenda',
      lazyPart(() => import('../features/new-users-p2p/NewUsersP2PPage')),
      mayCall(CALLS.newP2pLines),
    ),
  ),
  {
    path: '/user-p2p',
    label: 'Cadastro P2P',
    icon: 'UserAddOutlined',
    page: lazyPart(() => import('../features/users-p2p/UserP2PPage')),
    inSidebar: true,
    visible: mayCall(CALLS.createP2p),
  },
  {
    path: '/users-p2p',
    label: 'Usuários P2P',
    icon: 'TeamOutlined',
    page: lazyPart(() => import('../features/users-p2p/UsersP2PPage')),
    inSidebar: true,
    visible: mayCall(CALLS.p2pLines),
  },
  {
    path: '/new-user-p2p',
    label: 'Cadastro Novo P2P',
    icon: 'UserAddOutlined',
    page: lazyPart(() => import('../features/new-users-p2p/NewUserP2PPage')),
    inSidebar: true,
    visible: mayCall(CALLS.createNewP2p),
  },
  {
    path: '/new-users-p2p',
    label: 'Usuários Novo P2P',
    icon: 'TeamOutlined',
    page: lazyPart(() => import('../features/new-users-p2p/NewUsersP2PPage')),
    inSidebar: true,
    visible: mayCall(CALLS.newP2pLines),
  },
  {
    path: '/migration-iptv',
    label: 'Migrador IPTV',
    icon: 'SwapOutlined',
    page: lazyPart(() => import('../features/migration/MigrationIptvPage')),
    inSidebar: true,
    visible: mayCall(CALLS.iptvMigrator),
  },
  {
    path: '/migration-p2p',
    label: 'Migrador P2P',
    icon: 'SwapOutlined',
    page: lazyPart(() => import('../features/migration/MigrationP2PPage')),
    inSidebar: true,
    visible: mayCall(CALLS.p2pMigrator),
  },
  {
    path: '/packages',
    label: 'Pacotes e Planos',
    icon: 'AppstoreOutlined',
    page: lazyPart(() => import('../features/packages/PackagesPage')),
    inSidebar: true,
    visible: mayCall(CALLS.linePackages),
  },
  {
    path: '/ticket',
    label: 'Tickets',
    icon: 'MessageOutlined',
    page: lazyPart(() => import('../features/tickets/TicketPage')),
    inSidebar: true,
    visible: mayCall(CALLS.tickets),
    badge: lazyPart(() => import('../features/tickets/TicketBadge').then((m) => ({ default: m.TicketBadge }))),
  },
  {
    path: '/ticket/:id',
    label: 'Chat do ticket',
    icon: 'MessageOutlined',
    page: lazyPart(() => import('../features/tickets/TicketWindowPage')),
    inSidebar: false,
    visible: mayCall(CALLS.ticket),
    bare: true,
  },
  {
    path: '/ticket-portal',
    label: 'Tickets Portal',
    icon: 'CustomerServiceOutlined',
    page: lazyPart(() => import('../features/tickets/TicketPortalPage')),
    inSidebar: true,
    visible: mayCall(CALLS.portalTickets),
    badge: lazyPart(() => import('../features/tickets/TicketBadge').then((m) => ({ default: m.PortalTicketBadge }))),
  },
  {
    path: '/settings-franchise',
    label: 'Links e Anúncios',
    icon: 'ControlOutlined',
    page: lazyPart(() => import('../features/settings/SettingsFranchisePage')),
    inSidebar: true,
    // Franchise settings are for non-reseller profiles (spec section 6).
    visible: mayCall(CALLS.saveLinks),
  },
  {
    path: '/settings',
    label: 'Configurações',
    icon: 'SettingOutlined',
    page: lazyPart(() => import('../features/settings/SettingsPage')),
    inSidebar: true,
    visible: mayCall(CALLS.settingsAction),
  },
  {
    path: '/view-backups',
    label: 'Backups',
    icon: 'DatabaseOutlined',
    page: lazyPart(() => import('../features/backups/BackupsPage')),
    inSidebar: true,
    visible: mayCall(CALLS.backups),
  },
  // Issue 10: network infrastructure (spec sections 2 and 6).
  {
    path: '/balancer',
    label: 'Balanceadores',
    icon: 'ClusterOutlined',
    page: lazyPart(() => import('../features/infra/BalancerPage')),
    inSidebar: true,
    visible: mayCall(CALLS.balancers),
  },
  {
    path: '/dns',
    label: 'DNS',
    icon: 'GlobalOutlined',
    page: lazyPart(() => import('../features/infra/DnsPage')),
    inSidebar: true,
    visible: mayCall(CALLS.dnsList),
  },
  {
    path: '/dns-collector',
    label: 'Coletor de DNS',
    icon: 'RadarChartOutlined',
    page: lazyPart(() => import('../features/infra/DnsCollectorPage')),
    inSidebar: true,
    visible: mayCall(CALLS.collector),
  },
  {
    path: '/view-duplicates',
    label: 'Painéis Duplicados',
    icon: 'CopyOutlined',
    page: lazyPart(() => import('../features/infra/DuplicatesPage')),
    inSidebar: true,
    visible: mayCall(CALLS.duplicates),
  },
  {
    path: '/dns-activator',
    label: 'Ativadores DNS',
    icon: 'ApiOutlined',
    page: lazyPart(() => import('../features/infra/DnsActivatorPage')),
    inSidebar: true,
    visible: mayCall(CALLS.activators),
  },
  {
    path: '/dns-settings',
    label: 'DNS Premium',
    icon: 'CloudServerOutlined',
    page: lazyPart(() => import('../features/infra/DnsSettingsPage')),
    inSidebar: true,
    visible: mayCall(CALLS.ownDns),
  },
  {
    path: '/recharge-portal',
    label: 'Portal de Recargas',
    icon: 'CreditCardOutlined',
    page: lazyPart(() => import('../features/recharge/RechargePortalPage')),
    inSidebar: true,
    // The admin sees only 'Recargas Efetuadas' (of everyone); the others need the permission.
    visible: mayCall(CALLS.recharges),
  },
];

// Issue 11 and 10: the catalogue screens.
SCREENS.push(
  {
    path: '/list-movies',
    label: 'Filmes e Séries',
    icon: 'PlaySquareOutlined',
    page: lazyPart(() => import('../features/catalogue/MoviesPage')),
    inSidebar: true,
    visible: mayCall(CALLS.availableMovies),
  },
  {
    path: '/categorie-config',
    label: 'Jogos de Hoje',
    icon: 'TrophyOutlined',
    page: lazyPart(() => import('../features/catalogue/TodaysGamesPage')),
    inSidebar: true,
    visible: mayCall(CALLS.tempChannels),
  },
  {
    path: '/smart-app',
    label: 'Smart App',
    icon: 'MobileOutlined',
    page: lazyPart(() => import('../features/catalogue/SmartAppPage')),
    inSidebar: true,
    visible: mayCall(CALLS.smartAppUsers),
  },
  {
    path: '/blacklist',
    label: 'Blacklist',
    icon: 'StopOutlined',
    page: lazyPart(() => import('../features/catalogue/BlacklistPage')),
    inSidebar: true,
    // Spec section 6: Blocked IPs are the admin's, with the iptv flag.
    visible: mayCall(CALLS.blacklist),
  },
);

/** Without the app's chrome: a bare screen in a desktop window. A browser tab has no other way back. */
export const shownBare = (screen: Screen) => screen.bare === true && getPlatform().kind === 'desktop';

export const sidebarScreens = (viewer: Viewer, screens: Screen[] = SCREENS) => screens.filter((s) => s.inSidebar && s.visible(viewer));

/** Sidebar entries that leave the panel (https links) open in a new tab. */
export const isExternal = (href: string) => /^https:\/\//i.test(href);
