// A screen's header: its title on the left and its buttons on the right (wrapping under it on a
// phone), and the 'Abrir em nova janela' button of the screens that open in their own window (not on a
// phone, under 800 px: it has no windows, and a second tab of the same screen means nothing there).
import { Button, Space } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { getPlatform } from '../platform';
import { useIsMobile } from '../app/layout/useIsMobile';
import { Title } from './typography';

export function ScreenHeader({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <Space wrap style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }}>
      <Title style={{ margin: 0 }}>{title}</Title>
      {children && <Space wrap>{children}</Space>}
    </Space>
  );
}

/** Opens `path` in a window of its own (a new tab in the browser). */
export function OpenInWindowButton({ path, size }: { path: string; size?: 'small' }) {
  const mobile = useIsMobile();
  if (mobile) return null;
  return (
    <Button size={size} icon={<ExportOutlined />} onClick={() => void getPlatform().openWindow(path)}>
      Abrir em nova janela
    </Button>
  );
}
