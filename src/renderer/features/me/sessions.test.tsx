// /me's 'Sessões e dispositivos' and the 2FA recovery codes (issue 30).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen, signIn, signedInPlatform, withTwofaSetup, route, isCallTo, dialogWith, fieldSays } from '../../test/render';
import { CALLS } from '../../../shared/calls';
import type { SessionItem } from '../../../shared/sessions/schemas';
import { recoveryText } from './RecoveryCodes';

beforeEach(() => localStorage.clear());

const CODES = Array.from({ length: 10 }, (_, i) => `abc${i}-defg-hjk${i}`);
const NEW_CODES = Array.from({ length: 10 }, (_, i) => `new${i}-defg-hjk${i}`);

const session = (over: Partial<SessionItem>): SessionItem => ({
  id: 1,
  device: 'Chrome no Windows',
  ip: '10.0.0.8',
  created_at: '2026-11-20T12:00:00.000Z',
  last_used_at: '2026-11-26T15:30:00.000Z',
  current: false,
  ...over,
});

describe("/me 'Sessões e dispositivos'", () => {
  function sessionsPlatform() {
    let sessions = [
      session({ id: 11, current: true }),
      session({ id: 12, device: 'Chrome no Android', ip: '203.0.113.9' }),
      session({ id: 13, device: 'Aplicativo desktop no Windows', ip: '198.51.100.7' }),
    ];
    return signedInPlatform()
      .on(route(CALLS.sessions), () => ({ status: 200, data: { sessions } }))
      .on(route(CALLS.endSession, { id: 12 }), () => {
        sessions = sessions.filter((s) => s.id !== 12);
        return { status: 200, data: { message: 'Sessão encerrada.' } };
      })
      .on(route(CALLS.endOtherSessions), () => {
        sessions = sessions.filter((s) => s.current);
        return { status: 200, data: { message: '1 outra sessão encerrada.', ended: 1 } };
      });
  }

  it("lists the devices with their IP and dates, marking 'Esta sessão', without 'Encerrar' on it", async () => {
    signIn();
    renderScreen('/me', sessionsPlatform());
    const card = (await screen.findByText('Sessões e dispositivos')).closest('.ant-card') as HTMLElement;
    const rows = await within(card).findAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent('Chrome no Windows');
    expect(within(rows[1]).getByText('Esta sessão')).toBeInTheDocument();
    expect(within(rows[1]).queryByRole('button', { name: 'Encerrar' })).toBeNull();
    expect(rows[2]).toHaveTextContent('Chrome no Android');
    expect(rows[2]).toHaveTextContent('203.0.113.9');
    expect(rows[2]).toHaveTextContent('26/11/2026 12:30:00');
    expect(rows[3]).toHaveTextContent('Aplicativo desktop no Windows');
  });

  it("'Encerrar' ends another session after 'Sim', and the list is read again", async () => {
    signIn();
    const platform = sessionsPlatform();
    renderScreen('/me', platform);
    const card = (await screen.findByText('Sessões e dispositivos')).closest('.ant-card') as HTMLElement;
    const android = (await within(card).findByText('Chrome no Android')).closest('tr') as HTMLElement;
    await userEvent.click(within(android).getByRole('button', { name: 'Encerrar' }));
    const confirm = await dialogWith('Encerrar a sessão de Chrome no Android?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Sessão encerrada.')).toBeInTheDocument();
    await waitFor(() => expect(within(card).queryByText('Chrome no Android')).toBeNull());
    expect(platform.calls.filter(isCallTo(CALLS.endSession)).map((c) => c.path)).toEqual(['/api/me/sessions/12']);
    expect(platform.broadcasts).toContainEqual(['Sessions']);
  });

  it("'Encerrar todas as outras' keeps this one, and is off when there is no other", async () => {
    signIn();
    const platform = sessionsPlatform();
    renderScreen('/me', platform);
    const card = (await screen.findByText('Sessões e dispositivos')).closest('.ant-card') as HTMLElement;
    const button = await within(card).findByRole('button', { name: 'Encerrar todas as outras' });
    await userEvent.click(button);
    // 'Não' sends nothing.
    await userEvent.click(within(await dialogWith('Encerrar todas as outras sessões?')).getByRole('button', { name: 'Não' }));
    expect(platform.calls.some(isCallTo(CALLS.endOtherSessions))).toBe(false);
    await userEvent.click(button);
    await userEvent.click(within(await dialogWith('Encerrar todas as outras sessões?')).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('1 outra sessão encerrada.')).toBeInTheDocument();
    await waitFor(() => expect(within(card).getAllByRole('row')).toHaveLength(2));
    expect(within(card).getByText('Esta sessão')).toBeInTheDocument();
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Encerrar todas as outras' })).toBeDisabled());
  });
});

