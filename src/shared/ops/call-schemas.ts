// The zod schemas of the calls of the backups and the recharge portal: each entry's query, body and
// answer, by its name in calls.ts beside this file (../call-schemas.ts assembles every domain's).
import {
  downloadBackupBody,
  mpCreditValueAnswer,
  mpInfosAnswer,
  paymentWebhookAnswer,
  portalCreditsAnswer,
  portalPaymentAnswer,
  portalPaymentBody,
  portalTransferAnswer,
  rechargeListAnswer,
  rechargeListBody,
  rechargeTransferBody,
  runBackupAnswer,
  saveMpCreditValueAnswer,
  saveMpInfosBody,
  saveValueMpBody,
  viewBackupsAnswer,
} from './schemas';
import { messageAnswer, NOT_JSON } from '../answers';
import type { SchemaLines } from '../call-schemas';
import type { OPS_CALLS } from './calls';

export const OPS_CALL_SCHEMAS = {
  backups: { answer: viewBackupsAnswer },
  runBackup: { answer: runBackupAnswer },
  downloadBackup: { body: downloadBackupBody, answer: NOT_JSON.file },
  mpInfos: { answer: mpInfosAnswer },
  saveMpInfos: { body: saveMpInfosBody, answer: messageAnswer },
  mpCreditValue: { answer: mpCreditValueAnswer },
  saveMpCreditValue: { body: saveValueMpBody, answer: saveMpCreditValueAnswer },
  portalCredits: { answer: portalCreditsAnswer },
  recharges: { body: rechargeListBody, answer: rechargeListAnswer },
  portalTransfer: { body: rechargeTransferBody, answer: portalTransferAnswer },
  portalReturn: { body: rechargeTransferBody, answer: portalTransferAnswer },
  portalPayment: { body: portalPaymentBody, answer: portalPaymentAnswer, also: [502] },
  paymentWebhook: { answer: paymentWebhookAnswer, also: [401] },
  offlineCheckout: { answer: NOT_JSON.html, also: [404] },
  offlineCheckoutConfirm: { answer: NOT_JSON.html, also: [404] },
} satisfies SchemaLines<typeof OPS_CALLS>;
