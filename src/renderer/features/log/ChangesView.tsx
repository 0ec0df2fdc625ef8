// 'Alterações' in /log (issue 30): every change of the caller's subtree (lines, resellers, settings,
// packages, API tokens), who made it, from where and through which token, each opening to a table of
// its fields before and after. Opened from a row's 'Histórico', it shows that item's history alone.
// On a phone each change is a card with its fields before and after stacked in it (issue 43): nothing
// to expand or scroll sideways. The admin sets here how long the changes are kept.
import type { Dayjs } from 'dayjs';
import { Button, DatePicker, Select, Space, Table, Tag, Typography } from 'antd';
import { useIsMobile } from '../../app/layout/useIsMobile';
import { KeptForDays } from '../../components/KeptForDays';
import { AUDIT_KINDS, AUDIT_MAX_DAYS, AUDIT_MIN_DAYS, type AuditKind } from '../../../shared/audit/texts';
import type { AuditChange, AuditRow } from '../../../shared/audit/schemas';
import { useLoadErrorDialog } from '../../components/dialogs';
import { FilteredList, SearchField, useListFilters } from '../../components/lists';
import { useAuditQuery, useSaveAuditRetentionMutation } from './api';

export interface HistoryOf {
  kind: AuditKind;
  item: string;
  name: string;
}

const day = (d: Dayjs | null | undefined) => (d ? d.format('YYYY-MM-DD') : undefined);
const shown = (value: string | null) => (value === null ? <Typography.Text type="secondary">—</Typography.Text> : value || '(vazio)');

function ChangesTable({ changes }: { changes: AuditChange[] }) {
  return (
    <Table<AuditChange>
      size="small"
      rowKey="field"
      pagination={false}
      dataSource={changes}
      columns={[
        { title: 'Campo', dataIndex: 'label' },
        { title: 'Antes', dataIndex: 'before', render: shown },
        { title: 'Depois', dataIndex: 'after', render: shown },
      ]}
    />
  );
}

/** A change's fields one under the other, each with its before and after: a phone's card. */
function StackedChanges({ changes }: { changes: AuditChange[] }) {
  return (
    <Space orientation="vertical" size={4}>
      {changes.map((c) => (
        <div key={c.field} data-testid={`change-${c.field}`}>
          <Typography.Text strong>{c.label}</Typography.Text>
          <div>Antes: {shown(c.before)}</div>
          <div>Depois: {shown(c.after)}</div>
        </div>
      ))}
    </Space>
  );
}

export function ChangesView({ history, onLeaveHistory }: { history?: HistoryOf; onLeaveHistory: () => void }) {
  const list = useListFilters({ kind: '' as AuditKind | '', actor: '', period: null as [Dayjs | null, Dayjs | null] | null });
  const { filters, setFilters: set } = list;
  const query = {
    kind: history?.kind ?? (filters.kind || undefined),
    item: history?.item,
    actor: filters.actor || undefined,
    from: day(filters.period?.[0]),
    to: day(filters.period?.[1]),
    page: list.page,
    per_page: list.pageSize,
  };
  const { data, isFetching, error } = useAuditQuery(query);
  const [saveDays] = useSaveAuditRetentionMutation();
  const phone = useIsMobile();
  useLoadErrorDialog(error);

  return (
    <div>
      {history && (
        <Space style={{ marginBottom: 12 }}>
          <Typography.Text strong data-testid="history-of">
            Histórico de {AUDIT_KINDS[history.kind]}: {history.name}
          </Typography.Text>
          <Button onClick={onLeaveHistory}>Ver todas as alterações</Button>
        </Space>
      )}
      <FilteredList<AuditRow>
        pageSize={list.pageSize}
        onPageSize={list.setPageSize}
        filters={
          <>
            {!history && (
              <Select
                aria-label="Tipo de item"
                value={filters.kind}
                onChange={(kind) => set({ kind })}
                options={[{ value: '', label: 'Todos os tipos' }, ...Object.entries(AUDIT_KINDS).map(([value, label]) => ({ value, label }))]}
                style={{ width: 170 }}
              />
            )}
            <SearchField label="Quem alterou" placeholder="Quem alterou (usuário)" width={220} onSearch={(actor) => set({ actor })} />
            <DatePicker.RangePicker aria-label="Período" format="DD/MM/YYYY" value={filters.period} onChange={(period) => set({ period })} />
          </>
        }
        loading={isFetching}
        rows={data?.rows}
        paging={list.pageOf(data?.total ?? 0)}
        cards={{ label: 'Alterações', title: 'item_label' }}
        expandable={phone ? undefined : { expandedRowRender: (row) => <ChangesTable changes={row.changes} />, rowExpandable: () => true }}
        columns={[
          { title: 'Data', dataIndex: 'created_at_formatted' },
          {
            title: 'Quem',
            key: 'actor',
            render: (_: unknown, r) => (
              <Space size={4} wrap>
                {r.actor}
                {r.via && <Tag>{`via ${r.via}`}</Tag>}
              </Space>
            ),
          },
          { title: 'Tipo', dataIndex: 'kind', render: (kind: AuditKind) => AUDIT_KINDS[kind] ?? kind },
          { title: 'Item', dataIndex: 'item_label' },
          { title: 'Ação', dataIndex: 'action' },
          phone
            ? { title: 'Alterações', key: 'fields', render: (_: unknown, r) => <StackedChanges changes={r.changes} /> }
            : { title: 'Campos', key: 'fields', render: (_: unknown, r) => r.changes.map((c) => c.label).join(', ') },
          { title: 'IP', dataIndex: 'ip' },
        ]}
      />
      <KeptForDays lead="Guardar as alterações por" label="Dias guardados" days={data?.days} min={AUDIT_MIN_DAYS} max={AUDIT_MAX_DAYS} save={saveDays} />
    </div>
  );
}
