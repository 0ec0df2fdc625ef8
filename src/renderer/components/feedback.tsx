// The screens' messages, notifications and dialogs (antd's App.useApp), without antd's App on the first
// load: its modal, message and notification code is some 20 KB of every screen's download, and a screen
// shows none of them until something happens (issue 21). A call loads antd's App (FeedbackHost.tsx) and
// goes through once it is there, the calls in their order; a download that fails while the server is
// away is tried again when it is back, without taking the window down (lazyPart.tsx, issue 43).
import { createContext, Suspense, useContext, useState, type ReactNode } from 'react';
import { lazyPart } from './lazyPart';
import type { App } from 'antd';

type AppApi = ReturnType<typeof App.useApp>;

/** A call that returns nothing: what it shows is all the screens use. */
type Later<F> = F extends (...args: infer A) => unknown ? (...args: A) => void : never;

/** What the screens call; add a method here (and below) when one needs another. */
export interface Feedback {
  message: { success: Later<AppApi['message']['success']>; open: Later<AppApi['message']['open']>; destroy: Later<AppApi['message']['destroy']> };
  notification: {
    success: Later<AppApi['notification']['success']>;
    info: Later<AppApi['notification']['info']>;
    warning: Later<AppApi['notification']['warning']>;
  };
  modal: { confirm: Later<AppApi['modal']['confirm']>; error: Later<AppApi['modal']['error']>; success: Later<AppApi['modal']['success']> };
}

const FeedbackHost = lazyPart(() => import('./FeedbackHost'));
const FeedbackContext = createContext<Feedback | null>(null);

export function FeedbackRoot({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const [{ feedback, ready }] = useState(() => {
    let ready!: (api: AppApi) => void;
    const host = new Promise<AppApi>((resolve) => (ready = resolve));
    const later =
      <A extends unknown[]>(call: (api: AppApi, ...args: A) => unknown) =>
      (...args: A) => {
        setWanted(true);
        void host.then((api) => call(api, ...args));
      };
    const feedback: Feedback = {
      message: {
        success: later((api, ...args) => api.message.success(...args)),
        open: later((api, ...args) => api.message.open(...args)),
        destroy: later((api, ...args) => api.message.destroy(...args)),
      },
      notification: {
        success: later((api, ...args) => api.notification.success(...args)),
        info: later((api, ...args) => api.notification.info(...args)),
        warning: later((api, ...args) => api.notification.warning(...args)),
      },
      modal: {
        confirm: later((api, ...args) => api.modal.confirm(...args)),
        error: later((api, ...args) => api.modal.error(...args)),
        success: later((api, ...args) => api.modal.success(...args)),
      },
    };
    return { feedback, ready };
  });
  return (
    <FeedbackContext.Provider value={feedback}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <FeedbackHost onReady={ready} />
        </Suspense>
      )}
    </FeedbackContext.Provider>
  );
}

/** `const { message, modal, notification } = useFeedback();`, under FeedbackRoot (app/theme.tsx). */
export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback outside FeedbackRoot');
  return feedback;
}
