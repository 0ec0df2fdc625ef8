import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Ticket, TicketDetail, TicketList } from '../../../shared/tickets/schemas';
import { TICKET_MSG, ticketFieldErrors } from '../../../shared/tickets/texts';

const ticketFormErrors = (values: Parameters<typeof ticketFieldErrors>[0]) => Object.values(ticketFieldErrors(values));
import type { ApiRequest } from '../../../shared/platform';
import type { FakePlatform } from '../../platform/fake';
import { renderApp, renderScreen, signIn, signedInPlatform, route, isCallTo, dialogWith, fieldSays, dialogSaying, pickOption } from '../../test/render';
import { CHAT_HEIGHT, DETAILS_MAX_HEIGHT } from './TicketChat';
import { CALLS } from '../../../shared/calls';
import { MSG } from '../../../shared/messages';

beforeEach(() => (localStorage.clear(), sessionStorage.clear()));

const ticket = (over: Partial<TicketDetail> = {}): TicketDetail => ({
  id: 12,
  system: 1,
  status: 0,
  category: 1,
  category_name: 'Dúvidas',
  technology: null,
  title: 'Canal travando',
  content: 'Trava à noite',
  data_formatted: '10/11/2026 20:00:00',
  franchise: 1,
  id_res: 7,
  username: 'joao',
  blocked: 0,
  resolution: '',
  channels: [],
  id_user: null,
  user: '',
  unread: false,
  chat: [],
  ...over,
});
const list = (rows: Ticket[], counts: Record<number, number> = { 0: rows.length, 2: 0, 3: 0, 1: 0 }): TicketList => ({
  data: rows,
  total: rows.length,
  current_page: 1,
  per_page: 10,
  last_page: 1,
  counts,
});

function ticketPlatform(profile: 'reseller' | 'admin' = 'reseller', rows: Ticket[] = []) {
  return signedInPlatform({ profile })
    .on(route(CALLS.tickets), list(rows))
    .on(route(CALLS.portalTickets), list(rows, { 0: rows.length, 2: 0, 1: 0 }))
    .on(route(CALLS.ticketLineOptions), { users: [{ id: 55, username: '123456789', kind: 'iptv' }] })
    .on(route(CALLS.createTicket), { message: TICKET_MSG.created, id: 13 });
}
const posted = (p: FakePlatform) => p.calls.filter(isCallTo(CALLS.createTicket));

/** A reseller on /ticket, with its form. */
function openTicketForm() {
  signIn();
  const platform = ticketPlatform();
  renderScreen('/ticket', platform);
  return platform;
}

