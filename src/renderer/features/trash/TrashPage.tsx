// 'Lixeira' (issue 30): in 'Linhas', the lines deleted in the caller's network; in 'Revendas', the
// resellers, networks and trees the admin deleted below it. Each with who deleted it and when, and
// when it will be erased; a line says whether it was a test or paid. 'Restaurar' gives it back as it
// was, 'Excluir definitivamente' erases it (both ask first; a reseller's restore says whose credits it
// takes back, and the others are told only the admin restores one). The admin sets here how many days a
// deleted line or reseller waits.
import { Button, Input, Space, Tabs, Typography, type TableColumnsType } from 'antd';
import { useSearchParams } from 'react-router';
import { KeptForDays } from '../../components/KeptForDays';
import { CALLS } from '../../../shared/calls';
import { formatCredits } from '../../../shared/format';
import { MSG } from '../../../shared/messages';
import type { TrashQuery, ResellerTrashRow, TrashRow } from '../../../shared/trash/schemas';
import { TRASH_MAX_DAYS, TRASH_MIN_DAYS } from '../../../shared/trash/texts';
import { useProfileQuery } from '../../api/account';
import { errorMessage } from '../../api/base';
import { mayCall } from '../../app/visibility';
import { useConfirm, useErrorDialog, useLoadErrorDialog } from '../../components/dialogs';
import { useFeedback } from '../../components/feedback';
import { actionsColumn, ListTable, PageSizeSelect, textColumns, useListFilters } from '../../components/lists';
import { ScreenHeader } from '../../components/ScreenHeader';
import {
  useEraseLineMutation,
  useEraseResellerMutation,
  useResellerTrashQuery,
  useRestoreLineMutation,
  useRestoreResellerMutation,
  useSaveTrashRetentionMutation,
  useTrashQuery,
} from './api';

type Answer = { data: { message: string } } | { error: unknown };

export default function TrashPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('aba') === 'revendas' ? 'revendas' : 'linhas';
  return (
    <div>
      <ScreenHeader title="Lixeira" />
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'revendas' ? { aba: key } : {})}
        items={[
          { key: 'linhas', label: 'Linhas', children: <LineTrash /> },
          { key: 'revendas', label: 'Revendas', children: <ResellerTrash /> },
        ]}
      />
    </div>
  );
}

/** A restore or an erase: what it asks first, and the call. */
interface TrashAction {
  question: string;
  detail: string;
  run: () => Promise<Answer>;
}

/** 'Restaurar' and 'Excluir definitivamente' of a row: each asks, then runs and tells how it went. */
function TrashActions({ restore, erase }: { restore: TrashAction; erase: TrashAction }) {
  const confirm = useConfirm();
  const showError = useErrorDialog();
  const { message } = useFeedback();
  async function act({ question, detail, run }: TrashAction) {
    if (!(await confirm(question, detail))) return;
    const res = await run();
    if ('error' in res) showError(errorMessage(res.error as never, MSG.reloadAndRetry));
    else message.success(res.data.message);
  }
  return (
    <Space>
      <Button size="small" type="primary" onClick={() => void act(restore)}>
        Restaurar
      </Button>
      <Button size="small" danger onClick={() => void act(erase)}>
        Excluir definitivamente
      </Button>
    </Space>
  );
}

/** A trash list, the same on both tabs: what it keeps, the search and page size, the table, and the admin's period. */
function TrashTab<R extends { id: number }>({
  intro,
  empty,
  useAnswer,
  columns,
}: {
  intro: string;
  empty: string;
  useAnswer: (query: Partial<TrashQuery>) => { data?: { rows: R[]; total: number; days?: number }; isFetching: boolean; error?: unknown };
  columns: TableColumnsType<R>;
}) {
  const list = useListFilters({ search: '' });
  const { data, isFetching, error } = useAnswer({ search: list.filters.search || undefined, page: list.page, per_page: list.pageSize });
  useLoadErrorDialog(error);
  return (
    <>
      <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 12 }}>
        <PageSizeSelect value={list.pageSize} onChange={list.setPageSize} />
        <Input.Search
          aria-label="Pesquisar na lixeira"
          placeholder="Pesquisar usuário"
          allowClear
          onSearch={(search) => list.setFilters({ search: search.trim() })}
          style={{ width: 240 }}
        />
      </Space>
      <ListTable<R>
        rowKey="id"
        size="middle"
        loading={isFetching}
        rows={data?.rows}
        empty={empty}
        scroll={{ x: 'max-content' }}
        paging={list.pageOf(data?.total ?? 0)}
        columns={columns}
      />
      <TrashDays days={data?.days} />
    </>
  );
}

