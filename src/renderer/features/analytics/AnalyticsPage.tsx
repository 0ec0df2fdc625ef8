// /analises (issue 31): of the customers whose month ended, how many renewed; which tests became
// customers; what comes in the next 7 and 30 days; and the network, as a table of the sub-resellers'
// renewal and as a tree with each network's lines and sales. Every chart beside its table and an
// 'Exportar'; the charts' library loads with this screen only (it is a lazy page).
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, Card, Col, Row, Statistic, Table, Typography, type TableColumnsType, type TableProps } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, FileExcelOutlined, MinusOutlined } from '@ant-design/icons';
import { Column } from '@ant-design/plots';
import type { AnalyticsAnswer, NetworkRenewal, TreeNode } from '../../../shared/analytics/schemas';
import type { ExcelExport } from '../../../shared/platform';
import { formatCredits, formatDecimal } from '../../../shared/format';
import { useExcelExport } from '../../components/useExcelExport';
import { ChartPage, monthAxis, type ChartLook } from '../../components/charts';
import { useAnalyticsQuery, useLazyAnalyticsTreeQuery } from './api';
import {
  AHEAD_FIELDS,
  CONVERSION_FIELDS,
  LEVEL_FIELD,
  RENEWAL_FIELDS,
  RENEWAL_SERIES,
  conversionSeries,
  networkFields,
  percent,
  renewalSeries,
  sheetOf,
  shown,
  shownTree,
  treeFields,
  trendOf,
  type Field,
} from './figures';

type Shown<Row> = { [key: string]: Partial<TableColumnsType<Row>[number]> };

/**
 * A section: its title, the table of its fields (the first one to the left, figures to the right, each
 * column as `columns` adjusts it) and 'Exportar', which saves the same columns and values as Excel (or
 * `sheet`, what the table shows when it is more than its rows).
 */
function Section<Row extends object>(props: {
  title: string;
  file: [fileName: string, sheetName: string];
  fields: Field<Row>[];
  rows: Row[];
  rowKey: keyof Row & string;
  columns?: Shown<Row>;
  table?: Partial<TableProps<Row>>;
  sheet?: () => ExcelExport;
  children?: ReactNode;
}) {
  const exportExcel = useExcelExport();
  const { fields, rows } = props;
  return (
    <Card
      title={props.title}
      extra={
        <Button icon={<FileExcelOutlined />} onClick={() => void exportExcel(props.sheet?.() ?? sheetOf(...props.file, fields, rows))}>
          Exportar
        </Button>
      }
    >
      {props.children}
      <Table<Row>
        size="small"
        rowKey={props.rowKey}
        scroll={{ x: true }}
        pagination={false}
        dataSource={rows}
        columns={fields.map((f, i) => ({
          title: f.header,
          key: f.key,
          align: i === 0 ? 'left' : 'right',
          render: (_: unknown, row: Row) => shown(f, row),
          ...props.columns?.[f.key],
        }))}
        {...props.table}
      />
    </Card>
  );
}

const TREND_ICON = {
  up: <ArrowUpOutlined style={{ color: '#52c41a' }} aria-label="Subiu" />,
  down: <ArrowDownOutlined style={{ color: '#f5222d' }} aria-label="Caiu" />,
  flat: <MinusOutlined aria-label="Igual" />,
} as const;

/** A section over the months: its note, a chart of its series (stacked or side by side) and the table, newest month first. */
function MonthsCard<Month extends { month: string }>(props: {
  title: string;
  file: [string, string];
  fields: Field<Month>[];
  months: Month[];
  note: string;
  series: { mes: string; valor: number; serie: string }[];
  chart: { stack?: boolean; group?: boolean; scale?: object; height: number };
  look: ChartLook;
}) {
  return (
    <Section title={props.title} file={props.file} fields={props.fields} rows={[...props.months].reverse()} rowKey="month">
      <Typography.Paragraph type="secondary">{props.note}</Typography.Paragraph>
      <Column
        data={props.series}
        xField="mes"
        yField="valor"
        colorField="serie"
        axis={{ x: monthAxis(props.look.mobile) }}
        theme={props.look.theme}
        {...props.chart}
      />
    </Section>
  );
}

const byRate = (a: number | null, b: number | null) => (a ?? -1) - (b ?? -1);

function NetworkCard({ data }: { data: AnalyticsAnswer }) {
  if (!data.closed_month || data.network.length === 0) return null;
  const label = data.closed_month.label;
  return (
    <Section
      title="Renovação por sub-revenda"
      file={['RenovacaoPorRevenda.xlsx', 'Rede']}
      fields={networkFields(label)}
      rows={data.network}
      rowKey="id"
      table={{ pagination: { pageSize: 20, hideOnSinglePage: true, showSizeChanger: false } }}
      columns={{
        username: { sorter: (a, b) => a.username.localeCompare(b.username) },
        due: { sorter: (a, b) => a.due - b.due },
        renewed: { sorter: (a, b) => a.renewed - b.renewed },
        // The worst renewal first: who is losing customers.
        rate: { sorter: (a, b) => byRate(a.rate, b.rate), defaultSortOrder: 'ascend' },
        previous_rate: { sorter: (a, b) => byRate(a.previous_rate, b.previous_rate) },
        trend: {
          align: 'center',
          render: (_: unknown, row: NetworkRenewal) => {
            const trend = trendOf(row);
            return trend ? TREND_ICON[trend] : '—';
          },
        },
      }}
    >
      <Typography.Paragraph type="secondary">{`${label}, o último mês fechado, ao lado do mês anterior. A pior renovação primeiro.`}</Typography.Paragraph>
    </Section>
  );
}

