// /blacklist (admin, with the iptv flag; spec sections 2 and 7): 'IPs em Blacklist', IP and Total de
// Tentativas, actions Histórico (the 'Tentativas' dialog: the IP of the first entry and a table of
// username, password, DNS host and time) and Excluir; 12 per page.
import { useState } from 'react';
import { App, Button, Card, Modal, Space, Table, Typography } from 'antd';
import { DeleteOutlined, HistoryOutlined } from '@ant-design/icons';
import { BLACKLIST_PAGE_SIZE, type BlacklistAttempt, type BlacklistEntry } from '../../../shared/catalogue';
import { MSG } from '../../../shared/messages';
import { errorMessage } from '../../api/base';
import { useConfirm, useErrorDialog, useLoadErrorDialog } from '../../components/dialogs';
import { useBlacklistAttemptsQuery, useBlacklistQuery, useUnblockIpMutation } from './api';

function AttemptsDialog({ ip, onClose }: { ip: string | null; onClose: () => void }) {
  const { data, isFetching, error } = useBlacklistAttemptsQuery(ip ?? '', { skip: !ip, refetchOnMountOrArgChange: true });
  useLoadErrorDialog(error);
  return (
    <Modal open={!!ip} title="Tentativas" onCancel={onClose} footer={null} width={760} mask={{ closable: true }}>
      <Typography.Paragraph>
        IP: <b>{data?.[0]?.ip ?? ip}</b>
      </Typography.Paragraph>
      <Table<BlacklistAttempt>
        rowKey={(r, i) => `${r.created_at}-${i}`}
        size="small"
        loading={isFetching}
        dataSource={data ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 5, showSizeChanger: false, hideOnSinglePage: true }}
        columns={[
          { title: 'Usuário', dataIndex: 'username' },
          { title: 'Senha', dataIndex: 'senha' },
          { title: 'Host DNS', dataIndex: 'host' },
          { title: 'Horário', dataIndex: 'created_at' },
        ]}
      />
    </Modal>
  );
}

export default function BlacklistPage() {
  const { data, isFetching, error } = useBlacklistQuery();
  useLoadErrorDialog(error);
  const [unblock] = useUnblockIpMutation();
  const [history, setHistory] = useState<string | null>(null);
  const confirm = useConfirm();
  const showError = useErrorDialog();
  const { message } = App.useApp();

  async function remove(ip: string) {
    if (!(await confirm(`Deseja remover o IP ${ip} da blacklist?`))) return;
    const res = await unblock(ip);
    if ('error' in res) return showError(errorMessage(res.error, MSG.reloadAndRetry));
    void message.success(res.data.message);
  }

  return (
    <div>
      <Card title="IPs em Blacklist">
        <Table<BlacklistEntry>
          rowKey="ip"
          size="small"
          loading={isFetching}
          dataSource={data ?? []}
          scroll={{ x: 'max-content' }}
          pagination={{ pageSize: BLACKLIST_PAGE_SIZE, showSizeChanger: false, hideOnSinglePage: true }}
          locale={{ emptyText: 'Nenhum IP bloqueado.' }}
          columns={[
            { title: 'IP', dataIndex: 'ip' },
            { title: 'Total de Tentativas', dataIndex: 'total' },
            { title: 'Bloqueado até', dataIndex: 'until_formatted' },
            {
              title: 'Ações',
              key: 'actions',
              render: (_: unknown, row) => (
                <Space>
                  <Button size="small" icon={<HistoryOutlined />} onClick={() => setHistory(row.ip)}>
                    Histórico
                  </Button>
                  <Button size="small" danger icon={<DeleteOutlined />} onClick={() => remove(row.ip)}>
                    Excluir
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <AttemptsDialog ip={history} onClose={() => setHistory(null)} />
    </div>
  );
}
