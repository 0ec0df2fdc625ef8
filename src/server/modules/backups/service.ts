// Backups of the panel's own database (decisions "Data, scale and operation"): SQLite through
// better-sqlite3's online backup API (a consistent copy while writes go on), PostgreSQL through
// pg_dump; wrapped and gzipped (archive.ts), named by date (UTC), kept up to BACKUP_KEEP in each
// folder, and copied to the remote folders configured on the server.
import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { formatDateTime } from '../../../shared/dates';
import { BACKUP_MSG, BACKUP_NAME, BACKUP_PLACE_LABELS, BACKUP_PLACES, type BackupItem, type BackupPlace, type BackupTarget, type ViewBackupsResponse } from '../../../shared/ops';
import type { BackupConfig, DatabaseConfig } from '../../config';
import type { Db } from '../../db';
import { HttpError } from '../../errors';
import { keyId, writeArchive } from './archive';

const run = promisify(execFile);

export class PgDumpMissing extends HttpError {
  constructor() {
    super(503, BACKUP_MSG.pgDumpMissing);
  }
}

/**
 * painel-2026-11-23_14-05-09-123.sqlite.gz (UTC, to the millisecond): names sort as their dates, which
 * retention and the lists rely on; a name taken moves on to the next millisecond.
 */
export function backupName(at: number, dialect: 'sqlite' | 'postgres', taken: (name: string) => boolean): string {
  const ext = dialect === 'sqlite' ? 'sqlite' : 'pgdump';
  for (let ms = at; ; ms++) {
    const stamp = new Date(ms).toISOString().slice(0, 23).replace('T', '_').replaceAll(':', '-').replace('.', '-');
    const name = `painel-${stamp}.${ext}.gz`;
    if (!taken(name)) return name;
  }
}

export async function lastMigration(db: Db): Promise<string> {
  const row = await db
    .selectFrom('kysely_migration' as never)
    .select(sql<string>`max(name)`.as('name'))
    .executeTakeFirst();
  return (row as { name?: string } | undefined)?.name ?? '';
}

/** The schema a PostgreSQL connection works in (tests use one of their own). */
export async function currentSchema(db: Db): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]!.schema;
}

/** pg_dump's path (PG_DUMP) when it runs, else null. */
export async function pgTool(name: 'pg_dump' | 'pg_restore'): Promise<string | null> {
  const bin = (name === 'pg_dump' ? process.env.PG_DUMP : process.env.PG_RESTORE) || name;
  try {
    await run(bin, ['--version']);
    return bin;
  } catch {
    return null;
  }
}

async function dumpPayload(db: Db, database: DatabaseConfig, into: string): Promise<{ schema?: string }> {
  if (database.dialect === 'sqlite') {
    // A second connection of our own: the online backup copies page by page and restarts on writes,
    // so the copy is one consistent instant while the panel keeps writing.
    const source = new SQLite(database.file, { readonly: true, fileMustExist: true });
    try {
      await source.backup(into);
    } finally {
      source.close();
    }
    // The copy is a single file: no WAL beside it when it is checked or restored.
    const copy = new SQLite(into);
    copy.pragma('journal_mode = DELETE');
    copy.close();
    return {};
  }
  const bin = await pgTool('pg_dump');
  if (!bin) throw new PgDumpMissing();
  const schema = await currentSchema(db);
  const args = ['--format=custom', '--no-owner', '--no-privileges', `--file=${into}`, ...(schema !== 'public' ? [`--schema=${schema}`] : []), `--dbname=${database.url}`];
  await run(bin, args, { maxBuffer: 8 * 1024 * 1024 });
  return { schema };
}

interface Folder {
  type: BackupPlace;
  dir: string | null;
}

