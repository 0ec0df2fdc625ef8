// The other side of a movement (issue 43): when an account is deleted, the ledger's reference to it is
// set to null, and a transfer to it read as a consumption, a refund from it as the admin's. Each side
// now keeps the login the account had when it went (`from_deleted_name`, `to_deleted_name`, written by
// the deletion: core/ledger.ts keepDeletedNames). The accounts waiting in the trash get theirs from the
// entry's own record of the references it set to null; those erased before this are unknown.
import type { Kysely } from 'kysely';

const CHUNK = 200;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('ledger_entries').addColumn('from_deleted_name', 'text').execute();
  await db.schema.alterTable('ledger_entries').addColumn('to_deleted_name', 'text').execute();
  const entries = await db.selectFrom('account_trash').select('id').execute();
  for (const { id } of entries) {
    const entry = await db.selectFrom('account_trash').select(['rows', 'nulled']).where('id', '=', id).executeTakeFirstOrThrow();
    const accounts = (JSON.parse(entry.rows) as { accounts: { id: number; username: string }[] }).accounts;
    const names = new Map(accounts.map((a) => [Number(a.id), a.username]));
    const nulled = (JSON.parse(entry.nulled) as { table: string; column: string; value: number; ids: number[] }[]).filter((n) => n.table === 'ledger_entries');
    for (const n of nulled)
      for (let at = 0; at < n.ids.length; at += CHUNK)
        await db
          .updateTable('ledger_entries')
          .set({ [n.column === 'from_account_id' ? 'from_deleted_name' : 'to_deleted_name']: names.get(Number(n.value)) ?? null })
          .where('id', 'in', n.ids.slice(at, at + CHUNK))
          .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('ledger_entries').dropColumn('to_deleted_name').execute();
  await db.schema.alterTable('ledger_entries').dropColumn('from_deleted_name').execute();
}
