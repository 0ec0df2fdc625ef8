// The demo network: masters in the three franchises, resellers and sub-resellers below them, credits
// minted by the admin and passed down through the ledger, and the permissions the screens need.
import type { Permission } from '../../src/shared/domain';
import { toCents } from '../../src/shared/domain';
import type { Db } from '../../src/server/db';
import { insertAccount } from '../../src/server/core/accounts';
import { applyMovement } from '../../src/server/core/ledger';
import { dayMonthsAgo } from './months';

export interface DemoLogin {
  username: string;
  password: string;
  profile: string;
  franchise: number;
  credits: number;
  owner: string;
}

/** An account of the demo network: the top ones are masters, each heading its franchise; those below are its resellers. */
interface Node {
  username: string;
  credits: number;
  sale: number;
  permissions?: Permission[];
  children?: Node[];
}
interface Master extends Node {
  franchise: number;
}

const NETWORK: Master[] = [
  {
    username: 'master.sul',
    franchise: 1,
    credits: 500,
    sale: 4.5,
    permissions: ['manage_2fa', 'export_all', 'new_p2p', 'migrate_new_p2p'],
    children: [
      {
        username: 'revenda.poa',
        credits: 80,
        sale: 6,
        permissions: ['manage_2fa', 'new_p2p'],
        children: [{ username: 'sub.canoas', credits: 15, sale: 8, permissions: ['new_p2p'] }],
      },
      { username: 'revenda.floripa', credits: 40, sale: 6.5 },
    ],
  },
  {
    username: 'master.sudeste',
    franchise: 3,
    credits: 300,
    sale: 4.8,
    permissions: ['manage_2fa', 'recharge_portal', 'dns_premium'],
    children: [
      {
        username: 'revenda.sp',
        credits: 60,
        sale: 6,
        permissions: ['recharge_portal', 'new_p2p'],
        children: [{ username: 'sub.campinas', credits: 10, sale: 8 }],
      },
      { username: 'revenda.rio', credits: 0.6, sale: 7 },
    ],
  },
  {
    username: 'master.nordeste',
    franchise: 4,
    credits: 150,
    sale: 5,
    permissions: ['todays_games', 'dns_activators'],
    children: [{ username: 'revenda.recife', credits: 25, sale: 7, permissions: ['new_p2p'] }],
  },
];

export async function seedNetwork(db: Db, password: string): Promise<DemoLogin[]> {
  const logins: DemoLogin[] = [];
  async function plant(node: Node, franchise: number, ownerId: number, ownerName: string): Promise<void> {
    const profile = ownerId === 1 ? 'master' : 'reseller';
    const account = await db.transaction().execute(async (tx) => {
      const created = await insertAccount(tx, {
        username: node.username,
        password,
        ownerId,
        profile,
        franchise,
        permissions: node.permissions,
        email: `55119${String(Math.abs(hash(node.username)))
          .padStart(8, '0')
          .slice(0, 8)}`,
      });
      // The admin mints; everyone else passes down from its own balance.
      await applyMovement(tx, {
        from: ownerId === 1 ? null : ownerId,
        to: created.id,
        amountCents: toCents(node.credits),
        saleCents: toCents(node.sale),
        reason: 'Carga inicial da demonstração',
        kind: ownerId === 1 ? 'mint' : 'transfer',
        actorId: ownerId,
      });
      await tx.updateTable('accounts').set({ last_topup_at: Date.now() }).where('id', '=', created.id).execute();
      return created;
    });
    for (const child of node.children ?? []) await plant(child, franchise, account.id, node.username);
    logins.push({ username: node.username, password, profile, franchise, credits: 0, owner: ownerName });
  }
  for (const master of NETWORK) await plant(master, master.franchise, 1, 'admin');
  await monthlySales(db);
  return withBalances(db, logins);
}

/** The logins with each account's balance as it is now: printed once every seed has spent what it spends. */
export async function withBalances(db: Db, logins: DemoLogin[]): Promise<DemoLogin[]> {
  const balances = await db
    .selectFrom('accounts')
    .select(['username', 'credits'])
    .where(
      'username',
      'in',
      logins.map((l) => l.username),
    )
    .execute();
  return logins.map((l) => ({ ...l, credits: balances.find((b) => b.username === l.username)!.credits / 100 }));
}

/** Six months of sales from each master to its resellers, so the statement and reports have history. */
async function monthlySales(db: Db): Promise<void> {
  const pairs = await db
    .selectFrom('accounts as child')
    .innerJoin('accounts as master', 'master.id', 'child.owner_id')
    .select(['master.id as masterId', 'child.id as childId', 'child.username as child'])
    .where('master.profile', '=', 'master')
    .execute();
  for (const [i, pair] of pairs.entries())
    for (let month = 5; month >= 1; month--) {
      const at = dayMonthsAgo(month, 1 + (i % 20));
      await db.transaction().execute(async (tx) => {
        const { entry } = await applyMovement(tx, {
          from: pair.masterId,
          to: pair.childId,
          amountCents: toCents(2 + ((month + i) % 4)),
          saleCents: toCents(6),
          reason: 'Venda mensal',
          kind: 'transfer',
          actorId: pair.masterId,
        });
        await tx.updateTable('ledger_entries').set({ created_at: at }).where('id', '=', entry.id).execute();
        await tx
          .insertInto('activity_log')
          .values({
            account_id: pair.masterId,
            actor_id: pair.masterId,
            type: 'Credits',
            action: `Adicionou <b>${entry.amount_cents / 100}</b> crédito(s) para <b>${pair.child}</b>: Venda mensal`,
            target: String(pair.childId),
            ip: '127.0.0.1',
            created_at: at,
          })
          .execute();
      });
    }
}

function hash(text: string): number {
  let h = 7;
  for (const c of text) h = (h * 31 + c.charCodeAt(0)) | 0;
  return h;
}
