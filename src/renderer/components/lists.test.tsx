import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider, Input } from 'antd';
import { FeedbackRoot } from './feedback';
import { ListCard } from './ListCard';
import { ListTable, PageSizeSelect, useListFilters } from './lists';

const ROWS = Array.from({ length: 25 }, (_, i) => ({ id: i + 1, name: `linha ${i + 1}` }));

function Screen({ error }: { error?: unknown }) {
  const list = useListFilters({ search: '' });
  const rows = ROWS.filter((r) => r.name.includes(list.filters.search));
  return (
    <ListCard
      title="Linhas"
      filters={
        <>
          <PageSizeSelect value={list.pageSize} onChange={list.setPageSize} />
          <Input aria-label="Pesquisar" value={list.filters.search} onChange={(e) => list.setFilters({ search: e.target.value })} />
        </>
      }
      error={error}
      rowKey="id"
      rows={rows}
      empty="Nenhuma linha."
      paging={list.pageOf(rows.length)}
      columns={[{ title: 'Nome', dataIndex: 'name' }]}
    />
  );
}

const renderScreen = (error?: unknown) =>
  render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <FeedbackRoot>
        <Screen error={error} />
      </FeedbackRoot>
    </ConfigProvider>,
  );

describe('ListCard and useListFilters', () => {
  it('pages the rows, starts again at page 1 on a new search, and says when nothing is left', async () => {
    renderScreen();
    expect(screen.getByText('linha 1')).toBeInTheDocument();
    expect(screen.queryByText('linha 11')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('linha 11')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Pesquisar'), 'linha 2');
    // 'linha 2' and 'linha 20'…'linha 25': back on page 1, which holds all seven.
    expect(await screen.findByText('linha 2')).toBeInTheDocument();
    expect(screen.getByText('linha 25')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Pesquisar'), 'x');
    expect(await screen.findByText('Nenhuma linha.')).toBeInTheDocument();
  });

  it('offers 10, 30 and 50 per page', async () => {
    renderScreen();
    await userEvent.click(screen.getByLabelText('Itens por página'));
    expect(screen.getAllByTitle('10 por página').length).toBeGreaterThan(0);
    expect(await screen.findByTitle('50 por página')).toBeInTheDocument();
    await userEvent.click(screen.getByTitle('30 por página'));
    expect(await screen.findByText('linha 25')).toBeInTheDocument();
  });

  it("names the select-all checkbox of a selection in pt-BR, never antd's 'Select all'", async () => {
    render(
      <ListTable
        rowKey="id"
        rows={ROWS.slice(0, 3)}
        rowSelection={{ selectedRowKeys: [], onChange: () => {} }}
        columns={[{ title: 'Nome', dataIndex: 'name' }]}
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Selecionar todos' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Select all' })).toBeNull();
  });

  it("shows 'Ocorreu um erro' with the spec's text when the list does not load", async () => {
    renderScreen({ status: 500, data: { message: 'Erro interno do servidor.' } });
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Ocorreu um erro');
    expect(dialog).toHaveTextContent('Por favor, atualize a página e tente novamente');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});
