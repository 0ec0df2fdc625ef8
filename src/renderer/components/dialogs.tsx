// Shared dialogs: the Sim/Não confirmation, the error dialog 'Ocorreu um erro', and the generic info
// dialog (title and HTML message). All close with the X or a click on the backdrop.
import { App, Modal } from 'antd';
import { useCallback } from 'react';
import { MSG } from '../../shared/messages';

/** `confirm(title, content?)` resolves true on 'Sim', false on 'Não', the X or the backdrop. */
export function useConfirm() {
  const { modal } = App.useApp();
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
  const { modal } = App.useApp();
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

/** The generic info dialog. `html` is server-sanitised HTML (announcements, link texts). */
export function InfoDialog({ open, title, html, onClose }: { open: boolean; title: string; html: string; onClose: () => void }) {
  return (
    <Modal open={open} title={title} onCancel={onClose} footer={null} mask={{ closable: true }} destroyOnHidden>
      <div className="info-dialog-html" dangerouslySetInnerHTML={{ __html: html }} />
    </Modal>
  );
}
