// The 'Teste automático' card of /me (issue 29).
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CALLS } from '../../../shared/calls';
import { MSG, VALIDATION } from '../../../shared/messages';
import { TRIAL_MSG } from '../../../shared/trial-page/texts';
import type { TrialPageAnswer } from '../../../shared/trial-page/schemas';
import { confirmDialog, isCallTo, renderScreen, route, signIn, signedInPlatform } from '../../test/render';

const OPTIONS: TrialPageAnswer['options'] = [
  {
    kind: 'iptv',
    label: 'IPTV',
    packages: [
      { id: 1, name: 'COMPLETO' },
      { id: 2, name: 'SEM ADULTOS' },
    ],
    hours: [1, 2, 3, 6],
  },
  { kind: 'p2p', label: 'P2P', packages: [{ id: 9, name: 'PLANO COMPLETO' }], hours: [1, 2, 3, 6] },
];
const saved = (over: Partial<NonNullable<TrialPageAnswer['page']>> = {}, tests?: number): TrialPageAnswer => ({
  page: { enabled: true, code: 'abcdefgh2345', kind: 'iptv', package_id: 1, test_hours: 6, days: 30, daily_cap: 20, whatsapp: '5511940001000', ...over },
  options: OPTIONS,
  today: tests ?? 2,
  total: tests ?? 5,
});

async function card() {
  return (await screen.findByText('Teste automático', { selector: '.ant-card-head-title' })).closest('.ant-card') as HTMLElement;
}

describe('/me Teste automático card', () => {
  it('starts with the defaults of the first kind the reseller may create, saves, then shows the address and its counts', async () => {
    signIn();
    let answer: TrialPageAnswer = { page: null, options: OPTIONS, today: 0, total: 0 };
    const platform = signedInPlatform()
      .on(route(CALLS.trialPage), () => ({ status: 200, data: answer }))
      .on(route(CALLS.saveTrialPage), (req) => {
        answer = saved(req.body as object);
        return { status: 200, data: { message: TRIAL_MSG.saved, ...answer } };
      });
    renderScreen('/me', platform);
    const box = await card();
    expect(within(box).queryByTestId('trial-page-url')).toBeNull();
    expect(within(box).getByLabelText('Página de teste ligada')).toBeChecked();
    expect(within(box).getByLabelText('Um teste por número e por IP a cada (dias)')).toHaveValue('30');
    expect(within(box).getByLabelText('Limite de testes por dia')).toHaveValue('20');
    await userEvent.type(within(box).getByLabelText('Seu WhatsApp (botão da página)'), '(11) 4000-1000');
    await userEvent.click(within(box).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(TRIAL_MSG.saved)).toBeInTheDocument();
    expect(platform.calls.filter(isCallTo(CALLS.saveTrialPage)).at(-1)?.body).toEqual({
      enabled: true,
      kind: 'iptv',
      package_id: 1,
      test_hours: 6,
      days: 30,
      daily_cap: 20,
      whatsapp: '(11) 4000-1000',
    });
    const url = await within(await card()).findByTestId('trial-page-url');
    expect(url).toHaveTextContent(`${window.location.origin}/t/abcdefgh2345`);
    expect(within(await card()).getByTestId('trial-page-counts')).toHaveTextContent('Testes gerados pela página: 2 hoje, 5 no total.');
    expect(within(await card()).getByText('Ligada')).toBeInTheDocument();
  });

  it('counts a test a visitor takes on the page while /me is open', async () => {
    signIn();
    let answer = saved({}, 0);
    const platform = signedInPlatform().on(route(CALLS.trialPage), () => ({ status: 200, data: answer }));
    renderScreen('/me', platform);
    const counts = await within(await card()).findByTestId('trial-page-counts');
    expect(counts).toHaveTextContent('Testes gerados pela página: 0 hoje, 0 no total.');
    answer = saved({}, 1);
    act(() => platform.emitServerEvent({ type: 'lines' }));
    await waitFor(() => expect(counts).toHaveTextContent('Testes gerados pela página: 1 hoje, 1 no total.'));
  });

  it('marks a refused field, and asks before giving the page a new address', async () => {
    signIn();
    let answer = saved();
    const platform = signedInPlatform()
      .on(route(CALLS.trialPage), () => ({ status: 200, data: answer }))
      .on(route(CALLS.saveTrialPage), { message: VALIDATION.phoneInvalid, errors: { whatsapp: [VALIDATION.phoneInvalid] } }, 422)
      .on(route(CALLS.renewTrialPageCode), () => {
        answer = saved({ code: 'novocodigo234' });
        return { status: 200, data: { message: TRIAL_MSG.codeRenewed, ...answer } };
      });
    renderScreen('/me', platform);
    const box = await card();
    await within(box).findByTestId('trial-page-url');
    await userEvent.click(within(box).getByRole('button', { name: 'Salvar' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(VALIDATION.phoneInvalid);
    await userEvent.click(within(dialog).getByRole('button', { name: /OK/i }));
    await waitFor(() => expect(within(box).getByText(VALIDATION.phoneInvalid)).toBeInTheDocument());

    await userEvent.click(within(box).getByRole('button', { name: 'Gerar novo endereço' }));
    const confirm = await confirmDialog('Deseja gerar um novo endereço?');
    await userEvent.click(within(confirm).getByRole('button', { name: MSG.confirmYes }));
    expect(await screen.findByText(TRIAL_MSG.codeRenewed)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('trial-page-url')).toHaveTextContent('/t/novocodigo234'));
  });

  it('says so when the account may make no tests, and is not shown to the admin', async () => {
    signIn();
    renderScreen('/me', signedInPlatform().on(route(CALLS.trialPage), { page: null, options: [], today: 0, total: 0 }));
    expect(await screen.findByTestId('trial-none')).toHaveTextContent('Sua conta não pode gerar testes no momento.');

    signIn(1, 'admin');
    const admin = signedInPlatform({ id: 1, username: 'admin', profile: 'admin' });
    renderScreen('/me', admin);
    await screen.findAllByText('Alterar senha', { selector: '.ant-card-head-title' });
    expect(admin.calls.some(isCallTo(CALLS.trialPage))).toBe(false);
  });
});
