// 'Enviar pela API do WhatsApp' in the 'Enviar lembrete' dialog of /vencimentos (issue 22).
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CALLS } from '../../../shared/calls';
import type { ExpiriesAnswer } from '../../../shared/expiries/schemas';
import { WHATSAPP_MSG } from '../../../shared/whatsapp/texts';
import type { WhatsappConfigAnswer } from '../../../shared/whatsapp/schemas';
import { isCallTo, renderScreen, route, signIn, signedInPlatform } from '../../test/render';
import { expiringLine as line, whatsappConfigured } from '../../test/lines';

const configured = whatsappConfigured();

function platform(config: WhatsappConfigAnswer) {
  const rows = [line(11, 'cliente1', '5511988887777'), line(12, 'cliente2', '0', 'p2p')];
  const answer: ExpiriesAnswer = { counts: { today: 2, in3: 0, in7: 0, expired: 0 }, rows, total: 2, page: 1, per_page: 25, all: rows };
  return signedInPlatform()
    .on(route(CALLS.expiries), answer)
    .on(route(CALLS.whatsappConfig), config)
    .on(route(CALLS.whatsappReminders), {
      message: WHATSAPP_MSG.queued(1),
      queued: 1,
      skipped: [{ id: 12, username: 'cliente2', reason: WHATSAPP_MSG.skipNoNumber }],
    });
}

async function openReminders(p: ReturnType<typeof platform>) {
  renderScreen('/vencimentos', p);
  await screen.findByText('cliente1');
  await userEvent.click(screen.getByRole('button', { name: 'Selecionar todas (2)' }));
  await userEvent.click(screen.getByRole('button', { name: /Enviar lembrete$/ }));
  return (await screen.findByText('Copiar todas as mensagens')).closest('.ant-modal') as HTMLElement;
}

describe("'Enviar lembrete' with the WhatsApp Cloud API", () => {
  it('offers the API when the account has it: queues the selected lines and says which were skipped and why; the wa.me links stay', async () => {
    signIn();
    const p = platform(configured);
    const dialog = await openReminders(p);
    expect(await within(dialog).findByText('Pelo número +55 11 4000-1000, com o modelo lembrete_vencimento.')).toBeInTheDocument();
    const button = within(dialog).getByRole('button', { name: /Enviar pela API do WhatsApp/ });
    await userEvent.click(button);
    const result = await within(dialog).findByTestId('whatsapp-api-result');
    expect(result).toHaveTextContent(WHATSAPP_MSG.queued(1));
    expect(result).toHaveTextContent(`cliente2: ${WHATSAPP_MSG.skipNoNumber}`);
    expect(p.calls.find(isCallTo(CALLS.whatsappReminders))?.body).toEqual({
      lines: [
        { id: 11, kind: 'iptv' },
        { id: 12, kind: 'p2p' },
      ],
    });
    // Sent once: the button rests after a send (the server also sends a line once a day).
    expect(button).toBeDisabled();
    expect(p.calls.filter(isCallTo(CALLS.whatsappReminders))).toHaveLength(1);
    expect(p.broadcasts).toContainEqual(['WhatsappMessages', 'Expiries']);
    expect(within(dialog).getByRole('link', { name: /Abrir WhatsApp/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/5511988887777\?text=/),
    );
  });

  it('without a configuration: the wa.me links, and one line pointing to Minha Conta where the API is set up', async () => {
    signIn();
    const p = platform({ config: null });
    const dialog = await openReminders(p);
    expect(await within(dialog).findByText(/Para enviar pela API do WhatsApp, do seu próprio número, configure-a em/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /Abrir WhatsApp/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Enviar pela API do WhatsApp/ })).toBeNull();
    await userEvent.click(within(dialog).getByRole('link', { name: 'Minha Conta' }));
    expect(await screen.findByRole('heading', { name: 'Minha Conta' })).toBeInTheDocument();
  });
});
