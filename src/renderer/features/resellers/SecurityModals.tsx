// The admin's security actions on a reseller (issue 30): end every session of it (each device goes to
// the login) and reset its 2FA (it logs in with the password alone and may set 2FA up again).
import { Modal, Typography } from 'antd';
import type { Reseller } from '../../../shared/network';
import { MSG } from '../../../shared/messages';
import { errorMessage } from '../../api/base';
import { useErrorDialog } from '../../components/dialogs';
import { useFeedback } from '../../components/feedback';
import { useEndResellerSessionsMutation, useResetReseller2faMutation } from './api';

interface Props {
  reseller: Reseller;
  onClose: () => void;
}

function ConfirmAction({ title, text, busy, run, onClose }: { title: string; text: string; busy: boolean; run: () => Promise<unknown>; onClose: () => void }) {
  return (
    <Modal
      open
      title={title}
      okText={MSG.confirmYes}
      cancelText={MSG.confirmNo}
      okButtonProps={{ danger: true }}
      confirmLoading={busy}
      onOk={() => void run()}
      onCancel={onClose}
    >
      <Typography.Paragraph>{text}</Typography.Paragraph>
    </Modal>
  );
}

function useRun(onClose: () => void) {
  const showError = useErrorDialog();
  const { message } = useFeedback();
  return async (call: Promise<{ data?: { message: string }; error?: unknown }>) => {
    const res = await call;
    if (res.error !== undefined || !res.data) return showError(errorMessage(res.error, MSG.reloadAndRetry));
    message.success(res.data.message);
    onClose();
  };
}

export function EndSessionsModal({ reseller, onClose }: Props) {
  const [end, { isLoading }] = useEndResellerSessionsMutation();
  const run = useRun(onClose);
  return (
    <ConfirmAction
      title={`Encerrar todas as sessões de ${reseller.username}?`}
      text="Em todos os dispositivos a revenda sai do painel na hora e precisa entrar de novo com usuário e senha."
      busy={isLoading}
      run={() => run(end(reseller.id))}
      onClose={onClose}
    />
  );
}

export function ResetTwofaModal({ reseller, onClose }: Props) {
  const [reset, { isLoading }] = useResetReseller2faMutation();
  const run = useRun(onClose);
  return (
    <ConfirmAction
      title={`Redefinir o 2FA de ${reseller.username}?`}
      text="O 2FA e os códigos de recuperação da revenda são apagados: ela entra só com usuário e senha e pode configurar o 2FA de novo em Minha Conta."
      busy={isLoading}
      run={() => run(reset(reseller.id))}
      onClose={onClose}
    />
  );
}
