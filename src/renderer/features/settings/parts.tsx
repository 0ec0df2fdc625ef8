// Pieces both settings screens use: the per-card result banner, the announcement publisher with its
// lists, and the login backgrounds card.
import { Button, Card, Col, Empty, Form, Image, Input, Pagination, Row, Select, Space, Tag, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useCallback, useState, type ReactNode } from 'react';
import {
  ANNOUNCEMENT_LABELS,
  ANNOUNCEMENT_PAGE_SIZE,
  ANNOUNCEMENT_TARGETS,
  ANNOUNCEMENT_TITLE_MAX,
  BACKGROUND_EXTENSIONS,
  BACKGROUND_MAX_BYTES,
  BACKGROUND_MAX_MB,
  COMM_MSG,
  hasImageExtension,
  targetLabel,
} from '../../../shared/communication/texts';
import type { Announcement, AnnouncementsResponse } from '../../../shared/communication/schemas';
import { FRANCHISES } from '../../../shared/domain';
import { MSG, VALIDATION } from '../../../shared/messages';
import { fieldStatus, limit } from '../../components/fields';
import { actionsColumn, ListTable, shortList, textColumns } from '../../components/lists';
import { errorMessage } from '../../api/base';
import { RichTextEditor } from '../../components/RichTextEditor';
import { SuccessBanner } from '../../components/SuccessBanner';
import { useConfirm, useErrorDialog } from '../../components/dialogs';
import { InfoDialog } from '../../components/ServerHtml';
import {
  useAnnouncementsQuery,
  useBackgroundsQuery,
  useDeleteAnnouncementMutation,
  usePublishAnnouncementMutation,
  useRemoveBackgroundMutation,
  useUploadBackgroundMutation,
} from './api';

type Result = { data?: { message: string }; error?: unknown };

/**
 * A card's outcome: `run(result, fallback)` shows the server's success text in a dismissible banner
 * (spec: success alerts are banners) or its error in 'Ocorreu um erro'; it returns whether it worked.
 */
export function useOutcome() {
  const [notice, setNotice] = useState<string | null>(null);
  const showError = useErrorDialog();
  const run = useCallback(
    (res: Result, fallback: string = MSG.fillAllCorrectly) => {
      if (res.error || !res.data) {
        setNotice(null);
        showError(errorMessage(res.error, fallback));
        return false;
      }
      setNotice(res.data.message);
      return true;
    },
    [showError],
  );
  const banner = notice ? (
    <div style={{ marginBottom: 12 }}>
      <SuccessBanner title={notice} onClose={() => setNotice(null)} />
    </div>
  ) : null;
  return { banner, run, setNotice };
}

export const franchiseName = (id: number) => FRANCHISES.find((f) => f.id === id)?.name ?? String(id);
export const FRANCHISE_OPTIONS = FRANCHISES.map((f) => ({ value: f.id as number, label: f.name }));

// ---- Announcements ----

interface Draft {
  id: number;
  titulo: string;
  type?: number;
  mensagem: string;
}
const EMPTY_DRAFT: Draft = { id: 0, titulo: '', mensagem: '' };

