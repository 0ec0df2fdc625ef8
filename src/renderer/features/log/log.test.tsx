import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LINES_UI_MSG } from '../../../shared/messages';
import { renderScreen, signIn, signedInPlatform, route, isCallTo } from '../../test/render';
import { logYears } from './LogPage';
import { typeColor } from '../extract/ExtractPage';
import { SERIES_LOOK, newUsersChart, newUsersSeries, salesChart, salesSeries } from '../reports/ReportsPage';
import { shortMonth } from '../../components/charts';
import { CALLS, pathOf } from '../../../shared/calls';

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

const logs = {
  logs: {
    data: [{ id: 9, revenda: 'joao', usuario: 'joao', acao: 'Adicionou <b>5</b> crédito(s)', type: 'Credits', date: '20/11/2026 10:11:12', ip: '10.0.0.1' }],
    total: 1,
    current_page: 1,
    per_page: 10,
    last_page: 1,
  },
  resellers: [{ label: 'joao', value: 7 }],
};

function platform(permissions: string[] = [], kind: 'web' | 'desktop' = 'web') {
  return signedInPlatform({ permissions: permissions as never }, {}, kind)
    .on(route(CALLS.logs), logs)
    .on(route(CALLS.exportLogsAll), logs.logs.data)
    .on(route(CALLS.resellers), { data: [], total: 0, current_page: 1, per_page: 100, last_page: 1 });
}

