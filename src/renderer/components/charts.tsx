// What the screens with charts share (Relatórios, Análises): the page (its title, the cards once the data
// came, a dialog when it did not), the theme that follows the panel's light or dark look, and a month
// axis that fits a phone.
import type { ReactNode } from 'react';
import { Row, Typography } from 'antd';
import { useLook } from '../app/theme';
import { useIsMobile } from '../app/layout/useIsMobile';
import { useLoadErrorDialog } from './dialogs';

/** A phone has no room for 'nov/2026' six or twelve times: 'nov', upright, instead of labels turned sideways. */
export const shortMonth = (mes: string) => mes.split('/')[0]!;
export const monthAxis = (mobile: boolean) => ({ labelAutoRotate: false, ...(mobile ? { labelFormatter: shortMonth } : {}) });

/** The charts' theme and whether the screen is a phone's. */
export function useChartLook() {
  const { dark } = useLook();
  return { theme: dark ? 'classicDark' : 'classic', mobile: useIsMobile() };
}

export type ChartLook = ReturnType<typeof useChartLook>;

/** A screen of charts: its title, then its cards (`children`) once `query` has the data. */
export function ChartPage<T>({
  title,
  query,
  children,
}: {
  title: string;
  query: { data?: T; error?: unknown };
  children: (data: NonNullable<T>, look: ChartLook) => ReactNode;
}) {
  useLoadErrorDialog(query.error);
  const look = useChartLook();
  return (
    <div>
      <Typography.Title level={3}>{title}</Typography.Title>
      {query.data != null && <Row gutter={[16, 16]}>{children(query.data, look)}</Row>}
    </div>
  );
}