/** The admin's period, under either list. */
function TrashDays({ days }: { days: number | undefined }) {
  const [saveDays] = useSaveTrashRetentionMutation();
  if (days === undefined) return null;
  return (
    <KeptForDays
      key={days}
      lead="Manter as linhas e revendas excluídas por"
      label="Dias na lixeira"
      days={days}
      min={TRASH_MIN_DAYS}
      max={TRASH_MAX_DAYS}
      save={(value) => saveDays(value)}
    />
  );
}

/** When it was deleted and by whom, and when the purge will erase it (a date ahead). */
const DELETED = { 'Excluída em': 'deleted_at_formatted', 'Excluída por': 'deleted_by', 'Será apagada em': 'purge_at_formatted' } as const;

function LineTrash() {
  const [restore] = useRestoreLineMutation();
  const [erase] = useEraseLineMutation();
  return (
    <TrashTab<TrashRow>
      intro="As linhas excluídas da sua rede esperam aqui antes de serem apagadas: o usuário fica reservado e a linha volta como era ao ser restaurada."
      empty="A lixeira está vazia."
      useAnswer={useTrashQuery}
      columns={[
        ...textColumns<TrashRow>({ Usuário: 'username', Tipo: 'kind_label' }),
        { title: 'Linha', key: 'test', render: (_: unknown, r) => (r.test ? 'Teste' : 'Paga') },
        ...textColumns<TrashRow>({ Revenda: 'reseller', Vencimento: 'exp_at_formatted', ...DELETED }),
        actionsColumn((r) => (
          <TrashActions
            restore={{
              question: `Restaurar a linha ${r.username}?`,
              detail: 'Ela volta para a lista da revenda, com o mesmo vencimento.',
              run: () => restore(r.id),
            }}
            erase={{ question: `Excluir definitivamente a linha ${r.username}?`, detail: 'Não será possível restaurá-la.', run: () => erase(r.id) }}
          />
        )),
      ]}
    />
  );
}

/** What a reseller's restore asks: what comes back, and whose credits it takes back. */
function restoreQuestion(r: ResellerTrashRow): { question: string; detail: string } {
  const question =
    r.kind === 'rede'
      ? `Restaurar a rede de ${r.username}?`
      : r.kind === 'arvore'
        ? `Restaurar ${r.username} e toda a sua árvore?`
        : `Restaurar a revenda ${r.username}?`;
  const back = `${r.accounts} conta(s) e ${r.lines} linha(s) voltam como eram, com os mesmos usuários e vencimentos.`;
  const taken = r.refunded_credits > 1 ? 'Serão retirados' : 'Será retirado';
  const credits =
    r.refunded_credits > 0
      ? ` ${taken} ${formatCredits(r.refunded_credits)} de ${r.heir}, o que recebeu na exclusão, de volta para as contas restauradas.`
      : '';
  return { question, detail: back + credits };
}

function ResellerTrash() {
  const { data: profile } = useProfileQuery();
  const [restore] = useRestoreResellerMutation();
  const [erase] = useEraseResellerMutation();
  const manages = profile ? mayCall(CALLS.restoreReseller)(profile) : false;
  return (
    <TrashTab<ResellerTrashRow>
      intro={
        manages
          ? 'As revendas, redes e árvores excluídas abaixo de você esperam aqui antes de serem apagadas: os usuários das contas e das linhas ficam reservados, e ao restaurar tudo volta como era, com os créditos devolvidos na exclusão retirados de quem os recebeu.'
          : 'As revendas, redes e árvores excluídas abaixo de você esperam aqui antes de serem apagadas, com os usuários das contas e das linhas reservados. Só o admin pode restaurá-las ou excluí-las definitivamente: para ter uma de volta, peça ao admin (por um ticket, por exemplo). Na restauração tudo volta como era, e os créditos devolvidos na exclusão são retirados de quem os recebeu.'
      }
      empty="Nenhuma revenda na lixeira."
      useAnswer={useResellerTrashQuery}
      columns={[
        ...textColumns<ResellerTrashRow>({ Revenda: 'username', Tipo: 'kind_label', Contas: 'accounts', Linhas: 'lines' }),
        { title: 'Créditos devolvidos', key: 'refunded', render: (_: unknown, r) => formatCredits(r.refunded_credits) },
        ...textColumns<ResellerTrashRow>({ 'Devolvidos a': 'heir', ...DELETED }),
        ...(manages
          ? [
              actionsColumn<ResellerTrashRow>((r) => (
                <TrashActions
                  restore={{ ...restoreQuestion(r), run: () => restore(r.id) }}
                  erase={{
                    question: `Excluir definitivamente ${r.username}?`,
                    detail: `${r.accounts} conta(s) e ${r.lines} linha(s) serão apagadas. Não será possível restaurá-las.`,
                    run: () => erase(r.id),
                  }}
                />
              )),
            ]
          : []),
      ]}
    />
  );
}