function AheadCard({ data }: { data: AnalyticsAnswer }) {
  const lines = (n: number) => `${formatDecimal(n)} ${n === 1 ? 'linha' : 'linhas'}`;
  return (
    <Section title="A receber" file={['AReceber.xlsx', 'A receber']} fields={AHEAD_FIELDS} rows={data.ahead} rowKey="days">
      <Row gutter={[16, 16]}>
        {data.ahead.map((a) => (
          <Col xs={24} sm={12} key={a.days}>
            <Statistic title={`Vencem nos próximos ${a.days} dias`} value={lines(a.lines)} />
            <Typography.Text>Renovação vale {formatCredits(a.credits)}</Typography.Text>
            <br />
            <Typography.Text type="secondary">
              Previsão: {lines(a.forecast_lines)}, {formatCredits(a.forecast_credits)}
            </Typography.Text>
          </Col>
        ))}
      </Row>
      <Typography.Paragraph type="secondary" style={{ margin: '16px 0' }}>
        {data.usual_rate === null
          ? 'Ainda não há meses fechados para prever a renovação.'
          : `A previsão aplica a sua renovação dos últimos meses fechados: ${percent(data.usual_rate)}.`}
      </Typography.Paragraph>
    </Section>
  );
}

type TreeRow = TreeNode & { below?: TreeRow[] };

/** A login in one piece ('master.nordeste', never 'master.nord/este'). */
const oneLine = () => ({ style: { whiteSpace: 'nowrap' as const } });

function TreeCard({ data }: { data: AnalyticsAnswer }) {
  const [loadBelow] = useLazyAnalyticsTreeQuery();
  const [loaded, setLoaded] = useState<Record<number, TreeNode[]>>({});
  const [open, setOpen] = useState<number[]>([]);
  if (data.tree.length === 0) return null;
  const fields = treeFields(data.sales_days);
  // A node with sub-resellers shows its arrow at once; its level loads when opened.
  const rowsOf = (nodes: TreeNode[]): TreeRow[] => nodes.map((n) => ({ ...n, ...(n.children > 0 ? { below: rowsOf(loaded[n.id] ?? []) } : {}) }));
  const rows = rowsOf(data.tree);
  const toggle = async (row: TreeRow) => {
    if (open.includes(row.id)) return setOpen((o) => o.filter((id) => id !== row.id));
    if (!loaded[row.id]) {
      const level = await loadBelow(row.id).unwrap();
      setLoaded((l) => ({ ...l, [row.id]: level }));
    }
    setOpen((o) => [...o, row.id]);
  };
  return (
    <Section<TreeRow>
      title="Árvore"
      file={['Arvore.xlsx', 'Árvore']}
      fields={fields}
      rows={rows}
      rowKey="id"
      // What is shown, the open levels too, each row with its level.
      sheet={() => sheetOf('Arvore.xlsx', 'Árvore', [LEVEL_FIELD, ...fields], shownTree(rows, open))}
      table={{
        pagination: { pageSize: 50, hideOnSinglePage: true, showSizeChanger: false },
        expandable: { childrenColumnName: 'below', expandedRowKeys: open, onExpand: (_, row) => void toggle(row) },
      }}
      columns={{
        // A network's figures are of its whole branch: its name opens the branch; a reseller without
        // sub-resellers opens its own lines, which are its figures.
        username: {
          onCell: oneLine,
          render: (_: unknown, row: TreeRow) =>
            row.children > 0 ? (
              <Button type="link" size="small" style={{ padding: 0 }} aria-expanded={open.includes(row.id)} onClick={() => void toggle(row)}>
                {row.username}
              </Button>
            ) : (
              <Link to={`/users-iptv/${row.id}`}>{row.username}</Link>
            ),
        },
      }}
    />
  );
}

export default function AnalyticsPage() {
  return (
    <ChartPage<AnalyticsAnswer> title="Análises" query={useAnalyticsQuery()}>
      {(data, look) => (
        <>
          <Col xs={24} xl={14}>
            <MonthsCard
              title="Renovação"
              file={['Renovacao.xlsx', 'Renovação']}
              fields={RENEWAL_FIELDS}
              months={data.renewal}
              note="Dos clientes cujo período venceu em cada mês: renovaram em até 7 dias, com atraso (8 a 30 dias) ou foram perdidos. Um mês fica em aberto até 30 dias depois do seu fim."
              series={renewalSeries(data.renewal)}
              chart={{ stack: true, scale: { color: { domain: RENEWAL_SERIES.map((s) => s.label), range: RENEWAL_SERIES.map((s) => s.color) } }, height: 300 }}
              look={look}
            />
          </Col>
          <Col xs={24} xl={10}>
            <Row gutter={[16, 16]}>
              <Col span={24}>
                <AheadCard data={data} />
              </Col>
              <Col span={24}>
                <MonthsCard
                  title="Testes que viraram clientes"
                  file={['TestesConvertidos.xlsx', 'Testes']}
                  fields={CONVERSION_FIELDS}
                  months={data.tests}
                  note="Um teste vira cliente quando ele mesmo é renovado, ou quando uma linha paga com o mesmo usuário ou o mesmo WhatsApp é criada em até 7 dias."
                  series={conversionSeries(data.tests)}
                  chart={{ group: true, height: 260 }}
                  look={look}
                />
              </Col>
            </Row>
          </Col>
          {/* The network's tables have six and seven columns: each takes the whole width, none scrolls sideways at 1366 px. */}
          <Col span={24}>
            <NetworkCard data={data} />
          </Col>
          <Col span={24}>
            <TreeCard data={data} />
          </Col>
        </>
      )}
    </ChartPage>
  );
}
