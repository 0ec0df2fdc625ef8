// `npm run restore -- FILE [--sim]` (`node out/server/restore.mjs FILE [--sim]` on a production install): restores a backup of this panel into the data folder (DATA_DIR, SQLite)
// or the PostgreSQL database of DATABASE_URL, after a confirmation ('--sim' answers it beforehand).
// A file that is not a backup of this panel is refused, and nothing that exists is overwritten.
import { createInterface } from 'node:readline/promises';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ConfigError, loadConfig } from './config';
import { NotABackup, RestoreRefused, restoreBackup } from './modules/backups/restore';

async function main() {
  const args = process.argv.slice(2);
  const yes = args.includes('--sim') || args.includes('--yes');
  const file = args.find((a) => !a.startsWith('--'));
  if (!file) {
    console.error(
      'Uso: npm run restore -- ARQUIVO [--sim]   (ex.: npm run restore -- data/backups/painel-2026-11-23_03-00-00.sqlite.gz; no servidor compilado: node out/server/restore.mjs ARQUIVO [--sim])',
    );
    process.exit(2);
  }
  // Nothing is written before the answer: not the data folder, not its secrets.
  const config = loadConfig(process.env, { writes: false });
  // The key that will read the restored secrets: SECRET_KEY, or the secret-key file already in the folder.
  const secretKey = process.env.SECRET_KEY?.trim() || existsSync(join(config.dataDir, 'secret-key')) ? config.secretKey : undefined;
  const confirm = async (question: string) => {
    console.log(question);
    if (yes) return true;
    if (!process.stdin.isTTY) {
      console.error('Sem terminal para confirmar: rode de novo com --sim para confirmar.');
      return false;
    }
    const rl = createInterface({ input: process.stdin, output: process.stdout });
    const answer = (await rl.question('Digite "sim" para restaurar: ')).trim().toLowerCase();
    rl.close();
    return answer === 'sim';
  };
  const result = await restoreBackup({ file: resolve(file), database: config.database, secretKey, confirm });
  console.log(result.message);
  process.exit(result.restored ? 0 : 1);
}

main().catch((error) => {
  if (error instanceof NotABackup || error instanceof RestoreRefused || error instanceof ConfigError) console.error(error.message);
  else console.error('A restauração falhou; nada foi alterado.', error);
  process.exit(1);
});
