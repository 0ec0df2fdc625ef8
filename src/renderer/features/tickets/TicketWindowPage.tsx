// /ticket/:id: one ticket's chat in a window of its own (desktop: a bare window per ticket from the window
// manager; web: a tab on the same route, with the app's sidebar and navbar as the way back, see
// `shownBare`). Live events keep it in step with every other window.
import { Card, Spin } from 'antd';
import { Navigate, useParams } from 'react-router';
import { useProfileQuery } from '../../api/account';
import { TicketChat } from './TicketChat';

export default function TicketWindowPage() {
  const id = Number(useParams().id);
  const { data: profile } = useProfileQuery();
  if (!Number.isSafeInteger(id) || id <= 0) return <Navigate to="/ticket" replace />;
  if (!profile) return <Spin />;
  return (
    <div style={{ padding: 16, maxWidth: 900, margin: '0 auto' }}>
      <Card title={`Ticket #${id}`}>
        <TicketChat id={id} admin={profile.profile === 'admin'} detachable={false} />
      </Card>
    </div>
  );
}
