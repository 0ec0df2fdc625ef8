// 'Webhooks' in /me (issue 29): the addresses where the panel tells the account's systems what happened
// (line created, renewed, expiring, ...), each signed with its own secret, shown once. Each endpoint opens
// to its recent deliveries ('Reenviar'), and has 'Enviar teste', 'Pausar' / 'Reativar' and 'Excluir'. An
// endpoint paused by 3 days of failures says so.
import { useEffect, useState } from 'react';
import { Alert, Button, Form, Input, Modal, Space, Table, Tag, Typography } from 'antd';
import { DELIVERY_STATUS_LABELS, webhookEventLabel } from '../../../shared/automation/texts';
import type { WebhookDeliveryItem, WebhookEndpointItem } from '../../../shared/automation/schemas';
import { MSG } from '../../../shared/messages';
import { errorMessage, fieldErrorsByName } from '../../api/base';
import { ClippedText } from '../../components/ClippedText';
import { useErrorDialog, useSayAfterYes, useSaying } from '../../components/dialogs';
import {
  useCreateWebhookMutation,
  useDeleteWebhookMutation,
  useResendDeliveryMutation,
  useTestWebhookMutation,
  useUpdateWebhookMutation,
  useWebhookDeliveriesQuery,
  useWebhooksQuery,
} from './api';
import { ChecklistItem, SecretsCard, whenOf } from './ApiTokensCard';

const DELIVERY_COLORS = { pending: 'default', sent: 'success', failed: 'error' } as const;
const QUEUE_POLL_MS = 3_000;

export function WebhooksCard() {
  const { data } = useWebhooksQuery();
  const [update] = useUpdateWebhookMutation();
  const [remove] = useDeleteWebhookMutation();
  const [test] = useTestWebhookMutation();
  const say = useSaying();
  const sayAfterYes = useSayAfterYes();
  if (!data) return null;

  const drop = (endpoint: WebhookEndpointItem) =>
    sayAfterYes(`Excluir o webhook ${endpoint.url}?`, 'As entregas dele também são apagadas.', () => remove(endpoint.id));

  return (
    <SecretsCard<WebhookEndpointItem>
      title="Webhooks"
      intro="O painel avisa o seu sistema (um POST com JSON assinado) quando algo acontece nas linhas e créditos da sua rede."
      newText="Novo webhook"
      modal={(close) => <NewWebhookModal events={data.events} onClose={close} />}
      secretTitle="Segredo de assinatura do webhook"
      empty="Nenhum webhook."
      dataSource={data.endpoints}
      expandable={{ expandedRowRender: (endpoint) => <Deliveries endpointId={endpoint.id} />, rowExpandable: () => true }}
      columns={[
        { title: 'Endereço', dataIndex: 'url', render: (url: string) => <ClippedText text={url} width={260} /> },
        { title: 'Eventos', dataIndex: 'events', render: (events: string[]) => events.map((e) => <Tag key={e}>{webhookEventLabel(e)}</Tag>) },
        {
          title: 'Situação',
          key: 'status',
          render: (_: unknown, e) =>
            e.status === 'active' ? (
              <Tag color="success">Ativo</Tag>
            ) : (
              <Space orientation="vertical" size={0}>
                <Tag color="warning">Pausado</Tag>
                {e.failing_since && <Typography.Text type="secondary">Falhando desde {whenOf(e.failing_since)}</Typography.Text>}
              </Space>
            ),
        },
        {
          title: 'Ações',
          key: 'actions',
          render: (_: unknown, e) => (
            <Space wrap>
              <Button size="small" onClick={() => void say(test(e.id))}>
                Enviar teste
              </Button>
              <Button size="small" onClick={() => void say(update({ id: e.id, active: e.status !== 'active' }))}>
                {e.status === 'active' ? 'Pausar' : 'Reativar'}
              </Button>
              <Button size="small" danger onClick={() => void drop(e)}>
                Excluir
              </Button>
            </Space>
          ),
        },
      ]}
    />
  );
}

/** An endpoint's latest deliveries; while one waits in the queue, asked again every few seconds. */
function Deliveries({ endpointId }: { endpointId: number }) {
  const [waiting, setWaiting] = useState(false);
  const { data } = useWebhookDeliveriesQuery(endpointId, { pollingInterval: waiting ? QUEUE_POLL_MS : 0 });
  const [resend] = useResendDeliveryMutation();
  const say = useSaying();
  useEffect(() => setWaiting(Boolean(data?.some((d) => d.status === 'pending'))), [data]);
  if (!data) return null;
  if (data.length === 0) return <Alert type="info" title="Nenhuma entrega ainda: use 'Enviar teste' para conferir o endereço." />;
  return (
    <Table<WebhookDeliveryItem>
      size="small"
      rowKey="id"
      dataSource={data}
      pagination={false}
      title={() => 'Últimas entregas'}
      columns={[
        { title: 'Data', dataIndex: 'created_at', render: (iso: string) => whenOf(iso) },
        { title: 'Evento', dataIndex: 'event_type', render: (type: string) => webhookEventLabel(type) },
        {
          title: 'Situação',
          key: 'status',
          render: (_: unknown, d) => (
            <Space orientation="vertical" size={0}>
              <Tag color={DELIVERY_COLORS[d.status]}>{DELIVERY_STATUS_LABELS[d.status]}</Tag>
              {d.last_error && <ClippedText text={d.last_error} width={220} />}
            </Space>
          ),
        },
        { title: 'Resposta', dataIndex: 'response_status', render: (code: number | null) => code ?? '—' },
        { title: 'Tentativas', dataIndex: 'attempts' },
        {
          title: 'Ações',
          key: 'actions',
          render: (_: unknown, d) => (
            <Button size="small" onClick={() => void say(resend(d.id))}>
              Reenviar
            </Button>
          ),
        },
      ]}
    />
  );
}

function NewWebhookModal({ events, onClose }: { events: { type: string; label: string }[]; onClose: (secret?: string) => void }) {
  const [form] = Form.useForm<{ url: string; events: string[] }>();
  const [create, { isLoading }] = useCreateWebhookMutation();
  const showError = useErrorDialog();

  async function submit(values: { url: string; events: string[] }) {
    const res = await create(values);
    if ('error' in res) {
      form.setFields(Object.entries(fieldErrorsByName(res.error)).map(([name, error]) => ({ name: name as 'url', errors: [error] })));
      return showError(errorMessage(res.error, MSG.fillAllCorrectly));
    }
    onClose(res.data.secret);
  }

  return (
    <Modal title="Novo webhook" open onCancel={() => onClose()} onOk={() => form.submit()} okText="Cadastrar" confirmLoading={isLoading}>
      <Form form={form} layout="vertical" requiredMark={false} initialValues={{ url: '', events: [] }} onFinish={(values) => void submit(values)}>
        <Form.Item label="Endereço" name="url" rules={[{ required: true, whitespace: true, message: 'O campo Endereço é necessário.' }]}>
          <Input placeholder="https://meu-bot.com.br/painel" autoComplete="off" />
        </Form.Item>
        <ChecklistItem label="Eventos" name="events" options={events.map((e) => ({ value: e.type, label: e.label }))} none="Escolha ao menos um evento." />
      </Form>
    </Modal>
  );
}
