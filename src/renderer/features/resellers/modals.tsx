// The modals of the reseller list: add credit, edit, master, movement logs, access log, block,
// find by username and tree totals.
import { useMemo, useState } from 'react';
import { Button, Descriptions, Form, Input, Modal, Radio, Space, Typography, type FormInstance } from 'antd';
import { BLOCK_REASON_MIN, RESELLER_ACTION, RESELLER_LOGIN_MAX } from '../../../shared/network/texts';
import type { MovementLog, RegUserAction, Reseller } from '../../../shared/network/schemas';
import { FIELD_HINTS, FIELD_LABELS, MSG } from '../../../shared/messages';
import { passwordProblem } from '../../../shared/password';
import { validateFields } from '../../../shared/validation';
import { errorMessage, fieldErrorsByName } from '../../api/base';
import { AmountInput } from '../../components/AmountInput';
import { useApiErrorDialog, useConfirm, useValidationWarning, ViewDialog } from '../../components/dialogs';
import { limit, markFields, unmarkOnEdit } from '../../components/fields';
import { ListDialog, ListTable, useListFilters } from '../../components/lists';
import { formatBRL, formatCredits, formatDecimal } from '../../../shared/format';
import {
  useAccessLogsQuery,
  useAdminBlockMutation,
  useExternalKeyQuery,
  useResellerQrQuery,
  useFindUserMutation,
  useMovementsQuery,
  useResellerActionMutation,
  useTrackingQuery,
  useTreeTotalsQuery,
} from './api';
import { filterMovements, RESELLER_RULES } from './rules';
import { ResellerPicker } from './ResellerPicker';
import { useExcelExport } from '../../components/useExcelExport';
import { useFeedback } from '../../components/feedback';
import { FormModal } from '../../components/FormModal';

interface ModalProps {
  reseller: Reseller;
  onClose: () => void;
}

/** A refusal: a 422 with field errors reads as the spec's 'Por favor, preencha todos os campos
 * corretamente' followed by each field's message; a rule refusal (not enough credits, …) keeps the
 * server's own words. */
function useActionError() {
  const showApiError = useApiErrorDialog();
  return (error: unknown) =>
    showApiError(error, (error as { status?: number }).status === 422 ? MSG.fillAllCorrectly : MSG.reloadAndRetry, MSG.fillAllCorrectly);
}

/**
 * Runs a reseller action with its own request id (reused if the user retries the same dialog); a refusal
 * marks the dialog's fields it names (`form`).
 */
function useAction(onDone: () => void, form?: FormInstance) {
  const [run, { isLoading }] = useResellerActionMutation();
  const { message } = useFeedback();
  const showError = useActionError();
  const [requestId] = useState(() => crypto.randomUUID());
  return {
    isLoading,
    async send(id: number, action: RegUserAction) {
      const res = await run({ id, action, requestId });
      if ('error' in res) {
        if (form) markFields(form, fieldErrorsByName(res.error));
        showError(res.error);
        return false;
      }
      message.success(res.data.message);
      onDone();
      return true;
    },
  };
}

/** The Sim/Não of a credit transfer: the amount and who receives it (or who gives it back), before anything moves. */
export function transferQuestion(username: string, credits: number, sale = 0): { question: string; details?: string } {
  if (credits < 0) return { question: `Deseja remover ${formatCredits(-credits)} de ${username}?`, details: 'Os créditos voltam para o seu saldo.' };
  return {
    question: `Deseja transferir ${formatCredits(credits)} para ${username}?`,
    details: sale > 0 ? `Valor de venda: ${formatBRL(sale)} por crédito (total ${formatBRL(credits * sale)}).` : undefined,
  };
}

/** The credit dialog's fields: an amount (negative removes; the server refuses zero at the field), a sale value from zero. */
const CREDIT_RULES = {
  credits: { label: 'Créditos', required: true, type: 'number' },
  sale: { label: 'Valor de venda', type: 'number', minValue: 0 },
} as const;
type CreditFields = { credits?: number | null; sale?: number | null; reason?: string };

