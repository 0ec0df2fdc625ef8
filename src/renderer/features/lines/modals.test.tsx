// The row modals of the line lists as a reseller uses them: open from 'Ações', fill, Sim, and the
// request and the spec's texts; plus the 'Migrar Novo P2P' gate and 'Cria Usuário P2P'.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiRequest } from '../../../shared/platform';
import type { FakePlatform } from '../../platform/fake';
import { renderScreen, signedInPlatform, signIn, route, isCallTo, fieldSays, wholeList } from '../../test/render';
import { DAY, iptvLine, p2pLine, p2pPlans } from '../../test/lines';
import { endOfDayOf } from '../../../shared/dates';
import { CALLS, pathOf } from '../../../shared/calls';

const iptv = iptvLine();
const p2p = p2pLine();
const PLANS = p2pPlans(9);
const LINE_RESULT = {
  username: '11223344',
  password: 'abc123',
  name: '11223344',
  pass: 'abc123',
  exp_date_formatted: '12/12/2026 10:00:00',
  is_trial: false,
  links_franchise: '',
  M3U8: 'http://dns.example/get.php?username=11223344&password=abc123&type=m3u_plus&output=mpegts',
};

beforeEach(() => signIn());

function iptvPlatform(permissions: string[] = []) {
  return signedInPlatform({ permissions: permissions as never })
    .on(route(CALLS.iptvLineChanges), wholeList([iptv]))
    .on(route(CALLS.newP2pPackages), PLANS)
    .on(route(CALLS.iptvPackages), (req: ApiRequest) => ({
      status: 200,
      data: (req.body as { package: number }).package === 1 ? [{ id: 1, name: 'COMPLETO' }] : [{ id: 4, name: 'ESPORTES' }],
    }));
}

const puts = (p: FakePlatform) => p.calls.filter((c: ApiRequest) => c.method === 'PUT' || (c.method === 'POST' && !c.path.includes('packages')));

async function openAction(label: string) {
  await userEvent.click(await screen.findByRole('button', { name: /Ações/ }));
  await userEvent.click(await screen.findByText(label, { selector: '.ant-dropdown-menu-title-content' }));
}
/** Renders the list at `path` and opens the row action's modal titled `title`. */
async function openModal(path: string, p: FakePlatform, action: string, title: string) {
  renderScreen(path, p);
  await openAction(action);
  return findDialog(title);
}
/** The open dialog with this title (antd's own modals and its confirm/error dialogs). */
const dialogTitled = (title: string | RegExp) =>
  screen.queryAllByRole('dialog').find((d) => {
    const text = d.querySelector('.ant-modal-title, .ant-modal-confirm-title')?.textContent ?? '';
    return typeof title === 'string' ? text === title : title.test(text);
  }) ?? null;
const findDialog = (title: string | RegExp) =>
  waitFor(() => {
    const found = dialogTitled(title);
    if (!found) throw new Error(`sem diálogo "${title}"`);
    return found;
  });
async function confirmSim() {
  await userEvent.click(within(await findDialog(/^Deseja/)).getByRole('button', { name: 'Sim' }));
}
/** The labels of the open 'Ações' dropdown, in order. */
async function menuLabels() {
  await userEvent.click(await screen.findByRole('button', { name: /Ações/ }));
  await screen.findAllByRole('menuitem');
  return [...document.querySelectorAll('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-title-content')].map((e) => e.textContent);
}
/** Types a day in a DatePicker as pt-BR DD/MM/YYYY and answers it as the YYYY-MM-DD sent. */
async function typeDay(dialog: HTMLElement, label: string, daysAhead: number) {
  const typed = new Date(Date.now() + daysAhead * DAY).toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
  await userEvent.type(within(dialog).getByLabelText(label), typed);
  // A click outside the field closes the calendar and keeps the typed day (Enter would submit the form).
  await userEvent.click(within(dialog).getByText(dialog.querySelector('.ant-modal-title')!.textContent!));
  const [d, m, y] = typed.split('/');
  return `${y}-${m}-${d}`;
}
/** Types `text` over a field of the dialog and presses the dialog's `ok` button. */
async function submitWith(dialog: HTMLElement, label: string, text: string, ok: string) {
  const field = within(dialog).getByLabelText(label);
  await userEvent.clear(field);
  await userEvent.type(field, text);
  await userEvent.click(within(dialog).getByRole('button', { name: ok }));
  return field;
}
/** The validator's 'Atenção' warning says `text`; OK dismisses it. */
async function dismissWarning(text: string) {
  const warning = await findDialog('Atenção');
  expect(warning).toHaveTextContent(text);
  await userEvent.click(within(warning).getByRole('button', { name: 'OK' }));
}
async function pick(dialog: HTMLElement, label: string, option: string) {
  await userEvent.click(within(dialog).getByLabelText(label));
  await userEvent.click(await screen.findByTitle(option));
}

