// The sidebar's icons, by the names the screen registry (nav.tsx) gives its screens. Only the signed-in
// layout draws them, and it loads after login: the login page does not load two dozen icons (issue 21).
// A screen with a new icon adds it here too (the registry's `icon` is one of these names).
import type { ReactNode } from 'react';
import { ApiOutlined, AppstoreOutlined, CalendarOutlined, CloudServerOutlined, ClusterOutlined, ControlOutlined, CopyOutlined, CreditCardOutlined, CustomerServiceOutlined, DashboardOutlined, DatabaseOutlined, FileTextOutlined, GlobalOutlined, LineChartOutlined, MessageOutlined, MobileOutlined, PlaySquareOutlined, RadarChartOutlined, SettingOutlined, StopOutlined, SwapOutlined, TeamOutlined, TrophyOutlined, UserAddOutlined, UserOutlined, WalletOutlined } from '@ant-design/icons';

export const NAV_ICONS = {
  ApiOutlined: <ApiOutlined />,
  AppstoreOutlined: <AppstoreOutlined />,
  CalendarOutlined: <CalendarOutlined />,
  CloudServerOutlined: <CloudServerOutlined />,
  ClusterOutlined: <ClusterOutlined />,
  ControlOutlined: <ControlOutlined />,
  CopyOutlined: <CopyOutlined />,
  CreditCardOutlined: <CreditCardOutlined />,
  CustomerServiceOutlined: <CustomerServiceOutlined />,
  DashboardOutlined: <DashboardOutlined />,
  DatabaseOutlined: <DatabaseOutlined />,
  FileTextOutlined: <FileTextOutlined />,
  GlobalOutlined: <GlobalOutlined />,
  LineChartOutlined: <LineChartOutlined />,
  MessageOutlined: <MessageOutlined />,
  MobileOutlined: <MobileOutlined />,
  PlaySquareOutlined: <PlaySquareOutlined />,
  RadarChartOutlined: <RadarChartOutlined />,
  SettingOutlined: <SettingOutlined />,
  StopOutlined: <StopOutlined />,
  SwapOutlined: <SwapOutlined />,
  TeamOutlined: <TeamOutlined />,
  TrophyOutlined: <TrophyOutlined />,
  UserAddOutlined: <UserAddOutlined />,
  UserOutlined: <UserOutlined />,
  WalletOutlined: <WalletOutlined />,
} satisfies Record<string, ReactNode>;

export type NavIcon = keyof typeof NAV_ICONS;