export function CreditModal({ reseller, onClose }: ModalProps) {
  const [form] = Form.useForm<CreditFields>();
  const action = useAction(onClose, form);
  const confirm = useConfirm();
  const warn = useValidationWarning();
  async function submit(v: CreditFields) {
    const errors = validateFields(v, CREDIT_RULES);
    markFields(form, errors);
    if (warn(Object.values(errors))) return;
    const { question, details } = transferQuestion(reseller.username, v.credits!, v.sale ?? 0);
    if (await confirm(question, details))
      await action.send(reseller.id, { action: RESELLER_ACTION.credits, credits: v.credits!, sale: v.sale ?? 0, reason: v.reason ?? '' });
  }
  return (
    <FormModal title={`Adicionar crédito: ${reseller.username}`} okText="Salvar" onOk={() => form.submit()} busy={action.isLoading} onClose={onClose}>
      <Typography.Paragraph type="secondary">
        Sugestão: opere 10 créditos ou mais (para adicionar ou remover); valores menores também são aceitos. Use um valor negativo para remover.
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit} onValuesChange={unmarkOnEdit(form)}>
        <Form.Item label="Créditos" name="credits">
          <AmountInput />
        </Form.Item>
        <Form.Item label="Valor de venda" name="sale">
          <AmountInput currency />
        </Form.Item>
        <Form.Item label="Observação" name="reason">
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}

type EditFields = {
  username: string;
  email: string;
  email_contact: string;
  password: string;
  newMaster?: number;
};

/** Edit (action 1): login, whatsapp, e-mail, password and, picked from the caller's network, a new owner. */
export function EditModal({ reseller, onClose }: ModalProps) {
  const [form] = Form.useForm<EditFields>();
  const warn = useValidationWarning();
  const action = useAction(onClose, form);
  async function submit(v: EditFields) {
    const errors = validateFields(v, {
      username: RESELLER_RULES.username,
      email: { ...RESELLER_RULES.email, required: true },
      email_contact: RESELLER_RULES.email_contact,
    });
    const problem = v.password ? passwordProblem(v.password) : null;
    if (problem) errors.password = problem;
    markFields(form, errors);
    if (warn(Object.values(errors))) return;
    const newMaster = v.newMaster !== undefined && v.newMaster !== reseller.owner_id ? { newMaster: v.newMaster } : {};
    await action.send(reseller.id, {
      action: RESELLER_ACTION.edit,
      username: v.username.trim(),
      email: v.email.replace(/\D/g, ''),
      email_contact: v.email_contact?.trim() ?? '',
      password: v.password ?? '',
      ...newMaster,
    });
  }
  return (
    <FormModal title={`Editar revenda: ${reseller.username}`} okText="Salvar" onOk={() => form.submit()} busy={action.isLoading} onClose={onClose}>
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        onValuesChange={unmarkOnEdit(form)}
        initialValues={{
          username: reseller.username,
          email: reseller.email === '0' ? '' : reseller.email,
          email_contact: reseller.email_contact,
          password: '',
        }}
      >
        <Form.Item label="Usuário" name="username" extra={FIELD_HINTS.login}>
          <Input {...limit(RESELLER_LOGIN_MAX)} />
        </Form.Item>
        <Form.Item label="WhatsApp" name="email" extra={FIELD_HINTS.whatsapp}>
          <Input inputMode="numeric" />
        </Form.Item>
        <Form.Item label="E-mail" name="email_contact" extra={FIELD_HINTS.email}>
          <Input inputMode="email" />
        </Form.Item>
        <Form.Item label="Nova senha" name="password" extra="Deixe em branco para manter a senha atual.">
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item label={FIELD_LABELS.newMaster} name="newMaster" extra="A revenda e toda a rede dela passam para o dono escolhido (um master da sua rede).">
          <ResellerPicker
            label={FIELD_LABELS.newMaster}
            placeholder={reseller.owner ? `Manter o dono atual (${reseller.owner})` : 'Manter o dono atual'}
            includeMe
            exclude={reseller.id}
          />
        </Form.Item>
      </Form>
    </FormModal>
  );
}

export function MasterModal({ reseller, onClose }: ModalProps) {
  const [isMaster, setIsMaster] = useState(reseller.is_master);
  const action = useAction(onClose);
  return (
    <FormModal
      title={`Permissão master: ${reseller.username}`}
      okText="Salvar"
      onOk={() => action.send(reseller.id, { action: RESELLER_ACTION.master, isMaster })}
      busy={action.isLoading}
      onClose={onClose}
    >
      <Radio.Group value={isMaster} onChange={(e) => setIsMaster(e.target.value)}>
        <Radio value={1}>Master (pode cadastrar revendas)</Radio>
        <Radio value={0}>Revenda comum</Radio>
      </Radio.Group>
    </FormModal>
  );
}

/** Who blocks: the reseller's owner (action 4), the admin (block-adm-reseller), or the admin over the whole network below it (action 5). */
export type BlockMode = 'owner' | 'admin' | 'network';

