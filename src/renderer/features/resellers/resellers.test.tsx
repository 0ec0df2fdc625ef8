import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Reseller } from '../../../shared/network/schemas';
import { renderScreen, signIn, signedInPlatform, route, confirmDialog, dialogWith, fieldSays, isCallTo, onPhone, dialogSaying } from '../../test/render';
import { CALLS, pathOf } from '../../../shared/calls';

beforeEach(() => localStorage.clear());

const row = (over: Partial<Reseller>): Reseller => ({
  id: 10,
  username: 'ana',
  email: '5511987654321',
  email_contact: 'ana@ex.com',
  credits: 12,
  days_to_due: 3,
  status: 1,
  block_admin: 0,
  owner_id: 2,
  owner: 'master.sul',
  id_franchise: 3,
  total_iptv: 4,
  total_up2p: 1,
  total_actives: 9,
  is_master: 0,
  ...over,
});

function listPlatform(profile: 'admin' | 'master', rows: Reseller[]) {
  return signedInPlatform({ profile, is_master: profile === 'master' ? 1 : 0 })
    .on(route(CALLS.resellers), (req) => ({
      status: 200,
      data: {
        data: req.query?.search ? rows.filter((r) => r.username.includes(String(req.query!.search))) : rows,
        total: rows.length,
        current_page: 1,
        per_page: 10,
        last_page: 1,
      },
    }))
    .on(route(CALLS.resellerMovements, { id: 10 }), [
      { id: 1, amount: 10, reason: 'venda', sale: 5, from_to: 'master.sul → ana', registered: '01/11/2026 10:00:00' },
      { id: 2, amount: -2, reason: '', sale: 0, from_to: 'ana → master.sul', registered: '02/11/2026 10:00:00' },
      { id: 3, amount: 7, reason: '', sale: 5, from_to: 'admin → ANA', registered: '03/11/2026 10:00:00' },
    ]);
}

/** Opens `username`'s row menu, then the submenu `group`, then `item`. */
async function rowAction(username: string, group: string, item: string) {
  await userEvent.click(await screen.findByLabelText(`Ações de ${username}`));
  await userEvent.click(await screen.findByText(group));
  await userEvent.click(await screen.findByText(item));
}

const created = () =>
  signedInPlatform({ profile: 'master', is_master: 1 }).on(route(CALLS.createReseller), { message: 'ok', id: 33, username: 'nova.revenda' });

/** A master on /reseller, over `platform`. */
function openNewReseller(platform = signedInPlatform({ profile: 'master', is_master: 1 })) {
  signIn();
  renderScreen('/reseller', platform);
  return platform;
}

/** Types the new reseller's username and password, then each of `fields` (label: text), and clicks Cadastrar. */
async function register(fields: Record<string, string> = {}) {
  await userEvent.type(await screen.findByLabelText('Usuário'), 'nova.revenda');
  await userEvent.type(screen.getByLabelText('Senha'), 'Senha-123');
  for (const [label, text] of Object.entries(fields)) await userEvent.type(screen.getByLabelText(label), text);
  await userEvent.click(screen.getByRole('button', { name: 'Cadastrar' }));
}

/** On /list-resellers, opens ana's log `item`, waits for `shown` in it and exports it as `fileName`; the sheet written. */
async function exportLog(platform: ReturnType<typeof listPlatform>, item: string, shown: string, fileName: string) {
  signIn();
  renderScreen('/list-resellers', platform);
  await rowAction('ana', 'Logs e totais', item);
  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByText(shown)).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Exportar Excel' }));
  await waitFor(() => expect(platform.exports[0]?.fileName).toBe(fileName));
  return platform.exports[0];
}

