// /me's 'Tokens de API' and 'Webhooks' cards and the 'API e Webhooks' page (issue 29).
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CALLS } from '../../../shared/calls';
import { TOKEN_SCOPES, WEBHOOK_EVENTS } from '../../../shared/automation/texts';
import type { ApiTokensAnswer, WebhookDeliveryItem, WebhooksAnswer } from '../../../shared/automation/schemas';
import { confirmAction, dialogWith, isCallTo, renderScreen, route, signIn, signedInPlatform } from '../../test/render';

const TOKENS: ApiTokensAnswer = {
  tokens: [
    {
      id: 7,
      name: 'bot-whats',
      prefix: 'pr_live_ab12cd…',
      scopes: ['iptv:ler'],
      allowed_ips: [],
      per_minute: 60,
      expires_at: null,
      created_at: '2026-11-20T12:00:00.000Z',
      last_used_at: '2026-11-25T15:30:00.000Z',
      last_used_ip: '203.0.113.10',
    },
  ],
  // 'Linhas IPTV: ler' and 'Linhas IPTV: criar e renovar'.
  scopes: TOKEN_SCOPES.slice(0, 2).map(({ id, label }) => ({ id, label })),
};
const WEBHOOKS: WebhooksAnswer = {
  endpoints: [
    {
      id: 3,
      url: 'https://bot.exemplo.com.br/painel',
      events: ['linha.criada'],
      status: 'paused',
      failing_since: '2026-11-20T12:00:00.000Z',
      created_at: '2026-11-01T12:00:00.000Z',
    },
  ],
  // 'Linha criada' and 'Linha renovada'.
  events: WEBHOOK_EVENTS.slice(0, 2),
};
const FAILED: WebhookDeliveryItem = {
  id: 51,
  event_id: 'evt_1',
  event_type: 'linha.criada',
  status: 'failed',
  response_status: 500,
  last_error: 'O endereço respondeu 500.',
  attempts: 16,
  created_at: '2026-11-24T12:00:00.000Z',
  status_at: '2026-11-25T12:00:00.000Z',
};

const card = async (title: string) => (await screen.findByText(title, { selector: '.ant-card-head-title' })).closest('.ant-card') as HTMLElement;

/** Signed in on /me, at the card `title`. */
async function openCard(title: string) {
  signIn();
  const p = platform();
  renderScreen('/me', p);
  return { p, box: await card(title) };
}

function platform() {
  return signedInPlatform()
    .on(route(CALLS.apiTokens), TOKENS)
    .on(route(CALLS.webhooks), WEBHOOKS)
    .on(route(CALLS.webhookDeliveries, { id: 3 }), [FAILED])
    .on(route(CALLS.createApiToken), { message: 'Token criado.', token: TOKENS.tokens[0], secret: 'pr_live_segredo-de-verdade-0123456789' })
    .on(route(CALLS.revokeApiToken, { id: 7 }), { message: 'Token revogado.' })
    .on(route(CALLS.createWebhook), { message: 'Webhook cadastrado.', endpoint: WEBHOOKS.endpoints[0], secret: 'whsec_segredo-do-webhook' })
    .on(route(CALLS.updateWebhook, { id: 3 }), { message: 'Webhook salvo.' })
    .on(route(CALLS.resendDelivery, { id: 51 }), { message: 'Entrega colocada na fila de novo.' });
}

