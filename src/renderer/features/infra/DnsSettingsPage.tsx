// /dns-settings (permission dns_premium, 2FA): the 'Compra de DNS' card (manual add, Logs, FAQ, the
// search over the five extensions), the purchase finalisation ('Disponível' / 'Indisponíveis'), and
// 'Lista de DNS' with its row menu and the shared and removed lists (spec sections 2, 4, 5, 6, 9).
// Buying, renewing, adding by hand and removing an own DNS ask for the 2FA code first.
import { useState } from 'react';
import { Button, Card, Dropdown, Form, Input, Select, Space, Tag, Typography } from 'antd';
import { PlainList } from '../../components/PlainList';
import { CheckCircleTwoTone, CloseCircleTwoTone, DownOutlined } from '@ant-design/icons';
import { DNS_EXTENSIONS, DNS_LIST_PAGE, DNS_LOGS_PAGE, INFRA_MSG, SHARE_WHOLE_TREE, VERIFY_OK_CODE } from '../../../shared/infra/texts';
import type { AvailableDns, DnsItem, DnsLog, VerifyDnsResponse } from '../../../shared/infra/schemas';
import { formatCredits } from '../../../shared/format';

import { useProfileQuery } from '../../api/account';
import { isAdmin } from '../../app/visibility';
import { useApiErrorDialog, useConfirm, useErrorDialog, useLoadErrorDialog, ViewDialog } from '../../components/dialogs';
import { ListCard } from '../../components/ListCard';
import { ListDialog, ListTable, textColumns, type ListDialogProps } from '../../components/lists';
import { TwoFactorCheck, TwoFactorCodeModal, useWithCode, type CodeAction } from '../../components/TwoFactorCode';
import { useRequestId } from '../lines/useRequestId';
import {
  useAddManualDnsMutation,
  useAutoRenewMutation,
  useBuyDnsMutation,
  useConfigureDnsMutation,
  useDnsLogsQuery,
  usePremiumDnsQuery,
  useRemoveActiveDnsMutation,
  useRemovedDnsQuery,
  useRemoveSharedDnsMutation,
  useRenewDnsMutation,
  useRotateDnsMutation,
  useShareDnsMutation,
  useSharedDnsQuery,
  useVerifyDnsMutation,
} from './api';
import { useFeedback } from '../../components/feedback';
import { FormModal } from '../../components/FormModal';

type Ask = (action: CodeAction) => void;
type Send = Promise<{ data: { message: string } } | { error: unknown }>;

const TWOFA_OFFER = 'Para comprar e gerenciar DNS é necessário configurar o 2FA. Deseja configurar agora?';

/** The admin's credits are unlimited and the server charges the admin nothing: the Sim/Não says so. */
const ADMIN_NO_DEBIT = 'Nenhum crédito será debitado: os créditos do administrador são ilimitados.';

/** What a purchase or renewal costs the caller, as the Sim/Não tells it. */
function useDebitNote() {
  const { data: profile } = useProfileQuery();
  return (credits: number) => (profile && isAdmin(profile) ? ADMIN_NO_DEBIT : `Serão debitados ${formatCredits(credits)}.`);
}

const Yes = ({ on, label }: { on: boolean; label: string }) =>
  on ? <CheckCircleTwoTone twoToneColor="#52c41a" aria-label={`${label}: sim`} /> : <CloseCircleTwoTone twoToneColor="#ff4d4f" aria-label={`${label}: não`} />;

/** A change without a code: its answer as a message, or the error dialog. */
function useSimple() {
  const showApiError = useApiErrorDialog();
  const { message } = useFeedback();
  return async (send: Send, fallback: string = INFRA_MSG.dnsUpdateError) => {
    const res = await send;
    if ('error' in res) return (showApiError(res.error, fallback), false);
    void message.success(res.data.message);
    return true;
  };
}

const FAQ = [
  'A DNS exclusiva pode ser compartilhada com as suas revendas.',
  'A propagação pode levar até 2 horas; teste com o comando ping.',
  'A DNS passa por um proxy de CDN.',
  'Não há garantia contra falhas dessa rede.',
];

