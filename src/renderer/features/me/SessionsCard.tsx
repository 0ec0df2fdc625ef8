// 'Sessões e dispositivos' in /me (issue 30): where the account is signed in (device, address, when it
// began and was last used), 'Esta sessão' marked. 'Encerrar' ends another session at once (that
// screen goes to the login within seconds); 'Encerrar todas as outras' keeps only this one.
import { Button, Card, Tag } from 'antd';
import type { SessionItem } from '../../../shared/sessions/schemas';
import { formatDateTime } from '../../../shared/dates';
import { useSayAfterYes } from '../../components/dialogs';
import { CardTable } from '../../components/CardTable';
import { useEndOtherSessionsMutation, useEndSessionMutation, useSessionsQuery } from './sessionsApi';

const when = (iso: string) => formatDateTime(Date.parse(iso));

export function SessionsCard() {
  const { data } = useSessionsQuery();
  const [endOne] = useEndSessionMutation();
  const [endOthers, { isLoading: endingOthers }] = useEndOtherSessionsMutation();
  const sayAfterYes = useSayAfterYes();
  if (!data) return null;
  const others = data.sessions.filter((s) => !s.current).length;

  const end = (session: SessionItem) =>
    sayAfterYes(`Encerrar a sessão de ${session.device}?`, 'Quem estiver usando essa sessão precisará entrar de novo.', () => endOne(session.id));

  const endAllOthers = () =>
    sayAfterYes('Encerrar todas as outras sessões?', 'Só esta sessão continua aberta; nos outros dispositivos será preciso entrar de novo.', () => endOthers());

  return (
    <Card
      title="Sessões e dispositivos"
      extra={
        <Button danger disabled={others === 0} loading={endingOthers} onClick={() => void endAllOthers()}>
          Encerrar todas as outras
        </Button>
      }
    >
      <CardTable<SessionItem>
        intro="Onde sua conta está conectada. Se não reconhecer um dispositivo, encerre a sessão e troque sua senha."
        empty="Nenhuma sessão aberta."
        dataSource={data.sessions}
        columns={[
          {
            title: 'Dispositivo',
            dataIndex: 'device',
            render: (device: string, s) => (
              <>
                {device} {s.current && <Tag color="green">Esta sessão</Tag>}
              </>
            ),
          },
          { title: 'IP', dataIndex: 'ip' },
          { title: 'Início', dataIndex: 'created_at', render: when },
          { title: 'Último uso', dataIndex: 'last_used_at', render: when },
          {
            title: 'Ações',
            key: 'actions',
            render: (_: unknown, s) =>
              s.current ? null : (
                <Button danger size="small" onClick={() => void end(s)}>
                  Encerrar
                </Button>
              ),
          },
        ]}
      />
    </Card>
  );
}
