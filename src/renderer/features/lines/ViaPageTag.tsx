// The 'via página' tag of a test the reseller's 'Teste automático' page gave (issue 29), beside its
// status. Its own part (with antd's Tag), loaded by the first list that has such a row: most lists
// have none, and the list screens' first load stays within its budget (npm run bench).
import { Tag } from 'antd';

export default function ViaPageTag() {
  return (
    <Tag color="purple" style={{ marginInlineStart: 8 }} data-testid="via-page">
      via página
    </Tag>
  );
}
