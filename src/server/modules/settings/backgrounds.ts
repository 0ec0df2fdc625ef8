// Login backgrounds (spec sections 2, 5 and 7): the admin uploads .jpg/.jpeg/.png images per franchise
// (multipart field 'file'), checked by their content (magic bytes), not only by name, up to a size limit,
// and kept in DATA_DIR/backgrounds. The login screen of a host shows its franchise's newest image.
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formatDateTime } from '../../../shared/dates';
import { FRANCHISE_IDS } from '../../../shared/domain';
import { MSG } from '../../../shared/messages';
import { BACKGROUND_MAX_BYTES, BACKGROUND_MAX_MB, COMM_MSG, hasImageExtension } from '../../../shared/communication/texts';
import type { Background } from '../../../shared/communication/schemas';
import type { AppContext } from '../../context';
import type { CallerAccount } from '../../core/accounts';
import { now, type DbOrTx } from '../../db';
import { logActivity } from '../../core/activity';
import { HttpError, notFound, unprocessable } from '../../errors';
import { CALLS, pathOf } from '../../../shared/calls';
import { multipartRoutes, router } from '../../route';

const imageUrl = (id: number) => pathOf(CALLS.backgroundImage, { id });

/** The image type by its first bytes, whatever the file is called. */
export function imageKind(bytes: Buffer): { ext: 'jpg' | 'png'; mime: string } | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { ext: 'jpg', mime: 'image/jpeg' };
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return { ext: 'png', mime: 'image/png' };
  return null;
}

/** The newest background of a franchise, as the URL the login screen loads; null when it has none. */
export async function loginBackground(db: DbOrTx, franchise: number): Promise<string | null> {
  const row = await db.selectFrom('backgrounds').select('id').where('franchise', '=', franchise).orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row ? imageUrl(row.id) : null;
}

const tooLarge = () => new HttpError(413, COMM_MSG.backgroundTooLarge(BACKGROUND_MAX_MB));

/** The multipart body's image (its first file of the field 'file') and its franchise (the caller's by default). */
async function uploadedImage(request: FastifyRequest): Promise<{ upload: { name: string; bytes: Buffer } | undefined; franchise: number }> {
  if (!request.isMultipart()) throw unprocessable(COMM_MSG.backgroundNoFile, { file: [COMM_MSG.backgroundNoFile] });
  let upload: { name: string; bytes: Buffer } | undefined;
  let franchise = request.account.id_franchise;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || upload) {
          part.file.resume();
          continue;
        }
        upload = { name: part.filename, bytes: await part.toBuffer() };
      } else if (part.fieldname === 'franchise') {
        franchise = Number(part.value);
        if (!FRANCHISE_IDS.includes(franchise)) throw unprocessable(MSG.franchiseInvalid, { franchise: [MSG.franchiseInvalid] });
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw unprocessable(COMM_MSG.backgroundNoFile);
    throw error;
  }
  return { upload, franchise };
}

/** The backgrounds' use cases, their files in `dir`. */
function backgroundService({ db }: AppContext, dir: string) {
  async function list(franchise: number | undefined): Promise<{ data: Background[] }> {
    let q = db.selectFrom('backgrounds').select(['id', 'franchise', 'created_at']).orderBy('id', 'desc');
    if (franchise) q = q.where('franchise', '=', franchise);
    const rows = await q.execute();
    return { data: rows.map((r) => ({ id: r.id, image: imageUrl(r.id), franchise: r.franchise, date_formatted: formatDateTime(Number(r.created_at)) })) };
  }

  /** The stored image of a background, or 404. */
  async function image(id: number) {
    const row = await db.selectFrom('backgrounds').select(['file', 'mime']).where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return { mime: row.mime, path: join(dir, row.file) };
  }

  async function remove(account: CallerAccount, ip: string, id: number) {
    const row = await db.transaction().execute(async (tx) => {
      const found = await tx.deleteFrom('backgrounds').where('id', '=', id).returning(['file', 'franchise']).executeTakeFirst();
      if (!found) throw notFound();
      await logActivity(tx, {
        accountId: account.id,
        actorId: account.id,
        type: 'Configurações',
        action: `Plano de fundo #${id} excluído (franquia ${found.franchise})`,
        ip,
      });
      return found;
    });
    await unlink(join(dir, row.file)).catch(() => {});
    return { message: COMM_MSG.backgroundRemoved };
  }

  /** A checked image kept as the franchise's newest background. */
  async function save(account: CallerAccount, ip: string, { upload, franchise }: Awaited<ReturnType<typeof uploadedImage>>) {
    if (!upload || upload.bytes.length === 0) throw unprocessable(COMM_MSG.backgroundNoFile, { file: [COMM_MSG.backgroundNoFile] });
    if (!hasImageExtension(upload.name)) throw unprocessable(COMM_MSG.backgroundBadType, { file: [COMM_MSG.backgroundBadType] });
    const kind = imageKind(upload.bytes);
    if (!kind) throw unprocessable(COMM_MSG.backgroundBadContent, { file: [COMM_MSG.backgroundBadContent] });

    await mkdir(dir, { recursive: true });
    const file = `${randomBytes(16).toString('hex')}.${kind.ext}`;
    await writeFile(join(dir, file), upload.bytes, { mode: 0o644 });
    try {
      const row = await db.transaction().execute(async (tx) => {
        const inserted = await tx
          .insertInto('backgrounds')
          .values({ franchise, file, mime: kind.mime, size: upload.bytes.length, account_id: account.id, created_at: now() })
          .returning('id')
          .executeTakeFirstOrThrow();
        await logActivity(tx, {
          accountId: account.id,
          actorId: account.id,
          type: 'Configurações',
          action: `Plano de fundo #${inserted.id} enviado (franquia ${franchise})`,
          ip,
        });
        return inserted;
      });
      return { message: COMM_MSG.uploadDone, id: row.id, image: imageUrl(row.id) };
    } catch (error) {
      await unlink(join(dir, file)).catch(() => {});
      throw error;
    }
  }

  return { list, image, remove, save };
}

export function backgroundRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = router(app, ctx);
  const backgrounds = backgroundService(ctx, join(ctx.config.dataDir, 'backgrounds'));

  route(CALLS.backgrounds, async ({ query: { franchise } }) => backgrounds.list(franchise));

  // Public: the login screen loads it before anyone signs in.
  route(CALLS.backgroundImage, async ({ params, reply }) => {
    const { mime, path } = await backgrounds.image(params.id);
    return reply.type(mime).header('cache-control', 'public, max-age=86400').send(createReadStream(path));
  });

  route(CALLS.removeBackground, async ({ request, params }) => backgrounds.remove(request.account, request.ip, params.id));

  multipartRoutes(app, ctx, { fileSize: BACKGROUND_MAX_BYTES, files: 1, fields: 4, fieldSize: 100, parts: 5 }, (routeIn) => {
    routeIn(CALLS.uploadBackground, async ({ request }) => backgrounds.save(request.account, request.ip, await uploadedImage(request)));
  });
}
