/**
 * Documents: adding one from the caller's temporary upload (stored as storeUpload stores it;
 * name, checked type and size are the upload's), renaming, moving and deleting (to the trash).
 * The bytes are downloaded through /api/filepond/{uploadId}/download, which asks the download
 * guard of `access.ts` first.
 */
import { trimInvisible } from '@faena/contract/text';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Tx } from '../../platform/database/database.ts';
import { uploads } from '../../platform/files/tables.ts';
import { ApiError, validationFailed } from '../../platform/http/errors.ts';
import { type Say, sayFor } from '../../platform/http/language.ts';
import { ref } from '../../platform/http/schemas.ts';
import { errorResponse } from '../../platform/openapi/route-responses.ts';
import { manageableTarget, visibleFolder } from './folder-routes.ts';
import { accessOf, folderChain, readDocumentRow } from './queries.ts';
import { AssetDocument, AssetDocumentChanges, AssetDocumentInput } from './schemas.ts';
import { type Caller, callerOf, documentNotFound, notAllowed, toDocument } from './store.ts';
import { assetDocuments } from './tables.ts';

const TAG = 'assets';
const DocumentParams = Type.Object(
  { documentId: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);

/** A live document the caller may see (404 otherwise) and what they may do with it. */
async function visibleDocument(tx: Tx, caller: Caller, id: string, say: Say) {
  const row = await readDocumentRow(tx, caller.organizationId, { id });
  if (!row || row.deleted_at !== null) throw documentNotFound(say);
  if (row.folder_id === null) {
    if (!caller.manages) throw documentNotFound(say);
    return { row, canManage: true };
  }
  try {
    const { access } = await visibleFolder(tx, caller, row.folder_id, say);
    return { row, canManage: access.canManage };
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) throw documentNotFound(say);
    throw error;
  }
}

async function readDocument(tx: Tx, caller: Caller, id: string, say: Say) {
  const row = await readDocumentRow(tx, caller.organizationId, { id });
  if (!row) throw documentNotFound(say);
  const access =
    row.folder_id === null
      ? accessOf([], caller)
      : accessOf(await folderChain(tx, caller, row.folder_id), caller);
  return toDocument(row, access.canManage);
}

export const documentRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const service = api.uploads;

  api.post(
    '/assets/documents',
    {
      schema: {
        operationId: 'createAssetDocument',
        tags: [TAG],
        summary:
          'Add a document from the caller’s temporary upload (POST /api/filepond/process), at the top level (MANAGE_ASSETS) or in a folder the caller manages; the upload is stored',
        body: ref(AssetDocumentInput),
        response: {
          201: ref(AssetDocument),
          400: errorResponse('A blank or too long name, or an upload still arriving (VALIDATION_ERROR)'),
          404: errorResponse(
            'No such folder, or no temporary upload of the caller with that id (FOLDER_NOT_FOUND, UPLOAD_NOT_FOUND)',
          ),
          409: errorResponse('The upload is already stored (UPLOAD_ALREADY_STORED)'),
        },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const say = sayFor(request);
      const { organizationId } = caller;
      const folderId = request.body.folderId?.toLowerCase() ?? null;
      const uploadId = request.body.temporaryUpload.toLowerCase();
      const document = await request.withTenant(async (tx) => {
        await manageableTarget(tx, caller, folderId, say);
        const [upload] = await tx
          .select()
          .from(uploads)
          .where(and(eq(uploads.organizationId, organizationId), eq(uploads.id, uploadId)))
          .for('update');
        const missing = () =>
          new ApiError(
            404,
            'UPLOAD_NOT_FOUND',
            say(
              'El archivo no existe o venció; vuelve a subirlo.',
              'The file does not exist or expired; upload it again.',
            ),
            { temporaryUpload: say('El archivo no existe o venció.', 'The file does not exist or expired.') },
          );
        if (!upload || upload.uploadedBy !== caller.personId) throw missing();
        if (!upload.temporary)
          throw new ApiError(
            409,
            'UPLOAD_ALREADY_STORED',
            say(
              'Ese archivo ya se guardó en otro lugar; vuelve a subirlo.',
              'That file is already stored elsewhere; upload it again.',
            ),
          );
        if (upload.createdAt < service.temporaryCutoff()) throw missing();
        if (upload.expectedSize !== null && upload.expectedSize !== undefined)
          throw validationFailed({
            temporaryUpload: say(
              'El archivo aún no termina de subirse.',
              'The file has not finished uploading.',
            ),
          });
        const name = request.body.name === undefined ? upload.name : trimInvisible(request.body.name);
        await tx
          .update(uploads)
          .set({ temporary: false, storedAt: new Date(service.now()) })
          .where(and(eq(uploads.organizationId, organizationId), eq(uploads.id, uploadId)));
        const [row] = await tx
          .insert(assetDocuments)
          .values({
            organizationId,
            folderId,
            name: name.length > 0 ? name : upload.name,
            uploadId,
            contentType: upload.contentType,
            size: upload.size,
            createdBy: caller.personId,
          })
          .returning({ id: assetDocuments.id });
        return readDocument(tx, caller, row!.id, say);
      });
      reply.code(201);
      return document;
    },
  );

  api.patch(
    '/assets/documents/:documentId',
    {
      schema: {
        operationId: 'updateAssetDocument',
        tags: [TAG],
        summary: 'Rename a document or move it to another folder the caller manages (null: the top level)',
        params: DocumentParams,
        body: ref(AssetDocumentChanges),
        response: {
          200: ref(AssetDocument),
          400: errorResponse('A blank or too long name (VALIDATION_ERROR)'),
          404: errorResponse(
            'No such document or target folder, or in the trash (DOCUMENT_NOT_FOUND, FOLDER_NOT_FOUND)',
          ),
        },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const say = sayFor(request);
      const id = request.params.documentId.toLowerCase();
      const { body } = request;
      return request.withTenant(async (tx) => {
        const { row, canManage } = await visibleDocument(tx, caller, id, say);
        if (!canManage) throw notAllowed(say);
        const folderId = body.folderId === undefined ? undefined : (body.folderId?.toLowerCase() ?? null);
        const moving = folderId !== undefined && folderId !== row.folder_id;
        if (moving) await manageableTarget(tx, caller, folderId ?? null, say);
        await tx
          .update(assetDocuments)
          .set({
            ...(body.name === undefined ? {} : { name: trimInvisible(body.name) }),
            ...(moving ? { folderId } : {}),
            updatedAt: sql`now()`,
          })
          .where(and(eq(assetDocuments.organizationId, caller.organizationId), eq(assetDocuments.id, id)));
        return readDocument(tx, caller, id, say);
      });
    },
  );

  api.delete(
    '/assets/documents/:documentId',
    {
      schema: {
        operationId: 'deleteAssetDocument',
        tags: [TAG],
        summary: 'Move a document to the trash',
        params: DocumentParams,
        response: {
          204: Type.Null({ description: 'In the trash' }),
          404: errorResponse('No such document, or already in the trash (DOCUMENT_NOT_FOUND)'),
        },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const say = sayFor(request);
      const id = request.params.documentId.toLowerCase();
      await request.withTenant(async (tx) => {
        const { canManage } = await visibleDocument(tx, caller, id, say);
        if (!canManage) throw notAllowed(say);
        await tx
          .update(assetDocuments)
          .set({ deletedAt: sql`now()`, deletedBy: caller.personId, updatedAt: sql`now()` })
          .where(and(eq(assetDocuments.organizationId, caller.organizationId), eq(assetDocuments.id, id)));
      });
      return reply.code(204).send(null);
    },
  );
};
