// What the list screens share: the table with the panel's list defaults (small, the empty text, a pager
// without a size changer; cards on a phone where a screen asks), the read-only dialog around a list, the page-size select, the search
// boxes, a screen's list under its filters, and the filter state whose changes start again at page 1 (spec, 'Pagination'). The card around a list is
// ListCard.tsx's: antd's Card brings Tabs and Dropdown, which a screen without it need not load (issue 21).
import { Input, Select, Space, Spin, Table, type TableColumnsType, type TableProps } from 'antd';
import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { lazyPart } from './lazyPart';
import { PAGE_SIZES } from '../../shared/domain';
import { useIsMobile } from '../app/layout/useIsMobile';
import { useLoadErrorDialog, ViewDialog } from './dialogs';
import type { TableCardsProps } from './RowCards';

/** Loaded on phones only (RowCards.tsx). */
const TableCards = lazyPart(() => import('./RowCards').then((m) => ({ default: m.TableCards }))) as unknown as <T extends object>(
  props: TableCardsProps<T>,
) => ReactNode;

/** A page the screen keeps itself: server pages, or rows it filtered first. */
export interface PageControl {
  current: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  /** Fewer page links (the dialogs' 5). */
  showLessItems?: boolean;
}

export type ListTableProps<T> = Omit<TableProps<T>, 'dataSource' | 'pagination' | 'locale'> & {
  /** The rows; none yet (loading, or the load failed) is an empty list. */
  rows: readonly T[] | undefined;
  /** What the empty list says (antd's pt-BR default without it). */
  empty?: string;
  /** Pages of this many rows, or the screen's own page; none: every row at once. */
  paging?: number | PageControl;
  /** No pager while every row fits on one page. */
  hideOnSinglePage?: boolean;
  /**
   * On a phone (under 800 px), the rows as cards instead of a table that scrolls sideways: `title`, a
   * field of the row, heads each card and every other column is a line of it (with the checkbox of
   * `rowSelection`).
   */
  cards?: { label: string; title: keyof T & string };
};

/**
 * A table's row selection with its header checkbox named in pt-BR (antd names it 'Select all' whatever the
 * locale): `rowSelection={{ ...SELECT_ALL, selectedRowKeys, onChange }}`. ListTable adds it to any selection.
 */
export const SELECT_ALL = { getTitleCheckboxProps: () => ({ 'aria-label': 'Selecionar todos' }) };

/**
 * The short lists' paging (backups, the blacklist, today's channels, the Smart App users, the DNS and announcement
 * lists): `pageSize` rows a page, no pager while one page holds them all, the table scrolling sideways when narrow.
 * `<ListTable {...shortList(10)} … />`.
 */
export const shortList = (pageSize: number) => ({ scroll: { x: 'max-content' as const }, paging: pageSize, hideOnSinglePage: true });

/** Columns that show a field of the row as it is, in order (titles are words: a number as a key would come first): `textColumns<Row>({ IP: 'ip' })`. */
export const textColumns = <T,>(fields: Record<string, keyof T & string>): TableColumnsType<T> =>
  Object.entries(fields).map(([title, dataIndex]) => ({ title, dataIndex }));

/** The 'Ações' column: a row's buttons. */
export const actionsColumn = <T,>(buttons: (row: T) => ReactNode): TableColumnsType<T>[number] => ({
  title: 'Ações',
  key: 'actions',
  render: (_, row) => buttons(row),
});

/** A list's table: small unless told, the empty text, and a pager without a size changer. */
export function ListTable<T extends object>({ rows, empty, paging, hideOnSinglePage, cards, ...table }: ListTableProps<T>) {
  const mobile = useIsMobile();
  const pages = typeof paging === 'number' ? { pageSize: paging } : paging;
  if (cards && mobile)
    return (
      <Suspense fallback={<Spin />}>
        <TableCards<T>
          {...cards}
          columns={table.columns ?? []}
          rows={rows ?? []}
          rowKey={table.rowKey}
          rowSelection={table.rowSelection}
          loading={Boolean(table.loading)}
          paging={paging}
          empty={empty}
        />
      </Suspense>
    );
  return (
    <Table<T>
      size="small"
      {...table}
      rowSelection={table.rowSelection && { ...SELECT_ALL, ...table.rowSelection }}
      dataSource={rows ?? []}
      locale={empty === undefined ? undefined : { emptyText: empty }}
      pagination={pages ? { ...pages, showSizeChanger: false, ...(hideOnSinglePage ? { hideOnSinglePage } : {}) } : false}
    />
  );
}

