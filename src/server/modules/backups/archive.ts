// The backup file: gzip of one header line, one JSON line (what it is, of which database, the SHA-256 of
// the payload) and the payload (a SQLite database file or a pg_dump custom-format archive). Reading
// checks all of it, so a file that is not one of ours, or one damaged in any byte, is refused.
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, rm, stat } from 'node:fs/promises';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { BACKUP_MSG } from '../../../shared/ops/texts';
import { OWNER_ONLY } from '../../config';

export const MAGIC = 'PAINEL-REVENDA-BACKUP 1';

export interface BackupHeader {
  dialect: 'sqlite' | 'postgres';
  created_at: number;
  /** The last migration applied when it was made. */
  migration: string;
  /** PostgreSQL: the schema dumped. */
  schema?: string;
  sha256: string;
  bytes: number;
  /** Which SECRET_KEY encrypted the secrets inside (a fingerprint, never the key). */
  key_id?: string;
}

/** A fingerprint of the encryption key: tells whether a restore can read the secrets, reveals nothing. */
export const keyId = (key: Buffer) => createHash('sha256').update('painel-revenda:key-id:').update(key).digest('hex').slice(0, 16);

export class NotABackup extends Error {
  constructor(detail?: string) {
    super(detail ? `${BACKUP_MSG.notOurs} (${detail})` : BACKUP_MSG.notOurs);
  }
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** Wraps `payloadFile` into the backup `target` (gzip). */
export async function writeArchive(payloadFile: string, target: string, header: Omit<BackupHeader, 'sha256' | 'bytes'>): Promise<void> {
  const full: BackupHeader = { ...header, sha256: await sha256Of(payloadFile), bytes: (await stat(payloadFile)).size };
  const head = Readable.from([Buffer.from(`${MAGIC}\n${JSON.stringify(full)}\n`)]);
  async function* all() {
    for await (const chunk of head) yield chunk;
    for await (const chunk of createReadStream(payloadFile)) yield chunk;
  }
  await pipeline(Readable.from(all()), createGzip({ level: 6 }), createWriteStream(target, { flags: 'wx', mode: OWNER_ONLY }));
}

/** Drops the header lines from the decompressed stream, handing them to `onHeader`. */
function headerSplitter(onHeader: (lines: string[]) => void): Transform {
  let pending: Buffer | null = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      if (pending === null) return done(null, chunk);
      pending = Buffer.concat([pending, chunk]);
      const first = pending.indexOf(10);
      const second = first < 0 ? -1 : pending.indexOf(10, first + 1);
      if (second < 0) {
        if (pending.length > 64 * 1024) return done(new NotABackup());
        return done();
      }
      try {
        onHeader([pending.subarray(0, first).toString('utf8'), pending.subarray(first + 1, second).toString('utf8')]);
      } catch (error) {
        return done(error as Error);
      }
      const rest = pending.subarray(second + 1);
      pending = null;
      done(null, rest);
    },
    flush(done) {
      done(pending === null ? null : new NotABackup());
    },
  });
}

function parseHeader([magic, json]: string[]): BackupHeader {
  if (magic !== MAGIC) throw new NotABackup();
  let header: BackupHeader;
  try {
    header = JSON.parse(json) as BackupHeader;
  } catch {
    throw new NotABackup();
  }
  if ((header.dialect !== 'sqlite' && header.dialect !== 'postgres') || !/^[0-9a-f]{64}$/.test(header.sha256 ?? '')) throw new NotABackup();
  return header;
}

/**
 * Unpacks `file` into `payloadTarget` (created new, never overwritten) and checks it whole: gzip,
 * header, size and SHA-256. On any failure the partial payload is removed and NotABackup is thrown.
 */
export async function readArchive(file: string, payloadTarget: string): Promise<BackupHeader> {
  // Not even gzip: refuse before writing anything.
  const fd = await open(file, 'r');
  const magic = Buffer.alloc(2);
  await fd.read(magic, 0, 2, 0);
  await fd.close();
  if (magic[0] !== 0x1f || magic[1] !== 0x8b) throw new NotABackup();

  let header: BackupHeader | undefined;
  const hash = createHash('sha256');
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  try {
    await pipeline(
      createReadStream(file),
      createGunzip(),
      headerSplitter((lines) => (header = parseHeader(lines))),
      counter,
      createWriteStream(payloadTarget, { flags: 'wx', mode: OWNER_ONLY }),
    );
    if (!header) throw new NotABackup();
    if (bytes !== header.bytes || hash.digest('hex') !== header.sha256) throw new NotABackup('conteúdo corrompido');
    return header;
  } catch (error) {
    // Someone else's file stays untouched; only our partial payload goes.
    if ((error as { code?: string }).code === 'EEXIST') throw error;
    await rm(payloadTarget, { force: true });
    if (error instanceof NotABackup) throw error;
    throw new NotABackup('arquivo corrompido');
  }
}