function PurchaseModal({ result, onClose, ask }: { result: VerifyDnsResponse | null; onClose: () => void; ask: Ask }) {
  const [terms, setTerms] = useState<Record<string, number>>({});
  const [buy] = useBuyDnsMutation();
  const requestId = useRequestId();
  const confirm = useConfirm();
  const showError = useErrorDialog();
  const withCode = useWithCode(ask);
  const debitNote = useDebitNote();

  async function purchase(item: AvailableDns) {
    const term = item.duration > 1 ? terms[item.domain] : 1;
    if (!term) return showError(INFRA_MSG.pickTerm);
    const cost = item.credits + item.credits_renew * (term - 1);
    if (!(await confirm(`Deseja comprar a DNS ${item.domain}?`, debitNote(cost)))) return;
    withCode(
      (code) => buy({ ...item, duration: term, code_2fa: code, requestId: requestId.take() }),
      INFRA_MSG.dnsUpdateError,
      () => {
        requestId.reset();
        onClose();
      },
    );
  }

  return (
    <ViewDialog open={result !== null} title="Finalizar compra" onClose={onClose} width={720}>
      <Typography.Title level={5}>Disponível</Typography.Title>
      <ListTable<AvailableDns>
        rowKey="domain"
        rows={result?.available}
        empty="Nenhuma DNS disponível."
        columns={[
          { title: 'DNS', dataIndex: 'domain' },
          { title: 'Valor', dataIndex: 'credits', render: (v: number) => formatCredits(v) },
          { title: 'Valor de Renovação', dataIndex: 'credits_renew', render: (v: number) => formatCredits(v) },
          {
            title: 'Vencimento após',
            key: 'duration',
            render: (_, item) =>
              item.duration > 1 ? (
                <Select
                  aria-label={`Vencimento de ${item.domain}`}
                  placeholder="Selecione"
                  value={terms[item.domain]}
                  onChange={(v) => setTerms((t) => ({ ...t, [item.domain]: v }))}
                  options={Array.from({ length: item.duration }, (_, i) => ({ value: i + 1, label: `${i + 1} ano${i ? 's' : ''}` }))}
                  style={{ width: 120 }}
                />
              ) : (
                '1 ano'
              ),
          },
          {
            title: '',
            key: 'buy',
            render: (_, item) => (
              <Button type="primary" onClick={() => purchase(item)}>
                Comprar
              </Button>
            ),
          },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        Indisponíveis
      </Typography.Title>
      <PlainList items={result?.unavailable ?? []} itemKey={(d) => d} empty="Nenhuma." render={(d) => d} />
    </ViewDialog>
  );
}

function ManualModal({ open, onClose, ask }: { open: boolean; onClose: () => void; ask: Ask }) {
  const [domain, setDomain] = useState('');
  const [add] = useAddManualDnsMutation();
  const showError = useErrorDialog();
  const withCode = useWithCode(ask);
  function submit() {
    if (!domain.trim()) return showError(INFRA_MSG.manualEmpty);
    withCode(
      (code) => add({ domain: domain.trim(), code_2fa: code }),
      INFRA_MSG.dnsUpdateError,
      () => {
        setDomain('');
        onClose();
      },
    );
  }
  return (
    <FormModal open={open} title="Adicionar DNS manual" okText="Adicionar" onOk={submit} onClose={onClose}>
      <Form layout="vertical" onFinish={submit}>
        <Form.Item label="DNS" htmlFor="manual-dns">
          <Input id="manual-dns" value={domain} onChange={(e) => setDomain(e.target.value.replace(/\s/g, ''))} maxLength={253} placeholder="tv.exemplo.com" />
        </Form.Item>
      </Form>
    </FormModal>
  );
}

/** The dialogs of the DNS lists (logs, shared, removed): rows by id; a list that fails to load says INFRA_MSG.dnsListError. */
function DnsListDialog<T extends { id: number }>({
  list,
  ...dialog
}: Omit<ListDialogProps<T>, 'rows' | 'rowKey' | 'errorText'> & { list: { data: T[] } | undefined }) {
  return <ListDialog<T> {...dialog} rowKey="id" rows={list?.data} errorText={INFRA_MSG.dnsListError} />;
}

function LogsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { data, error, isFetching } = useDnsLogsQuery(undefined, { skip: !open });
  return (
    <DnsListDialog
      open={open}
      title="Logs"
      width={820}
      onClose={onClose}
      list={data}
      error={error}
      loading={isFetching}
      paging={DNS_LOGS_PAGE}
      empty="Nenhum log."
      columns={textColumns<DnsLog>({ ID: 'id', Usuário: 'id_user', Descrição: 'description', 'Data criação': 'date', IP: 'ip' })}
    />
  );
}

function SharedModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { data, error } = useSharedDnsQuery(undefined, { skip: !open });
  const [off] = useRemoveSharedDnsMutation();
  const [on] = useRemoveActiveDnsMutation();
  const simple = useSimple();
  return (
    <DnsListDialog
      open={open}
      title="DNS Compartilhada"
      width={720}
      onClose={onClose}
      list={data}
      error={error}
      paging={DNS_LIST_PAGE}
      empty="Nenhuma DNS compartilhada com você."
      columns={[
        { title: 'DNS', dataIndex: 'dns' },
        { title: 'Dono', dataIndex: 'owner' },
        { title: 'Vencimento', dataIndex: 'due_date_formatted' },
        {
          title: '',
          key: 'toggle',
          render: (_, row) =>
            row.is_active_shared ? (
              <Button danger onClick={() => simple(off(row.dns))}>
                Desativar
              </Button>
            ) : (
              <Button type="primary" onClick={() => simple(on({ id: row.id }))}>
                Ativar
              </Button>
            ),
        },
      ]}
    />
  );
}

