// 'WhatsApp Cloud API' in /me (issue 22), optional: the account's own number (Meta's phone number id
// and access token), its approved template and the automatic reminder's days. Saved only after Meta
// confirms the number and token (the server's refusal is marked on its field); the token is never shown
// again, only its last characters. Below, the latest sends and their delivery status. Without it,
// 'Vencimentos' keeps sending reminders by wa.me links.
import { useEffect, useState } from 'react';
import { Button, Card, Form, Input, InputNumber, Space, Table, Tag, Typography } from 'antd';
import { MSG } from '../../../shared/messages';
import {
  AUTO_DAYS_MAX,
  WHATSAPP_DEFAULT_LANGUAGE,
  WHATSAPP_FIELDS,
  WHATSAPP_KIND_LABELS,
  WHATSAPP_MSG,
  WHATSAPP_STATUS_LABELS,
  WHATSAPP_TEMPLATE_HELP,
  type WhatsappStatus,
} from '../../../shared/whatsapp/texts';
import type { WhatsappConfig, WhatsappMessageRow } from '../../../shared/whatsapp/schemas';
import { errorMessage, fieldErrorsByName } from '../../api/base';
import { ClippedText } from '../../components/ClippedText';
import { useConfirm, useErrorDialog } from '../../components/dialogs';
import { useRemoveWhatsappConfigMutation, useSaveWhatsappConfigMutation, useWhatsappConfigQuery, useWhatsappMessagesQuery } from './whatsappApi';
import { useFeedback } from '../../components/feedback';

const STATUS_COLORS: Record<WhatsappStatus, string> = { pending: 'default', sent: 'processing', delivered: 'success', read: 'success', failed: 'error' };
const PAGE_SIZE = 10;
const QUEUE_POLL_MS = 5_000;

interface Fields {
  phone_number_id: string;
  token: string;
  template_name: string;
  template_language: string;
  auto_days: number | null;
  portal_url: string;
}

const fieldsOf = (config: WhatsappConfig | null): Fields => ({
  phone_number_id: config?.phone_number_id ?? '',
  token: '',
  template_name: config?.template_name ?? '',
  template_language: config?.template_language ?? WHATSAPP_DEFAULT_LANGUAGE,
  auto_days: config?.auto_days ?? 0,
  portal_url: config?.portal_url ?? '',
});

const required = (name: keyof typeof WHATSAPP_FIELDS) => ({ required: true, whitespace: true, message: `O campo ${WHATSAPP_FIELDS[name]} é necessário.` });

export function WhatsappCard() {
  const { data } = useWhatsappConfigQuery();
  if (!data) return null;
  // A new configuration (or a removed one) starts the form again from what the server has.
  return <WhatsappForm key={data.config?.verified_at_formatted ?? 'none'} config={data.config} />;
}

