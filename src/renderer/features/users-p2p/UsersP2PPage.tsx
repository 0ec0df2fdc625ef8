// /users-p2p: the P2P list (same table and actions as the new P2P list).
import { P2PListPage } from '../new-users-p2p/NewUsersP2PPage';

export default function UsersP2PPage() {
  return <P2PListPage kind="p2p" />;
}