describe('/log', () => {
  it('preselects the current month and year and shows the action HTML', async () => {
    // A fixed day (a year's first), never the day the suite runs.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2027, 0, 1, 0, 30) });
    signIn();
    const p = platform();
    renderScreen('/log', p);
    const cell = await screen.findByText('5', { selector: 'b' });
    expect(cell.closest('td')).toHaveTextContent('Adicionou 5 crédito(s)');
    const call = p.calls.find(isCallTo(CALLS.logs))!;
    expect(call.query).toMatchObject({ year: 2027, month: 1, page: 1, per_page: 10 });
  });

  it("says 'Por favor, atualize a página e tente novamente' when the list does not load", async () => {
    signIn();
    renderScreen('/log', platform().on(route(CALLS.logs), { message: 'Erro interno do servidor. Tente novamente mais tarde.' }, 500));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Ocorreu um erro');
    expect(dialog).toHaveTextContent('Por favor, atualize a página e tente novamente');
  });

  it('stays silent on a 401 that does not end the session', async () => {
    signIn();
    const p = platform().on(route(CALLS.logs), { message: 'Unauthorized' }, 401);
    renderScreen('/log', p);
    await waitFor(() => expect(p.calls.some(isCallTo(CALLS.logs))).toBe(true));
    await screen.findByRole('heading', { name: 'Logs' });
    await new Promise((r) => setTimeout(r, 300)); // the time a 500 takes to open its dialog
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers the years from 2022 to the current one', () => {
    expect(logYears(new Date(2026, 5, 1))).toEqual([2022, 2023, 2024, 2025, 2026]);
  });

  it('filters by type and goes back to page 1', async () => {
    signIn();
    const p = platform();
    renderScreen('/log', p);
    await screen.findByText('5', { selector: 'b' });
    await userEvent.click(screen.getByLabelText('Tipo'));
    await userEvent.click(await screen.findByTitle('Créditos'));
    await waitFor(() => expect(p.calls.some((c) => c.path === pathOf(CALLS.logs) && c.query?.log_type === 'Credits' && c.query?.page === 1)).toBe(true));
  });

  it('shows the Excel export only with the export_all permission', async () => {
    signIn();
    renderScreen('/log', platform());
    await screen.findByText('5', { selector: 'b' });
    expect(screen.queryByRole('button', { name: 'Exportar Excel' })).toBeNull();
  });

  it('exports the logs as Excel with the permission, as plain text', async () => {
    signIn();
    const p = platform(['export_all']);
    renderScreen('/log', p);
    await userEvent.click(await screen.findByRole('button', { name: 'Exportar Excel' }));
    // Not 'Logs - joao.xlsx': that is the movement log's export, and one would overwrite the other.
    await waitFor(() => expect(p.exports[0]?.fileName).toBe('Logs de Atividades - joao.xlsx'));
    expect(p.exports[0].rows[0]).toMatchObject({ acao: 'Adicionou 5 crédito(s)' });
    // The rows come from the export call (the one export_all guards on the server), with the filters, not from the list's pages.
    expect(p.calls.find(isCallTo(CALLS.exportLogsAll))?.body).toMatchObject({
      year: new Date().getFullYear(),
      month: new Date().getMonth() + 1,
      format: 'json',
    });
  });

  it('on desktop, says where the workbook was saved and opens its folder', async () => {
    signIn();
    const p = platform(['export_all'], 'desktop');
    p.exportDir = '/home/revenda/Planilhas';
    renderScreen('/log', p);
    await userEvent.click(await screen.findByRole('button', { name: 'Exportar Excel' }));
    expect(await screen.findByText('Planilha salva')).toBeInTheDocument();
    expect(screen.getByText('/home/revenda/Planilhas/Logs de Atividades - joao.xlsx')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Abrir pasta' }));
    expect(p.shown).toEqual(['/home/revenda/Planilhas/Logs de Atividades - joao.xlsx']);
  });
});

describe('/extract', () => {
  it("shows the statement newest month first, with the value of one credit in R$ and 'Recebido' in green", async () => {
    signIn();
    renderScreen(
      '/extract',
      platform().on(route(CALLS.extract), {
        extracts: [
          { date: '11/2026', amount: 50, reseller: 'admin', type: 'Recebido', value: 4, token: 'a' },
          { date: '10/2026', amount: 10, reseller: 'ana', type: 'Enviado', value: 6.5, token: 'b' },
        ],
        resellers: [],
        dates: ['11/2026', '10/2026'],
      }),
    );
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Recebido')).toHaveClass('ant-tag-green');
    expect(within(table).getByText('Enviado')).toHaveClass('ant-tag-orange');
    expect(within(table).getByRole('columnheader', { name: 'Valor do crédito' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent?.replace(/\s/g, ' '))).toEqual(['11/202650adminRecebidoR$ 4,00', '10/202610anaEnviadoR$ 6,50']);
    expect(typeColor('Consumo')).toBe('orange');
  });

  it('exports through the export call (which export_all guards), and says so when it is refused', async () => {
    signIn();
    const rows = [{ date: '11/2026', amount: 10, reseller: 'ana', type: 'Enviado', value: 6.5, token: 'b' }];
    const p = platform(['export_all'])
      .on(route(CALLS.extract), { extracts: rows, resellers: [], dates: ['11/2026'] })
      .on(route(CALLS.exportExtract), rows);
    renderScreen('/extract', p);
    await userEvent.click(await screen.findByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(p.exports[0]?.fileName).toBe('Extrato.xlsx'));
    expect(p.exports[0].rows).toEqual([{ date: '11/2026', amount: 10, reseller: 'ana', type: 'Enviado', value: 6.5 }]);
    expect(p.exports[0].columns.map((c) => c.header)).toEqual(['Mês', 'Total de créditos', 'Revenda', 'Via', 'Valor do crédito (R$)']);
    expect(p.calls.find(isCallTo(CALLS.exportExtract))?.body).toMatchObject({ format: 'json' });

    p.on(route(CALLS.exportExtract), { message: 'Você não tem permissão para esta ação.' }, 403);
    await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(LINES_UI_MSG.exportFailed);
    expect(p.exports).toHaveLength(1);
  });

  it('is not for the admin', async () => {
    signIn(1, 'admin');
    renderScreen(
      '/extract',
      platform().on(route(CALLS.profile), {
        id: 1,
        username: 'admin',
        profile: 'admin',
        is_master: 0,
        id_franchise: 1,
        owner_id: null,
        credits: 0,
        permissions: [],
        has2fa: false,
        settings: { tests: 1, test_iptv: 1, iptv: 1, p2p: 1, n_p2p: 1, login: 1, ticket: 1 },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });
});

describe('reports data', () => {
  it('turns the answer into the chart series', () => {
    const r = {
      financeiro: { 'out/2026': 10, 'nov/2026': 65 },
      novos_usuarios_iptv: [{ mes: 'nov/2026', users: 3 }],
      novos_usuarios_p2p: [{ mes: 'nov/2026', users: 1 }],
      novos_usuarios_migrados: [{ mes: 'nov/2026', users: 2 }],
    };
    expect(newUsersSeries(r).map((p) => p.serie)).toEqual(['IPTV', 'P2P', 'Migrados']);
    expect(salesSeries(r)).toEqual([
      { mes: 'out/2026', valor: 10 },
      { mes: 'nov/2026', valor: 65 },
    ]);
  });

  it('draws equal IPTV and P2P series so both stay visible: each later series thinner, dashed and with its own marker', () => {
    const equal = {
      financeiro: {},
      novos_usuarios_iptv: [{ mes: 'nov/2026', users: 1 }],
      novos_usuarios_p2p: [{ mes: 'nov/2026', users: 1 }],
      novos_usuarios_migrados: [{ mes: 'nov/2026', users: 0 }],
    };
    const chart = newUsersChart(equal);
    const series = (serie: string) => chart.data.filter((d) => d.serie === serie);
    const [iptv, p2p, migrated] = ['IPTV', 'P2P', 'Migrados'].map((s) => ({ width: chart.style.lineWidth(series(s)), dash: chart.style.lineDash(series(s)) }));
    expect(iptv.width).toBeGreaterThan(p2p.width);
    expect(p2p.width).toBeGreaterThan(migrated.width);
    expect(new Set([iptv.dash, p2p.dash, migrated.dash].map(String)).size).toBe(3);
    expect(new Set(chart.point.scale.shape.range).size).toBe(3);
    expect(Number(chart.point.scale.size.range[0])).toBeGreaterThan(Number(chart.point.scale.size.range[1]));
  });

  it("reads 'Suas Vendas' as bars with each month's R$ written on it, so a spike does not flatten the quiet months", () => {
    const spike = {
      financeiro: { 'jun/2026': 40, 'jul/2026': 55.5, 'ago/2026': 30, 'set/2026': 60, 'out/2026': 45, 'nov/2026': 90_000 },
      novos_usuarios_iptv: [],
      novos_usuarios_p2p: [],
      novos_usuarios_migrados: [],
    };
    const chart = salesChart(spike);
    expect(chart.data.map((d) => chart.label.text(d))).toEqual(
      ['R$ 40,00', 'R$ 55,50', 'R$ 30,00', 'R$ 60,00', 'R$ 45,00', 'R$ 90.000,00'].map((t) => t.replace(' ', '\u00a0')),
    );
  });

  it("draws 'Migrados' in a colour and width that read on black, each series with its own colour", () => {
    const colours = newUsersChart({ financeiro: {}, novos_usuarios_iptv: [], novos_usuarios_p2p: [], novos_usuarios_migrados: [] }).scale.color.range;
    expect(colours).toEqual(['IPTV', 'P2P', 'Migrados'].map((s) => SERIES_LOOK[s as keyof typeof SERIES_LOOK].color));
    expect(new Set(colours).size).toBe(3);
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(SERIES_LOOK.Migrados.color.slice(i, i + 2), 16));
    expect(Math.max(r!, g!, b!) - Math.min(r!, g!, b!)).toBeGreaterThan(100); // a colour, not a grey
    expect(SERIES_LOOK.Migrados.lineWidth).toBeGreaterThanOrEqual(2.5);
    expect(SERIES_LOOK.Migrados.markerSize).toBeGreaterThanOrEqual(5);
  });

  it('abbreviates the months upright on a phone instead of turning them sideways', () => {
    const r = { financeiro: { 'nov/2026': 1 }, novos_usuarios_iptv: [], novos_usuarios_p2p: [], novos_usuarios_migrados: [] };
    expect(shortMonth('nov/2026')).toBe('nov');
    for (const axis of [salesChart(r, true).axis.x, newUsersChart(r, true).axis.x])
      expect(axis).toEqual({ labelAutoRotate: false, labelFormatter: shortMonth });
    for (const axis of [salesChart(r).axis.x, newUsersChart(r).axis.x]) expect(axis).toEqual({ labelAutoRotate: false });
  });
});
