// /user-p2p: the P2P creation form (official or test with its hours).
import { P2PCreatePage } from '../new-users-p2p/NewUserP2PPage';

export default function UserP2PPage() {
  return <P2PCreatePage kind="p2p" />;
}
