// The table shared by the three line lists: page size, status and expiring filters, search,
// sortable columns, the pager (up to 10 links), 'Exportar Excel' and the selection for the bulk
// actions (checkboxes on the table, and on the cards that stand for it on a phone). Only the current
// page is handed to antd, so 20 000 lines cost one sort and a filter, never 20 000 rendered rows.
import { Button, Select, Space, Spin, Table, type TableColumnsType } from 'antd';
import { Suspense, type ReactNode } from 'react';
import { lazyPart } from '../../components/lazyPart';
import { PAGE_SIZES } from '../../../shared/domain';
import { useExcelExport } from '../../components/useExcelExport';
import { useIsMobile } from '../../app/layout/useIsMobile';
import {
  EXPIRING_COLOR,
  EXPIRING_FILTERS,
  formatDate,
  opensUpward,
  pageWindow,
  STATUS_FILTERS,
  type ExpiringLevel,
  type ListConfig,
  type ListQuery,
  type SortState,
} from './list';
import { useLineList } from './useLineList';
import { Text } from '../../components/typography';
import { SelectionCount, useSelection } from '../../components/selection';
import { LiveSearch, SELECT_ALL } from '../../components/lists';
import { ClippedText } from '../../components/ClippedText';

const RowCards = lazyPart(() => import('../../components/RowCards'));
const ViaPageTag = lazyPart(() => import('./ViaPageTag'));

/** The selects of the list's query: status and expiry. */
const QUERY_SELECTS = [
  { key: 'status', label: 'Filtro de status', width: 130, options: STATUS_FILTERS },
  { key: 'expiring', label: 'Filtro de vencimento', width: 190, options: EXPIRING_FILTERS },
] as const;

export interface LineColumn<T, K extends string> {
  title: string;
  key: string;
  /** Sortable by this key of the list config. */
  sortKey?: K;
  render: (row: T) => ReactNode;
  /** The cell in 'Exportar Excel'; absent leaves the column out of the file (Ações). */
  exportValue?: (row: T) => string | number | null;
  /** The export cell is a pt-BR date. */
  date?: boolean;
}

/** A column of text, the same on the screen and in the file; sortable when given its `sortKey`. */
export const textColumn = <T, K extends string>(title: string, key: string, text: (row: T) => string, sortKey?: K): LineColumn<T, K> => ({
  title,
  key,
  sortKey,
  render: text,
  exportValue: text,
});

/** A column of a day, sortable by its `key`: dd/mm/yyyy on the screen, a date in the file. */
export const dateColumn = <T, K extends string>(title: string, key: K, at: (row: T) => number): LineColumn<T, K> => ({
  title,
  key,
  sortKey: key,
  render: (row) => formatDate(at(row)),
  exportValue: (row) => formatDate(at(row)),
  date: true,
});

/** 'Vencimento', sortable by its `key`: the day coloured by how near it is. */
export const expiryColumn = <T extends { expiring: ExpiringLevel }, K extends string>(key: K, at: (row: T) => number): LineColumn<T, K> => ({
  ...dateColumn('Vencimento', key, at),
  render: (row) => <Text type={EXPIRING_COLOR[row.expiring]}>{formatDate(at(row))}</Text>,
});

/** 'Status': the line's `mark` and its 'via página' tag on the screen, its `text` in the file. */
export const statusColumn = <T extends { via_page?: true }, K extends string>(mark: (row: T) => ReactNode, text: (row: T) => string): LineColumn<T, K> => ({
  title: 'Status',
  key: 'status',
  render: (row) => (
    <>
      {mark(row)}
      {row.via_page && (
        <Suspense fallback={null}>
          <ViaPageTag />
        </Suspense>
      )}
    </>
  ),
  exportValue: text,
});

/** The line's note, cut to one line on the screen and whole in the file. */
export const noteColumn = <T extends { nota: string }, K extends string>(title: string): LineColumn<T, K> => ({
  title,
  key: 'nota',
  render: (row) => <ClippedText text={row.nota} />,
  exportValue: (row) => row.nota,
});

export interface ListContext {
  /** Flips the sort after a successful action (spec section 4). */
  afterAction: () => void;
}
export interface RowContext extends ListContext {
  /** The row is among the page's last three: its dropdown opens upward. */
  upward: boolean;
}

export interface LinesTableProps<T, K extends string> {
  rows: readonly T[] | undefined;
  loading: boolean;
  config: ListConfig<T, K>;
  defaultSort: SortState<K>;
  columns: LineColumn<T, K>[];
  rowKey: (row: T) => string | number;
  exportFile: { fileName: string; sheetName: string };
  /** Buttons before 'Exportar Excel' (Atualizar, trial cleaning...). */
  toolbar?: (ctx: ListContext) => ReactNode;
  /** The Ações cell. */
  actions?: (row: T, ctx: RowContext) => ReactNode;
  /**
   * What to do with the selected lines (checkboxes on the table and on the phone's cards);
   * `exportSelection` writes them to Excel, or every listed line when none is selected.
   */
  bulk?: (selected: T[], ctx: { clear: () => void; exportSelection: () => void }) => ReactNode;
}

