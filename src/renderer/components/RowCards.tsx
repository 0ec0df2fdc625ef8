// A list on a phone (under the spec's 800 px): one compact card per row, with every field and the
// actions in view, and a checkbox when the list selects rows, so nothing scrolls sideways. The line
// lists build their cards; `TableCards` makes them from a table's columns (Vencimentos, Revendas).
// Loaded on phones only: antd's Card (which brings Tabs) and Descriptions are not part of a list's
// first load on a computer (issue 21).
import { useState, type Key, type ReactNode } from 'react';
import { Card, Checkbox, Descriptions, Empty, Pagination, Space, Spin, type TableColumnType, type TableProps } from 'antd';
import type { PageControl } from './lists';

export interface RowCard {
  key: Key;
  title: ReactNode;
  /** The row's name, for its checkbox ('Selecionar cliente1'). */
  name: string;
  fields: { key: string; label: ReactNode; children: ReactNode }[];
  actions?: ReactNode;
}

/** The selected keys and what a checkbox changes them to. */
export interface CardSelection {
  keys: readonly Key[];
  onChange: (keys: Key[]) => void;
}

export interface RowCardsProps {
  /** The list's name for assistive technology ('Linhas'). */
  label: string;
  cards: RowCard[];
  loading: boolean;
  selection?: CardSelection;
  empty?: string;
}

export default function RowCards({ label, cards, loading, selection, empty = 'Nenhum registro' }: RowCardsProps) {
  const chosen = new Set(selection?.keys);
  return (
    <Spin spinning={loading}>
      <Space orientation="vertical" style={{ width: '100%' }} role="list" aria-label={label}>
        {cards.length === 0 && <Empty description={empty} />}
        {cards.map((card) => (
          <Card
            key={card.key}
            size="small"
            role="listitem"
            title={
              selection ? (
                <Checkbox
                  aria-label={`Selecionar ${card.name}`}
                  checked={chosen.has(card.key)}
                  onChange={(e) => selection.onChange(e.target.checked ? [...selection.keys, card.key] : selection.keys.filter((k) => k !== card.key))}
                >
                  {card.title}
                </Checkbox>
              ) : (
                card.title
              )
            }
          >
            <Descriptions column={1} size="small" items={card.fields} />
            {card.actions && <div style={{ marginTop: 8 }}>{card.actions}</div>}
          </Card>
        ))}
      </Space>
    </Spin>
  );
}

export interface TableCardsProps<T> {
  label: string;
  /** The row's field that titles its card (and names its checkbox); the other columns are its lines. */
  title: keyof T & string;
  columns: NonNullable<TableProps<T>['columns']>;
  rows: readonly T[];
  rowKey: TableProps<T>['rowKey'];
  rowSelection?: TableProps<T>['rowSelection'];
  loading: boolean;
  paging?: number | PageControl;
  empty?: string;
}

/** A table's rows as cards: a column's cell as the table draws it, under the column's title. */
export function TableCards<T extends object>({ label, title, columns, rows, rowKey, rowSelection, loading, paging, empty }: TableCardsProps<T>) {
  const [ownPage, setOwnPage] = useState(1);
  const pages: PageControl | undefined = typeof paging === 'number' ? { current: ownPage, pageSize: paging, total: rows.length, onChange: setOwnPage } : paging;
  const shown = typeof paging === 'number' ? rows.slice((ownPage - 1) * paging, ownPage * paging) : rows;
  const fieldColumns = (columns as TableColumnType<T>[]).filter((c) => c.dataIndex !== title);
  const cell = (c: TableColumnType<T>, row: T, index: number): ReactNode => {
    const value = typeof c.dataIndex === 'string' ? (row as Record<string, unknown>)[c.dataIndex] : undefined;
    return c.render ? (c.render(value, row, index) as ReactNode) : (value as ReactNode);
  };
  const keyOf = (row: T) => (typeof rowKey === 'function' ? rowKey(row) : ((row as Record<string, unknown>)[String(rowKey ?? 'key')] as Key));
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <RowCards
        label={label}
        loading={loading}
        empty={empty}
        selection={
          rowSelection?.onChange && {
            keys: rowSelection.selectedRowKeys ?? [],
            onChange: (keys) =>
              rowSelection.onChange!(
                keys,
                rows.filter((r) => keys.includes(keyOf(r))),
                { type: 'single' },
              ),
          }
        }
        cards={shown.map((row, index) => ({
          key: keyOf(row),
          title: String(row[title]),
          name: String(row[title]),
          fields: fieldColumns.map((c, i) => ({
            key: String(c.key ?? c.dataIndex ?? i),
            label: typeof c.title === 'function' ? null : c.title,
            children: cell(c, row, index),
          })),
        }))}
      />
      {pages && pages.total > pages.pageSize && <Pagination size="small" showLessItems showSizeChanger={false} {...pages} />}
    </Space>
  );
}