describe('the ticket form rules', () => {
  it('knows the spec texts', () => {
    expect(ticketFormErrors({})).toEqual(['O campo Título é necessário.', 'O campo Categoria é necessário.', 'O campo Descrição é necessário.']);
    expect(ticketFormErrors({ title: 'a', category: 5, content: 'b' })).toEqual(['É necessário informar uma tecnologia']);
    expect(ticketFormErrors({ title: 'a', category: 6, content: 'b', tech: 0 })).toEqual([]);
    expect(ticketFormErrors({ title: 'a', category: 7, content: 'b' })).toEqual([]);
    expect(ticketFormErrors({ title: 'a', category: 2, content: 'b' })).toEqual(['É necessário informar uma tecnologia', 'É necessário informar um canal']);
    expect(ticketFormErrors({ title: 'a', category: 2, content: 'b', tech: 1, channels: ['Globo'] })).toEqual([]);
  });

  it('lists the missing fields under Atenção and sends nothing', async () => {
    const platform = openTicketForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar' }));
    await dialogSaying('Atenção', 'O campo Título é necessário.', 'O campo Categoria é necessário.', 'O campo Descrição é necessário.');
    expect(posted(platform)).toEqual([]);
  });

  it('shows technology for 2, 5, 6, 7, 8 and requires it for 2, 5, 6; channels and resolution for 2', async () => {
    const platform = openTicketForm();
    await userEvent.type(await screen.findByLabelText('Título'), 'Filme sem áudio');
    expect(screen.queryByLabelText('Tecnologia')).toBeNull();
    await pickOption('Categoria', 'Atualização - Séries');
    expect(await screen.findByLabelText('Tecnologia')).toBeInTheDocument();
    expect(screen.queryByLabelText('Canais')).toBeNull();
    await pickOption('Categoria', 'Problemas - Filmes e Séries');
    expect(screen.getByLabelText('Resolução')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Descrição'), 'Sem áudio no filme X');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('É necessário informar uma tecnologia');
    expect(posted(platform)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await pickOption('Categoria', 'Problemas / Adição - TV ao Vivo');
    expect(await screen.findByLabelText('Canais')).toBeInTheDocument();
    await pickOption('Tecnologia', 'IPTV');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(screen.getAllByRole('dialog').at(-1)).toHaveTextContent('É necessário informar um canal'));
    expect(posted(platform)).toEqual([]);
  });

  it('asks before sending a live TV ticket with no customer, and sends nothing on Não', async () => {
    const platform = openTicketForm();
    await userEvent.type(await screen.findByLabelText('Título'), 'Globo sem sinal');
    await pickOption('Categoria', 'Problemas / Adição - TV ao Vivo');
    await pickOption('Tecnologia', 'P2P');
    await userEvent.type(screen.getByLabelText('Canais'), 'Globo SP{enter}');
    await userEvent.type(screen.getByLabelText('Descrição'), 'Sem sinal desde ontem');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    const question = await dialogSaying('Atenção', TICKET_MSG.noUserWarning);
    await userEvent.click(within(question).getByRole('button', { name: 'Não' }));
    expect(posted(platform)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(posted(platform)).toHaveLength(1));
    expect(posted(platform)[0].body).toEqual({
      title: 'Globo sem sinal',
      category: 2,
      content: 'Sem sinal desde ontem',
      tech: 2,
      channels: ['Globo SP'],
      systemTypeId: 1,
    });
    expect(await screen.findByText(TICKET_MSG.created)).toBeInTheDocument();
  });

  it('sends the chosen customer line without asking, and shows the create failure text', async () => {
    const platform = openTicketForm();
    await userEvent.type(await screen.findByLabelText('Título'), 'App fecha');
    await pickOption('Categoria', 'Dúvidas');
    await userEvent.click(screen.getByLabelText('Usuário'));
    await userEvent.click(await screen.findByTitle('123456789 (IPTV)'));
    await userEvent.type(screen.getByLabelText('Descrição'), 'Como instalo?');
    platform.on(route(CALLS.createTicket), { message: 'Dados inválidos.', errors: { title: ['x'] } }, 422);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(TICKET_MSG.createFailed);
    expect(posted(platform)[0].body).toMatchObject({ idUser: 55, category: 1 });
  });

  it("offers 'Administração' only to the admin, and 'Postar' on the portal", async () => {
    signIn(1, 'admin');
    renderScreen('/ticket-portal', ticketPlatform('admin'));
    expect(await screen.findByRole('button', { name: 'Postar' })).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Categoria'));
    expect(await screen.findByTitle('Administração')).toBeInTheDocument();
  });
});

describe('the ticket list and chat', () => {
  it('shows the tabs with counts and the chat (at most 270 px high), as text', async () => {
    signIn();
    const xss = '<img src=x onerror="window.hacked=1">';
    const platform = ticketPlatform('reseller', [ticket({ status: 2 })]).on(route(CALLS.tickets), list([ticket({ status: 2 })], { 0: 3, 2: 1, 3: 4, 1: 9 }));
    platform.on(
      route(CALLS.ticket, { id: 12 }),
      ticket({ status: 2, chat: [{ id: 1, mensagem: xss, id_res: 1, username: 'admin', admin: true, data_formatted: '10/11/2026 20:01:00' }] }),
    );
    renderScreen('/ticket', platform);
    for (const tab of ['Pendentes (3)', 'Em andamento (1)', 'Respondidos (4)', 'Finalizados (9)'])
      expect(await screen.findByRole('tab', { name: tab })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: /Chat/ }));
    const chat = await screen.findByTestId('ticket-chat');
    // 270 px where the screen has room, less on a short one: a CSS clamp() this DOM does not read, so
    // the heights are measured in Chromium (e2e/layout.spec.ts, at 1366x600).
    expect(CHAT_HEIGHT).toMatch(/, 270px\)$/);
    expect(within(chat).getByText(xss)).toBeInTheDocument();
    expect(chat.querySelector('img')).toBeNull();
    expect(screen.getByRole('button', { name: 'Finalizar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Bloquear/ })).toBeNull();
  });

  it("refuses a blank message with the spec's text, at the message box too, until something is typed", async () => {
    signIn();
    const platform = ticketPlatform('reseller', [ticket()]).on(route(CALLS.ticket, { id: 12 }), ticket());
    renderScreen('/ticket', platform);
    await userEvent.click(await screen.findByRole('button', { name: /Chat/ }));
    const box = await screen.findByLabelText('Mensagem');
    expect(box.closest('.ant-form-item')).toHaveTextContent('0 / 5000');
    await userEvent.type(box, '   ');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Enviar' }));
    await dialogWith(TICKET_MSG.blankMessage);
    await fieldSays(box, TICKET_MSG.blankMessage);
    expect(platform.calls.some((c) => c.method === 'PUT')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Finalizar' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await userEvent.type(box, 'Oi');
    await fieldSays(box, undefined);
  });

  it('a message sent while the server is away: said under the box, no dialog, kept when the chat closes, sent once it is back', async () => {
    signIn();
    let away = true;
    const platform = ticketPlatform('reseller', [ticket()])
      .on(route(CALLS.ticket, { id: 12 }), ticket())
      .on(route(CALLS.replyTicket, { id: 12 }), () =>
        away ? { status: 0, data: { message: MSG.networkError } } : { status: 200, data: { message: TICKET_MSG.sent } },
      );
    renderScreen('/ticket', platform);
    await userEvent.click(await screen.findByRole('button', { name: /Chat/ }));
    await userEvent.type(await screen.findByLabelText('Mensagem'), 'O canal 7 também caiu.');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Enviar' }));
    await fieldSays(screen.getByLabelText('Mensagem'), MSG.serverAway);
    expect(screen.queryByText(MSG.genericErrorTitle)).toBeNull();

    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /Close|Fechar/ }));
    await waitFor(() => expect(screen.queryByLabelText('Mensagem')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: /Chat/ }));
    expect(await screen.findByLabelText('Mensagem')).toHaveValue('O canal 7 também caiu.');

    away = false;
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(screen.getByLabelText('Mensagem')).toHaveValue(''));
    await fieldSays(screen.getByLabelText('Mensagem'), undefined);
    expect(platform.calls.filter(isCallTo(CALLS.replyTicket)).map((c) => c.body)).toEqual([
      { mensagem: 'O canal 7 também caiu.' },
      { mensagem: 'O canal 7 também caiu.' },
    ]);
    expect(sessionStorage.length).toBe(0);
  });

  it('shows a new answer from the live stream without a reload, and detaches the chat', async () => {
    signIn();
    let chat: TicketDetail['chat'] = [];
    const platform = ticketPlatform('reseller', [ticket()]).on(route(CALLS.ticket, { id: 12 }), () => ({ status: 200, data: ticket({ chat }) }));
    renderScreen('/ticket', platform);
    await userEvent.click(await screen.findByRole('button', { name: /Chat/ }));
    await screen.findByTestId('ticket-chat');
    await waitFor(() => expect(platform.liveListeners()).toBe(1));
    chat = [{ id: 9, mensagem: 'Resolvido, teste agora.', id_res: 1, username: 'admin', admin: true, data_formatted: '10/11/2026 20:05:00' }];
    act(() => platform.emitServerEvent({ type: 'ticket', id: 12, system: 1, change: 'message', title: 'Canal travando', owner: 7, by: 1 }));
    expect(await screen.findByText('Resolvido, teste agora.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Abrir em nova janela/ }));
    expect(platform.opened).toEqual(['/ticket/12']);
  });

  it('opens one ticket alone in a desktop window, without the sidebar', async () => {
    signIn();
    const platform = signedInPlatform({}, {}, 'desktop').on(route(CALLS.ticket, { id: 12 }), ticket({ title: 'Sozinho' }));
    renderScreen('/ticket/12', platform);
    expect(await screen.findByText('Sozinho')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Menu lateral' })).toBeNull();
  });

  it('keeps the sidebar and navbar on the ticket route in a browser, a way back to the tickets', async () => {
    signIn();
    const platform = ticketPlatform('reseller').on(route(CALLS.ticket, { id: 12 }), ticket({ title: 'Na aba' }));
    renderApp('/ticket/12', platform);
    expect(await screen.findByText('Na aba')).toBeInTheDocument();
    const menu = await screen.findByRole('navigation', { name: 'Menu lateral' });
    expect(within(menu).getByText('Tickets')).toBeInTheDocument();
    expect(screen.getByTestId('navbar-user')).toBeInTheDocument();
  });

  it("keeps the message box in view: the ticket's long text scrolls in a capped area, the modal is centred", async () => {
    signIn();
    const long = 'Linha do problema\n'.repeat(80);
    const platform = ticketPlatform('reseller', [ticket()]).on(route(CALLS.ticket, { id: 12 }), ticket({ content: long }));
    renderScreen('/ticket', platform);
    await userEvent.click(await screen.findByRole('button', { name: /Chat/ }));
    const details = await screen.findByTestId('ticket-details');
    expect(details.style.maxHeight).toBe(DETAILS_MAX_HEIGHT);
    expect(details.style.overflowY).toBe('auto');
    expect(within(details).getByTestId('ticket-content')).toBeInTheDocument();
    expect(document.querySelector('.ant-modal-centered')).not.toBeNull();
  });

  it('gives the admin the status select, block, the reseller and day filters, and Exportar Excel', async () => {
    signIn(1, 'admin');
    const platform = ticketPlatform('admin', [ticket({ system: 2, status: 2 })])
      .on(route(CALLS.ticket, { id: 12 }), ticket({ system: 2, status: 2 }))
      .on(route(CALLS.replyTicket, { id: 12 }), { message: TICKET_MSG.statusChanged, status: 1 })
      .on(route(CALLS.exportTickets), (req: ApiRequest) => ({ status: 404, data: { message: TICKET_MSG.exportEmpty, body: req.body } }));
    renderScreen('/ticket-portal', platform);
    expect(await screen.findByRole('tab', { name: 'Andamento (0)' })).toBeInTheDocument();
    expect(screen.getByLabelText('ID da revenda')).toBeInTheDocument();
    expect(screen.getByLabelText('Data')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Exportar Excel/ }));
    expect(await screen.findByText(TICKET_MSG.exportEmpty)).toBeInTheDocument();
    expect(platform.calls.find(isCallTo(CALLS.exportTickets))?.body).toMatchObject({ systemTypeId: 2, status: 0 });
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await userEvent.click(await screen.findByRole('button', { name: /Detalhes/ }));
    expect(await screen.findByRole('button', { name: 'Finalizar Ticket' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Bloquear/ })).toBeInTheDocument();
    expect(screen.getByText('Alterar status:')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Status'));
    await userEvent.click(await screen.findByTitle('Respondido'));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(platform.calls.find((c) => c.method === 'PUT')?.body).toEqual({ atualizaStatus: 1 }));
  });
});

