// /vencimentos (issue 22): what expires today, in 3 and 7 days, and what expired in the last 30 days,
// every kind of line together (the tests too with 'Incluir testes'). Select lines (or all of a tab) and
// 'Renovar' them (one confirmation with the number of lines and the total, then each line's own
// Estender with its own key, with progress and the reason of each line that failed), 'Enviar lembrete'
// (one WhatsApp link per line, or every message copied as a list, each send recorded on the line) or
// 'Exportar' (the selection, or the whole tab without one). On a phone the lines are cards.
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Card, Checkbox, Modal, Select, Space, Tabs, Tag, Typography } from 'antd';
import { PlainList } from '../../components/PlainList';
import { CopyOutlined, ExportOutlined, SyncOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { whatsappLink } from '../../../shared/copy-messages';
import { reminderText } from '../../../shared/reminder';
import { EXPIRY_MSG, EXPIRY_PAGE_SIZES, EXPIRY_TABS, REMINDER_MAX_LINES, type ExpiryTab } from '../../../shared/expiries/texts';
import type { ExpiringLine, ExpiryTarget } from '../../../shared/expiries/schemas';
import { LINE_KIND_LABELS } from '../../../shared/lines/texts';
import { MSG } from '../../../shared/messages';
import { errorMessage } from '../../api/base';
import { useProfileQuery } from '../../api/account';
import { isAdmin } from '../../app/visibility';
import { ClippedText } from '../../components/ClippedText';
import { useErrorDialog, useLoadErrorDialog } from '../../components/dialogs';
import { ListTable, SearchField } from '../../components/lists';
import { SelectionButton, SelectionCount, useSelection } from '../../components/selection';
import { copyText } from '../../components/SuccessBanner';
import { useExcelExport } from '../../components/useExcelExport';
import { RenewDialog } from '../lines/BulkDialog';
import { useExpiriesQuery, useRemindMutation } from './api';
import { WhatsappApiSend } from './WhatsappApiSend';
import { useFeedback } from '../../components/feedback';

/** 'Enviar lembrete': the message of each line, its WhatsApp link, or all of them copied; each send is recorded. */
function ReminderDialog({ lines, onClose }: { lines: ExpiryTarget[]; onClose: () => void }) {
  const [remind] = useRemindMutation();
  const showError = useErrorDialog();
  const { message } = useFeedback();
  const [sent, setSent] = useState<Set<number>>(new Set());
  const [now] = useState(() => Date.now());
  const texts = useMemo(() => new Map(lines.map((l) => [l.id, reminderText(l, now)])), [lines, now]);

  /** Records the reminders, REMINDER_MAX_LINES per call ('Selecionar todas' takes up to 5 000 lines). */
  async function record(ids: number[]) {
    let saved = 0;
    for (let i = 0; i < ids.length; i += REMINDER_MAX_LINES) {
      const part = ids.slice(i, i + REMINDER_MAX_LINES);
      const res = await remind(part);
      if ('error' in res) return showError(errorMessage(res.error, MSG.reloadAndRetry));
      saved += res.data.saved;
      setSent((s) => new Set([...s, ...part]));
    }
    void message.success(EXPIRY_MSG.remindersSaved(saved));
  }

  async function copyAll() {
    const list = lines.map((l) => `${l.username} (${l.whatsapp && l.whatsapp !== '0' ? l.whatsapp : 'sem WhatsApp'})\n${texts.get(l.id)}`).join('\n\n');
    if (await copyText(list)) await record(lines.map((l) => l.id));
  }

  return (
    <Modal open title="Enviar lembrete" onCancel={onClose} mask={{ closable: true }} width={640} footer={<Button onClick={onClose}>Fechar</Button>}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <WhatsappApiSend lines={lines} />
        <Button icon={<CopyOutlined />} onClick={() => void copyAll()}>
          Copiar todas as mensagens
        </Button>
        <PlainList
          items={lines}
          itemKey={(line) => line.id}
          empty="Nenhuma linha."
          pageSize={10}
          render={(line) => (
            <Space>
              <span>{line.username}</span>
              <Typography.Text type="secondary">{line.exp_date_formatted.slice(0, 10)}</Typography.Text>
              {sent.has(line.id) && <Tag color="green">Enviado</Tag>}
            </Space>
          )}
          actions={(line) => {
            const link = whatsappLink(line.whatsapp, texts.get(line.id)!);
            return link ? (
              <Button size="small" icon={<WhatsAppOutlined />} href={link} target="_blank" rel="noreferrer" onClick={() => void record([line.id])}>
                Abrir WhatsApp
              </Button>
            ) : (
              <Typography.Text type="secondary">Sem WhatsApp</Typography.Text>
            );
          }}
        />
      </Space>
    </Modal>
  );
}

const targetKey = (line: ExpiryTarget) => line.id;

export default function ExpiriesPage() {
  const { data: profile } = useProfileQuery();
  // The dashboard's counts open their own tab (?aba=in3).
  const [params] = useSearchParams();
  const [tab, setTab] = useState<ExpiryTab>(() => EXPIRY_TABS.find((t) => t.key === params.get('aba'))?.key ?? 'today');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(25);
  const [search, setSearch] = useState('');
  const [tests, setTests] = useState(false);
  // The lines a dialog acts on, kept as they were when it opened: renewed lines leave the tab meanwhile.
  const [dialog, setDialog] = useState<{ action: 'renew' | 'remind'; lines: ExpiryTarget[] } | null>(null);
  const { data, isFetching, error } = useExpiriesQuery({
    tab,
    page,
    per_page: perPage,
    ...(search ? { search } : {}),
    ...(tests ? { tests: '1' as const } : {}),
  });
  useLoadErrorDialog(error);
  const exportExcel = useExcelExport();
  // Every line of the tab is in `all`: a selection made on other pages keeps its data, and a line that left the tab leaves it.
  const selection = useSelection(data?.all, targetKey);
  const { selected } = selection;
  const noneSelected = selected.length === 0 ? EXPIRY_MSG.noneSelected : null;

  const startOver = (change: () => void) => {
    change();
    setPage(1);
    selection.clear();
  };

  async function exportLines(lines: ExpiryTarget[]) {
    await exportExcel({
      fileName: 'vencimentos',
      sheetName: 'Vencimentos',
      columns: [
        { header: 'Usuário', key: 'username', width: 18 },
        { header: 'Tipo', key: 'kind', width: 10 },
        { header: 'Vencimento', key: 'exp', width: 22, date: true },
        { header: 'WhatsApp', key: 'whatsapp', width: 18 },
      ],
      rows: lines.map((l) => ({
        username: l.username,
        kind: LINE_KIND_LABELS[l.kind],
        exp: l.exp_date_formatted,
        whatsapp: l.whatsapp === '0' ? '' : l.whatsapp,
      })),
    });
  }

  return (
    <div>
      <Typography.Title level={3}>Vencimentos</Typography.Title>
      <Card>
        <Tabs
          activeKey={tab}
          onChange={(key) => startOver(() => setTab(key as ExpiryTab))}
          items={EXPIRY_TABS.map((t) => ({ key: t.key, label: `${t.label} (${data?.counts[t.key] ?? 0})` }))}
        />
        <Space wrap style={{ marginBottom: 12 }}>
          <Select
            aria-label="Por página"
            value={perPage}
            onChange={(v) => startOver(() => setPerPage(v))}
            options={EXPIRY_PAGE_SIZES.map((n) => ({ value: n, label: n }))}
            style={{ width: 80 }}
          />
          <SearchField label="Pesquisar" placeholder="Pesquisar usuário" onSearch={(text) => startOver(() => setSearch(text))} />
          <Checkbox checked={tests} onChange={(e) => startOver(() => setTests(e.target.checked))}>
            Incluir testes
          </Checkbox>
        </Space>
        <Space wrap style={{ marginBottom: 12 }} aria-label="Linhas selecionadas">
          <Button onClick={() => selection.setKeys((data?.all ?? []).map(targetKey))} disabled={!data?.all.length}>
            Selecionar todas ({data?.all.length ?? 0})
          </Button>
          <SelectionButton type="primary" icon={<SyncOutlined />} reason={noneSelected} onClick={() => setDialog({ action: 'renew', lines: selected })}>
            Renovar
          </SelectionButton>
          <SelectionButton icon={<WhatsAppOutlined />} reason={noneSelected} onClick={() => setDialog({ action: 'remind', lines: selected })}>
            Enviar lembrete
          </SelectionButton>
          <Button icon={<ExportOutlined />} onClick={() => void exportLines(selected.length > 0 ? selected : (data?.all ?? []))}>
            Exportar
          </Button>
          <SelectionCount count={selected.length} />
        </Space>
        <ListTable<ExpiringLine>
          rowKey="id"
          loading={isFetching}
          rows={data?.rows}
          empty="Nenhuma linha nesta aba."
          scroll={{ x: 'max-content' }}
          cards={{ label: 'Linhas', title: 'username' }}
          rowSelection={{ selectedRowKeys: selection.keys, preserveSelectedRowKeys: true, onChange: selection.setKeys }}
          paging={{ current: page, pageSize: perPage, total: data?.total ?? 0, onChange: setPage }}
          columns={[
            { title: 'Usuário', dataIndex: 'username' },
            {
              title: 'Tipo',
              key: 'kind',
              render: (_: unknown, l) => (
                <>
                  {LINE_KIND_LABELS[l.kind]}
                  {l.test && <Tag style={{ marginInlineStart: 8 }}>Teste</Tag>}
                </>
              ),
            },
            { title: 'Dono', dataIndex: 'owner' },
            { title: 'Pacote', key: 'package', render: (_: unknown, l) => <ClippedText text={l.package ?? '-'} width={160} /> },
            { title: 'Vencimento', dataIndex: 'exp_date_formatted' },
            { title: 'WhatsApp', key: 'whatsapp', render: (_: unknown, l) => (l.whatsapp && l.whatsapp !== '0' ? l.whatsapp : '-') },
            {
              title: 'Último lembrete',
              key: 'reminded',
              render: (_: unknown, l) => (l.reminded_at_formatted ? `lembrete enviado em ${l.reminded_at_formatted}` : '-'),
            },
          ]}
        />
      </Card>
      {dialog?.action === 'renew' && (
        <RenewDialog
          lines={dialog.lines}
          admin={profile ? isAdmin(profile) : false}
          onClose={(ran) => {
            setDialog(null);
            // Given up ('Não', Esc): the selection stays for the next action.
            if (ran) selection.clear();
          }}
        />
      )}
      {dialog?.action === 'remind' && <ReminderDialog lines={dialog.lines} onClose={() => setDialog(null)} />}
    </div>
  );
}
