// The records of lines gone from a list (deleted, or moved to another reseller) are pruned once they are
// far behind the list's version (modules/lines/prune-changes.ts); `pruned_version` says up to which
// version they may be gone, so a screen whose cursor is older gets the whole list again.
import type { Kysely } from 'kysely';
import { int, zero } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('line_versions').addColumn('pruned_version', int, zero).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('line_versions').dropColumn('pruned_version').execute();
}
