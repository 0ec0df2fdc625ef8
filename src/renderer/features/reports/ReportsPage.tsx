// /reports: new users over the last six months (IPTV, P2P, migrated) and sales in R$.
import { Card, Col } from 'antd';
import { Column, Line } from '@ant-design/plots';
import type { ReportsResponse } from '../../../shared/network/schemas';
import { ChartPage, monthAxis } from '../../components/charts';
import { formatBRL } from '../../../shared/format';
import { useReportsQuery } from '../log/api';

/** The chart rows: one point per month and series. */
export function newUsersSeries(r: ReportsResponse) {
  return [
    ...r.novos_usuarios_iptv.map((m) => ({ mes: m.mes, users: m.users, serie: 'IPTV' })),
    ...r.novos_usuarios_p2p.map((m) => ({ mes: m.mes, users: m.users, serie: 'P2P' })),
    ...r.novos_usuarios_migrados.map((m) => ({ mes: m.mes, users: m.users, serie: 'Migrados' })),
  ];
}

/** The series in drawing order, each thinner and smaller than the one before: equal series stay visible, the later one drawn inside the earlier. */
export const NEW_USERS_SERIES = ['IPTV', 'P2P', 'Migrados'] as const;
/** Colours that read on the light and the dark background alike (no grey: it vanishes on black). */
export const SERIES_LOOK = {
  IPTV: { color: '#1677ff', lineWidth: 6, lineDash: undefined, marker: 'circle', markerSize: 7 },
  P2P: { color: '#52c41a', lineWidth: 4, lineDash: [6, 4], marker: 'square', markerSize: 6 },
  Migrados: { color: '#fa8c16', lineWidth: 2.5, lineDash: [8, 4], marker: 'diamond', markerSize: 5 },
} as const;
/** G2 hands a line's style callback its series' points (an array) and a point's the point itself. */
const lookOf = (d: unknown) =>
  SERIES_LOOK[((Array.isArray(d) ? d[0] : d) as { serie: keyof typeof SERIES_LOOK } | undefined)?.serie ?? 'IPTV'] ?? SERIES_LOOK.IPTV;
const ordinal = (range: readonly (string | number)[]) => ({ type: 'ordinal', domain: [...NEW_USERS_SERIES], range: [...range] });

/** 'Novos Usuários': one colour, width, dash and marker per series, so two series with the same values never hide one another. */
export function newUsersChart(r: ReportsResponse, mobile = false) {
  return {
    data: newUsersSeries(r),
    xField: 'mes',
    yField: 'users',
    colorField: 'serie',
    scale: { color: ordinal(NEW_USERS_SERIES.map((s) => SERIES_LOOK[s].color)) },
    axis: { x: monthAxis(mobile) },
    style: { lineWidth: (d: unknown) => lookOf(d).lineWidth, lineDash: (d: unknown) => lookOf(d).lineDash },
    point: {
      shapeField: 'serie',
      sizeField: 'serie',
      scale: { shape: ordinal(NEW_USERS_SERIES.map((s) => SERIES_LOOK[s].marker)), size: ordinal(NEW_USERS_SERIES.map((s) => SERIES_LOOK[s].markerSize)) },
    },
  };
}

export const salesSeries = (r: ReportsResponse) => Object.entries(r.financeiro).map(([mes, valor]) => ({ mes, valor }));

/** A phone's bars stand some 40 px apart: their labels in whole reais ('R$ 13') fit side by side. */
const wholeReais = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', maximumFractionDigits: 0 });

/**
 * 'Suas Vendas' as bars, each with its R$ written on it: one month's spike no longer flattens the quiet
 * months onto R$ 0,00 (a line's points would sit on the axis with nothing to read). Labels that overlap
 * are moved apart, but never out of the plot: a small value's label stays above the month names.
 */
export function salesChart(r: ReportsResponse, mobile = false) {
  return {
    data: salesSeries(r),
    xField: 'mes',
    yField: 'valor',
    label: {
      text: (d: { valor: number }) => (mobile ? wholeReais.format(d.valor) : formatBRL(d.valor)),
      position: 'top' as const,
      transform: [{ type: 'overlapDodgeY' }, { type: 'exceedAdjust', bounds: 'main' }],
    },
    axis: { x: monthAxis(mobile), y: { labelFormatter: (v: number) => formatBRL(v) } },
    tooltip: { items: [{ channel: 'y', valueFormatter: (v: number) => formatBRL(v) }] },
  };
}

export default function ReportsPage() {
  return (
    <ChartPage title="Relatórios" query={useReportsQuery()}>
      {(data, { theme, mobile }) => (
        <>
          <Col xs={24} xl={12}>
            <Card title="Novos Usuários (Últimos seis meses)">
              <Line {...newUsersChart(data, mobile)} theme={theme} height={320} />
            </Card>
          </Col>
          <Col xs={24} xl={12}>
            <Card title="Suas Vendas">
              <Column {...salesChart(data, mobile)} theme={theme} height={320} />
            </Card>
          </Col>
        </>
      )}
    </ChartPage>
  );
}
