// /extract: the monthly financial statement of the caller or of an account of its network.
import { useState } from 'react';
import { Button, Space, Table, Tag, Typography } from 'antd';
import type { ExtractRow } from '../../../shared/network/schemas';
import { useProfileQuery } from '../../api/account';
import { CALLS } from '../../../shared/calls';
import { LINES_UI_MSG } from '../../../shared/messages';
import { requestOf } from '../../api/base';
import { mayCall } from '../../app/visibility';
import { useErrorDialog, useLoadErrorDialog } from '../../components/dialogs';
import { getPlatform } from '../../platform';
import { ResellerPicker } from '../resellers/ResellerPicker';
import { useExcelExport } from '../../components/useExcelExport';
import { formatBRL, formatDecimal } from '../../../shared/format';
import { useExtractQuery } from '../log/api';

export const typeColor = (type: string) => (type === 'Recebido' ? 'green' : 'orange');

export default function ExtractPage() {
  const { data: profile } = useProfileQuery();
  const [target, setTarget] = useState<number | undefined>();
  const { data, isFetching, error } = useExtractQuery(target);
  useLoadErrorDialog(error);
  const exportExcel = useExcelExport();
  const showError = useErrorDialog();
  const rows = data?.extracts ?? [];

  async function exportRows() {
    // The export call, which the export_all permission guards, not the rows already on screen.
    const res = await getPlatform().request<ExtractRow[]>(requestOf(CALLS.exportExtract, { body: { target, format: 'json' } }));
    if (res.status !== 200) return showError(LINES_UI_MSG.exportFailed);
    await exportExcel({
      fileName: 'Extrato.xlsx',
      sheetName: 'Extrato',
      columns: [
        { header: 'Mês', key: 'date' },
        { header: 'Total de créditos', key: 'amount' },
        { header: 'Revenda', key: 'reseller', width: 24 },
        { header: 'Via', key: 'type' },
        { header: 'Valor do crédito (R$)', key: 'value', currency: true },
      ],
      rows: res.data.map((r) => ({ date: r.date, amount: r.amount, reseller: r.reseller, type: r.type, value: r.value })),
    });
  }

  return (
    <div>
      <Typography.Title level={3}>Extrato Financeiro</Typography.Title>
      <Space wrap style={{ marginBottom: 12 }}>
        <ResellerPicker value={target} onChange={setTarget} placeholder="Meu extrato" />
        {profile && mayCall(CALLS.exportExtract)(profile) && <Button onClick={exportRows}>Exportar</Button>}
      </Space>
      <Table<ExtractRow>
        rowKey="token"
        loading={isFetching}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 10, showSizeChanger: false }}
        columns={[
          { title: 'Mês', dataIndex: 'date' },
          { title: 'Total de créditos', dataIndex: 'amount', render: (v: number) => formatDecimal(v) },
          { title: 'Revenda', dataIndex: 'reseller' },
          { title: 'Via', dataIndex: 'type', render: (t: string) => <Tag color={typeColor(t)}>{t}</Tag> },
          { title: 'Valor do crédito', dataIndex: 'value', render: (v: number) => formatBRL(v) },
        ]}
      />
    </div>
  );
}
