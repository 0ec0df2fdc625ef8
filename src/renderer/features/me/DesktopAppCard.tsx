// Web shell only: 'Baixar o app para Windows, macOS, Linux', each link with the version the server has.
// A server without the installers' folder offers none, and the card is not shown.
import { Card, Typography } from 'antd';
import { Fragment } from 'react';
import { DESKTOP_MSG } from '../../../shared/desktop/texts';
import { useDesktopReleaseQuery } from './desktopApi';

export function DesktopAppCard() {
  const { data } = useDesktopReleaseQuery();
  if (!data?.downloads.length) return null;
  return (
    <Card title={DESKTOP_MSG.downloadsTitle}>
      <Typography.Paragraph style={{ marginBottom: 0 }} data-testid="desktop-downloads">
        {DESKTOP_MSG.downloadsLead}{' '}
        {data.downloads.map((d, i) => (
          <Fragment key={d.os}>
            {i > 0 && ', '}
            <Typography.Link href={d.url} download>
              {d.label}
            </Typography.Link>{' '}
            <Typography.Text type="secondary">(versão {d.version})</Typography.Text>
          </Fragment>
        ))}
      </Typography.Paragraph>
    </Card>
  );
}
