/**
 * The filepond routes (SPEC 7) under /api: a file's bytes become a temporary upload, its
 * uploader stores it, and any signed-in member of the organization downloads it — or anyone
 * holding a signed link, since an `<img>` sends no token. See README "Uploads".
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ApiError, validationFailed } from '../http/errors.ts';
import { requireMember, requireOrganization } from '../http/request-context.ts';
import { errorResponse } from '../openapi/route-responses.ts';
import {
  contentDisposition,
  fileNameHeader,
  mayShowInline,
  mediaType,
  sanitizeFileName,
} from './file-checks.ts';
import { type UploadRow, uploads } from './tables.ts';
import {
  badHeader,
  beyondLength,
  offsetMismatch,
  tooLarge,
  uploadComplete,
  uploadIncomplete,
  uploadNotFound,
} from './upload-errors.ts';

/** The link kept in form answers: stable, unsigned, relative to the API's host. */
export const downloadPath = (uploadId: string) => `/api/filepond/${uploadId}/download`;

const TAG = 'uploads';
const UploadId = Type.String({
  format: 'uuid',
  description: 'The upload (the temporary upload’s id, once stored)',
});

const linkInvalid = () =>
  new ApiError(
    403,
    'LINK_INVALID',
    'El enlace de descarga venció o no es válido. Vuelve a abrir el archivo.',
  );

/** A file received: where its bytes wait, and what they are. */
interface Received {
  path: string;
  size: number;
  sha256: string;
}

const received = new WeakMap<FastifyRequest, Received>();

/**
 * A module's say over a signed-in member's download (the assets: a document in a folder the
 * member may not see). False answers 404, as for a file that does not exist. Asked by `/link`
 * and by `/download` with a bearer token; a signed link was handed out by `/link`, so it was asked.
 */
export type DownloadGuard = (request: FastifyRequest, upload: UploadRow) => Promise<boolean>;

declare module 'fastify' {
  interface FastifyInstance {
    downloadGuards?: DownloadGuard[];
  }
}

/** Adds a download guard (a module's `setup` calls it). */
export function addDownloadGuard(app: FastifyInstance, guard: DownloadGuard): void {
  if (!app.hasDecorator('downloadGuards')) app.decorate('downloadGuards', []);
  app.downloadGuards!.push(guard);
}

async function guardsAllow(app: FastifyInstance, request: FastifyRequest, upload: UploadRow) {
  for (const guard of app.downloadGuards ?? []) if (!(await guard(request, upload))) return false;
  return true;
}

/** A non-negative integer header (`Upload-Length`, `Upload-Offset`), or undefined when absent. */
function byteCountHeader(request: FastifyRequest, name: string): number | undefined {
  const raw = request.headers[name.toLowerCase()];
  if (raw === undefined) return undefined;
  const text = Array.isArray(raw) ? raw[0] : raw;
  if (text === undefined || !/^[0-9]{1,16}$/.test(text.trim())) throw badHeader(name);
  const value = Number(text.trim());
  if (!Number.isSafeInteger(value)) throw badHeader(name);
  return value;
}

const TemporaryUpload = Type.Object(
  { temporary_upload: Type.String({ format: 'uuid', description: 'The temporary upload' }) },
  { additionalProperties: false },
);
const PatchParams = Type.Object(
  { temporary_upload: Type.String({ format: 'uuid', description: 'The chunked upload' }) },
  { additionalProperties: false },
);

