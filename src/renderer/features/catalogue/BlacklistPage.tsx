// /blacklist (admin, with the iptv flag; spec sections 2 and 7): 'IPs em Blacklist', IP and Total de
// Tentativas, actions Histórico (the 'Tentativas' dialog: the IP of the first entry and a table of
// username, password, DNS host and time) and Excluir; 12 per page.
import { useMemo, useState } from 'react';
import { Button, Space, Typography } from 'antd';
import { DeleteOutlined, HistoryOutlined } from '@ant-design/icons';
import { BLACKLIST_PAGE_SIZE } from '../../../shared/catalogue/texts';
import type { BlacklistAttempt, BlacklistEntry } from '../../../shared/catalogue/schemas';
import { MSG } from '../../../shared/messages';
import { errorMessage } from '../../api/base';
import { useConfirm, useErrorDialog } from '../../components/dialogs';
import { ListCard } from '../../components/ListCard';
import { actionsColumn, ListDialog, shortList, textColumns } from '../../components/lists';
import { useBlacklistAttemptsQuery, useBlacklistQuery, useUnblockIpMutation } from './api';
import { useFeedback } from '../../components/feedback';

/** An attempt and its place in the list. */
type AttemptRow = BlacklistAttempt & { place: number };

function AttemptsDialog({ ip, onClose }: { ip: string | null; onClose: () => void }) {
  const { data, isFetching, error } = useBlacklistAttemptsQuery(ip ?? '', { skip: !ip, refetchOnMountOrArgChange: true });
  // Two attempts may share every field (same user, host and second): each row is keyed by its place.
  const rows = useMemo(() => data?.map((attempt, place) => ({ ...attempt, place })), [data]);
  return (
    <ListDialog<AttemptRow>
      open={!!ip}
      title="Tentativas"
      width={760}
      onClose={onClose}
      error={error}
      header={
        <Typography.Paragraph>
          IP: <b>{data?.[0]?.ip ?? ip}</b>
        </Typography.Paragraph>
      }
      rowKey="place"
      loading={isFetching}
      rows={rows}
      {...shortList(5)}
      columns={textColumns<AttemptRow>({ Usuário: 'username', Senha: 'senha', 'Host DNS': 'host', Horário: 'created_at' })}
    />
  );
}

export default function BlacklistPage() {
  const { data, isFetching, error } = useBlacklistQuery();
  const [unblock] = useUnblockIpMutation();
  const [history, setHistory] = useState<string | null>(null);
  const confirm = useConfirm();
  const showError = useErrorDialog();
  const { message } = useFeedback();

  async function remove(ip: string) {
    if (!(await confirm(`Deseja excluir o IP ${ip} da blacklist?`))) return;
    const res = await unblock(ip);
    if ('error' in res) return showError(errorMessage(res.error, MSG.reloadAndRetry));
    void message.success(res.data.message);
  }

  return (
    <div>
      <ListCard<BlacklistEntry>
        title="IPs em Blacklist"
        error={error}
        rowKey="ip"
        loading={isFetching}
        rows={data}
        {...shortList(BLACKLIST_PAGE_SIZE)}
        empty="Nenhum IP bloqueado."
        columns={[
          ...textColumns<BlacklistEntry>({ IP: 'ip', 'Total de Tentativas': 'total', 'Bloqueado até': 'until_formatted' }),
          actionsColumn<BlacklistEntry>((row) => (
            <Space>
              <Button size="small" icon={<HistoryOutlined />} onClick={() => setHistory(row.ip)}>
                Histórico
              </Button>
              <Button size="small" danger icon={<DeleteOutlined />} onClick={() => remove(row.ip)}>
                Excluir
              </Button>
            </Space>
          )),
        ]}
      />
      <AttemptsDialog ip={history} onClose={() => setHistory(null)} />
    </div>
  );
}
