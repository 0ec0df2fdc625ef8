// /me as a user reads it (issue 43): a webhook's deliveries by the events' pt-BR names, the test one too;
// on a wide screen the cards in two columns (the tables across the whole width), one column on a phone.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CALLS } from '../../../shared/calls';
import { WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT } from '../../../shared/automation/texts';
import type { WebhookDeliveryItem, WebhooksAnswer } from '../../../shared/automation/schemas';
import { DEFAULT_NOTICE_PREFS } from '../../../shared/telegram/texts';
import type { TelegramLinkAnswer } from '../../../shared/telegram/schemas';
import { renderApp, route, signIn, signedInPlatform } from '../../test/render';

const WEBHOOKS: WebhooksAnswer = {
  endpoints: [
    {
      id: 3,
      url: 'https://bot.exemplo.com.br/painel',
      events: ['linha.renovada'],
      status: 'active',
      failing_since: null,
      created_at: '2026-11-01T12:00:00.000Z',
    },
  ],
  events: [...WEBHOOK_EVENTS],
};
const delivery = (id: number, event_type: string): WebhookDeliveryItem => ({
  id,
  event_id: `evt_${id}`,
  event_type,
  status: 'sent',
  response_status: 200,
  last_error: null,
  attempts: 1,
  created_at: '2026-11-24T12:00:00.000Z',
  status_at: '2026-11-24T12:00:01.000Z',
});

const card = async (title: string) => (await screen.findByText(title, { selector: '.ant-card-head-title' })).closest('.ant-card') as HTMLElement;

describe('/me as a user reads it', () => {
  it("names each delivery's event in pt-BR, the test one too", async () => {
    signIn();
    renderApp(
      '/me',
      signedInPlatform()
        .on(route(CALLS.webhooks), WEBHOOKS)
        .on(route(CALLS.webhookDeliveries, { id: 3 }), [delivery(1, 'linha.renovada'), delivery(2, WEBHOOK_TEST_EVENT)]),
    );
    const box = await card('Webhooks');
    await userEvent.click(within(box).getByRole('button', { name: /Expandir|Expand/i }));
    const deliveries = (await within(box).findByText('Últimas entregas')).closest('.ant-table-wrapper') as HTMLElement;
    const rows = within(deliveries).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Linha renovada');
    expect(rows[1]).toHaveTextContent('Teste (Enviar teste)');
    expect(deliveries).not.toHaveTextContent('linha.renovada');
    expect(deliveries).not.toHaveTextContent(WEBHOOK_TEST_EVENT);
  });

  it('sets the cards in two columns on a wide screen, and the tables across the whole width', async () => {
    signIn();
    const telegram: TelegramLinkAnswer = {
      bot: { username: 'painel_bot' },
      link: null,
      kinds: ['daily_summary'],
      prefs: DEFAULT_NOTICE_PREFS,
      low_credits: 10,
      recent: [],
    };
    renderApp('/me', signedInPlatform().on(route(CALLS.webhooks), WEBHOOKS).on(route(CALLS.telegramLink), telegram));
    const columnOf = async (title: string) => (await card(title)).closest('.ant-col') as HTMLElement;
    const [password, telegramCard, webhooks] = [await columnOf('Alterar senha'), await columnOf('Telegram'), await columnOf('Webhooks')];
    // Two columns from 1200 px (xl), one below it.
    for (const column of [password, telegramCard]) expect(column).toHaveClass('ant-col-xs-24', 'ant-col-xl-12');
    expect(password).not.toBe(telegramCard);
    expect(webhooks).toHaveClass('ant-col-24');
    expect(webhooks.className).not.toMatch(/xl-12/);
  });
});