export function LinesTable<T extends object, K extends string>(props: LinesTableProps<T, K>) {
  const { rows, loading, config, defaultSort, columns, rowKey, exportFile, toolbar, actions, bulk } = props;
  const list = useLineList(rows, config, defaultSort);
  // A line filtered out, deleted or gone from the list leaves the selection.
  const selection = useSelection(list.filtered, rowKey);
  const exportExcel = useExcelExport();
  // Phones (under the spec's 800 px): the lines as cards (RowCards.tsx).
  const mobile = useIsMobile();

  async function exportRows(rows: readonly T[] = list.filtered) {
    const exported = columns.filter((c) => c.exportValue);
    await exportExcel({
      ...exportFile,
      columns: exported.map((c) => ({ header: c.title, key: c.key, date: c.date, width: c.date ? 22 : 18 })),
      rows: rows.map((row) => Object.fromEntries(exported.map((c) => [c.key, c.exportValue!(row)]))),
    });
  }
  const { selected } = selection;

  const tableColumns: TableColumnsType<T> = columns.map((c) => ({
    title: c.title,
    key: c.key,
    render: (_: unknown, row: T) => c.render(row),
    ...(c.sortKey
      ? { sorter: true, sortOrder: list.sort.key === c.sortKey ? list.sort.direction : null, sortDirections: ['ascend', 'descend', 'ascend'] }
      : {}),
  }));
  if (actions)
    tableColumns.push({
      title: 'Ações',
      key: 'actions',
      render: (_: unknown, row: T, index: number) => actions(row, { upward: opensUpward(index, list.pageRows.length), afterAction: list.afterAction }),
    });

  const pages = pageWindow(list.page, list.totalPages);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        {toolbar?.({ afterAction: list.afterAction })}
        <Button onClick={() => void exportRows()}>Exportar Excel</Button>
      </Space>
      {bulk && (
        <Space wrap aria-label="Linhas selecionadas">
          <Button onClick={() => selection.setKeys(list.filtered.map(rowKey))} disabled={list.filtered.length === 0}>
            Selecionar todas ({list.filtered.length})
          </Button>
          {bulk(selected, { clear: selection.clear, exportSelection: () => void exportRows(selected.length > 0 ? selected : list.filtered) })}
          <SelectionCount count={selected.length} />
        </Space>
      )}
      <Space wrap>
        <Select
          aria-label="Itens por página"
          value={list.pageSize}
          onChange={list.setPageSize}
          options={PAGE_SIZES.map((n) => ({ value: n, label: String(n) }))}
        />
        {QUERY_SELECTS.map((f) => (
          <Select<string | number>
            key={f.key}
            aria-label={f.label}
            style={{ minWidth: f.width }}
            value={list.query[f.key]}
            onChange={(value) => list.setQuery({ [f.key]: value } as Partial<ListQuery>)}
            options={f.options.map((o) => ({ ...o }))}
          />
        ))}
        <LiveSearch label="Pesquisar" value={list.query.search} onChange={(search) => list.setQuery({ search })} />
        {mobile && (
          <Select
            aria-label="Ordenar por"
            style={{ minWidth: 190 }}
            value={`${list.sort.key}:${list.sort.direction}`}
            onChange={(v: string) => {
              const [key, direction] = v.split(':') as [K, 'ascend' | 'descend'];
              list.setSort({ key, direction });
            }}
            options={columns
              .filter((c) => c.sortKey)
              .flatMap((c) => [
                { value: `${c.sortKey}:ascend`, label: `${c.title} ↑` },
                { value: `${c.sortKey}:descend`, label: `${c.title} ↓` },
              ])}
          />
        )}
      </Space>
      {mobile ? (
        <Suspense fallback={<Spin />}>
          <RowCards
            label="Linhas"
            loading={loading}
            selection={bulk && { keys: selection.keys, onChange: selection.setKeys }}
            cards={list.pageRows.map((row, index) => ({
              key: rowKey(row),
              title: columns[0].render(row),
              name: String(columns[0].exportValue?.(row) ?? rowKey(row)),
              fields: columns.slice(1).map((c) => ({ key: c.key, label: c.title, children: c.render(row) })),
              actions: actions?.(row, { upward: opensUpward(index, list.pageRows.length), afterAction: list.afterAction }),
            }))}
          />
        </Suspense>
      ) : (
        <Table<T>
          rowKey={rowKey}
          loading={loading}
          columns={tableColumns}
          dataSource={list.pageRows}
          rowSelection={bulk ? { ...SELECT_ALL, selectedRowKeys: selection.keys, preserveSelectedRowKeys: true, onChange: selection.setKeys } : undefined}
          pagination={false}
          scroll={{ x: true }}
          size="small"
          onChange={(_p, _f, sorter) => {
            const s = Array.isArray(sorter) ? sorter[0] : sorter;
            const column = columns.find((c) => c.key === s?.columnKey);
            if (column?.sortKey) list.setSort({ key: column.sortKey, direction: s.order ?? 'ascend' });
          }}
        />
      )}
      <Space wrap aria-label="Paginação">
        <Button disabled={list.page <= 1} onClick={() => list.setPage(list.page - 1)}>
          Anterior
        </Button>
        {pages.map((p) => (
          <Button key={p} type={p === list.page ? 'primary' : 'default'} aria-current={p === list.page ? 'page' : undefined} onClick={() => list.setPage(p)}>
            {p}
          </Button>
        ))}
        <Button disabled={list.page >= list.totalPages} onClick={() => list.setPage(list.page + 1)}>
          Próximo
        </Button>
        <Text type="secondary">{list.filtered.length} registros</Text>
      </Space>
    </Space>
  );
}
