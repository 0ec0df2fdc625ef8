// /dns-settings: the search with the five extensions, the purchase finalisation with 'Disponível' and
// 'Indisponíveis', buying after Sim/Não and the 2FA code (one request id), the spec's refusals, the
// row menu (removing an own DNS asks the code; one shared from above does not), and the shared list.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DnsItem } from '../../../shared/infra/schemas';
import { renderScreen, signIn, signedInPlatform, withTwofaSetup, route, isCallTo, pickOption } from '../../test/render';
import { CALLS, pathOf } from '../../../shared/calls';

beforeEach(() => localStorage.clear());

const item = (over: Partial<DnsItem> = {}): DnsItem => ({
  id: 5,
  dns: 'minhatv.top',
  is_rotation: 1,
  is_shared: 0,
  due_date_formatted: '23/11/2027 10:00:00',
  order: 1,
  status: false,
  buy_value: 4,
  renew_value: 4,
  auto_renew: 0,
  id_res: 0,
  manual: 0,
  ...over,
});

const premium = (rows: DnsItem[] = []) =>
  signedInPlatform({ permissions: ['dns_premium'], has2fa: true })
    .on(route(CALLS.verify2fa), { has2fa: true })
    .on(route(CALLS.ownDns), { data: rows });

/** Answers 'Sim' to the confirmation that asks `question`. */
async function yes(question: string) {
  const [title] = await screen.findAllByText(question);
  await userEvent.click(within(title.closest('.ant-modal') as HTMLElement).getByRole('button', { name: 'Sim' }));
}

async function code(value: string) {
  // Found by its field: with two dialogs open the test build gives both the same labelled-by id.
  const field = await screen.findByLabelText('Código do aplicativo autenticador');
  const dialog = field.closest('.ant-modal') as HTMLElement;
  await userEvent.type(field, value);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
}

