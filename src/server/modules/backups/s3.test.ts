// Backups copied to a bucket of an S3-compatible storage, against a local fake of the S3 API (path
// style, as MinIO and most compatible services answer): the copy lands in the bucket under its
// prefix, the list shows it, BACKUP_KEEP prunes the bucket, the download streams it back, and a
// bucket that refuses is a warning on the screen, never a lost local backup.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKUP_MSG } from '../../../shared/ops/texts';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness';

/** The part of the S3 API the backups use: PUT, GET and DELETE of an object, ListObjectsV2. */
function fakeS3(bucket: string) {
  const objects = new Map<string, { body: Buffer; at: Date }>();
  const requests: { method: string; url: string; signed: boolean }[] = [];
  let refusing = false;
  // The SDK lists at `/bucket/?list-type=2`.
  const app: FastifyInstance = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  app.addHook('onRequest', async (request, reply) => {
    requests.push({
      method: request.method,
      url: request.url,
      signed: /^AWS4-HMAC-SHA256 Credential=chave-teste\//.test(String(request.headers.authorization)),
    });
    if (refusing) return reply.code(403).type('application/xml').send('<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>');
  });
  app.get(`/${bucket}`, async (request, reply) => {
    const prefix = (request.query as { prefix?: string }).prefix ?? '';
    const contents = [...objects]
      .filter(([k]) => k.startsWith(prefix))
      .map(([k, o]) => `<Contents><Key>${k}</Key><LastModified>${o.at.toISOString()}</LastModified><Size>${o.body.length}</Size><ETag>"x"</ETag></Contents>`);
    return reply
      .type('application/xml')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${bucket}</Name><Prefix>${prefix}</Prefix><KeyCount>${contents.length}</KeyCount><MaxKeys>1000</MaxKeys><IsTruncated>false</IsTruncated>${contents.join('')}</ListBucketResult>`,
      );
  });
  app.put(`/${bucket}/*`, async (request, reply) => {
    const body = request.body as Buffer;
    objects.set((request.params as { '*': string })['*'], { body, at: new Date() });
    return reply.header('etag', `"${createHash('md5').update(body).digest('hex')}"`).send('');
  });
  app.get(`/${bucket}/*`, async (request, reply) => {
    const object = objects.get((request.params as { '*': string })['*']);
    if (!object) return reply.code(404).type('application/xml').send('<Error><Code>NoSuchKey</Code></Error>');
    return reply.type('application/gzip').header('content-length', object.body.length).send(object.body);
  });
  app.delete(`/${bucket}/*`, async (request, reply) => {
    objects.delete((request.params as { '*': string })['*']);
    return reply.code(204).send();
  });
  return { app, objects, requests, refuse: (on: boolean) => (refusing = on) };
}

const s3 = fakeS3('backups-painel');
let t: TestApp;
let admin = '';

beforeAll(async () => {
  const endpoint = await s3.app.listen({ port: 0, host: '127.0.0.1' });
  t = await createTestApp({
    BACKUP_REMOTE_1: 's3://backups-painel/painel/diario',
    BACKUP_S3_ENDPOINT: endpoint,
    BACKUP_S3_ACCESS_KEY_ID: 'chave-teste',
    BACKUP_S3_SECRET_ACCESS_KEY: 'segredo-teste',
    BACKUP_KEEP: '2',
    BACKUP_CRON: '',
  });
  admin = await t.loginAs('admin', ADMIN_PASSWORD);
});
afterAll(async () => {
  await t.close();
  await s3.app.close();
});

describe('backups to an S3 bucket', () => {
  it('copies each backup into the bucket under its prefix, signed, keeps BACKUP_KEEP there, lists and downloads it', async () => {
    for (let i = 0; i < 3; i++) expect((await t.request('POST', '/api/run-backup', { token: admin })).data).toMatchObject({ message: BACKUP_MSG.done });
    const keys = [...s3.objects.keys()];
    expect(keys).toHaveLength(2);
    expect(keys.every((k) => /^painel\/diario\/painel-.*\.gz$/.test(k))).toBe(true);
    expect(s3.requests.every((r) => r.signed)).toBe(true);

    const list = (await t.request('GET', '/api/view-backups', { token: admin })).data;
    expect(list.targets[1]).toEqual({ type: 'remote_1', where: 's3://backups-painel/painel/diario/' });
    expect(list.remote_1.map((b: { name: string }) => b.name)).toEqual(list.local.slice(0, 2).map((b: { name: string }) => b.name));
    const item = list.remote_1[0];
    const res = await t.postForFile('/api/download-backup', admin, { name: item.name, type: 'remote_1' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(readFileSync(join(t.config.backup.dir, item.name)))).toBe(true);
  });

  it('keeps the local backup and says which copy failed when the bucket refuses', async () => {
    s3.refuse(true);
    try {
      const run = await t.request('POST', '/api/run-backup', { token: admin });
      expect(run.status).toBe(200);
      expect(run.data.warnings.join(' ')).toContain('AccessDenied');
      const list = (await t.request('GET', '/api/view-backups', { token: admin })).data;
      expect(list.local[0].name).toBe(run.data.item?.name ?? list.local[0].name);
      expect(list.targets[1].error).toMatch(/^bucket inacessível/);
      expect(list.remote_1).toEqual([]);
    } finally {
      s3.refuse(false);
    }
  });
});
