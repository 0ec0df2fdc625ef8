// The dashboard's communication: the admin's unread messages (each an alert until dismissed, which marks
// it read), 'Últimas Atualizações' (a paged list with Abrir) and 'Mural de Informações' (announcement
// cards with an Abrir modal). Live events refresh them while the dashboard is open.
import { Alert, Button, Card, Col, Empty, Row, Space, Typography } from 'antd';
import { Suspense, useState } from 'react';
import { lazyPart } from '../../components/lazyPart';
import { ANNOUNCEMENT_PAGE_SIZE, COMM_MSG } from '../../../shared/communication/texts';
import type { Announcement } from '../../../shared/communication/schemas';
import { htmlText, InfoDialog, ServerHtml } from '../../components/ServerHtml';
import { PlainList } from '../../components/PlainList';
import { useErrorDialog } from '../../components/dialogs';
import { errorMessage } from '../../api/base';
import { useAnnouncementsQuery, useMyMessagesQuery, useReadMessageMutation } from '../settings/api';

/** Loaded only when 'Últimas Atualizações' has more than one page (UpdatesPager.tsx). */
const Pagination = lazyPart(() => import('./UpdatesPager'));

/** The text of an announcement for a card's preview (the modal shows the HTML). */
const preview = (html: string) => htmlText(html).replace(/\s+/g, ' ').trim();

export function AdminMessages() {
  const { data } = useMyMessagesQuery();
  const [read] = useReadMessageMutation();
  const showError = useErrorDialog();
  const messages = data?.data ?? [];
  if (messages.length === 0) return null;
  return (
    <Space orientation="vertical" style={{ width: '100%', marginBottom: 16 }} data-testid="admin-messages">
      {messages.map((m) => (
        <Alert
          key={m.id}
          type="info"
          showIcon
          title={`Mensagem de ${m.from} — ${m.date_formatted}`}
          description={<ServerHtml html={m.texto} />}
          closable={{
            'aria-label': 'Marcar como lida',
            onClose: async () => {
              const res = await read(m.id);
              if (res.error) showError(errorMessage(res.error, COMM_MSG.messageRead));
            },
          }}
        />
      ))}
    </Space>
  );
}

export function DashboardWalls() {
  const { data, error } = useAnnouncementsQuery();
  const [open, setOpen] = useState<Announcement | null>(null);
  const [page, setPage] = useState(1);
  if (error) return <Alert type="error" showIcon style={{ marginTop: 16 }} title={COMM_MSG.announcementsLoadError} />;
  const updates = data?.atualizacoes ?? [];
  const wall = data?.anuncios ?? [];
  return (
    <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
      <Col xs={24} lg={10}>
        <Card title="Últimas Atualizações" loading={!data}>
          <PlainList
            items={updates.slice((page - 1) * ANNOUNCEMENT_PAGE_SIZE, page * ANNOUNCEMENT_PAGE_SIZE)}
            itemKey={(a) => a.id}
            empty="Nenhuma atualização."
            render={(a) => (
              <>
                <Typography.Text strong>{a.titulo}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{a.date_formatted}</Typography.Text>
              </>
            )}
            actions={(a) => (
              <Button size="small" onClick={() => setOpen(a)} aria-label={`Abrir ${a.titulo}`}>
                Abrir
              </Button>
            )}
          />
          {updates.length > ANNOUNCEMENT_PAGE_SIZE && (
            <Suspense fallback={null}>
              <Pagination size="small" current={page} pageSize={ANNOUNCEMENT_PAGE_SIZE} total={updates.length} onChange={setPage} showSizeChanger={false} />
            </Suspense>
          )}
        </Card>
      </Col>
      <Col xs={24} lg={14}>
        <Card title="Mural de Informações" loading={!data}>
          {wall.length === 0 ? (
            <Empty description="Nenhum anúncio no mural." />
          ) : (
            <Row gutter={[12, 12]}>
              {wall.map((a) => (
                <Col key={a.id} xs={24} md={12}>
                  <Card
                    size="small"
                    title={a.titulo}
                    extra={
                      <Button size="small" type="link" onClick={() => setOpen(a)} aria-label={`Abrir ${a.titulo}`}>
                        Abrir
                      </Button>
                    }
                  >
                    <Typography.Paragraph ellipsis={{ rows: 3 }} style={{ marginBottom: 4 }}>
                      {preview(a.mensagem)}
                    </Typography.Paragraph>
                    <Typography.Text type="secondary">{a.date_formatted}</Typography.Text>
                  </Card>
                </Col>
              ))}
            </Row>
          )}
        </Card>
      </Col>
      <InfoDialog open={!!open} title={open?.titulo ?? ''} html={open?.mensagem ?? ''} onClose={() => setOpen(null)} />
    </Row>
  );
}
