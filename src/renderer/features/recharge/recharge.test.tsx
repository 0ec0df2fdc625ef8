import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RECHARGE_MSG } from '../../../shared/ops/texts';
import type { Recharge } from '../../../shared/ops/schemas';
import type { ApiRequest } from '../../../shared/platform';
import type { FakePlatform } from '../../platform/fake';
import { renderScreen, signIn, signedInPlatform, withTwofaSetup, route, isCallTo, confirmDialog, fieldSays, dialogWith } from '../../test/render';
import { transferProblem, transferQuestion } from './rules';
import { CALLS, pathOf } from '../../../shared/calls';

beforeEach(() => localStorage.clear());

const recharge = (id: number, status = 'approved'): Recharge => ({
  id,
  username: `cliente${id}`,
  status,
  data_aprovacao: status === 'approved' ? '20/11/2026 10:00:00' : null,
  created_at: '20/11/2026 09:59:00',
  updated_at: '20/11/2026 10:00:00',
});

const listOf = (req: ApiRequest, all: Recharge[]) => {
  const body = req.body as { page: number; per_page: number; filters: { status?: string; username?: string } };
  const rows = all.filter(
    (r) => (!body.filters.status || r.status === body.filters.status) && (!body.filters.username || r.username === body.filters.username),
  );
  const data = rows.slice((body.page - 1) * body.per_page, body.page * body.per_page);
  return {
    status: 200,
    data: {
      recargas: { data, total: rows.length, current_page: body.page, per_page: body.per_page, last_page: Math.max(1, Math.ceil(rows.length / body.per_page)) },
    },
  };
};

const RECHARGES = [...Array.from({ length: 11 }, (_, i) => recharge(20 - i)), recharge(3, 'pending')];

function reseller(opts: { hasKeys?: boolean; has2fa?: boolean; permissions?: ('recharge_portal' | 'manage_2fa')[] } = {}) {
  let balances = { id: 7, credits: 12, creditos_portal: 3 };
  return signedInPlatform({ permissions: opts.permissions ?? ['recharge_portal', 'manage_2fa'], has2fa: opts.has2fa ?? true })
    .on(route(CALLS.verify2fa), { has2fa: opts.has2fa ?? true })
    .on(
      route(CALLS.mpInfos),
      opts.hasKeys
        ? { has_keys: true, mercado_pago_public_key: '••••••••1234', mercado_pago_access_token: '••••••••9876' }
        : { has_keys: false, mercado_pago_public_key: '', mercado_pago_access_token: '' },
    )
    .on(route(CALLS.mpCreditValue), { creditPortal: 7.5 })
    .on(route(CALLS.portalCredits), () => ({ status: 200, data: balances }))
    .on(route(CALLS.portalTransfer), (req) => {
      const n = (req.body as { qtd_creditos: number }).qtd_creditos;
      balances = { ...balances, credits: balances.credits - n, creditos_portal: balances.creditos_portal + n };
      return { status: 200, data: { message: RECHARGE_MSG.credited, ...balances } };
    })
    .on(route(CALLS.portalReturn), { message: 'Saldo do portal mudou.' }, 422)
    .on(route(CALLS.recharges), (req) => listOf(req, RECHARGES));
}

const card = async (title: string) => (await screen.findByText(title, { selector: '.ant-card-head-title' })).closest('.ant-card') as HTMLElement;

/** A reseller on /recharge-portal, once the card `title` shows `text`. */
async function openCard(title: string, text: string, p = reseller()) {
  signIn();
  renderScreen('/recharge-portal', p);
  const found = await card(title);
  await within(found).findByText(text);
  return { p, found };
}
/** A reseller on /recharge-portal with 12 credits, at the transfer card and its amount field. */
async function openTransfer() {
  const { p, found: transfer } = await openCard('Total de Créditos Para o Portal', '12 créditos');
  return { p, transfer, amount: within(transfer).getByLabelText('Créditos para Recarga') };
}
/** Answers the newest Sim/Não with that question; returns its dialog. */
async function answer(title: string, button: 'Sim' | 'Não', details?: string) {
  const ask = await confirmDialog(title);
  if (details) expect(within(ask).getByText(details)).toBeInTheDocument();
  await userEvent.click(within(ask).getByRole('button', { name: button }));
  return ask;
}
const dialogButton = async (name: string) => userEvent.click(await screen.findByRole('button', { name }));

