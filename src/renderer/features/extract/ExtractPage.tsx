// /extract: the monthly financial statement of the caller or of an account of its network.
import { useState } from 'react';
import { Button, Space, Table, Tag, Typography } from 'antd';
import type { ExtractRow } from '../../../shared/network';
import { useProfileQuery } from '../../api/account';
import { can } from '../../app/visibility';
import { useLoadErrorDialog } from '../../components/dialogs';
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
  const rows = data?.extracts ?? [];

  async function exportRows() {
    await exportExcel({
      fileName: 'Extrato.xlsx',
      sheetName: 'Extrato',
      columns: [
        { header: 'Mês', key: 'date' },
        { header: 'Total de créditos', key: 'amount' },
        { header: 'Revenda', key: 'reseller', width: 24 },
        { header: 'Via', key: 'type' },
        { header: 'Valor (R$)', key: 'value', currency: true },
      ],
      rows: rows.map((r) => ({ date: r.date, amount: r.amount, reseller: r.reseller, type: r.type, value: r.value })),
    });
  }

  return (
    <div>
      <Typography.Title level={3}>Extrato Financeiro</Typography.Title>
      <Space wrap style={{ marginBottom: 12 }}>
        <ResellerPicker value={target} onChange={setTarget} placeholder="Meu extrato" />
        {profile && can('export_all')(profile) && <Button onClick={exportRows}>Exportar</Button>}
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
