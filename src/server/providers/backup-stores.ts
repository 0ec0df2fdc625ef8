// Where the backups' remote copies go: a folder (a mounted disk or share) or a bucket of any
// S3-compatible storage (AWS S3, MinIO, Wasabi, Cloudflare R2, ...), both behind one small interface.
import { constants } from 'node:fs';
import { copyFile, lstat, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { RemoteConfig } from '../config';

export interface StoredFile {
  name: string;
  size: number;
  modifiedMs: number;
}

/** A failure the screen can show as it is (pt-BR, short). */
export class StoreError extends Error {}

export interface BackupStore {
  /** What the screen shows as the place: the folder, or s3://bucket/prefix. */
  where: string;
  list(): Promise<StoredFile[]>;
  /** Copies a local file in under `name`; a reader never sees a half-written copy. */
  put(name: string, file: string): Promise<void>;
  open(name: string): Promise<Readable>;
  remove(name: string): Promise<void>;
}

export function backupStore(remote: RemoteConfig): BackupStore {
  return remote.kind === 'folder' ? folderStore(remote.dir) : s3Store(remote);
}

function folderStore(dir: string): BackupStore {
  return {
    where: dir,
    async list() {
      let names: string[];
      try {
        names = await readdir(dir);
      } catch (error) {
        throw new StoreError((error as { code?: string }).code === 'ENOENT' ? 'pasta não encontrada' : 'pasta inacessível');
      }
      const files: StoredFile[] = [];
      for (const name of names) {
        // Only regular files: a link named like a backup (to /etc/passwd, say) is not one.
        const info = await lstat(join(dir, name)).catch(() => null);
        if (info?.isFile()) files.push({ name, size: info.size, modifiedMs: info.mtimeMs });
      }
      return files;
    },
    // Not created here: a remote folder is a mounted disk or share, and one that is missing must not
    // turn silently into a local folder.
    async put(name, file) {
      const part = join(dir, `.${name}.partial`);
      await copyFile(file, part);
      await rename(part, join(dir, name));
    },
    // O_NOFOLLOW: a link swapped in after the listing is refused too.
    open: async (name) => (await open(join(dir, name), constants.O_RDONLY | constants.O_NOFOLLOW)).createReadStream(),
    remove: (name) => rm(join(dir, name), { force: true }),
  };
}

function s3Store(remote: Extract<RemoteConfig, { kind: 's3' }>): BackupStore {
  const client = new S3Client({
    region: remote.region,
    ...(remote.endpoint ? { endpoint: remote.endpoint, forcePathStyle: true } : {}),
    credentials: { accessKeyId: remote.accessKeyId, secretAccessKey: remote.secretAccessKey },
    // Plain requests every S3-compatible storage understands (no aws-chunked checksum trailers).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const key = (name: string) => `${remote.prefix}${name}`;
  const unreachable = (error: unknown): never => {
    throw new StoreError(`bucket inacessível (${(error as { name?: string }).name ?? 'erro'})`);
  };
  return {
    where: `s3://${remote.bucket}/${remote.prefix}`,
    async list() {
      const files: StoredFile[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: remote.bucket, Prefix: remote.prefix, ContinuationToken: token })).catch(unreachable);
        for (const o of page.Contents ?? []) {
          const name = (o.Key ?? '').slice(remote.prefix.length);
          if (name && !name.includes('/')) files.push({ name, size: o.Size ?? 0, modifiedMs: o.LastModified?.getTime() ?? 0 });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return files;
    },
    // An object appears whole or not at all: no partial name needed.
    async put(name, file) {
      await client.send(new PutObjectCommand({ Bucket: remote.bucket, Key: key(name), Body: await readFile(file), ContentType: 'application/gzip' }));
    },
    async open(name) {
      const object = await client.send(new GetObjectCommand({ Bucket: remote.bucket, Key: key(name) }));
      return object.Body as Readable;
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket: remote.bucket, Key: key(name) }));
    },
  };
}
