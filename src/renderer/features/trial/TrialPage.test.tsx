// The public 'Teste automático' page /t/:code (issue 29), without a session.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CALLS } from '../../../shared/calls';
import { trialLine } from '../../../shared/copy-messages';
import { VALIDATION } from '../../../shared/messages';
import { TRIAL_MSG } from '../../../shared/trial-page/texts';
import type { PublicTrialPage, TrialAnswer } from '../../../shared/trial-page/schemas';
import { createFakePlatform } from '../../platform/fake';
import { isCallTo, onPhone, renderScreen, route } from '../../test/render';

const CODE = 'abcdefgh2345';
const PAGE: PublicTrialPage = {
  reseller: 'revendaboa',
  kind_label: 'IPTV',
  package: 'COMPLETO',
  test_hours: 3,
  days: 30,
  botcheck: { kind: 'off' },
  contact_url: 'https://wa.me/551140001000?text=Ol%C3%A1',
};
const MADE: TrialAnswer = {
  message: TRIAL_MSG.created,
  test_hours: 3,
  contact_url: 'https://wa.me/551140001000?text=teste',
  line: {
    message: 'Usuário criado com sucesso!',
    id: 41,
    username: '123456789',
    password: 'senha234',
    name: '123456789',
    pass: 'senha234',
    exp_date_formatted: '26/11/2026 15:00:00',
    M3U8: 'http://dns.exemplo/get.php?username=123456789&password=senha234&type=m3u_plus&output=mpegts',
    short_M3U8: '',
    M3U8_2: '',
    short_M3U8_2: '',
    SSIPTV_M3U8: '',
    short_SSIPTV_M3U8: '',
    DNS_SMARTER: 'http://dns.exemplo',
    links_franchise: '',
    test_hours: 3,
    is_trial: true,
  },
};

const publicPlatform = () =>
  createFakePlatform('web')
    .on(route(CALLS.branding), { host: 'localhost', title: 'Painel Revenda', favicon: '/f.svg', logo: '/l.svg', background: '/b.svg', forceLight: false })
    .on(route(CALLS.publicTrialPage, { code: CODE }), PAGE);

describe('/t/:code', () => {
  beforeEach(() => localStorage.clear());

  it('shows the reseller’s offer without login, checks the fields, and gives the test with the access data and the WhatsApp button', async () => {
    const platform = publicPlatform().on(route(CALLS.requestTrial, { code: CODE }), MADE);
    renderScreen(`/t/${CODE}`, platform);
    expect(await screen.findByTestId('trial-offer')).toHaveTextContent('revendaboa oferece um teste IPTV (COMPLETO) de 3 horas.');
    expect(screen.getByTestId('trial-contact')).toHaveAttribute('href', PAGE.contact_url);

    await userEvent.type(screen.getByLabelText('Seu WhatsApp'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Gerar meu teste' }));
    expect(await screen.findByText('O campo Seu nome é necessário.')).toBeInTheDocument();
    expect(await screen.findByText(VALIDATION.phoneInvalid)).toBeInTheDocument();
    expect(platform.calls.some(isCallTo(CALLS.requestTrial))).toBe(false);

    await userEvent.type(screen.getByLabelText('Seu nome'), 'Maria Cliente');
    await userEvent.clear(screen.getByLabelText('Seu WhatsApp'));
    await userEvent.type(screen.getByLabelText('Seu WhatsApp'), '(11) 98888-7777');
    await userEvent.click(screen.getByRole('button', { name: 'Gerar meu teste' }));
    const line = await screen.findByTestId('trial-line');
    expect(platform.calls.find(isCallTo(CALLS.requestTrial))?.body).toEqual({
      name: 'Maria Cliente',
      whatsapp: '(11) 98888-7777',
      botcheck: undefined,
      device: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
    });
    expect(screen.getByText(TRIAL_MSG.created)).toBeInTheDocument();
    expect(line).toHaveTextContent('USUÁRIO: 123456789');
    expect(line).toHaveTextContent('SENHA: senha234');
    expect(line).toHaveTextContent('VENCIMENTO: 26/11/2026 15:00:00');
    expect(line).toHaveTextContent(trialLine(3));
    expect(screen.getByRole('button', { name: /Copiar/ })).toBeInTheDocument();
    expect(screen.getByTestId('trial-contact')).toHaveAttribute('href', MADE.contact_url);
  });

  it('names the tab after the reseller’s page, keeps the test on screen (no close button), and sends the same device id after a reload', async () => {
    const platform = publicPlatform().on(route(CALLS.requestTrial, { code: CODE }), MADE);
    const ask = async () => {
      await userEvent.type(await screen.findByLabelText('Seu nome'), 'Maria');
      await userEvent.type(screen.getByLabelText('Seu WhatsApp'), '11988887777');
      await userEvent.click(screen.getByRole('button', { name: 'Gerar meu teste' }));
      return screen.findByTestId('trial-line');
    };
    await onPhone(async () => {
      const first = renderScreen(`/t/${CODE}`, platform);
      await waitFor(() => expect(document.title).toBe('Teste grátis · revendaboa'));
      const line = await ask();
      const box = line.closest('.ant-alert') as HTMLElement;
      expect(within(box).queryByRole('button', { name: 'Fechar' })).toBeNull();
      expect(box.querySelector('.ant-alert-close-icon')).toBeNull();
      expect(screen.getByTestId('trial-line')).toBeInTheDocument();
      first.unmount();
      // The page opened again in the same browser: the same device goes with the request.
      renderScreen(`/t/${CODE}`, platform);
      await ask();
    });
    const devices = platform.calls.filter(isCallTo(CALLS.requestTrial)).map((c) => (c.body as { device: string }).device);
    expect(devices).toHaveLength(2);
    expect(devices[1]).toBe(devices[0]);
  });

  it('says why a test is refused, and lets the visitor try again', async () => {
    let refuse = true;
    const platform = publicPlatform().on(route(CALLS.requestTrial, { code: CODE }), () =>
      refuse ? { status: 422, data: { message: TRIAL_MSG.numberUsed(30) } } : { status: 200, data: MADE },
    );
    renderScreen(`/t/${CODE}`, platform);
    await userEvent.type(await screen.findByLabelText('Seu nome'), 'Maria');
    await userEvent.type(screen.getByLabelText('Seu WhatsApp'), '11988887777');
    await userEvent.click(screen.getByRole('button', { name: 'Gerar meu teste' }));
    expect(await screen.findByTestId('trial-refusal')).toHaveTextContent(TRIAL_MSG.numberUsed(30));
    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Gerar meu teste' }));
    await screen.findByTestId('trial-line');
    await waitFor(() => expect(screen.queryByTestId('trial-refusal')).toBeNull());
  });

  it('says a page that is off or unknown is not found', async () => {
    const platform = publicPlatform().on(route(CALLS.publicTrialPage, { code: 'desligada1234' }), { message: TRIAL_MSG.notFound }, 404);
    renderScreen('/t/desligada1234', platform);
    const result = await screen.findByText(TRIAL_MSG.notFound);
    expect(within(result.closest('.ant-result') as HTMLElement).queryByRole('button')).toBeNull();
    expect(screen.queryByLabelText('Seu nome')).toBeNull();
  });
});
