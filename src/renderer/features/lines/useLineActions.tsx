// The plumbing of every row or toolbar action: ask Sim/Não, call, show the spec's success text (a
// banner, with a copy button for receipts) or the error dialog, then flip the sort. The list reloads
// by tag invalidation.
import { useState } from 'react';
import { renewalText } from '../../../shared/copy-messages';
import { MSG } from '../../../shared/messages';
import { useApiErrorDialog, useConfirm } from '../../components/dialogs';
import { SuccessBanner } from '../../components/SuccessBanner';
import { useLineActionMutation, type LineKind } from './api';

export interface Notice {
  title: string;
  copy?: string;
}

export function useLineActions(kind: LineKind) {
  const [act] = useLineActionMutation();
  const confirm = useConfirm();
  const showApiError = useApiErrorDialog();
  const [notice, setNotice] = useState<Notice | null>(null);

  /** Asks, calls, shows the result; resolves true when the action went through. */
  async function run<T>(
    question: string,
    call: () => Promise<{ data?: T; error?: unknown }>,
    success: (data: T) => Notice,
    afterAction: () => void,
  ): Promise<boolean> {
    if (!(await confirm(question))) return false;
    const res = await call();
    if (res.error || res.data === undefined) {
      showApiError(res.error, MSG.reloadAndRetry);
      return false;
    }
    setNotice(success(res.data));
    afterAction();
    return true;
  }
  /** A PUT action on one line; pass a fresh `requestId` for the credit-spending ones. */
  const action = (id: number, body: Record<string, unknown>, requestId?: string) => () => act({ kind, id, body, requestId });

  const banner = notice && (
    <div style={{ marginBottom: 16 }}>
      {/* A receipt or a migrated line shows what it copies (credentials, new expiry, links), as after a creation. */}
      <SuccessBanner title={notice.title} copies={notice.copy ? [{ label: 'Copiar', text: notice.copy }] : []} onClose={() => setNotice(null)}>
        {notice.copy && (
          <pre style={{ whiteSpace: 'pre-wrap', margin: 0 }} data-testid="notice-text">
            {notice.copy}
          </pre>
        )}
      </SuccessBanner>
    </div>
  );
  return { run, action, banner };
}

/** The extended notice of an extension: user, new expiry and the renewal receipt to copy. */
export const renewalNotice =
  (username: string, password: string) =>
  (r: { exp_date_formatted?: string; message?: string }): Notice => {
    const exp_date_formatted = r.exp_date_formatted ?? r.message ?? '';
    return {
      title: `Usuário: ${username} estendido com sucesso! Novo vencimento: ${exp_date_formatted}`,
      copy: renewalText({ username, password, exp_date_formatted }),
    };
  };
