// One ticket and its chat, as the chat modal, the portal's details modal and the detached chat window
// show it: the ticket's fields, the chat area (270 px where the screen has room), the message box with
// 'Enviar', 'Finalizar' at status 2, and the admin's status select and block. Live events refresh it in
// every window.
import { useEffect, useRef, useState } from 'react';
import { Button, Descriptions, Empty, Form, Input, Select, Space, Spin, Tag, Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { ADMIN_CATEGORY, ADMIN_STATUS_OPTIONS, STATES, TICKET_MAX, TICKET_MSG, statusInfo, technologyName } from '../../../shared/tickets/texts';
import type { TicketDetail } from '../../../shared/tickets/schemas';
import { MSG } from '../../../shared/messages';
import { errorMessage, fieldErrorsByName, unanswered, type QueryError } from '../../api/base';
import { useSessionUser } from '../../app/session';
import { useConfirm, useErrorDialog } from '../../components/dialogs';
import { fieldStatus, limit } from '../../components/fields';
import { ServerHtml } from '../../components/ServerHtml';
import { getPlatform } from '../../platform';
import { useBlockTicketMutation, useFinishTicketMutation, useReplyTicketMutation, useTicketQuery } from './api';
import { OpenInWindowButton } from '../../components/ScreenHeader';
import { useFeedback } from '../../components/feedback';

/**
 * The chat area's height: the spec's 270 px (section 2) where the screen has room for it, less on a
 * short one (a 1366x600 laptop), so the modal's chrome, the ticket's fields and the message box fit
 * around it and 'Enviar' stays in view.
 */
export const CHAT_HEIGHT = 'clamp(120px, calc(100vh - 400px), 270px)';
/**
 * The ticket's fields and text scroll in what an 800 px screen leaves beside the modal's chrome, the
 * 270 px chat and the message box, so 'Enviar' stays in view however long the ticket is.
 */
export const DETAILS_MAX_HEIGHT = 'max(96px, calc(100vh - 600px))';

export function StatusTag({ ticket }: { ticket: Pick<TicketDetail, 'system' | 'status'> }) {
  const info = statusInfo(ticket.system, ticket.status);
  return <Tag color={info?.color}>{info?.label ?? ticket.status}</Tag>;
}

/** What the viewer may do with this ticket (the server checks the same). */
export function ticketRights(ticket: TicketDetail, viewer: { id: number; admin: boolean }) {
  const states = STATES[ticket.system];
  const writer = viewer.admin || ticket.id_res === viewer.id;
  const open = ticket.status !== states.finished && (viewer.admin || !ticket.blocked);
  return {
    chat: ticket.category !== ADMIN_CATEGORY,
    write: writer && open && ticket.category !== ADMIN_CATEGORY,
    finish: writer && open && ticket.status === states.inProgress,
    block: viewer.admin && ticket.status !== states.pending && !ticket.blocked,
    status: viewer.admin,
  };
}

function Chat({ ticket, me }: { ticket: TicketDetail; me: number }) {
  const area = useRef<HTMLDivElement>(null);
  // The newest message in sight, scrolling the chat area only (not the page or the modal).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a message arrives.
  useEffect(() => {
    if (area.current) area.current.scrollTop = area.current.scrollHeight;
  }, [ticket.chat.length]);
  return (
    <div
      ref={area}
      data-testid="ticket-chat"
      style={{ height: CHAT_HEIGHT, overflowY: 'auto', padding: 8, border: '1px solid rgba(128,128,128,.3)', borderRadius: 8 }}
    >
      {ticket.chat.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nenhuma mensagem ainda." />}
      {ticket.chat.map((m) => (
        <div key={m.id} style={{ display: 'flex', justifyContent: m.id_res === me ? 'flex-end' : 'flex-start', marginBottom: 8 }}>
          <div
            data-testid="chat-message"
            style={{ maxWidth: '80%', padding: '6px 10px', borderRadius: 8, background: m.admin ? 'rgba(22,119,255,.15)' : 'rgba(128,128,128,.15)' }}
          >
            <Typography.Text strong>{m.admin ? `${m.username} (suporte)` : m.username}</Typography.Text>{' '}
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {m.data_formatted}
            </Typography.Text>
            <div style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{m.mensagem}</div>
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * The message being written to a ticket, kept in this window's session until it is sent: it outlives
 * the chat closing, the screen going or the window reloading (issue 43).
 */
function useDraft(ticketId: number) {
  const key = `ticket-draft-${ticketId}`;
  const [text, setText] = useState(() => sessionStorage.getItem(key) ?? '');
  const keep = (value: string) => {
    setText(value);
    if (value) sessionStorage.setItem(key, value);
    else sessionStorage.removeItem(key);
  };
  return [text, keep] as const;
}

export function TicketChat({ id, admin, detachable = true }: { id: number; admin: boolean; detachable?: boolean }) {
  const me = useSessionUser()?.id ?? 0;
  const { data: ticket, error, isLoading } = useTicketQuery(id);
  const { message } = useFeedback();
  const showError = useErrorDialog();
  const confirm = useConfirm();
  const [text, setText] = useDraft(id);
  const [refused, setRefused] = useState<string>();
  const [status, setStatus] = useState<number | undefined>();
  const [reply, replying] = useReplyTicketMutation();
  const [finish, finishing] = useFinishTicketMutation();
  const [block, blocking] = useBlockTicketMutation();

  useEffect(() => {
    if (error && (error as QueryError).status !== 401) showError(TICKET_MSG.getFailed);
  }, [error, showError]);
  // While this window (tab) has the focus, the user reads this ticket: no notice for it.
  useEffect(() => getPlatform().showingTicket(id), [id]);

  if (isLoading) return <Spin />;
  if (!ticket) return <Empty description={TICKET_MSG.getFailed} />;
  const rights = ticketRights(ticket, { id: me, admin });

  async function done(res: { data: { message: string } } | { error: unknown }) {
    if ('error' in res) {
      if ((res.error as QueryError).status !== 401) showError(errorMessage(res.error, MSG.reloadAndRetry));
      return false;
    }
    message.success(res.data.message);
    return true;
  }

  async function send() {
    const mensagem = text.trim();
    if (!mensagem && status === undefined) {
      setRefused(TICKET_MSG.blankMessage);
      return showError(TICKET_MSG.blankMessage);
    }
    const res = await reply({ id, body: { ...(mensagem ? { mensagem } : {}), ...(status !== undefined ? { atualizaStatus: status } : {}) } });
    // No answer: said under the message, which stays to be sent again once the server is back.
    if ('error' in res && unanswered(res.error)) return setRefused(MSG.serverAway);
    if ('error' in res) setRefused(fieldErrorsByName(res.error).mensagem);
    if (await done(res)) {
      setText('');
      setStatus(undefined);
      setRefused(undefined);
    }
  }

  return (
    <div data-testid={`ticket-${ticket.id}`}>
      <Space wrap style={{ marginBottom: 12 }}>
        <StatusTag ticket={ticket} />
        {ticket.blocked === 1 && (
          <Tag icon={<LockOutlined />} color="volcano">
            Bloqueado
          </Tag>
        )}
        {detachable && <OpenInWindowButton size="small" path={`/ticket/${ticket.id}`} />}
      </Space>
      <div data-testid="ticket-details" style={rights.chat ? { maxHeight: DETAILS_MAX_HEIGHT, overflowY: 'auto', marginBottom: 12 } : undefined}>
        <Descriptions size="small" column={{ xs: 1, sm: 2 }} style={{ marginBottom: 12 }}>
          <Descriptions.Item label="Título">{ticket.title}</Descriptions.Item>
          <Descriptions.Item label="Categoria">{ticket.category_name}</Descriptions.Item>
          {ticket.technology !== null && <Descriptions.Item label="Tecnologia">{technologyName(ticket.technology)}</Descriptions.Item>}
          {ticket.resolution && <Descriptions.Item label="Resolução">{ticket.resolution}</Descriptions.Item>}
          {ticket.channels.length > 0 && <Descriptions.Item label="Canais">{ticket.channels.join(', ')}</Descriptions.Item>}
          {ticket.user && <Descriptions.Item label="Usuário">{ticket.user}</Descriptions.Item>}
          <Descriptions.Item label="Feita por">
            {ticket.username} (ID {ticket.id_res})
          </Descriptions.Item>
          <Descriptions.Item label="Data">{ticket.data_formatted}</Descriptions.Item>
        </Descriptions>
        {ticket.category === ADMIN_CATEGORY ? (
          <ServerHtml className="ticket-admin-html" html={ticket.content} />
        ) : (
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }} data-testid="ticket-content">
            {ticket.content}
          </Typography.Paragraph>
        )}
      </div>
      {rights.chat && <Chat ticket={ticket} me={me} />}
      {(rights.write || rights.status) && rights.chat && (
        <div style={{ marginTop: 12 }}>
          {rights.write && (
            <Form component={false}>
              <Form.Item {...fieldStatus(refused)} style={{ marginBottom: 0 }}>
                <Input.TextArea
                  aria-label="Mensagem"
                  rows={3}
                  value={text}
                  onChange={(e) => (setText(e.target.value), setRefused(undefined))}
                  {...limit(TICKET_MAX.message)}
                  placeholder="Digite sua mensagem"
                />
              </Form.Item>
            </Form>
          )}
          <Space wrap style={{ marginTop: 8 }}>
            {rights.status && (
              <Select
                aria-label="Status"
                style={{ minWidth: 170 }}
                value={status}
                onChange={setStatus}
                allowClear
                prefix="Alterar status:"
                placeholder="N/A"
                options={ADMIN_STATUS_OPTIONS[ticket.system]}
              />
            )}
            <Button type="primary" onClick={send} loading={replying.isLoading} disabled={!rights.write && status === undefined}>
              Enviar
            </Button>
            {rights.finish && (
              <Button loading={finishing.isLoading} onClick={async () => (await confirm('Deseja finalizar este ticket?')) && done(await finish(id))}>
                {ticket.system === 2 ? 'Finalizar Ticket' : 'Finalizar'}
              </Button>
            )}
            {rights.block && (
              <Button
                danger
                icon={<LockOutlined />}
                loading={blocking.isLoading}
                onClick={async () => (await confirm('Deseja bloquear este ticket?')) && done(await block(id))}
              >
                Bloquear
              </Button>
            )}
          </Space>
        </div>
      )}
    </div>
  );
}
