// The activity log: every changing call writes one row (who, what, which line or account, IP, time).
import { now, type DbOrTx } from '../db';
import { cleanHtml } from '../security';

export type ActivityType = 'Login' | 'Conta' | 'Configurações' | 'Credits' | 'IPTV' | 'P2P' | 'Tickets';

export interface Activity {
  accountId: number;
  actorId: number | null;
  type: ActivityType;
  /** HTML; sanitised here before it is stored. */
  action: string;
  target?: string;
  ip?: string;
}

export async function logActivity(db: DbOrTx, a: Activity): Promise<void> {
  await db
    .insertInto('activity_log')
    .values({
      account_id: a.accountId,
      actor_id: a.actorId,
      type: a.type,
      action: cleanHtml(a.action),
      target: a.target ?? '',
      ip: a.ip ?? '',
      created_at: now(),
    })
    .execute();
}
