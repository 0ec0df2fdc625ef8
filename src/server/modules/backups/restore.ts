// Restores one backup into an empty place: a data folder without a database (SQLite) or a PostgreSQL
// database without the panel's tables. The file is checked whole before anything is asked or
// written; nothing that exists is ever overwritten.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { link, lstat, mkdir, rm, mkdtemp } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { tmpdir } from 'node:os';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { BACKUP_MSG } from '../../../shared/ops/texts';
import { formatDateTime } from '../../../shared/dates';
import type { DatabaseConfig } from '../../config';
import { keyId, NotABackup, readArchive, type BackupHeader } from './archive';
import { pgTool } from './service';
import { PG_TRGM } from '../../db/migrations/0025_reseller_search';

const run = promisify(execFile);

export const RESTORE_MSG = {
  fileMissing: (file: string) => `Arquivo não encontrado: ${file}`,
  sqliteExists: (file: string) =>
    `Já existe um banco de dados em ${file}. A restauração não sobrescreve nada: use uma pasta de dados nova (DATA_DIR) ou mova o arquivo atual.`,
  pgNotEmpty: (schema: string) =>
    `O banco PostgreSQL de destino já tem tabelas no esquema "${schema}". A restauração não sobrescreve nada: crie um banco vazio (createdb) e aponte DATABASE_URL para ele.`,
  wrongDialect: (backup: string, target: string) =>
    `Este backup é de um banco ${backup} e o destino é ${target}: aponte DATABASE_URL para um banco do mesmo tipo.`,
  pgRestoreMissing: 'O programa pg_restore não está instalado nesta máquina: a restauração do PostgreSQL precisa dele (pacote postgresql-client).',
  otherKey:
    'ATENÇÃO: a chave de cifragem desta pasta (SECRET_KEY ou o arquivo secret-key) não é a do painel que fez o backup: os segredos 2FA e as chaves do Mercado Pago não poderão ser lidos. Cancele, copie o arquivo secret-key da pasta de dados original (ou defina SECRET_KEY) e rode de novo.',
  noKey:
    'ATENÇÃO: esta pasta ainda não tem a chave de cifragem (o arquivo secret-key ou SECRET_KEY). Antes de iniciar o servidor, copie para ela o arquivo secret-key da pasta de dados original: sem ele os segredos 2FA e as chaves do Mercado Pago do backup não poderão ser lidos.',
  question: (h: BackupHeader, where: string) =>
    `Backup ${h.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'} de ${formatDateTime(h.created_at)} (migração ${h.migration || '?'}) será restaurado em ${where}. Confirma?`,
  canceled: 'Restauração cancelada: nada foi alterado.',
  done: (where: string) => `Backup restaurado em ${where}.`,
} as const;

export class RestoreRefused extends Error {}

const DIALECT_NAME = { sqlite: 'SQLite', postgres: 'PostgreSQL' } as const;

/** The tables every database of this panel has. */
const REQUIRED_TABLES = ['accounts', 'ledger_entries', 'kysely_migration'];

function checkSqlite(file: string): void {
  let db: SQLite.Database | undefined;
  try {
    db = new SQLite(file, { readonly: true, fileMustExist: true });
    const names = new Set((db.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]).map((r) => r.name));
    if (!REQUIRED_TABLES.every((t) => names.has(t))) throw new NotABackup('faltam as tabelas do painel');
    const check = db.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new NotABackup('banco corrompido');
  } catch (error) {
    if (error instanceof NotABackup) throw error;
    throw new NotABackup('não é um banco SQLite');
  } finally {
    db?.close();
  }
}

/** Runs one statement on the target database. */
async function onTarget<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

const pgTablesIn = async (url: string, schema: string) =>
  Number((await onTarget<{ n: string }>(url, 'select count(*) as n from information_schema.tables where table_schema = $1', [schema]))[0]!.n);

