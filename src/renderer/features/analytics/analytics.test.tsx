// 'Análises' (issue 31): the screen shows the server's figures in pt-BR (rates, credits, the trend of each
// sub-reseller), opens a level of the tree when asked, and exports each table as the user sees it. The
// charts draw on a canvas no test can read: their series are checked as data.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CALLS } from '../../../shared/calls';
import type { AnalyticsAnswer, RenewalMonth } from '../../../shared/analytics/schemas';
import { renderApp, route, signIn, signedInPlatform } from '../../test/render';
import { RENEWAL_FIELDS, renewalSeries, sheetOf, trendOf } from './figures';

// jsdom has no canvas to draw on.
vi.mock('@ant-design/plots', () => ({ Column: () => null }));

const month = (label: string, figures: Partial<RenewalMonth>): RenewalMonth => ({
  month: label,
  label,
  due: 0,
  on_time: 0,
  late: 0,
  lost: 0,
  open: 0,
  closed: true,
  rate: null,
  ...figures,
});

const ANSWER: AnalyticsAnswer = {
  renewal: [month('set/2026', { due: 3, on_time: 1, late: 1, lost: 1, rate: 2 / 3 }), month('out/2026', { due: 2, open: 2, closed: false, rate: 0 })],
  tests: [{ month: '2026-10', label: 'out/2026', tests: 4, converted: 1, rate: 0.25 }],
  usual_rate: 2 / 3,
  ahead: [
    { days: 7, lines: 2, credits: 3, forecast_lines: 1, forecast_credits: 2 },
    { days: 30, lines: 5, credits: 7.5, forecast_lines: 3, forecast_credits: 5 },
  ],
  closed_month: { month: '2026-09', label: 'set/2026' },
  network: [
    { id: 7, username: 'rev.cresce', due: 10, renewed: 9, rate: 0.9, previous_rate: 0.5 },
    { id: 8, username: 'rev.perde', due: 10, renewed: 2, rate: 0.2, previous_rate: 0.6 },
  ],
  tree: [
    { id: 7, username: 'rev.cresce', children: 1, active_lines: 120, credits: 40, sales: 30, previous_sales: 20 },
    { id: 8, username: 'rev.perde', children: 0, active_lines: 15, credits: 2, sales: 1, previous_sales: 4 },
  ],
  sales_days: { current: '01/11 a 10/11', previous: '01/10 a 10/10' },
};

describe('/analises', () => {
  it('shows the renewal, what comes ahead and the network with its trends, and opens a level of the tree', async () => {
    signIn();
    const p = signedInPlatform()
      .on(route(CALLS.analytics), ANSWER)
      .on(route(CALLS.analyticsTree, { id: 7 }), [
        { id: 9, username: 'sub.da.cresce', children: 0, active_lines: 60, credits: 5, sales: 12, previous_sales: 0 },
      ]);
    renderApp('/analises', p);
    const september = (await screen.findAllByText('set/2026'))[0]!.closest('tr') as HTMLElement;
    for (const text of ['3', '1', '66,7%']) expect(september).toHaveTextContent(text);
    expect(screen.getByText('Vencem nos próximos 30 dias').closest('.ant-col')).toHaveTextContent('Renovação vale 7,5 créditos');
    expect(screen.getByText(/renovação dos últimos meses fechados: 66,7%/)).toBeInTheDocument();

    // The whole title, the month it compares said beside it.
    const network = screen.getByText('Renovação por sub-revenda', { selector: '.ant-card-head-title' }).closest('.ant-card') as HTMLElement;
    expect(network).toHaveTextContent('set/2026, o último mês fechado, ao lado do mês anterior.');
    // The worst renewal first, each with its arrow.
    const rows = within(network).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('rev.perde');
    expect(within(rows[0]!).getByLabelText('Caiu')).toBeInTheDocument();
    expect(within(rows[1]!).getByLabelText('Subiu')).toBeInTheDocument();

    const tree = screen.getByText('Árvore').closest('.ant-card') as HTMLElement;
    // The sales of the month so far beside the same days of last month, in credits.
    for (const header of ['Vendas em créditos (01/11 a 10/11)', 'Mês passado (01/10 a 10/10)'])
      expect(within(tree).getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(within(tree).getByText('50%')).toBeInTheDocument();
    // A reseller without sub-resellers opens its own lines; a network's name opens its branch (its figures are the branch's).
    expect(within(tree).getByRole('link', { name: 'rev.perde' })).toHaveAttribute('href', '/users-iptv/8');
    expect(within(tree).queryByRole('link', { name: 'rev.cresce' })).toBeNull();
    expect(within(tree).getByRole('link', { name: 'rev.perde' }).closest('td')).toHaveStyle({ whiteSpace: 'nowrap' });
    await userEvent.click(within(tree).getByRole('button', { name: 'rev.cresce' }));
    expect(await within(tree).findByText('sub.da.cresce')).toBeInTheDocument();
    expect(within(tree).getByRole('button', { name: 'rev.cresce' })).toHaveAttribute('aria-expanded', 'true');

    // 'Exportar' saves what is shown: the open level too, with its level; rates as numbers in percent cells.
    await userEvent.click(within(tree).getByText('Exportar'));
    await waitFor(() => expect(p.exports).toHaveLength(1));
    expect(p.exports[0]!.rows.map((r) => [r.nivel, r.username, r.change])).toEqual([
      [1, 'rev.cresce', 0.5],
      [2, 'sub.da.cresce', null],
      [1, 'rev.perde', -0.75],
    ]);
    expect(p.exports[0]!.columns.find((c) => c.key === 'change')).toMatchObject({ header: 'Variação', percent: true });

    await userEvent.click(
      within(screen.getByText('Renovação', { selector: '.ant-card-head-title' }).closest('.ant-card') as HTMLElement).getByText('Exportar'),
    );
    await waitFor(() => expect(p.exports).toHaveLength(2));
    // The newest month first, as on the screen; the month still open says so.
    expect(p.exports[1]!.rows[0]).toMatchObject({ mes: 'out/2026 (em aberto)', rate: 0 });
    expect(p.exports[1]!.rows[1]).toEqual({ mes: 'set/2026', due: 3, on_time: 1, late: 1, lost: 1, open: 0, rate: 2 / 3 });
    expect(screen.getByText('out/2026 (em aberto)')).toBeInTheDocument();
  });

  it('stacks each month in its four outcomes and reads a trend only where both months had customers due', () => {
    expect(renewalSeries([ANSWER.renewal[0]!]).map((d) => [d.serie, d.valor])).toEqual([
      ['Em dia (até 7 dias)', 1],
      ['Atrasadas (8 a 30 dias)', 1],
      ['Perdidas', 1],
      ['Em aberto', 0],
    ]);
    expect(trendOf({ rate: 0.5, previous_rate: null })).toBeNull();
    expect(trendOf({ rate: 0.5, previous_rate: 0.501 })).toBe('flat');
    expect(sheetOf('R.xlsx', 'R', RENEWAL_FIELDS, ANSWER.renewal).rows[1]).toMatchObject({ mes: 'out/2026 (em aberto)', open: 2, rate: 0 });
  });
});
