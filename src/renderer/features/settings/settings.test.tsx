// The settings screens on the fake platform: the toggles' labels follow the flags, the announcement
// publisher sends the editor's HTML and edits / cancels, uploads of a wrong type send nothing, the
// franchise screen is for the admin and masters only, and the dashboard shows walls and messages live.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Announcement, AnnouncementsResponse } from '../../../shared/communication/schemas';
import { FLAG_ACTIONS, SETTINGS_ACTION, SETTINGS_FLAGS, type SettingsFlags } from '../../../shared/domain';
import type { ApiRequest } from '../../../shared/platform';
import { dialogWith, fieldSays, renderScreen, signIn, signedInPlatform, route } from '../../test/render';
import { toggleLabel } from './SettingsPage';
import { CALLS } from '../../../shared/calls';

beforeEach(() => localStorage.clear());

const ALL_ON: SettingsFlags = { tests: 1, test_iptv: 1, iptv: 1, p2p: 1, n_p2p: 1, login: 1, ticket: 1 };
const announcement = (id: number, type: number, titulo: string, mensagem: string, editable = true): Announcement => ({
  id,
  type,
  titulo,
  mensagem,
  date_formatted: '10/05/2025 14:00:00',
  author: 'admin',
  editable,
});

function adminPlatform(flags: SettingsFlags = { ...ALL_ON, test_iptv: 0, login: 0 }) {
  let current = { ...flags };
  const platform = signedInPlatform({ id: 1, username: 'admin', profile: 'admin' })
    .on(route(CALLS.settings), () => ({ status: 200, data: current }))
    .on(route(CALLS.settingsAction), (req: ApiRequest) => {
      const flag = SETTINGS_FLAGS.find((f) => FLAG_ACTIONS[f] === Number((req.body as { action: number }).action))!;
      current = { ...current, [flag]: current[flag] ? 0 : 1 };
      return { status: 200, data: { message: 'Função alterada com sucesso!', settings: current } };
    })
    .on(route(CALLS.backgrounds), { data: [] })
    .on(route(CALLS.migrationDns), { data: [{ id: 1, url: 'http://painel.antigo.com', limit_days: 30 }] })
    .on(route(CALLS.rotateDns), {
      data: [
        { id: 1, dns: 'http://tv1.exemplo.com', franchise: 1, id_res: 1, current: 1, order: 1 },
        { id: 2, dns: 'http://tv2.exemplo.com', franchise: 3, id_res: 1, current: 1, order: 1 },
      ],
      franchises: [],
    })
    .on(route(CALLS.resellers), { data: [], total: 0, current_page: 1, per_page: 100, last_page: 1 });
  return platform;
}

const yes = async (question: string) => {
  const dialog = (await screen.findAllByText(question))[0].closest('.ant-modal') as HTMLElement;
  fireEvent.click(within(dialog).getByRole('button', { name: 'Sim' }));
};
const calls = (platform: { calls: ApiRequest[] }, key: string) => platform.calls.filter((c) => `${c.method} ${c.path}` === key);

/** A plain reseller who opens `path` lands on the dashboard, without the page `title`. */
async function sentToDashboard(path: string, title: string) {
  signIn();
  renderScreen(path, signedInPlatform());
  expect(await screen.findByText('Total de Revendas')).toBeInTheDocument();
  expect(screen.queryByText(title)).toBeNull();
}

