// /reports: new users over the last six months (IPTV, P2P, migrated) and sales in R$.
import { Card, Col, Row, Typography } from 'antd';
import { Line } from '@ant-design/plots';
import type { ReportsResponse } from '../../../shared/network';
import { useLoadErrorDialog } from '../../components/dialogs';
import { useLook } from '../../app/theme';
import { formatBRL } from '../resellers/rules';
import { useReportsQuery } from '../log/api';

/** The chart rows: one point per month and series. */
export function newUsersSeries(r: ReportsResponse) {
  return [
    ...r.novos_usuarios_iptv.map((m) => ({ mes: m.mes, users: m.users, serie: 'IPTV' })),
    ...r.novos_usuarios_p2p.map((m) => ({ mes: m.mes, users: m.users, serie: 'P2P' })),
    ...r.novos_usuarios_migrados.map((m) => ({ mes: m.mes, users: m.users, serie: 'Migrados' })),
  ];
}

export const salesSeries = (r: ReportsResponse) => Object.entries(r.financeiro).map(([mes, valor]) => ({ mes, valor }));

export default function ReportsPage() {
  const { data, error } = useReportsQuery();
  useLoadErrorDialog(error);
  const { dark } = useLook();
  const theme = dark ? 'classicDark' : 'classic';
  return (
    <div>
      <Typography.Title level={3}>Relatórios</Typography.Title>
      {data && (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={12}>
            <Card title="Novos Usuários (Últimos seis meses)">
              <Line data={newUsersSeries(data)} xField="mes" yField="users" colorField="serie" theme={theme} height={320} point />
            </Card>
          </Col>
          <Col xs={24} xl={12}>
            <Card title="Suas Vendas">
              <Line data={salesSeries(data)} xField="mes" yField="valor" theme={theme} height={320} point axis={{ y: { labelFormatter: (v: number) => formatBRL(v) } }} tooltip={{ items: [{ channel: 'y', valueFormatter: (v: number) => formatBRL(v) }] }} />
            </Card>
          </Col>
        </Row>
      )}
    </div>
  );
}
