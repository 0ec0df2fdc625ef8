// Telegram notices (issue 22). In /me: link this account's Telegram with a one-time code sent to the
// panel's bot, choose what it sends (and the low-credits level), see the latest notices, unlink. In
// /settings (admin): the bot's token. Without a bot, /me shows the card to the admin only, pointing
// to /settings.
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button, Card, Checkbox, Form, Input, Space, Table, Tag, Typography } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { NOTICE_KINDS, NOTICE_STATUS_LABELS, TELEGRAM_MSG, type NoticeKind, type NoticePrefs } from '../../../shared/telegram/texts';
import type { SentNotice, TelegramCodeAnswer } from '../../../shared/telegram/schemas';
import { FIELD_LABELS, MSG } from '../../../shared/messages';
import { validateFields } from '../../../shared/validation';
import { fieldErrorsByName } from '../../api/base';
import { useProfileQuery } from '../../api/account';
import { isAdmin } from '../../app/visibility';
import { AmountInput } from '../../components/AmountInput';
import { useApiErrorDialog, useConfirm, useErrorDialog } from '../../components/dialogs';
import { fieldStatus } from '../../components/fields';
import { ClippedText } from '../../components/ClippedText';
import {
  useRemoveTelegramBotMutation,
  useSaveNoticePrefsMutation,
  useSaveTelegramBotMutation,
  useTelegramBotQuery,
  useTelegramLinkCodeMutation,
  useTelegramLinkQuery,
  useUnlinkTelegramMutation,
} from './telegramApi';
import { useFeedback } from '../../components/feedback';

const LABELS = Object.fromEntries(NOTICE_KINDS.map((k) => [k.key, k.label])) as Record<NoticeKind, string>;
const STATUS_COLORS = { pending: 'default', sent: 'success', failed: 'error' } as const;
/** While a code is shown, /me asks every few seconds whether the bot has linked it. */
const LINK_POLL_MS = 3_000;

export function TelegramCard() {
  const { data: profile } = useProfileQuery();
  const [code, setCode] = useState<TelegramCodeAnswer | null>(null);
  const { data } = useTelegramLinkQuery(undefined, { pollingInterval: code ? LINK_POLL_MS : 0 });
  const { message } = useFeedback();

  useEffect(() => {
    if (code && data?.link) {
      setCode(null);
      message.success('Telegram vinculado!');
    }
  }, [code, data?.link, message]);

  if (!data || !profile) return null;
  if (!data.bot)
    return isAdmin(profile) ? (
      <Card title="Telegram">
        <Typography.Text type="secondary">
          Configure o bot do Telegram em <Link to="/settings">Configurações</Link> para que as contas recebam avisos.
        </Typography.Text>
      </Card>
    ) : null;

  return (
    <Card title="Telegram">
      {data.link ? (
        <LinkedTelegram
          kinds={data.kinds}
          prefs={data.prefs}
          lowCredits={data.low_credits}
          since={data.link.linked_at_formatted}
          who={data.link.tg_username}
          admin={isAdmin(profile)}
        />
      ) : (
        <LinkTelegram bot={data.bot.username} code={code} onCode={setCode} />
      )}
      {data.recent.length > 0 && <RecentNotices rows={data.recent} />}
    </Card>
  );
}

function LinkTelegram({ bot, code, onCode }: { bot: string; code: TelegramCodeAnswer | null; onCode: (code: TelegramCodeAnswer) => void }) {
  const [newCode, { isLoading }] = useTelegramLinkCodeMutation();
  const showApiError = useApiErrorDialog();

  async function generate() {
    const res = await newCode();
    if ('error' in res) showApiError(res.error, MSG.fillAllCorrectly);
    else onCode(res.data);
  }

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Text>
        Receba no Telegram as respostas dos seus tickets, o resumo diário dos vencimentos às 09:00 e o aviso de créditos baixos, e consulte /saldo, /vencendo e
        /linha pelo bot @{bot}.
      </Typography.Text>
      {code ? (
        <Space orientation="vertical">
          <Typography.Text>
            Envie este código ao bot @{bot} (válido até {code.expires_at_formatted}):
          </Typography.Text>
          <Typography.Text code copyable data-testid="telegram-code" style={{ fontSize: 18 }}>
            {code.code}
          </Typography.Text>
          <Button type="primary" icon={<SendOutlined />} href={code.url} target="_blank" rel="noreferrer">
            Abrir o bot no Telegram
          </Button>
          <Typography.Text type="secondary">Esta tela se atualiza sozinha quando o bot receber o código.</Typography.Text>
        </Space>
      ) : (
        <Button type="primary" onClick={() => void generate()} loading={isLoading}>
          Vincular Telegram
        </Button>
      )}
    </Space>
  );
}

interface LinkedProps {
  kinds: NoticeKind[];
  prefs: NoticePrefs;
  lowCredits: number;
  since: string;
  who: string | null;
  admin: boolean;
}

