import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { FeedbackRoot } from '../../components/feedback';
import { setPlatform } from '../../platform';
import { createFakePlatform, type FakePlatform } from '../../platform/fake';
import { formatDate, type ListConfig } from './list';
import { dateColumn, LinesTable, textColumn, type LineColumn } from './LinesTable';

interface Row {
  id: number;
  username: string;
  status: 'active' | 'test' | 'disabled';
  exp: number;
}
type Key = 'username' | 'exp';

const base = Date.UTC(2026, 10, 22, 12);
const rows: Row[] = Array.from({ length: 3000 }, (_, i) => ({
  id: i,
  username: i === 1234 ? 'José Araújo' : `cliente${i}`,
  status: (['active', 'test', 'disabled'] as const)[i % 3],
  exp: base + ((i * 7919) % 3000) * 60_000,
}));
const config: ListConfig<Row, Key> = {
  searchable: (r) => [r.username, formatDate(r.exp)],
  status: (r) => r.status,
  expiring: () => 0,
  sortKeys: { username: (r) => r.username, exp: (r) => r.exp },
};
const columns: LineColumn<Row, Key>[] = [textColumn('Usuário', 'username', (r) => r.username, 'username'), dateColumn('Vencimento', 'exp', (r) => r.exp)];

let platform: FakePlatform;
beforeEach(() => {
  platform = createFakePlatform();
  setPlatform(platform);
});

const show = (data: readonly Row[]) =>
  render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <FeedbackRoot>
        <LinesTable
          rows={data}
          loading={false}
          config={config}
          defaultSort={{ key: 'exp', direction: 'ascend' }}
          columns={columns}
          rowKey={(r) => r.id}
          exportFile={{ fileName: 'UsersIPTV.xlsx', sheetName: 'Usuários IPTV' }}
        />
      </FeedbackRoot>
    </ConfigProvider>,
  );

const bodyRows = () => screen.getAllByRole('row').slice(1);

describe('lines table', () => {
  it('shows one page of 10 sorted by expiry, 10 page links, and finds a name without accents', async () => {
    show(rows);
    expect(bodyRows()).toHaveLength(10);
    expect(bodyRows()[0]).toHaveTextContent(formatDate(base));
    const pager = screen.getByText('3000 registros').parentElement!.parentElement!;
    expect(within(pager).getAllByRole('button', { name: /^\d+$/ })).toHaveLength(10);
    await userEvent.type(screen.getByRole('searchbox'), 'jose araujo');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(bodyRows()[0]).toHaveTextContent('José Araújo');
    expect(screen.getByText('1 registros')).toBeInTheDocument();
  });

  it('a click on Vencimento flips the order', async () => {
    show(rows);
    await userEvent.click(screen.getByRole('columnheader', { name: /Vencimento/ }));
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent(formatDate(base + 2999 * 60_000)));
  });

  it('exports the filtered rows with the visible columns and pt-BR dates', async () => {
    show(rows.slice(0, 5));
    await userEvent.click(screen.getByRole('button', { name: 'Exportar Excel' }));
    await waitFor(() => expect(platform.exports).toHaveLength(1));
    const file = platform.exports[0];
    expect(file.fileName).toBe('UsersIPTV.xlsx');
    expect(file.columns.map((c) => c.header)).toEqual(['Usuário', 'Vencimento']);
    expect(file.rows).toHaveLength(5);
    expect(file.rows[0].exp).toBe(formatDate(base));
  });

  it("says 'Não há dados para exportar.' when nothing is listed", async () => {
    show([]);
    await userEvent.click(screen.getByRole('button', { name: 'Exportar Excel' }));
    expect(await screen.findByText('Não há dados para exportar.')).toBeInTheDocument();
    expect(platform.exports).toHaveLength(0);
  });
});
