// /list-resellers: the paged list of the caller's network with search, every column of the spec and
// the row actions (credits, edit, master, logs, block, delete), by role. On a phone, one card per
// reseller. The row menu is grouped in submenus, deleting last and apart (issue 26: 16 items in a row
// ran past the screen).
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { ClippedText } from '../../components/ClippedText';
import { lazyPart } from '../../components/lazyPart';
import { Button, Dropdown, InputNumber, Space, theme, Tooltip, type MenuProps, type TableColumnsType } from 'antd';
import { DollarOutlined, EditOutlined, LockOutlined, MoreOutlined, SearchOutlined } from '@ant-design/icons';
import { FRANCHISES } from '../../../shared/domain';
import { formatDecimal } from '../../../shared/format';
import { LINES_UI_MSG, MSG } from '../../../shared/messages';
import type { Paged, Reseller } from '../../../shared/network/schemas';
import { RESELLER_ACTION } from '../../../shared/network/texts';
import { errorMessage, requestOf } from '../../api/base';
import { useProfileQuery } from '../../api/account';
import { useConfirm, useErrorDialog, useLoadErrorDialog } from '../../components/dialogs';
import { FilteredList, LiveSearch, useDebounced } from '../../components/lists';
import { useResellerActionMutation, useResellersQuery } from './api';
import { mayCall, type Viewer } from '../../app/visibility';
import { CALLS } from '../../../shared/calls';
import type { RowDialogKind as ModalKind } from './RowDialog';
import { useNavigate } from 'react-router';
import { historyPath } from '../../../shared/audit/texts';
import { isOverdue } from './rules';
import { fetchAllPages, useExcelExport } from '../../components/useExcelExport';
import { OpenInWindowButton, ScreenHeader } from '../../components/ScreenHeader';
import { useFeedback } from '../../components/feedback';

export const SEARCH_DEBOUNCE_MS = 1000;

/** Each row dialog and 'Buscar revenda' load when one opens: the list shows without them (issue 21). */
const RowDialog = lazyPart(() => import('./RowDialog'));
const FindUserModal = lazyPart(() => import('./modals').then((m) => ({ default: m.FindUserModal })));

/** A sub-reseller's line lists, each shown when its list call would be answered (as the sidebar shows them). */
const LINE_LISTS = [
  { key: 'iptv', label: 'Usuários IPTV', path: '/users-iptv', visible: mayCall(CALLS.iptvLines) },
  { key: 'p2p', label: 'Usuários P2P', path: '/users-p2p', visible: mayCall(CALLS.p2pLines) },
  { key: 'new_p2p', label: 'Usuários Novo P2P', path: '/stream-users-p2p', visible: mayCall(CALLS.newP2pLines) },
] as const;

/**
 * The row menu's groups of items that stand for a call (or one action of it), each item shown when
 * that call would be allowed; a group with none is left out.
 */
const ROW_GROUPS: { key: string; label: string; items: { key: ModalKind; label: (r: Reseller) => string; visible: (v: Viewer) => boolean }[] }[] = [
  {
    key: 'account',
    label: 'Conta e acesso',
    items: [
      { key: 'master', label: () => 'Permissão master', visible: mayCall(CALLS.resellerAction, { action: RESELLER_ACTION.master }) },
      { key: 'permissions', label: () => 'Permissões', visible: mayCall(CALLS.setResellerPermissions) },
      { key: 'qr', label: () => 'QR Code 2FA', visible: mayCall(CALLS.reseller2faQr) },
      { key: 'reset2fa', label: () => 'Redefinir 2FA', visible: mayCall(CALLS.resetReseller2fa) },
      { key: 'endSessions', label: () => 'Encerrar sessões', visible: mayCall(CALLS.endResellerSessions) },
      { key: 'tokens', label: () => 'Tokens de API', visible: mayCall(CALLS.resellerApiTokens) },
      { key: 'key', label: () => 'Chave de integração', visible: mayCall(CALLS.externalKey) },
    ],
  },
  {
    key: 'logs',
    label: 'Logs e totais',
    items: [
      { key: 'movements', label: () => 'Logs de Movimentações', visible: mayCall(CALLS.resellerMovements) },
      { key: 'access', label: () => 'Log de acesso', visible: mayCall(CALLS.resellerAccessLogs) },
      { key: 'tracking', label: () => 'Rastreamento', visible: mayCall(CALLS.tracking) },
      { key: 'totals', label: () => 'Totais da árvore', visible: mayCall(CALLS.treeTotals) },
    ],
  },
  {
    key: 'blocks',
    label: 'Bloqueios',
    items: [
      { key: 'block', label: (r) => (r.status === 1 ? 'Bloquear' : 'Desbloquear'), visible: mayCall(CALLS.resellerAction, { action: RESELLER_ACTION.block }) },
      {
        key: 'adminBlock',
        label: (r) => (r.status === 1 ? 'Bloqueio administrativo' : 'Desbloquear (administrador)'),
        visible: mayCall(CALLS.adminBlockReseller),
      },
      {
        key: 'networkBlock',
        label: (r) => (r.status === 1 ? 'Bloquear rede' : 'Desbloquear rede'),
        visible: mayCall(CALLS.resellerAction, { action: RESELLER_ACTION.blockNetwork }),
      },
    ],
  },
];
/** Deleting: one reseller, its network, or it and its network. */
const DELETES = [
  { action: RESELLER_ACTION.delete, key: 'delete', label: 'Excluir revenda', question: (r: Reseller) => `Deseja excluir a revenda ${r.username}?` },
  {
    action: RESELLER_ACTION.deleteNetwork,
    key: 'network',
    label: 'Excluir rede',
    question: (r: Reseller) => `Deseja excluir toda a rede abaixo de ${r.username}?`,
  },
  { action: RESELLER_ACTION.deleteTree, key: 'tree', label: 'Excluir árvore', question: (r: Reseller) => `Deseja excluir ${r.username} e toda a sua árvore?` },
] as const;