describe('IPTV row modals', () => {
  it('Estender: picks the credits, asks Sim/Não, sends action 1 with a request id and shows the renewal receipt', async () => {
    const p = iptvPlatform().on(route(CALLS.iptvAction, { id: 5 }), { message: 'ok', exp_date_formatted: '21/02/2027 10:00:00' });
    const dialog = await openModal('/users-iptv', p, 'Estender', 'Estender usuário 11223344');
    await pick(dialog, 'Créditos', '3 créditos (3 meses)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Estender' }));
    await confirmSim();
    expect(await screen.findByText('Usuário: 11223344 estendido com sucesso! Novo vencimento: 21/02/2027 10:00:00')).toBeInTheDocument();
    // The renewal banner shows user, password and the new expiry (spec section 8), not only the title.
    const receipt = screen.getByTestId('notice-text');
    expect(receipt).toHaveTextContent('USUÁRIO: 11223344');
    expect(receipt).toHaveTextContent('SENHA: abc123');
    expect(receipt).toHaveTextContent('VENCIMENTO: 21/02/2027 10:00:00');
    const [put] = puts(p);
    expect(put.body).toMatchObject({ action: 1, credits: 3, id_iptv: 5 });
    expect(put.requestId).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(dialogTitled('Estender usuário 11223344')).not.toBeInTheDocument());
  });

  it('Editar: refuses a non-numeric username and a custom package without bouquets, then sends action 3 with the custom package and whatsapp 0 when emptied', async () => {
    const p = iptvPlatform().on(route(CALLS.iptvAction, { id: 5 }), { message: 'Usuário editado com sucesso!' });
    const dialog = await openModal('/users-iptv', p, 'Editar', 'Editar usuário 11223344');
    const username = await submitWith(dialog, 'Usuário', 'abc', 'Salvar');
    await dismissWarning('O campo Usuário não está no formato correto.');
    await userEvent.clear(username);
    await userEvent.type(username, '55667788');
    await userEvent.click(within(dialog).getByRole('switch'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    const noPackage = await findDialog('Ocorreu um erro');
    expect(noPackage).toHaveTextContent('Por favor, é necessário selecionar algum pacote');
    await userEvent.click(within(noPackage).getByRole('button', { name: 'OK' }));
    await pick(dialog, 'Bouquets', 'ESPORTES');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await confirmSim();
    expect(await screen.findByText('Usuário editado com sucesso!')).toBeInTheDocument();
    expect(puts(p)[0].body).toMatchObject({
      action: 3,
      username: '55667788',
      whatsapp: '0',
      isCustomPackage: true,
      bouquets: [4],
      nota: 'antiga',
      reg_password: expect.any(String),
    });
  });

  it('Editar on a ready package sends the package and no bouquet list (the server refuses an empty one)', async () => {
    const p = iptvPlatform().on(route(CALLS.iptvAction, { id: 5 }), { message: 'Usuário editado com sucesso!' });
    const dialog = await openModal('/users-iptv', p, 'Editar', 'Editar usuário 11223344');
    // Free text goes exactly as typed: the spec's sanitizer is for phone-like fields only.
    await submitWith(dialog, 'Notas', 'nota (editada) - com/traços. e espaços', 'Salvar');
    await confirmSim();
    expect(await screen.findByText('Usuário editado com sucesso!')).toBeInTheDocument();
    const body = puts(p)[0].body as Record<string, unknown>;
    expect(body).toMatchObject({ action: 3, username: '11223344', isCustomPackage: false, package: 1, nota: 'nota (editada) - com/traços. e espaços' });
    expect(body).not.toHaveProperty('bouquets');
  });

  it('Migrar P2P: without a plan the spec asks for one; with it, action 9 and the migration result to copy', async () => {
    const p = iptvPlatform().on(route(CALLS.iptvAction, { id: 5 }), { ...LINE_RESULT, message: 'Usuário migrado com sucesso!' });
    const dialog = await openModal('/users-iptv', p, 'Migrar P2P', 'Migrar 11223344 para P2P');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Migrar' }));
    expect(await screen.findByText('É necessário selecionar um pacote para migração')).toBeInTheDocument();
    await userEvent.click(within(await findDialog('Ocorreu um erro')).getByRole('button', { name: 'OK' }));
    await pick(dialog, 'Pacote', 'PLANO COMPLETO SEM ADULTOS');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Migrar' }));
    await confirmSim();
    const banner = (await screen.findByText('Usuário migrado com sucesso!')).closest('.ant-alert')! as HTMLElement;
    expect(within(banner).getByText('Copiar')).toBeInTheDocument();
    // The new credentials and links are on screen, as after a creation.
    expect(within(banner).getByTestId('notice-text')).toHaveTextContent('USUÁRIO: 11223344');
    expect(within(banner).getByTestId('notice-text')).toHaveTextContent('SENHA: abc123');
    expect(within(banner).getByTestId('notice-text')).toHaveTextContent('M3U8: http://dns.example/get.php');
    expect(puts(p)[0].body).toMatchObject({ action: 9, productid: 10, nota: 'antiga' });
  });

  it("lists the actions in the spec's order, with 'Migrar Novo P2P' only for the migrate_new_p2p permission", async () => {
    const spec = [
      'Ativar/Desativar',
      'Estender',
      'Vencimento p/23:59',
      'Excluir',
      'Editar',
      'Links',
      'Migrar P2P',
      'Migrar Novo P2P',
      'Recriar Linha',
      'Ativar Prime',
      'Retroceder vencimento',
      'Confiança ao cliente (Adicionar 48 Horas)',
      'Histórico',
    ];
    const { unmount } = renderScreen('/users-iptv', iptvPlatform());
    expect(await menuLabels()).toEqual(spec.filter((l) => l !== 'Migrar Novo P2P'));
    unmount();
    renderScreen('/users-iptv', iptvPlatform(['migrate_new_p2p']));
    expect(await menuLabels()).toEqual(spec);
  });

  it('Migrar Novo P2P sends action 11 with the plan and the note', async () => {
    const p = iptvPlatform(['migrate_new_p2p']).on(route(CALLS.iptvAction, { id: 5 }), { ...LINE_RESULT, message: 'Usuário migrado com sucesso!' });
    const dialog = await openModal('/users-iptv', p, 'Migrar Novo P2P', 'Migrar 11223344 para Novo P2P');
    await pick(dialog, 'Pacote', 'PLANO COMPLETO');
    await userEvent.clear(within(dialog).getByLabelText('Nota'));
    await userEvent.type(within(dialog).getByLabelText('Nota'), 'nova');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Migrar' }));
    await confirmSim();
    expect(await screen.findByText('Usuário migrado com sucesso!')).toBeInTheDocument();
    expect(puts(p)[0].body).toMatchObject({ action: 11, productid: 9, nota: 'nova' });
  });

  it("shows the server's refusal in 'Ocorreu um erro' and no success banner", async () => {
    const refusal = 'A confiança já foi usada neste período. Ela volta após a próxima renovação.';
    const p = iptvPlatform().on(route(CALLS.iptvAction, { id: 5 }), { message: refusal }, 422);
    renderScreen('/users-iptv', p);
    await openAction('Confiança ao cliente (Adicionar 48 Horas)');
    await confirmSim();
    expect(await findDialog('Ocorreu um erro')).toHaveTextContent(refusal);
    expect(puts(p)[0].body).toMatchObject({ action: 7 });
    expect(screen.queryByText(/confiança com sucesso/)).not.toBeInTheDocument();
  });

  it('Recriar Linha asks Sim/Não and calls recreate-line with the line id', async () => {
    const p = iptvPlatform().on(route(CALLS.recreateIptv, { id: 5 }), { message: 'Linha recriada com sucesso!' });
    renderScreen('/users-iptv', p);
    await openAction('Recriar Linha');
    await confirmSim();
    expect(await screen.findByText('Linha recriada com sucesso!')).toBeInTheDocument();
    expect(puts(p).map((c) => c.path)).toEqual([pathOf(CALLS.recreateIptv, { id: 5 })]);
  });

  it('a modal closes by its X and by the backdrop without sending anything', async () => {
    const p = iptvPlatform();
    renderScreen('/users-iptv', p);
    await openAction('Estender');
    await userEvent.click(within(await findDialog('Estender usuário 11223344')).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(dialogTitled('Estender usuário 11223344')).toBeNull());
    await openAction('Editar');
    await findDialog('Editar usuário 11223344');
    await userEvent.click(document.querySelector('.ant-modal-wrap')!);
    await waitFor(() => expect(dialogTitled('Editar usuário 11223344')).toBeNull());
    expect(puts(p)).toEqual([]);
  });

  it('Retroceder vencimento: an earlier day, the spec question, action 3 with exp_day', async () => {
    const p = iptvPlatform().on(route(CALLS.iptvAction, { id: 5 }), { message: 'Usuário editado com sucesso!' });
    const dialog = await openModal('/users-iptv', p, 'Retroceder vencimento', 'Retroceder vencimento de 11223344');
    const day = await typeDay(dialog, 'Retroceder vencimento', 5);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retroceder' }));
    await userEvent.click(within(await findDialog('Deseja retroceder a data de expiração do usuário?')).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Usuário editado com sucesso!')).toBeInTheDocument();
    expect(puts(p)[0].body).toEqual({ action: 3, exp_day: day, reg_password: expect.any(String), id_iptv: 5 });
  });

  it('Retroceder vencimento shows the São Paulo day of the expiry even with the computer in UTC', async () => {
    const tz = process.env.TZ;
    process.env.TZ = 'UTC';
    try {
      // 23:59:59 in São Paulo is 02:59:59 of the next day in UTC: the day shown must be São Paulo's.
      const spDay = new Date(Date.now() + 10 * DAY).toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
      const expAt = endOfDayOf(spDay.split('/').reverse().join('-'));
      expect(new Date(expAt).toLocaleDateString('pt-BR')).not.toBe(spDay);
      const p = signedInPlatform().on(route(CALLS.iptvLineChanges), wholeList([iptvLine({ exp_date_timestamp: expAt })]));
      const dialog = await openModal('/users-iptv', p, 'Retroceder vencimento', 'Retroceder vencimento de 11223344');
      expect(dialog).toHaveTextContent(`Vencimento atual: ${spDay}. Esta ação não devolve créditos.`);
    } finally {
      process.env.TZ = tz;
    }
  });

  it('Ativar Prime: a short MAC is refused on the field; a full one is sent and answered with Sucesso!', async () => {
    const p = iptvPlatform().on(route(CALLS.activatePrime), { message: 'Usuário ativado com sucesso!' });
    const dialog = await openModal('/users-iptv', p, 'Ativar Prime', 'Ativar Prime - 11223344');
    const mac = within(dialog).getByLabelText('MAC');
    await userEvent.type(mac, 'aabbcc');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ativar' }));
    expect(await within(dialog).findByText('Por favor, insira um endereço MAC válido')).toBeInTheDocument();
    await userEvent.type(mac, 'ddeeff');
    expect(mac).toHaveValue('AA:BB:CC:DD:EE:FF');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ativar' }));
    await confirmSim();
    expect(await screen.findByText('Usuário ativado com sucesso!')).toBeInTheDocument();
    expect(p.calls.find(isCallTo(CALLS.activatePrime))?.body).toEqual({ username: '11223344', password: 'abc123', mac: 'AA:BB:CC:DD:EE:FF' });
  });

  it("Ativar Prime: a refusal is 'Erro!' with 'Falha ao ativar o usuário'", async () => {
    const p = iptvPlatform().on(route(CALLS.activatePrime), { message: 'Falha ao ativar o usuário' }, 404);
    const dialog = await openModal('/users-iptv', p, 'Ativar Prime', 'Ativar Prime - 11223344');
    await userEvent.type(within(dialog).getByLabelText('MAC'), 'aabbccddeeff');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ativar' }));
    await confirmSim();
    expect(await findDialog('Erro!')).toHaveTextContent('Falha ao ativar o usuário');
  });

  it('Links: asks the server for the texts and offers them in the spec order, X-CLOUD only when enabled', async () => {
    const texts = { 9: 'tudo', 8: '<b>M3U8</b> http://dns/get.php', 1: 's', 5: 'stb', 4: 'ss', 2: 'and', 6: 'web' };
    const p = iptvPlatform().on(route(CALLS.iptvAction, { id: 5 }), { ...LINE_RESULT, link_texts: texts, xcloud_enabled: false });
    const dialog = await openModal('/users-iptv', p, 'Links', 'Links - 11223344');
    expect(puts(p)[0].body).toMatchObject({ action: 8 });
    await userEvent.click(within(dialog).getByLabelText('Escolha uma opção:'));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['COMPLETO', 'M3U8', 'SMARTERS PLAYER', 'STB', 'SSIPTV', 'ANDROID', 'WEB PLAYER']);
    await userEvent.click(screen.getByTitle('M3U8'));
    expect(await within(dialog).findByText('http://dns/get.php', { exact: false })).toBeInTheDocument();
  });
});

