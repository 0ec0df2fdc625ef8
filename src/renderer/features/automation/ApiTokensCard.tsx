// 'Tokens de API' in /me (issue 29): the account's tokens for its own bots. A new token gets a name, the
// permissions it may use (only those the account itself has), an optional last day, optional addresses
// and its limit per minute; its secret shows once, to be copied. 'Revogar' stops it at its next call.
import { useState, type ReactNode } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { Button, Card, Checkbox, DatePicker, Form, Input, InputNumber, Modal, Space, Tag, Typography } from 'antd';
import { API_TOKEN_DEFAULT_PER_MINUTE, API_TOKEN_MAX_PER_MINUTE } from '../../../shared/automation/texts';
import type { ApiTokenItem } from '../../../shared/automation/schemas';
import { formatDateTime, formatDay } from '../../../shared/dates';
import { MSG } from '../../../shared/messages';
import { errorMessage } from '../../api/base';
import { useErrorDialog, useSayAfterYes } from '../../components/dialogs';
import { CardTable, type CardTableProps } from '../../components/CardTable';
import { useApiTokensQuery, useCreateApiTokenMutation, useRevokeApiTokenMutation } from './api';

export const whenOf = (iso: string | null, empty = '—') => (iso ? formatDateTime(Date.parse(iso)) : empty);

interface Fields {
  name: string;
  scopes: string[];
  expires_on: Dayjs | null;
  allowed_ips: string;
  per_minute: number | null;
}

