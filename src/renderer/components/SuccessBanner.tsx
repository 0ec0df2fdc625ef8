// A success banner, dismissible unless told otherwise, optionally with copy buttons (welcome and renewal texts).
import { Alert, Button, Space } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useState, type ReactNode } from 'react';

export interface CopyAction {
  label: string;
  text: string;
}

export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function SuccessBanner({
  title,
  children,
  copies = [],
  onClose,
  closable = true,
}: {
  title: ReactNode;
  children?: ReactNode;
  copies?: CopyAction[];
  onClose?: () => void;
  /** False: no close button (a result the user must not lose with one tap). */
  closable?: boolean;
}) {
  const [copied, setCopied] = useState<string | null>(null);
  return (
    <Alert
      type="success"
      showIcon
      closable={closable && { onClose, 'aria-label': 'Fechar' }}
      title={title}
      // A title alone is one compact line; the box grows only for a text or copy buttons.
      description={
        (children || copies.length > 0) && (
          <Space orientation="vertical" style={{ width: '100%' }}>
            {children}
            {copies.length > 0 && (
              <Space wrap>
                {copies.map((c) => (
                  <Button
                    key={c.label}
                    icon={<CopyOutlined />}
                    onClick={async () => {
                      if (await copyText(c.text)) setCopied(c.label);
                    }}
                  >
                    {copied === c.label ? 'Copiado!' : c.label}
                  </Button>
                ))}
              </Space>
            )}
          </Space>
        )
      }
    />
  );
}
