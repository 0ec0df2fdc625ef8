// 'Enviar pela API do WhatsApp' in 'Enviar lembrete' (issue 22), offered when the account has its
// WhatsApp Cloud API number configured in /me: the selected lines' reminders are queued on the server
// (which sends them from that number), and the dialog says how many were queued and which lines were
// skipped and why. Without a configuration, one line says where to set it up (issue 26). The wa.me
// links of the dialog stay as they are.
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Space, Typography } from 'antd';
import { WhatsAppOutlined } from '@ant-design/icons';
import { REMINDER_MAX_LINES } from '../../../shared/expiries/texts';
import type { ExpiryTarget } from '../../../shared/expiries/schemas';
import { MSG } from '../../../shared/messages';
import { WHATSAPP_MSG } from '../../../shared/whatsapp/texts';
import type { WhatsappSkipped } from '../../../shared/whatsapp/schemas';
import { errorMessage } from '../../api/base';
import { useSendWhatsappRemindersMutation, useWhatsappConfigQuery } from '../me/whatsappApi';

export function WhatsappApiSend({ lines }: { lines: ExpiryTarget[] }) {
  const { data } = useWhatsappConfigQuery();
  const [send, { isLoading }] = useSendWhatsappRemindersMutation();
  const [result, setResult] = useState<{ queued: number; skipped: WhatsappSkipped[]; error?: string } | null>(null);
  const config = data?.config;
  if (!data) return null;
  if (!config)
    return (
      <Typography.Text type="secondary">
        Para enviar pela API do WhatsApp, do seu próprio número, configure-a em <Link to="/me">Minha Conta</Link>.
      </Typography.Text>
    );
  const names = new Map(lines.map((l) => [l.id, l.username]));

  async function run() {
    let queued = 0;
    const skipped: WhatsappSkipped[] = [];
    // A whole tab may hold more lines than one call takes.
    for (let i = 0; i < lines.length; i += REMINDER_MAX_LINES) {
      const res = await send(lines.slice(i, i + REMINDER_MAX_LINES).map((l) => ({ id: l.id, kind: l.kind })));
      if ('error' in res) return setResult({ queued, skipped, error: errorMessage(res.error, MSG.reloadAndRetry) });
      queued += res.data.queued;
      skipped.push(...res.data.skipped);
    }
    setResult({ queued, skipped });
  }

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Button type="primary" icon={<WhatsAppOutlined />} loading={isLoading} disabled={result !== null && !result.error} onClick={() => void run()}>
          Enviar pela API do WhatsApp
        </Button>
        <Typography.Text type="secondary">
          Pelo número {config.display_phone_number}, com o modelo {config.template_name}.
        </Typography.Text>
      </Space>
      {result?.error && <Alert type="error" showIcon title={result.error} />}
      {result && (
        <Alert
          type={result.skipped.length ? 'warning' : 'success'}
          showIcon
          data-testid="whatsapp-api-result"
          title={WHATSAPP_MSG.queued(result.queued)}
          description={
            result.skipped.length > 0 && (
              <>
                <Typography.Text>Não enviados:</Typography.Text>
                <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                  {result.skipped.map((s) => (
                    // The server names no line outside the caller's network; the selection still knows which it was.
                    <li key={s.id}>{`${s.username || names.get(s.id) || `#${s.id}`}: ${s.reason}`}</li>
                  ))}
                </ul>
              </>
            )
          }
        />
      )}
    </Space>
  );
}
