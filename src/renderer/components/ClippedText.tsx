// A free-text cell (a note, a name, a title): one line that ends in an ellipsis, the whole text on hover,
// so a long unbroken value never widens its column and pushes the others (and the actions) out of view.
// antd's Typography.Text with `ellipsis={{ tooltip }}`, without Typography (components/typography.tsx).
import { useState } from 'react';
import { Tooltip } from 'antd';
import { Text } from './typography';

/** `width`: the most it takes (px, or a CSS length such as '100%' of a fixed-width cell). */
export function ClippedText({ text, width = 240 }: { text: string | null | undefined; width?: number | string }) {
  // Measured on hover, as antd does: the tooltip only when the text is cut.
  const [clipped, setClipped] = useState(false);
  if (!text) return null;
  return (
    <Tooltip title={clipped ? text : undefined}>
      <Text ellipsis style={{ maxWidth: width }} onMouseEnter={(e) => setClipped(e.currentTarget.scrollWidth > e.currentTarget.clientWidth)}>
        {text}
      </Text>
    </Tooltip>
  );
}
