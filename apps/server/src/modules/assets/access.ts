/**
 * The assets' download guard: a document's file is downloaded (or linked) only by someone who
 * may see the document — MANAGE_ASSETS always (the trash's previews too); anyone else only
 * while it and every folder above it are live and the folder is shared with them or is their
 * own documents (MANAGE_PEOPLE: anyone's). Uploads that are no document are not its business.
 */
import type { FastifyRequest } from 'fastify';
import type { UploadRow } from '../../platform/files/tables.ts';
import { accessOf, folderChain, readDocumentRow } from './queries.ts';
import { callerOf } from './store.ts';

export async function mayDownloadDocument(request: FastifyRequest, upload: UploadRow): Promise<boolean> {
  const caller = callerOf(request);
  return request.withTenant(async (tx) => {
    const document = await readDocumentRow(tx, caller.organizationId, { uploadId: upload.id });
    if (!document || caller.manages) return true;
    if (document.deleted_at !== null || document.folder_id === null) return false;
    const access = accessOf(await folderChain(tx, caller, document.folder_id), caller);
    return access.visible && !access.deleted;
  });
}
