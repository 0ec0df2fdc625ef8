import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiRequest } from '../../../shared/platform';
import { renderScreen, signedInPlatform, signIn, route, confirmDialog } from '../../test/render';
import { CALLS, pathOf } from '../../../shared/calls';

const URL = 'http://outro.painel/get.php?username=cliente1&password=s3nha&type=m3u_plus';
const migrated = {
  message: 'Usuário migrado com sucesso!',
  username: 'cliente1',
  password: 's3nha',
  exp_date_formatted: '15/03/2099 23:59:59',
  M3U8: 'http://dns.example/get.php?username=cliente1&password=s3nha&type=m3u_plus&output=mpegts',
  DNS_SMARTER: 'http://dns.example',
  is_trial: false,
};

beforeEach(() => {
  signIn();
  localStorage.setItem('reg_password', 'crypt');
});

function platform() {
  return signedInPlatform()
    .on(route(CALLS.iptvPackages), [{ id: 1, name: 'COMPLETO' }])
    .on(route(CALLS.verifyIptvMigrate), { username: 'cliente1', password: 's3nha' })
    .on(route(CALLS.iptvMigrator), migrated);
}
const sent = (calls: ApiRequest[], path: string) => calls.filter((c) => c.method === 'POST' && c.path === path);

async function fill(url: string) {
  await userEvent.click(await screen.findByLabelText('Pacote'));
  await userEvent.click(await screen.findByTitle('COMPLETO'));
  await userEvent.type(screen.getByLabelText('URL da lista'), url);
  await userEvent.click(screen.getByRole('button', { name: 'Migrar' }));
}

/** A day 75 days ahead in São Paulo, typed (dd/mm/yyyy) and sent (yyyy-mm-dd): 3 whole months, 3 credits. */
const AHEAD = new Date(Date.now() + 75 * 86_400_000).toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
const AHEAD_SENT = AHEAD.split('/').reverse().join('-');

/** The Sim/Não that names the months and the credits before anything is charged. */
async function confirmCost(answer: 'Sim' | 'Não' = 'Sim') {
  const ask = await confirmDialog('Deseja migrar o usuário cliente1?');
  expect(ask).toHaveTextContent(`3 meses até ${AHEAD}: 3 créditos do seu saldo.`);
  await userEvent.click(within(ask).getByRole('button', { name: answer }));
}

/** Types the expiry in the prompt and confirms it. */
async function expiry(typed: string) {
  const prompt = await screen.findByRole('dialog', { name: 'Data de vencimento' });
  const input = within(prompt).getByLabelText('Vencimento de cliente1');
  await userEvent.clear(input);
  await userEvent.type(input, typed);
  await userEvent.click(within(prompt).getByRole('button', { name: 'Migrar' }));
  return prompt;
}

describe('/migration-iptv', () => {
  it('asks for the URL and the package before calling the server', async () => {
    const p = platform();
    renderScreen('/migration-iptv', p);
    await userEvent.type(await screen.findByLabelText('URL da lista'), URL);
    await userEvent.click(screen.getByRole('button', { name: 'Migrar' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Preencha todos os campos');
    expect(sent(p.calls, pathOf(CALLS.verifyIptvMigrate))).toHaveLength(0);
  });

  it('refuses a URL without username and password', async () => {
    const p = platform();
    renderScreen('/migration-iptv', p);
    await fill('http://outro.painel/get.php?username=cliente1');
    expect(await screen.findByRole('dialog')).toHaveTextContent('Link inválido, não contém username e password');
    expect(sent(p.calls, pathOf(CALLS.verifyIptvMigrate))).toHaveLength(0);
  });

  it("shows the server's reason when the URL does not verify, and asks no expiry", async () => {
    const p = platform().on(route(CALLS.verifyIptvMigrate), { message: 'O usuário cliente1 já existe neste painel.' }, 422);
    renderScreen('/migration-iptv', p);
    await fill(URL);
    expect(await screen.findByRole('dialog')).toHaveTextContent('O usuário cliente1 já existe neste painel.');
    expect(screen.queryByRole('dialog', { name: 'Data de vencimento' })).not.toBeInTheDocument();
  });

  it('verifies the URL, asks the expiry, migrates and shows the credentials and links', async () => {
    const p = platform();
    renderScreen('/migration-iptv', p);
    await userEvent.type(await screen.findByLabelText('Nota'), 'veio do painel X');
    await fill(URL);
    await waitFor(() => expect(sent(p.calls, pathOf(CALLS.verifyIptvMigrate))).toHaveLength(1));
    expect(sent(p.calls, pathOf(CALLS.verifyIptvMigrate))[0].body).toEqual({ url: URL });

    const prompt = await expiry('31/02/2099');
    await waitFor(() => expect(prompt).toHaveTextContent('Data de vencimento inválida'));
    expect(sent(p.calls, pathOf(CALLS.iptvMigrator))).toHaveLength(0);

    // The cost shows under the field as soon as the day is valid, and again in the Sim/Não.
    const input = within(prompt).getByLabelText('Vencimento de cliente1');
    await userEvent.clear(input);
    await userEvent.type(input, AHEAD);
    // Once the form has checked the day (its validation runs after the keystroke).
    await waitFor(() => expect(prompt).toHaveTextContent(`3 meses até ${AHEAD}: 3 créditos do seu saldo.`));
    await userEvent.click(within(prompt).getByRole('button', { name: 'Migrar' }));
    await confirmCost('Não');
    expect(sent(p.calls, pathOf(CALLS.iptvMigrator))).toHaveLength(0);
    await userEvent.click(within(prompt).getByRole('button', { name: 'Migrar' }));
    await confirmCost();
    await waitFor(() => expect(sent(p.calls, pathOf(CALLS.iptvMigrator))).toHaveLength(1));
    const call = sent(p.calls, pathOf(CALLS.iptvMigrator))[0];
    expect(call.body).toEqual({ url: URL, package: 1, user: { username: 'cliente1', password: 's3nha', exp_date: AHEAD_SENT, nota: 'veio do painel X' } });
    expect(call.requestId).toMatch(/^[0-9a-f-]{36}$/);

    expect(await screen.findByText('Usuário migrado com sucesso!')).toBeInTheDocument();
    expect(screen.getByText(/USUÁRIO: cliente1/)).toHaveTextContent('SENHA: s3nha');
    expect(screen.getByText(/USUÁRIO: cliente1/)).toHaveTextContent('M3U8: http://dns.example/get.php');
    await userEvent.click(screen.getByRole('button', { name: /Copiar$/ }));
    expect(await navigator.clipboard.readText()).toContain('USUÁRIO: cliente1\nSENHA: s3nha');
    expect(screen.getByLabelText('URL da lista')).toHaveValue('');
    expect(p.broadcasts.flat()).toEqual(expect.arrayContaining(['LinesIptv', 'Dashboard', 'Profile']));
  });

  it("shows the server's text when the migration fails and retries with the same request id", async () => {
    const p = platform().on(route(CALLS.iptvMigrator), { message: 'Créditos insuficientes.' }, 422);
    renderScreen('/migration-iptv', p);
    await fill(URL);
    await expiry(AHEAD);
    await confirmCost();
    expect(await screen.findByText('Créditos insuficientes.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Data de vencimento' })).getByRole('button', { name: 'Migrar' }));
    await confirmCost();
    await waitFor(() => expect(sent(p.calls, pathOf(CALLS.iptvMigrator))).toHaveLength(2));
    const [first, retry] = sent(p.calls, pathOf(CALLS.iptvMigrator));
    expect(retry.requestId).toBe(first.requestId);
  });
});