/** Publishing (title, target, rich-text body; Cancelar while editing) and the lists named in `lists`. */
export function AnnouncementsCard({ lists }: { lists: (1 | 2 | 3)[] }) {
  const { data, isFetching, error } = useAnnouncementsQuery();
  const [publish, { isLoading }] = usePublishAnnouncementMutation();
  const [remove] = useDeleteAnnouncementMutation();
  const confirm = useConfirm();
  const { banner, run } = useOutcome();
  const [draft, setDraftState] = useState<Draft>(EMPTY_DRAFT);
  /** Each field in error, with its message under it (cleared as the field is edited). */
  const [wrong, setWrong] = useState<Partial<Record<keyof Draft, string>>>({});
  const setDraft = (next: Draft | ((d: Draft) => Draft)) => {
    setDraftState(next);
    setWrong({});
  };
  const editing = draft.id !== 0;

  async function submit() {
    const problems = {
      titulo: !draft.titulo.trim()
        ? VALIDATION.required(ANNOUNCEMENT_LABELS.titulo)
        : draft.titulo.trim().length > ANNOUNCEMENT_TITLE_MAX
          ? VALIDATION.badFormat(ANNOUNCEMENT_LABELS.titulo)
          : undefined,
      type: draft.type ? undefined : VALIDATION.required(ANNOUNCEMENT_LABELS.type),
      mensagem: draft.mensagem.trim() ? undefined : VALIDATION.required(ANNOUNCEMENT_LABELS.mensagem),
    };
    if (Object.values(problems).some(Boolean)) {
      setWrong(problems);
      return run({ error: { status: 422, data: { message: MSG.fillAllCorrectly } } });
    }
    if (!(await confirm(editing ? 'Deseja salvar as alterações deste anúncio?' : 'Deseja publicar este anúncio?'))) return;
    if (run(await publish({ id: draft.id, titulo: draft.titulo.trim(), type: draft.type, mensagem: draft.mensagem }))) setDraft(EMPTY_DRAFT);
  }

  async function erase(a: Announcement) {
    if (!(await confirm(`Deseja excluir o anúncio "${a.titulo}"?`))) return;
    if (run(await remove(a.id), COMM_MSG.announcementDeleteError) && draft.id === a.id) setDraft(EMPTY_DRAFT);
  }

  const LIST_TITLES: Record<1 | 2 | 3, { title: string; key: keyof AnnouncementsResponse }> = {
    1: { title: 'Anúncios (Mural de Informações)', key: 'anuncios' },
    2: { title: 'Últimas Atualizações', key: 'atualizacoes' },
    3: { title: 'Anúncios do Portal do Cliente', key: 'anunciosPortal' },
  };

  return (
    <Card title={editing ? `Editar anúncio #${draft.id}` : 'Publicar anúncio'}>
      {banner}
      <Form layout="vertical" onFinish={submit}>
        <Row gutter={16}>
          <Col xs={24} md={14}>
            <Form.Item label="Título" required {...fieldStatus(wrong.titulo)}>
              <Input
                aria-label="Título"
                value={draft.titulo}
                {...limit(ANNOUNCEMENT_TITLE_MAX)}
                onChange={(e) => setDraft({ ...draft, titulo: e.target.value })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={10}>
            <Form.Item label="Destino" required {...fieldStatus(wrong.type)}>
              <Select
                aria-label="Destino"
                placeholder=".::SELECIONE::."
                value={draft.type}
                onChange={(type) => setDraft({ ...draft, type })}
                options={ANNOUNCEMENT_TARGETS.map((t) => ({ value: t.value, label: t.label }))}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label="Mensagem" required {...fieldStatus(wrong.mensagem)}>
          <RichTextEditor label="Mensagem do anúncio" value={draft.mensagem} onChange={(mensagem) => setDraft((d) => ({ ...d, mensagem }))} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={isLoading}>
            {editing ? 'Salvar' : 'Publicar'}
          </Button>
          {editing && <Button onClick={() => setDraft(EMPTY_DRAFT)}>Cancelar</Button>}
        </Space>
      </Form>
      {error ? (
        <Typography.Paragraph type="danger" style={{ marginTop: 16 }}>
          {COMM_MSG.announcementsLoadError}
        </Typography.Paragraph>
      ) : (
        lists.map((n) => (
          <AnnouncementTable
            key={n}
            title={LIST_TITLES[n].title}
            rows={data?.[LIST_TITLES[n].key] ?? []}
            loading={isFetching}
            onEdit={(a) => setDraft({ id: a.id, titulo: a.titulo, type: a.type, mensagem: a.mensagem })}
            onDelete={erase}
          />
        ))
      )}
    </Card>
  );
}

function AnnouncementTable({
  title,
  rows,
  loading,
  onEdit,
  onDelete,
}: {
  title: string;
  rows: Announcement[];
  loading: boolean;
  onEdit: (a: Announcement) => void;
  onDelete: (a: Announcement) => void;
}) {
  const [open, setOpen] = useState<Announcement | null>(null);
  return (
    <div style={{ marginTop: 24 }}>
      <Typography.Title level={5}>{title}</Typography.Title>
      <ListTable<Announcement>
        rowKey="id"
        loading={loading}
        rows={rows}
        {...shortList(ANNOUNCEMENT_PAGE_SIZE)}
        empty="Nenhum anúncio publicado."
        columns={[
          { title: 'Título', dataIndex: 'titulo' },
          { title: 'Destino', dataIndex: 'type', render: (t: number) => targetLabel(t) },
          ...textColumns<Announcement>({ Por: 'author', Data: 'date_formatted' }),
          actionsColumn<Announcement>((a) => (
            <Space>
              <Button size="small" onClick={() => setOpen(a)}>
                Abrir
              </Button>
              {a.editable && (
                <>
                  <Button size="small" onClick={() => onEdit(a)}>
                    Editar
                  </Button>
                  <Button size="small" danger onClick={() => onDelete(a)}>
                    Excluir
                  </Button>
                </>
              )}
            </Space>
          )),
        ]}
      />
      <InfoDialog open={!!open} title={open?.titulo ?? ''} html={open?.mensagem ?? ''} onClose={() => setOpen(null)} />
    </div>
  );
}

// ---- Backgrounds ----

/** The admin's login backgrounds of a franchise: upload (.jpg, .jpeg, .png), pages of `pageSize`, remove. */
export function BackgroundsCard({ pageSize, franchise: fixed, extra }: { pageSize: number; franchise?: number; extra?: ReactNode }) {
  const [chosen, setChosen] = useState<number>(FRANCHISES[0].id);
  const franchise = fixed ?? chosen;
  const { data, isFetching, error } = useBackgroundsQuery(franchise);
  const [upload, { isLoading }] = useUploadBackgroundMutation();
  const [remove] = useRemoveBackgroundMutation();
  const confirm = useConfirm();
  const { banner, run } = useOutcome();
  const [page, setPage] = useState(1);
  const rows = data?.data ?? [];
  const shown = rows.slice((page - 1) * pageSize, page * pageSize);

  async function send(file: File) {
    // Nothing is sent without an image of an accepted type and size (the server checks the content too).
    if (!hasImageExtension(file.name)) return run({ error: { status: 422, data: { message: COMM_MSG.backgroundBadType } } });
    if (file.size > BACKGROUND_MAX_BYTES) return run({ error: { status: 413, data: { message: COMM_MSG.backgroundTooLarge(BACKGROUND_MAX_MB) } } });
    if (run(await upload({ file, franchise }))) setPage(1);
  }

  return (
    <Card title="Planos de fundo do login" extra={extra}>
      {banner}
      <Space wrap style={{ marginBottom: 16 }}>
        {fixed === undefined && (
          <Select
            aria-label="Franquia do plano de fundo"
            value={chosen}
            onChange={(f) => (setChosen(f), setPage(1))}
            options={FRANCHISE_OPTIONS}
            style={{ minWidth: 140 }}
          />
        )}
        <Upload accept={BACKGROUND_EXTENSIONS.join(',')} showUploadList={false} beforeUpload={(file) => (void send(file), false)} maxCount={1}>
          <Button icon={<UploadOutlined />} loading={isLoading}>
            Enviar imagem
          </Button>
        </Upload>
        <Typography.Text type="secondary">
          {BACKGROUND_EXTENSIONS.join(', ')} até {BACKGROUND_MAX_MB} MB. O login mostra a mais recente da franquia.
        </Typography.Text>
      </Space>
      {error ? (
        <Typography.Paragraph type="danger">{COMM_MSG.backgroundsLoadError}</Typography.Paragraph>
      ) : rows.length === 0 ? (
        <Empty description={isFetching ? 'Carregando...' : 'Nenhum plano de fundo enviado.'} />
      ) : (
        <>
          <Row gutter={[12, 12]}>
            {shown.map((b, i) => (
              <Col key={b.id} xs={24} sm={12} md={8}>
                <Card
                  size="small"
                  cover={<Image src={b.image} alt={`Plano de fundo ${b.id}`} height={120} style={{ objectFit: 'cover' }} />}
                  actions={[
                    <Button
                      key="remove"
                      type="link"
                      danger
                      onClick={async () => {
                        if (await confirm('Deseja excluir este plano de fundo?')) run(await remove(b.id), COMM_MSG.backgroundDeleteError);
                      }}
                    >
                      Excluir
                    </Button>,
                  ]}
                >
                  <Space orientation="vertical" size={0}>
                    {page === 1 && i === 0 && <Tag color="green">No login</Tag>}
                    <Typography.Text type="secondary">{b.date_formatted}</Typography.Text>
                  </Space>
                </Card>
              </Col>
            ))}
          </Row>
          <Pagination
            style={{ marginTop: 12 }}
            size="small"
            current={page}
            pageSize={pageSize}
            total={rows.length}
            onChange={setPage}
            hideOnSinglePage
            showSizeChanger={false}
          />
        </>
      )}
    </Card>
  );
}