export const uploadRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const service = api.uploads;
  const { maxBytes, maxChunkedBytes, maxChunkBytes } = service.settings;

  // The upload routes take any body as the file's bytes (or one chunk of them): their own parser,
  // in a context of their own. The bytes go to a temporary file as they arrive, counted and
  // hashed: never the whole file in memory, never more than the limit on disk.
  await api.register(async (plain) => {
    const upload = plain.withTypeProvider<TypeBoxTypeProvider>();
    upload.removeAllContentTypeParsers();
    upload.addContentTypeParser('*', async (request: FastifyRequest, payload: NodeJS.ReadableStream) => {
      const limit = request.method === 'PATCH' ? maxChunkBytes : maxBytes;
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared > limit) throw tooLarge(limit);
      const path = join(tmpdir(), `faena-upload-${crypto.randomUUID()}`);
      const hash = createHash('sha256');
      let size = 0;
      received.set(request, { path, size: 0, sha256: '' });
      await pipeline(
        payload,
        new Transform({
          transform(chunk: Buffer, _encoding, done) {
            size += chunk.length;
            if (size > limit) return done(tooLarge(limit));
            hash.update(chunk);
            done(null, chunk);
          },
        }),
        createWriteStream(path),
      );
      received.set(request, { path, size, sha256: hash.digest('hex') });
      return {};
    });
    upload.addHook('onResponse', async (request) => {
      const file = received.get(request);
      if (file) await rm(file.path, { force: true });
    });

    upload.post(
      '/filepond/process',
      {
        bodyLimit: maxBytes,
        schema: {
          operationId: 'processUpload',
          tags: [TAG],
          summary:
            'Upload a file: the raw body is the file (Content-Type its type, X-File-Name its URL-encoded name); its bytes must be an allowed type. Or, with an `Upload-Length` header and no body, start a chunked upload of that many bytes (up to 2 GB by default, FAENA_UPLOAD_MAX_CHUNKED_MB) sent with PATCH /filepond/patch/{id}. Answers a temporary upload that only its uploader may store (or continue)',
          headers: Type.Object({
            'x-file-name': Type.Optional(
              Type.String({ maxLength: 2048, description: 'The file name, URL-encoded UTF-8' }),
            ),
            'upload-length': Type.Optional(
              Type.String({
                pattern: '^[0-9]{1,16}$',
                description: 'Chunked upload: the whole file’s size in bytes (the request has no body)',
              }),
            ),
          }),
          response: {
            201: TemporaryUpload,
            400: errorResponse('The body is empty and no Upload-Length was given (UPLOAD_EMPTY)'),
            413: errorResponse(
              'The file is larger than the limit, 20 MB by default in one request or 2 GB in chunks (UPLOAD_TOO_LARGE); or the organization’s storage quota would be exceeded (QUOTA_EXCEEDED)',
            ),
            415: errorResponse(
              'The bytes are not an allowed type (UPLOAD_TYPE_NOT_ALLOWED): images JPEG/PNG/WebP/GIF/HEIC, PDF, audio WebM/Ogg/MP4/MP3, video MP4/WebM, plain text or CSV (sent as text/plain or text/csv), Office/OpenDocument files; never SVG or HTML. An image that cannot be read (UPLOAD_IMAGE_UNREADABLE)',
            ),
          },
        },
      },
      async (request, reply) => {
        const file = received.get(request);
        const organization = requireOrganization(request);
        const person = requireMember(request).person;
        const name = sanitizeFileName(fileNameHeader(request.headers['x-file-name']));
        const length = byteCountHeader(request, 'Upload-Length');
        const id = crypto.randomUUID();
        if (length !== undefined && (!file || file.size === 0)) {
          // A chunked upload starts: nothing but its row (its declared size counts towards the quota).
          if (length === 0) throw new ApiError(400, 'UPLOAD_EMPTY', 'El archivo está vacío.');
          if (length > maxChunkedBytes) throw tooLarge(maxChunkedBytes);
          await request.withTenant(async (tx) => {
            await service.reserve(tx, organization, length);
            await tx.insert(uploads).values({
              organizationId: organization.id,
              id,
              temporary: true,
              uploadedBy: person.id,
              name,
              // What the sender says it is, until the last byte shows what it is.
              contentType: mediaType(request.headers['content-type']) || 'application/octet-stream',
              size: 0,
              sha256: '',
              expectedSize: length,
            });
          });
          return reply.code(201).send({ temporary_upload: id });
        }
        if (!file || file.size === 0) {
          throw new ApiError(400, 'UPLOAD_EMPTY', 'El archivo está vacío.');
        }
        const prepared = await service.prepare(
          file.path,
          request.headers['content-type'],
          organization,
          file,
        );
        try {
          await service.keep(organization.id, id, prepared);
          await request.withTenant(async (tx) => {
            await service.reserve(tx, organization, prepared.size);
            await tx.insert(uploads).values({
              organizationId: organization.id,
              id,
              temporary: true,
              uploadedBy: person.id,
              name,
              contentType: prepared.contentType,
              size: prepared.size,
              sha256: prepared.sha256,
            });
          });
        } catch (error) {
          await service.storage.delete(service.keyOf(organization.id, id));
          throw error;
        } finally {
          await prepared.cleanup();
        }
        return reply.code(201).send({ temporary_upload: id });
      },
    );

    /** The caller's chunked upload, locked for the rest of `tx`; null when it is not theirs or not there. */
    const lockedChunked = async (
      tx: Parameters<Parameters<FastifyRequest['withTenant']>[0]>[0],
      request: FastifyRequest,
      id: string,
    ) => {
      const organizationId = requireOrganization(request).id;
      const [row] = await tx
        .select()
        .from(uploads)
        .where(and(eq(uploads.organizationId, organizationId), eq(uploads.id, id)))
        .for('update');
      if (!row?.temporary || row.uploadedBy !== requireMember(request).person.id) return null;
      if (row.createdAt < service.temporaryCutoff()) return null;
      return row;
    };

    upload.patch(
      '/filepond/patch/:temporary_upload',
      {
        bodyLimit: maxChunkBytes,
        schema: {
          operationId: 'patchUpload',
          tags: [TAG],
          summary:
            'Send the next chunk of a chunked upload (its uploader only): the raw body is the chunk (at most 16 MB, FAENA_UPLOAD_MAX_CHUNK_MB; Content-Type application/offset+octet-stream), Upload-Offset where it starts (what HEAD answers). Answers 204 with the new Upload-Offset, or, with the last byte, 201 with the temporary upload once its bytes are checked like a single upload’s',
          params: PatchParams,
          headers: Type.Object({
            'upload-offset': Type.String({
              pattern: '^[0-9]{1,16}$',
              description: 'Where this chunk starts: the bytes the server has',
            }),
            'upload-length': Type.Optional(
              Type.String({ pattern: '^[0-9]{1,16}$', description: 'The whole file’s size, as declared' }),
            ),
          }),
          response: {
            201: TemporaryUpload,
            204: Type.Null({ description: 'Chunk kept; Upload-Offset says how many bytes the server has' }),
            400: errorResponse(
              'The chunk goes beyond the declared length (UPLOAD_BEYOND_LENGTH), or Upload-Length differs from the declared one (VALIDATION_ERROR)',
            ),
            404: errorResponse('No chunked upload of the caller with that id, or it expired (NOT_FOUND)'),
            409: errorResponse(
              'Upload-Offset is not what the server has (UPLOAD_OFFSET_MISMATCH; Upload-Offset says where to continue), or the upload is already complete (UPLOAD_COMPLETE)',
            ),
            413: errorResponse('The chunk is larger than the limit (UPLOAD_TOO_LARGE)'),
            415: errorResponse(
              'With the last byte: the file is not an allowed type (UPLOAD_TYPE_NOT_ALLOWED, UPLOAD_IMAGE_UNREADABLE); the upload is removed',
            ),
          },
        },
      },
      async (request, reply) => {
        const { temporary_upload: id } = request.params;
        const offset = byteCountHeader(request, 'Upload-Offset') ?? 0;
        const length = byteCountHeader(request, 'Upload-Length');
        const chunk = received.get(request);
        const chunkSize = chunk?.size ?? 0;
        const organization = requireOrganization(request);
        const row = await request.withTenant(async (tx) => {
          const locked = await lockedChunked(tx, request, id);
          if (!locked) throw uploadNotFound();
          if (locked.expectedSize === null) throw uploadComplete();
          if (length !== undefined && length !== locked.expectedSize) {
            throw validationFailed({
              'upload-length': `No coincide con el tamaño declarado (${locked.expectedSize}).`,
            });
          }
          // The row counts what the storage holds: the parts are kept before the row says so.
          const have = locked.size;
          if (offset !== have) {
            reply.header('upload-offset', String(have));
            throw offsetMismatch(have);
          }
          if (have + chunkSize > locked.expectedSize) throw beyondLength();
          if (chunk && chunkSize > 0) {
            await service.keepPart(organization.id, id, locked.parts, chunk.path, chunkSize);
            await tx
              .update(uploads)
              .set({ size: have + chunkSize, parts: locked.parts + 1 })
              .where(and(eq(uploads.organizationId, organization.id), eq(uploads.id, id)));
            return { ...locked, size: have + chunkSize, parts: locked.parts + 1 };
          }
          return locked;
        });
        if (row.size < (row.expectedSize ?? 0)) {
          return reply.code(204).header('upload-offset', String(row.size)).send(null);
        }
        await service.completeChunked(organization, row);
        return reply.code(201).header('upload-offset', String(row.size)).send({ temporary_upload: id });
      },
    );
  });

  api.route({
    method: 'HEAD',
    url: '/filepond/patch/:temporary_upload',
    schema: {
      operationId: 'headUpload',
      tags: [TAG],
      summary:
        'Where a chunked upload stands (its uploader only), in headers: Upload-Offset (the bytes the server has: continue from there), Upload-Length (the declared size) and Upload-Complete (?1 once every byte arrived and the file was accepted; store it then)',
      params: PatchParams,
      response: {
        200: Type.Null({ description: 'Upload-Offset, Upload-Length and Upload-Complete headers' }),
        404: errorResponse('No chunked upload of the caller with that id, or it expired (NOT_FOUND)'),
      },
    },
    handler: async (request, reply) => {
      const { temporary_upload: id } = request.params as { temporary_upload: string };
      const row = await findUpload(request, id);
      if (
        !row?.temporary ||
        row.uploadedBy !== requireMember(request).person.id ||
        row.createdAt < service.temporaryCutoff()
      ) {
        throw uploadNotFound();
      }
      const complete = row.expectedSize === null;
      return reply
        .code(200)
        .header('upload-offset', String(row.size))
        .header('upload-length', String(row.expectedSize ?? row.size))
        .header('upload-complete', complete ? '?1' : '?0')
        .header('cache-control', 'no-store')
        .send(null);
    },
  });

  const findUpload = (request: FastifyRequest, uploadId: string) => {
    const organizationId = requireOrganization(request).id;
    return request.withTenant(async (tx) => {
      const [row] = await tx
        .select()
        .from(uploads)
        .where(and(eq(uploads.organizationId, organizationId), eq(uploads.id, uploadId)));
      return row ?? null;
    });
  };

  const StoredUpload = Type.Object(
    {
      upload_id: UploadId,
      download_url: Type.String({ description: 'The link to keep: /api/filepond/{upload_id}/download' }),
    },
    { additionalProperties: false },
  );

  api.post(
    '/filepond/:temporary_upload/store',
    {
      schema: {
        operationId: 'storeUpload',
        tags: [TAG],
        summary:
          'Make a temporary upload permanent (its uploader only; storing it again answers the same upload_id)',
        params: Type.Object(
          { temporary_upload: Type.String({ format: 'uuid' }) },
          { additionalProperties: false },
        ),
        body: Type.Object(
          { temporary_upload: Type.String({ format: 'uuid', description: 'The same id as the path’s' }) },
          { additionalProperties: false },
        ),
        response: {
          200: StoredUpload,
          404: errorResponse('No temporary upload of the caller with that id, or it expired (NOT_FOUND)'),
          409: errorResponse('A chunked upload whose bytes have not all arrived (UPLOAD_INCOMPLETE)'),
        },
      },
    },
    async (request) => {
      const { temporary_upload: id } = request.params;
      if (request.body.temporary_upload !== id) {
        throw validationFailed({ temporary_upload: 'No coincide con el archivo de la ruta.' });
      }
      const organizationId = requireOrganization(request).id;
      const personId = requireMember(request).person.id;
      const cutoff = service.temporaryCutoff();
      const stored = await request.withTenant(async (tx) => {
        const [row] = await tx
          .select()
          .from(uploads)
          .where(and(eq(uploads.organizationId, organizationId), eq(uploads.id, id)))
          .for('update');
        if (!row || row.uploadedBy !== personId) return null;
        if (!row.temporary) return row;
        if (row.createdAt < cutoff) return null;
        if (row.expectedSize !== null) throw uploadIncomplete();
        await tx
          .update(uploads)
          .set({ temporary: false, storedAt: new Date(service.now()) })
          .where(and(eq(uploads.organizationId, organizationId), eq(uploads.id, id)));
        return row;
      });
      if (!stored) throw uploadNotFound();
      return { upload_id: stored.id, download_url: downloadPath(stored.id) };
    },
  );

  const UploadParams = Type.Object({ upload_id: UploadId }, { additionalProperties: false });

  api.get(
    '/filepond/:upload_id/link',
    {
      schema: {
        operationId: 'getUploadLink',
        tags: [TAG],
        summary:
          'A signed download link for an `<img>` or a new tab (valid at least an hour, FAENA_UPLOAD_LINK_SECONDS, for that file only), with the file’s name, type and size',
        params: UploadParams,
        response: {
          200: Type.Object(
            {
              url: Type.String({ description: '/api/filepond/{upload_id}/download?exp=…&sig=…' }),
              expires_at: Type.String({ format: 'date-time' }),
              name: Type.String({ description: 'The file name' }),
              content_type: Type.String(),
              size: Type.Integer({ minimum: 0 }),
            },
            { additionalProperties: false },
          ),
          404: errorResponse('No stored upload with that id (NOT_FOUND)'),
        },
      },
    },
    async (request) => {
      const { upload_id: id } = request.params;
      const row = await findUpload(request, id);
      if (!row || row.temporary || !(await guardsAllow(api, request, row))) throw uploadNotFound();
      const { exp, sig } = service.signer.sign(requireOrganization(request).id, id, service.now());
      return {
        url: `${downloadPath(id)}?exp=${exp}&sig=${sig}`,
        expires_at: new Date(exp * 1000).toISOString(),
        name: row.name,
        content_type: row.contentType,
        size: row.size,
      };
    },
  );

  api.get(
    '/filepond/:upload_id/download',
    {
      // The token is checked here rather than by the hook: a signed link stands in for it.
      config: { public: true },
      schema: {
        operationId: 'downloadUpload',
        tags: [TAG],
        summary:
          'A stored file: with a bearer token of any member of the organization, or with the `exp` and `sig` of a signed link. Images, PDF, audio and video inline, anything else as an attachment; cached as immutable (ETag)',
        params: UploadParams,
        querystring: Type.Object(
          {
            exp: Type.Optional(
              Type.String({ maxLength: 12, description: 'Signed link: expiry, Unix seconds' }),
            ),
            sig: Type.Optional(Type.String({ maxLength: 64, description: 'Signed link: signature' })),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.String({ format: 'binary', description: 'The file' }),
          304: Type.Null({ description: 'Not modified (If-None-Match)' }),
          401: errorResponse('No signed link and no valid bearer token (UNAUTHENTICATED)'),
          403: errorResponse(
            'The signed link expired or is not valid (LINK_INVALID); a token of another organization or of no member (TENANT_MISMATCH, NOT_A_MEMBER)',
          ),
          404: errorResponse('No stored upload with that id (NOT_FOUND)'),
        },
      },
    },
    async (request, reply) => {
      const { upload_id: id } = request.params;
      const { exp, sig } = request.query;
      const organizationId = requireOrganization(request).id;
      if (exp !== undefined || sig !== undefined) {
        if (exp === undefined || sig === undefined) throw linkInvalid();
        if (!service.signer.verify(organizationId, id, exp, sig, service.now())) throw linkInvalid();
      } else {
        request.member = await api.authenticateRequest(request);
      }
      const row = await findUpload(request, id);
      if (!row || row.temporary) throw uploadNotFound();
      if (request.member && !(await guardsAllow(api, request, row))) throw uploadNotFound();
      return sendUpload(request, reply, row);
    },
  );

  async function sendUpload(request: FastifyRequest, reply: FastifyReply, row: UploadRow) {
    const etag = `"${row.sha256}"`;
    const inline = mayShowInline(row.contentType);
    reply
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', row.name))
      .header('etag', etag)
      // An upload's bytes never change under its id.
      .header('cache-control', 'private, max-age=31536000, immutable');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
    const body = await service.storage.get(service.keyOf(row.organizationId, row.id));
    if (!body) {
      request.log.warn({ uploadId: row.id }, 'A stored upload has no file');
      throw uploadNotFound();
    }
    reply.header('content-length', row.size);
    return reply.type(row.contentType).send(body);
  }
};