export function BlockModal({ reseller, onClose, mode }: ModalProps & { mode: BlockMode }) {
  const byAdmin = mode === 'admin';
  const [reason, setReason] = useState('');
  const blocking = byAdmin ? reseller.block_admin !== 1 && reseller.status === 1 : reseller.status === 1;
  const action = useAction(onClose);
  const [adminBlock, { isLoading }] = useAdminBlockMutation();
  const { message } = useFeedback();
  const showError = useActionError();
  const short = blocking && reason.trim().length < BLOCK_REASON_MIN;
  async function confirm() {
    if (!byAdmin) return action.send(reseller.id, { action: mode === 'network' ? 5 : 4, reason: reason.trim() });
    const res = await adminBlock({ id: reseller.id, reason: reason.trim() });
    if ('error' in res) return showError(res.error);
    message.success(res.data.message);
    onClose();
  }
  return (
    <Modal
      open
      title={`${blocking ? 'Bloquear' : 'Desbloquear'} ${mode === 'network' ? `a rede de ${reseller.username} (ela e todas as revendas abaixo)` : `${byAdmin ? '(administrador) ' : ''}${reseller.username}`}?`}
      onCancel={onClose}
      onOk={confirm}
      okText="Sim"
      cancelText="Não"
      okButtonProps={{ disabled: short }}
      confirmLoading={action.isLoading || isLoading}
      mask={{ closable: true }}
      destroyOnHidden
    >
      {blocking && (
        <Form layout="vertical">
          <Form.Item
            label="Motivo"
            htmlFor="block-reason"
            validateStatus={reason && short ? 'error' : undefined}
            help={reason && short ? MSG.blockReasonShort : undefined}
          >
            <Input.TextArea id="block-reason" rows={3} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}

const PAGE = 5;

export function MovementsModal({ reseller, onClose }: ModalProps) {
  const { data = [], isFetching } = useMovementsQuery(reseller.id);
  const list = useListFilters({ search: '' }, PAGE);
  const { search } = list.filters;
  const rows = useMemo(() => filterMovements(data, search), [data, search]);
  const exportExcel = useExcelExport();
  async function exportRows() {
    await exportExcel({
      fileName: `Logs - ${reseller.username}.xlsx`,
      sheetName: 'Movimentações',
      columns: [
        { header: 'ID', key: 'id' },
        { header: 'Quantidade', key: 'amount' },
        { header: 'Valor (R$)', key: 'total', currency: true },
        { header: 'Motivo', key: 'reason', width: 40 },
        { header: 'De / Para', key: 'from_to', width: 40 },
        { header: 'Data', key: 'registered', width: 22, date: true },
      ],
      rows: rows.map((r) => ({
        id: r.id,
        amount: r.amount,
        total: Math.abs(r.amount) * r.sale,
        reason: r.reason,
        from_to: r.from_to,
        registered: r.registered,
      })),
    });
  }
  return (
    <ListDialog<MovementLog>
      title="Logs de Movimentações"
      width={860}
      onClose={onClose}
      header={
        <Space style={{ marginBottom: 12 }} wrap>
          <Input.Search
            placeholder="Pesquisar"
            allowClear
            value={search}
            onChange={(e) => list.setFilters({ search: e.target.value })}
            aria-label="Pesquisar movimentações"
          />
          <Button onClick={exportRows}>Exportar Excel</Button>
        </Space>
      }
      rowKey="id"
      loading={isFetching}
      rows={rows}
      scroll={{ x: true }}
      paging={{ ...list.pageOf(rows.length), showLessItems: true }}
      columns={[
        { title: 'ID', dataIndex: 'id' },
        { title: 'Quantidade', dataIndex: 'amount', render: (v: number) => formatDecimal(v) },
        { title: 'Valor', render: (_, r) => formatBRL(Math.abs(r.amount) * r.sale) },
        { title: 'Motivo', dataIndex: 'reason' },
        { title: 'De / Para', dataIndex: 'from_to' },
        { title: 'Data', dataIndex: 'registered' },
      ]}
    />
  );
}

export function AccessLogModal({ reseller, onClose }: ModalProps) {
  const { data = [], isFetching } = useAccessLogsQuery(reseller.id);
  const exportExcel = useExcelExport();
  async function exportRows() {
    await exportExcel({
      fileName: `Logs de Acesso - ${reseller.username}.xlsx`,
      sheetName: 'Acessos',
      columns: [
        { header: 'IP', key: 'ip', width: 20 },
        { header: 'Data', key: 'date', width: 22, date: true },
      ],
      rows: data.map((r) => ({ ip: r.ip, date: r.date })),
    });
  }
  return (
    <ListDialog
      title={`Log de acesso: ${reseller.username}`}
      onClose={onClose}
      header={
        <Button onClick={exportRows} style={{ marginBottom: 12 }}>
          Exportar Excel
        </Button>
      }
      rowKey={(r) => `${r.ip}-${r.date}`}
      loading={isFetching}
      rows={data}
      paging={PAGE}
      columns={[
        { title: 'IP', dataIndex: 'ip' },
        { title: 'Data', dataIndex: 'date' },
      ]}
    />
  );
}

export function TreeTotalsModal({ reseller, onClose }: ModalProps) {
  const { data, error } = useTreeTotalsQuery(reseller.id);
  return (
    <ViewDialog title={`Totais da árvore: ${reseller.username}`} onClose={onClose}>
      {error ? (
        <Typography.Text type="danger">{errorMessage(error, MSG.totalsError)}</Typography.Text>
      ) : (
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label="Revendas na árvore">{data?.total_resellers ?? '…'}</Descriptions.Item>
          <Descriptions.Item label="Usuários IPTV ativos">{data?.total_users_iptv ?? '…'}</Descriptions.Item>
        </Descriptions>
      )}
    </ViewDialog>
  );
}

export function FindUserModal({ onClose, onFound }: { onClose: () => void; onFound: (r: Reseller) => void }) {
  const [username, setUsername] = useState('');
  // No reset effect here: `reset` changes with every search, and running the previous one dropped the
  // new answer (a blank modal after an earlier result). The hook forgets its result when the modal closes.
  const [find, { isLoading, data, error }] = useFindUserMutation();
  return (
    <Modal
      open
      title="Buscar revenda pelo usuário"
      onCancel={onClose}
      onOk={() => username.trim() && find(username.trim())}
      okText="Buscar"
      cancelText="Fechar"
      confirmLoading={isLoading}
      mask={{ closable: true }}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label="Usuário" htmlFor="find-username">
          <Input
            id="find-username"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            onPressEnter={() => username.trim() && find(username.trim())}
          />
        </Form.Item>
      </Form>
      {error && <Typography.Text type="danger">{errorMessage(error, MSG.resellerNotFound)}</Typography.Text>}
      {data && (
        <Space orientation="vertical">
          <Typography.Text>
            ID {data.id} — {data.username} (dono: {data.owner || '—'}), {formatCredits(data.credits)}
          </Typography.Text>
          <Button onClick={() => onFound(data)}>Mostrar na lista</Button>
        </Space>
      )}
    </Modal>
  );
}

export function TrackingModal({ reseller, onClose }: ModalProps) {
  const { data, error, isFetching } = useTrackingQuery(reseller.id);
  return (
    <ViewDialog title={`Rastreamento: ${reseller.username}`} onClose={onClose}>
      {error && <Typography.Text type="danger">{errorMessage(error, MSG.resellerNotFound)}</Typography.Text>}
      {data && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Text strong>Árvore</Typography.Text>
          <Typography.Text data-testid="tracking-chain">{data.chain.map((c) => `${c.username} (${c.id})`).join(' → ')}</Typography.Text>
          <ListTable
            rowKey="ip"
            loading={isFetching}
            rows={data.ips}
            paging={PAGE}
            columns={[
              { title: 'IP', dataIndex: 'ip' },
              { title: 'Último acesso', dataIndex: 'date' },
              { title: 'Acessos', dataIndex: 'logins' },
            ]}
          />
        </Space>
      )}
    </ViewDialog>
  );
}

/** Admin: the reseller's 2FA QR code, to set up its authenticator again. */
export function TwofaQrModal({ reseller, onClose }: ModalProps) {
  const { data, error } = useResellerQrQuery(reseller.id);
  return (
    <ViewDialog title={`QR Code 2FA: ${reseller.username}`} onClose={onClose}>
      {error ? (
        <Typography.Text type="danger">{MSG.twofaResellerQrError}</Typography.Text>
      ) : data ? (
        <img src={data.qr_code_url} alt={`QR Code 2FA de ${reseller.username}`} width={200} height={200} />
      ) : (
        '…'
      )}
    </ViewDialog>
  );
}

export function ExternalKeyModal({ reseller, onClose }: ModalProps) {
  const { data, error } = useExternalKeyQuery(reseller.id);
  return (
    <ViewDialog title={`Chave de integração: ${reseller.username}`} onClose={onClose}>
      {error ? (
        <Typography.Text type="danger">{MSG.externalKeyError}</Typography.Text>
      ) : (
        <Typography.Paragraph copyable={data ? { text: data.key } : false} code data-testid="external-key">
          {data?.key ?? '…'}
        </Typography.Paragraph>
      )}
    </ViewDialog>
  );
}
