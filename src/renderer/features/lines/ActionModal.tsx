// The form modal of every row action (Estender, Editar, Nota, Pacote, Migrar...): the page mounts it
// only while it is open, so closing it (X, backdrop, Cancelar) always drops what was typed.
import { Form, Modal } from 'antd';
import { useState, type ReactNode } from 'react';

export interface ActionModalProps<V> {
  title: string;
  okText: string;
  initialValues?: Partial<V>;
  /** Resolves true when the action is done and the modal should close. */
  onSubmit: (values: V) => Promise<boolean>;
  onClose: () => void;
  children: ReactNode;
}

export function ActionModal<V extends object>({ title, okText, initialValues, onSubmit, onClose, children }: ActionModalProps<V>) {
  const [form] = Form.useForm<V>();
  const [busy, setBusy] = useState(false);
  async function finish(values: V) {
    setBusy(true);
    try {
      if (await onSubmit(values)) onClose();
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal
      open
      title={title}
      okText={okText}
      cancelText="Cancelar"
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      mask={{ closable: true }}
    >
      <Form form={form} layout="vertical" requiredMark={false} initialValues={initialValues} onFinish={finish}>
        {children}
      </Form>
    </Modal>
  );
}