function RemovedModal({ open, onClose, ask }: { open: boolean; onClose: () => void; ask: Ask }) {
  const { data, error } = useRemovedDnsQuery(undefined, { skip: !open });
  const [activate] = useRemoveActiveDnsMutation();
  const withCode = useWithCode(ask);
  return (
    <DnsListDialog
      open={open}
      title="DNS Removida"
      width={640}
      onClose={onClose}
      list={data}
      error={error}
      paging={DNS_LIST_PAGE}
      empty="Nenhuma DNS removida."
      columns={[
        { title: 'DNS', dataIndex: 'dns' },
        { title: 'Vencimento', dataIndex: 'due_date_formatted' },
        {
          title: '',
          key: 'on',
          render: (_, row) => (
            <Button type="primary" onClick={() => withCode((code) => activate({ id: row.id, code_2fa: code }), INFRA_MSG.dnsUpdateError)}>
              Ativar
            </Button>
          ),
        },
      ]}
    />
  );
}

function RowMenu({ row, ask }: { row: DnsItem; ask: Ask }) {
  const [rotate] = useRotateDnsMutation();
  const [share] = useShareDnsMutation();
  const [renew] = useRenewDnsMutation();
  const [autoRenew] = useAutoRenewMutation();
  const [configure] = useConfigureDnsMutation();
  const [remove] = useRemoveActiveDnsMutation();
  const simple = useSimple();
  const confirm = useConfirm();
  const withCode = useWithCode(ask);
  const requestId = useRequestId();
  const debitNote = useDebitNote();
  const mine = row.id_res === 0;
  const paid = mine && !row.manual;

  const items = [
    ...(!row.is_rotation ? [{ key: 'rotate', label: 'Colocar no rodízio' }] : []),
    ...(mine
      ? [
          { key: 'share-1', label: 'Compartilhar com o primeiro nível' },
          { key: 'share-all', label: 'Compartilhar com toda a árvore' },
          ...(row.is_shared ? [{ key: 'share-0', label: 'Parar de compartilhar' }] : []),
        ]
      : []),
    ...(paid
      ? [
          { key: 'renew', label: 'Renovar' },
          { key: 'auto', label: row.auto_renew ? 'Desativar renovação automática' : 'Ativar renovação automática' },
        ]
      : []),
    ...(paid && !row.status && row.buy_value > 0 ? [{ key: 'sync', label: 'Forçar Sincronização' }] : []),
    { key: 'remove', label: 'Remover', danger: true },
  ];

  async function act(key: string) {
    if (key === 'rotate') return simple(rotate(row.id));
    if (key.startsWith('share-')) {
      const size = key === 'share-1' ? 1 : key === 'share-all' ? SHARE_WHOLE_TREE : 0;
      return simple(share({ id: row.id, size }));
    }
    if (key === 'renew') {
      if (!(await confirm(`Deseja renovar a DNS ${row.dns}?`, debitNote(row.renew_value)))) return;
      return withCode((code) => renew({ domain: row.dns, code_2fa: code, requestId: requestId.take() }), INFRA_MSG.dnsUpdateError, requestId.reset);
    }
    if (key === 'auto') return simple(autoRenew({ id: row.id, on: !row.auto_renew }));
    if (key === 'sync') return simple(configure(row.id));
    if (!(await confirm(`Deseja remover a DNS ${row.dns}?`))) return;
    // A DNS shared from above leaves this list without a code; an own one needs it (spec section 6).
    if (!mine) return simple(remove({ id: row.id }));
    withCode((code) => remove({ id: row.id, code_2fa: code }), INFRA_MSG.dnsUpdateError);
  }

  return (
    <Dropdown menu={{ items, onClick: ({ key }) => void act(key) }} trigger={['click']}>
      <Button aria-label={`Ações de ${row.dns}`} icon={<DownOutlined />} iconPlacement="end">
        Ações
      </Button>
    </Dropdown>
  );
}

