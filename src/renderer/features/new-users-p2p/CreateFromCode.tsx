// 'Cria Usuário P2P' of the new P2P list: the code the customer's app shows makes a new P2P test
// line (spec sections 2 and 5); the created line's banner has Copy and Copy Simple.
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { NEW_P2P_TEST_HOURS } from '../../../shared/copy-messages';
import { LINES_UI_MSG, MSG } from '../../../shared/messages';
import { errorMessage } from '../../api/base';
import { useErrorDialog } from '../../components/dialogs';
import { ActionModal } from '../lines/ActionModal';
import { useCreateFromCodeMutation, type LineResult } from '../lines/api';
import { CreatedLineBanner } from '../lines/CreatedLineBanner';
import { isMissingCode } from '../lines/rules';

export function useCreateFromCode() {
  const [create] = useCreateFromCodeMutation();
  const showError = useErrorDialog();
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<LineResult | null>(null);

  async function submit({ code = '' }: { code?: string }) {
    if (isMissingCode(code)) {
      showError(LINES_UI_MSG.codeRequired, LINES_UI_MSG.invalidForm);
      return false;
    }
    const res = await create(code.trim());
    if ('error' in res) {
      showError(errorMessage(res.error, MSG.fillAllCorrectly));
      return false;
    }
    setCreated(res.data);
    return true;
  }

  return {
    button: <Button onClick={() => setOpen(true)}>Cria Usuário P2P</Button>,
    modal: open && (
      <ActionModal<{ code?: string }> title="Cria Usuário P2P" okText="Gerar Usuário" onSubmit={submit} onClose={() => setOpen(false)}>
        <Form.Item label="Código" name="code">
          <Input autoComplete="off" maxLength={16} autoFocus />
        </Form.Item>
      </ActionModal>
    ),
    banner: created && <CreatedLineBanner line={created} testHours={NEW_P2P_TEST_HOURS} onClose={() => setCreated(null)} />,
  };
}
