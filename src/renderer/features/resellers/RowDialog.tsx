// The reseller list's row dialogs (credits, edit, master, logs, blocks, totals, tracking, key, 2FA QR,
// permissions), by the name the list opens each with. The list loads this module when a dialog opens,
// not with the list itself (issue 21).
import type { Reseller } from '../../../shared/network/schemas';
import {
  AccessLogModal,
  BlockModal,
  CreditModal,
  EditModal,
  ExternalKeyModal,
  MasterModal,
  MovementsModal,
  TrackingModal,
  TreeTotalsModal,
  TwofaQrModal,
} from './modals';
import { PermissionsModal } from './PermissionsModal';
import { EndSessionsModal, ResellerTokensModal, ResetTwofaModal } from './SecurityModals';

const MODALS = {
  credit: CreditModal,
  edit: EditModal,
  master: MasterModal,
  movements: MovementsModal,
  access: AccessLogModal,
  block: (p: { reseller: Reseller; onClose: () => void }) => <BlockModal {...p} mode="owner" />,
  adminBlock: (p: { reseller: Reseller; onClose: () => void }) => <BlockModal {...p} mode="admin" />,
  networkBlock: (p: { reseller: Reseller; onClose: () => void }) => <BlockModal {...p} mode="network" />,
  totals: TreeTotalsModal,
  tracking: TrackingModal,
  key: ExternalKeyModal,
  qr: TwofaQrModal,
  permissions: PermissionsModal,
  endSessions: EndSessionsModal,
  tokens: ResellerTokensModal,
  reset2fa: ResetTwofaModal,
};
export type RowDialogKind = keyof typeof MODALS;

export default function RowDialog({ kind, ...props }: { kind: RowDialogKind; reseller: Reseller; onClose: () => void }) {
  const Dialog = MODALS[kind];
  return <Dialog {...props} />;
}
