// Backups of the panel's own database (decisions "Data, scale and operation"): SQLite through
// better-sqlite3's online backup API (a consistent copy while writes go on), PostgreSQL through
// pg_dump; wrapped and gzipped (archive.ts), named by date (UTC), kept up to BACKUP_KEEP in each
// place, and copied to the remote places configured on the server (folders or S3 buckets).
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { copySqlite } from './sqlite-copy';
import { sql } from 'kysely';
import { fileStamp, formatDateTime } from '../../../shared/dates';
import { BACKUP_MSG, BACKUP_PLACE_LABELS, BACKUP_PLACES, type BackupPlace } from '../../../shared/ops/texts';
import { BACKUP_NAME, type BackupItem, type BackupTarget, type ViewBackupsResponse } from '../../../shared/ops/schemas';
import type { BackupConfig, DatabaseConfig } from '../../config';
import type { Db } from '../../db';
import { HttpError } from '../../errors';
import { keyId, writeArchive } from './archive';
import type { Readable } from 'node:stream';
import { backupStore, StoreError, type BackupStore, type StoredFile } from '../../providers/backup-stores';

const run = promisify(execFile);

export class PgDumpMissing extends HttpError {
  constructor() {
    super(503, BACKUP_MSG.pgDumpMissing);
  }
}

/**
 * painel-2026-11-23_14-05-09-123.sqlite.gz (São Paulo time, the clock of the list's 'Data', to the
 * millisecond; São Paulo has no daylight saving since 2019): names sort as their dates, which retention
 * and the lists rely on; a name taken moves on to the next millisecond.
 */
export function backupName(at: number, dialect: 'sqlite' | 'postgres', taken: (name: string) => boolean): string {
  const ext = dialect === 'sqlite' ? 'sqlite' : 'pgdump';
  for (let ms = at; ; ms++) {
    const name = `painel-${fileStamp(ms)}.${ext}.gz`;
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
    await copySqlite(database.file, into);
    return {};
  }
  const bin = await pgTool('pg_dump');
  if (!bin) throw new PgDumpMissing();
  const schema = await currentSchema(db);
  const args = [
    '--format=custom',
    // Compressed once, by the backup's own gzip (archive.ts): compressed here too, the same CPU went twice
    // (a backup in the evening peak held the panel's calls up).
    '--compress=0',
    '--no-owner',
    '--no-privileges',
    `--file=${into}`,
    ...(schema !== 'public' ? [`--schema=${schema}`] : []),
    `--dbname=${database.url}`,
  ];
  await run(bin, args, { maxBuffer: 8 * 1024 * 1024 });
  return { schema };
}

interface Place {
  type: BackupPlace;
  store: BackupStore | null;
}

export function backupService(
  db: Db,
  database: DatabaseConfig,
  config: BackupConfig,
  secretKey: Buffer,
  log: (message: string, error?: unknown) => void = () => {},
) {
  const local = backupStore({ kind: 'folder', dir: config.dir });
  const places: Place[] = [
    { type: 'local', store: local },
    { type: 'remote_1', store: config.remotes[0] && backupStore(config.remotes[0]) },
    { type: 'remote_2', store: config.remotes[1] && backupStore(config.remotes[1]) },
  ];
  let running: Promise<{ item: BackupItem; warnings: string[] }> | null = null;

  async function listPlace(place: Place): Promise<{ items: BackupItem[]; error?: string }> {
    if (!place.store) return { items: [] };
    let files: StoredFile[];
    try {
      files = await place.store.list();
    } catch (error) {
      // The local folder is made by the first backup: until then it is simply empty.
      if (place.type === 'local') return { items: [] };
      return { items: [], error: error instanceof StoreError ? error.message : 'inacessível' };
    }
    const items = files
      .filter((f) => BACKUP_NAME.test(f.name))
      .map((f) => ({ name: f.name, size: f.size, created: formatDateTime(f.modifiedMs), type: place.type, where: place.store!.where }));
    // Newest first: the names carry the date.
    return { items: items.sort((a, b) => b.name.localeCompare(a.name)) };
  }

  /** Keeps the newest `keep` backups of one place (by name: the names carry the date). */
  async function prune(store: BackupStore): Promise<void> {
    const ours = (await store.list())
      .map((f) => f.name)
      .filter((n) => BACKUP_NAME.test(n))
      .sort();
    for (const name of ours.slice(0, Math.max(0, ours.length - config.keep))) await store.remove(name);
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
      await writeArchive(payload, partial, {
        dialect: database.dialect,
        created_at: Date.now(),
        migration: await lastMigration(db),
        key_id: keyId(secretKey),
        ...(schema ? { schema } : {}),
      });
      await rename(partial, join(config.dir, name));
      await prune(local);
      const warnings: string[] = [];
      for (const remote of places.slice(1)) {
        if (!remote.store) continue;
        try {
          await remote.store.put(name, join(config.dir, name));
          await prune(remote.store);
        } catch (error) {
          log(`backup: cópia para ${remote.store.where} falhou`, error);
          const reason =
            error instanceof StoreError
              ? error.message
              : ((error as { code?: string; name?: string }).code ?? (error as { name?: string }).name ?? String(error));
          warnings.push(BACKUP_MSG.remoteFailed(BACKUP_PLACE_LABELS[remote.type], reason));
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
      const lists = await Promise.all(places.map(listPlace));
      const targets: BackupTarget[] = places.map((p, i) => ({
        type: p.type,
        where: p.store?.where ?? null,
        ...(lists[i]!.error ? { error: lists[i]!.error } : {}),
      }));
      return { local: lists[0]!.items, remote_1: lists[1]!.items, remote_2: lists[2]!.items, targets };
    },

    /** One listed backup, to stream, or null (a name that is not ours, or not in that place). */
    async locate(name: string, type: BackupPlace): Promise<{ size: number; open: () => Promise<Readable> } | null> {
      const place = places.find((p) => p.type === type);
      if (!place?.store || !BACKUP_NAME.test(name) || !BACKUP_PLACES.includes(type)) return null;
      const { items } = await listPlace(place);
      const item = items.find((i) => i.name === name);
      const store = place.store;
      return item ? { size: item.size, open: () => store.open(item.name) } : null;
    },
  };
}

export type BackupService = ReturnType<typeof backupService>;