export type ListDialogProps<T> = Omit<ListTableProps<T>, 'title'> & {
  /** Open unless told (a dialog the page mounts only while it is open). */
  open?: boolean;
  title: ReactNode;
  width?: number;
  onClose: () => void;
  /** What stands above the table (a search, 'Exportar Excel', the IP asked about). */
  header?: ReactNode;
  /** The list call's error and its text, as in ListCard. */
  error?: unknown;
  errorText?: string;
};

/** A read-only dialog with a list: the header, the table, and the load error dialog. */
export function ListDialog<T extends object>({ open, title, width, onClose, header, error, errorText, ...table }: ListDialogProps<T>) {
  useLoadErrorDialog(error, errorText);
  return (
    <ViewDialog open={open} title={title} width={width} onClose={onClose}>
      {header}
      <ListTable<T> {...table} />
    </ViewDialog>
  );
}

/** 'Itens por página': 10, 30 or 50 por página. */
export function PageSizeSelect({ value, onChange }: { value: number; onChange: (size: number) => void }) {
  return (
    <Select
      aria-label="Itens por página"
      value={value}
      onChange={onChange}
      options={PAGE_SIZES.map((n) => ({ value: n, label: `${n} por página` }))}
      style={{ width: 140 }}
    />
  );
}

/** A list's search box: the text typed, trimmed, is searched on Enter or the button; the X clears it. */
export function SearchField({
  label,
  placeholder,
  width = 240,
  maxLength,
  onSearch,
}: {
  label: string;
  placeholder: string;
  width?: number;
  maxLength?: number;
  onSearch: (text: string) => void;
}) {
  return (
    <Input.Search aria-label={label} placeholder={placeholder} allowClear maxLength={maxLength} onSearch={(text) => onSearch(text.trim())} style={{ width }} />
  );
}

/** A search box whose list follows the text as it is typed ('Pesquisar'). */
export function LiveSearch({ label, value, width, onChange }: { label: string; value: string; width?: number; onChange: (text: string) => void }) {
  return (
    <Input.Search
      aria-label={label}
      placeholder="Pesquisar"
      allowClear
      value={value}
      onChange={(e) => onChange(e.target.value)}
      style={width ? { width } : undefined}
    />
  );
}

/** A screen's list: 'Itens por página' and its `filters` above the table, whose rows are keyed by `id`, roomier than a dialog's and scrolling sideways when narrow. */
export function FilteredList<T extends { id: number }>({
  pageSize,
  onPageSize,
  filters,
  ...table
}: ListTableProps<T> & { pageSize: number; onPageSize: (size: number) => void; filters: ReactNode }) {
  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <PageSizeSelect value={pageSize} onChange={onPageSize} />
        {filters}
      </Space>
      <ListTable<T> rowKey="id" size="middle" scroll={{ x: 'max-content' }} {...table} />
    </>
  );
}

/**
 * A list's filters, page and page size: a new filter or page size starts again at page 1 (spec,
 * 'Pagination'). `pageOf(total)` is the table's page control.
 */
export function useListFilters<F extends object>(initial: F, initialPageSize: number = PAGE_SIZES[0]) {
  const [filters, setFilterState] = useState(initial);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSizeState] = useState(initialPageSize);
  const setFilters = useCallback((patch: Partial<F>) => {
    setFilterState((f) => ({ ...f, ...patch }));
    setPage(1);
  }, []);
  const setPageSize = useCallback((size: number) => {
    setPageSizeState(size);
    setPage(1);
  }, []);
  const pageOf = (total: number): PageControl => ({ current: page, pageSize, total, onChange: setPage });
  return { filters, setFilters, page, setPage, pageSize, setPageSize, pageOf };
}

/** `value` once it has stayed the same for `ms` (a search box asks the server only after a pause). */
export function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}
