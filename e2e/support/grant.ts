// Grants account permissions straight in the e2e server's database: the panel has no screen for
// permissions (the seed grants them).
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { E2E_PORT } from './env';

export function grant(accountId: number, permissions: string[]) {
  const dir = process.env[`E2E_DATA_DIR_${E2E_PORT}`];
  if (!dir) throw new Error('no e2e data folder');
  const db = new Database(join(dir, 'painel.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare('UPDATE accounts SET permissions = ? WHERE id = ?').run(JSON.stringify(permissions), accountId);
  } finally {
    db.close();
  }
}
