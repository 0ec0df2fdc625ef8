// 'Sessões e dispositivos' in /me (issue 30): where the account is signed in (device, address, when it
// began and was last used), 'Esta sessão' marked. 'Encerrar' ends another session at once (that
// screen goes to the login within seconds); 'Encerrar todas as outras' keeps only this one.
import { Button, Card, Table, Tag, Typography } from 'antd';
import type { SessionItem } from '../../../shared/sessions-base';
import { formatDateTime } from '../../../shared/dates';
import { MSG } from '../../../shared/messages';
import { errorMessage } from '../../api/base';
import { useConfirm, useErrorDialog } from '../../components/dialogs';
import { useFeedback } from '../../components/feedback';
import { useEndOtherSessionsMutation, useEndSessionMutation, useSessionsQuery } from './sessionsApi';

const when = (iso: string) => formatDateTime(Date.parse(iso));

export function SessionsCard() {
  const { data } = useSessionsQuery();
  const [endOne] = useEndSessionMutation();
  const [endOthers, { isLoading: endingOthers }] = useEndOtherSessionsMutation();
  const confirm = useConfirm();
  const showError = useErrorDialog();
  const { message } = useFeedback();
  if (!data) return null;
  const others = data.sessions.filter((s) => !s.current).length;

  async function end(session: SessionItem) {
    if (!(await confirm(`Encerrar a sessão de ${session.device}?`, 'Quem estiver usando essa sessão precisará entrar de novo.'))) return;
    const res = await endOne(session.id);
    if ('error' in res) showError(errorMessage(res.error, MSG.reloadAndRetry));
    else message.success(res.data.message);
  }

  async function endAllOthers() {
    if (!(await confirm('Encerrar todas as outras sessões?', 'Só esta sessão continua aberta; nos outros dispositivos será preciso entrar de novo.'))) return;
    const res = await endOthers();
    if ('error' in res) showError(errorMessage(res.error, MSG.reloadAndRetry));
    else message.success(res.data.message);
  }

  return (
    <Card
      title="Sessões e dispositivos"
      extra={
        <Button danger disabled={others === 0} loading={endingOthers} onClick={() => void endAllOthers()}>
          Encerrar todas as outras
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        Onde sua conta está conectada. Se não reconhecer um dispositivo, encerre a sessão e troque sua senha.
      </Typography.Paragraph>
      <Table<SessionItem>
        size="small"
        rowKey="id"
        dataSource={data.sessions}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'Nenhuma sessão aberta.' }}
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
