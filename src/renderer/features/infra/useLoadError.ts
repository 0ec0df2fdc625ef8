// A call that failed to load: 'Ocorreu um erro' with the server's text or the screen's fallback, once
// per failure; 401s stay silent (a session-ending one already went to the login).
import { useEffect } from 'react';
import { errorMessage, type QueryError } from '../../api/base';
import { useErrorDialog } from '../../components/dialogs';

export function useLoadError(error: unknown, fallback: string) {
  const showError = useErrorDialog();
  useEffect(() => {
    if (error && (error as QueryError).status !== 401) showError(errorMessage(error, fallback));
  }, [error, fallback, showError]);
}
