// /view-duplicates (admin): IPs that several panels logged in from, with 'Rastrear' opening each panel's
// tree from the top (spec sections 2 and 3; calls verify-duplicate and get-tree-duplicates).
import { useState } from 'react';
import { Button, Card, Empty, Space, Tag, Typography } from 'antd';
import { INFRA_MSG } from '../../../shared/infra/texts';
import { useLoadErrorDialog, ViewDialog } from '../../components/dialogs';
import { ListCard } from '../../components/ListCard';
import type { DuplicatePanel } from '../../../shared/network/schemas';
import { useDuplicatesQuery, useTreeDuplicatesQuery } from './api';

const PROFILE_LABEL: Record<string, string> = { admin: 'Admin', master: 'Master', reseller: 'Revenda' };

function TreesModal({ revs, onClose }: { revs: string | null; onClose: () => void }) {
  const { data, error, isFetching } = useTreeDuplicatesQuery(revs ?? '', { skip: revs === null });
  useLoadErrorDialog(error, INFRA_MSG.reloadAndRetry);
  return (
    <ViewDialog open={revs !== null} title="Rastreio" onClose={onClose} width={720}>
      {isFetching && <Typography.Text type="secondary">Carregando…</Typography.Text>}
      {!isFetching && data?.length === 0 && <Empty description="Nenhum painel encontrado." />}
      <Space orientation="vertical" style={{ width: '100%' }}>
        {data?.map((tree) => (
          <Card key={tree.username} size="small" title={tree.username}>
            <Space wrap size={4}>
              {tree.chain.map((node, i) => (
                <span key={node.id}>
                  {i > 0 && ' › '}
                  <Tag color={node.username === tree.username ? 'blue' : undefined}>
                    {node.username} ({PROFILE_LABEL[node.profile] ?? node.profile}, ID {node.id})
                  </Tag>
                </span>
              ))}
            </Space>
          </Card>
        ))}
      </Space>
    </ViewDialog>
  );
}

export default function DuplicatesPage() {
  const { data, error, isFetching } = useDuplicatesQuery();
  const [revs, setRevs] = useState<string | null>(null);
  return (
    <ListCard<DuplicatePanel>
      title="Painéis Duplicados"
      error={error}
      errorText={INFRA_MSG.reloadAndRetry}
      rowKey="ip"
      loading={isFetching}
      rows={data}
      empty="Nenhum IP usado por mais de um painel."
      paging={10}
      columns={[
        { title: 'IP', dataIndex: 'ip' },
        { title: 'Painéis', dataIndex: 'revendedores', render: (v: string) => v.split(',').join(', ') },
        { title: '', key: 'trace', render: (_, row) => <Button onClick={() => setRevs(row.revendedores)}>Rastrear</Button> },
      ]}
    >
      <TreesModal revs={revs} onClose={() => setRevs(null)} />
    </ListCard>
  );
}
