// Desktop only: the folder Excel exports are written to without a dialog. 'Perguntar sempre' goes
// back to a save dialog for every export.
import { useEffect, useState } from 'react';
import { Button, Card, Space, Typography } from 'antd';
import { getPlatform } from '../../platform';

export function ExportFolderCard() {
  const platform = getPlatform();
  const [folder, setFolder] = useState<string | null>(null);
  useEffect(() => void platform.getExportDir().then(setFolder), [platform]);

  return (
    <Card title="Pasta de exportação">
      <Typography.Paragraph data-testid="export-folder">
        {folder ? `As planilhas são salvas em ${folder}.` : 'Cada exportação pergunta onde salvar a planilha.'}
      </Typography.Paragraph>
      <Space wrap>
        <Button type="primary" onClick={async () => setFolder((await platform.chooseExportDir()) ?? folder)}>
          Escolher pasta
        </Button>
        {folder && <Button onClick={async () => (await platform.clearExportDir(), setFolder(null))}>Perguntar sempre</Button>}
      </Space>
    </Card>
  );
}
