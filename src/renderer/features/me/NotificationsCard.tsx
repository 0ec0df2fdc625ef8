// 'Notificações' (issue 22): the switch for the ticket notices. Desktop: native notifications, on until
// turned off (main keeps the choice). Web: the browser's, off until turned on; the browser's permission
// is asked for only then, after the click, and a refusal is said plainly.
import { useEffect, useState } from 'react';
import { Alert, Card, Space, Switch, Typography } from 'antd';
import { NOTICE_MSG, type NoticeState } from '../../../shared/notices';
import { getPlatform } from '../../platform';

export function NotificationsCard() {
  const platform = getPlatform();
  const [state, setState] = useState<NoticeState | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => void platform.getTicketNotices().then(setState), [platform]);

  async function turn(on: boolean) {
    setBusy(true);
    try {
      setState(await platform.setTicketNotices(on));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title={NOTICE_MSG.cardTitle}>
      <Space align="center">
        <Switch
          aria-label={NOTICE_MSG.switchLabel}
          checked={state === 'on'}
          loading={busy || state === null}
          disabled={state === 'unsupported'}
          onChange={(on) => void turn(on)}
        />
        <Typography.Text>{NOTICE_MSG.switchLabel}</Typography.Text>
      </Space>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        {platform.kind === 'desktop' ? NOTICE_MSG.desktopHint : NOTICE_MSG.webHint}
      </Typography.Paragraph>
      {state === 'denied' && <Alert type="warning" showIcon title={NOTICE_MSG.denied} style={{ marginTop: 12 }} data-testid="notices-denied" />}
      {state === 'unsupported' && <Alert type="info" showIcon title={NOTICE_MSG.unsupported} style={{ marginTop: 12 }} />}
    </Card>
  );
}
