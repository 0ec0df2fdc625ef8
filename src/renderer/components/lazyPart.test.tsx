// Parts loaded on first use (issue 43): a download that fails never takes the window down; it is tried
// again when the server is back, or says so in its place with 'Tentar de novo'.
import { Component, Suspense, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '../../shared/messages';
import { setServerAway } from '../app/connection';
import { lazyPart } from './lazyPart';

/** A download as the browser does it: failing while `down`, the part once it comes. */
function download(text: string) {
  const state = { down: true, tries: 0 };
  const load = () => {
    state.tries += 1;
    return state.down
      ? Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/Parte.js'))
      : Promise.resolve({ default: () => <p>{text}</p> });
  };
  return { state, load };
}

class Above extends Component<{ children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p>A tela acima: {this.state.error.message}</p> : this.props.children;
  }
}

const screenWith = (Part: () => ReactNode) => (
  <Above>
    <h1>Listagem</h1>
    <Suspense fallback={<span>Carregando...</span>}>
      <Part />
    </Suspense>
  </Above>
);

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  act(() => setServerAway(false));
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('a part loaded on first use', () => {
  it('that fails while the server is away waits for it, without trying in vain, and shows once it is back', async () => {
    act(() => setServerAway(true));
    const { state, load } = download('O diálogo');
    const Part = lazyPart(load);
    render(screenWith(Part));
    expect(await screen.findByText('Carregando...')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(state.tries).toBe(1);
    expect(screen.getByRole('heading', { name: 'Listagem' })).toBeInTheDocument();

    state.down = false;
    act(() => setServerAway(false));
    expect(await screen.findByText('O diálogo')).toBeInTheDocument();
    expect(state.tries).toBe(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('that fails before the app knows the server away is tried again once it does, and when it is back', async () => {
    const { state, load } = download('O diálogo');
    render(screenWith(lazyPart(load)));
    expect(await screen.findByText('Carregando...')).toBeInTheDocument();
    act(() => setServerAway(true));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(state.tries).toBe(1);
    state.down = false;
    act(() => setServerAway(false));
    expect(await screen.findByText('O diálogo')).toBeInTheDocument();
  });

  it("that does not come with the server there says so in its place, and 'Tentar de novo' loads it", async () => {
    const { state, load } = download('O diálogo');
    render(screenWith(lazyPart(load)));
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.partFailed);
    expect(state.tries).toBe(3);
    expect(screen.getByRole('heading', { name: 'Listagem' })).toBeInTheDocument();

    state.down = false;
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByText('O diálogo')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('that breaks while it renders is not a download: the boundary above takes it, as before', async () => {
    const Broken = lazyPart(async () => ({
      default: () => {
        throw new Error('quebrou');
      },
    }));
    render(screenWith(Broken));
    expect(await screen.findByText('A tela acima: quebrou')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tentar de novo' })).toBeNull();
  });
});
