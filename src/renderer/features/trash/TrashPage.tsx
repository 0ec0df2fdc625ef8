// 'Lixeira' (issue 30): the lines deleted in the caller's network, who deleted them and when, and until
// when they wait; 'Restaurar' gives one back as it was, 'Excluir definitivamente' erases it (both ask
// first). The admin sets here how many days a deleted line waits.
import { Button, Input, Space, Typography } from 'antd';
import { KeptForDays } from '../../components/KeptForDays';
import { MSG } from '../../../shared/messages';
import { TRASH_MAX_DAYS, TRASH_MIN_DAYS, type TrashRow } from '../../../shared/trash-base';
import { errorMessage } from '../../api/base';
import { useConfirm, useErrorDialog, useLoadErrorDialog } from '../../components/dialogs';
import { useFeedback } from '../../components/feedback';
import { ListTable, PageSizeSelect, useListFilters } from '../../components/lists';
import { ScreenHeader } from '../../components/ScreenHeader';
import { useEraseLineMutation, useRestoreLineMutation, useSaveTrashRetentionMutation, useTrashQuery } from './api';

export default function TrashPage() {
  const list = useListFilters({ search: '' });
  const { data, isFetching, error } = useTrashQuery({ search: list.filters.search || undefined, page: list.page, per_page: list.pageSize });
  useLoadErrorDialog(error);
  const [restore] = useRestoreLineMutation();
  const [erase] = useEraseLineMutation();
  const [saveDays] = useSaveTrashRetentionMutation();
  const confirm = useConfirm();
  const showError = useErrorDialog();
  const { message } = useFeedback();

  async function act(question: string, detail: string, run: () => Promise<{ data: { message: string } } | { error: unknown }>) {
    if (!(await confirm(question, detail))) return;
    const res = await run();
    if ('error' in res) showError(errorMessage(res.error as never, MSG.reloadAndRetry));
    else message.success(res.data.message);
  }

  return (
    <div>
      <ScreenHeader title="Lixeira" />
      <Typography.Paragraph type="secondary">
        As linhas excluídas da sua rede esperam aqui antes de serem apagadas: o usuário fica reservado e a linha volta como era ao ser restaurada.
      </Typography.Paragraph>
      <Space wrap style={{ marginBottom: 12 }}>
        <PageSizeSelect value={list.pageSize} onChange={list.setPageSize} />
        <Input.Search
          aria-label="Pesquisar na lixeira"
          placeholder="Pesquisar usuário"
          allowClear
          onSearch={(search) => list.setFilters({ search: search.trim() })}
          style={{ width: 240 }}
        />
      </Space>
      <ListTable<TrashRow>
        rowKey="id"
        size="middle"
        loading={isFetching}
        rows={data?.rows}
        empty="A lixeira está vazia."
        scroll={{ x: 'max-content' }}
        paging={list.pageOf(data?.total ?? 0)}
        columns={[
          { title: 'Usuário', dataIndex: 'username' },
          { title: 'Tipo', dataIndex: 'kind_label' },
          { title: 'Revenda', dataIndex: 'reseller' },
          { title: 'Vencimento', dataIndex: 'exp_at_formatted' },
          { title: 'Excluída em', dataIndex: 'deleted_at_formatted' },
          { title: 'Excluída por', dataIndex: 'deleted_by' },
          { title: 'Apagada em', dataIndex: 'purge_at_formatted' },
          {
            title: 'Ações',
            key: 'actions',
            render: (_: unknown, r) => (
              <Space>
                <Button
                  size="small"
                  type="primary"
                  onClick={() =>
                    void act(`Restaurar a linha ${r.username}?`, 'Ela volta para a lista da revenda, com o mesmo vencimento.', () => restore(r.id))
                  }
                >
                  Restaurar
                </Button>
                <Button
                  size="small"
                  danger
                  onClick={() => void act(`Excluir definitivamente a linha ${r.username}?`, 'Não será possível restaurá-la.', () => erase(r.id))}
                >
                  Excluir definitivamente
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {data?.days !== undefined && (
        <KeptForDays
          key={data.days}
          lead="Manter as linhas excluídas por"
          label="Dias na lixeira"
          days={data.days}
          min={TRASH_MIN_DAYS}
          max={TRASH_MAX_DAYS}
          save={(days) => saveDays(days)}
        />
      )}
    </div>
  );
}
