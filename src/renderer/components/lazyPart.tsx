// The parts of the app loaded on first use (screens, dialogs, antd's App behind the messages, DOMPurify):
// every `import()` of the renderer goes through here, so a part that fails to download never takes the
// window down (issue 43). A failed download is tried again when the server is back, if the app knows it
// away ('Reconectando...', app/connection.ts), or after a short wait; meanwhile the part's Suspense
// shows what it shows while loading. Only when the server seems there and the part still does not come
// does the part say so in its place, with 'Tentar de novo', and the rest of the window stays.
import { Component, lazy, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { Button } from 'antd';
import { MSG } from '../../shared/messages';
import { isServerAway, serverBack } from '../app/connection';

/** First wait before trying again with the server not known away; doubles for each try. */
const RETRY_MS = 1000;
/** Tries with the server not known away before the part says it did not load. */
const TRIES = 3;

/** A part that did not load (its error is the cause); what PartBoundary takes over from the part. */
export class PartLoadError extends Error {
  constructor(cause: unknown) {
    super(MSG.partFailed, { cause });
    this.name = 'PartLoadError';
  }
}

/** `load()`, tried again after the server is back, for as long as the server is away. */
export async function loadPart<T>(load: () => Promise<T>): Promise<T> {
  for (let tries = 1, wait = RETRY_MS; ; ) {
    const away = isServerAway();
    try {
      return await load();
    } catch (error) {
      if (!away && !isServerAway() && tries++ >= TRIES) throw new PartLoadError(error);
      await serverBack(wait);
      wait *= 2;
    }
  }
}

/**
 * `React.lazy` through `loadPart`, inside its own PartBoundary: a part that did not load says so in its
 * place and loads again on 'Tentar de novo' (React keeps a failed lazy's error, so a fresh one is made).
 */
// biome-ignore lint/suspicious/noExplicitAny: any props, as React.lazy's own signature.
export function lazyPart<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): T {
  const fresh = () => lazy(() => loadPart(load));
  let Part = fresh();
  // biome-ignore lint/correctness/noComponentHookFactories: one component per part, made once where the part is named, as React.lazy does.
  const LazyPart = (props: ComponentProps<T>) => <PartBoundary onRetry={() => (Part = fresh())} part={() => <Part {...props} />} />;
  return LazyPart as unknown as T;
}

/**
 * Takes over a part that did not load (PartLoadError) with a short pt-BR notice and 'Tentar de novo';
 * any other error goes on to the boundary above (the route's), as before.
 */
export class PartBoundary extends Component<{ part: () => ReactNode; onRetry: () => void }, { failed: { error: unknown } | null }> {
  state = { failed: null as { error: unknown } | null };

  static getDerivedStateFromError(error: unknown) {
    return { failed: { error } };
  }

  componentDidCatch(error: unknown) {
    if (error instanceof PartLoadError) console.error(error, error.cause);
  }

  render() {
    const { failed } = this.state;
    // Rendered anew each time: after 'Tentar de novo' it is the fresh part.
    if (!failed) return this.props.part();
    // Thrown from the boundary's own render, it reaches the boundary above.
    if (!(failed.error instanceof PartLoadError)) throw failed.error;
    const retry = () => {
      this.props.onRetry();
      this.setState({ failed: null });
    };
    return <PartFailed onRetry={retry} />;
  }
}

/** What a part that did not load shows in its place. */
export function PartFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, padding: 8 }}>
      <span>{MSG.partFailed}</span>
      <Button size="small" onClick={onRetry}>
        Tentar de novo
      </Button>
    </div>
  );
}
