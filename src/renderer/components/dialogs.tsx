// Shared dialogs: the Sim/Não confirmation, the error dialog 'Ocorreu um erro', the read-only dialog
// (the generic info dialog, with the server's HTML, is ServerHtml.tsx's). All close with the X or a click
// on the backdrop.
import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { lazyPart } from './lazyPart';
import { MSG } from '../../shared/messages';
import { warningText } from '../../shared/validation';
import { errorMessage, fieldErrors, unanswered, type Fallbacks, type QueryError } from '../api/base';
import { useFeedback } from './feedback';

/** ViewDialog's antd Modal, loaded with the first one a screen opens (issue 21). */
const ViewModal = lazyPart(() => import('./ViewModal'));

/** `confirm(title, content?)` resolves true on 'Sim', false on 'Não', the X or the backdrop. */
export function useConfirm() {
  const { modal } = useFeedback();
  return useCallback(
    (title: string, content?: string) =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title,
          content,
          okText: MSG.confirmYes,
          cancelText: MSG.confirmNo,
          mask: { closable: true },
          closable: true,
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    [modal],
  );
}

/** `showError(message, title = 'Ocorreu um erro')`; several messages are listed one per line. */
export function useErrorDialog() {
  const { modal } = useFeedback();
  return useCallback(
    (message: string | string[], title: string = MSG.genericErrorTitle) => {
      const content = Array.isArray(message) ? (
        <ul style={{ paddingInlineStart: 18, margin: 0 }}>
          {message.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      ) : (
        message
      );
      modal.error({ title, content, mask: { closable: true }, closable: true, okText: 'OK' });
    },
    [modal],
  );
}

/** `await say(mutation(...))`: the answer's message as a success toast, or its refusal in 'Ocorreu um erro'. */
export function useSaying() {
  const { message } = useFeedback();
  const showError = useErrorDialog();
  return async (run: Promise<{ data: { message: string } } | { error: unknown }>) => {
    const res = await run;
    if ('error' in res) showError(errorMessage(res.error as QueryError, MSG.reloadAndRetry));
    else message.success(res.data.message);
  };
}

/** `await sayAfterYes(question, detail, () => mutation(...))`: on 'Sim', runs the mutation and says its answer as `useSaying` does. */
export function useSayAfterYes() {
  const confirm = useConfirm();
  const say = useSaying();
  return async (question: string, detail: string, run: () => Promise<{ data: { message: string } } | { error: unknown }>) => {
    if (await confirm(question, detail)) await say(run());
  };
}

/**
 * A call that failed to load, once per failure: 'Ocorreu um erro' with 'Por favor, atualize a página e
 * tente novamente' (spec section 8, the lists); with a `fallback`, the server's own text, or the fallback
 * when it sent none (the screens whose spec texts say what failed: infra, recharge portal). 401s stay
 * silent (a session-ending one already went to the login), and so does a call with no answer: the
 * banner over the screen says the server is away, with 'Tentar novamente' (layout/OfflineBanner.tsx).
 * Use: `const { data, error } = useThingsQuery(args); useLoadErrorDialog(error);`
 */
export function useLoadErrorDialog(error: unknown, fallback?: string | Fallbacks) {
  const showError = useErrorDialog();
  useEffect(() => {
    if (error && (error as QueryError).status !== 401 && !unanswered(error))
      showError(fallback === undefined ? MSG.reloadAndRetry : errorMessage(error, fallback));
  }, [error, fallback, showError]);
}

/**
 * The 'Atenção' warning of spec section 5 for the validator's errors (from 4 errors on, one summary
 * line). `warn(errors)` returns true when it showed something, so a form stops: `if (warn(errors)) return;`.
 */
export function useValidationWarning() {
  const showError = useErrorDialog();
  return useCallback(
    (errors: string[]) => {
      if (errors.length === 0) return false;
      const { title, messages } = warningText(errors);
      showError(messages, title);
      return true;
    },
    [showError],
  );
}

/**
 * A refused call: the field messages of a 422 listed under 'Atenção' (spec section 5), after `lead`
 * when given; any other refusal is 'Ocorreu um erro' with the server's text or `fallback`.
 */
export function useApiErrorDialog() {
  const showError = useErrorDialog();
  return useCallback(
    (error: unknown, fallback: string | Fallbacks, lead?: string) => {
      const fields = fieldErrors(error);
      if (fields.length === 0) return showError(errorMessage(error, fallback));
      const { title, messages } = warningText(fields);
      showError(lead ? [lead, ...messages] : messages, title);
    },
    [showError],
  );
}

/** A dialog to read, not to answer: no buttons, it closes with the X or the backdrop and keeps nothing once hidden. */
export function ViewDialog({
  open = true,
  title,
  width,
  onClose,
  children,
}: {
  open?: boolean;
  title: ReactNode;
  width?: number;
  onClose: () => void;
  children: ReactNode;
}) {
  // There from its first opening on, so that it closes with antd's animation.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return (
    opened && (
      <Suspense fallback={null}>
        <ViewModal open={open} title={title} onCancel={onClose} footer={null} mask={{ closable: true }} destroyOnHidden width={width}>
          {children}
        </ViewModal>
      </Suspense>
    )
  );
}
