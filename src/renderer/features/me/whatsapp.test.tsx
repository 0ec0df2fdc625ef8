// The 'WhatsApp Cloud API' card of /me (issue 22).
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CALLS } from '../../../shared/calls';
import { WHATSAPP_MSG, WHATSAPP_TEMPLATE_HELP } from '../../../shared/whatsapp/texts';
import type { WhatsappConfigAnswer, WhatsappMessageRow, WhatsappMessagesAnswer } from '../../../shared/whatsapp/schemas';
import { isCallTo, renderScreen, route, signIn, signedInPlatform } from '../../test/render';
import { whatsappConfigured } from '../../test/lines';

const configured = whatsappConfigured(3);

const none: WhatsappMessagesAnswer = { rows: [], total: 0, page: 1, per_page: 10 };
const send = (id: number, status: WhatsappMessageRow['status'], extra: Partial<WhatsappMessageRow> = {}): WhatsappMessageRow => ({
  id,
  kind: 'manual',
  username: `cliente${id}`,
  to: `55119888800${id}`,
  status,
  last_error: null,
  created_at_formatted: '25/11/2026 10:00:00',
  status_at_formatted: null,
  ...extra,
});

/** The card, once it shows. */
async function card() {
  return (await screen.findByText('WhatsApp Cloud API', { selector: '.ant-card-head-title' })).closest('.ant-card') as HTMLElement;
}

describe('/me WhatsApp Cloud API card', () => {
  it('says what the template receives, asks for every field, and saves what Meta confirms; a refusal marks its field', async () => {
    signIn();
    let answer: WhatsappConfigAnswer = { config: null };
    let refuse = true;
    const platform = signedInPlatform()
      .on(route(CALLS.whatsappConfig), () => ({ status: 200, data: answer }))
      .on(route(CALLS.whatsappMessages), none)
      .on(route(CALLS.saveWhatsappConfig), () => {
        if (refuse) return { status: 422, data: { message: WHATSAPP_MSG.tokenRefused, errors: { token: [WHATSAPP_MSG.tokenRefused] } } };
        answer = configured;
        return { status: 200, data: { message: WHATSAPP_MSG.saved('+55 11 4000-1000'), display_phone_number: '+55 11 4000-1000' } };
      });
    renderScreen('/me', platform);
    const box = await card();
    expect(within(box).getByTestId('whatsapp-template-help')).toHaveTextContent(WHATSAPP_TEMPLATE_HELP);
    expect(within(box).queryByRole('button', { name: 'Excluir' })).toBeNull();

    await userEvent.click(within(box).getByRole('button', { name: 'Salvar' }));
    expect(await within(box).findByText('O campo ID do número de telefone é necessário.')).toBeInTheDocument();
    expect(within(box).getByText('O campo Token de acesso é necessário.')).toBeInTheDocument();
    expect(within(box).getByText('O campo Nome do modelo é necessário.')).toBeInTheDocument();
    expect(platform.calls.some(isCallTo(CALLS.saveWhatsappConfig))).toBe(false);

    await userEvent.type(within(box).getByLabelText('ID do número de telefone'), '109876543210987');
    await userEvent.type(within(box).getByLabelText('Token de acesso'), 'EAAErrado0123456789012345');
    await userEvent.type(within(box).getByLabelText('Nome do modelo'), 'lembrete_vencimento');
    expect(within(box).getByLabelText('Idioma do modelo')).toHaveValue('pt_BR');
    const days = within(box).getByLabelText('Lembrete automático (dias antes do vencimento)');
    await userEvent.clear(days);
    await userEvent.type(days, '3');
    await userEvent.click(within(box).getByRole('button', { name: 'Salvar' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(WHATSAPP_MSG.tokenRefused);
    await userEvent.click(within(dialog).getByRole('button', { name: /OK/i }));
    // The refusal is marked on the token's field too.
    expect(within(box).getByText(WHATSAPP_MSG.tokenRefused)).toBeInTheDocument();

    refuse = false;
    const token = within(box).getByLabelText('Token de acesso');
    await userEvent.clear(token);
    await userEvent.type(token, 'EAACerto01234567890123456789');
    await userEvent.click(within(box).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(WHATSAPP_MSG.saved('+55 11 4000-1000'))).toBeInTheDocument();
    expect(platform.calls.filter(isCallTo(CALLS.saveWhatsappConfig)).at(-1)?.body).toEqual({
      phone_number_id: '109876543210987',
      token: 'EAACerto01234567890123456789',
      template_name: 'lembrete_vencimento',
      template_language: 'pt_BR',
      auto_days: 3,
      portal_url: '',
    });
    expect(await within(await card()).findByTestId('whatsapp-number')).toHaveTextContent('Número verificado: +55 11 4000-1000 (em 25/11/2026 10:00:00)');
  });

  it('shows the number, never the token, the latest sends with their status in pt-BR, and removes after asking', async () => {
    signIn();
    const rows = [
      send(5, 'pending'),
      send(4, 'sent'),
      send(3, 'delivered'),
      send(2, 'read', { kind: 'auto', status_at_formatted: '25/11/2026 10:05:00' }),
      send(1, 'failed', { last_error: 'Recusado pela API do WhatsApp (código 131026): o número não tem WhatsApp.' }),
    ];
    const platform = signedInPlatform()
      .on(route(CALLS.whatsappConfig), configured)
      .on(route(CALLS.whatsappMessages), { rows, total: 5, page: 1, per_page: 10 })
      .on(route(CALLS.removeWhatsappConfig), { message: WHATSAPP_MSG.removed });
    renderScreen('/me', platform);
    const box = await card();
    expect(await within(box).findByTestId('whatsapp-number')).toHaveTextContent('+55 11 4000-1000');
    expect(within(box).getByText('Deixe em branco para manter o token atual (••••••••wxyz).')).toBeInTheDocument();
    expect(within(box).getByLabelText('Token de acesso')).toHaveValue('');
    expect(within(box).getByLabelText('Lembrete automático (dias antes do vencimento)')).toHaveValue('3');
    await within(box).findByText('Últimos envios');
    for (const label of ['Na fila', 'Enviado', 'Entregue', 'Lido', 'Falhou']) expect(within(box).getByText(label)).toBeInTheDocument();
    expect(within(box).getByText('Automático')).toBeInTheDocument();
    expect(within(box).getByText(/código 131026/)).toBeInTheDocument();

    // Saving a change without a token keeps the stored one (an empty token goes).
    await userEvent.click(within(box).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(platform.calls.find(isCallTo(CALLS.saveWhatsappConfig))?.body).toMatchObject({ token: '', auto_days: 3 }));

    await userEvent.click(within(box).getByRole('button', { name: 'Excluir' }));
    const ask = (await screen.findAllByText('Deseja excluir a configuração do WhatsApp?'))[0]!.closest('.ant-modal') as HTMLElement;
    await userEvent.click(within(ask).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText(WHATSAPP_MSG.removed)).toBeInTheDocument();
    expect(platform.calls.some(isCallTo(CALLS.removeWhatsappConfig))).toBe(true);
    expect(platform.broadcasts).toContainEqual(['WhatsappConfig', 'WhatsappMessages']);
  });
});
