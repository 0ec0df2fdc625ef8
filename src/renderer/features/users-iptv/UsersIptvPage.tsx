// /users-iptv 'Listagem de Usuários IPTV': the shared lines table over the caller's IPTV lines, with
// Atualizar, the three trial-cleaning buttons, +30 days and the row dropdown. Every action asks
// Sim/Não, shows the spec's text or the error dialog, reloads (tag invalidation) and flips the sort.
import { Badge, Button } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { getRegPassword } from '../../app/session';
import { useLoadErrorDialog } from '../../components/dialogs';
import { useLineActions } from '../lines/useLineActions';
import { RowActions } from '../lines/RowActions';
import { useLineModals } from '../lines/useLineModals';
import { useProfileQuery } from '../../api/account';
import { CALLS } from '../../../shared/calls';
import { mayCall } from '../../app/visibility';
import { useCleanTrialsMutation, useIptvUsersQuery } from '../lines/api';
import type { IptvLine } from '../../../shared/lines/schemas';
import { LINE_ACTION } from '../../../shared/lines/texts';
import { formatDate, type ListConfig } from '../lines/list';
import { dateColumn, expiryColumn, LinesTable, noteColumn, statusColumn, textColumn, type LineColumn } from '../lines/LinesTable';
import { LineBulkActions } from '../lines/LineBulkActions';
import { useListedReseller } from '../lines/ListedReseller';
import { Title } from '../../components/typography';

type Key = 'username' | 'exp' | 'created';

const STATUS: Record<IptvLine['status'], 'active' | 'test' | 'disabled'> = { Ativo: 'active', Teste: 'test', Desativado: 'disabled' };

export const IPTV_LIST: ListConfig<IptvLine, Key> = {
  searchable: (u) => [u.username, u.password, u.nota, formatDate(u.exp_date_timestamp), formatDate(u.created_at), u.owner],
  status: (u) => (u.expired ? 'expired' : STATUS[u.status]),
  online: (u) => Boolean(u.watching),
  expiring: (u) => u.expiring,
  sortKeys: { username: (u) => u.username, exp: (u) => u.exp_date_timestamp, created: (u) => u.created_at },
};

/** The status a user reads: 'Vencido' once the expiry passed, whatever the stored status. */
const statusText = (u: IptvLine) => (u.expired ? 'Vencido' : u.status);

const COLUMNS: LineColumn<IptvLine, Key>[] = [
  textColumn('Usuário', 'username', (u) => u.username, 'username'),
  textColumn('Senha', 'password', (u) => u.password),
  statusColumn(
    (u) => (
      <Badge
        status={u.watching ? 'processing' : u.expired ? 'error' : u.status === 'Ativo' ? 'success' : u.status === 'Teste' ? 'warning' : 'default'}
        text={u.watching ? 'Online' : statusText(u)}
      />
    ),
    statusText,
  ),
  noteColumn('Notas'),
  expiryColumn('exp', (u) => u.exp_date_timestamp),
  dateColumn('Criado Em', 'created', (u) => u.created_at),
];

const CLEANINGS = [
  { range: 1, label: 'Limpar todos os testes' },
  { range: 2, label: 'Limpar testes (15 dias)' },
  { range: 3, label: 'Limpar testes (7 dias)' },
] as const;

export default function UsersIptvPage() {
  const reg_password = getRegPassword();
  const listed = useListedReseller();
  const { data, isFetching, error, refetch } = useIptvUsersQuery({ reseller_id: listed.resellerId, reg_password });
  useLoadErrorDialog(error);
  const [clean] = useCleanTrialsMutation();
  const actions = useLineActions('iptv');
  const modals = useLineModals('iptv', actions);
  const { data: profile } = useProfileQuery();
  const canMigrateNewP2p = profile ? mayCall(CALLS.iptvAction, { action: LINE_ACTION.migrateToNewP2p })(profile) : false;
  const { run, banner } = actions;

  return (
    <div>
      <Title>Listagem de Usuários IPTV</Title>
      {listed.header}
      {banner}
      <LinesTable
        rows={data?.rows}
        loading={isFetching}
        config={IPTV_LIST}
        defaultSort={{ key: 'exp', direction: 'ascend' }}
        columns={COLUMNS}
        rowKey={(u) => u.id}
        exportFile={{ fileName: 'UsersIPTV.xlsx', sheetName: 'Usuários IPTV' }}
        toolbar={({ afterAction }) => (
          <>
            <Button icon={<ReloadOutlined />} onClick={() => refetch()}>
              Atualizar
            </Button>
            {/* Cleaning acts on the caller's own tests: not offered over a sub-reseller's list. */}
            {listed.own &&
              CLEANINGS.map((c) => (
                <Button
                  key={c.range}
                  danger
                  onClick={() =>
                    run(
                      `${c.label}?`,
                      () => clean(c.range),
                      () => ({ title: 'Os testes foram limpados com sucesso!' }),
                      afterAction,
                    )
                  }
                >
                  {c.label}
                </Button>
              ))}
          </>
        )}
        bulk={(selected, { clear, exportSelection }) => (
          <LineBulkActions
            lines={selected.map((u) => ({
              id: u.id,
              kind: 'iptv',
              username: u.username,
              state: u.status === 'Desativado' ? 'disabled' : u.status === 'Teste' ? 'test' : 'active',
              toggle: { id_iptv: u.id_iptv },
            }))}
            onExport={exportSelection}
            onDone={clear}
          />
        )}
        actions={(u, ctx) => (
          <RowActions
            {...ctx}
            kind="iptv"
            line={{
              id: u.id,
              username: u.username,
              password: u.password,
              whatsapp: u.whatsapp,
              nota: u.nota,
              expAt: u.exp_date_timestamp,
              packageId: u.package,
              bouquets: u.bouquets,
              extra: { reg_password, id_iptv: u.id_iptv },
            }}
            toggle={{ id_iptv: u.id_iptv }}
            actions={actions}
            modals={modals}
            canMigrateNewP2p={canMigrateNewP2p}
          />
        )}
      />
      {modals.element}
    </div>
  );
}
