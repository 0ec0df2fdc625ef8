// /recharge-portal (permission recharge_portal): the Mercado Pago keys card, the credit value card and
// the credit transfer card (hidden for the admin), and 'Recargas Efetuadas' (the admin sees every
// reseller's; the others their own). Keys and value change with a 2FA code, asked for in a dialog;
// on entry a reseller without 2FA is offered to configure it (spec sections 2, 5, 6, 8).
import { useEffect, useState } from 'react';
import { Alert, Button, Card, Col, Form, Input, Row, Select, Space, Statistic, Tag, Typography } from 'antd';
import { RECHARGE_MSG, RECHARGE_STATUS_LABELS } from '../../../shared/ops/texts';
import type { Recharge } from '../../../shared/ops/schemas';
import { formatCredits } from '../../../shared/format';
import { useProfileQuery } from '../../api/account';
import { isAdmin } from '../../app/visibility';
import { fieldErrorsByName, type Fallbacks } from '../../api/base';
import { AmountInput } from '../../components/AmountInput';
import { useApiErrorDialog, useConfirm, useErrorDialog, useLoadErrorDialog } from '../../components/dialogs';
import { fieldStatus } from '../../components/fields';
import { ListCard } from '../../components/ListCard';
import { SearchField, useListFilters } from '../../components/lists';
import { useRequestId } from '../lines/useRequestId';
import { TwoFactorCheck, TwoFactorCodeModal, useWithCode, type CodeAction } from '../../components/TwoFactorCode';
import {
  useCreditValueQuery,
  useMovePortalCreditsMutation,
  useMpInfosQuery,
  usePortalCreditsQuery,
  useRechargesQuery,
  useSaveCreditValueMutation,
  useSaveMpInfosMutation,
} from './api';
import { CREDIT_VALUE_LABEL, creditValueProblem, RECHARGES_PER_PAGE, transferProblem, transferQuestion } from './rules';
import { useFeedback } from '../../components/feedback';

// Spec section 8's two fallbacks of the portal's changes and list (see Fallbacks).
const KEYS_FAILED: Fallbacks = { answered: RECHARGE_MSG.keysError, unanswered: RECHARGE_MSG.changeKeysError };
const TO_PORTAL_FAILED: Fallbacks = { answered: RECHARGE_MSG.transferError, unanswered: RECHARGE_MSG.creditError };
const RETURN_FAILED: Fallbacks = { answered: RECHARGE_MSG.returnError, unanswered: RECHARGE_MSG.returnFailed };
const LIST_FAILED: Fallbacks = { answered: RECHARGE_MSG.listReloadError, unanswered: RECHARGE_MSG.listError };

function KeysCard({ ask }: { ask: (action: CodeAction) => void }) {
  const { data, error } = useMpInfosQuery();
  useLoadErrorDialog(error, RECHARGE_MSG.keysInfoError);
  const [save] = useSaveMpInfosMutation();
  const [form] = Form.useForm<{ publicKey?: string; accessToken?: string }>();
  const showError = useErrorDialog();
  const withCode = useWithCode(ask);

  function submit(v: { publicKey?: string; accessToken?: string }) {
    const body = { mercado_pago_public_key: v.publicKey?.trim() ?? '', mercado_pago_access_token: v.accessToken?.trim() ?? '' };
    if (!body.mercado_pago_public_key || !body.mercado_pago_access_token) return showError(RECHARGE_MSG.keysEmpty);
    withCode(
      (code) => save({ ...body, code_2fa: code }),
      KEYS_FAILED,
      () => form.resetFields(),
    );
  }

  return (
    <Card title="Chaves do Mercado Pago" size="small" style={{ height: '100%' }}>
      {data?.has_keys && (
        <>
          <Alert type="info" showIcon title={RECHARGE_MSG.keysConfigured} style={{ marginBottom: 12 }} />
          <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
            Chave pública atual: <Typography.Text code>{data.mercado_pago_public_key}</Typography.Text>
            <br />
            Chave privada atual: <Typography.Text code>{data.mercado_pago_access_token}</Typography.Text>
          </Typography.Paragraph>
        </>
      )}
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item label="Chave pública" name="publicKey">
          <Input maxLength={200} autoComplete="off" />
        </Form.Item>
        <Form.Item label="Chave privada" name="accessToken">
          <Input.Password maxLength={300} autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          Alterar Chaves
        </Button>
      </Form>
    </Card>
  );
}

function CreditValueCard({ ask }: { ask: (action: CodeAction) => void }) {
  const { data, error } = useCreditValueQuery();
  useLoadErrorDialog(error, RECHARGE_MSG.valueInfoError);
  const [save] = useSaveCreditValueMutation();
  const [value, setValue] = useState<number | null>(null);
  const [refused, setRefused] = useState<string>();
  const showError = useErrorDialog();
  const withCode = useWithCode(ask);
  useEffect(() => {
    if (data) setValue(data.creditPortal);
  }, [data]);

  function submit() {
    const problem = creditValueProblem(value);
    setRefused(problem ?? undefined);
    if (problem) return showError(problem);
    withCode(
      (code) => save({ creditPortal: value!, code_2fa: code }),
      RECHARGE_MSG.valueSaveError,
      undefined,
      (error) => setRefused(fieldErrorsByName(error).creditPortal),
    );
  }

  return (
    <Card title="Valor do Crédito" size="small" style={{ height: '100%' }}>
      <Typography.Paragraph type="secondary">Quanto o cliente paga por crédito ao recarregar pelo portal.</Typography.Paragraph>
      <Form onFinish={submit}>
        <Form.Item {...fieldStatus(refused)} style={{ marginBottom: 0 }}>
          <Space.Compact style={{ width: '100%' }}>
            <AmountInput currency aria-label={CREDIT_VALUE_LABEL} value={value} onChange={(v) => (setValue(v), setRefused(undefined))} />
            <Button type="primary" htmlType="submit">
              Alterar crédito
            </Button>
          </Space.Compact>
        </Form.Item>
      </Form>
    </Card>
  );
}

