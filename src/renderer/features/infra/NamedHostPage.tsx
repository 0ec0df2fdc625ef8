// One screen shape serves /balancer and /dns (spec section 2): a form with Nome and a host field
// ('Adicionar'; after Editar it becomes 'Atualizar' and saving returns to add mode) and a paged list
// with a search, Editar and Excluir. Each page says its texts and calls.
import { useState } from 'react';
import { App, Button, Card, Form, Input, Space, Table } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { Paged } from '../../../shared/infra';
import { errorMessage, fieldErrors, type QueryError } from '../../api/base';
import { useConfirm, useErrorDialog } from '../../components/dialogs';
import { useLoadError } from './useLoadError';
import { useDebounced } from '../resellers/ListResellersPage';
import type { ListArgs, NamedHostBody } from './api';

interface Row {
  id: number;
  name: string;
}

export interface NamedHostTexts {
  formTitle: string;
  listTitle: string;
  hostLabel: string;
  hostColumn: string;
  /** Shown before sending when a field is empty. */
  required: string;
  /** A refused save (422). */
  refused?: string;
  loadError: string;
  deleteError: string;
  saveError: string;
  deleteQuestion: (name: string) => string;
  empty: string;
}

type Result = Promise<{ data: { message: string } } | { error: unknown }>;

export function NamedHostPage<R extends Row>(props: {
  texts: NamedHostTexts;
  hostOf: (row: R) => string;
  useList: (args: ListArgs) => { data?: Paged<R>; error?: unknown; isFetching: boolean };
  save: (body: NamedHostBody & { id?: number }) => Result;
  remove: (id: number) => Result;
  /** The list is asked again this long after the last key. */
  searchDelayMs: number;
}) {
  const { texts, hostOf } = props;
  const [editing, setEditing] = useState<number | null>(null);
  const [name, setName] = useState('');
  const [host, setHost] = useState('');
  const [page, setPage] = useState(1);
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim(), props.searchDelayMs);
  const [busy, setBusy] = useState(false);
  const { data, error, isFetching } = props.useList({ page, per_page: 10, search: search || undefined });
  useLoadError(error, texts.loadError);
  const showError = useErrorDialog();
  const confirm = useConfirm();
  const { message } = App.useApp();

  const reset = () => {
    setEditing(null);
    setName('');
    setHost('');
  };

  async function submit() {
    if (!name.trim() || !host.trim()) return showError(texts.required);
    setBusy(true);
    const res = await props.save({ ...(editing ? { id: editing } : {}), name: name.trim(), host: host.trim() }).finally(() => setBusy(false));
    if ('error' in res) {
      const refused = (res.error as QueryError).status === 422 && texts.refused;
      return showError(refused ? [texts.refused!, ...fieldErrors(res.error)] : errorMessage(res.error, texts.saveError));
    }
    void message.success(res.data.message);
    reset();
  }

  async function remove(row: R) {
    if (!(await confirm(texts.deleteQuestion(row.name)))) return;
    const res = await props.remove(row.id);
    if ('error' in res) return showError(errorMessage(res.error, texts.deleteError));
    void message.success(res.data.message);
    if (editing === row.id) reset();
  }

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card title={texts.formTitle} size="small">
        <Form layout="vertical" onFinish={submit}>
          <Form.Item label="Nome" htmlFor="named-host-name">
            <Input id="named-host-name" value={name} onChange={(e) => setName(e.target.value)} maxLength={100} />
          </Form.Item>
          <Form.Item label={texts.hostLabel} htmlFor="named-host-host">
            <Input id="named-host-host" value={host} onChange={(e) => setHost(e.target.value)} maxLength={260} />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={busy}>
              {editing ? 'Atualizar' : 'Adicionar'}
            </Button>
            {editing && <Button onClick={reset}>Cancelar</Button>}
          </Space>
        </Form>
      </Card>
      <Card title={texts.listTitle} size="small">
        <Input.Search
          aria-label="Pesquisar"
          placeholder="Pesquisar"
          allowClear
          value={typed}
          onChange={(e) => {
            setTyped(e.target.value);
            setPage(1);
          }}
          style={{ maxWidth: 320, marginBottom: 12 }}
        />
        <Table<R>
          rowKey="id"
          size="small"
          loading={isFetching}
          dataSource={data?.data ?? []}
          locale={{ emptyText: texts.empty }}
          pagination={{ current: page, pageSize: 10, total: data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
          columns={[
            { title: 'Nome', dataIndex: 'name' },
            { title: texts.hostColumn, key: 'host', render: (_, row) => hostOf(row) },
            {
              title: 'Editar',
              key: 'edit',
              width: 90,
              render: (_, row) => (
                <Button
                  aria-label={`Editar ${row.name}`}
                  icon={<EditOutlined />}
                  onClick={() => {
                    setEditing(row.id);
                    setName(row.name);
                    setHost(hostOf(row));
                  }}
                />
              ),
            },
            {
              title: 'Excluir',
              key: 'delete',
              width: 90,
              render: (_, row) => <Button danger aria-label={`Excluir ${row.name}`} icon={<DeleteOutlined />} onClick={() => remove(row)} />,
            },
          ]}
        />
      </Card>
    </Space>
  );
}
