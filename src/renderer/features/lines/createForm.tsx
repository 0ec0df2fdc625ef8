// What the creation forms share: sending the line (a request id for official lines, reused on a
// retry), the error dialog, the success banner state, and the fields every form has.
import { useState } from 'react';
import { Form, Input, Select, Switch, type FormInstance } from 'antd';
import { CREDIT_OPTIONS } from '../../../shared/domain';
import { FIELD_HINTS, MSG } from '../../../shared/messages';
import { IPTV_USERNAME_PATTERN, LOGIN_PATTERN } from '../../../shared/validation';
import { useApiErrorDialog } from '../../components/dialogs';
import { useCreateLineMutation, type LineKind, type LineResult } from './api';
import { useRequestId } from './useRequestId';

export function useCreateLineForm(kind: LineKind, form: FormInstance) {
  const [create, { isLoading }] = useCreateLineMutation();
  const requestId = useRequestId();
  const showApiError = useApiErrorDialog();
  const [created, setCreated] = useState<LineResult | null>(null);

  async function send(body: Record<string, unknown>, official: boolean) {
    const res = await create({ kind, body, requestId: official ? requestId.take() : undefined });
    if ('error' in res) return showApiError(res.error, MSG.fillAllCorrectly);
    requestId.reset();
    setCreated(res.data);
    form.resetFields();
  }
  return { send, isLoading, created, dismiss: () => setCreated(null), onValuesChange: requestId.reset };
}

export const OfficialSwitch = () => (
  <Form.Item label="Oficial" name="isOficial" valuePropName="checked">
    <Switch checkedChildren="Oficial" unCheckedChildren="Teste" />
  </Form.Item>
);

export const WhatsappItem = () => (
  <Form.Item label="Whatsapp" name="whatsapp" extra={FIELD_HINTS.whatsapp}>
    <Input inputMode="numeric" />
  </Form.Item>
);

export const CreditsItem = () => (
  <Form.Item label="Créditos" name="credits">
    <Select options={CREDIT_OPTIONS.map((o) => ({ value: o.credits, label: o.label }))} />
  </Form.Item>
);

/** The IPTV username: numbers, 4 to 15 of them (creation and edit), as the server checks. */
export const IptvUsernameItem = () => (
  <Form.Item label="Usuário" name="username" extra={FIELD_HINTS.iptvUsername}>
    <Input inputMode="numeric" autoComplete="off" maxLength={15} />
  </Form.Item>
);

/** The P2P and new P2P name: the server's login characters, 3 to 40 of them. */
export const P2P_NAME_RULE = { label: 'Nome', required: true, min: 3, max: 40, pattern: LOGIN_PATTERN } as const;
export const P2pNameItem = () => (
  <Form.Item label="Nome" name="name" extra={FIELD_HINTS.p2pName}>
    <Input autoComplete="off" maxLength={40} />
  </Form.Item>
);

/** The validator rules of the IPTV fields the creation form and the edit modal share. */
export const IPTV_FIELD_RULES = {
  username: { label: 'Usuário', required: true, pattern: IPTV_USERNAME_PATTERN },
  whatsapp: { label: 'Whatsapp', type: 'phone' },
  nota: { label: 'Notas', max: 255 },
} as const;

export const NoteItem = ({ label }: { label: string }) => (
  <Form.Item label={label} name="nota">
    <Input.TextArea rows={3} maxLength={255} />
  </Form.Item>
);
