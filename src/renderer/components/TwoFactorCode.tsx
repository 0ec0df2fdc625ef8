// The 2FA code dialog of the calls that need one (recharge keys and value, DNS purchase and management):
// `ask(action)` opens it; the action gets the code and resolves true when done (then it closes).
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button, Form, Input, Modal } from 'antd';
import { MSG } from '../../shared/messages';
import { errorMessage, type Fallbacks, type QueryError } from '../api/base';
import { useVerify2faQuery } from '../api/account';
import { useApiErrorDialog, useErrorDialog } from './dialogs';
import { useFeedback } from './feedback';
import { FormModal } from './FormModal';

/** Spec section 5: the code is required before anything is sent. */
const CODE_MISSING = 'Código 2FA não informado!';

/** A 2FA code field: 6 digits, anything else typed is dropped; `onChange` gets the digits. */
export function CodeField({ onChange, ...input }: { id: string; value: string; onChange: (code: string) => void; autoFocus?: boolean; autoComplete?: string }) {
  return <Input {...input} onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))} maxLength={6} inputMode="numeric" />;
}

/** A change that needs a 2FA code: `ask(send)` opens the code dialog; `send(code)` resolves true when done. */
export type CodeAction = (code: string) => Promise<boolean>;

export function TwoFactorCodeModal({ action, onClose }: { action: CodeAction | null; onClose: () => void }) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const showError = useErrorDialog();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a code typed for one confirmation is not carried to the next.
  useEffect(() => setCode(''), [action]);
  async function submit() {
    if (!action) return;
    if (!code.trim()) return showError(CODE_MISSING);
    setBusy(true);
    const done = await action(code.trim()).finally(() => setBusy(false));
    if (done) onClose();
  }
  return (
    <FormModal open={action !== null} title="Código 2FA" okText="Confirmar" onOk={submit} busy={busy} onClose={onClose}>
      <Form layout="vertical" onFinish={submit}>
        <Form.Item label="Código do aplicativo autenticador" htmlFor="twofa-code">
          <CodeField id="twofa-code" value={code} onChange={setCode} autoFocus />
        </Form.Item>
      </Form>
    </FormModal>
  );
}

/**
 * `withCode(send, fallback, onDone, onRefused)`: asks the 2FA code, sends, and shows the answer (success or
 * refusal); `onRefused` gets a refusal too, to mark the screen's fields.
 */
export function useWithCode(ask: (action: CodeAction) => void) {
  const showApiError = useApiErrorDialog();
  const { message } = useFeedback();
  return (
    send: (code: string) => Promise<{ data: { message: string } } | { error: unknown }>,
    fallback: string | Fallbacks,
    onDone?: () => void,
    onRefused?: (error: unknown) => void,
  ) =>
    ask(async (code) => {
      const res = await send(code);
      if ('error' in res) {
        onRefused?.(res.error);
        showApiError(res.error, fallback);
        return false;
      }
      void message.success(res.data.message);
      onDone?.();
      return true;
    });
}

/** Where /me goes back to once 2FA is configured: the screen that sent the user there (router state). */
export function twofaReturnPath(state: unknown): string | null {
  const back = (state as { twofaBack?: unknown } | null)?.twofaBack;
  return typeof back === 'string' && back.startsWith('/') && !back.startsWith('//') ? back : null;
}

/** On entry: a reseller without 2FA is offered to configure it (/me, which brings them back here once it
 * is on) or to go to the dashboard; the X and the backdrop only close the dialog. */
export function TwoFactorCheck({ offer }: { offer: string }) {
  const { data, error } = useVerify2faQuery();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [closed, setClosed] = useState(false);
  const showError = useErrorDialog();
  useEffect(() => {
    if (error && (error as QueryError).status !== 401) showError(errorMessage(error, MSG.twofaVerifyError));
  }, [error, showError]);
  return (
    <Modal
      open={data?.has2fa === false && !closed}
      title={MSG.twofaNotConfigured}
      onCancel={() => setClosed(true)}
      mask={{ closable: true }}
      footer={[
        <Button key="dashboard" onClick={() => navigate('/dashboard')}>
          Ir para o Dashboard
        </Button>,
        // Whoever reaches a screen that asks a 2FA code may set its 2FA up (CALLS.enable2fa's rule).
        <Button key="me" type="primary" onClick={() => navigate('/me', { state: { twofaBack: pathname } })}>
          Configurar 2FA
        </Button>,
      ]}
    >
      {offer}
    </Modal>
  );
}
