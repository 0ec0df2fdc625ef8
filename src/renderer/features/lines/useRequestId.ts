// One request id per user action for credit-spending calls: a retry after a failure sends the same id
// (the server charges once); a success or a change of the form starts a new action.
import { useCallback, useRef } from 'react';

export function useRequestId() {
  const current = useRef<string | null>(null);
  const take = useCallback(() => (current.current ??= crypto.randomUUID()), []);
  const reset = useCallback(() => {
    current.current = null;
  }, []);
  return { take, reset };
}
