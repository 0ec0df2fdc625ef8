// /new-users-p2p 'Listagem de Usuários Novo P2P' and /users-p2p: the shared lines table (default sort by
// endTime_timestamp), Atualizar, +30 dias and the row dropdown, each asking Sim/Não.
import { Button, Tooltip, Typography } from 'antd';
import { CheckCircleOutlined, ClockCircleOutlined, CloseCircleOutlined, ExclamationCircleOutlined, ReloadOutlined, StopOutlined } from '@ant-design/icons';
import { LINE_STATUS } from '../../../shared/lines/texts';
import type { P2pLine } from '../../../shared/lines/schemas';
import { useLoadErrorDialog } from '../../components/dialogs';
import { useP2pLinesQuery } from '../lines/api';
import { formatDate, type ListConfig } from '../lines/list';
import { LineBulkActions } from '../lines/LineBulkActions';
import { dateColumn, expiryColumn, LinesTable, noteColumn, statusColumn, textColumn, type LineColumn } from '../lines/LinesTable';
import { useListedReseller } from '../lines/ListedReseller';
import { useLineActions } from '../lines/useLineActions';
import { RowActions } from '../lines/RowActions';
import { useLineModals } from '../lines/useLineModals';
import { useCreateFromCode } from './CreateFromCode';

type Key = 'name' | 'start' | 'end' | 'owner';

const STATUS = { [LINE_STATUS.active]: 'active', [LINE_STATUS.test]: 'test', [LINE_STATUS.disabled]: 'disabled' } as const;
const STATUS_TEXT = { [LINE_STATUS.active]: 'Ativo', [LINE_STATUS.test]: 'Teste', [LINE_STATUS.disabled]: 'Desativado' } as const;
const STATUS_ICON = {
  [LINE_STATUS.active]: <CheckCircleOutlined style={{ color: '#52c41a' }} />,
  [LINE_STATUS.test]: <ClockCircleOutlined style={{ color: '#faad14' }} />,
  [LINE_STATUS.disabled]: <StopOutlined />,
};

/** 'Vencido' once the expiry passed, whatever the stored status. */
const statusText = (l: P2pLine) => (l.expired ? 'Vencido' : STATUS_TEXT[l.status]);
const EXPIRED_ICON = <CloseCircleOutlined style={{ color: '#ff4d4f' }} />;

export const P2P_LIST: ListConfig<P2pLine, Key> = {
  searchable: (l) => [l.name, l.pass, l.id_res, l.owner, l.nota, formatDate(l.startTime_timestamp), formatDate(l.endTime_timestamp)],
  status: (l) => (l.expired ? 'expired' : STATUS[l.status]),
  expiring: (l) => l.expiring,
  sortKeys: { name: (l) => l.name, start: (l) => l.startTime_timestamp, end: (l) => l.endTime_timestamp, owner: (l) => l.owner },
};

const COLUMNS: LineColumn<P2pLine, Key>[] = [
  textColumn('Usuário', 'name', (l) => l.name, 'name'),
  textColumn('Senha', 'pass', (l) => l.pass),
  statusColumn(
    (l) => (
      <Tooltip title={statusText(l)}>
        <span role="img" aria-label={statusText(l)}>
          {l.expired ? EXPIRED_ICON : STATUS_ICON[l.status]}
        </span>
      </Tooltip>
    ),
    statusText,
  ),
  dateColumn('Início', 'start', (l) => l.startTime_timestamp),
  expiryColumn('end', (l) => l.endTime_timestamp),
  textColumn('Dono', 'owner', (l) => l.owner, 'owner'),
  noteColumn('Nota'),
  {
    title: 'Vencendo',
    key: 'expiring',
    render: (l) =>
      l.expiring ? (
        <Tooltip title={l.expiring === 2 ? 'Vence em até 1 dia' : 'Vence em até 7 dias'}>
          <ExclamationCircleOutlined style={{ color: l.expiring === 2 ? '#ff4d4f' : '#faad14' }} />
        </Tooltip>
      ) : null,
  },
];

const SCREEN = {
  p2p: { title: 'Listagem de Usuários P2P', fileName: 'UsersP2P.xlsx', sheetName: 'Usuários P2P' },
  new_p2p: { title: 'Listagem de Usuários Novo P2P', fileName: 'UsersNewP2P.xlsx', sheetName: 'Usuários Novo P2P' },
} as const;

export default function NewUsersP2PPage() {
  return <P2PListPage kind="new_p2p" />;
}

/** The P2P and new P2P lists: the same columns, filters and row actions. */
export function P2PListPage({ kind }: { kind: 'p2p' | 'new_p2p' }) {
  const screen = SCREEN[kind];
  const listed = useListedReseller();
  const { data, isFetching, error, refetch } = useP2pLinesQuery({ kind, reseller_id: listed.resellerId });
  useLoadErrorDialog(error);
  const actions = useLineActions(kind);
  const modals = useLineModals(kind, actions);
  const fromCode = useCreateFromCode();

  return (
    <div>
      <Typography.Title level={3}>{screen.title}</Typography.Title>
      {listed.header}
      {actions.banner}
      {kind === 'new_p2p' && fromCode.banner}
      <LinesTable
        rows={data?.rows}
        loading={isFetching}
        config={P2P_LIST}
        defaultSort={{ key: 'end', direction: 'ascend' }}
        columns={COLUMNS}
        rowKey={(l) => l.id}
        exportFile={{ fileName: screen.fileName, sheetName: screen.sheetName }}
        toolbar={() => (
          <>
            {kind === 'new_p2p' && listed.own && fromCode.button}
            <Button icon={<ReloadOutlined />} onClick={() => refetch()}>
              Atualizar
            </Button>
          </>
        )}
        bulk={(selected, { clear, exportSelection }) => (
          <LineBulkActions
            lines={selected.map((l) => ({
              id: l.id,
              kind,
              username: l.name,
              state: l.status === LINE_STATUS.disabled ? 'disabled' : l.status === LINE_STATUS.test ? 'test' : 'active',
            }))}
            onExport={exportSelection}
            onDone={clear}
          />
        )}
        actions={(l, ctx) => (
          // on=1 turns on anything not active, on=0 turns an active line off (spec section 4).
          <RowActions
            {...ctx}
            kind={kind}
            line={{ id: l.id, username: l.name, password: l.pass, whatsapp: l.whatsapp, nota: l.nota, expAt: l.endTime_timestamp, packageId: l.productid }}
            toggle={{ on: l.status === LINE_STATUS.active ? 0 : 1 }}
            actions={actions}
            modals={modals}
          />
        )}
      />
      {modals.element}
      {fromCode.modal}
    </div>
  );
}
