// The links dialog of every line: 'Escolha uma opção:' with the options in the spec's order
// (X-CLOUD only when enabled); the chosen link is shown and can be copied as plain text.
import { ServerHtml } from '../../components/ServerHtml';
import { Modal, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { htmlToText } from '../../../shared/copy-messages';
import { LINES_UI_MSG } from '../../../shared/messages';
import { SuccessBanner } from '../../components/SuccessBanner';
import { linkOptions, type LinkType } from './rules';

export interface LinksDialogProps {
  open: boolean;
  /** The line's username, shown in the title. */
  username: string;
  xcloudEnabled: boolean;
  /** The link of each type as server-sanitised HTML (URLs or the franchise's instructions). */
  links: Partial<Record<LinkType, string>>;
  onClose: () => void;
}

export function LinksDialog({ open, username, xcloudEnabled, links, onClose }: LinksDialogProps) {
  const [type, setType] = useState<LinkType | undefined>();
  const html = type === undefined ? undefined : links[type];
  return (
    <Modal
      open={open}
      title={`Links - ${username}`}
      footer={null}
      mask={{ closable: true }}
      destroyOnHidden
      onCancel={onClose}
      afterClose={() => setType(undefined)}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text>{LINES_UI_MSG.linksPrompt}</Typography.Text>
        <Select
          aria-label={LINES_UI_MSG.linksPrompt}
          style={{ width: '100%' }}
          placeholder={LINES_UI_MSG.linksPlaceholder}
          virtual={false}
          value={type}
          onChange={setType}
          options={linkOptions(xcloudEnabled).map((o) => ({ value: o.value, label: o.label }))}
        />
        {html !== undefined && (
          <SuccessBanner title={linkOptions(xcloudEnabled).find((o) => o.value === type)?.label} copies={[{ label: 'Copiar', text: htmlToText(html) }]}>
            <ServerHtml className="info-dialog-html" style={{ wordBreak: 'break-all' }} html={html} />
          </SuccessBanner>
        )}
      </Space>
    </Modal>
  );
}
