// /balancer and /dns: add, edit (the button becomes 'Atualizar', saving returns to 'Adicionar'),
// delete after Sim/Não, the spec's texts for empty fields and refusals, and who sees the menu items.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiRequest } from '../../../shared/platform';
import { renderScreen, signIn, signedInPlatform, route } from '../../test/render';
import { CALLS, pathOf } from '../../../shared/calls';

beforeEach(() => localStorage.clear());

const ADMIN = { id: 1, username: 'admin', profile: 'admin' as const, owner_id: null };
const page = (data: unknown[]) => ({ data, total: data.length, current_page: 1, per_page: 10, last_page: 1 });

function balancerServer() {
  let rows = [{ id: 3, name: 'LB São Paulo', ip: '10.0.0.5' }];
  return signedInPlatform(ADMIN)
    .on(route(CALLS.balancers), (req: ApiRequest) => ({
      status: 200,
      data: page(rows.filter((r) => !req.query?.search || r.name.includes(String(req.query.search)))),
    }))
    .on(route(CALLS.createBalancer), (req: ApiRequest) => {
      const body = req.body as { name: string; ip: string };
      if (body.ip === '10.0.0.99')
        return { status: 422, data: { message: 'x', errors: { ip: ['Informe um IP válido, por exemplo 10.0.0.5, 10.0.0.5:8080 ou [2001:db8::1]:8080.'] } } };
      rows = [{ id: 4, name: body.name, ip: body.ip }, ...rows];
      return { status: 200, data: { message: 'Balanceador adicionado com sucesso!' } };
    })
    .on(route(CALLS.updateBalancer, { id: 3 }), (req: ApiRequest) => {
      const body = req.body as { name: string; ip: string };
      rows = rows.map((r) => (r.id === 3 ? { id: 3, ...body } : r));
      return { status: 200, data: { message: 'Balanceador atualizado com sucesso!' } };
    })
    .on(route(CALLS.deleteBalancer, { id: 3 }), () => {
      rows = rows.filter((r) => r.id !== 3);
      return { status: 200, data: { message: 'Balanceador excluído com sucesso!' } };
    });
}

