// /settings 'Configurações e Anúncios' (admin, spec section 2): the six function toggles and the four
// IPTV actions, login backgrounds, the link shortener, exempt DNS, the rotation DNS table, announcements
// a message to a reseller (alone, its whole tree or its first level) and the Telegram bot's token.
import { Button, Card, Col, Form, Input, InputNumber, Row, Select, Space, Switch, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { CheckCircleTwoTone, CloseCircleTwoTone, CopyOutlined } from '@ant-design/icons';
import { useMemo, useState } from 'react';
import { BACKGROUND_PAGE_SETTINGS, COMM_MSG, isHttpLink, isLimitDays, normaliseDns } from '../../../shared/communication/texts';
import type { ExemptDns, RotationDns } from '../../../shared/communication/schemas';
import { FLAG_ACTIONS, PAGE_SIZES, SETTINGS_ACTION, SETTINGS_FLAGS, type SettingsFlag } from '../../../shared/domain';
import { MSG } from '../../../shared/messages';
import { copyText } from '../../components/SuccessBanner';
import { fieldErrorsByName } from '../../api/base';
import { useConfirm, useLoadErrorDialog } from '../../components/dialogs';
import { fieldStatus } from '../../components/fields';
import { ListTable, PageSizeSelect, shortList, textColumns } from '../../components/lists';
import { ResellerPicker } from '../resellers/ResellerPicker';
import {
  useAddExemptDnsMutation,
  useDeleteExemptDnsMutation,
  useDeleteRotationDnsMutation,
  useExemptDnsQuery,
  useFlagsQuery,
  useRotationDnsQuery,
  useSaveRotationDnsMutation,
  useSendMessageMutation,
  useSettingsActionMutation,
  useShortenMutation,
} from './api';
import { AnnouncementsCard, BackgroundsCard, FRANCHISE_OPTIONS, franchiseName, useOutcome } from './parts';
import { TelegramBotCard } from '../me/TelegramCard';

/** The toggles' labels (their action codes are FLAG_ACTIONS). */
export const FLAG_LABELS: Record<SettingsFlag, string> = {
  tests: 'Geração de testes',
  test_iptv: 'Geração de testes IPTV',
  iptv: 'IPTV',
  p2p: 'P2P',
  n_p2p: 'N/P2P',
  login: 'Login',
  ticket: 'Tickets',
};
/** Spec: 'Desativar' when the flag is on, otherwise 'Ativar'. */
export const toggleLabel = (on: boolean) => (on ? 'Desativar' : 'Ativar');

/** CALLS.settingsAction's bulk actions on IPTV lines; the deletions show as dangerous. */
const IPTV_ACTIONS = [
  { action: SETTINGS_ACTION.blockIptvTests, label: 'Bloquear testes IPTV', question: 'Deseja bloquear todos os testes IPTV?' },
  { action: SETTINGS_ACTION.unblockIptvTests, label: 'Desbloquear testes IPTV', question: 'Deseja desbloquear os testes IPTV?' },
  { action: SETTINGS_ACTION.deleteExpiredIptv, label: 'Excluir IPTV vencidos', question: 'Deseja excluir todos os usuários IPTV vencidos?', danger: true },
  { action: SETTINGS_ACTION.deleteIptvTests, label: 'Excluir testes IPTV', question: 'Deseja excluir todos os testes IPTV?', danger: true },
];

export default function SettingsPage() {
  return (
    <div>
      <Typography.Title level={3}>Configurações e Anúncios</Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <FunctionsCard />
        </Col>
        <Col xs={24} xl={12}>
          <BackgroundsCard pageSize={BACKGROUND_PAGE_SETTINGS} />
        </Col>
        <Col xs={24} xl={12}>
          <ShortenerCard />
        </Col>
        <Col xs={24} xl={12}>
          <ExemptDnsCard />
        </Col>
        <Col xs={24} xl={12}>
          <TelegramBotCard />
        </Col>
        <Col xs={24}>
          <RotationDnsCard />
        </Col>
        <Col xs={24}>
          <AnnouncementsCard lists={[2, 1]} />
        </Col>
        <Col xs={24}>
          <MessageCard />
        </Col>
      </Row>
    </div>
  );
}

function FunctionsCard() {
  const { data: flags, error } = useFlagsQuery();
  const [act, { isLoading }] = useSettingsActionMutation();
  const confirm = useConfirm();
  const { banner, run } = useOutcome();
  return (
    <Card title="Funções">
      {banner}
      {error && <Typography.Paragraph type="danger">{MSG.functionsStatusError}</Typography.Paragraph>}
      <Table
        size="small"
        rowKey="flag"
        pagination={false}
        dataSource={SETTINGS_FLAGS.map((flag) => ({ flag, action: FLAG_ACTIONS[flag], on: flags?.[flag] === 1 }))}
        columns={[
          { title: 'Função', dataIndex: 'flag', render: (f: SettingsFlag) => FLAG_LABELS[f] },
          {
            title: 'Status',
            dataIndex: 'on',
            render: (on: boolean) => (flags ? <Tag color={on ? 'green' : 'red'}>{on ? 'Ativado' : 'Desativado'}</Tag> : null),
          },
          {
            title: 'Ação',
            key: 'toggle',
            render: (_, row) =>
              flags && (
                <Button
                  size="small"
                  danger={row.on}
                  disabled={isLoading}
                  aria-label={`${toggleLabel(row.on)} ${FLAG_LABELS[row.flag]}`}
                  onClick={async () => run(await act(row.action), MSG.toggleStatusError)}
                >
                  {toggleLabel(row.on)}
                </Button>
              ),
          },
        ]}
      />
      <Space wrap style={{ marginTop: 16 }}>
        {IPTV_ACTIONS.map((a) => (
          <Button key={a.action} danger={a.danger} disabled={isLoading} onClick={async () => (await confirm(a.question)) && run(await act(a.action))}>
            {a.label}
          </Button>
        ))}
      </Space>
    </Card>
  );
}

function ShortenerCard() {
  const [link, setLink] = useState('');
  const [short, setShort] = useState('');
  const [refused, setRefused] = useState<string>();
  const [shorten, { isLoading }] = useShortenMutation();
  const { banner, run } = useOutcome();
  async function submit() {
    if (!isHttpLink(link.trim())) {
      setRefused(COMM_MSG.linkInvalid);
      return run({ error: { status: 422, data: { message: COMM_MSG.linkInvalid } } });
    }
    const res = await shorten(link.trim());
    setRefused(fieldErrorsByName(res.error).link);
    if (run(res)) setShort(res.data!.link);
  }
  return (
    <Card title="Encurtador de link">
      {banner}
      <Form layout="vertical" onFinish={submit}>
        <Form.Item label="URL" {...fieldStatus(refused)}>
          <Space.Compact style={{ width: '100%' }}>
            <Input aria-label="URL" placeholder="https://" value={link} onChange={(e) => (setLink(e.target.value), setRefused(undefined))} />
            <Button type="primary" htmlType="submit" loading={isLoading}>
              Encurtar
            </Button>
          </Space.Compact>
        </Form.Item>
      </Form>
      {short && (
        <Space>
          <Typography.Text copyable={false} strong data-testid="short-link">
            {short}
          </Typography.Text>
          <Button size="small" icon={<CopyOutlined />} onClick={() => void copyText(short)}>
            Copiar
          </Button>
        </Space>
      )}
    </Card>
  );
}

/** The 'Ação' column of the DNS tables: Excluir, asking first. */
function deleteColumn<T>(name: (row: T) => string, onDelete: (row: T) => unknown): TableColumnsType<T>[number] {
  return {
    title: 'Ação',
    key: 'delete',
    render: (_, row) => (
      <Button size="small" danger aria-label={`Excluir ${name(row)}`} onClick={() => void onDelete(row)}>
        Excluir
      </Button>
    ),
  };
}

function ExemptDnsCard() {
  const { data, isFetching, error } = useExemptDnsQuery();
  useLoadErrorDialog(error);
  const [add, { isLoading }] = useAddExemptDnsMutation();
  const [remove] = useDeleteExemptDnsMutation();
  const confirm = useConfirm();
  const { banner, run } = useOutcome();
  const [url, setUrl] = useState('');
  const [days, setDays] = useState<number | null>(null);
  const [errors, setErrors] = useState<{ url?: string; days?: string }>({});
  async function submit() {
    const found = { url: normaliseDns(url) ? undefined : COMM_MSG.dnsInvalid, days: isLimitDays(days) ? undefined : COMM_MSG.limitDaysInvalid };
    setErrors(found);
    if (found.url || found.days) return run({ error: { status: 422, data: { message: MSG.fillAllCorrectly } } });
    if (run(await add({ url: url.trim(), limit_days: days! }))) setUrl(''), setDays(null);
  }
  return (
    <Card title="DNS isenta de migração">
      {banner}
      <Typography.Paragraph type="secondary">Linhas migradas de um painel nesta lista não pagam os primeiros dias (limite de dias).</Typography.Paragraph>
      <Form layout="inline" onFinish={submit} style={{ rowGap: 8, marginBottom: 12 }}>
        <Form.Item label="DNS" {...fieldStatus(errors.url)}>
          <Input
            aria-label="DNS isenta"
            placeholder="painel.exemplo.com"
            value={url}
            onChange={(e) => (setUrl(e.target.value), setErrors({ ...errors, url: undefined }))}
          />
        </Form.Item>
        {/* No min/max/precision: they would turn -5 into 1 unseen; the check says what is wrong instead. */}
        <Form.Item label="Limite de dias" {...fieldStatus(errors.days)}>
          <InputNumber aria-label="Limite de dias" value={days} onChange={(v) => (setDays(v), setErrors({ ...errors, days: undefined }))} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Salvar
        </Button>
      </Form>
      <ListTable<ExemptDns>
        rowKey="id"
        loading={isFetching}
        rows={data?.data}
        paging={10}
        hideOnSinglePage
        empty="Nenhuma DNS isenta."
        columns={[
          ...textColumns<ExemptDns>({ DNS: 'url', 'Limite de dias': 'limit_days' }),
          deleteColumn<ExemptDns>(
            (d) => d.url,
            async (d) => (await confirm(`Deseja excluir a DNS ${d.url}?`)) && run(await remove(d.id), COMM_MSG.dnsDeleteError),
          ),
        ]}
      />
    </Card>
  );
}

function RotationDnsCard() {
  const { data, isFetching, error } = useRotationDnsQuery();
  const [save, { isLoading }] = useSaveRotationDnsMutation();
  const [remove] = useDeleteRotationDnsMutation();
  const confirm = useConfirm();
  const { banner, run } = useOutcome();
  const [dns, setDns] = useState('');
  const [franchise, setFranchise] = useState<number>();
  const [filterText, setFilterText] = useState('');
  const [filterFranchise, setFilterFranchise] = useState<number>();
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const rows = useMemo(
    () =>
      (data?.data ?? []).filter((d) => d.dns.toLowerCase().includes(filterText.trim().toLowerCase()) && (!filterFranchise || d.franchise === filterFranchise)),
    [data, filterText, filterFranchise],
  );

  async function submit() {
    if (!dns.trim() || !franchise) return run({ error: { status: 422, data: { message: COMM_MSG.rotationFill } } });
    if (run(await save({ dns: dns.trim(), franchise }), COMM_MSG.rotationFill)) setDns('');
  }

  return (
    <Card title="DNS de rodízio">
      {banner}
      {error && <Typography.Paragraph type="danger">{COMM_MSG.dnsLoadError}</Typography.Paragraph>}
      <Typography.Paragraph type="secondary">
        Os links das linhas de cada franquia usam a DNS atual; ao excluir a atual, a próxima na ordem assume.{' '}
        {data?.franchises.map((f) => `${f.name}: ${f.dns || 'endereço do painel'}`).join(' · ')}
      </Typography.Paragraph>
      <Form layout="inline" onFinish={submit} style={{ rowGap: 8, marginBottom: 16 }}>
        <Form.Item label="DNS">
          <Input aria-label="DNS de rodízio" placeholder="http://tv.exemplo.com:8080" value={dns} onChange={(e) => setDns(e.target.value)} />
        </Form.Item>
        <Form.Item label="Franquia">
          <Select
            aria-label="Franquia da DNS"
            placeholder=".::SELECIONE::."
            value={franchise}
            onChange={setFranchise}
            options={FRANCHISE_OPTIONS}
            style={{ minWidth: 140 }}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Adicionar
        </Button>
      </Form>
      <Space wrap style={{ marginBottom: 12 }}>
        <PageSizeSelect value={pageSize} onChange={setPageSize} />
        <Input aria-label="Filtrar por DNS" placeholder="Filtrar por DNS" allowClear value={filterText} onChange={(e) => setFilterText(e.target.value)} />
        <Select
          aria-label="Filtrar por franquia"
          placeholder="Todas as franquias"
          allowClear
          value={filterFranchise}
          onChange={setFilterFranchise}
          options={FRANCHISE_OPTIONS}
          style={{ minWidth: 160 }}
        />
      </Space>
      <ListTable<RotationDns>
        rowKey="id"
        loading={isFetching}
        rows={rows}
        {...shortList(pageSize)}
        empty="Nenhuma DNS de rodízio."
        columns={[
          { title: 'DNS', dataIndex: 'dns' },
          { title: 'Franquia', dataIndex: 'franchise', render: franchiseName },
          {
            title: 'Atual',
            dataIndex: 'current',
            render: (c: number) =>
              c ? <CheckCircleTwoTone twoToneColor="#52c41a" aria-label="Atual" /> : <CloseCircleTwoTone twoToneColor="#bfbfbf" aria-label="Na fila" />,
          },
          { title: 'Ordem', dataIndex: 'order' },
          deleteColumn<RotationDns>(
            (d) => d.dns,
            async (d) => (await confirm(`Deseja excluir a DNS ${d.dns}?`)) && run(await remove(d.id), COMM_MSG.dnsDeleteError),
          ),
        ]}
      />
    </Card>
  );
}

function MessageCard() {
  const [send, { isLoading }] = useSendMessageMutation();
  const confirm = useConfirm();
  const { banner, run } = useOutcome();
  const [revenda, setRevenda] = useState<number>();
  const [texto, setTexto] = useState('');
  const [arvore, setArvore] = useState(false);
  const [nivelUm, setNivelUm] = useState(false);

  async function submit() {
    if (!revenda) return run({ error: { status: 422, data: { message: COMM_MSG.messageNoReseller } } });
    if (!texto.trim()) return run({ error: { status: 422, data: { message: COMM_MSG.messageEmpty } } });
    if (!(await confirm('Deseja enviar esta mensagem?'))) return;
    const html = texto
      .trim()
      .split(/\r?\n/)
      .map((line) => line.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!))
      .join('<br>');
    if (run(await send({ revenda, texto: html, arvore, nivel_um: nivelUm }))) setTexto('');
  }

  return (
    <Card title="Mensagem para revenda">
      {banner}
      <Form layout="vertical" onFinish={submit}>
        <Row gutter={16}>
          <Col xs={24} md={6}>
            <Form.Item label="Buscar por ID">
              <InputNumber
                aria-label="ID da revenda"
                min={1}
                precision={0}
                value={revenda ?? null}
                onChange={(v) => setRevenda(v ?? undefined)}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={10}>
            <Form.Item label="Buscar por revenda">
              <ResellerPicker value={revenda} onChange={setRevenda} placeholder="Digite o usuário da revenda" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label="Destinatários">
              <Space orientation="vertical">
                <Space>
                  <Switch aria-label="Árvore inteira" checked={arvore} onChange={(v) => (setArvore(v), v && setNivelUm(false))} /> Árvore inteira
                </Space>
                <Space>
                  <Switch aria-label="Somente primeiro nível" checked={nivelUm} onChange={(v) => (setNivelUm(v), v && setArvore(false))} /> Somente primeiro
                  nível
                </Space>
              </Space>
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label="Mensagem">
          <Input.TextArea aria-label="Mensagem" rows={4} maxLength={5000} value={texto} onChange={(e) => setTexto(e.target.value)} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Enviar
        </Button>
      </Form>
    </Card>
  );
}
