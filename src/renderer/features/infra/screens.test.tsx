// /dns-collector (page sizes, search, status filter, add modal, BLOQUEADO/ATIVO), /view-duplicates
// ('Rastrear' with each tree).
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CollectorItem } from '../../../shared/infra/schemas';
import { renderScreen, signIn, signedInPlatform, route, isCallTo } from '../../test/render';
import { filterCollector } from './DnsCollectorPage';
import { CALLS } from '../../../shared/calls';

beforeEach(() => localStorage.clear());

const ADMIN = { id: 1, username: 'admin', profile: 'admin' as const, owner_id: null };
const row = (id: number, over: Partial<CollectorItem> = {}): CollectorItem => ({
  id,
  host: `dns${id}.exemplo.com`,
  franchise: 'Franquia 1',
  local: 'Cloudflare',
  status: 'ACTIVE',
  date_verification: '',
  ...over,
});

describe('/dns-collector', () => {
  it('shows BLOQUEADO with the date, filters by status and search, pages by 10/30/50, and adds a DNS', async () => {
    signIn(1, 'admin');
    const rows = [
      row(1, { status: 'BLOCKED', date_verification: '22/11/2026 10:00:00', local: 'São Paulo' }),
      ...Array.from({ length: 11 }, (_, i) => row(i + 2)),
    ];
    const p = signedInPlatform(ADMIN)
      .on(route(CALLS.collector), { data: rows })
      .on(route(CALLS.addCollector), { message: 'DNS adicionada ao coletor com sucesso!' });
    renderScreen('/dns-collector', p);
    expect(await screen.findByText('LISTAGEM DE DNS')).toBeInTheDocument();
    for (const header of ['ID', 'DNS', 'FRANQUIA', 'LOCAL', 'STATUS', 'DATA BLOQUEIO']) expect(screen.getAllByText(header).length).toBeGreaterThan(0);
    expect(await screen.findByText('BLOQUEADO')).toBeInTheDocument();
    expect(screen.getByText('22/11/2026 10:00:00')).toBeInTheDocument();
    expect(screen.getAllByText('ATIVO')).toHaveLength(9);

    await userEvent.click(screen.getByLabelText('Itens por página'));
    await userEvent.click(await screen.findByTitle('30 por página'));
    await waitFor(() => expect(screen.getAllByText('ATIVO')).toHaveLength(11));

    await userEvent.click(screen.getByLabelText('Status'));
    await userEvent.click(await screen.findByTitle('Bloqueado'));
    await waitFor(() => expect(screen.queryAllByText('ATIVO')).toHaveLength(0));
    expect(screen.getByText('dns1.exemplo.com')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Adicionar DNS' }));
    const modal = (await screen.findByLabelText('Franquia')).closest('.ant-modal') as HTMLElement;
    await userEvent.type(within(modal).getByLabelText('DNS'), 'novo.exemplo.com');
    await userEvent.type(within(modal).getByLabelText('Franquia'), 'Franquia 2');
    await userEvent.type(within(modal).getByLabelText('Local'), 'Rio');
    await userEvent.click(within(modal).getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText('DNS adicionada ao coletor com sucesso!')).toBeInTheDocument();
    expect(p.calls.find((c) => c.method === 'POST')?.body).toEqual([{ host: 'novo.exemplo.com', franquia: 'Franquia 2', onde: 'Rio' }]);
  });

  it('searches host, franchise and place without accents or case', () => {
    const rows = [row(1, { local: 'São Paulo' }), row(2, { status: 'BLOCKED' })];
    expect(filterCollector(rows, 'sao paulo', 'all').map((r) => r.id)).toEqual([1]);
    expect(filterCollector(rows, 'DNS2', 'all').map((r) => r.id)).toEqual([2]);
    expect(filterCollector(rows, '', 'active').map((r) => r.id)).toEqual([1]);
    expect(filterCollector(rows, '', 'blocked').map((r) => r.id)).toEqual([2]);
  });
});

describe('/view-duplicates', () => {
  it("lists IPs with their panels and 'Rastrear' shows each tree", async () => {
    signIn(1, 'admin');
    const p = signedInPlatform(ADMIN)
      .on(route(CALLS.duplicates), [{ ip: '177.1.2.3', revendedores: 'ana,bia' }])
      .on(route(CALLS.treeDuplicates), [
        {
          username: 'ana',
          chain: [
            { id: 1, username: 'admin', profile: 'admin' },
            { id: 4, username: 'ana', profile: 'reseller' },
          ],
        },
        {
          username: 'bia',
          chain: [
            { id: 1, username: 'admin', profile: 'admin' },
            { id: 9, username: 'mestre', profile: 'master' },
            { id: 12, username: 'bia', profile: 'reseller' },
          ],
        },
      ]);
    renderScreen('/view-duplicates', p);
    expect(await screen.findByText('177.1.2.3')).toBeInTheDocument();
    expect(screen.getByText('ana, bia')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Rastrear' }));
    expect(await screen.findByText('mestre (Master, ID 9)')).toBeInTheDocument();
    expect(screen.getByText('bia (Revenda, ID 12)')).toBeInTheDocument();
    expect(screen.getByText('ana (Revenda, ID 4)')).toBeInTheDocument();
    expect(p.calls.find(isCallTo(CALLS.treeDuplicates))?.body).toEqual({ revs: 'ana,bia' });
  });
});