/** The refusal shown in a dialog and at the field; closes the dialog. */
async function refusedAt(field: HTMLElement, message: string) {
  await dialogWith(message);
  await fieldSays(field, message);
  await dialogButton('OK');
}

/** A reseller on /recharge-portal at 'Valor do crédito', which shows the stored 7,50. */
async function openCreditValue() {
  signIn();
  const p = reseller().on(route(CALLS.saveMpCreditValue), { message: RECHARGE_MSG.valueSaved });
  renderScreen('/recharge-portal', p);
  const value = await screen.findByLabelText('Valor do crédito');
  await waitFor(() => expect(value).toHaveValue('7,50'));
  return { p, value };
}

/** 'Alterar crédito' with a 2FA code: saved, and `creditPortal` is what was sent. */
async function saveCreditValue(p: FakePlatform, creditPortal: number) {
  await userEvent.click(screen.getByRole('button', { name: 'Alterar crédito' }));
  await userEvent.type(await screen.findByLabelText('Código do aplicativo autenticador'), '654321');
  await dialogButton('Confirmar');
  expect(await screen.findByText(RECHARGE_MSG.valueSaved)).toBeInTheDocument();
  expect(p.calls.find(isCallTo(CALLS.saveMpCreditValue))!.body).toEqual({ creditPortal, code_2fa: '654321' });
}

