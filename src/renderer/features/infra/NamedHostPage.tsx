// One screen shape serves /balancer and /dns (spec section 2): a form with Nome and a host field
// ('Adicionar'; after Editar it becomes 'Atualizar' and saving returns to add mode) and a paged list
// with a search, Editar and Excluir. Each page says its texts and calls.
import { useState } from 'react';
import { Button, Card, Form, Input, Space, Typography } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { NAMED_HOST_MAX } from '../../../shared/infra/texts';
import type { Paged } from '../../../shared/network/schemas';
import { VALIDATION } from '../../../shared/messages';
import { errorMessage, fieldErrors, fieldErrorsByName, type QueryError } from '../../api/base';
import { useConfirm, useErrorDialog } from '../../components/dialogs';
import { ListCard } from '../../components/ListCard';
import { LiveSearch, useDebounced, useListFilters } from '../../components/lists';
import { fieldStatus, limit } from '../../components/fields';
import type { ListArgs, NamedHostBody } from './api';
import { useFeedback } from '../../components/feedback';

interface Row {
  id: number;
  name: string;
}

export interface NamedHostTexts {
  pageTitle: string;
  formTitle: string;
  listTitle: string;
  hostLabel: string;
  hostColumn: string;
  /** Shown before sending when a field is empty. */
  required: string;
  /** A refused save (422). */
  refused?: string;
  /** An address that is not one (the server's text for it). */
  invalid: string;
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
  /** The same address check as the server's. */
  isHost: (text: string) => boolean;
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
  const list = useListFilters({ typed: '' }, 10);
  const search = useDebounced(list.filters.typed.trim(), props.searchDelayMs);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ name?: string; host?: string }>({});
  const { data, error, isFetching } = props.useList({ page: list.page, per_page: list.pageSize, search: search || undefined });
  const showError = useErrorDialog();
  const confirm = useConfirm();
  const { message } = useFeedback();

  const reset = () => {
    setEditing(null);
    setName('');
    setHost('');
    setErrors({});
  };
  /** A refusal, from this form's checks or the server's 422: the spec's lead text and each field's message. */
  const refuse = (messages: string[]) => showError(texts.refused ? [texts.refused, ...messages] : messages);

  async function submit() {
    if (!name.trim() || !host.trim()) {
      setErrors({ name: name.trim() ? undefined : VALIDATION.required('Nome'), host: host.trim() ? undefined : VALIDATION.required(texts.hostLabel) });
      return showError(texts.required);
    }
    const found = {
      name: name.trim().length > NAMED_HOST_MAX.name ? VALIDATION.badFormat('Nome') : undefined,
      host: host.trim().length > NAMED_HOST_MAX.host ? VALIDATION.badFormat(texts.hostLabel) : props.isHost(host) ? undefined : texts.invalid,
    };
    setErrors(found);
    if (found.name || found.host) return refuse([found.name, found.host].filter((m) => m !== undefined));
    setBusy(true);
    const res = await props.save({ ...(editing ? { id: editing } : {}), name: name.trim(), host: host.trim() }).finally(() => setBusy(false));
    if ('error' in res) {
      if ((res.error as QueryError).status !== 422) return showError(errorMessage(res.error, texts.saveError));
      const fields = fieldErrorsByName(res.error);
      setErrors({ name: fields.name, host: fields.ip ?? fields.dns });
      return refuse(fieldErrors(res.error));
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

  const fields = [
    { key: 'name', label: 'Nome', value: name, set: setName },
    { key: 'host', label: texts.hostLabel, value: host, set: setHost },
  ] as const;

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {texts.pageTitle}
      </Typography.Title>
      <Card title={texts.formTitle} size="small">
        <Form layout="vertical" onFinish={submit}>
          {fields.map(({ key, label, value, set }) => (
            <Form.Item key={key} label={label} htmlFor={`named-host-${key}`} {...fieldStatus(errors[key])}>
              <Input
                id={`named-host-${key}`}
                value={value}
                onChange={(e) => (set(e.target.value), setErrors({ ...errors, [key]: undefined }))}
                {...limit(NAMED_HOST_MAX[key])}
              />
            </Form.Item>
          ))}
          <Space>
            <Button type="primary" htmlType="submit" loading={busy}>
              {editing ? 'Atualizar' : 'Adicionar'}
            </Button>
            {editing && <Button onClick={reset}>Cancelar</Button>}
          </Space>
        </Form>
      </Card>
      <ListCard<R>
        title={texts.listTitle}
        compact
        filters={<LiveSearch label="Pesquisar" value={list.filters.typed} width={320} onChange={(typed) => list.setFilters({ typed })} />}
        error={error}
        errorText={texts.loadError}
        rowKey="id"
        loading={isFetching}
        rows={data?.data}
        empty={texts.empty}
        paging={list.pageOf(data?.total ?? 0)}
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
                  setErrors({});
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
    </Space>
  );
}
