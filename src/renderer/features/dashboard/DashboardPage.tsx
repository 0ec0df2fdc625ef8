// /dashboard: the header cards of spec section 2 from CALLS.dashboard, the unread-messages alert,
// refreshed every 6 minutes; the admin's messages, 'Últimas Atualizações' and 'Mural de Informações'.
import { Alert, Card, Col, Row, Statistic, Typography } from 'antd';
import {
  ApartmentOutlined,
  CustomerServiceOutlined,
  DollarOutlined,
  ExperimentOutlined,
  TeamOutlined,
  UserAddOutlined,
  UsergroupAddOutlined,
  WifiOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { DashboardResponse, ProfileResponse } from '../../../shared/account/schemas';
import { DASHBOARD_REFRESH_MS } from '../../../shared/domain';
import { formatDecimal } from '../../../shared/format';
import { MSG } from '../../../shared/messages';
import { errorMessage } from '../../api/base';
import { useDashboardQuery, useProfileQuery } from '../../api/account';
import { SCREENS } from '../../app/nav';
import { QuickTests } from '../lines/QuickTests';
import { AdminMessages, DashboardWalls } from './Walls';
import { ExpiryCounts } from '../expiries/ExpiryCounts';

interface CardSpec {
  title: string;
  icon: ReactNode;
  value: number | string;
  detail?: string;
}

/** The cards, from the dashboard answer and the viewer's role (credits for resellers, new tickets for the admin). */
export function dashboardCards(d: DashboardResponse, profile: Pick<ProfileResponse, 'profile'>): CardSpec[] {
  const treeActives = d.childrens.iptv_actives + d.childrens.p2p_actives + d.users_iptv + d.users_p2p;
  return [
    { title: 'Total de Revendas', icon: <ApartmentOutlined />, value: d.total_resellers },
    { title: 'Revendas Abaixo', icon: <UsergroupAddOutlined />, value: d.total_resellers_under },
    {
      title: 'Ativos na Árvore',
      icon: <TeamOutlined />,
      value: treeActives,
      detail: `IPTV ${d.childrens.iptv_actives} / P2P ${d.childrens.p2p_actives} / Diretos ${d.users_iptv + d.users_p2p} — vencidos IPTV ${d.childrens.iptv_expired} / P2P ${d.childrens.p2p_expired}`,
    },
    {
      title: 'Usuários Ativos Diretos',
      icon: <WifiOutlined />,
      value: `${d.users_iptv} / ${d.users_p2p}`,
      detail: `IPTV / P2P — vencendo em 7 dias: ${d.expiring_iptv} / ${d.expiring_p2p}`,
    },
    profile.profile === 'admin'
      ? { title: 'Novos Tickets', icon: <CustomerServiceOutlined />, value: d.tickets }
      : { title: 'Créditos', icon: <DollarOutlined />, value: formatDecimal(d.credits) },
    { title: 'Testes Gerados', icon: <ExperimentOutlined />, value: `${d.iptv_tests} / ${d.p2p_tests}`, detail: 'IPTV / P2P' },
    { title: 'Novos Usuários', icon: <UserAddOutlined />, value: d.total_new_users, detail: `Seus: ${d.created_users} — próxima meta: ${d.next_goal}` },
  ];
}

export default function DashboardPage() {
  const { data: profile } = useProfileQuery();
  const { data, error } = useDashboardQuery(undefined, { pollingInterval: DASHBOARD_REFRESH_MS });
  const ticketsRoute = SCREENS.some((s) => s.path === '/ticket');

  return (
    <div>
      <Typography.Title level={3}>Dashboard</Typography.Title>
      {profile && <QuickTests profile={profile} />}
      {error && <Alert type="error" showIcon title={errorMessage(error, MSG.totalsError)} style={{ marginBottom: 16 }} />}
      <AdminMessages />
      {profile && SCREENS.find((s) => s.path === '/vencimentos')?.visible(profile) && <ExpiryCounts />}
      {data && data.new_message > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={
            ticketsRoute ? (
              <Link to="/ticket">Você tem {data.new_message} mensagem(ns) não lida(s) do administrador.</Link>
            ) : (
              `Você tem ${data.new_message} mensagem(ns) não lida(s) do administrador.`
            )
          }
        />
      )}
      {data && profile && (
        <Row gutter={[16, 16]}>
          {dashboardCards(data, profile).map((c) => (
            <Col key={c.title} xs={24} sm={12} lg={8} xl={6}>
              <Card style={{ height: '100%' }}>
                <Statistic title={c.title} value={c.value} prefix={c.icon} />
                {c.detail && <Typography.Text type="secondary">{c.detail}</Typography.Text>}
              </Card>
            </Col>
          ))}
        </Row>
      )}
      <DashboardWalls />
    </div>
  );
}
