// 'Alterações' in /log and the 'Histórico' of a reseller's row (issue 30).
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CALLS } from '../../../shared/calls';
import type { AuditAnswer } from '../../../shared/audit/schemas';
import { isCallTo, renderScreen, route, signIn, signedInPlatform, onePage, onPhone, saveDays } from '../../test/render';

const ANSWER: AuditAnswer = onePage([
  {
    id: 4,
    created_at_formatted: '25/11/2026 10:00:00',
    actor: 'master1',
    ip: '203.0.113.9',
    via: 'token loja',
    kind: 'revenda',
    item_id: '5',
    item_label: 'rev1',
    action: 'Adicionou créditos',
    changes: [{ field: 'credits', label: 'Créditos', before: '10 créditos', after: '15 créditos' }],
  },
]);

describe("/log 'Alterações'", () => {
  it("opens on one item's history, shows who changed it and through which token, and each field before and after", async () => {
    signIn();
    const p = signedInPlatform()
      .on(route(CALLS.logs), { logs: { data: [], total: 0, current_page: 1, per_page: 10, last_page: 1 }, resellers: [] })
      .on(route(CALLS.audit), ANSWER);
    renderScreen('/log?aba=alteracoes&tipo=revenda&item=5&nome=rev1', p);
    expect(await screen.findByTestId('history-of')).toHaveTextContent('Histórico de Revenda: rev1');
    await waitFor(() => expect(p.calls.find(isCallTo(CALLS.audit))?.query).toMatchObject({ kind: 'revenda', item: '5', page: 1 }));
    const row = (await screen.findByText('rev1', { selector: 'td' })).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('master1');
    expect(row).toHaveTextContent('via token loja');
    expect(row).toHaveTextContent('Créditos');
    await userEvent.click(within(row).getByRole('button', { name: /Expandir|Expand/i }));
    const detail = (await screen.findByText('10 créditos')).closest('tr') as HTMLElement;
    expect(detail).toHaveTextContent('Créditos');
    expect(detail).toHaveTextContent('15 créditos');
    // The admin's period is the admin's only.
    expect(screen.queryByLabelText('Dias guardados')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Ver todas as alterações' }));
    await waitFor(() => expect(p.calls.filter(isCallTo(CALLS.audit)).at(-1)?.query?.item).toBeUndefined());
  });

  it('lets the admin set how long the changes are kept', async () => {
    signIn();
    const p = signedInPlatform({ profile: 'admin' })
      .on(route(CALLS.logs), { logs: { data: [], total: 0, current_page: 1, per_page: 10, last_page: 1 }, resellers: [] })
      .on(route(CALLS.audit), { ...ANSWER, days: 365 })
      .on(route(CALLS.auditRetention), { message: 'As alterações serão guardadas por 90 dias.' });
    renderScreen('/log?aba=alteracoes', p);
    await saveDays(p, 'Dias guardados', 90, CALLS.auditRetention);
  });

  it('on a 390 px phone shows each change as a card with its fields before and after in view, nothing to scroll sideways', async () => {
    await onPhone(async () => {
      signIn();
      const p = signedInPlatform()
        .on(route(CALLS.logs), { logs: { data: [], total: 0, current_page: 1, per_page: 10, last_page: 1 }, resellers: [] })
        .on(route(CALLS.audit), ANSWER);
      renderScreen('/log?aba=alteracoes', p);
      const [card] = await within(await screen.findByRole('list', { name: 'Alterações' })).findAllByRole('listitem');
      expect(screen.queryByRole('columnheader', { name: 'Antes' })).toBeNull();
      expect(card).toHaveTextContent('rev1');
      expect(card).toHaveTextContent('master1');
      expect(card).toHaveTextContent('Adicionou créditos');
      const change = within(card).getByTestId('change-credits');
      expect(change).toHaveTextContent('Créditos');
      expect(change).toHaveTextContent('Antes: 10 créditos');
      expect(change).toHaveTextContent('Depois: 15 créditos');
    });
  });
});