export function backupService(db: Db, database: DatabaseConfig, config: BackupConfig, secretKey: Buffer, log: (message: string, error?: unknown) => void = () => {}) {
  const folders: Folder[] = [
    { type: 'local', dir: config.dir },
    { type: 'remote_1', dir: config.remotes[0] },
    { type: 'remote_2', dir: config.remotes[1] },
  ];
  let running: Promise<{ item: BackupItem; warnings: string[] }> | null = null;

  async function listFolder(folder: Folder): Promise<{ items: BackupItem[]; error?: string }> {
    if (!folder.dir) return { items: [] };
    let names: string[];
    try {
      names = await readdir(folder.dir);
    } catch (error) {
      if ((error as { code?: string }).code === 'ENOENT' && folder.type === 'local') return { items: [] };
      return { items: [], error: (error as { code?: string }).code === 'ENOENT' ? 'pasta não encontrada' : 'pasta inacessível' };
    }
    const items: BackupItem[] = [];
    for (const name of names.filter((n) => BACKUP_NAME.test(n))) {
      const info = await stat(join(folder.dir, name)).catch(() => null);
      if (info?.isFile()) items.push({ name, size: info.size, created: formatDateTime(info.mtimeMs), type: folder.type, where: folder.dir });
    }
    // Newest first: the names carry the date.
    return { items: items.sort((a, b) => b.name.localeCompare(a.name)) };
  }

  /** Keeps the newest `keep` backups of one folder (by name: the names carry the date). */
  async function prune(dir: string): Promise<void> {
    const ours = (await readdir(dir)).filter((n) => BACKUP_NAME.test(n)).sort();
    for (const name of ours.slice(0, Math.max(0, ours.length - config.keep))) await rm(join(dir, name), { force: true });
  }

  async function make(): Promise<{ item: BackupItem; warnings: string[] }> {
    await mkdir(config.dir, { recursive: true });
    const work = await mkdtemp(join(tmpdir(), 'painel-backup-'));
    try {
      const payload = join(work, 'payload');
      const { schema } = await dumpPayload(db, database, payload);
      const existing = new Set(await readdir(config.dir));
      const name = backupName(Date.now(), database.dialect, (n) => existing.has(n));
      // Written beside its final name and renamed, so a list never shows a half-written file.
      const partial = join(config.dir, `.${name}.partial`);
      await writeArchive(payload, partial, { dialect: database.dialect, created_at: Date.now(), migration: await lastMigration(db), key_id: keyId(secretKey), ...(schema ? { schema } : {}) });
      await rename(partial, join(config.dir, name));
      await prune(config.dir);
      const warnings: string[] = [];
      for (const remote of folders.slice(1)) {
        if (!remote.dir) continue;
        try {
          // Not created here: a remote folder is a mounted disk or share, and one that is missing must
          // not turn silently into a local folder.
          const part = join(remote.dir, `.${name}.partial`);
          await copyFile(join(config.dir, name), part);
          await rename(part, join(remote.dir, name));
          await prune(remote.dir);
        } catch (error) {
          log(`backup: cópia para ${remote.dir} falhou`, error);
          warnings.push(BACKUP_MSG.remoteFailed(BACKUP_PLACE_LABELS[remote.type], (error as { code?: string }).code ?? String(error)));
        }
      }
      const info = await stat(join(config.dir, name));
      return { item: { name, size: info.size, created: formatDateTime(info.mtimeMs), type: 'local', where: config.dir }, warnings };
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }

  return {
    /** One backup at a time in this process; a second call while one runs is refused. */
    async run(): Promise<{ item: BackupItem; warnings: string[] }> {
      if (running) throw new HttpError(409, BACKUP_MSG.running);
      running = make();
      try {
        return await running;
      } finally {
        running = null;
      }
    },

    async list(): Promise<ViewBackupsResponse> {
      const lists = await Promise.all(folders.map(listFolder));
      const targets: BackupTarget[] = folders.map((f, i) => ({ type: f.type, where: f.dir, ...(lists[i]!.error ? { error: lists[i]!.error } : {}) }));
      return { local: lists[0]!.items, remote_1: lists[1]!.items, remote_2: lists[2]!.items, targets };
    },

    /** The path of one listed backup, or null (a name that is not ours, or not in that folder). */
    async locate(name: string, type: BackupPlace): Promise<{ path: string; size: number } | null> {
      const folder = folders.find((f) => f.type === type);
      if (!folder?.dir || !BACKUP_NAME.test(name) || !BACKUP_PLACES.includes(type)) return null;
      const { items } = await listFolder(folder);
      const item = items.find((i) => i.name === name);
      return item ? { path: join(folder.dir, item.name), size: item.size } : null;
    },
  };
}

export type BackupService = ReturnType<typeof backupService>;