/** The secret of a new token or webhook, shown once. */
function SecretOnce({ title, secret, onClose }: { title: string; secret: string | null; onClose: () => void }) {
  return (
    <Modal
      title={title}
      open={secret !== null}
      destroyOnHidden
      onOk={onClose}
      onCancel={onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
      okText="Já copiei"
    >
      <Typography.Paragraph>Copie agora: ele não será mostrado de novo.</Typography.Paragraph>
      <Typography.Paragraph code copyable data-testid="secret-once">
        {secret}
      </Typography.Paragraph>
    </Modal>
  );
}

/** A form's checkboxes, one per option, one under the other; `none`: what it says when none is checked. */
export function ChecklistItem({ label, name, options, none }: { label: string; name: string; options: { value: string; label: string }[]; none: string }) {
  return (
    <Form.Item label={label} name={name} rules={[{ required: true, type: 'array', min: 1, message: none }]}>
      <Checkbox.Group>
        <Space orientation="vertical" size={2}>
          {options.map((o) => (
            <Checkbox key={o.value} value={o.value}>
              {o.label}
            </Checkbox>
          ))}
        </Space>
      </Checkbox.Group>
    </Form.Item>
  );
}

/**
 * A /me card of things that each get a secret shown once (tokens, webhooks), over their list: its button
 * `newText` opens `modal`, which closes with the new secret, if one was made, shown under `secretTitle`.
 */
export function SecretsCard<T extends { id: number }>({
  title,
  newText,
  secretTitle,
  modal,
  ...table
}: Omit<CardTableProps<T>, 'title'> & { title: string; newText: string; secretTitle: string; modal: (close: (secret?: string) => void) => ReactNode }) {
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const close = (created?: string) => {
    setCreating(false);
    if (created) setSecret(created);
  };
  return (
    <Card title={title} extra={<Button onClick={() => setCreating(true)}>{newText}</Button>}>
      <CardTable<T> {...table} />
      {creating && modal(close)}
      <SecretOnce title={secretTitle} secret={secret} onClose={() => setSecret(null)} />
    </Card>
  );
}

/**
 * A token list's columns, in /me and in a reseller's 'Tokens de API' (never the secret), with 'Revogar'
 * asking first: `revoke` ends it, `labels` name its permissions.
 */
export function useTokenColumns(labels: ReadonlyMap<string, string>, revoke: (id: number) => Promise<{ data: { message: string } } | { error: unknown }>) {
  const sayAfterYes = useSayAfterYes();
  const drop = (token: ApiTokenItem) =>
    sayAfterYes(`Revogar o token ${token.name}?`, 'Os programas que o usam deixam de funcionar na próxima chamada.', () => revoke(token.id));
  return [
    { title: 'Nome', dataIndex: 'name' },
    { title: 'Token', dataIndex: 'prefix', render: (prefix: string) => <Typography.Text code>{prefix}</Typography.Text> },
    {
      title: 'Permissões',
      dataIndex: 'scopes',
      render: (scopes: string[]) => scopes.map((s) => <Tag key={s}>{labels.get(s) ?? s}</Tag>),
    },
    { title: 'Criado em', dataIndex: 'created_at', render: (iso: string) => whenOf(iso) },
    {
      title: 'Último uso',
      key: 'used',
      render: (_: unknown, t: ApiTokenItem) => (t.last_used_at ? `${whenOf(t.last_used_at)} (${t.last_used_ip})` : 'Nunca usado'),
    },
    { title: 'Validade', dataIndex: 'expires_at', render: (iso: string | null) => (iso ? formatDay(Date.parse(iso)) : 'Sem validade') },
    {
      title: 'Ações',
      key: 'actions',
      render: (_: unknown, t: ApiTokenItem) => (
        <Button danger size="small" onClick={() => void drop(t)}>
          Revogar
        </Button>
      ),
    },
  ];
}

export function ApiTokensCard() {
  const { data } = useApiTokensQuery();
  const [revoke] = useRevokeApiTokenMutation();
  const columns = useTokenColumns(new Map(data?.scopes.map((s) => [s.id, s.label])), (id) => revoke(id));
  if (!data) return null;

  return (
    <SecretsCard<ApiTokenItem>
      title="Tokens de API"
      intro="Para os seus bots e sistemas criarem testes, renovarem linhas e lerem dados pela API, com as permissões que você escolher. Veja como usar em API e Webhooks."
      newText="Novo token"
      modal={(close) => <NewTokenModal scopes={data.scopes} onClose={close} />}
      secretTitle="Token criado"
      empty="Nenhum token."
      dataSource={data.tokens}
      columns={columns}
    />
  );
}

function NewTokenModal({ scopes, onClose }: { scopes: { id: string; label: string }[]; onClose: (secret?: string) => void }) {
  const [form] = Form.useForm<Fields>();
  const [create, { isLoading }] = useCreateApiTokenMutation();
  const showError = useErrorDialog();

  async function submit(values: Fields) {
    const res = await create({
      name: values.name,
      scopes: values.scopes,
      expires_on: values.expires_on ? values.expires_on.format('YYYY-MM-DD') : null,
      allowed_ips: values.allowed_ips
        .split(/[\s,;]+/)
        .map((ip) => ip.trim())
        .filter(Boolean),
      per_minute: values.per_minute ?? API_TOKEN_DEFAULT_PER_MINUTE,
    });
    if ('error' in res) return showError(errorMessage(res.error, MSG.fillAllCorrectly));
    onClose(res.data.secret);
  }

  return (
    <Modal title="Novo token de API" open onCancel={() => onClose()} onOk={() => form.submit()} okText="Criar token" confirmLoading={isLoading}>
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ name: '', scopes: [], expires_on: null, allowed_ips: '', per_minute: API_TOKEN_DEFAULT_PER_MINUTE }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item label="Nome" name="name" rules={[{ required: true, whitespace: true, message: 'Informe um nome para o token.' }]}>
          <Input maxLength={60} placeholder="Ex.: bot do WhatsApp" />
        </Form.Item>
        <ChecklistItem label="Permissões" name="scopes" options={scopes.map((s) => ({ value: s.id, label: s.label }))} none="Escolha ao menos uma permissão." />
        <Form.Item label="Validade (opcional)" name="expires_on" extra="Vale até as 23:59 do dia escolhido (no máximo um ano); sem data, até ser revogado.">
          <DatePicker format="DD/MM/YYYY" disabledDate={(day) => day.isBefore(new Date(), 'day') || day.isAfter(dayjs().add(1, 'year'), 'day')} />
        </Form.Item>
        <Form.Item label="IPs permitidos (opcional)" name="allowed_ips" extra="Um por linha; em branco, de qualquer IP.">
          <Input.TextArea rows={2} placeholder="203.0.113.10" />
        </Form.Item>
        <Form.Item label="Limite de chamadas por minuto" name="per_minute">
          <InputNumber min={1} max={API_TOKEN_MAX_PER_MINUTE} precision={0} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