describe('the sidebar badge', () => {
  it('counts unread answers beside Tickets, and follows the live stream', async () => {
    signIn();
    let unread = 2;
    const platform = ticketPlatform().on(route(CALLS.ticketBadges), () => ({ status: 200, data: { 1: unread, 2: 0 } }));
    renderApp('/dashboard', platform);
    const menu = await screen.findByRole('navigation', { name: 'Menu lateral' });
    expect(await within(menu).findByLabelText('2 ticket(s) para ver')).toBeInTheDocument();
    expect(within(menu).queryByText('Tickets Portal')).toBeNull();
    unread = 0;
    await waitFor(() => expect(platform.liveListeners()).toBe(1));
    act(() => platform.emitServerEvent({ type: 'ticket', id: 3, system: 1, change: 'message', title: 'Sem sinal', owner: 7, by: 1 }));
    await waitFor(() => expect(within(menu).queryByLabelText('2 ticket(s) para ver')).toBeNull());
  });

  it("hands the badges' total to the platform (dock, tray or tab title): the screens the account sees, kept live", async () => {
    signIn();
    let badges = { 1: 2, 2: 5 };
    const platform = ticketPlatform().on(route(CALLS.ticketBadges), () => ({ status: 200, data: badges }));
    renderScreen('/dashboard', platform);
    // A reseller has no 'Tickets Portal': its count is not its own.
    await waitFor(() => expect(platform.unreadCounts.at(-1)).toBe(2));
    badges = { 1: 0, 2: 5 };
    await waitFor(() => expect(platform.liveListeners()).toBe(1));
    act(() => platform.emitServerEvent({ type: 'ticket', id: 3, system: 1, change: 'message', title: 'Sem sinal', owner: 7, by: 1 }));
    await waitFor(() => expect(platform.unreadCounts.at(-1)).toBe(0));
  });

  it('counts both systems for the admin, in a bare chat window too', async () => {
    signIn(1, 'admin');
    const platform = signedInPlatform({ id: 1, profile: 'admin' }, {}, 'desktop')
      .on(route(CALLS.ticketBadges), { 1: 2, 2: 5 })
      .on(route(CALLS.ticket, { id: 12 }), ticket());
    renderScreen('/ticket/12', platform);
    await waitFor(() => expect(platform.unreadCounts.at(-1)).toBe(7));
  });
});

describe('the notices', () => {
  it('learn which ticket a chat shows while it is open (no notice for it while its window has the focus)', async () => {
    signIn();
    const platform = ticketPlatform('reseller', [ticket()]).on(route(CALLS.ticket, { id: 12 }), ticket());
    renderScreen('/ticket', platform);
    await userEvent.click(await screen.findByRole('button', { name: /Chat/ }));
    await screen.findByTestId('ticket-chat');
    expect(platform.showing).toEqual([12]);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /Close|Fechar/ }));
    await waitFor(() => expect(platform.showing).toEqual([]));
  });
});
