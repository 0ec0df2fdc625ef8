// /view-backups (admin): 'Fazer backup agora' and three tables (local, server 1, server 2) with file,
// size, date and where; clicking a name downloads the file.
import { Alert, Button, Card } from 'antd';
import { CloudDownloadOutlined, SaveOutlined } from '@ant-design/icons';
import { BACKUP_MSG, BACKUP_PLACE_LABELS, BACKUP_PLACES, type BackupPlace } from '../../../shared/ops/texts';
import type { BackupItem } from '../../../shared/ops/schemas';
import { CALLS } from '../../../shared/calls';
import { errorMessage, requestOf } from '../../api/base';
import { useErrorDialog, useLoadErrorDialog } from '../../components/dialogs';
import { ListTable, shortList, textColumns } from '../../components/lists';
import { getPlatform } from '../../platform';
import { useBackupsQuery, useRunBackupMutation } from './api';
import { ScreenHeader } from '../../components/ScreenHeader';
import { useFeedback } from '../../components/feedback';

/** 1536 -> '1,5 KB' (pt-BR, powers of 1024). */
export function formatSize(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toLocaleString('pt-BR', { maximumFractionDigits: unit === 0 ? 0 : 1 })} ${units[unit]}`;
}

export default function BackupsPage() {
  const { data, isFetching, error } = useBackupsQuery();
  useLoadErrorDialog(error);
  const [runBackup, { isLoading: running }] = useRunBackupMutation();
  const showError = useErrorDialog();
  const { message } = useFeedback();

  async function backupNow() {
    const result = await runBackup();
    if ('error' in result) return showError(errorMessage(result.error, BACKUP_MSG.failed));
    void message.success(result.data.message);
    if (result.data.warnings.length) showError(result.data.warnings);
  }

  async function download(item: BackupItem) {
    const result = await getPlatform().downloadFile(requestOf(CALLS.downloadBackup, { body: { name: item.name, type: item.type } }), item.name);
    if (!result.saved && !result.canceled) showError(result.error || BACKUP_MSG.downloadFailed);
  }

  const table = (type: BackupPlace) => {
    const target = data?.targets.find((t) => t.type === type);
    return (
      <Card key={type} title={BACKUP_PLACE_LABELS[type]} size="small" style={{ marginBottom: 16 }}>
        {target && !target.where && (
          <Alert
            type="info"
            showIcon
            title={BACKUP_MSG.remoteNotConfigured(BACKUP_PLACES.indexOf(type))}
            description={BACKUP_MSG.remoteHint(BACKUP_PLACES.indexOf(type))}
            style={{ marginBottom: 8 }}
          />
        )}
        {target?.error && <Alert type="warning" showIcon title={`${target.where}: ${target.error}`} style={{ marginBottom: 8 }} />}
        <ListTable<BackupItem>
          rowKey="name"
          loading={isFetching}
          rows={data?.[type]}
          {...shortList(10)}
          empty={BACKUP_MSG.empty}
          columns={[
            {
              title: 'Arquivo',
              dataIndex: 'name',
              render: (name: string, item) => (
                <Button type="link" icon={<CloudDownloadOutlined />} onClick={() => download(item)} style={{ paddingInline: 0 }}>
                  {name}
                </Button>
              ),
            },
            { title: 'Tamanho', dataIndex: 'size', render: (size: number) => formatSize(size) },
            ...textColumns<BackupItem>({ Data: 'created', Onde: 'where' }),
          ]}
        />
      </Card>
    );
  };

  return (
    <div>
      <ScreenHeader title={BACKUP_MSG.title}>
        <Button type="primary" icon={<SaveOutlined />} loading={running} onClick={backupNow}>
          {BACKUP_MSG.runNow}
        </Button>
      </ScreenHeader>
      {BACKUP_PLACES.map(table)}
    </div>
  );
}