export interface RestoreOptions {
  file: string;
  database: DatabaseConfig;
  /** The encryption key the restored panel will use (warns when it is not the backup's). */
  secretKey?: Buffer;
  /** Asked after the file is checked and before anything is written; false cancels. */
  confirm: (question: string) => Promise<boolean>;
}

/** What the question adds about the key that will read the backup's secrets. */
function keyWarning(header: BackupHeader, secretKey: Buffer | undefined): string[] {
  if (!header.key_id) return [];
  if (!secretKey) return [RESTORE_MSG.noKey];
  return header.key_id !== keyId(secretKey) ? [RESTORE_MSG.otherKey] : [];
}

/** Restores `file`; throws RestoreRefused or NotABackup (pt-BR messages) and then nothing changed. */
export async function restoreBackup({
  file,
  database,
  secretKey,
  confirm,
}: RestoreOptions): Promise<{ restored: boolean; message: string; header?: BackupHeader }> {
  // lstat: a link to another file is not a backup (only regular files are restored).
  if (!existsSync(file) || !(await lstat(file)).isFile()) throw new RestoreRefused(RESTORE_MSG.fileMissing(file));
  const target = database.dialect === 'sqlite' ? database.file : null;
  if (target && (existsSync(target) || existsSync(`${target}-wal`))) throw new RestoreRefused(RESTORE_MSG.sqliteExists(target));

  const work = target ? dirname(target) : await mkdtemp(join(tmpdir(), 'painel-restore-'));
  await mkdir(work, { recursive: true });
  const payload = join(work, `.restaurando-${process.pid}-${Date.now()}`);
  try {
    const header = await readArchive(file, payload);
    if (header.dialect !== database.dialect) throw new RestoreRefused(RESTORE_MSG.wrongDialect(DIALECT_NAME[header.dialect], DIALECT_NAME[database.dialect]));
    const ask = (where: string) => confirm([RESTORE_MSG.question(header, where), ...keyWarning(header, secretKey)].join('\n'));

    if (database.dialect === 'sqlite') {
      checkSqlite(payload);
      if (!(await ask(target!))) return { restored: false, message: RESTORE_MSG.canceled, header };
      // link() never replaces: if a database appeared meanwhile, it fails and nothing is lost.
      try {
        await link(payload, target!);
      } catch (error) {
        if ((error as { code?: string }).code === 'EEXIST') throw new RestoreRefused(RESTORE_MSG.sqliteExists(target!));
        throw error;
      }
      return { restored: true, message: RESTORE_MSG.done(target!), header };
    }

    const bin = await pgTool('pg_restore');
    if (!bin) throw new RestoreRefused(RESTORE_MSG.pgRestoreMissing);
    let listing: string;
    try {
      listing = (await run(bin, ['--list', payload], { maxBuffer: 64 * 1024 * 1024 })).stdout;
    } catch {
      throw new NotABackup('não é um arquivo do pg_dump');
    }
    if (!REQUIRED_TABLES.every((t) => new RegExp(`TABLE [^\\n]* ${t} `).test(listing))) throw new NotABackup('faltam as tabelas do painel');
    const schema = header.schema ?? 'public';
    if ((await pgTablesIn(database.url, schema)) > 0) throw new RestoreRefused(RESTORE_MSG.pgNotEmpty(schema));
    const where = database.url.replace(/\/\/[^@/]*@/, '//***@');
    if (!(await ask(where))) return { restored: false, message: RESTORE_MSG.canceled, header };
    // The extensions the panel's indexes use live outside its schema: a backup of the schema lacks them.
    await onTarget(database.url, PG_TRGM);
    // One transaction: a failure midway leaves the database as it was.
    await run(bin, ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${database.url}`, payload], {
      maxBuffer: 64 * 1024 * 1024,
    });
    return { restored: true, message: RESTORE_MSG.done(where), header };
  } finally {
    await rm(payload, { force: true });
    if (!target) await rm(work, { recursive: true, force: true });
  }
}

export { NotABackup, BACKUP_MSG };
