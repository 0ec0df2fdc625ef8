// /categorie-config, today's games (spec section 2): a channel picker, an optional custom name,
// Adicionar, Atualizar Cache, Excluir todos; a table of id, origin name, channel name and delete.
// Lines see these channels first, in 'Jogos de Hoje', at player_api.php and in their playlists.
import { useState } from 'react';
import { Button, Card, Input, Select, Space, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { CATALOGUE_MSG } from '../../../shared/catalogue/texts';
import type { TempChannel } from '../../../shared/catalogue/schemas';
import { MSG } from '../../../shared/messages';
import { errorMessage } from '../../api/base';
import { useConfirm, useErrorDialog, useLoadErrorDialog } from '../../components/dialogs';
import { actionsColumn, ListTable, shortList, textColumns } from '../../components/lists';
import {
  useInsertChannelMutation,
  useRefreshChannelCacheMutation,
  useRemoveAllChannelsMutation,
  useRemoveChannelMutation,
  useXcodeChannelsListQuery,
  useXcodeChannelsQuery,
} from './api';
import { useFeedback } from '../../components/feedback';

export default function TodaysGamesPage() {
  const channels = useXcodeChannelsQuery();
  const list = useXcodeChannelsListQuery();
  useLoadErrorDialog(channels.error ?? list.error);
  const [insert, { isLoading: inserting }] = useInsertChannelMutation();
  const [remove] = useRemoveChannelMutation();
  const [removeAll, { isLoading: removingAll }] = useRemoveAllChannelsMutation();
  const [refresh, { isLoading: refreshing }] = useRefreshChannelCacheMutation();
  const [picked, setPicked] = useState<number | undefined>();
  const [name, setName] = useState('');
  const confirm = useConfirm();
  const showError = useErrorDialog();
  const { message } = useFeedback();

  async function done(res: { data?: { message: string }; error?: unknown }) {
    if (res.error || !res.data) {
      showError(errorMessage(res.error, MSG.reloadAndRetry));
      return false;
    }
    void message.success(res.data.message);
    return true;
  }

  async function add() {
    const origin = channels.data?.find((c) => c.stream_id === picked);
    if (!origin) return showError(CATALOGUE_MSG.channelPick);
    if (await done(await insert({ stream_id: origin.stream_id, origim_name: origin.name, name: name.trim() }))) {
      setPicked(undefined);
      setName('');
    }
  }

  return (
    <div>
      <Typography.Title level={3}>Jogos de Hoje</Typography.Title>
      <Card style={{ marginBottom: 16 }}>
        <Space wrap>
          <Select
            aria-label="Canal"
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Selecione o canal"
            value={picked}
            onChange={setPicked}
            loading={channels.isFetching}
            options={(channels.data ?? []).map((c) => ({ value: c.stream_id, label: `${c.name} (${c.category})` }))}
            style={{ minWidth: 280 }}
          />
          <Input
            aria-label="Nome do canal (opcional)"
            placeholder="Nome do canal (opcional)"
            value={name}
            maxLength={200}
            onChange={(e) => setName(e.target.value)}
            style={{ minWidth: 240 }}
          />
          <Button type="primary" icon={<PlusOutlined />} loading={inserting} onClick={add}>
            Adicionar
          </Button>
          <Button icon={<ReloadOutlined />} loading={refreshing} onClick={async () => done(await refresh())}>
            Atualizar Cache
          </Button>
          <Button
            danger
            icon={<DeleteOutlined />}
            loading={removingAll}
            disabled={!list.data?.length}
            onClick={async () => {
              if (await confirm('Deseja excluir todos os canais temporários?')) await done(await removeAll());
            }}
          >
            Excluir todos
          </Button>
        </Space>
      </Card>
      <ListTable<TempChannel>
        rowKey="id"
        loading={list.isFetching}
        rows={list.data}
        {...shortList(10)}
        empty="Nenhum canal temporário."
        columns={[
          ...textColumns<TempChannel>({ ID: 'id', 'Nome de origem': 'origim_name', 'Nome do canal': 'name' }),
          actionsColumn<TempChannel>((row) => (
            <Button
              danger
              size="small"
              aria-label={`Excluir ${row.name}`}
              icon={<DeleteOutlined />}
              onClick={async () => {
                if (await confirm(`Deseja excluir o canal ${row.name}?`)) await done(await remove(row.name));
              }}
            />
          )),
        ]}
      />
    </div>
  );
}
