// The success alert of a created line: its copy text with the 'Copiar' and 'Copiar sem links' (Copy and Copy Simple) buttons.
import { Alert } from 'antd';
import { welcomeText } from '../../../shared/copy-messages';
import { SuccessBanner } from '../../components/SuccessBanner';
import type { LineResult } from './api';

export function CreatedLineBanner({ line, testHours, onClose }: { line: LineResult; testHours?: number; onClose: () => void }) {
  const text = (simple: boolean) => welcomeText(line, { simple, testHours });
  return (
    <div style={{ marginBottom: 16 }}>
      <SuccessBanner
        title={line.message ?? 'Usuário criado com sucesso!'}
        onClose={onClose}
        copies={[
          { label: 'Copiar', text: text(false) },
          { label: 'Copiar sem links', text: text(true) },
        ]}
      >
        <pre style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{text(false)}</pre>
        {line.links_notice && <Alert type="warning" showIcon title={line.links_notice} style={{ marginTop: 8 }} />}
      </SuccessBanner>
    </div>
  );
}
