// The 2FA recovery codes (issue 30): shown once in a dialog (copy, download as .txt) when 2FA is turned
// on and when new ones are made; the 'Códigos de recuperação' card of /me says how many are left and
// makes new ones with a code of the authenticator app.
import { useState } from 'react';
import { Button, Card, Form, Modal, Space, Typography } from 'antd';
import { MSG } from '../../../shared/messages';
import { FEW_RECOVERY_CODES } from '../../../shared/sessions/texts';
import { errorMessage, fieldErrorsByName } from '../../api/base';
import { useErrorDialog } from '../../components/dialogs';
import { useFeedback } from '../../components/feedback';
import { fieldStatus } from '../../components/fields';
import { useRecoveryCodesQuery, useRenewRecoveryCodesMutation } from './sessionsApi';
import { CodeField } from '../../components/TwoFactorCode';

export const RECOVERY_FILE = 'codigos-de-recuperacao-2fa.txt';

/** The file's text: what the codes are for, then one code a line. */
export const recoveryText = (codes: string[], username = '') =>
  [
    `Painel Revenda: códigos de recuperação do 2FA${username ? ` de ${username}` : ''}`,
    'Cada código entra uma única vez no lugar do código do aplicativo autenticador.',
    '',
    ...codes,
    '',
  ].join('\n');

function download(text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = RECOVERY_FILE;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The codes, once: 'Copiar', 'Baixar .txt', and 'Já guardei' to close. */
export function RecoveryCodesModal({ codes, username, onClose }: { codes: string[] | null; username?: string; onClose: () => void }) {
  const { message } = useFeedback();
  const showError = useErrorDialog();
  const text = codes ? recoveryText(codes, username) : '';
  async function copy() {
    try {
      await navigator.clipboard.writeText(codes!.join('\n'));
      message.success('Códigos copiados.');
    } catch {
      showError('Não foi possível copiar: selecione os códigos e copie, ou baixe o arquivo .txt.');
    }
  }
  return (
    <Modal
      title="Códigos de recuperação do 2FA"
      open={!!codes?.length}
      destroyOnHidden
      mask={{ closable: false }}
      onOk={onClose}
      onCancel={onClose}
      okText="Já guardei"
      cancelButtonProps={{ style: { display: 'none' } }}
    >
      <Typography.Paragraph>
        Guarde estes códigos em um lugar seguro: eles não serão mostrados de novo. Se perder o celular, cada código entra uma única vez no lugar do código do
        aplicativo.
      </Typography.Paragraph>
      <ol aria-label="Códigos de recuperação" data-testid="recovery-codes" style={{ columns: 2, fontFamily: 'monospace', fontSize: 15 }}>
        {codes?.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <Space>
        <Button onClick={() => void copy()}>Copiar</Button>
        <Button onClick={() => download(text)}>Baixar .txt</Button>
      </Space>
    </Modal>
  );
}

/** 'Códigos de recuperação': how many are left; new ones with a code of the app. */
export function RecoveryCodesCard({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const { data } = useRecoveryCodesQuery();
  const [asking, setAsking] = useState(false);
  if (!data?.has2fa) return null;
  return (
    <Card title="Códigos de recuperação do 2FA" extra={<Button onClick={() => setAsking(true)}>Gerar novos códigos</Button>}>
      <Typography.Paragraph style={{ marginBottom: 0 }} type={data.remaining <= FEW_RECOVERY_CODES ? 'danger' : undefined}>
        {data.remaining === 1 ? 'Resta 1 código' : `Restam ${data.remaining} códigos`} de {data.total}. Use um deles no login se não tiver o aplicativo
        autenticador à mão.
      </Typography.Paragraph>
      {asking && (
        <RenewModal
          onClose={(codes) => {
            setAsking(false);
            if (codes) onCodes(codes);
          }}
        />
      )}
    </Card>
  );
}

function RenewModal({ onClose }: { onClose: (codes?: string[]) => void }) {
  const [renew, { isLoading }] = useRenewRecoveryCodesMutation();
  const [code, setCode] = useState('');
  const [wrong, setWrong] = useState<string>();
  const showError = useErrorDialog();
  async function submit() {
    const res = await renew(code.trim());
    if ('error' in res) {
      const field = fieldErrorsByName(res.error).code_2fa;
      if (field) setWrong(field);
      else showError(errorMessage(res.error, MSG.reloadAndRetry));
    } else onClose(res.data.recovery_codes);
  }
  return (
    <Modal
      title="Gerar novos códigos de recuperação"
      open
      onCancel={() => onClose()}
      onOk={() => void submit()}
      okText="Gerar"
      okButtonProps={{ disabled: code.length !== 6 }}
      confirmLoading={isLoading}
    >
      <Typography.Paragraph>Os códigos anteriores deixam de valer. Digite o código de 6 dígitos do seu aplicativo autenticador.</Typography.Paragraph>
      <Form layout="vertical" onFinish={() => void submit()}>
        <Form.Item label="Código 2FA" htmlFor="recovery-renew-code" {...fieldStatus(wrong)}>
          <CodeField id="recovery-renew-code" value={code} onChange={(typed) => (setCode(typed), setWrong(undefined))} autoComplete="one-time-code" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
