// A plain list of rows, each with its content and, at the end, its actions: what antd's List did for
// these screens (deprecated in antd 6.6; its successor, Listy, is a virtual list for long ones).
import { useState, type ReactNode } from 'react';
import { Empty, Pagination, theme } from 'antd';

interface PlainListProps<T> {
  items: T[];
  itemKey: (item: T) => string | number;
  render: (item: T) => ReactNode;
  actions?: (item: T) => ReactNode;
  empty: string;
  /** Pages of this many rows, when there are more. */
  pageSize?: number;
}

export function PlainList<T>({ items, itemKey, render, actions, empty, pageSize }: PlainListProps<T>) {
  const { token } = theme.useToken();
  const [page, setPage] = useState(1);
  if (items.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  const paged = pageSize !== undefined && items.length > pageSize;
  const shown = paged ? items.slice((page - 1) * pageSize, page * pageSize) : items;
  return (
    <>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {shown.map((item, i) => (
          <li
            key={itemKey(item)}
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: token.marginSM,
              padding: `${token.paddingXS}px 0`,
              borderTop: i ? `1px solid ${token.colorSplit}` : undefined,
            }}
          >
            <div style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{render(item)}</div>
            {actions?.(item)}
          </li>
        ))}
      </ul>
      {paged && <Pagination size="small" align="end" current={page} pageSize={pageSize} total={items.length} onChange={setPage} showSizeChanger={false} />}
    </>
  );
}