describe('/me 2FA recovery codes', () => {
  it('shows the ten codes once when 2FA is turned on, to copy or download as .txt', async () => {
    signIn();
    const platform = withTwofaSetup(signedInPlatform({ permissions: ['manage_2fa'] })).on(route(CALLS.confirm2fa), {
      message: 'Autenticação 2FA configurada com sucesso!',
      has2fa: true,
      recovery_codes: CODES,
    });
    renderScreen('/me', platform);
    await userEvent.click(await screen.findByRole('button', { name: 'Gerar QR Code' }));
    await userEvent.type(await screen.findByLabelText('Código de verificação'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    const dialog = await dialogWith('Códigos de recuperação do 2FA');
    const items = within(within(dialog).getByTestId('recovery-codes')).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual(CODES);
    expect(dialog).toHaveTextContent('eles não serão mostrados de novo');

    // Spied and put back after: the files of a worker share the page's globals.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copiar' }));
    expect(writeText).toHaveBeenCalledWith(CODES.join('\n'));

    writeText.mockRestore();
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:codes');
    const revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Baixar .txt' }));
    expect(click).toHaveBeenCalled();
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    expect(await blob.text()).toBe(recoveryText(CODES, 'joao'));
    for (const spy of [click, createObjectURL, revokeObjectURL]) spy.mockRestore();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Já guardei' }));
    await waitFor(() => expect(screen.queryByTestId('recovery-codes')).toBeNull());
  });

  it('says how many are left and makes new ones with a code of the app (a wrong one said at its field)', async () => {
    signIn();
    const platform = signedInPlatform({ permissions: ['manage_2fa'] })
      .on(route(CALLS.verify2fa), { has2fa: true })
      .on(route(CALLS.recoveryCodes), { has2fa: true, remaining: 7, total: 10 })
      .on(route(CALLS.renewRecoveryCodes), (req) =>
        (req.body as { code_2fa: string }).code_2fa === '123456'
          ? { status: 200, data: { message: 'Novos códigos de recuperação gerados. Os anteriores deixaram de valer.', recovery_codes: NEW_CODES } }
          : { status: 422, data: { message: 'Código 2FA inválido.', errors: { code_2fa: ['Código 2FA inválido.'] } } },
      );
    renderScreen('/me', platform);
    const card = (await screen.findByText('Códigos de recuperação do 2FA')).closest('.ant-card') as HTMLElement;
    expect(await within(card).findByText(/Restam 7 códigos de 10/)).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Gerar novos códigos' }));
    const modal = await dialogWith('Gerar novos códigos de recuperação');
    const field = within(modal).getByLabelText('Código 2FA');
    await userEvent.type(field, '000000');
    await userEvent.click(within(modal).getByRole('button', { name: 'Gerar' }));
    await fieldSays(field, 'Código 2FA inválido.');
    await userEvent.clear(field);
    await userEvent.type(field, '123456');
    await userEvent.click(within(modal).getByRole('button', { name: 'Gerar' }));
    const shown = await dialogWith('eles não serão mostrados de novo');
    expect(
      within(within(shown).getByTestId('recovery-codes'))
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(NEW_CODES);
    expect(platform.calls.filter(isCallTo(CALLS.renewRecoveryCodes)).map((c) => c.body)).toEqual([{ code_2fa: '000000' }, { code_2fa: '123456' }]);
  });

  it('is not shown without 2FA', async () => {
    signIn();
    renderScreen('/me', signedInPlatform().on(route(CALLS.recoveryCodes), { has2fa: false, remaining: 0, total: 10 }));
    await screen.findByText('Alterar senha', { selector: '.ant-card-head-title' });
    expect(screen.queryByText('Códigos de recuperação do 2FA')).toBeNull();
  });
});