/** A submenu opens beside its menu, and shifts sideways over it where a phone has no room on either side. */
const SUBMENU_ALIGN = { adjustX: 1, adjustY: 1, shiftX: true, shiftY: true };
const SUBMENU_PLACEMENTS = { rightTop: { points: ['tl', 'tr'], overflow: SUBMENU_ALIGN }, leftTop: { points: ['tr', 'tl'], overflow: SUBMENU_ALIGN } };

const franchiseName = (id: number | undefined) => FRANCHISES.find((f) => f.id === id)?.name ?? String(id ?? '');

export default function ListResellersPage() {
  const { data: profile } = useProfileQuery();
  const admin = profile?.profile === 'admin';
  const shown = (visible: (v: Viewer) => boolean) => (profile ? visible(profile) : false);
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(10);
  const [text, setText] = useState('');
  const [searchID, setSearchID] = useState<number | null>(null);
  const search = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const { data, isFetching, error } = useResellersQuery({ page, per_page: perPage, search: search || undefined, searchID: searchID ?? undefined });
  useLoadErrorDialog(error);
  const [modal, setModal] = useState<{ kind: ModalKind; reseller: Reseller } | null>(null);
  const [finding, setFinding] = useState(false);
  const [act] = useResellerActionMutation();
  const confirm = useConfirm();
  const showError = useErrorDialog();
  const exportExcel = useExcelExport();
  const { message } = useFeedback();
  const { token } = theme.useToken();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search or page size starts again at page 1.
  useEffect(() => setPage(1), [search, searchID, perPage]);

  async function destroy(r: Reseller, action: (typeof DELETES)[number]['action'], question: string) {
    if (!(await confirm(question))) return;
    const res = await act({ id: r.id, action: { action } });
    if ('error' in res) showError(errorMessage(res.error, MSG.reloadAndRetry));
    else
      message.success(
        `${res.data.message}. Contas excluídas: ${res.data.deleted_accounts}; créditos devolvidos: ${formatDecimal(res.data.refunded_credits ?? 0)}. ` +
          `Elas ficam na Lixeira por ${res.data.trash_days} dias, de onde o administrador pode restaurá-las.`,
      );
  }

  async function exportAll() {
    const rows = await fetchAllPages<Reseller, Paged<Reseller>>(
      requestOf(CALLS.resellers, { query: { search: search || undefined, searchID: searchID ?? undefined } }),
      (r) => r,
    );
    if (!rows) return showError(LINES_UI_MSG.exportFailed);
    await exportExcel({
      fileName: 'Revendas.xlsx',
      sheetName: 'Revendas',
      columns: [
        { header: 'ID', key: 'id' },
        { header: 'Usuário', key: 'username', width: 24 },
        { header: 'Ativos', key: 'actives' },
        { header: 'Ativos na árvore', key: 'total_actives' },
        { header: 'WhatsApp', key: 'email', width: 18 },
        { header: 'Créditos', key: 'credits' },
        { header: 'Dias sem recarga', key: 'days_to_due' },
        { header: 'Bloqueada', key: 'blocked' },
        { header: 'E-mail', key: 'email_contact', width: 28 },
        ...(admin
          ? [
              { header: 'Dono', key: 'owner', width: 20 },
              { header: 'Franquia', key: 'franchise' },
            ]
          : []),
      ],
      rows: rows.map((r) => ({
        ...r,
        actives: r.total_iptv + r.total_up2p,
        blocked: r.status === 0 ? 'Sim' : 'Não',
        franchise: franchiseName(r.id_franchise),
      })),
    });
  }

  const open = (kind: ModalKind, reseller: Reseller) => setModal({ kind, reseller });

  /** A submenu of these items, or nothing when none is shown. */
  const submenu = (key: string, label: ReactNode, children: NonNullable<MenuProps['items']>) => (children.length > 0 ? [{ key, label, children }] : []);
  const rowMenu = (r: Reseller): MenuProps['items'] => {
    const deletes = DELETES.filter((d) => shown(mayCall(CALLS.resellerAction, { action: d.action })));
    return [
      ...submenu(
        'lines',
        'Linhas',
        LINE_LISTS.filter((l) => shown(l.visible)).map((l) => ({ key: l.key, label: l.label, onClick: () => navigate(`${l.path}/${r.id}`) })),
      ),
      ...ROW_GROUPS.flatMap((g) =>
        submenu(
          g.key,
          g.label,
          g.items.filter((i) => shown(i.visible)).map((i) => ({ key: i.key, label: i.label(r), onClick: () => open(i.key, r) })),
        ),
      ),
      { key: 'history', label: 'Histórico', onClick: () => navigate(historyPath('revenda', r.id, r.username)) },
      // What cannot be undone: last, apart, in red.
      ...(deletes.length > 0 ? [{ type: 'divider' as const }] : []),
      ...submenu(
        'deletes',
        <span style={{ color: token.colorError }}>Excluir</span>,
        deletes.map((d) => ({ key: d.key, danger: true, label: d.label, onClick: () => destroy(r, d.action, d.question(r)) })),
      ),
    ];
  };

  const columns: TableColumnsType<Reseller> = [
    { title: 'ID', dataIndex: 'id' },
    // The free texts end in an ellipsis (whole on hover): a long e-mail never pushes the last columns under 'Ações'.
    { title: 'Usuário', dataIndex: 'username', render: (v: string) => <ClippedText text={v} width={180} /> },
    { title: 'Ativos', render: (_, r) => r.total_iptv + r.total_up2p },
    { title: 'Ativos na árvore', dataIndex: 'total_actives' },
    { title: 'WhatsApp', dataIndex: 'email', render: (v: string) => (v && v !== '0' ? v : '—') },
    { title: 'Créditos', dataIndex: 'credits', render: (v: number) => formatDecimal(v) },
    {
      title: 'Dias sem recarga',
      dataIndex: 'days_to_due',
      render: (d: number) => (
        <span style={isOverdue(d) ? { color: '#ff4d4f', fontWeight: 600 } : undefined} data-overdue={isOverdue(d) || undefined}>
          {d}
        </span>
      ),
    },
    {
      title: 'Bloqueio',
      render: (_, r) =>
        r.status === 0 ? (
          <Tooltip title={r.block_admin ? 'Bloqueada pelo administrador' : 'Bloqueada'}>
            <LockOutlined style={{ color: '#ff4d4f' }} aria-label="Bloqueada" />
          </Tooltip>
        ) : null,
    },
    { title: 'E-mail', dataIndex: 'email_contact', render: (v: string) => <ClippedText text={v} width={180} /> },
    ...(admin
      ? [
          { title: 'Dono', dataIndex: 'owner', render: (v: string) => <ClippedText text={v} width={140} /> },
          { title: 'Franquia', dataIndex: 'id_franchise', render: (id: number) => franchiseName(id) },
        ]
      : []),
    {
      title: 'Ações',
      fixed: 'right',
      render: (_, r) => (
        <Space>
          <Button size="small" icon={<DollarOutlined />} onClick={() => open('credit', r)} aria-label={`Adicionar crédito para ${r.username}`} />
          <Button size="small" icon={<EditOutlined />} onClick={() => open('edit', r)} aria-label={`Editar ${r.username}`} />
          {/* Submenus open on a tap as on a click: a phone has no hover. */}
          <Dropdown trigger={['click']} menu={{ items: rowMenu(r), triggerSubMenuAction: 'click', builtinPlacements: SUBMENU_PLACEMENTS }}>
            <Button size="small" icon={<MoreOutlined />} aria-label={`Ações de ${r.username}`} />
          </Dropdown>
        </Space>
      ),
    },
  ];

  return (
    <div>
      <ScreenHeader title="Revendas">
        {shown(mayCall(CALLS.findReseller)) && (
          <Button icon={<SearchOutlined />} onClick={() => setFinding(true)}>
            Buscar pelo usuário
          </Button>
        )}
        <Button onClick={exportAll}>Exportar Excel</Button>
        <OpenInWindowButton path="/list-resellers" />
      </ScreenHeader>
      <FilteredList<Reseller>
        pageSize={perPage}
        onPageSize={setPerPage}
        filters={
          <>
            <InputNumber
              aria-label="Pesquisar por ID"
              placeholder="ID"
              min={1}
              value={searchID}
              onChange={(v) => setSearchID(typeof v === 'number' ? v : null)}
              style={{ width: 120 }}
            />
            <LiveSearch label="Pesquisar revendas" value={text} width={240} onChange={setText} />
          </>
        }
        loading={isFetching}
        columns={columns}
        rows={data?.data}
        cards={{ label: 'Revendas', title: 'username' }}
        paging={{ current: page, pageSize: perPage, total: data?.total ?? 0, onChange: setPage }}
      />
      <Suspense fallback={null}>
        {modal && <RowDialog kind={modal.kind} reseller={modal.reseller} onClose={() => setModal(null)} />}
        {finding && (
          <FindUserModal
            onClose={() => setFinding(false)}
            onFound={(r) => {
              setFinding(false);
              setText('');
              setSearchID(r.id);
            }}
          />
        )}
      </Suspense>
    </div>
  );
}