function WhatsappForm({ config }: { config: WhatsappConfig | null }) {
  const [form] = Form.useForm<Fields>();
  const [save, { isLoading: saving }] = useSaveWhatsappConfigMutation();
  const [remove, { isLoading: removing }] = useRemoveWhatsappConfigMutation();
  const { message } = useFeedback();
  const showError = useErrorDialog();
  const confirm = useConfirm();

  async function submit(values: Fields) {
    const res = await save({ ...values, token: values.token.trim(), auto_days: values.auto_days ?? 0 });
    if ('error' in res) {
      form.setFields(Object.entries(fieldErrorsByName(res.error)).map(([name, error]) => ({ name: name as keyof Fields, errors: [error] })));
      return showError(errorMessage(res.error, MSG.fillAllCorrectly));
    }
    message.success(res.data.message);
  }

  async function drop() {
    if (
      !(await confirm(
        'Deseja excluir a configuração do WhatsApp?',
        'Os lembretes voltam a ser enviados por links do WhatsApp (wa.me); os que estão na fila não serão enviados.',
      ))
    )
      return;
    const res = await remove();
    if ('error' in res) showError(errorMessage(res.error, MSG.reloadAndRetry));
    else message.success(WHATSAPP_MSG.removed);
  }

  return (
    <Card title="WhatsApp Cloud API">
      <Typography.Paragraph type="secondary">
        Opcional: com o número da sua conta na API oficial do WhatsApp (Meta), o lembrete de vencimento sai pelo próprio painel, sem abrir o WhatsApp linha por
        linha. Sem ele, os lembretes continuam pelos links do WhatsApp.
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary" data-testid="whatsapp-template-help">
        {WHATSAPP_TEMPLATE_HELP}
      </Typography.Paragraph>
      {config && (
        <Typography.Paragraph data-testid="whatsapp-number">
          Número verificado: <Typography.Text strong>{config.display_phone_number}</Typography.Text> (em {config.verified_at_formatted})
        </Typography.Paragraph>
      )}
      <Form form={form} layout="vertical" initialValues={fieldsOf(config)} onFinish={(values) => void submit(values)} requiredMark={false}>
        <Form.Item label={WHATSAPP_FIELDS.phone_number_id} name="phone_number_id" rules={[required('phone_number_id')]}>
          <Input inputMode="numeric" autoComplete="off" placeholder="Ex.: 109876543210987" />
        </Form.Item>
        <Form.Item
          label={WHATSAPP_FIELDS.token}
          name="token"
          rules={config ? [] : [required('token')]}
          extra={config ? `Deixe em branco para manter o token atual (${config.token_masked}).` : undefined}
        >
          <Input.Password autoComplete="off" placeholder="EAA..." />
        </Form.Item>
        <Form.Item label={WHATSAPP_FIELDS.template_name} name="template_name" rules={[required('template_name')]}>
          <Input autoComplete="off" placeholder="Ex.: lembrete_vencimento" />
        </Form.Item>
        <Form.Item label={WHATSAPP_FIELDS.template_language} name="template_language" rules={[required('template_language')]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          label={WHATSAPP_FIELDS.auto_days}
          name="auto_days"
          extra={`De 1 a ${AUTO_DAYS_MAX}, enviado às 08:00 para as linhas que vencem nesse dia; 0 desliga.`}
        >
          <InputNumber min={0} max={AUTO_DAYS_MAX} precision={0} />
        </Form.Item>
        <Form.Item label={`${WHATSAPP_FIELDS.portal_url} (opcional)`} name="portal_url">
          <Input autoComplete="off" placeholder="https://..." />
        </Form.Item>
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={saving}>
            Salvar
          </Button>
          {config && (
            <Button danger onClick={() => void drop()} loading={removing}>
              Excluir
            </Button>
          )}
        </Space>
      </Form>
      <Sends />
    </Card>
  );
}

/** The latest sends of this account, newest first, with their delivery status. */
function Sends() {
  const [page, setPage] = useState(1);
  const [queued, setQueued] = useState(false);
  // While something waits in the queue, the list asks again now and then: it goes out within seconds.
  const { data } = useWhatsappMessagesQuery({ page, per_page: PAGE_SIZE }, { pollingInterval: queued ? QUEUE_POLL_MS : 0 });
  useEffect(() => setQueued(Boolean(data?.rows.some((r) => r.status === 'pending'))), [data]);
  if (!data || data.total === 0) return null;
  return (
    <Table<WhatsappMessageRow>
      style={{ marginTop: 16 }}
      size="small"
      rowKey="id"
      title={() => 'Últimos envios'}
      dataSource={data.rows}
      scroll={{ x: 'max-content' }}
      pagination={{ current: page, pageSize: PAGE_SIZE, total: data.total, onChange: setPage, showSizeChanger: false, size: 'small' }}
      columns={[
        { title: 'Data', dataIndex: 'created_at_formatted', width: 150 },
        { title: 'Linha', dataIndex: 'username' },
        { title: 'Número', dataIndex: 'to' },
        { title: 'Tipo', dataIndex: 'kind', render: (kind: WhatsappMessageRow['kind']) => WHATSAPP_KIND_LABELS[kind] },
        {
          title: 'Situação',
          key: 'status',
          render: (_: unknown, row) => (
            <Space orientation="vertical" size={0}>
              <Tag color={STATUS_COLORS[row.status]}>{WHATSAPP_STATUS_LABELS[row.status]}</Tag>
              {row.status_at_formatted && <Typography.Text type="secondary">{row.status_at_formatted}</Typography.Text>}
              {row.last_error && <ClippedText text={row.last_error} width={220} />}
            </Space>
          ),
        },
      ]}
    />
  );
}