describe('/settings', () => {
  it("refuses an exempt DNS's 'Limite de dias' of -5, marking the field, sending nothing", async () => {
    signIn(1, 'admin');
    const platform = adminPlatform();
    renderScreen('/settings', platform);
    fireEvent.change(await screen.findByLabelText('DNS isenta'), { target: { value: 'painel.novo.com' } });
    const days = screen.getByLabelText('Limite de dias');
    fireEvent.change(days, { target: { value: '-5' } });
    fireEvent.blur(days);
    const card = days.closest('.ant-card') as HTMLElement;
    fireEvent.click(within(card).getByRole('button', { name: 'Salvar' }));
    expect(await within(card).findByText('O limite de dias deve ser um número inteiro de 1 a 3650.')).toBeInTheDocument();
    expect(calls(platform, route(CALLS.addMigrationDns))).toHaveLength(0);
  });

  it("says a link the shortener refuses at its 'URL' field, the card's check and the server's alike", async () => {
    signIn(1, 'admin');
    const platform = adminPlatform().on(
      route(CALLS.shortenLink),
      { message: 'Informe um link válido (http:// ou https://).', errors: { link: ['Informe um link válido (http:// ou https://).'] } },
      422,
    );
    renderScreen('/settings', platform);
    const url = await screen.findByLabelText('URL');
    const card = url.closest('.ant-card') as HTMLElement;
    fireEvent.change(url, { target: { value: 'loja.exemplo.com' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Encurtar' }));
    await dialogWith('Informe um link válido (http:// ou https://).');
    await fieldSays(url, 'Informe um link válido (http:// ou https://).');
    expect(calls(platform, route(CALLS.shortenLink))).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));

    fireEvent.change(url, { target: { value: 'https://loja.exemplo.com/promo' } });
    await fieldSays(url, undefined);
    fireEvent.click(within(card).getByRole('button', { name: 'Encurtar' }));
    await waitFor(() => expect(calls(platform, route(CALLS.shortenLink))).toHaveLength(1));
    await fieldSays(url, 'Informe um link válido (http:// ou https://).');
  });

  it("labels each toggle 'Desativar' when its flag is on and 'Ativar' when off, and flips it", async () => {
    expect([toggleLabel(true), toggleLabel(false)]).toEqual(['Desativar', 'Ativar']);
    signIn(1, 'admin');
    const platform = adminPlatform();
    renderScreen('/settings', platform);
    expect(await screen.findByRole('button', { name: 'Desativar Geração de testes' })).toHaveTextContent('Desativar');
    expect(screen.getByRole('button', { name: 'Ativar Geração de testes IPTV' })).toHaveTextContent('Ativar');
    expect(screen.getByRole('button', { name: 'Ativar Login' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Desativar / })).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Desativar Tickets' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Ativar Login' }));
    expect(await screen.findByRole('button', { name: 'Desativar Login' })).toBeInTheDocument();
    expect(calls(platform, route(CALLS.settingsAction)).map((c) => c.body)).toEqual([{ action: SETTINGS_ACTION.toggleLogin }]);
    expect(await screen.findByText('Função alterada com sucesso!')).toBeInTheDocument();
  });

  it('asks before the IPTV actions and sends their codes', async () => {
    signIn(1, 'admin');
    const platform = adminPlatform().on(route(CALLS.settingsAction), { message: 'Testes IPTV excluídos: 3.' });
    renderScreen('/settings', platform);
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir testes IPTV' }));
    await yes('Deseja excluir todos os testes IPTV?');
    expect(await screen.findByText('Testes IPTV excluídos: 3.')).toBeInTheDocument();
    expect(calls(platform, route(CALLS.settingsAction)).map((c) => c.body)).toEqual([{ action: SETTINGS_ACTION.deleteIptvTests }]);
  });

  it('filters the rotation DNS table by text and franchise', async () => {
    signIn(1, 'admin');
    renderScreen('/settings', adminPlatform());
    expect(await screen.findByText('http://tv1.exemplo.com')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Filtrar por DNS' }), { target: { value: 'TV2' } });
    await waitFor(() => expect(screen.queryByText('http://tv1.exemplo.com')).toBeNull());
    expect(screen.getByText('http://tv2.exemplo.com')).toBeInTheDocument();
  });

  it('refuses an upload of a wrong type without sending it', async () => {
    signIn(1, 'admin');
    const platform = adminPlatform();
    const { container } = renderScreen('/settings', platform);
    await screen.findByText('Planos de fundo do login');
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(['MZ'], 'virus.exe', { type: 'application/octet-stream' })] } });
    });
    expect(await screen.findByText('Arquivo inválido: envie uma imagem .jpg, .jpeg ou .png.')).toBeInTheDocument();
    expect(calls(platform, route(CALLS.uploadBackground))).toEqual([]);
  });

  it('publishes an announcement with the editor, edits one and cancels the edit', async () => {
    signIn(1, 'admin');
    let lists: AnnouncementsResponse = { anuncios: [announcement(5, 1, 'Aviso antigo', '<p>Texto <b>antigo</b></p>')], atualizacoes: [], anunciosPortal: [] };
    const platform = adminPlatform()
      .on(route(CALLS.announcements), () => ({ status: 200, data: lists }))
      .on(route(CALLS.publishAnnouncement), (req) => {
        const body = req.body as { id: number; titulo: string; mensagem: string; type: number };
        lists = { ...lists, atualizacoes: [announcement(9, body.type, body.titulo, body.mensagem)] };
        return { status: 200, data: { message: 'Anúncio publicado com sucesso!' } };
      });
    renderScreen('/settings', platform);
    fireEvent.click(await screen.findByRole('button', { name: 'Editar' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Título' })).toHaveValue('Aviso antigo'));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Mensagem do anúncio' }).innerHTML).toContain('<strong>antigo</strong>'));
    expect(screen.getByText('Editar anúncio #5')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Título' })).toHaveValue(''));
    expect(screen.queryByRole('button', { name: 'Cancelar' })).toBeNull();

    // Nothing filled: the spec's refusal, and each empty field marked under it; nothing is sent.
    fireEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    for (const text of ['O campo Título é necessário.', 'O campo Destino é necessário.', 'O campo Mensagem é necessário.'])
      expect(await screen.findByText(text)).toBeInTheDocument();
    expect(calls(platform, route(CALLS.publishAnnouncement))).toHaveLength(0);

    fireEvent.change(screen.getByRole('textbox', { name: 'Título' }), { target: { value: 'Nova versão' } });
    expect(screen.queryByText('O campo Título é necessário.')).toBeNull();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Destino' }));
    fireEvent.click(await screen.findByTitle('Últimas Atualizações'));
    const area = screen.getByRole('textbox', { name: 'Mensagem do anúncio' }) as HTMLElement & { editor: { commands: { insertContent(c: string): boolean } } };
    await act(async () => {
      area.editor.commands.insertContent('<p>Agora com <strong>DNS novas</strong></p>');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    await yes('Deseja publicar este anúncio?');
    expect(await screen.findByText('Anúncio publicado com sucesso!')).toBeInTheDocument();
    expect(calls(platform, route(CALLS.publishAnnouncement))[0].body).toEqual({
      id: 0,
      titulo: 'Nova versão',
      type: 2,
      mensagem: '<p>Agora com <strong>DNS novas</strong></p>',
    });
    expect(await screen.findByText('Nova versão')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Título' })).toHaveValue(''));
  });

  it("is the admin's: a reseller is sent to the dashboard", () => sentToDashboard('/settings', 'Configurações e Anúncios'));
});

describe('/settings-franchise', () => {
  it("shows a master its network's link editors and Telegram, without the backgrounds", async () => {
    signIn();
    const platform = signedInPlatform({ profile: 'master', is_master: 1 })
      .on(route(CALLS.links), (req) => ({
        status: 200,
        data: { links: req.query?.type === 1 && req.query?.id_franchise === undefined ? '<p>Apps <b>IPTV</b></p>' : '' },
      }))
      .on(route(CALLS.linksInfoIptv), { 1: '', 2: '', 5: '', 6: '', 7: '', 'disable-xcloud': 0 })
      .on(route(CALLS.telegram), { telegram: 'https://t.me/minharede' })
      .on(route(CALLS.saveTelegram), { message: 'Telegram publicado com sucesso!' });
    renderScreen('/settings-franchise', platform);
    expect(await screen.findByText('Aplicativos IPTV')).toBeInTheDocument();
    for (const title of ['Aplicativos P2P', 'Smarters Players', 'Android', 'STB', 'Web Player', 'Aplicativos do Portal', 'X-Cloud'])
      expect(screen.getByText(title)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Links: Aplicativos IPTV' }).innerHTML).toContain('<strong>IPTV</strong>'));
    expect(screen.getByRole('textbox', { name: 'Link do Telegram' })).toHaveValue('https://t.me/minharede');
    expect(screen.queryByText('Planos de fundo do login')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Telegram publicado com sucesso!')).toBeInTheDocument();
    expect(calls(platform, route(CALLS.saveTelegram))[0].body).toEqual({ telegram: 'https://t.me/minharede' });
  });

  it('is not for resellers', () => sentToDashboard('/settings-franchise', 'Links e Anúncios'));
});

describe('/dashboard walls and messages', () => {
  it("shows 'Últimas Atualizações' and 'Mural de Informações' with Abrir, and the admin's messages until read", async () => {
    signIn();
    let unread = [{ id: 3, texto: 'Pagamento <b>confirmado</b>', from: 'admin', date_formatted: '10/05/2025 10:00:00' }];
    const platform = signedInPlatform()
      .on(route(CALLS.announcements), {
        anuncios: [announcement(1, 1, 'Servidor novo', '<p>Trocamos o <b>servidor</b></p><img src="x" onerror="alert(1)">', false)],
        atualizacoes: [announcement(2, 2, 'Versão 2.0', '<p>Novidades</p>', false)],
        anunciosPortal: [],
      })
      .on(route(CALLS.myMessages), () => ({ status: 200, data: { data: unread } }))
      .on(route(CALLS.readMessage, { id: 3 }), () => {
        unread = [];
        return { status: 200, data: { message: 'Mensagem marcada como lida.' } };
      });
    renderScreen('/dashboard', platform);
    expect(await screen.findByText('Últimas Atualizações')).toBeInTheDocument();
    expect(await screen.findByText('Versão 2.0')).toBeInTheDocument();
    expect(screen.getByText('Trocamos o servidor')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Abrir Servidor novo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Servidor novo' });
    // The text itself, as the user waits for it; its markup once the cleaner has loaded.
    expect(within(dialog).getByText(/Trocamos o/)).toBeInTheDocument();
    await waitFor(() => expect(dialog.innerHTML).toContain('<b>servidor</b>'));
    expect(dialog.innerHTML).not.toContain('onerror');

    const messages = await screen.findByTestId('admin-messages');
    expect(within(messages).getByText('confirmado')).toBeInTheDocument();
    fireEvent.click(within(messages).getByRole('button', { name: 'Marcar como lida' }));
    await waitFor(() => expect(screen.queryByTestId('admin-messages')).toBeNull());
    expect(calls(platform, route(CALLS.readMessage, { id: 3 }))).toHaveLength(1);
  });

  it('refreshes the wall when the server announces a change', async () => {
    signIn();
    let lists: AnnouncementsResponse = { anuncios: [], atualizacoes: [], anunciosPortal: [] };
    const platform = signedInPlatform().on(route(CALLS.announcements), () => ({ status: 200, data: lists }));
    renderScreen('/dashboard', platform);
    expect(await screen.findByText('Nenhum anúncio no mural.')).toBeInTheDocument();
    lists = { ...lists, anuncios: [announcement(7, 1, 'Chegou agora', '<p>ao vivo</p>', false)] };
    act(() => platform.emitServerEvent({ type: 'announcement' }));
    expect(await screen.findByText('Chegou agora')).toBeInTheDocument();
  });
});