function LinkedTelegram({ kinds, prefs, lowCredits, since, who, admin }: LinkedProps) {
  const { message } = useFeedback();
  const showError = useErrorDialog();
  const showApiError = useApiErrorDialog();
  const confirm = useConfirm();
  const [save, { isLoading: saving }] = useSaveNoticePrefsMutation();
  const [unlink, { isLoading: unlinking }] = useUnlinkTelegramMutation();
  const [chosen, setChosen] = useState<NoticeKind[]>(kinds.filter((k) => prefs[k]));
  const [level, setLevel] = useState<number | null>(lowCredits);
  const [refused, setRefused] = useState<string>();

  async function submit() {
    const problem = validateFields(
      { low_credits: level },
      { low_credits: { label: FIELD_LABELS.low_credits, required: true, type: 'number', minValue: 0 } },
    ).low_credits;
    setRefused(problem);
    if (problem) return showError(problem);
    const res = await save({ prefs: Object.fromEntries(kinds.map((k) => [k, chosen.includes(k)])), low_credits: level! });
    if ('error' in res) {
      setRefused(fieldErrorsByName(res.error).low_credits);
      showApiError(res.error, MSG.fillAllCorrectly);
    } else message.success(res.data.message);
  }

  async function remove() {
    if (!(await confirm('Deseja desvincular o Telegram desta conta?', 'O bot para de enviar avisos para este Telegram.'))) return;
    const res = await unlink();
    if ('error' in res) showApiError(res.error, MSG.fillAllCorrectly);
    else message.success(res.data.message);
  }

  return (
    <Form layout="vertical" onFinish={() => void submit()}>
      <Typography.Paragraph>
        Vinculado{who ? ` a @${who}` : ''} desde {since}.
      </Typography.Paragraph>
      <Form.Item label="Avisos que o bot envia">
        <Checkbox.Group value={chosen} onChange={(v) => setChosen(v as NoticeKind[])} style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
          {kinds.map((k) => (
            <Checkbox key={k} value={k}>
              {LABELS[k]}
            </Checkbox>
          ))}
        </Checkbox.Group>
      </Form.Item>
      {!admin && (
        <Form.Item label="Avisar quando os créditos ficarem abaixo de" htmlFor="low-credits" {...fieldStatus(refused)}>
          <AmountInput
            id="low-credits"
            value={level}
            onChange={(v) => (setLevel(v), setRefused(undefined))}
            disabled={!chosen.includes('low_credits')}
            style={{ maxWidth: 160 }}
          />
        </Form.Item>
      )}
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={saving}>
          Salvar
        </Button>
        <Button danger onClick={() => void remove()} loading={unlinking}>
          Desvincular
        </Button>
      </Space>
    </Form>
  );
}

/**
 * The last notices, within the card's width down to a 390 px phone: the columns keep the widths given
 * (the date wraps under its time), and the notice takes what is left, cut with an ellipsis.
 */
function RecentNotices({ rows }: { rows: SentNotice[] }) {
  return (
    <Table<SentNotice>
      style={{ marginTop: 16 }}
      size="small"
      rowKey="id"
      pagination={false}
      title={() => 'Últimos avisos'}
      dataSource={rows}
      tableLayout="fixed"
      columns={[
        { title: 'Data', dataIndex: 'created_at_formatted', width: 104 },
        { title: 'Aviso', dataIndex: 'text', render: (text: string) => <ClippedText text={text} width="100%" /> },
        {
          title: 'Situação',
          dataIndex: 'status',
          width: 96,
          render: (s: SentNotice['status']) => <Tag color={STATUS_COLORS[s]}>{NOTICE_STATUS_LABELS[s]}</Tag>,
        },
      ]}
    />
  );
}

/** /settings: the panel's bot. The token is checked with Telegram before it is kept, and never shown again. */
export function TelegramBotCard() {
  const { data } = useTelegramBotQuery();
  const [save, { isLoading: saving }] = useSaveTelegramBotMutation();
  const [remove, { isLoading: removing }] = useRemoveTelegramBotMutation();
  const [token, setToken] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const { message } = useFeedback();
  const showApiError = useApiErrorDialog();
  const confirm = useConfirm();

  async function submit() {
    const res = await save(token.trim());
    if ('error' in res) {
      setFieldError(fieldErrorsByName(res.error).token ?? null);
      showApiError(res.error, MSG.fillAllCorrectly);
      return;
    }
    setFieldError(null);
    setToken('');
    message.success(res.data.message);
  }

  async function drop() {
    if (!(await confirm('Deseja excluir o bot do Telegram?', 'As contas vinculadas deixam de receber avisos até um novo bot ser configurado.'))) return;
    const res = await remove();
    if ('error' in res) showApiError(res.error, MSG.fillAllCorrectly);
    else message.success(TELEGRAM_MSG.botRemoved);
  }

  return (
    <Card title="Bot do Telegram">
      <Typography.Paragraph type="secondary">
        Crie um bot com o @BotFather no Telegram e cole aqui o token que ele enviar. Cada conta vincula o seu Telegram em Minha Conta e escolhe os avisos que
        quer receber.
      </Typography.Paragraph>
      {data?.configured && (
        <Typography.Paragraph>
          Bot configurado: <Typography.Text strong>@{data.username}</Typography.Text>
        </Typography.Paragraph>
      )}
      <Form layout="vertical" onFinish={() => void submit()}>
        <Form.Item
          label={data?.configured ? 'Novo token do bot' : 'Token do bot'}
          htmlFor="bot-token"
          validateStatus={fieldError ? 'error' : undefined}
          help={fieldError ?? undefined}
        >
          <Input.Password id="bot-token" value={token} onChange={(e) => setToken(e.target.value)} autoComplete="off" placeholder="123456789:AA..." />
        </Form.Item>
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={saving} disabled={!token.trim()}>
            Salvar
          </Button>
          {data?.configured && (
            <Button danger onClick={() => void drop()} loading={removing}>
              Excluir
            </Button>
          )}
        </Space>
      </Form>
    </Card>
  );
}
