// 'Lixeira' (issue 30): the deleted lines with who and when, restore and erase after a confirmation,
// and the admin's period.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CALLS } from '../../../shared/calls';
import type { TrashAnswer } from '../../../shared/trash-base';
import { confirmDialog, isCallTo, renderApp, route, signIn, signedInPlatform } from '../../test/render';

const ANSWER: TrashAnswer = {
  rows: [
    {
      id: 41,
      kind: 'iptv',
      kind_label: 'IPTV',
      username: '583920174',
      reseller: 'rev1',
      exp_at_formatted: '26/12/2026 10:00:00',
      deleted_at_formatted: '25/11/2026 09:00:00',
      deleted_by: 'sub1',
      purge_at_formatted: '25/12/2026 09:00:00',
    },
  ],
  total: 1,
  page: 1,
  per_page: 10,
};

describe('/lixeira', () => {
  it('lists what was deleted, by whom and until when, and restores or erases after asking', async () => {
    signIn();
    const p = signedInPlatform()
      .on(route(CALLS.trash), ANSWER)
      .on(route(CALLS.restoreLine, { id: 41 }), { message: 'Linha 583920174 restaurada.' })
      .on(route(CALLS.eraseLine, { id: 41 }), { message: 'Linha 583920174 excluída definitivamente.' });
    renderApp('/lixeira', p);
    const row = (await screen.findByText('583920174')).closest('tr') as HTMLElement;
    for (const text of ['IPTV', 'rev1', '26/12/2026 10:00:00', 'sub1', '25/12/2026 09:00:00']) expect(row).toHaveTextContent(text);
    expect(screen.queryByLabelText('Dias na lixeira')).toBeNull();

    await userEvent.click(within(row).getByRole('button', { name: 'Restaurar' }));
    await userEvent.click(within(await confirmDialog('Restaurar a linha 583920174?')).getByRole('button', { name: /Sim|OK/ }));
    await waitFor(() => expect(p.calls.some(isCallTo(CALLS.restoreLine))).toBe(true));

    await userEvent.click(within(row).getByRole('button', { name: 'Excluir definitivamente' }));
    await userEvent.click(within(await confirmDialog('Excluir definitivamente a linha 583920174?')).getByRole('button', { name: /Sim|OK/ }));
    await waitFor(() => expect(p.calls.some(isCallTo(CALLS.eraseLine))).toBe(true));
  });

  it("gives the admin the trash's period", async () => {
    signIn();
    const p = signedInPlatform({ profile: 'admin' })
      .on(route(CALLS.trash), { ...ANSWER, days: 30 })
      .on(route(CALLS.trashRetention), { message: 'As linhas excluídas ficarão na lixeira por 15 dias.' });
    renderApp('/lixeira', p);
    const days = await screen.findByLabelText('Dias na lixeira');
    await userEvent.clear(days);
    await userEvent.type(days, '15');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(p.calls.find(isCallTo(CALLS.trashRetention))?.body).toEqual({ days: 15 }));
  });
});