describe('/reseller', () => {
  it('lists every missing field under Atenção and sends nothing', async () => {
    const platform = openNewReseller();
    await userEvent.click(await screen.findByRole('button', { name: 'Cadastrar' }));
    await dialogSaying('Atenção', 'O campo Usuário é necessário.', 'O campo Senha é necessário.');
    expect(platform.calls.some((c) => c.path === pathOf(CALLS.createReseller))).toBe(false);
  });

  it('refuses a password with special characters, at the field', async () => {
    openNewReseller();
    await userEvent.type(await screen.findByLabelText('Usuário'), 'nova.revenda');
    const password = screen.getByLabelText('Senha');
    await userEvent.type(password, 'abc;123');
    await userEvent.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('A senha não pode conter alguns caracteres especiais');
    await fieldSays(password, 'A senha não pode conter alguns caracteres especiais');
    await fieldSays(screen.getByLabelText('Usuário'), undefined);
  });

  it('counts the username up to 32 and refuses a 300-character one at the field, as the server does', async () => {
    const platform = openNewReseller();
    const username = await screen.findByLabelText('Usuário');
    expect(username.closest('.ant-form-item')).toHaveTextContent('0 / 32');
    await userEvent.click(username);
    await userEvent.paste('a'.repeat(300));
    expect(username).toHaveValue('a'.repeat(300));
    expect(username.closest('.ant-form-item')).toHaveTextContent('300 / 32');
    await userEvent.type(screen.getByLabelText('Senha'), 'Senha-123');
    await userEvent.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await dialogWith('O campo Usuário não está no formato correto.');
    await fieldSays(username, 'O campo Usuário não está no formato correto.');
    expect(platform.calls.some((c) => c.path === pathOf(CALLS.createReseller))).toBe(false);
  });

  it("refuses negative credits and a malformed e-mail with the fields' own pt-BR messages, and sends nothing", async () => {
    const platform = openNewReseller();
    await userEvent.type(await screen.findByLabelText('Usuário'), 'nova.revenda');
    await userEvent.type(screen.getByLabelText('Senha'), 'Senha-123');
    const email = screen.getByLabelText('E-mail');
    // A plain text field: the browser's own (English) e-mail tooltip never stands in for ours.
    expect(email).not.toHaveAttribute('type', 'email');
    await userEvent.type(email, 'ana@');
    const credits = screen.getByLabelText('Créditos');
    // The 0 the field starts with is replaced by what is typed.
    await userEvent.type(credits, '-5');
    await userEvent.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await dialogSaying('Atenção', 'O campo E-mail não está no formato correto.', 'O campo Créditos não está no formato correto.');
    expect(credits).toHaveValue('-5');
    await fieldSays(credits, 'O campo Créditos não está no formato correto.');
    await fieldSays(email, 'O campo E-mail não está no formato correto.');
    expect(platform.calls.some((c) => c.path === pathOf(CALLS.createReseller))).toBe(false);
    expect(screen.getByText('Zero ou mais, com até duas casas (ex.: 10 ou 0,6).')).toBeInTheDocument();
  });

  it("lists the server's field errors under Atenção", async () => {
    openNewReseller(
      signedInPlatform({ profile: 'master', is_master: 1 }).on(
        route(CALLS.createReseller),
        { message: 'Dados inválidos. Verifique os campos e tente novamente.', errors: { username: ['Este usuário já está em uso.'] } },
        422,
      ),
    );
    await register();
    await dialogSaying('Atenção', 'Este usuário já está em uso.');
    await fieldSays(screen.getByLabelText('Usuário'), 'Este usuário já está em uso.');
  });

  it("sends the initial credits and sale value typed the Brazilian way ('1.234,5' and '2,50')", async () => {
    const platform = openNewReseller(created());
    await register({ Créditos: '1.234,5', 'Valor de venda por crédito': '2,50' });
    await answer('Deseja transferir 1.234,5 créditos para nova.revenda?', 'Sim');
    expect(await screen.findByTestId('welcome-message')).toHaveTextContent('Seja bem-vindo!');
    expect(platform.calls.find((c) => c.path === pathOf(CALLS.createReseller))?.body).toMatchObject({ credits: 1234.5, sale: 2.5 });
  });

  it('creates the reseller and shows the welcome message with a copy button', async () => {
    const platform = openNewReseller(created());
    await register({ WhatsApp: '+55 (11) 98765-4321' });
    const welcome = await screen.findByTestId('welcome-message');
    expect(welcome).toHaveTextContent('USUÁRIO: nova.revenda');
    expect(welcome).toHaveTextContent('SENHA: Senha-123');
    expect(welcome).toHaveTextContent(`PAINEL: ${location.origin}/login`);
    expect(screen.getByRole('button', { name: /Copiar/ })).toBeInTheDocument();
    expect(platform.calls.find((c) => c.path === pathOf(CALLS.createReseller))?.body).toMatchObject({
      username: 'nova.revenda',
      email: '5511987654321',
      credits: 0,
    });
  });

  it('is not reachable by a plain reseller', async () => {
    signIn();
    renderScreen('/reseller', signedInPlatform());
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });
});