describe('/balancer', () => {
  it("adds, edits with 'Atualizar' and back to 'Adicionar', and deletes after Sim", async () => {
    signIn(1, 'admin');
    const p = balancerServer();
    renderScreen('/balancer', p);
    expect(await screen.findByText('LB São Paulo')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Nome'), 'LB Rio');
    await userEvent.type(screen.getByLabelText('IP'), '10.0.0.9');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText('Balanceador adicionado com sucesso!')).toBeInTheDocument();
    expect(await screen.findByText('LB Rio')).toBeInTheDocument();
    expect(p.calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'LB Rio', ip: '10.0.0.9' });

    await userEvent.click(screen.getByRole('button', { name: 'Editar LB São Paulo' }));
    expect(screen.getByLabelText('Nome')).toHaveValue('LB São Paulo');
    expect(screen.getByLabelText('IP')).toHaveValue('10.0.0.5');
    const ip = screen.getByLabelText('IP');
    await userEvent.clear(ip);
    await userEvent.type(ip, '10.0.0.6');
    await userEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(await screen.findByText('10.0.0.6')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Adicionar' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nome')).toHaveValue('');

    await userEvent.click(screen.getByRole('button', { name: 'Excluir LB São Paulo' }));
    const ask = await screen.findByRole('dialog');
    expect(ask).toHaveTextContent('Deseja excluir o balanceador LB São Paulo?');
    await userEvent.click(within(ask).getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(screen.queryByText('LB São Paulo')).not.toBeInTheDocument());
  });

  it("refuses empty fields with 'Nome e IP são obrigatórios' and a 422 with the spec's text", async () => {
    signIn(1, 'admin');
    const p = balancerServer();
    renderScreen('/balancer', p);
    await screen.findByText('LB São Paulo');
    await userEvent.type(screen.getByLabelText('Nome'), 'Sem IP');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText('Nome e IP são obrigatórios')).toBeInTheDocument();
    expect(p.calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));

    await userEvent.type(screen.getByLabelText('IP'), '10.0.0.99');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText('Por favor, preencha todos os campos corretamente')).toBeInTheDocument();
    // In the dialog and under the field.
    expect(screen.getAllByText(/Informe um IP válido/)).toHaveLength(2);
  });

  it('refuses an IP that is not one and a name past 100 characters in the form, marking each field, sending nothing', async () => {
    signIn(1, 'admin');
    const p = balancerServer();
    renderScreen('/balancer', p);
    await screen.findByText('LB São Paulo');
    const name = screen.getByLabelText('Nome');
    await userEvent.click(name);
    await userEvent.paste('n'.repeat(300));
    // Nothing is cut: the counter shows it.
    expect(name).toHaveValue('n'.repeat(300));
    expect(screen.getByText('300 / 100')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('IP'), 'abc.def');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Por favor, preencha todos os campos corretamente');
    expect(dialog).toHaveTextContent('O campo Nome não está no formato correto.');
    expect(dialog).toHaveTextContent('Informe um IP válido');
    expect(document.querySelectorAll('.ant-form-item-has-error')).toHaveLength(2);
    expect(p.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("shows 'Por favor, atualize a página e tente novamente' when the list fails", async () => {
    signIn(1, 'admin');
    renderScreen('/balancer', signedInPlatform(ADMIN).on(route(CALLS.balancers), { message: '' }, 500));
    expect(await screen.findByText('Por favor, atualize a página e tente novamente')).toBeInTheDocument();
  });
});

describe('/dns', () => {
  it("lists Nome and DNS, edits with 'Atualizar' and shows the spec's load error", async () => {
    signIn(1, 'admin');
    const p = signedInPlatform(ADMIN)
      .on(route(CALLS.dnsList), page([{ id: 8, name: 'Principal', dns: 'tv.exemplo.com' }]))
      .on(route(CALLS.updateDnsEntry, { id: 8 }), { message: 'DNS salvo com sucesso!' });
    renderScreen('/dns', p);
    expect(await screen.findByText('Adicionar DNS')).toBeInTheDocument();
    expect(screen.getByText('Listagem de DNS')).toBeInTheDocument();
    expect(await screen.findByText('tv.exemplo.com')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Editar Principal' }));
    await userEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(await screen.findByText('DNS salvo com sucesso!')).toBeInTheDocument();
    expect(p.calls.find((c) => c.method === 'PUT')?.body).toEqual({ name: 'Principal', dns: 'tv.exemplo.com' });

    // The search goes to the server 2 seconds after the last key.
    await userEvent.type(screen.getByLabelText('Pesquisar'), 'prin');
    await new Promise((r) => setTimeout(r, 1000));
    expect(p.calls.some((c) => c.path === pathOf(CALLS.dnsList) && c.query?.search)).toBe(false);
    await waitFor(() => expect(p.calls.find((c) => c.path === pathOf(CALLS.dnsList) && c.query?.search)?.query).toMatchObject({ search: 'prin', page: '1' }), {
      timeout: 3000,
    });
  });

  it("says 'Ocorreu um erro ao carregar dns' when the list fails", async () => {
    signIn(1, 'admin');
    renderScreen('/dns', signedInPlatform(ADMIN).on(route(CALLS.dnsList), {}, 500));
    expect(await screen.findByText('Ocorreu um erro ao carregar dns')).toBeInTheDocument();
  });
});

describe('/dns-activator', () => {
  it("updates one activator's DNS, refusing an empty one with the spec's text", async () => {
    signIn();
    const p = signedInPlatform({ permissions: ['dns_activators'] })
      .on(route(CALLS.activators), { data: [{ id: 2, ativador: 'IBO Player', dns: 'tv.exemplo.com' }] })
      .on(route(CALLS.updateActivator, { id: 2 }), { message: 'DNS atualizado com sucesso!' });
    renderScreen('/dns-activator', p);
    expect(await screen.findByText('Gerenciar DNS')).toBeInTheDocument();
    const card = (await screen.findByText('IBO Player')).closest('.ant-card') as HTMLElement;
    const field = within(card).getByLabelText('DNS');
    await userEvent.clear(field);
    await userEvent.click(within(card).getByRole('button', { name: 'Atualizar DNS' }));
    expect(await screen.findByText('O endereço DNS não pode estar vazio.')).toBeInTheDocument();
    expect(p.calls.some((c) => c.method === 'PUT')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await userEvent.type(field, 'novo.exemplo.com');
    await userEvent.click(within(card).getByRole('button', { name: 'Atualizar DNS' }));
    expect(await screen.findByText('DNS atualizado com sucesso!')).toBeInTheDocument();
    expect(p.calls.find((c) => c.method === 'PUT')?.body).toEqual({ dns: 'novo.exemplo.com' });
  });
});
