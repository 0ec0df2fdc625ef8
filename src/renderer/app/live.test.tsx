// The live updates going down and coming back (issue 32): a notice while they are down, and every
// screen reading its data again when they are back, without a reload.
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { CALLS } from '../../shared/calls';
import type { ExpiriesAnswer } from '../../shared/expiries/schemas';
import { expiringLine as line } from '../test/lines';
import { isCallTo, renderScreen, route, signIn, signedInPlatform } from '../test/render';
import { RECONNECTING } from './live';

describe('live updates', () => {
  it("says 'Reconectando...' while they are down, then reads Vencimentos again and the notice goes", async () => {
    signIn();
    let rows = [line(11, 'cliente1')];
    const platform = signedInPlatform().on(route(CALLS.expiries), () => ({
      status: 200,
      data: { counts: { today: rows.length, in3: 0, in7: 0, expired: 0 }, rows, total: rows.length, page: 1, per_page: 25, all: rows } satisfies ExpiriesAnswer,
    }));
    renderScreen('/vencimentos', platform);
    expect(await screen.findByText('cliente1')).toBeInTheDocument();
    act(() => platform.emitServerEvent({ type: 'ready' }));
    expect(screen.queryByText(RECONNECTING)).toBeNull();

    act(() => platform.emitServerEvent({ type: 'offline' }));
    expect(screen.getByRole('status')).toHaveTextContent(RECONNECTING);
    // Meanwhile a line was renewed elsewhere and another came due.
    rows = [line(12, 'cliente2')];
    const before = platform.calls.filter(isCallTo(CALLS.expiries)).length;
    act(() => platform.emitServerEvent({ type: 'ready' }));
    expect(await screen.findByText('cliente2')).toBeInTheDocument();
    expect(platform.calls.filter(isCallTo(CALLS.expiries)).length).toBeGreaterThan(before);
    await waitFor(() => expect(screen.queryByText(RECONNECTING)).toBeNull());
  });
});
