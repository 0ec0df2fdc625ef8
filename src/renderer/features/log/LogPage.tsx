// /log: activity logs of the caller or of an account of its network, by month, year, type and text;
// beside them, 'Alterações' (ChangesView.tsx).
import { useState } from 'react';
import { Button, Select, Space, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { AUDIT_KINDS, type AuditKind } from '../../../shared/audit/texts';
import { ChangesView } from './ChangesView';
import { CALLS } from '../../../shared/calls';
import { FIRST_LOG_YEAR, LOG_TYPES } from '../../../shared/network/texts';
import type { LogRow } from '../../../shared/network/schemas';
import { useProfileQuery } from '../../api/account';
import { requestOf } from '../../api/base';
import { mayCall } from '../../app/visibility';
import { useErrorDialog, useLoadErrorDialog } from '../../components/dialogs';
import { FilteredList, SearchField, useListFilters } from '../../components/lists';
import { ServerHtml } from '../../components/ServerHtml';
import { getPlatform } from '../../platform';
import { ResellerPicker } from '../resellers/ResellerPicker';
import { useExcelExport } from '../../components/useExcelExport';
import { LINES_UI_MSG } from '../../../shared/messages';
import { useLogsQuery } from './api';
import { OpenInWindowButton, ScreenHeader } from '../../components/ScreenHeader';

type LogType = (typeof LOG_TYPES)[number];

const MONTHS = ['Janeiro', 'Fevereiro', 'Março', 'Abril', 'Maio', 'Junho', 'Julho', 'Agosto', 'Setembro', 'Outubro', 'Novembro', 'Dezembro'];

/** The years of the filter: 2022 up to the current one. */
export const logYears = (now = new Date()) => Array.from({ length: now.getFullYear() - FIRST_LOG_YEAR + 1 }, (_, i) => FIRST_LOG_YEAR + i);

/** /log: the activity logs and, in their own tab, 'Alterações' (opened on one item by a row's 'Histórico'). */
export default function LogPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('aba') === 'alteracoes' ? 'alteracoes' : 'atividades';
  const kind = params.get('tipo') as AuditKind | null;
  const history = kind && kind in AUDIT_KINDS && params.get('item') ? { kind, item: params.get('item')!, name: params.get('nome') ?? '' } : undefined;
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => setParams(key === 'alteracoes' ? { aba: key } : {})}
      items={[
        { key: 'atividades', label: 'Atividades', children: <ActivityLogs /> },
        {
          key: 'alteracoes',
          label: 'Alterações',
          children: <ChangesView key={history?.item ?? 'all'} history={history} onLeaveHistory={() => setParams({ aba: 'alteracoes' })} />,
        },
      ]}
    />
  );
}

function ActivityLogs() {
  const { data: profile } = useProfileQuery();
  const now = new Date();
  const [picked, setPicked] = useState<number | undefined>();
  const list = useListFilters({
    month: now.getMonth() + 1,
    year: now.getFullYear(),
    log_type: '' as LogType | '',
    search: '',
    reseller: undefined as number | undefined,
  });
  const { filters, setFilters: set } = list;
  const query = { ...filters, log_type: filters.log_type || undefined, search: filters.search || undefined, page: list.page, per_page: list.pageSize };
  const { data, isFetching, error } = useLogsQuery(query);
  useLoadErrorDialog(error);
  const showError = useErrorDialog();
  const exportExcel = useExcelExport();

  async function exportRows() {
    // The export call, not the list's pages: it is the one the export_all permission guards.
    const { page: _page, per_page: _perPage, ...wanted } = query;
    const res = await getPlatform().request<LogRow[]>(requestOf(CALLS.exportLogsAll, { body: { ...wanted, format: 'json' } }));
    if (res.status !== 200) return showError(LINES_UI_MSG.exportFailed);
    const rows = res.data;
    const name = data?.resellers.find((r) => r.value === filters.reseller)?.label ?? profile?.username ?? '';
    await exportExcel({
      // Its own name: 'Logs - {usuário}' is the movement log's export (spec section 7).
      fileName: `Logs de Atividades - ${name}.xlsx`,
      sheetName: 'Logs',
      columns: [
        { header: 'ID', key: 'id' },
        { header: 'Revenda', key: 'revenda', width: 20 },
        { header: 'Usuário', key: 'usuario', width: 20 },
        { header: 'Ação', key: 'acao', width: 60 },
        { header: 'Data', key: 'date', width: 22, date: true },
        { header: 'IP', key: 'ip', width: 18 },
      ],
      rows: rows.map((r) => ({ ...r, acao: new DOMParser().parseFromString(r.acao, 'text/html').body.textContent ?? '' })),
    });
  }

  return (
    <div>
      <ScreenHeader title="Logs">
        {profile && mayCall(CALLS.exportLogsAll)(profile) && <Button onClick={exportRows}>Exportar Excel</Button>}
        <OpenInWindowButton path="/log" />
      </ScreenHeader>
      <Space wrap style={{ marginBottom: 12 }}>
        <ResellerPicker value={picked} onChange={setPicked} placeholder="Meus logs" />
        <Button type="primary" onClick={() => set({ reseller: picked })}>
          Listar
        </Button>
        <Button
          onClick={() => {
            setPicked(undefined);
            set({ reseller: undefined });
          }}
        >
          Meus logs
        </Button>
      </Space>
      <FilteredList<LogRow>
        pageSize={list.pageSize}
        onPageSize={list.setPageSize}
        filters={
          <>
            <Select
              aria-label="Mês"
              value={filters.month}
              onChange={(month) => set({ month })}
              options={MONTHS.map((label, i) => ({ value: i + 1, label }))}
              style={{ width: 140 }}
            />
            <Select
              aria-label="Ano"
              value={filters.year}
              onChange={(year) => set({ year })}
              options={logYears().map((y) => ({ value: y, label: String(y) }))}
              style={{ width: 100 }}
            />
            <Select
              aria-label="Tipo"
              value={filters.log_type}
              onChange={(log_type) => set({ log_type })}
              options={[{ value: '', label: 'Todos' }, ...LOG_TYPES.map((t) => ({ value: t, label: t === 'Credits' ? 'Créditos' : t }))]}
              style={{ width: 130 }}
            />
            <SearchField label="Pesquisar logs" placeholder="Pesquisar" onSearch={(search) => set({ search })} />
          </>
        }
        loading={isFetching}
        rows={data?.logs.data}
        paging={list.pageOf(data?.logs.total ?? 0)}
        columns={[
          { title: 'ID', dataIndex: 'id' },
          { title: 'Revenda', dataIndex: 'revenda' },
          { title: 'Usuário', dataIndex: 'usuario' },
          // The server sanitised the action's HTML with an allow-list before storing it.
          { title: 'Ação', dataIndex: 'acao', render: (html: string) => <ServerHtml inline html={html} /> },
          { title: 'Data', dataIndex: 'date' },
          { title: 'IP', dataIndex: 'ip' },
        ]}
      />
    </div>
  );
}
