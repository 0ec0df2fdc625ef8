// The Telegram card of /me and the bot card of /settings (issue 22).
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CALLS } from '../../../shared/calls';
import { DEFAULT_NOTICE_PREFS } from '../../../shared/telegram/texts';
import type { TelegramLinkAnswer } from '../../../shared/telegram/schemas';
import { dialogWith, fieldSays, isCallTo, renderScreen, route, signIn, signedInPlatform } from '../../test/render';

const RESELLER_KINDS = ['ticket_answer', 'daily_summary', 'low_credits', 'dns_blocked', 'renewal_refused'] as const;
const unlinked: TelegramLinkAnswer = {
  bot: { username: 'painel_bot' },
  link: null,
  kinds: [...RESELLER_KINDS],
  prefs: DEFAULT_NOTICE_PREFS,
  low_credits: 10,
  recent: [],
};
const linked: TelegramLinkAnswer = {
  ...unlinked,
  link: { tg_username: 'joao', linked_at_formatted: '25/11/2026 10:00:00' },
  recent: [{ id: 1, text: 'Resumo de 25/11/2026', status: 'sent', created_at_formatted: '25/11/2026 09:00:01' }],
};
const reseller = { profile: 'reseller' as const, is_admin: false };

describe('/me Telegram card', () => {
  it('links with a code: shows it and the bot link, and turns into the choices once the bot has it', async () => {
    signIn();
    let answer = unlinked;
    const platform = signedInPlatform(reseller)
      .on(route(CALLS.telegramLink), () => ({ status: 200, data: answer }))
      .on(route(CALLS.telegramLinkCode), { code: 'A1B2C3D4E5', url: 'https://t.me/painel_bot?start=A1B2C3D4E5', expires_at_formatted: '25/11/2026 10:10:00' });
    renderScreen('/me', platform);
    await userEvent.click(await screen.findByRole('button', { name: 'Vincular Telegram' }));
    expect(await screen.findByTestId('telegram-code')).toHaveTextContent('A1B2C3D4E5');
    expect(screen.getByRole('link', { name: /Abrir o bot no Telegram/ })).toHaveAttribute('href', 'https://t.me/painel_bot?start=A1B2C3D4E5');
    expect(screen.getByText(/válido até 25\/11\/2026 10:10:00/)).toBeInTheDocument();

    answer = linked;
    expect(await screen.findByText('Vinculado a @joao desde 25/11/2026 10:00:00.', {}, { timeout: 6_000 })).toBeInTheDocument();
    expect(screen.queryByTestId('telegram-code')).toBeNull();
    expect(screen.getByRole('cell', { name: 'Enviado' })).toBeInTheDocument();
  });

  it('saves the chosen notices and the level, and unlinks after asking', async () => {
    signIn();
    const platform = signedInPlatform(reseller)
      .on(route(CALLS.telegramLink), linked)
      .on(route(CALLS.saveNoticePrefs), { message: 'Avisos do Telegram salvos com sucesso!' })
      .on(route(CALLS.unlinkTelegram), { message: 'Telegram desvinculado.' });
    renderScreen('/me', platform);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Resumo diário às 09:00 (vencimentos e saldo)' }));
    const level = screen.getByLabelText('Avisar quando os créditos ficarem abaixo de');
    // The credit field reads a level as typed; one that is no number is refused at the field, nothing sent.
    await userEvent.type(level, '-2');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await dialogWith('O campo Nível de créditos não está no formato correto.');
    await fieldSays(level, 'O campo Nível de créditos não está no formato correto.');
    expect(platform.calls.some(isCallTo(CALLS.saveNoticePrefs))).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await userEvent.type(level, '25,5');
    await fieldSays(level, undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Avisos do Telegram salvos com sucesso!')).toBeInTheDocument();
    expect(platform.calls.find(isCallTo(CALLS.saveNoticePrefs))?.body).toEqual({
      prefs: { ticket_answer: true, daily_summary: false, low_credits: true, dns_blocked: true, renewal_refused: true },
      low_credits: 25.5,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Desvincular' }));
    const ask = (await screen.findAllByText('Deseja desvincular o Telegram desta conta?'))[0]!.closest('.ant-modal') as HTMLElement;
    await userEvent.click(within(ask).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Telegram desvinculado.')).toBeInTheDocument();
    expect(platform.calls.some(isCallTo(CALLS.unlinkTelegram))).toBe(true);
  });

  it('is not shown to a reseller while the admin has no bot; the admin is pointed to /settings', async () => {
    signIn();
    renderScreen('/me', signedInPlatform(reseller).on(route(CALLS.telegramLink), { ...unlinked, bot: null }));
    await screen.findByText('Alterar senha', { selector: '.ant-card-head-title' });
    expect(screen.queryByText('Telegram', { selector: '.ant-card-head-title' })).toBeNull();
  });
});

describe('/settings bot card', () => {
  it("marks the token field with the server's refusal, then saves a good one", async () => {
    signIn(1, 'admin');
    let refuse = true;
    const platform = signedInPlatform({ id: 1, username: 'admin', profile: 'admin' })
      .on(route(CALLS.settings), { tests: 1, test_iptv: 1, iptv: 1, p2p: 1, n_p2p: 1, login: 1, ticket: 1 })
      .on(route(CALLS.telegramBot), { configured: false, username: null })
      .on(route(CALLS.saveTelegramBot), () =>
        refuse
          ? {
              status: 422,
              data: {
                message: 'O Telegram recusou este token. Confira o token que o @BotFather enviou.',
                errors: { token: ['O Telegram recusou este token. Confira o token que o @BotFather enviou.'] },
              },
            }
          : { status: 200, data: { message: 'Bot @painel_bot configurado com sucesso!', username: 'painel_bot' } },
      );
    renderScreen('/settings', platform);
    // fireEvent: the screen's other cards load meanwhile, and a keystroke at a time would race them.
    const field = await screen.findByLabelText('Token do bot');
    const card = field.closest('.ant-card') as HTMLElement;
    fireEvent.change(field, { target: { value: '123:errado' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Salvar' }));
    // Said in the dialog and under the field (the dialog loads with the first one a window shows).
    const said = await waitFor(() => {
      const places = screen
        .getAllByText('O Telegram recusou este token. Confira o token que o @BotFather enviou.')
        .map((e) => e.closest('.ant-modal, .ant-form-item'));
      expect(places).toHaveLength(2);
      return places;
    });
    const refusal = said.find((e) => e?.matches('.ant-modal')) as HTMLElement;
    expect(said).toContain(field.closest('.ant-form-item'));
    expect(field.closest('.ant-form-item')).toHaveClass('ant-form-item-has-error');
    fireEvent.click(within(refusal).getByRole('button', { name: 'OK' }));
    refuse = false;
    fireEvent.click(within(card).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Bot @painel_bot configurado com sucesso!')).toBeInTheDocument();
    expect(platform.calls.filter(isCallTo(CALLS.saveTelegramBot)).map((c) => c.body)).toEqual([{ token: '123:errado' }, { token: '123:errado' }]);
  });
});
