// The line lists on phones (under the spec's 800 px): one compact card per line, with every field and
// the actions in view. Loaded on phones only: antd's Card (which brings Tabs) and Descriptions are not
// part of a list's first load on a computer (issue 21).
import type { ReactNode } from 'react';
import { Card, Descriptions, Empty, Space, Spin } from 'antd';

export interface LineCard {
  key: string | number;
  title: ReactNode;
  fields: { key: string; label: string; children: ReactNode }[];
  actions?: ReactNode;
}

export default function LineCards({ cards, loading }: { cards: LineCard[]; loading: boolean }) {
  return (
    <Spin spinning={loading}>
      <Space orientation="vertical" style={{ width: '100%' }} role="list" aria-label="Linhas">
        {cards.length === 0 && <Empty description="Nenhum registro" />}
        {cards.map((card) => (
          <Card key={card.key} size="small" role="listitem" title={card.title}>
            <Descriptions column={1} size="small" items={card.fields} />
            {card.actions && <div style={{ marginTop: 8 }}>{card.actions}</div>}
          </Card>
        ))}
      </Space>
    </Spin>
  );
}
