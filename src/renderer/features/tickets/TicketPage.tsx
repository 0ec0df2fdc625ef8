// /ticket: open a ticket, and the list by status with its chat modal (spec section 2 "Tickets").
import { Card, Spin, Typography } from 'antd';
import { useProfileQuery } from '../../api/account';
import { TicketForm } from './TicketForm';
import { TicketList } from './TicketList';

export function TicketScreen({ system, title }: { system: 1 | 2; title: string }) {
  const { data: profile } = useProfileQuery();
  if (!profile) return <Spin />;
  const admin = profile.profile === 'admin';
  return (
    <div>
      <Typography.Title level={3}>{title}</Typography.Title>
      <Card title="Abrir Ticket" style={{ marginBottom: 16 }}>
        <TicketForm system={system} admin={admin} />
      </Card>
      <Card title={system === 2 ? 'Tickets do Portal' : 'Meus Tickets'}>
        <TicketList system={system} admin={admin} />
      </Card>
    </div>
  );
}

export default function TicketPage() {
  return <TicketScreen system={1} title="Tickets" />;
}
