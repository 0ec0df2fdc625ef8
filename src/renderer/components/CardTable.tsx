// The table of a /me card (tokens, webhooks, sessions): its explanation above, every row on one page,
// scrolling sideways on a narrow screen.
import type { ReactNode } from 'react';
import { Table, type TableProps, Typography } from 'antd';

export type CardTableProps<T> = { intro: ReactNode; empty: string } & Omit<TableProps<T>, 'size' | 'rowKey' | 'pagination' | 'scroll' | 'locale'>;

export function CardTable<T extends { id: number }>({ intro, empty, ...table }: CardTableProps<T>) {
  return (
    <>
      <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>
      <Table<T> size="small" rowKey="id" pagination={false} scroll={{ x: 'max-content' }} locale={{ emptyText: empty }} {...table} />
    </>
  );
}
