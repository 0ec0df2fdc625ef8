// The dashboard's line to 'Vencimentos': how many lines expire today, in 3 and 7 days, and expired in
// the last 30, each a link to its tab.
import { Card, Space, Typography } from 'antd';
import { CalendarOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { EXPIRY_TABS } from '../../../shared/expiries/texts';
import { useExpiriesQuery } from './api';

export function ExpiryCounts() {
  const { data } = useExpiriesQuery({ counts: '1' });
  if (!data) return null;
  return (
    <Card size="small" style={{ marginBottom: 16 }}>
      <Space wrap size="large">
        <Typography.Text strong>
          <CalendarOutlined /> Vencimentos
        </Typography.Text>
        {EXPIRY_TABS.map((t) => (
          <Link key={t.key} to={`/vencimentos?aba=${t.key}`}>
            {t.label}: {data.counts[t.key]}
          </Link>
        ))}
      </Space>
    </Card>
  );
}