describe('P2P row modals', () => {
  const platform = () =>
    signedInPlatform()
      .on(route(CALLS.p2pLineChanges), wholeList([p2p]))
      .on(route(CALLS.newP2pPackages), PLANS);

  it("lists the P2P actions in the spec's order", async () => {
    renderScreen('/users-p2p', platform());
    expect(await menuLabels()).toEqual([
      'Ativar/Desativar',
      'Estender',
      'Vencimento p/23:59',
      'Excluir',
      'Editar',
      'Editar nota',
      'Editar pacote',
      'Links',
      'Migrar IPTV',
      'Adicionar confiança (48 horas)',
      'Recriar',
      'Sincronizar',
      'Histórico',
    ]);
    expect(screen.getByRole('button', { name: '+30 dias' })).toBeInTheDocument();
  });

  it('Editar: refuses a short name; with an earlier day picked it asks the roll-back question and sends name, whatsapp and the new expiry date', async () => {
    const p = platform().on(route(CALLS.p2pAction, { id: 8 }), { message: 'Usuário editado com sucesso!' });
    const dialog = await openModal('/users-p2p', p, 'Editar', 'Editar usuário cliente.p2p');
    const name = await submitWith(dialog, 'Nome', 'ab', 'Salvar');
    await dismissWarning('O campo Nome está incompleto.');
    await userEvent.type(name, 'c.novo');
    await userEvent.clear(within(dialog).getByLabelText('WhatsApp'));
    const day = await typeDay(dialog, 'Novo vencimento', 3);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await userEvent.click(within(await findDialog('Deseja retroceder a data de expiração do usuário?')).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Usuário editado com sucesso!')).toBeInTheDocument();
    expect(puts(p)[0].body).toEqual({ action: 3, name: 'abc.novo', whatsapp: '0', exp_day: day, flagVencimento: 1 });
  });

  it('Editar: a later expiry date says the months and credits it costs before Sim, and sends flagVencimento with a request id', async () => {
    const p = platform().on(route(CALLS.p2pAction, { id: 8 }), { message: 'Usuário editado com sucesso!' });
    const dialog = await openModal('/users-p2p', p, 'Editar', 'Editar usuário cliente.p2p');
    const day = await typeDay(dialog, 'Novo vencimento', 75);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    const [y, m, d] = day.split('-');
    const ask = await findDialog(`Deseja adiar o vencimento de cliente.p2p para ${d}/${m}/${y}? 3 meses: 3 créditos do seu saldo.`);
    await userEvent.click(within(ask).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Usuário editado com sucesso!')).toBeInTheDocument();
    expect(puts(p)[0].body).toMatchObject({ action: 3, exp_day: day, flagVencimento: 1 });
    expect(puts(p)[0].requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('Editar pacote sends action 5 with the product; Editar nota sends action 4; closing a modal drops what was typed', async () => {
    const p = platform().on(route(CALLS.p2pAction, { id: 8 }), { message: 'ok' });
    renderScreen('/users-p2p', p);
    await openAction('Editar nota');
    let dialog = await findDialog('Editar nota de cliente.p2p');
    await userEvent.type(within(dialog).getByLabelText('Nota'), 'rascunho');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await openAction('Editar nota');
    dialog = await findDialog('Editar nota de cliente.p2p');
    expect(within(dialog).getByLabelText('Nota')).toHaveValue('');
    await userEvent.type(within(dialog).getByLabelText('Nota'), 'vip (11) 9876-5432 / a.b');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await confirmSim();
    expect(await screen.findByText('Nota editada com sucesso!')).toBeInTheDocument();

    await openAction('Editar pacote');
    dialog = await findDialog('Editar pacote de cliente.p2p');
    await pick(dialog, 'Pacote', 'PLANO COMPLETO SEM ADULTOS');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await confirmSim();
    expect(await screen.findByText('Pacote editado com sucesso!')).toBeInTheDocument();
    expect(puts(p).map((c) => c.body)).toEqual([
      { action: 4, nota: 'vip (11) 9876-5432 / a.b' },
      { action: 5, product_id: 10 },
    ]);
  });

  it('Editar nota counts the note up to 255 and refuses a longer one at the field, keeping every character typed', async () => {
    const p = platform().on(route(CALLS.p2pAction, { id: 8 }), { message: 'ok' });
    const dialog = await openModal('/users-p2p', p, 'Editar nota', 'Editar nota de cliente.p2p');
    const note = within(dialog).getByLabelText('Nota');
    await userEvent.click(note);
    await userEvent.paste('x'.repeat(300));
    expect(note).toHaveValue('x'.repeat(300));
    expect(dialog).toHaveTextContent('300 / 255');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await fieldSays(note, 'O campo Nota não está no formato correto.');
    expect(dialogTitled(/^Deseja/)).toBeNull();
    expect(puts(p)).toHaveLength(0);

    await userEvent.clear(note);
    await userEvent.paste('y'.repeat(255));
    await fieldSays(note, undefined);
    expect(dialog).toHaveTextContent('255 / 255');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await confirmSim();
    await waitFor(() => expect(puts(p).map((c) => c.body)).toEqual([{ action: 4, nota: 'y'.repeat(255) }]));
  });

  it('Migrar IPTV refuses a malformed whatsapp, then sends action 6 with a ready package and the whatsapp; Sincronizar calls sinc-line-p2p', async () => {
    const p = platform()
      .on(route(CALLS.iptvPackages), [{ id: 1, name: 'COMPLETO' }])
      .on(route(CALLS.p2pAction, { id: 8 }), { ...LINE_RESULT, message: 'Usuário migrado com sucesso!' })
      .on(route(CALLS.syncP2p, { id: 8 }), { message: 'Usuário sincronizado com sucesso!' });
    const dialog = await openModal('/users-p2p', p, 'Migrar IPTV', 'Migrar cliente.p2p para IPTV');
    await pick(dialog, 'Pacote', 'COMPLETO');
    const whatsapp = await submitWith(dialog, 'WhatsApp', '123', 'Migrar');
    await dismissWarning('O campo WhatsApp não está no formato correto.');
    await userEvent.type(whatsapp, '4567890');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Migrar' }));
    await confirmSim();
    expect(await screen.findByText('Usuário migrado com sucesso!')).toBeInTheDocument();
    await openAction('Sincronizar');
    await confirmSim();
    expect(await screen.findByText('Usuário sincronizado com sucesso!')).toBeInTheDocument();
    expect(puts(p).map((c) => [c.path, c.body])).toEqual([
      [pathOf(CALLS.p2pAction, { id: 8 }), { action: 6, package: 1, whatsapp: '1234567890' }],
      [pathOf(CALLS.syncP2p, { id: 8 }), {}],
    ]);
  });
});

describe("'Cria Usuário P2P'", () => {
  it('refuses an empty or all-zero code, then generates the user and shows its banner', async () => {
    const p = signedInPlatform({ permissions: ['new_p2p'] })
      .on(route(CALLS.newP2pLineChanges), wholeList([]))
      .on(route(CALLS.newP2pFromCode), {
        ...LINE_RESULT,
        name: 'p2p1234567',
        pass: 'x9',
        username: 'p2p1234567',
        password: 'x9',
        is_trial: true,
        test_hours: 6,
        message: 'Usuário criado com sucesso!',
      });
    renderScreen('/new-users-p2p', p);
    await userEvent.click(await screen.findByRole('button', { name: 'Cria Usuário P2P' }));
    const dialog = await findDialog('Cria Usuário P2P');
    await userEvent.type(within(dialog).getByLabelText('Código'), '00000000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gerar Usuário' }));
    const warning = await findDialog('Formulário inválido');
    expect(warning).toHaveTextContent('Código deve ser informado!');
    await userEvent.click(within(warning).getByRole('button', { name: 'OK' }));
    await userEvent.clear(within(dialog).getByLabelText('Código'));
    await userEvent.type(within(dialog).getByLabelText('Código'), 'AB12CD34');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gerar Usuário' }));
    expect(await screen.findByText('SEU TESTE É VÁLIDO POR 6 HORAS', { exact: false })).toBeInTheDocument();
    expect(p.calls.filter(isCallTo(CALLS.newP2pFromCode)).map((c) => c.body)).toEqual([{ code: 'AB12CD34' }]);
  });
});
