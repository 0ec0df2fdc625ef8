// The sidebar as a drawer under 800 px (spec section 2). Loaded only at a phone's width, so the wider
// screens do not load antd's Drawer with the layout (issue 21).
import type { ReactNode } from 'react';
import { Drawer } from 'antd';

export default function MobileDrawer({ open, onClose, width, children }: { open: boolean; onClose: () => void; width: number; children: ReactNode }) {
  return (
    <Drawer open={open} onClose={onClose} placement="left" size={width} styles={{ body: { padding: 0 } }} title="Menu">
      {children}
    </Drawer>
  );
}
