// Phone numbers as one text (issue 42): every number kept before (a line's WhatsApp, the tests that may
// become customers, the visitors and the resellers of the 'Teste automático' page) is rewritten as its
// E.164 digits (shared/phone.ts), so that the same number typed another way later is found equal. A text
// that is no valid number stays as it was; running it again changes nothing.
import type { Kysely } from 'kysely';
import { e164Digits } from '../../../shared/phone';

const TABLES = [
  { table: 'lines', key: 'id' },
  { table: 'test_lines', key: 'line_id' },
  { table: 'trial_requests', key: 'id' },
  { table: 'trial_pages', key: 'account_id' },
] as const;
const BATCH = 5000;

export async function up(db: Kysely<any>): Promise<void> {
  for (const { table, key } of TABLES) {
    let after = 0;
    for (;;) {
      const rows = await db
        .selectFrom(table)
        .select([key, 'whatsapp'])
        .where(key, '>', after)
        .where('whatsapp', 'not in', ['', '0'])
        .orderBy(key)
        .limit(BATCH)
        .execute();
      for (const row of rows) {
        const kept = e164Digits(row.whatsapp);
        if (kept && kept !== row.whatsapp) await db.updateTable(table).set({ whatsapp: kept }).where(key, '=', row[key]).execute();
      }
      if (rows.length < BATCH) break;
      after = Number(rows.at(-1)![key]);
    }
  }
}
