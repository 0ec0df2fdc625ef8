// The row buttons every list shares: +30 dias (1 credit, a fresh request id per click), then the
// dropdown with On/Off, Vencimento p/23:59, Deletar and the 48-hour trust; it opens upward on the
// page's last three rows.
import { Button, Dropdown, Space } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { LINE_ACTIONS } from './api';
import type { RowContext } from './LinesTable';
import { renewalNotice, type useLineActions } from './useLineActions';

export interface RowActionsProps extends RowContext {
  id: number;
  username: string;
  password: string;
  /** The toggle's extra fields: IPTV sends id_iptv, P2P sends on (spec section 4). */
  toggle: Record<string, unknown>;
  trustLabel: string;
  /** Extra fields of every call (IPTV: reg_password). */
  extra?: Record<string, unknown>;
  actions: ReturnType<typeof useLineActions>;
}

export function RowActions({ id, username, password, toggle, trustLabel, extra, actions, upward, afterAction }: RowActionsProps) {
  const { run, action } = actions;
  const call = (body: Record<string, unknown>, requestId?: string) => action(id, { ...body, ...extra }, requestId);
  const simple = (key: string, label: string, question: string, body: Record<string, unknown>, done: string) => ({
    key,
    label,
    danger: key === 'delete',
    onClick: () => run(question, call(body), (r: { message?: string }) => ({ title: key === '2359' ? (r.message ?? done) : done }), afterAction),
  });
  return (
    <Space>
      <Button size="small" onClick={() => run(`Adicionar 30 dias ao usuário ${username}?`, call({ action: LINE_ACTIONS.extend, credits: 1 }, crypto.randomUUID()), renewalNotice(username, password), afterAction)}>
        +30 dias
      </Button>
      <Dropdown
        trigger={['click']}
        placement={upward ? 'topRight' : 'bottomRight'}
        menu={{
          items: [
            simple('toggle', 'On/Off', `Deseja trocar o status do usuário ${username}?`, { action: LINE_ACTIONS.toggle, ...toggle }, `Usuário: ${username} status trocado com sucesso!`),
            simple('2359', 'Vencimento p/23:59', `Deseja mudar o vencimento do usuário ${username} para 23:59?`, { action: LINE_ACTIONS.at2359 }, `Usuário: ${username} editado com sucesso!`),
            simple('delete', 'Deletar', `Deseja deletar o usuário ${username}?`, { action: LINE_ACTIONS.delete }, `Usuário: ${username} deletado com sucesso!`),
            simple('trust', trustLabel, `Deseja adicionar 48 horas de confiança ao usuário ${username}?`, { action: LINE_ACTIONS.trust }, `Usuário: ${username} adicionado confiança com sucesso!`),
          ],
        }}
      >
        <Button size="small">
          Ações <DownOutlined />
        </Button>
      </Dropdown>
    </Space>
  );
}
