// The ticket list of both screens: filters (category, title; the admin's reseller id and day), the
// status tabs with their counts, the table, 'Exportar Excel' (admin), and the chat / details modal.
import { useState } from 'react';
import { Badge, Button, Col, DatePicker, Input, InputNumber, Modal, Row, Select, Table, Tabs, Tag } from 'antd';
import { FileExcelOutlined, MessageOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { PAGE_SIZES } from '../../../shared/domain';
import { STATUS_TABS, TICKET_CATEGORIES, statusInfo, technologyName, type TicketSystem } from '../../../shared/tickets/texts';
import type { Ticket, TicketFilters } from '../../../shared/tickets/schemas';
import { errorMessage, type QueryError } from '../../api/base';
import { useErrorDialog, useLoadErrorDialog } from '../../components/dialogs';
import { useExcelExport } from '../../components/useExcelExport';
import { useExportTicketsMutation, useTicketsQuery } from './api';
import { StatusTag, TicketChat } from './TicketChat';
import { ClippedText } from '../../components/ClippedText';

const FRANCHISE_NAMES: Record<number, string> = { 1: 'Franquia 1', 3: 'Franquia 2', 4: 'Franquia 3' };

export function TicketList({ system, admin }: { system: TicketSystem; admin: boolean }) {
  const tabs = STATUS_TABS[system];
  const [status, setStatus] = useState(tabs[0].status);
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(PAGE_SIZES[0]);
  const [filters, setFilters] = useState<TicketFilters>({});
  const [day, setDay] = useState<Dayjs | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const { data, error, isFetching } = useTicketsQuery({ system, status, page, per_page: perPage, ...filters });
  useLoadErrorDialog(error);
  const showError = useErrorDialog();
  const writeExcel = useExcelExport();
  const [exportTickets, exporting] = useExportTicketsMutation();

  const filter = (change: Partial<TicketFilters>) => {
    setFilters((f) => ({ ...f, ...change }));
    setPage(1);
  };

  async function exportExcel() {
    const res = await exportTickets({
      systemTypeId: system,
      status,
      content: filters.title,
      category: filters.category,
      idRes: filters.idRes,
      date: filters.date,
    });
    if ('error' in res) {
      if ((res.error as QueryError).status !== 401) showError(errorMessage(res.error, 'Falha ao exportar os dados.'));
      return;
    }
    await writeExcel(res.data);
  }

  const portal = system === 2;
  const columns = [
    {
      title: 'Status',
      key: 'status',
      // The portal shows a coloured icon: red pending, yellow in progress, green answered.
      render: (_: unknown, t: Ticket) =>
        portal ? <Badge color={statusInfo(2, t.status)?.color} text={statusInfo(2, t.status)?.label} /> : <StatusTag ticket={t} />,
    },
    ...(portal ? [] : [{ title: 'ID', dataIndex: 'id', key: 'id' }]),
    { title: 'Categoria', dataIndex: 'category_name', key: 'category' },
    { title: 'Tecnologia', key: 'technology', render: (_: unknown, t: Ticket) => technologyName(t.technology) },
    {
      title: 'Título',
      key: 'title',
      render: (_: unknown, t: Ticket) => (
        <>
          <ClippedText text={t.title} width={320} /> {t.unread && <Tag color="blue">Nova mensagem</Tag>}{' '}
          {t.blocked === 1 && <Tag color="volcano">Bloqueado</Tag>}
        </>
      ),
    },
    { title: 'Data', dataIndex: 'data_formatted', key: 'date' },
    { title: 'Feita por', key: 'owner', render: (_: unknown, t: Ticket) => `${t.username} (${t.id_res})` },
    ...(admin ? [{ title: 'Franquia', key: 'franchise', render: (_: unknown, t: Ticket) => FRANCHISE_NAMES[t.franchise] ?? t.franchise }] : []),
    {
      title: 'Ação',
      key: 'action',
      render: (_: unknown, t: Ticket) => (
        <Button size="small" icon={<MessageOutlined />} onClick={() => setOpen(t.id)}>
          {portal ? 'Detalhes' : 'Chat'}
        </Button>
      ),
    },
  ];

  return (
    <>
      <Row gutter={[12, 12]} style={{ marginBottom: 12 }}>
        <Col xs={24} md={6}>
          <Select
            aria-label="Filtrar por categoria"
            style={{ width: '100%' }}
            allowClear
            placeholder="Categoria"
            value={filters.category}
            onChange={(category) => filter({ category })}
            options={TICKET_CATEGORIES.map((c) => ({ value: c.id, label: c.name }))}
          />
        </Col>
        <Col xs={24} md={6}>
          <Input.Search
            aria-label="Buscar por título"
            placeholder="Buscar por título"
            allowClear
            onSearch={(title) => filter({ title: title.trim() || undefined })}
          />
        </Col>
        {admin && (
          <>
            <Col xs={12} md={4}>
              <InputNumber
                aria-label="ID da revenda"
                placeholder="ID da revenda"
                min={1}
                style={{ width: '100%' }}
                value={filters.idRes}
                onChange={(v) => filter({ idRes: v ?? undefined })}
              />
            </Col>
            <Col xs={12} md={4}>
              <DatePicker
                aria-label="Data"
                placeholder="Data"
                format="DD/MM/YYYY"
                style={{ width: '100%' }}
                value={day}
                onChange={(d) => {
                  setDay(d);
                  filter({ date: d ? d.format('YYYY-MM-DD') : undefined });
                }}
              />
            </Col>
            <Col xs={24} md={4}>
              <Button icon={<FileExcelOutlined />} onClick={exportExcel} loading={exporting.isLoading}>
                Exportar Excel
              </Button>
            </Col>
          </>
        )}
      </Row>
      <Tabs
        activeKey={String(status)}
        onChange={(key) => {
          setStatus(Number(key));
          setPage(1);
        }}
        items={tabs.map((t) => ({ key: String(t.status), label: `${t.tab} (${data?.counts[t.status] ?? 0})` }))}
      />
      <Table<Ticket>
        rowKey="id"
        size="small"
        loading={isFetching}
        dataSource={data?.data ?? []}
        columns={columns}
        scroll={{ x: true }}
        pagination={{
          current: page,
          pageSize: perPage,
          total: data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES.map(String),
          onChange: (p, size) => {
            setPage(size !== perPage ? 1 : p);
            setPerPage(size);
          },
        }}
      />
      <Modal
        open={open !== null}
        title={portal ? 'Detalhes do ticket' : 'Chat do ticket'}
        onCancel={() => setOpen(null)}
        footer={null}
        width={720}
        centered
        mask={{ closable: true }}
        destroyOnHidden
      >
        {open !== null && <TicketChat id={open} admin={admin} />}
      </Modal>
    </>
  );
}