describe('/me Tokens de API', () => {
  it('lists the tokens without secrets, asks name and permissions, shows the new secret once and revokes after a confirmation', async () => {
    const { p, box } = await openCard('Tokens de API');
    expect(within(box).getByText('bot-whats')).toBeInTheDocument();
    expect(within(box).getByText('Linhas IPTV: ler')).toBeInTheDocument();
    expect(within(box).getByText(/25\/11\/2026 .*\(203\.0\.113\.10\)/)).toBeInTheDocument();

    await userEvent.click(within(box).getByRole('button', { name: 'Novo token' }));
    const modal = await dialogWith('Novo token de API');
    await userEvent.click(within(modal).getByRole('button', { name: 'Criar token' }));
    expect(await within(modal).findByText('Informe um nome para o token.')).toBeInTheDocument();
    expect(within(modal).getByText('Escolha ao menos uma permissão.')).toBeInTheDocument();
    expect(p.calls.some(isCallTo(CALLS.createApiToken))).toBe(false);

    await userEvent.type(within(modal).getByLabelText('Nome'), 'loja');
    await userEvent.click(within(modal).getByLabelText('Linhas IPTV: criar e renovar'));
    await userEvent.type(within(modal).getByLabelText('IPs permitidos (opcional)'), '203.0.113.10\n203.0.113.11');
    await userEvent.click(within(modal).getByRole('button', { name: 'Criar token' }));
    await waitFor(() =>
      expect(p.calls.find(isCallTo(CALLS.createApiToken))?.body).toEqual({
        name: 'loja',
        scopes: ['iptv:vender'],
        expires_on: null,
        allowed_ips: ['203.0.113.10', '203.0.113.11'],
        per_minute: 60,
      }),
    );
    expect(await screen.findByTestId('secret-once')).toHaveTextContent('pr_live_segredo-de-verdade-0123456789');

    await confirmAction(p, box, 'Revogar', 'Revogar o token bot-whats?', CALLS.revokeApiToken);
  });
});

describe('/me Webhooks', () => {
  it('says a paused endpoint, reactivates it, resends a failed delivery and registers a new one with its secret shown once', async () => {
    const { p, box } = await openCard('Webhooks');
    expect(within(box).getByText('Pausado')).toBeInTheDocument();
    expect(within(box).getByText(/Falhando desde 20\/11\/2026/)).toBeInTheDocument();

    await userEvent.click(within(box).getByRole('button', { name: 'Reativar' }));
    await waitFor(() => expect(p.calls.find(isCallTo(CALLS.updateWebhook))?.body).toEqual({ active: true }));

    await userEvent.click(within(box).getByRole('button', { name: /Expandir|Expand/i }));
    expect(await within(box).findByText('Falhou')).toBeInTheDocument();
    expect(within(box).getByText('500')).toBeInTheDocument();
    await userEvent.click(within(box).getByRole('button', { name: 'Reenviar' }));
    await waitFor(() => expect(p.calls.some(isCallTo(CALLS.resendDelivery))).toBe(true));

    await userEvent.click(within(box).getByRole('button', { name: 'Novo webhook' }));
    const modal = await dialogWith('Novo webhook');
    await userEvent.type(within(modal).getByLabelText('Endereço'), 'https://loja.exemplo.com.br/hook');
    await userEvent.click(within(modal).getByLabelText('Linha renovada'));
    await userEvent.click(within(modal).getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() =>
      expect(p.calls.find(isCallTo(CALLS.createWebhook))?.body).toEqual({ url: 'https://loja.exemplo.com.br/hook', events: ['linha.renovada'] }),
    );
    expect(await screen.findByTestId('secret-once')).toHaveTextContent('whsec_segredo-do-webhook');
  });
});

describe('API e Webhooks', () => {
  it('gives the base address, the reference and working examples for creating a test and renewing', async () => {
    signIn();
    renderScreen('/api-webhooks', platform());
    expect(await screen.findByText(`${window.location.origin}/api`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'referência da API' })).toHaveAttribute('href', `${window.location.origin}/api/docs`);
    const text = document.body.textContent ?? '';
    expect(text).toContain(`curl -X POST '${window.location.origin}/api/users-iptv'`);
    expect(text).toContain(`curl -X PUT '${window.location.origin}/api/users-iptv/123'`);
    expect(text).toContain('"action":1');
    expect(text).toContain('hash_hmac');
    expect(text).toContain('X-Painel-Signature');
  });
});
