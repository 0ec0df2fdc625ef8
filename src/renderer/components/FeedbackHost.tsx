// antd's App, loaded with the first message, notification or dialog a window shows (feedback.tsx): it
// hands its calls over once mounted, inside the theme, so what it shows follows the theme.
import { useEffect } from 'react';
import { App } from 'antd';

type AppApi = ReturnType<typeof App.useApp>;

function HandOver({ onReady }: { onReady: (api: AppApi) => void }) {
  const api = App.useApp();
  useEffect(() => onReady(api), [api, onReady]);
  return null;
}

export default function FeedbackHost({ onReady }: { onReady: (api: AppApi) => void }) {
  return (
    <App component={false}>
      <HandOver onReady={onReady} />
    </App>
  );
}
