// 'Lixeira' (issue 30): the deleted lines and resellers with who and when, restore and erase after a
// confirmation (a reseller's says whose credits it takes back, and only the admin has it), and the
// admin's period.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CALLS } from '../../../shared/calls';
import type { ResellerTrashAnswer, TrashAnswer } from '../../../shared/trash/schemas';
import { confirmAction, confirmDialog, onePage, renderScreen, route, saveDays, sayYes, signIn, signedInPlatform } from '../../test/render';

const LINE = {
  id: 41,
  kind: 'iptv',
  kind_label: 'IPTV',
  test: false,
  username: '583920174',
  reseller: 'rev1',
  exp_at_formatted: '26/12/2026 10:00:00',
  deleted_at_formatted: '25/11/2026 09:00:00',
  deleted_by: 'sub1',
  purge_at_formatted: '25/12/2026 09:00:00',
};
const ANSWER: TrashAnswer = onePage([LINE, { ...LINE, id: 42, test: true, username: 'teste.maria' }]);

const RESELLERS: ResellerTrashAnswer = {
  rows: [
    {
      id: 7,
      kind: 'arvore',
      kind_label: 'Árvore',
      username: 'rev1',
      accounts: 3,
      lines: 2,
      refunded_credits: 15,
      heir: 'master1',
      deleted_at_formatted: '25/11/2026 09:00:00',
      deleted_by: 'admin',
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
    renderScreen('/lixeira', p);
    const row = (await screen.findByText('583920174')).closest('tr') as HTMLElement;
    for (const text of ['IPTV', 'Paga', 'rev1', '26/12/2026 10:00:00', 'sub1', '25/12/2026 09:00:00']) expect(row).toHaveTextContent(text);
    expect((await screen.findByText('teste.maria')).closest('tr')).toHaveTextContent('Teste');
    // When it was deleted, and when the purge will erase it (a date ahead).
    expect(screen.getByRole('columnheader', { name: 'Excluída em' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Será apagada em' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Apagada em' })).toBeNull();
    expect(screen.queryByLabelText('Dias na lixeira')).toBeNull();

    await confirmAction(p, row, 'Restaurar', 'Restaurar a linha 583920174?', CALLS.restoreLine);
    await confirmAction(p, row, 'Excluir definitivamente', 'Excluir definitivamente a linha 583920174?', CALLS.eraseLine);
  });

  it("gives the admin the trash's period", async () => {
    signIn();
    const p = signedInPlatform({ profile: 'admin' })
      .on(route(CALLS.trash), { ...ANSWER, days: 30 })
      .on(route(CALLS.trashRetention), { message: 'As linhas excluídas ficarão na lixeira por 15 dias.' });
    renderScreen('/lixeira', p);
    await saveDays(p, 'Dias na lixeira', 15, CALLS.trashRetention);
  });

  it("lists the deleted resellers in their own tab, and the admin's restore says whose credits it takes back", async () => {
    signIn();
    const p = signedInPlatform({ profile: 'admin' })
      .on(route(CALLS.trash), { ...ANSWER, days: 30 })
      .on(route(CALLS.resellerTrash), { ...RESELLERS, days: 30 })
      .on(route(CALLS.restoreReseller, { id: 7 }), { message: 'Revenda rev1 restaurada com 3 contas.' })
      .on(route(CALLS.eraseReseller, { id: 7 }), { message: 'Revenda rev1 excluída definitivamente.' });
    renderScreen('/lixeira', p);
    await userEvent.click(await screen.findByRole('tab', { name: 'Revendas' }));
    const row = (await screen.findByText('master1')).closest('tr') as HTMLElement;
    for (const text of ['rev1', 'Árvore', '15 créditos', 'admin', '25/12/2026 09:00:00']) expect(row).toHaveTextContent(text);
    expect(screen.queryByText(/Só o admin pode/)).toBeNull();

    await userEvent.click(within(row).getByRole('button', { name: 'Restaurar' }));
    const dialog = await confirmDialog('Restaurar rev1 e toda a sua árvore?');
    expect(dialog).toHaveTextContent('3 conta(s) e 2 linha(s) voltam como eram');
    expect(dialog).toHaveTextContent('Serão retirados 15 créditos de master1');
    await sayYes(p, dialog, CALLS.restoreReseller);
    await confirmAction(p, row, 'Excluir definitivamente', 'Excluir definitivamente rev1?', CALLS.eraseReseller);
  });

  it('shows a reseller the deleted resellers below it, without restoring them', async () => {
    signIn();
    const p = signedInPlatform({ profile: 'master', is_master: 1 }).on(route(CALLS.trash), ANSWER).on(route(CALLS.resellerTrash), RESELLERS);
    renderScreen('/lixeira?aba=revendas', p);
    const row = (await screen.findByText('master1')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('rev1');
    expect(within(row).queryByRole('button', { name: 'Restaurar' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Excluir definitivamente' })).toBeNull();
    // It says so: only the admin restores or erases them.
    expect(screen.getByText(/Só o admin pode restaurá-las ou excluí-las definitivamente/)).toBeInTheDocument();
  });
});