describe('/dns-settings', () => {
  it('searches a name, shows available and unavailable DNS, and buys one with Sim and the 2FA code', async () => {
    signIn();
    const p = premium()
      .on(route(CALLS.verifyDns), {
        code: 300,
        invalid: false,
        available: [{ domain: 'minhatv.top', credits: 4, credits_renew: 4, duration: 1 }],
        unavailable: [],
      })
      .on(route(CALLS.createDns), { message: 'DNS comprada com sucesso! A configuração pode levar até 2 horas.' });
    renderScreen('/dns-settings', p);
    expect(await screen.findByText('Compra de DNS')).toBeInTheDocument();
    expect(screen.getByText('12,5 créditos')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByText('Preencha os campos corretamente!')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));

    await userEvent.type(screen.getByLabelText('Nome'), 'Minha TV!');
    expect(screen.getByLabelText('Nome')).toHaveValue('minhatv');
    await pickOption('Extensão', '.top');
    await userEvent.click(screen.getByRole('button', { name: 'Consultar' }));
    const modal = await screen.findByRole('dialog', { name: 'Finalizar compra' });
    // Only the chosen extension is checked.
    expect(p.calls.find(isCallTo(CALLS.verifyDns))?.body).toEqual({ domains: ['minhatv.top'] });
    expect(within(modal).getByText('Disponível')).toBeInTheDocument();
    expect(within(modal).getByText('Indisponíveis')).toBeInTheDocument();
    for (const header of ['DNS', 'Valor', 'Valor de Renovação', 'Vencimento após']) expect(within(modal).getByText(header)).toBeInTheDocument();

    await userEvent.click(within(modal).getByRole('button', { name: 'Comprar' }));
    expect(await screen.findByText('Serão debitados 4 créditos.')).toBeInTheDocument();
    await yes('Deseja comprar a DNS minhatv.top?');
    await code('123456');
    expect(await screen.findByText('DNS comprada com sucesso! A configuração pode levar até 2 horas.')).toBeInTheDocument();
    const buy = p.calls.find(isCallTo(CALLS.createDns))!;
    expect(buy.body).toEqual({ domain: 'minhatv.top', credits: 4, credits_renew: 4, duration: 1, code_2fa: '123456' });
    expect(buy.requestId).toMatch(/^[\w-]{36}$/);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Finalizar compra' })).not.toBeInTheDocument());
  });

  it('tells the admin, whose credits are unlimited, that buying or renewing debits nothing', async () => {
    signIn(1, 'admin');
    const p = signedInPlatform({ id: 1, username: 'admin', profile: 'admin', owner_id: null, has2fa: true })
      .on(route(CALLS.verify2fa), { has2fa: true })
      .on(route(CALLS.ownDns), { data: [item()] })
      .on(route(CALLS.verifyDns), {
        code: 300,
        invalid: false,
        available: [{ domain: 'minhatv.click', credits: 4, credits_renew: 4, duration: 1 }],
        unavailable: [],
      });
    renderScreen('/dns-settings', p);
    expect(await screen.findByText('ilimitados')).toBeInTheDocument();
    const nothing = 'Nenhum crédito será debitado: os créditos do administrador são ilimitados.';
    await userEvent.click(await screen.findByRole('button', { name: 'Ações de minhatv.top' }));
    await userEvent.click(await screen.findByText('Renovar'));
    expect(await screen.findByText(nothing)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Não' }));
    await waitFor(() => expect(screen.queryByText(nothing)).toBeNull());

    await userEvent.type(screen.getByLabelText('Nome'), 'minhatv');
    await pickOption('Extensão', '.click');
    await userEvent.click(screen.getByRole('button', { name: 'Consultar' }));
    const modal = await screen.findByRole('dialog', { name: 'Finalizar compra' });
    await userEvent.click(within(modal).getByRole('button', { name: 'Comprar' }));
    expect(await screen.findByText(nothing)).toBeInTheDocument();
    expect(screen.queryByText(/Serão debitados/)).toBeNull();
  });

  it("sends a user without 2FA to /me by 'Configurar 2FA' and back here once it is on", async () => {
    signIn();
    const p = withTwofaSetup(signedInPlatform({ permissions: ['dns_premium', 'manage_2fa'] })).on(route(CALLS.ownDns), { data: [] });
    renderScreen('/dns-settings', p);
    await userEvent.click(await screen.findByRole('button', { name: 'Configurar 2FA' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Gerar QR Code' }));
    await userEvent.type(await screen.findByLabelText('Código de verificação'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Compra de DNS')).toBeInTheDocument();
    expect(screen.queryByText('2FA não configurado')).not.toBeInTheDocument();
  });

  it("answers an invalid reply with 'Domínio inválido um erro!' and asks a term beyond one year", async () => {
    signIn();
    let reply: unknown = { code: 300, invalid: true, available: [], unavailable: [] };
    const p = premium().on(route(CALLS.verifyDns), () => ({ status: 200, data: reply }));
    renderScreen('/dns-settings', p);
    await userEvent.type(await screen.findByLabelText('Nome'), 'abc');
    await pickOption('Extensão', '.us');
    await userEvent.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByText('Domínio inválido um erro!')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));

    reply = { code: 300, invalid: false, available: [{ domain: 'abc.us', credits: 5, credits_renew: 5, duration: 3 }], unavailable: [] };
    await userEvent.click(screen.getByRole('button', { name: 'Consultar' }));
    const modal = await screen.findByRole('dialog', { name: 'Finalizar compra' });
    await userEvent.click(within(modal).getByRole('button', { name: 'Comprar' }));
    expect(await screen.findByText('Você deve selecionar um vencimento!')).toBeInTheDocument();
    expect(p.calls.some(isCallTo(CALLS.createDns))).toBe(false);
  });

  it('removes an own DNS with the 2FA code, and one shared from above without it', async () => {
    signIn();
    const p = premium([item(), item({ id: 9, dns: 'dono.top', id_res: 3, is_rotation: 0 })])
      .on(route(CALLS.removeActiveDns, { id: 5 }), { message: 'DNS removida com sucesso!' })
      .on(route(CALLS.removeActiveDns, { id: 9 }), { message: 'DNS compartilhada desativada!' });
    renderScreen('/dns-settings', p);
    await userEvent.click(await screen.findByRole('button', { name: 'Ações de minhatv.top' }));
    await userEvent.click(await screen.findByText('Remover'));
    await yes('Deseja remover a DNS minhatv.top?');
    await code('654321');
    expect(await screen.findByText('DNS removida com sucesso!')).toBeInTheDocument();
    expect(p.calls.find((c) => c.path === pathOf(CALLS.removeActiveDns, { id: 5 }))?.body).toEqual({ code_2fa: '654321' });

    await userEvent.click(screen.getByRole('button', { name: 'Ações de dono.top' }));
    const menus = await screen.findAllByText('Remover');
    await userEvent.click(menus[menus.length - 1]);
    await yes('Deseja remover a DNS dono.top?');
    expect(await screen.findByText('DNS compartilhada desativada!')).toBeInTheDocument();
    expect(p.calls.find((c) => c.path === pathOf(CALLS.removeActiveDns, { id: 9 }))?.body).toEqual({});
  });

  it('lists the DNS shared from above with Dono and turns one off', async () => {
    signIn();
    const p = premium()
      .on(route(CALLS.sharedDns), { data: [{ id: 9, dns: 'dono.top', owner: 'master1', due_date_formatted: '01/01/2027 00:00:00', is_active_shared: 1 }] })
      .on(route(CALLS.removeSharedDns, { dns: 'dono.top' }), { message: 'DNS compartilhada desativada!' });
    renderScreen('/dns-settings', p);
    await userEvent.click(await screen.findByRole('button', { name: 'DNS Compartilhada' }));
    const modal = await screen.findByRole('dialog', { name: 'DNS Compartilhada' });
    expect(await within(modal).findByText('master1')).toBeInTheDocument();
    await userEvent.click(within(modal).getByRole('button', { name: 'Desativar' }));
    expect(await screen.findByText('DNS compartilhada desativada!')).toBeInTheDocument();
  });
});

describe('/dns-settings row menu and dialogs', () => {
  it("offers sharing only for an own DNS, 'Forçar Sincronização' only while processing a bought one, and sends each call", async () => {
    signIn();
    const p = premium([
      item({ is_rotation: 0 }),
      item({ id: 6, dns: 'pronta.top', status: true, auto_renew: 1 }),
      item({ id: 9, dns: 'dono.top', id_res: 3, is_rotation: 0 }),
    ])
      .on(route(CALLS.shareDns), { message: 'DNS compartilhada com sucesso!' })
      .on(route(CALLS.enableAutorenew, { id: 5 }), { message: 'Renovação automática ativada!' })
      .on(route(CALLS.configureDns, { id: 5 }), { message: 'DNS sincronizada com sucesso!' })
      .on(route(CALLS.rotateOwnDns, { id: 5 }), { message: 'DNS definida como atual do rodízio!' });
    renderScreen('/dns-settings', p);
    const open = async (dns: string) => {
      await userEvent.click(await screen.findByRole('button', { name: `Ações de ${dns}` }));
      return (await screen.findAllByRole('menu')).at(-1)!;
    };

    let menu = await open('dono.top');
    expect(within(menu).queryByText('Compartilhar com o primeiro nível')).not.toBeInTheDocument();
    expect(within(menu).queryByText('Renovar')).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    menu = await open('pronta.top');
    expect(within(menu).queryByText('Forçar Sincronização')).not.toBeInTheDocument();
    expect(within(menu).getByText('Desativar renovação automática')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    for (const [label, answer] of [
      ['Compartilhar com o primeiro nível', 'DNS compartilhada com sucesso!'],
      ['Ativar renovação automática', 'Renovação automática ativada!'],
      ['Forçar Sincronização', 'DNS sincronizada com sucesso!'],
      ['Colocar no rodízio', 'DNS definida como atual do rodízio!'],
    ]) {
      menu = await open('minhatv.top');
      await userEvent.click(within(menu).getByText(label));
      expect(await screen.findByText(answer)).toBeInTheDocument();
    }
    expect(p.calls.find(isCallTo(CALLS.shareDns))?.body).toEqual({ id: 5, size: 1 });
  });

  it('adds a manual DNS with the code (empty is refused) and shows the logs', async () => {
    signIn();
    const p = premium()
      .on(route(CALLS.createDns), { message: 'DNS adicionada com sucesso!' })
      .on(route(CALLS.dnsLogs), {
        data: [{ id: 12, id_user: 'joao', description: 'DNS minhatv.top comprada por 4 créditos (1 ano)', date: '23/11/2026 11:00:00', ip: '10.0.0.8' }],
      });
    renderScreen('/dns-settings', p);
    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar DNS manual' }));
    const field = await screen.findByLabelText('DNS');
    const modal = field.closest('.ant-modal') as HTMLElement;
    await userEvent.click(within(modal).getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText('Informe a DNS que deseja adicionar.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await userEvent.type(field, 'meu tv.exemplo.com');
    expect(field).toHaveValue('meutv.exemplo.com');
    await userEvent.click(within(modal).getByRole('button', { name: 'Adicionar' }));
    await code('111222');
    expect(await screen.findByText('DNS adicionada com sucesso!')).toBeInTheDocument();
    expect(p.calls.find(isCallTo(CALLS.createDns))?.body).toEqual({ domain: 'meutv.exemplo.com', code_2fa: '111222', manual: true });

    await userEvent.click(screen.getByRole('button', { name: 'Logs' }));
    expect(await screen.findByText('DNS minhatv.top comprada por 4 créditos (1 ano)')).toBeInTheDocument();
    for (const header of ['ID', 'Usuário', 'Descrição', 'Data criação', 'IP']) expect(screen.getAllByText(header).length).toBeGreaterThan(0);

    await userEvent.click(screen.getByRole('button', { name: 'FAQ' }));
    expect(screen.getByText('A propagação pode levar até 2 horas; teste com o comando ping.')).toBeInTheDocument();
  });
});
