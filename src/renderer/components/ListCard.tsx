// The card around a list: title and header buttons, the filters, the panel's list table and the load
// error dialog. Apart from lists.tsx because antd's Card brings Tabs and Dropdown along, which the
// screens that only use the table need not load (issue 21).
import { Card, Space } from 'antd';
import type { ReactNode } from 'react';
import type { Fallbacks } from '../api/base';
import { useLoadErrorDialog } from './dialogs';
import { ListTable, type ListTableProps } from './lists';

export type ListCardProps<T> = Omit<ListTableProps<T>, 'title'> & {
  title: ReactNode;
  /** The small card (a list beside other cards). */
  compact?: boolean;
  /** Buttons in the card's header. */
  extra?: ReactNode;
  /** The filters above the table (page size, status, search…). */
  filters?: ReactNode;
  /** The list call's error: 'Ocorreu um erro' once per failure (see useLoadErrorDialog). */
  error?: unknown;
  /** With `error`: the server's own text is shown, or this one (or the fitting one of Fallbacks) when it sent none. */
  errorText?: string | Fallbacks;
  /** What the card holds after the table (its dialogs). */
  children?: ReactNode;
};

/** A card with a list: title and header buttons, the filters, the table, and the load error dialog. */
export function ListCard<T extends object>({ title, compact, extra, filters, error, errorText, children, ...table }: ListCardProps<T>) {
  useLoadErrorDialog(error, errorText);
  return (
    <Card title={title} size={compact ? 'small' : undefined} extra={extra}>
      {filters && (
        <Space wrap style={{ marginBottom: 12 }}>
          {filters}
        </Space>
      )}
      <ListTable<T> {...table} />
      {children}
    </Card>
  );
}