function SearchForm({ onResult }: { onResult: (r: VerifyDnsResponse) => void }) {
  const [name, setName] = useState('');
  const [ext, setExt] = useState<string>();
  const [verify, { isLoading }] = useVerifyDnsMutation();
  const showError = useErrorDialog();
  const showApiError = useApiErrorDialog();
  async function submit() {
    if (!name || !ext) return showError(INFRA_MSG.searchFill);
    // Only the chosen extension is checked (and so listed).
    const res = await verify([`${name}${ext}`]);
    if ('error' in res) return showApiError(res.error, INFRA_MSG.searchInvalid);
    if (res.data.code !== VERIFY_OK_CODE || res.data.invalid) return showError(INFRA_MSG.searchInvalid);
    onResult(res.data);
  }
  return (
    <Form layout="inline" onFinish={submit} style={{ rowGap: 8 }}>
      <Form.Item label="Nome" htmlFor="dns-search-name">
        <Input id="dns-search-name" value={name} onChange={(e) => setName(e.target.value.toLowerCase().replace(/[^a-z0-9]/g, ''))} maxLength={63} />
      </Form.Item>
      <Form.Item label="Extensão" htmlFor="dns-search-ext">
        <Select
          id="dns-search-ext"
          aria-label="Extensão"
          placeholder="Selecione"
          value={ext}
          onChange={setExt}
          options={DNS_EXTENSIONS.map((e) => ({ value: e, label: e }))}
          style={{ width: 120 }}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isLoading}>
        Consultar
      </Button>
    </Form>
  );
}

export default function DnsSettingsPage() {
  const { data: profile } = useProfileQuery();
  const { data, error, isFetching, refetch } = usePremiumDnsQuery();
  useLoadErrorDialog(error, INFRA_MSG.dnsListError);
  const [codeAction, setCodeAction] = useState<CodeAction | null>(null);
  const [faq, setFaq] = useState(false);
  const [modal, setModal] = useState<'manual' | 'logs' | 'shared' | 'removed' | null>(null);
  const [result, setResult] = useState<VerifyDnsResponse | null>(null);
  const ask: Ask = (action) => setCodeAction(() => action);
  const close = () => setModal(null);
  if (!profile) return null;

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <TwoFactorCheck offer={TWOFA_OFFER} />
      <TwoFactorCodeModal action={codeAction} onClose={() => setCodeAction(null)} />
      <Card
        title="Compra de DNS"
        size="small"
        extra={
          <Space wrap>
            <Button onClick={() => setModal('manual')}>Adicionar DNS manual</Button>
            <Button onClick={() => setModal('logs')}>Logs</Button>
            <Button onClick={() => setFaq((v) => !v)}>FAQ</Button>
          </Space>
        }
      >
        {faq && (
          <ul style={{ marginTop: 0 }}>
            {FAQ.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
        <Typography.Paragraph>
          Seus créditos: <Tag color="blue">{isAdmin(profile) ? 'ilimitados' : formatCredits(profile.credits)}</Tag>
        </Typography.Paragraph>
        <SearchForm onResult={setResult} />
      </Card>
      <ListCard<DnsItem>
        title="Lista de DNS"
        compact
        extra={
          <Space wrap>
            <Button onClick={() => setModal('shared')}>DNS Compartilhada</Button>
            <Button onClick={() => setModal('removed')}>DNS Removida</Button>
            <Button onClick={() => void refetch()}>Atualizar</Button>
          </Space>
        }
        rowKey="id"
        loading={isFetching}
        rows={data?.data}
        paging={DNS_LIST_PAGE}
        empty="Nenhuma DNS. Consulte um nome acima para comprar a sua."
        scroll={{ x: true }}
        columns={[
          { title: 'ID', dataIndex: 'id' },
          {
            title: 'DNS',
            key: 'dns',
            render: (_, row) => (
              <Space size={4} wrap>
                {row.dns}
                {!row.status && <Tag color="gold">Processando</Tag>}
                {row.auto_renew === 1 && <Tag color="green">Renovação automática</Tag>}
              </Space>
            ),
          },
          { title: 'Atual Rodízio', key: 'rotation', render: (_, row) => <Yes on={row.is_rotation === 1} label="Atual rodízio" /> },
          {
            title: 'DNS Compartilhada na árvore',
            key: 'shared',
            render: (_, row) => <Yes on={row.is_shared === 1 || row.id_res !== 0} label="Compartilhada" />,
          },
          { title: 'Vencimento', dataIndex: 'due_date_formatted' },
          { title: 'Ordem', dataIndex: 'order' },
          { title: '', key: 'menu', render: (_, row) => <RowMenu row={row} ask={ask} /> },
        ]}
      />
      <PurchaseModal result={result} onClose={() => setResult(null)} ask={ask} />
      <ManualModal open={modal === 'manual'} onClose={close} ask={ask} />
      <LogsModal open={modal === 'logs'} onClose={close} />
      <SharedModal open={modal === 'shared'} onClose={close} />
      <RemovedModal open={modal === 'removed'} onClose={close} ask={ask} />
    </Space>
  );
}
