// /dns-collector (admin): 'LISTAGEM DE DNS' with 'Adicionar DNS' and 'Atualizar', page size 10/30/50,
// a search, the status filter (Todos, Ativo, Bloqueado), and ID, DNS, FRANQUIA, LOCAL, STATUS, DATA
// BLOQUEIO and Excluir; the add modal has DNS, Franquia and Local (spec sections 2, 3 and 9).
import { useMemo, useState } from 'react';
import { Button, Form, Input, Select, Space, Tag } from 'antd';
import { COLLECTOR_BLOCKED, INFRA_MSG } from '../../../shared/infra/texts';
import type { CollectorItem } from '../../../shared/infra/schemas';
import { normalizeText as foldText } from '../lines/list';
import { errorMessage } from '../../api/base';
import { useApiErrorDialog, useConfirm, useErrorDialog } from '../../components/dialogs';
import { ListCard } from '../../components/ListCard';
import { PageSizeSelect, useListFilters } from '../../components/lists';
import { useAddCollectorMutation, useCollectorQuery, useDeleteCollectorMutation } from './api';
import { useFeedback } from '../../components/feedback';
import { FormModal } from '../../components/FormModal';

type StatusFilter = 'all' | 'active' | 'blocked';
const blocked = (row: CollectorItem) => row.status === COLLECTOR_BLOCKED;

/** Rows matching the search (host, franchise, place; accents and case ignored) and the status filter. */
export function filterCollector(rows: CollectorItem[], search: string, status: StatusFilter) {
  const needle = foldText(search.trim());
  return rows.filter(
    (r) => (status === 'all' || (status === 'blocked') === blocked(r)) && (!needle || [r.host, r.franchise, r.local].some((v) => foldText(v).includes(needle))),
  );
}

function AddModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<{ host?: string; franquia?: string; onde?: string }>();
  const [add, { isLoading }] = useAddCollectorMutation();
  const showError = useErrorDialog();
  const showApiError = useApiErrorDialog();
  const { message } = useFeedback();
  async function submit() {
    const v = form.getFieldsValue();
    if (!v.host?.trim()) return showError(INFRA_MSG.collectorEmpty);
    const res = await add([{ host: v.host.trim(), franquia: v.franquia?.trim() ?? '', onde: v.onde?.trim() ?? '' }]);
    if ('error' in res) return showApiError(res.error, INFRA_MSG.dnsUpdateError);
    void message.success(res.data.message);
    form.resetFields();
    onClose();
  }
  return (
    <FormModal open={open} title="Adicionar DNS" okText="Adicionar" onOk={submit} busy={isLoading} onClose={onClose}>
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item label="DNS" name="host">
          <Input maxLength={260} placeholder="tv.exemplo.com" />
        </Form.Item>
        <Form.Item label="Franquia" name="franquia">
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item label="Local" name="onde">
          <Input maxLength={100} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}

export default function DnsCollectorPage() {
  const { data, error, isFetching, refetch } = useCollectorQuery();
  const [remove] = useDeleteCollectorMutation();
  const list = useListFilters<{ search: string; status: StatusFilter }>({ search: '', status: 'all' });
  const { search, status } = list.filters;
  const [adding, setAdding] = useState(false);
  const confirm = useConfirm();
  const showError = useErrorDialog();
  const { message } = useFeedback();
  const rows = useMemo(() => filterCollector(data?.data ?? [], search, status), [data, search, status]);

  async function drop(row: CollectorItem) {
    if (!(await confirm(`Deseja excluir a DNS ${row.host} do coletor?`))) return;
    const res = await remove(row.id);
    if ('error' in res) return showError(errorMessage(res.error, INFRA_MSG.dnsDeleteError));
    void message.success(res.data.message);
  }

  return (
    <ListCard<CollectorItem>
      title="LISTAGEM DE DNS"
      extra={
        <Space wrap>
          <Button type="primary" onClick={() => setAdding(true)}>
            Adicionar DNS
          </Button>
          <Button onClick={() => void refetch()}>Atualizar</Button>
        </Space>
      }
      filters={
        <>
          <PageSizeSelect value={list.pageSize} onChange={list.setPageSize} />
          <Select
            aria-label="Status"
            value={status}
            onChange={(v) => list.setFilters({ status: v })}
            options={[
              { value: 'all', label: 'Todos' },
              { value: 'active', label: 'Ativo' },
              { value: 'blocked', label: 'Bloqueado' },
            ]}
            style={{ width: 140 }}
          />
          <Input.Search
            aria-label="Pesquisar"
            placeholder="Pesquisar"
            allowClear
            onChange={(e) => list.setFilters({ search: e.target.value })}
            style={{ width: 260 }}
          />
        </>
      }
      error={error}
      errorText={INFRA_MSG.dnsListError}
      rowKey="id"
      loading={isFetching}
      rows={rows}
      empty="Nenhuma DNS no coletor."
      scroll={{ x: true }}
      paging={list.pageOf(rows.length)}
      columns={[
        { title: 'ID', dataIndex: 'id', sorter: (a, b) => a.id - b.id },
        { title: 'DNS', dataIndex: 'host' },
        { title: 'FRANQUIA', dataIndex: 'franchise' },
        { title: 'LOCAL', dataIndex: 'local' },
        { title: 'STATUS', key: 'status', render: (_, row) => (blocked(row) ? <Tag color="red">BLOQUEADO</Tag> : <Tag color="green">ATIVO</Tag>) },
        { title: 'DATA BLOQUEIO', dataIndex: 'date_verification', render: (d: string) => d || '—' },
        {
          title: '',
          key: 'delete',
          render: (_, row) => (
            <Button danger onClick={() => drop(row)}>
              Excluir
            </Button>
          ),
        },
      ]}
    >
      <AddModal open={adding} onClose={() => setAdding(false)} />
    </ListCard>
  );
}
