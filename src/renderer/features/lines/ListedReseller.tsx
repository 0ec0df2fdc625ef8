// Whose lines a list shows: the caller's own (/users-iptv) or, on /users-iptv/{id} and the other
// lists with an id, a sub-reseller's (the server answers only ids of the caller's subtree). The
// header names the reseller and leads back to the reseller list.
import { Button, Space } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router';
import { useResellersQuery } from '../resellers/api';
import { Text } from '../../components/typography';

export function useListedReseller() {
  const { id } = useParams();
  const resellerId = Number(id) || 0;
  const { data } = useResellersQuery({ page: 1, per_page: 1, searchID: resellerId }, { skip: !resellerId });
  const navigate = useNavigate();
  const name = data?.data[0]?.username;
  const header = resellerId ? (
    <Space wrap style={{ marginBottom: 12 }}>
      <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/list-resellers')}>
        Revendas
      </Button>
      <Text data-testid="listed-reseller">
        Revenda: <b>{name ?? `ID ${resellerId}`}</b>
      </Text>
    </Space>
  ) : null;
  /** `own`: the caller's own lines, where the toolbar's own-account buttons (cleaning tests, code) belong. */
  return { resellerId, header, own: resellerId === 0 };
}