describe('/list-resellers', () => {
  it('shows the admin columns with franchise names, red days from 90 and the block icon', async () => {
    signIn(1, 'admin');
    renderScreen('/list-resellers', listPlatform('admin', [row({}), row({ id: 11, username: 'bia', days_to_due: 90, status: 0, id_franchise: 4 })]));
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('bia')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Dono' })).toBeInTheDocument();
    expect(within(table).getByText('Franquia 2')).toBeInTheDocument();
    expect(within(table).getByText('Franquia 3')).toBeInTheDocument();
    expect(within(table).getByText('90')).toHaveAttribute('data-overdue', 'true');
    expect(within(table).getByText('3')).not.toHaveAttribute('data-overdue');
    expect(within(table).getByLabelText('Bloqueada')).toBeInTheDocument();
  });

  it('hides the admin columns from a master', async () => {
    signIn();
    renderScreen('/list-resellers', listPlatform('master', [row({})]));
    const table = await screen.findByRole('table');
    await within(table).findByText('ana');
    expect(within(table).queryByRole('columnheader', { name: 'Dono' })).toBeNull();
  });

  it('waits a second after typing before searching', async () => {
    signIn();
    const platform = listPlatform('master', [row({})]);
    renderScreen('/list-resellers', platform);
    await screen.findByText('ana');
    await userEvent.type(screen.getByLabelText('Pesquisar revendas'), 'an');
    const searched = () => platform.calls.filter((c) => c.path === pathOf(CALLS.resellers) && c.query?.search === 'an');
    expect(searched()).toHaveLength(0);
    await waitFor(() => expect(searched()).toHaveLength(1), { timeout: 3000 });
  });

  it('keeps the block confirmation disabled under 10 characters of reason', async () => {
    signIn();
    const platform = listPlatform('master', [row({})]).on(route(CALLS.resellerAction, { id: 10 }), { message: 'Revenda bloqueada com sucesso' });
    renderScreen('/list-resellers', platform);
    await rowAction('ana', 'Bloqueios', 'Bloquear');
    const dialog = await screen.findByRole('dialog');
    const yes = within(dialog).getByRole('button', { name: 'Sim' });
    await userEvent.type(within(dialog).getByLabelText('Motivo'), 'curto');
    expect(yes).toBeDisabled();
    expect(dialog).toHaveTextContent('O motivo deve ter pelo menos 10 caracteres.');
    await userEvent.type(within(dialog).getByLabelText('Motivo'), ' demais agora');
    expect(yes).toBeEnabled();
    await userEvent.click(yes);
    await waitFor(() => expect(platform.calls.find((c) => c.method === 'PUT')?.body).toEqual({ action: 4, reason: 'curto demais agora' }));
  });

  it('searches movement logs case-insensitively by from_to or by exact amount', async () => {
    signIn();
    renderScreen('/list-resellers', listPlatform('master', [row({})]));
    await rowAction('ana', 'Logs e totais', 'Logs de Movimentações');
    const dialog = await dialogSaying('Logs de Movimentações');
    await within(dialog).findByText('venda');
    await userEvent.type(within(dialog).getByLabelText('Pesquisar movimentações'), 'admin');
    expect(within(dialog).queryByText('venda')).toBeNull();
    expect(within(dialog).getByText('admin → ANA')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Pesquisar movimentações'));
    await userEvent.type(within(dialog).getByLabelText('Pesquisar movimentações'), '10');
    expect(within(dialog).getByText('venda')).toBeInTheDocument();
    expect(within(dialog).queryByText('admin → ANA')).toBeNull();
  });

  it("exports the movement log as 'Logs - ana.xlsx' with the R$ column as currency and pt-BR amounts on screen", async () => {
    const platform = listPlatform('master', [row({})]).on(route(CALLS.resellerMovements, { id: 10 }), [
      { id: 1, amount: -0.6, reason: 'ajuste', sale: 2.5, from_to: 'ana → master.sul', registered: '01/11/2026 10:00:00' },
    ]);
    const sheet = await exportLog(platform, 'Logs de Movimentações', '-0,6', 'Logs - ana.xlsx');
    expect(sheet.columns.find((c) => c.key === 'total')).toMatchObject({ header: 'Valor (R$)', currency: true });
    expect(sheet.rows[0]).toMatchObject({ total: 1.5 });
  });

  it("exports the list as 'Revendas.xlsx'", async () => {
    signIn();
    const platform = listPlatform('master', [row({})]);
    renderScreen('/list-resellers', platform);
    await screen.findByText('ana');
    await userEvent.click(screen.getByRole('button', { name: 'Exportar Excel' }));
    await waitFor(() => expect(platform.exports[0]?.fileName).toBe('Revendas.xlsx'));
    expect(platform.exports[0].rows[0]).toMatchObject({ username: 'ana', credits: 12, blocked: 'Não' });
  });

  it("says 'Não há dados para exportar.' and writes nothing when the list is empty", async () => {
    signIn();
    const platform = listPlatform('master', []);
    renderScreen('/list-resellers', platform);
    await userEvent.click(await screen.findByRole('button', { name: 'Exportar Excel' }));
    expect(await screen.findByText('Não há dados para exportar.')).toBeInTheDocument();
    expect(platform.exports).toHaveLength(0);
  });

  it("exports the access log as 'Logs de Acesso - ana.xlsx'", async () => {
    const platform = listPlatform('master', [row({})]).on(route(CALLS.resellerAccessLogs, { id: 10 }), [{ ip: '10.1.1.1', date: '01/11/2026 10:00:00' }]);
    const sheet = await exportLog(platform, 'Log de acesso', '10.1.1.1', 'Logs de Acesso - ana.xlsx');
    expect(sheet.rows).toEqual([{ ip: '10.1.1.1', date: '01/11/2026 10:00:00' }]);
  });
});

/** Signed in on /list-resellers over `platform`, with the dialog of the row button `label` open. */
async function openRowDialog(platform: ReturnType<typeof listPlatform>, label: string) {
  signIn();
  renderScreen('/list-resellers', platform);
  await userEvent.click(await screen.findByLabelText(label));
  return screen.findByRole('dialog');
}

/** Answers the Sim/Não titled `title`. */
async function answer(title: string, button: 'Sim' | 'Não') {
  const ask = await confirmDialog(title);
  await userEvent.click(within(ask).getByRole('button', { name: button }));
  return ask;
}

describe('reseller actions', () => {
  it('asks Sim/Não with the amount, the receiver and the sale total before any credit moves', async () => {
    const platform = listPlatform('master', [row({})]).on(route(CALLS.resellerAction, { id: 10 }), { message: 'Créditos alterados com sucesso!' });
    const dialog = await openRowDialog(platform, 'Adicionar crédito para ana');
    await userEvent.type(within(dialog).getByLabelText('Créditos'), '12,5');
    await userEvent.type(within(dialog).getByLabelText('Valor de venda'), '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    const ask = await answer('Deseja transferir 12,5 créditos para ana?', 'Não');
    expect(ask).toHaveTextContent('Valor de venda: R$ 2,00 por crédito (total R$ 25,00).');
    expect(platform.calls.some((c) => c.method === 'PUT')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await answer('Deseja transferir 12,5 créditos para ana?', 'Sim');
    expect(await screen.findByText('Créditos alterados com sucesso!')).toBeInTheDocument();
    expect(platform.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ action: 0, credits: 12.5, sale: 2 });
  });

  it('removes credits with a negative amount, one request id per dialog, and explains a 422', async () => {
    signIn();
    let answers = 0;
    const platform = listPlatform('master', [row({})]).on(route(CALLS.resellerAction, { id: 10 }), () =>
      ++answers === 1
        ? {
            status: 422,
            data: { message: 'Dados inválidos. Verifique os campos e tente novamente.', errors: { credits: ['O campo credits não está no formato correto.'] } },
          }
        : { status: 200, data: { message: 'Créditos alterados com sucesso!' } },
    );
    renderScreen('/list-resellers', platform);
    await userEvent.click(await screen.findByLabelText('Adicionar crédito para ana'));
    const dialog = await dialogSaying('Sugestão: opere 10 créditos ou mais');
    await userEvent.type(within(dialog).getByLabelText('Créditos'), '-15');
    await userEvent.type(within(dialog).getByLabelText('Valor de venda'), '2');
    await userEvent.type(within(dialog).getByLabelText('Observação'), 'ajuste');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await answer('Deseja remover 15 créditos de ana?', 'Sim');
    expect(await screen.findByText('Por favor, preencha todos os campos corretamente')).toBeInTheDocument();
    // The field's own message comes with it, in the dialog and under the field.
    await dialogWith('O campo credits não está no formato correto.');
    await fieldSays(within(dialog).getByLabelText('Créditos'), 'O campo credits não está no formato correto.');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await answer('Deseja remover 15 créditos de ana?', 'Sim');
    expect(await screen.findByText('Créditos alterados com sucesso!')).toBeInTheDocument();
    const puts = platform.calls.filter((c) => c.method === 'PUT');
    expect(puts).toHaveLength(2);
    expect(puts[0].body).toEqual({ action: 0, credits: -15, sale: 2, reason: 'ajuste' });
    expect(puts[0].requestId).toBeTruthy();
    expect(puts[1].requestId).toBe(puts[0].requestId);

    await userEvent.click(await screen.findByLabelText('Adicionar crédito para ana'));
    const next = await screen.findByRole('dialog');
    await userEvent.type(within(next).getByLabelText('Créditos'), '10');
    await userEvent.click(within(next).getByRole('button', { name: 'Salvar' }));
    await answer('Deseja transferir 10 créditos para ana?', 'Sim');
    await waitFor(() => expect(platform.calls.filter((c) => c.method === 'PUT')).toHaveLength(3));
    expect(platform.calls.filter((c) => c.method === 'PUT')[2].requestId).not.toBe(puts[0].requestId);
  });

  it('says credits above the balance at the Créditos field, and an amount that is no number before asking anything', async () => {
    const platform = listPlatform('master', [row({})]).on(
      route(CALLS.resellerAction, { id: 10 }),
      { message: 'Créditos insuficientes para esta operação.', errors: { credits: ['Créditos insuficientes para esta operação.'] } },
      422,
    );
    const dialog = await openRowDialog(platform, 'Adicionar crédito para ana');
    const credits = within(dialog).getByLabelText('Créditos');
    await userEvent.type(credits, '12,5,0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await dialogWith('O campo Créditos não está no formato correto.');
    await fieldSays(credits, 'O campo Créditos não está no formato correto.');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(platform.calls.some((c) => c.method === 'PUT')).toBe(false);

    await userEvent.type(credits, '5.000');
    await fieldSays(credits, undefined);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await answer('Deseja transferir 5.000 créditos para ana?', 'Sim');
    await dialogWith('Créditos insuficientes para esta operação.');
    await fieldSays(credits, 'Créditos insuficientes para esta operação.');
    expect(platform.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ action: 0, credits: 5000 });
  });

  it('requires a whatsapp number in the edit and sends nothing without one, saying so at the field', async () => {
    const platform = listPlatform('master', [row({})]).on(route(CALLS.resellerAction, { id: 10 }), { message: 'Revenda alterada com sucesso' });
    const dialog = await openRowDialog(platform, 'Editar ana');
    const whatsapp = within(dialog).getByLabelText('WhatsApp');
    await userEvent.clear(whatsapp);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await dialogWith('O campo WhatsApp é necessário.');
    await fieldSays(whatsapp, 'O campo WhatsApp é necessário.');
    expect(platform.calls.some((c) => c.method === 'PUT')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await userEvent.type(whatsapp, 'abc');
    await fieldSays(whatsapp, undefined);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await dialogWith('O campo WhatsApp não está no formato correto.');
    expect(platform.calls.some((c) => c.method === 'PUT')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await userEvent.clear(within(dialog).getByLabelText('WhatsApp'));
    await userEvent.type(within(dialog).getByLabelText('WhatsApp'), '+55 (11) 91234-5678');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Revenda alterada com sucesso')).toBeInTheDocument();
    expect(platform.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ action: 1, username: 'ana', email: '5511912345678' });
  });
});

describe('changing the owner', () => {
  it("moves a reseller to an owner picked from the caller's network (or the caller), sending newMaster; unchanged sends none", async () => {
    const platform = listPlatform('master', [row({}), row({ id: 11, username: 'bia', is_master: 1 })]).on(route(CALLS.resellerAction, { id: 10 }), {
      message: 'Revenda alterada com sucesso',
    });
    let dialog = await openRowDialog(platform, 'Editar ana');
    await userEvent.click(within(dialog).getByLabelText('Novo master'));
    const options = await screen.findAllByRole('option');
    // The caller first, then the network, without the reseller being edited.
    expect(options.map((o) => o.textContent)).toEqual(['7', '11']);
    expect(await screen.findByTitle('7 - joao (você)')).toBeInTheDocument();
    await userEvent.click(await screen.findByTitle('11 - bia'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Revenda alterada com sucesso')).toBeInTheDocument();
    expect(platform.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ action: 1, username: 'ana', newMaster: 11 });

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByLabelText('Editar ana'));
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(platform.calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(platform.calls.filter((c) => c.method === 'PUT')[1]!.body).not.toHaveProperty('newMaster');
  });
});

describe('admin tools of the list', () => {
  it('shows the tracking chain and the integration key to the admin only', async () => {
    signIn(1, 'admin');
    const platform = listPlatform('admin', [row({})])
      .on(route(CALLS.tracking, { id: 10 }), {
        chain: [
          { id: 1, username: 'admin', profile: 'admin' },
          { id: 10, username: 'ana', profile: 'reseller' },
        ],
        ips: [{ ip: '10.1.1.1', date: '01/11/2026 10:00:00', logins: 3 }],
      })
      .on(route(CALLS.externalKey, { id: 10 }), { key: 'chave-secreta-123' });
    renderScreen('/list-resellers', platform);
    await rowAction('ana', 'Logs e totais', 'Rastreamento');
    expect(await screen.findByTestId('tracking-chain')).toHaveTextContent('admin (1) → ana (10)');
    expect(screen.getByText('10.1.1.1')).toBeInTheDocument();
  });

  it("blocks a reseller's whole network after a reason, and shows a reseller's 2FA QR code", async () => {
    signIn(1, 'admin');
    const platform = listPlatform('admin', [row({})])
      .on(route(CALLS.resellerAction, { id: 10 }), { message: 'Rede bloqueada com sucesso (3 conta(s)).' })
      .on(route(CALLS.reseller2faQr, { id: 10 }), { qr_code_url: 'data:image/png;base64,QUJD' });
    renderScreen('/list-resellers', platform);
    await rowAction('ana', 'Bloqueios', 'Bloquear rede');
    const dialog = await dialogSaying('Bloquear a rede de ana (ela e todas as revendas abaixo)?');
    await userEvent.type(within(dialog).getByLabelText('Motivo'), 'fraude na rede toda');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Rede bloqueada com sucesso (3 conta(s)).')).toBeInTheDocument();
    expect(platform.calls.find((c) => c.method === 'PUT')?.body).toEqual({ action: 5, reason: 'fraude na rede toda' });

    await rowAction('ana', 'Conta e acesso', 'QR Code 2FA');
    expect(await screen.findByAltText('QR Code 2FA de ana')).toHaveAttribute('src', 'data:image/png;base64,QUJD');
  });

  it('ends every session of a reseller and resets its 2FA, each after a confirmation (admin, issue 30)', async () => {
    signIn(1, 'admin');
    const platform = listPlatform('admin', [row({})])
      .on(route(CALLS.endResellerSessions, { id: 10 }), { message: 'Todas as sessões da revenda foram encerradas.', ended: 2 })
      .on(route(CALLS.resetReseller2fa, { id: 10 }), { message: '2FA da revenda redefinido: no próximo login ela entra só com usuário e senha.' });
    renderScreen('/list-resellers', platform);
    await rowAction('ana', 'Conta e acesso', 'Encerrar sessões');
    let dialog = await dialogWith('Encerrar todas as sessões de ana?');
    // Its API tokens end only when asked to.
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Encerrar também os tokens de API/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Todas as sessões da revenda foram encerradas.')).toBeInTheDocument();
    expect(platform.calls.filter(isCallTo(CALLS.endResellerSessions)).map((c) => c.body)).toEqual([{ tokens: true }]);

    await rowAction('ana', 'Conta e acesso', 'Redefinir 2FA');
    dialog = await dialogWith('Redefinir o 2FA de ana?');
    // 'Não' sends nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Não' }));
    expect(platform.calls.some(isCallTo(CALLS.resetReseller2fa))).toBe(false);
    await rowAction('ana', 'Conta e acesso', 'Redefinir 2FA');
    dialog = await dialogWith('Redefinir o 2FA de ana?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('2FA da revenda redefinido: no próximo login ela entra só com usuário e senha.')).toBeInTheDocument();
    expect(platform.calls.filter(isCallTo(CALLS.resetReseller2fa))).toHaveLength(1);
  });

  it("shows a reseller's API tokens to the account above it, never the secret, and revokes one after asking", async () => {
    signIn(2, 'master');
    const token = {
      id: 31,
      name: 'loja',
      prefix: 'pr_live_Ab12Cd…',
      scopes: ['revendas:creditos'],
      allowed_ips: [],
      per_minute: 60,
      expires_at: null,
      created_at: '2026-11-20T13:00:00.000Z',
      last_used_at: null,
      last_used_ip: '',
    };
    const platform = listPlatform('master', [row({})])
      .on(route(CALLS.resellerApiTokens, { id: 10 }), { tokens: [token] })
      .on(route(CALLS.revokeResellerApiToken, { id: 31 }), { message: 'Token revogado.' });
    renderScreen('/list-resellers', platform);
    await rowAction('ana', 'Conta e acesso', 'Tokens de API');
    const dialog = await dialogWith('Tokens de API de ana');
    expect(await within(dialog).findByText('loja')).toBeInTheDocument();
    expect(within(dialog).getByText('Revendas: enviar créditos')).toBeInTheDocument();
    expect(within(dialog).getByText('Nunca usado')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revogar' }));
    await userEvent.click(within(await dialogWith('Revogar o token loja?')).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Token revogado.')).toBeInTheDocument();
    expect(platform.calls.filter(isCallTo(CALLS.revokeResellerApiToken))).toHaveLength(1);
  });

  it("says 'Erro ao recuperar o QR Code 2FA deste revendedor.' when the QR cannot be read", async () => {
    signIn(1, 'admin');
    renderScreen('/list-resellers', listPlatform('admin', [row({})]).on(route(CALLS.reseller2faQr, { id: 10 }), { message: '2FA não configurado' }, 404));
    await rowAction('ana', 'Conta e acesso', 'QR Code 2FA');
    expect(await screen.findByText('Erro ao recuperar o QR Code 2FA deste revendedor.')).toBeInTheDocument();
  });

  it('finds one reseller after another without coming back blank', async () => {
    signIn(1, 'admin');
    const platform = listPlatform('admin', [row({})]).on(route(CALLS.findReseller), (req) => {
      const username = (req.body as { username: string }).username;
      return username === 'nada'
        ? { status: 404, data: { message: 'Não foi possível encontrar a revenda' } }
        : { status: 200, data: row({ id: username === 'ana' ? 10 : 11, username, credits: 2.5 }) };
    });
    renderScreen('/list-resellers', platform);
    await userEvent.click(await screen.findByRole('button', { name: /Buscar pelo usuário/ }));
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByLabelText('Usuário');
    for (const name of ['ana', 'bia', 'nada', 'carla']) {
      await userEvent.clear(field);
      await userEvent.type(field, name);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Buscar' }));
      if (name === 'nada') expect(await within(dialog).findByText('Não foi possível encontrar a revenda')).toBeInTheDocument();
      else expect(await within(dialog).findByText(new RegExp(`— ${name} \\(dono`))).toHaveTextContent('2,5 créditos');
    }
    await new Promise((r) => setTimeout(r, 50));
    expect(within(dialog).getByText(/— carla \(dono/)).toBeInTheDocument();
  });

  it('offers none of them to a master', async () => {
    signIn();
    renderScreen('/list-resellers', listPlatform('master', [row({})]));
    await userEvent.click(await screen.findByLabelText('Ações de ana'));
    for (const group of ['Conta e acesso', 'Logs e totais', 'Bloqueios']) await userEvent.click(await screen.findByText(group));
    await screen.findByText('Logs de Movimentações');
    expect(screen.queryByText('Rastreamento')).toBeNull();
    expect(screen.queryByText('Bloquear rede')).toBeNull();
    expect(screen.queryByText('QR Code 2FA')).toBeNull();
    expect(screen.queryByText('Chave de integração')).toBeNull();
    // Deleting resellers and granting permissions are the admin's (spec section 6).
    for (const item of ['Excluir revenda', 'Excluir rede', 'Excluir árvore', 'Permissões']) expect(screen.queryByText(item)).toBeNull();
  });

  it('grants permissions with one switch each, saying what each opens, and sends the whole set', async () => {
    signIn(1, 'admin');
    const platform = listPlatform('admin', [row({})])
      .on(route(CALLS.resellerPermissions, { id: 10 }), { permissions: ['export_all'] })
      .on(route(CALLS.setResellerPermissions, { id: 10 }), (req) => ({
        status: 200,
        data: { message: 'Permissões salvas com sucesso!', permissions: (req.body as { permissions: string[] }).permissions },
      }));
    renderScreen('/list-resellers', platform);
    await rowAction('ana', 'Conta e acesso', 'Permissões');
    const dialog = await dialogSaying('Permissões: ana', 'Clientes pagam a renovação online; a revenda gerencia as recargas.');
    await waitFor(() => expect(within(dialog).getByRole('switch', { name: 'Exportar logs e extrato' })).toBeChecked());
    const portal = within(dialog).getByRole('switch', { name: 'Portal de Recargas' });
    expect(portal).not.toBeChecked();
    await userEvent.click(portal);
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Exportar logs e extrato' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Permissões salvas com sucesso!')).toBeInTheDocument();
    expect(platform.calls.find((c) => c.method === 'PUT')?.body).toEqual({ permissions: ['recharge_portal'] });
  });
});

describe('/list-resellers, the row menu and phones (issue 26)', () => {
  it('groups the row menu in submenus, with deleting last, apart and in red', async () => {
    signIn(1, 'admin');
    renderScreen('/list-resellers', listPlatform('admin', [row({})]));
    await userEvent.click(await screen.findByLabelText('Ações de ana'));
    const menu = (await screen.findByText('Conta e acesso')).closest('[role="menu"]') as HTMLElement;
    const top = [...menu.children].map((li) =>
      li.getAttribute('role') === 'separator' ? '—' : li.querySelector('.ant-dropdown-menu-title-content')?.textContent,
    );
    expect(top).toEqual(['Linhas', 'Conta e acesso', 'Logs e totais', 'Bloqueios', 'Histórico', '—', 'Excluir']);
    await userEvent.click(within(menu).getByText('Excluir'));
    for (const item of ['Excluir revenda', 'Excluir rede', 'Excluir árvore'])
      expect((await screen.findByText(item)).closest('li')).toHaveClass('ant-dropdown-menu-item-danger');
    await userEvent.click(within(menu).getByText('Linhas'));
    // The sidebar has its own 'Usuários IPTV'.
    await userEvent.click((await screen.findAllByText('Usuários IPTV')).find((el) => el.closest('.ant-dropdown-menu'))!);
    expect(await screen.findByRole('heading', { name: 'Listagem de Usuários IPTV' })).toBeInTheDocument();
  });

  it('shows one card per reseller on a 390 px phone, with its actions, and no "Abrir em nova janela"', async () => {
    await onPhone(async () => {
      signIn();
      renderScreen('/list-resellers', listPlatform('master', [row({}), row({ id: 11, username: 'bia' })]));
      const cards = await within(await screen.findByRole('list', { name: 'Revendas' })).findAllByRole('listitem');
      expect(cards).toHaveLength(2);
      expect(screen.queryByRole('columnheader', { name: 'Usuário' })).toBeNull();
      expect(cards[0]).toHaveTextContent('ana');
      expect(cards[0]).toHaveTextContent('Créditos12');
      expect(screen.queryByRole('button', { name: /Abrir em nova janela/ })).toBeNull();
      await rowAction('ana', 'Logs e totais', 'Logs de Movimentações');
      expect(await screen.findByRole('dialog')).toHaveTextContent('Logs de Movimentações');
    });
  });
});
