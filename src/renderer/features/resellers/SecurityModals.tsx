// The security actions on a reseller: the admin ends every session of it (each device goes to the login;
// its API tokens too if asked) and resets its 2FA (issue 30); the admin and the accounts above it see its
// API tokens and revoke them (issue 42).
import { useState, type ReactNode } from 'react';
import { Checkbox, Modal, Table, Typography } from 'antd';
import { TOKEN_SCOPES } from '../../../shared/automation/texts';
import type { Reseller } from '../../../shared/network/schemas';
import { MSG } from '../../../shared/messages';
import { errorMessage } from '../../api/base';
import { useErrorDialog } from '../../components/dialogs';
import { useFeedback } from '../../components/feedback';
import { useTokenColumns } from '../automation/ApiTokensCard';
import { useEndResellerSessionsMutation, useResellerApiTokensQuery, useResetReseller2faMutation, useRevokeResellerApiTokenMutation } from './api';

interface Props {
  reseller: Reseller;
  onClose: () => void;
}

function ConfirmAction({
  title,
  text,
  busy,
  run,
  onClose,
  children,
}: {
  title: string;
  text: string;
  busy: boolean;
  run: () => Promise<unknown>;
  onClose: () => void;
  children?: ReactNode;
}) {
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
      {children}
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
  const [tokens, setTokens] = useState(false);
  const run = useRun(onClose);
  return (
    <ConfirmAction
      title={`Encerrar todas as sessões de ${reseller.username}?`}
      text="Em todos os dispositivos a revenda sai do painel na hora e precisa entrar de novo com usuário e senha."
      busy={isLoading}
      run={() => run(end({ id: reseller.id, tokens }))}
      onClose={onClose}
    >
      <Checkbox checked={tokens} onChange={(e) => setTokens(e.target.checked)}>
        Encerrar também os tokens de API (os bots e sistemas da revenda param até ela criar tokens novos)
      </Checkbox>
    </ConfirmAction>
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

const SCOPE_LABELS: ReadonlyMap<string, string> = new Map(TOKEN_SCOPES.map((s) => [s.id, s.label]));

/** A reseller's API tokens (never the secret), each with 'Revogar'. */
export function ResellerTokensModal({ reseller, onClose }: Props) {
  const { data, isFetching } = useResellerApiTokensQuery(reseller.id);
  const [revoke] = useRevokeResellerApiTokenMutation();
  const columns = useTokenColumns(SCOPE_LABELS, (id) => revoke(id));
  return (
    <Modal open title={`Tokens de API de ${reseller.username}`} footer={null} onCancel={onClose} width={960}>
      <Typography.Paragraph type="secondary">
        Os tokens que a revenda criou para os seus bots e sistemas, em Minha Conta. O segredo nunca é mostrado. Um token revogado deixa de funcionar na próxima
        chamada dos programas que o usam.
      </Typography.Paragraph>
      <Table
        rowKey="id"
        size="small"
        loading={isFetching}
        dataSource={data?.tokens ?? []}
        columns={columns}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'Nenhum token.' }}
      />
    </Modal>
  );
}
