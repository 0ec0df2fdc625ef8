// The panel's form dialog: its own OK button (text, busy, disabled) and 'Cancelar'; the X and a click on
// the backdrop cancel too, and what it holds is dropped when it closes (a new opening starts blank).
import { Modal, type ModalProps } from 'antd';

/** What every form dialog has alike. */
const FORM_DIALOG = { cancelText: 'Cancelar', mask: { closable: true }, destroyOnHidden: true } as const;

export type FormModalProps = Pick<ModalProps, 'title' | 'okText' | 'onOk' | 'children'> & {
  /** Open unless told (a dialog the page mounts only while it is open). */
  open?: boolean;
  busy?: boolean;
  okDisabled?: boolean;
  onClose: () => void;
};

export function FormModal({ open = true, busy, okDisabled, onClose, ...dialog }: FormModalProps) {
  return <Modal {...FORM_DIALOG} {...dialog} open={open} onCancel={onClose} confirmLoading={busy} okButtonProps={{ disabled: okDisabled }} />;
}
