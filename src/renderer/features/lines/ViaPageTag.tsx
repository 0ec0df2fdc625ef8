// The 'via página' tag of a test the reseller's 'Teste automático' page gave (issue 29), beside its status.
import { Tag } from 'antd';

export function ViaPageTag({ line }: { line: { via_page?: true } }) {
  if (!line.via_page) return null;
  return (
    <Tag color="purple" style={{ marginInlineStart: 8 }} data-testid="via-page">
      via página
    </Tag>
  );
}