function TransferCard({ resellerId }: { resellerId: number }) {
  const { data, error } = usePortalCreditsQuery();
  useLoadErrorDialog(error, RECHARGE_MSG.creditsInfoError);
  const [move, { isLoading }] = useMovePortalCreditsMutation();
  const [amount, setAmount] = useState<number | null>(null);
  const [refused, setRefused] = useState<string>();
  const requestId = useRequestId();
  const confirm = useConfirm();
  const showError = useErrorDialog();
  const showApiError = useApiErrorDialog();
  const { message } = useFeedback();

  async function send(toPortal: boolean) {
    if (!data) return;
    const problem = transferProblem(toPortal, amount, data);
    setRefused(problem ?? undefined);
    if (problem) return showError(problem);
    const credits = amount!;
    const { question, details } = transferQuestion(toPortal, credits, data);
    if (!(await confirm(question, details))) return;
    const res = await move({ toPortal, id_res: resellerId, qtd_creditos: credits, requestId: requestId.take() });
    if ('error' in res) {
      setRefused(fieldErrorsByName(res.error).qtd_creditos);
      return showApiError(res.error, toPortal ? TO_PORTAL_FAILED : RETURN_FAILED);
    }
    void message.success(res.data.message);
    requestId.reset();
    setAmount(null);
  }

  return (
    <Card title="Total de Créditos Para o Portal" size="small" style={{ height: '100%' }}>
      <Space size="large" style={{ marginBottom: 12 }}>
        <Statistic title="No portal" value={data ? formatCredits(data.creditos_portal) : '—'} />
        <Statistic title="Disponíveis na conta" value={data ? formatCredits(data.credits) : '—'} />
      </Space>
      <Form layout="vertical">
        <Form.Item label="Créditos para Recarga" htmlFor="portal-credits" {...fieldStatus(refused)}>
          <AmountInput
            id="portal-credits"
            value={amount}
            onChange={(v) => {
              setAmount(v);
              setRefused(undefined);
              requestId.reset();
            }}
          />
        </Form.Item>
      </Form>
      <Space wrap>
        <Button type="primary" onClick={() => send(true)} loading={isLoading} disabled={!data}>
          Creditar para Portal
        </Button>
        <Button onClick={() => send(false)} loading={isLoading} disabled={!data}>
          Devolver Créditos
        </Button>
      </Space>
    </Card>
  );
}

const STATUS_COLORS: Record<string, string> = {
  approved: 'green',
  pending: 'gold',
  in_process: 'blue',
  rejected: 'red',
  cancelled: 'default',
  refunded: 'purple',
};

function RechargesCard() {
  const list = useListFilters({ status: '', username: '' }, RECHARGES_PER_PAGE);
  const { status, username } = list.filters;
  const filters = { ...(status ? { status } : {}), ...(username ? { username } : {}) };
  const { data, isFetching, error } = useRechargesQuery({ page: list.page, per_page: list.pageSize, filters });
  const recharges = data?.recargas;

  return (
    <ListCard<Recharge>
      title="Recargas Efetuadas"
      compact
      filters={
        <>
          <Select
            aria-label="Status"
            value={status}
            onChange={(v) => list.setFilters({ status: v })}
            style={{ width: 180 }}
            options={[{ value: '', label: 'Todos os status' }, ...Object.entries(RECHARGE_STATUS_LABELS).map(([value, label]) => ({ value, label }))]}
          />
          <SearchField label="Buscar usuário" placeholder="Usuário" width={220} maxLength={64} onSearch={(username) => list.setFilters({ username })} />
        </>
      }
      error={error}
      errorText={LIST_FAILED}
      rowKey="id"
      loading={isFetching}
      rows={recharges?.data}
      scroll={{ x: 'max-content' }}
      empty="Nenhuma recarga encontrada."
      paging={list.pageOf(recharges?.total ?? 0)}
      columns={[
        { title: 'ID', dataIndex: 'id' },
        { title: 'Usuário', dataIndex: 'username' },
        { title: 'Status', dataIndex: 'status', render: (s: string) => <Tag color={STATUS_COLORS[s] ?? 'default'}>{RECHARGE_STATUS_LABELS[s] ?? s}</Tag> },
        { title: 'Data Aprovação', dataIndex: 'data_aprovacao', render: (d: string | null) => d ?? '—' },
        { title: 'Data Criação', dataIndex: 'created_at' },
        { title: 'Última Atualização', dataIndex: 'updated_at' },
      ]}
    />
  );
}

export default function RechargePortalPage() {
  const { data: profile } = useProfileQuery();
  const [codeAction, setCodeAction] = useState<CodeAction | null>(null);
  if (!profile) return null;
  const admin = isAdmin(profile);
  return (
    <div>
      <Typography.Title level={3}>Portal de Recargas</Typography.Title>
      {!admin && (
        <>
          <TwoFactorCheck offer={RECHARGE_MSG.twofaOffer} />
          <TwoFactorCodeModal action={codeAction} onClose={() => setCodeAction(null)} />
          <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
            <Col xs={24} lg={8}>
              <KeysCard ask={(action) => setCodeAction(() => action)} />
            </Col>
            <Col xs={24} lg={8}>
              <CreditValueCard ask={(action) => setCodeAction(() => action)} />
            </Col>
            <Col xs={24} lg={8}>
              <TransferCard resellerId={profile.id} />
            </Col>
          </Row>
        </>
      )}
      <RechargesCard />
    </div>
  );
}
