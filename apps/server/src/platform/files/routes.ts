/**
 * The filepond routes (SPEC 7) under /api: a file's bytes become a temporary upload, its
 * uploader stores it, and any signed-in member of the organization downloads it — or anyone
 * holding a signed link, since an `<img>` sends no token. See README "Uploads".
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ApiError, notFound, validationFailed } from '../http/errors.ts';
import { requireMember, requireOrganization } from '../http/request-context.ts';
import { errorResponse } from '../openapi/route-responses.ts';
import {
  ALLOWED_TYPES_TEXT,
  allowedContentType,
  contentDisposition,
  fileNameHeader,
  mayShowInline,
  sanitizeFileName,
} from './file-checks.ts';
import { type UploadRow, uploads } from './tables.ts';

/** The link kept in form answers: stable, unsigned, relative to the API's host. */
export const downloadPath = (uploadId: string) => `/api/filepond/${uploadId}/download`;

const TAG = 'uploads';
const UploadId = Type.String({
  format: 'uuid',
  description: 'The upload (the temporary upload’s id, once stored)',
});

const tooLarge = (maxBytes: number) =>
  new ApiError(
    413,
    'UPLOAD_TOO_LARGE',
    `El archivo pesa más de ${Math.round(maxBytes / (1024 * 1024))} MB. Sube un archivo más liviano.`,
  );
const typeNotAllowed = () =>
  new ApiError(
    415,
    'UPLOAD_TYPE_NOT_ALLOWED',
    `Este tipo de archivo no está permitido. Puedes subir ${ALLOWED_TYPES_TEXT}.`,
  );
const uploadNotFound = () => notFound('El archivo');
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

export const uploadRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const service = api.uploads;
  const { maxBytes } = service.settings;

  // The upload route takes any body as the file's bytes: its own parser, in a context of its own.
  // The bytes go to a temporary file as they arrive, counted and hashed: never the whole file in
  // memory, never more than the limit on disk.
  await api.register(async (plain) => {
    const upload = plain.withTypeProvider<TypeBoxTypeProvider>();
    upload.removeAllContentTypeParsers();
    upload.addContentTypeParser('*', async (request: FastifyRequest, payload: NodeJS.ReadableStream) => {
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared > maxBytes) throw tooLarge(maxBytes);
      const path = join(tmpdir(), `faena-upload-${crypto.randomUUID()}`);
      const hash = createHash('sha256');
      let size = 0;
      received.set(request, { path, size: 0, sha256: '' });
      await pipeline(
        payload,
        new Transform({
          transform(chunk: Buffer, _encoding, done) {
            size += chunk.length;
            if (size > maxBytes) return done(tooLarge(maxBytes));
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
            'Upload a file: the raw body is the file (Content-Type its type, X-File-Name its URL-encoded name); its bytes must be an allowed type. Answers a temporary upload that only its uploader may store',
          headers: Type.Object({
            'x-file-name': Type.Optional(
              Type.String({ maxLength: 2048, description: 'The file name, URL-encoded UTF-8' }),
            ),
          }),
          response: {
            201: Type.Object(
              { temporary_upload: Type.String({ format: 'uuid', description: 'The temporary upload' }) },
              { additionalProperties: false },
            ),
            400: errorResponse('The body is empty (UPLOAD_EMPTY)'),
            413: errorResponse('The file is larger than the limit, 20 MB by default (UPLOAD_TOO_LARGE)'),
            415: errorResponse(
              'The bytes are not an allowed type (UPLOAD_TYPE_NOT_ALLOWED): images JPEG/PNG/WebP/GIF/HEIC, PDF, audio WebM/Ogg/MP4/MP3, video MP4/WebM, plain text or CSV (sent as text/plain or text/csv), Office/OpenDocument files; never SVG or HTML',
            ),
          },
        },
      },
      async (request, reply) => {
        const file = received.get(request);
        if (!file || file.size === 0) {
          throw new ApiError(400, 'UPLOAD_EMPTY', 'El archivo está vacío.');
        }
        const contentType = await allowedContentType(file.path, request.headers['content-type']);
        if (!contentType) throw typeNotAllowed();
        const organizationId = requireOrganization(request).id;
        const person = requireMember(request).person;
        const id = crypto.randomUUID();
        await service.storage.put(service.keyOf(organizationId, id), createReadStream(file.path));
        try {
          await request.withTenant((tx) =>
            tx.insert(uploads).values({
              organizationId,
              id,
              temporary: true,
              uploadedBy: person.id,
              name: sanitizeFileName(fileNameHeader(request.headers['x-file-name'])),
              contentType,
              size: file.size,
              sha256: file.sha256,
            }),
          );
        } catch (error) {
          await service.storage.delete(service.keyOf(organizationId, id));
          throw error;
        }
        return reply.code(201).send({ temporary_upload: id });
      },
    );
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
      if (!row || row.temporary) throw uploadNotFound();
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
