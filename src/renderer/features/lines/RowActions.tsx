// The row buttons of the three lists: +30 dias (1 credit, a fresh request id per click), then the
// dropdown with every action of the spec in its order; it opens upward on the page's last three rows.
// Simple actions ask Sim/Não here; the others open their modal (modals.tsx). P2P lines get a new
// expiry date from Editar (spec: 'edit (name, whatsapp, expiry)'); IPTV rolls back from its own item.
import { Button, Dropdown, Space, type MenuProps } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { MSG } from '../../../shared/messages';
import type { Call } from '../../../shared/rules';
import type { LineKind } from '../../../shared/lines/texts';
import { LINE_CALLS, useReprovisionLineMutation } from './api';
import type { RowContext } from './LinesTable';
import type { LineRef, ModalType } from './modals';
import type { useLineModals } from './useLineModals';
import { renewalNotice, type useLineActions } from './useLineActions';
import { LINE_ACTION } from '../../../shared/lines/texts';
import { historyPath } from '../../../shared/audit/texts';
import { useNavigate } from 'react-router';

export interface RowActionsProps extends RowContext {
  kind: LineKind;
  line: LineRef;
  /** The toggle's extra fields: IPTV sends id_iptv, P2P sends on (spec section 4). */
  toggle: Record<string, unknown>;
  actions: ReturnType<typeof useLineActions>;
  modals: ReturnType<typeof useLineModals>;
  /** 'Migrar Novo P2P' is for accounts with the migrate_new_p2p permission. */
  canMigrateNewP2p?: boolean;
}

type Item = NonNullable<MenuProps['items']>[number];

export function RowActions({ kind, line, toggle, actions, modals, canMigrateNewP2p, upward, afterAction }: RowActionsProps) {
  const [reprovision] = useReprovisionLineMutation();
  const navigate = useNavigate();
  const { run, action } = actions;
  const { id, username } = line;
  const call = (body: Record<string, unknown>, requestId?: string) => action(id, { ...body, ...line.extra }, requestId);
  const simple = (key: string, label: string, question: string, body: Record<string, unknown>, done: string): Item => ({
    key,
    label,
    danger: key === 'delete',
    onClick: () => run(question, call(body), (r) => ({ title: key === '2359' ? (r.message ?? done) : done }), afterAction),
  });
  const modal = (type: ModalType, label: string): Item => ({ key: type, label, onClick: () => modals.open(type, line, afterAction) });
  const provision = (key: string, label: string, question: string, call: Call): Item => ({
    key,
    label,
    onClick: () =>
      run(
        question,
        () => reprovision({ call, id }),
        (r) => ({ title: r.message }),
        afterAction,
      ),
  });

  const toggleItem = simple(
    'toggle',
    'Ativar/Desativar',
    `Deseja trocar o status do usuário ${username}?`,
    { action: LINE_ACTION.toggle, ...toggle },
    MSG.lineToggled(username),
  );
  const at2359 = simple(
    '2359',
    'Vencimento p/23:59',
    `Deseja mudar o vencimento do usuário ${username} para 23:59?`,
    { action: LINE_ACTION.at2359 },
    MSG.lineEdited,
  );
  const remove = simple('delete', 'Excluir', `Deseja excluir o usuário ${username}?`, { action: LINE_ACTION.delete }, MSG.lineDeleted(username));
  const trust = (label: string) =>
    simple('trust', label, `Deseja adicionar 48 horas de confiança ao usuário ${username}?`, { action: LINE_ACTION.trust }, MSG.lineTrusted(username));
  const recreate = provision(
    'recreate',
    kind === 'iptv' ? 'Recriar Linha' : 'Recriar',
    `Deseja recriar a linha do usuário ${username}?`,
    LINE_CALLS[kind].recreate,
  );

  const history: Item = { key: 'history', label: 'Histórico', onClick: () => navigate(historyPath('linha', id, username)) };
  const items: Item[] =
    kind === 'iptv'
      ? [
          toggleItem,
          modal('extend', 'Estender'),
          at2359,
          remove,
          modal('edit', 'Editar'),
          modal('links', 'Links'),
          modal('migrateP2p', 'Migrar P2P'),
          ...(canMigrateNewP2p ? [modal('migrateNewP2p', 'Migrar Novo P2P')] : []),
          recreate,
          modal('prime', 'Ativar Prime'),
          modal('expiry', 'Retroceder vencimento'),
          trust('Confiança ao cliente (Adicionar 48 Horas)'),
          history,
        ]
      : [
          toggleItem,
          modal('extend', 'Estender'),
          at2359,
          remove,
          modal('edit', 'Editar'),
          modal('note', 'Editar nota'),
          modal('package', 'Editar pacote'),
          modal('links', 'Links'),
          modal('migrateIptv', 'Migrar IPTV'),
          trust('Adicionar confiança (48 horas)'),
          recreate,
          provision('sync', 'Sincronizar', `Deseja sincronizar o usuário ${username}?`, LINE_CALLS[kind].sync),
          history,
        ];

  return (
    <Space>
      <Button
        size="small"
        onClick={() =>
          run(
            `Adicionar 30 dias ao usuário ${username}?`,
            call({ action: LINE_ACTION.extend, credits: 1 }, crypto.randomUUID()),
            renewalNotice(username, line.password),
            afterAction,
          )
        }
      >
        +30 dias
      </Button>
      <Dropdown trigger={['click']} placement={upward ? 'topRight' : 'bottomRight'} menu={{ items }}>
        <Button size="small">
          Ações <DownOutlined />
        </Button>
      </Dropdown>
    </Space>
  );
}
