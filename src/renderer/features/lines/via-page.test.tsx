// The 'via página' tag (issue 29): a test the reseller's 'Teste automático' page gave is marked in its
// list, beside the status (its part loads with the first such row); the reseller's own lines are not.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { CALLS } from '../../../shared/calls';
import { iptvLine, p2pLine } from '../../test/lines';
import { renderScreen, route, signIn, signedInPlatform, wholeList } from '../../test/render';

beforeEach(() => signIn());

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('the via página tag', () => {
  it('marks the IPTV tests of the page, not the others', async () => {
    const lines = [iptvLine({ id: 1, username: 'dapagina1', status: 'Teste', via_page: true }), iptvLine({ id: 2, username: 'dopainel2', status: 'Teste' })];
    renderScreen('/users-iptv', signedInPlatform().on(route(CALLS.iptvLineChanges), wholeList(lines)));
    expect(await within(await rowOf('dapagina1')).findByTestId('via-page')).toHaveTextContent('via página');
    expect(within(await rowOf('dopainel2')).queryByTestId('via-page')).toBeNull();
  });

  it('marks the P2P tests of the page too', async () => {
    const lines = [p2pLine({ id: 3, name: 'p2ppagina', status: 2, via_page: true }), p2pLine({ id: 4, name: 'p2ppainel', status: 2 })];
    renderScreen('/users-p2p', signedInPlatform().on(route(CALLS.p2pLineChanges), wholeList(lines)));
    expect(await within(await rowOf('p2ppagina')).findByTestId('via-page')).toHaveTextContent('via página');
    expect(within(await rowOf('p2ppainel')).queryByTestId('via-page')).toBeNull();
  });
});
