// A free-text cell (a note, a name, a title): one line that ends in an ellipsis, the whole text on hover,
// so a long unbroken value never widens its column and pushes the others (and the actions) out of view.
import { Typography } from 'antd';

export function ClippedText({ text, width = 240 }: { text: string | null | undefined; width?: number }) {
  if (!text) return null;
  return (
    <Typography.Text ellipsis={{ tooltip: text }} style={{ maxWidth: width }}>
      {text}
    </Typography.Text>
  );
}