describe('/recharge-portal', () => {
  it('shows the three cards, the keys notice with the masked keys, and the recharges 10 per page', async () => {
    signIn();
    const p = reseller({ hasKeys: true });
    renderScreen('/recharge-portal', p);
    expect(await screen.findByText(RECHARGE_MSG.keysConfigured)).toBeInTheDocument();
    expect(screen.getByText('••••••••1234')).toBeInTheDocument();
    expect(screen.getByText('••••••••9876')).toBeInTheDocument();
    expect(await card('Valor do Crédito')).toBeInTheDocument();
    await within(await card('Total de Créditos Para o Portal')).findByText('3 créditos');
    expect(screen.getByRole('button', { name: 'Alterar crédito' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Creditar para Portal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Devolver Créditos' })).toBeInTheDocument();

    const list = await card('Recargas Efetuadas');
    for (const title of ['ID', 'Usuário', 'Status', 'Data Aprovação', 'Data Criação', 'Última Atualização'])
      expect(within(list).getByRole('columnheader', { name: title })).toBeInTheDocument();
    await within(list).findByText('cliente20');
    expect(within(list).getAllByText('Aprovada')).toHaveLength(10);
    await userEvent.click(within(list).getByTitle('2'));
    await within(list).findByText('cliente3');
    expect(within(list).getByText('Pendente')).toBeInTheDocument();
    const last = p.calls.filter(isCallTo(CALLS.recharges)).at(-1)!;
    expect(last.body).toEqual({ page: 2, per_page: 10, filters: {} });
  });

  it('filters by status and by username, back to page 1', async () => {
    const { p, found: list } = await openCard('Recargas Efetuadas', 'cliente20');
    expect(screen.queryByText(RECHARGE_MSG.keysConfigured)).not.toBeInTheDocument();
    await userEvent.type(within(list).getByLabelText('Buscar usuário'), 'cliente3{Enter}');
    await waitFor(() => expect(within(list).queryByText('cliente20')).not.toBeInTheDocument());
    expect(within(list).getByText('cliente3')).toBeInTheDocument();
    expect(p.calls.filter(isCallTo(CALLS.recharges)).at(-1)!.body).toEqual({ page: 1, per_page: 10, filters: { username: 'cliente3' } });
  });

  it('credits to the portal after a Sim/Não with the amount, once per request id; refuses more than there is', async () => {
    const { p, transfer, amount } = await openTransfer();

    await userEvent.type(amount, '13');
    await userEvent.click(within(transfer).getByRole('button', { name: 'Creditar para Portal' }));
    await refusedAt(amount, RECHARGE_MSG.exceedsAvailable);
    await userEvent.click(within(transfer).getByRole('button', { name: 'Devolver Créditos' }));
    await refusedAt(amount, RECHARGE_MSG.exceedsPortal);
    expect(p.calls.some((c) => c.path.startsWith(pathOf(CALLS.portalTransfer)) || c.path.startsWith(pathOf(CALLS.portalReturn)))).toBe(false);

    await userEvent.clear(amount);
    await userEvent.type(amount, '5');
    await userEvent.click(within(transfer).getByRole('button', { name: 'Creditar para Portal' }));
    await answer('Deseja creditar 5 créditos para o portal?', 'Não', 'Depois: 7 créditos na conta e 8 créditos no portal.');
    expect(p.calls.some(isCallTo(CALLS.portalTransfer))).toBe(false);

    await userEvent.click(within(transfer).getByRole('button', { name: 'Creditar para Portal' }));
    await answer('Deseja creditar 5 créditos para o portal?', 'Sim');
    expect(await screen.findByText(RECHARGE_MSG.credited)).toBeInTheDocument();
    const sent = p.calls.filter(isCallTo(CALLS.portalTransfer));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({ id_res: 7, qtd_creditos: 5 });
    expect(sent[0]!.requestId).toMatch(/^[0-9a-f-]{36}$/);
    await within(transfer).findByText('8 créditos');
    expect(p.broadcasts.flat()).toContain('PortalCredits');
  });

  it("shows the server's refusal of a return and changes nothing", async () => {
    const { found: transfer } = await openCard('Total de Créditos Para o Portal', '3 créditos');
    await userEvent.type(within(transfer).getByLabelText('Créditos para Recarga'), '2');
    await userEvent.click(within(transfer).getByRole('button', { name: 'Devolver Créditos' }));
    await answer('Deseja devolver 2 créditos do portal para a sua conta?', 'Sim');
    expect(await screen.findByText('Saldo do portal mudou.')).toBeInTheDocument();
    expect(within(transfer).getByText('3 créditos')).toBeInTheDocument();
  });

  it('changes the keys only with both keys and a 2FA code', async () => {
    signIn();
    const p = reseller().on(route(CALLS.saveMpInfos), (req) =>
      (req.body as { code_2fa: string }).code_2fa === '123456'
        ? { status: 200, data: { message: RECHARGE_MSG.keysSaved } }
        : { status: 422, data: { message: 'Código 2FA inválido.' } },
    );
    renderScreen('/recharge-portal', p);
    const keys = await card('Chaves do Mercado Pago');
    await userEvent.type(within(keys).getByLabelText('Chave pública'), 'APP_USR-pub');
    await userEvent.click(within(keys).getByRole('button', { name: 'Alterar Chaves' }));
    expect(await screen.findByText(RECHARGE_MSG.keysEmpty)).toBeInTheDocument();
    await dialogButton('OK');

    await userEvent.type(within(keys).getByLabelText('Chave privada'), 'APP_USR-secret');
    await userEvent.click(within(keys).getByRole('button', { name: 'Alterar Chaves' }));
    await dialogButton('Confirmar');
    expect(await screen.findByText(RECHARGE_MSG.code2faMissing)).toBeInTheDocument();
    await dialogButton('OK');
    expect(p.calls.some(isCallTo(CALLS.saveMpInfos))).toBe(false);

    await userEvent.type(screen.getByLabelText('Código do aplicativo autenticador'), '000000');
    await dialogButton('Confirmar');
    expect(await screen.findByText('Código 2FA inválido.')).toBeInTheDocument();
    await dialogButton('OK');
    const code = screen.getByLabelText('Código do aplicativo autenticador');
    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await dialogButton('Confirmar');
    expect(await screen.findByText(RECHARGE_MSG.keysSaved)).toBeInTheDocument();
    expect(p.calls.filter(isCallTo(CALLS.saveMpInfos)).at(-1)!.body).toEqual({
      mercado_pago_public_key: 'APP_USR-pub',
      mercado_pago_access_token: 'APP_USR-secret',
      code_2fa: '123456',
    });
  });

  it('changes the credit value with a 2FA code and refuses an empty one', async () => {
    const { p, value } = await openCreditValue();
    await userEvent.clear(value);
    await userEvent.click(screen.getByRole('button', { name: 'Alterar crédito' }));
    expect(await screen.findByText(RECHARGE_MSG.valueEmpty, { selector: '.ant-modal-confirm-content, .ant-modal-confirm-content *' })).toBeInTheDocument();
    await fieldSays(value, RECHARGE_MSG.valueEmpty);
    await dialogButton('OK');
    await userEvent.type(value, '9');
    await fieldSays(value, undefined);
    await saveCreditValue(p, 9);
  });

  it("takes the credit value as a Brazilian types it ('1.234,50'), replacing the value shown, and refuses a text that is no amount at the field", async () => {
    const { p, value } = await openCreditValue();
    await userEvent.type(value, '2,555');
    expect(value).toHaveValue('2,555');
    await userEvent.click(screen.getByRole('button', { name: 'Alterar crédito' }));
    await refusedAt(value, 'O campo Valor do crédito não está no formato correto.');
    expect(p.calls.some(isCallTo(CALLS.saveMpCreditValue))).toBe(false);

    await userEvent.type(value, '1.234,50');
    expect(value).toHaveValue('1.234,50');
    await saveCreditValue(p, 1234.5);
  });

  it('offers to configure 2FA on entry when the reseller has none, and comes back here once it is on', async () => {
    signIn();
    const p = withTwofaSetup(reseller({ has2fa: false }));
    renderScreen('/recharge-portal', p);
    expect(await screen.findByText('2FA não configurado')).toBeInTheDocument();
    expect(screen.getByText(RECHARGE_MSG.twofaOffer)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Configurar 2FA' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Gerar QR Code' }));
    await userEvent.type(await screen.findByLabelText('Código de verificação'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Portal de Recargas', { selector: 'h3' })).toBeInTheDocument();
    await card('Chaves do Mercado Pago');
    expect(screen.queryByText('2FA não configurado')).not.toBeInTheDocument();
  });

  it("reads '2,5' in 'Créditos para Recarga' as 2,5 credits, never 25: kept as typed and refused at the field with one message (whole credits)", async () => {
    const { p, transfer, amount } = await openTransfer();
    await userEvent.type(amount, '2,5');
    expect(amount).toHaveValue('2,5');
    await userEvent.click(within(transfer).getByRole('button', { name: 'Creditar para Portal' }));
    await refusedAt(amount, RECHARGE_MSG.amountWhole);
    expect(amount).toHaveValue('2,5');
    for (const typed of ['-5', 'abc']) {
      await userEvent.type(amount, typed);
      expect(amount).toHaveValue(typed);
      await userEvent.click(within(transfer).getByRole('button', { name: 'Devolver Créditos' }));
      await refusedAt(amount, RECHARGE_MSG.amountWhole);
    }
    expect(p.calls.some((c) => isCallTo(CALLS.portalTransfer)(c) || isCallTo(CALLS.portalReturn)(c))).toBe(false);

    // What is typed replaces what the field holds, and the refusal goes with the edit.
    await userEvent.type(amount, '2');
    expect(amount).toHaveValue('2');
    await fieldSays(amount, undefined);
    await userEvent.click(within(transfer).getByRole('button', { name: 'Creditar para Portal' }));
    await answer('Deseja creditar 2 créditos para o portal?', 'Sim');
    expect(await screen.findByText(RECHARGE_MSG.credited)).toBeInTheDocument();
    expect(p.calls.find(isCallTo(CALLS.portalTransfer))!.body).toEqual({ id_res: 7, qtd_creditos: 2 });
  });

  it("says the call's own text when a transfer or a return fails without one, and the screen's when no answer came", async () => {
    const { p, transfer, amount } = await openTransfer();
    const failsWith = async (toPortal: boolean, text: string) => {
      await userEvent.click(within(transfer).getByRole('button', { name: toPortal ? 'Creditar para Portal' : 'Devolver Créditos' }));
      await answer(toPortal ? 'Deseja creditar 2 créditos para o portal?' : 'Deseja devolver 2 créditos do portal para a sua conta?', 'Sim');
      await dialogWith(text);
      await dialogButton('OK');
    };
    await userEvent.type(amount, '2');
    p.on(route(CALLS.portalTransfer), {}, 500).on(route(CALLS.portalReturn), {}, 502);
    await failsWith(true, RECHARGE_MSG.transferError);
    await failsWith(false, RECHARGE_MSG.returnError);

    // The desktop app refused to forward the call: no answer came back (RTK Query logs the throw).
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const refused = () => {
      throw new Error("Error invoking remote method 'api:request': Argumentos inválidos.");
    };
    p.on(route(CALLS.portalTransfer), refused).on(route(CALLS.portalReturn), refused);
    await failsWith(true, RECHARGE_MSG.creditError);
    await failsWith(false, RECHARGE_MSG.returnFailed);
    quiet.mockRestore();
    expect(within(transfer).getByText('3 créditos')).toBeInTheDocument();
  });

  it("says the spec's fallbacks of a keys change and of the recharges list that fail without a text", async () => {
    signIn();
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const p = reseller()
      .on(route(CALLS.saveMpInfos), {}, 500)
      .on(route(CALLS.recharges), () => {
        throw new Error("Error invoking remote method 'api:request': Argumentos inválidos.");
      });
    renderScreen('/recharge-portal', p);
    await dialogWith(RECHARGE_MSG.listError);
    await dialogButton('OK');
    quiet.mockRestore();
    const keys = await card('Chaves do Mercado Pago');
    await userEvent.type(within(keys).getByLabelText('Chave pública'), 'APP_USR-pub');
    await userEvent.type(within(keys).getByLabelText('Chave privada'), 'APP_USR-secret');
    await userEvent.click(within(keys).getByRole('button', { name: 'Alterar Chaves' }));
    await userEvent.type(await screen.findByLabelText('Código do aplicativo autenticador'), '123456');
    await dialogButton('Confirmar');
    await dialogWith(RECHARGE_MSG.keysError);
    await dialogButton('OK');

    p.on(route(CALLS.recharges), {}, 500);
    await userEvent.type(within(await card('Recargas Efetuadas')).getByLabelText('Buscar usuário'), 'cliente3{Enter}');
    await dialogWith(RECHARGE_MSG.listReloadError);
  });

  it("marks 'Créditos para Recarga' with the server's refusal of that field", async () => {
    const { found: transfer } = await openCard(
      'Total de Créditos Para o Portal',
      '3 créditos',
      reseller().on(route(CALLS.portalReturn), { message: RECHARGE_MSG.exceedsPortal, errors: { qtd_creditos: [RECHARGE_MSG.exceedsPortal] } }, 422),
    );
    const amount = within(transfer).getByLabelText('Créditos para Recarga');
    await userEvent.type(amount, '3');
    await userEvent.click(within(transfer).getByRole('button', { name: 'Devolver Créditos' }));
    await answer('Deseja devolver 3 créditos do portal para a sua conta?', 'Sim');
    await dialogWith(RECHARGE_MSG.exceedsPortal);
    await fieldSays(amount, RECHARGE_MSG.exceedsPortal);
  });

  it('the admin sees only the recharges of everyone; without the permission the screen goes to the dashboard', async () => {
    signIn(1, 'admin');
    const p = signedInPlatform({ id: 1, username: 'admin', profile: 'admin', owner_id: null }).on(route(CALLS.recharges), (req) => listOf(req, RECHARGES));
    const view = renderScreen('/recharge-portal', p);
    await within(await card('Recargas Efetuadas')).findByText('cliente20');
    expect(screen.queryByText('Chaves do Mercado Pago')).not.toBeInTheDocument();
    expect(screen.queryByText('Total de Créditos Para o Portal')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Alterar crédito' })).not.toBeInTheDocument();
    expect(screen.queryByText('2FA não configurado')).not.toBeInTheDocument();
    expect(p.calls.some((c) => c.path === pathOf(CALLS.mpInfos) || c.path === pathOf(CALLS.portalCredits))).toBe(false);
    view.unmount();

    localStorage.clear();
    signIn();
    const other = reseller({ permissions: [] });
    renderScreen('/recharge-portal', other);
    await waitFor(() => expect(other.calls.some(isCallTo(CALLS.dashboard))).toBe(true));
    expect(other.calls.some(isCallTo(CALLS.recharges))).toBe(false);
    expect(screen.queryByText('Portal de Recargas')).not.toBeInTheDocument();
  });
});

describe('transfer rules', () => {
  const balances = { credits: 10, creditos_portal: 4 };
  it('wants whole credits above zero, within the balances', () => {
    for (const bad of [null, 0, -1, 1.5]) expect(transferProblem(true, bad, balances)).toBe(RECHARGE_MSG.amountWhole);
    expect(transferProblem(true, 10, balances)).toBeNull();
    expect(transferProblem(true, 11, balances)).toBe(RECHARGE_MSG.exceedsAvailable);
    expect(transferProblem(false, 4, balances)).toBeNull();
    expect(transferProblem(false, 5, balances)).toBe(RECHARGE_MSG.exceedsPortal);
    expect(transferQuestion(false, 1, balances)).toEqual({
      question: 'Deseja devolver 1 crédito do portal para a sua conta?',
      details: 'Depois: 11 créditos na conta e 3 créditos no portal.',
    });
  });
});
