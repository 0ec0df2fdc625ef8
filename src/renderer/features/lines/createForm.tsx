// What the creation forms share: sending the line (a request id for official lines, reused on a
// retry), the error dialog, the success banner state, and the fields every form has.
import { useState } from 'react';
import { Form, Input, Select, Switch, type FormInstance } from 'antd';
import { CREDIT_OPTIONS } from '../../../shared/domain';
import { MSG } from '../../../shared/messages';
import { errorMessage } from '../../api/base';
import { useErrorDialog } from '../../components/dialogs';
import { useCreateLineMutation, type LineKind, type LineResult } from './api';
import { useRequestId } from './useRequestId';

export function useCreateLineForm(kind: LineKind, form: FormInstance) {
  const [create, { isLoading }] = useCreateLineMutation();
  const requestId = useRequestId();
  const showError = useErrorDialog();
  const [created, setCreated] = useState<LineResult | null>(null);

  async function send(body: Record<string, unknown>, official: boolean) {
    const res = await create({ kind, body, requestId: official ? requestId.take() : undefined });
    if ('error' in res) return showError(errorMessage(res.error, MSG.fillAllCorrectly));
    requestId.reset();
    setCreated(res.data);
    form.resetFields();
  }
  return { send, isLoading, created, dismiss: () => setCreated(null), onValuesChange: requestId.reset };
}

/** Whatsapp as digits only; none is left out of the request. */
export const whatsappDigits = (value?: string) => (value ? value.replace(/\D/g, '') : undefined);

export const OfficialSwitch = () => (
  <Form.Item label="Oficial" name="isOficial" valuePropName="checked">
    <Switch checkedChildren="Oficial" unCheckedChildren="Teste" />
  </Form.Item>
);

export const WhatsappItem = () => (
  <Form.Item label="Whatsapp" name="whatsapp" extra="Somente números, com o código do país (ex.: 5511987654321).">
    <Input inputMode="numeric" />
  </Form.Item>
);

export const CreditsItem = () => (
  <Form.Item label="Créditos" name="credits">
    <Select options={CREDIT_OPTIONS.map((o) => ({ value: o.credits, label: o.label }))} />
  </Form.Item>
);

/** The IPTV username: numbers, 4 to 32 of them (creation and edit). */
export const IptvUsernameItem = () => (
  <Form.Item label="Usuário" name="username">
    <Input inputMode="numeric" autoComplete="off" maxLength={32} />
  </Form.Item>
);

/** The validator rules of the IPTV fields the creation form and the edit modal share. */
export const IPTV_FIELD_RULES = {
  username: { label: 'Usuário', required: true, type: 'number', min: 4, max: 32 },
  whatsapp: { label: 'Whatsapp', type: 'phone' },
  nota: { label: 'Notas', max: 255 },
} as const;

export const NoteItem = ({ label }: { label: string }) => (
  <Form.Item label={label} name="nota">
    <Input.TextArea rows={3} maxLength={255} />
  </Form.Item>
);
