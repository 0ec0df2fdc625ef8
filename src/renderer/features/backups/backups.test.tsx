import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ViewBackupsResponse } from '../../../shared/ops/schemas';
import { renderScreen, signIn, signedInPlatform, route, isCallTo } from '../../test/render';
import { formatSize } from './BackupsPage';
import { CALLS, pathOf } from '../../../shared/calls';

beforeEach(() => localStorage.clear());

const item = (name: string, type: 'local' | 'remote_1', where: string) => ({ name, size: 1536, created: '23/11/2026 03:00:00', type, where });
const LIST: ViewBackupsResponse = {
  local: [item('painel-2026-11-23_06-00-00-000.sqlite.gz', 'local', '/dados/backups')],
  remote_1: [item('painel-2026-11-23_06-00-00-000.sqlite.gz', 'remote_1', '/mnt/nas')],
  remote_2: [],
  targets: [
    { type: 'local', where: '/dados/backups' },
    { type: 'remote_1', where: '/mnt/nas' },
    { type: 'remote_2', where: null },
  ],
};

const admin = () => signedInPlatform({ id: 1, username: 'admin', profile: 'admin', owner_id: null }).on(route(CALLS.backups), LIST);

describe('/view-backups', () => {
  it('shows the three lists with file, size, date and where, and downloads by the name', async () => {
    signIn(1, 'admin');
    const p = admin();
    renderScreen('/view-backups', p);
    const local = (await screen.findByText('Local')).closest('.ant-card') as HTMLElement;
    await within(local).findByText('/dados/backups');
    expect(within(local).getByText('1,5 KB')).toBeInTheDocument();
    expect(within(local).getByText('23/11/2026 03:00:00')).toBeInTheDocument();
    const server2 = screen.getByText('Servidor 2').closest('.ant-card') as HTMLElement;
    expect(within(server2).getByText('Destino remoto 2 não configurado')).toBeInTheDocument();
    expect(within(server2).getByText('Para usá-lo, defina a variável BACKUP_REMOTE_2 no servidor.')).toBeInTheDocument();
    expect(within(server2).getByText('Nenhum backup.')).toBeInTheDocument();

    const server1 = screen.getByText('Servidor 1').closest('.ant-card') as HTMLElement;
    await userEvent.click(within(server1).getByRole('button', { name: /painel-2026-11-23/ }));
    await waitFor(() => expect(p.downloads).toHaveLength(1));
    expect(p.downloads[0]).toEqual({
      req: { method: 'POST', path: pathOf(CALLS.downloadBackup), body: { name: 'painel-2026-11-23_06-00-00-000.sqlite.gz', type: 'remote_1' } },
      fileName: 'painel-2026-11-23_06-00-00-000.sqlite.gz',
    });
  });

  it("'Fazer backup agora' runs one and shows the server's refusal when it fails", async () => {
    signIn(1, 'admin');
    let runs = 0;
    const p = admin().on(route(CALLS.runBackup), () => {
      runs++;
      return runs === 1
        ? { status: 200, data: { message: 'Backup realizado com sucesso!', item: LIST.local[0], warnings: [] } }
        : {
            status: 503,
            data: { message: 'O programa pg_dump não está instalado neste servidor: o backup do PostgreSQL precisa dele (pacote postgresql-client).' },
          };
    });
    renderScreen('/view-backups', p);
    const button = await screen.findByRole('button', { name: /Fazer backup agora/ });
    await userEvent.click(button);
    expect(await screen.findByText('Backup realizado com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(p.calls.filter(isCallTo(CALLS.backups)).length).toBeGreaterThan(1));
    await userEvent.click(button);
    expect(await screen.findByText(/pg_dump não está instalado/)).toBeInTheDocument();
  });

  it('a refused download says why', async () => {
    signIn(1, 'admin');
    const p = admin().on(route(CALLS.downloadBackup), { message: 'Backup não encontrado.' }, 404);
    renderScreen('/view-backups', p);
    const local = (await screen.findByText('Local')).closest('.ant-card') as HTMLElement;
    await userEvent.click(await within(local).findByRole('button', { name: /painel-2026/ }));
    expect(await screen.findByText('Backup não encontrado.')).toBeInTheDocument();
  });

  it('is for the admin only', async () => {
    signIn();
    const p = signedInPlatform().on(route(CALLS.backups), LIST);
    renderScreen('/view-backups', p);
    await waitFor(() => expect(window.location.pathname === '/dashboard' || screen.queryByText('Fazer backup agora') === null).toBe(true));
    expect(screen.queryByText('Fazer backup agora')).toBeNull();
    expect(p.calls.some(isCallTo(CALLS.backups))).toBe(false);
  });

  it('formats sizes in pt-BR', () => {
    expect(formatSize(900)).toBe('900 bytes');
    expect(formatSize(1536)).toBe('1,5 KB');
    expect(formatSize(5 * 1024 * 1024 * 1024)).toBe('5 GB');
  });
});
