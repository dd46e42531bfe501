/**
 * The trash (MANAGE_ASSETS): deleted folders and documents that are not under another deleted
 * folder, newest first; restoring one brings it (and what is under it) back where it was — or
 * is refused while the folder it was in is itself in the trash; purging removes it for good,
 * with the bytes of every file under it.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { selectRows, type Tx } from '../../platform/database/database.ts';
import { ApiError, validationFailed } from '../../platform/http/errors.ts';
import { type Say, sayFor } from '../../platform/http/language.ts';
import { ref } from '../../platform/http/schemas.ts';
import { errorResponse } from '../../platform/openapi/route-responses.ts';
import { sqlStateOf } from './errors.ts';
import { accessOf, folderChain, folderNameTaken, readDocumentRow, readFolderRow } from './queries.ts';
import { AssetDocument, AssetFolder, AssetTrash } from './schemas.ts';
import { type Caller, callerOf, duplicateFolder, MANAGE, toDocument, toFolder } from './store.ts';

const TAG = 'assets';
const TRASH_PAGE = 50;
const Kind = Type.Union([Type.Literal('folders'), Type.Literal('documents')]);
const ItemParams = Type.Object(
  { kind: Kind, id: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);

interface TrashCursor {
  at: string;
  kind: 'folders' | 'documents';
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const encodeCursor = (cursor: TrashCursor) =>
  Buffer.from(JSON.stringify([cursor.at, cursor.kind, cursor.id])).toString('base64url');

function decodeCursor(text: string, say: Say): TrashCursor {
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown;
    if (
      Array.isArray(value) &&
      value.length === 3 &&
      typeof value[0] === 'string' &&
      !Number.isNaN(Date.parse(value[0])) &&
      (value[1] === 'folders' || value[1] === 'documents') &&
      typeof value[2] === 'string' &&
      UUID.test(value[2])
    )
      return { at: value[0], kind: value[1], id: value[2] };
  } catch {
    // Answered below.
  }
  throw validationFailed({ cursor: say('El cursor no es válido.', 'The cursor is not valid.') });
}

const notInTrash = (say: Say) =>
  new ApiError(
    404,
    'NOT_IN_TRASH',
    say('El elemento no está en la papelera.', 'The item is not in the trash.'),
  );

/**
 * The top-most deleted items (none of their folders deleted), newest first, after `cursor`.
 * Walks up from each deleted item: the trash holds few rows next to the explorer.
 */
function trashPage(tx: Tx, organizationId: string, cursor: TrashCursor | undefined, limit: number) {
  return selectRows<{ kind: 'folders' | 'documents'; id: string; deleted_at: string }>(
    tx,
    sql`with recursive items as (
          select 'folders' as kind, f.id, f.parent_id as folder_id, f.deleted_at from asset_folders as f
          where f.tenant_id = ${organizationId} and f.deleted_at is not null
          union all
          select 'documents', d.id, d.folder_id, d.deleted_at from asset_documents as d
          where d.tenant_id = ${organizationId} and d.deleted_at is not null
        ), up as (
          select items.kind, items.id, items.folder_id as next, 0 as depth, false as blocked from items
          union all
          select up.kind, up.id, p.parent_id, up.depth + 1, p.deleted_at is not null
          from up join asset_folders as p on p.tenant_id = ${organizationId} and p.id = up.next
          where not up.blocked and up.depth < 64
        )
        select items.kind, items.id, to_json(items.deleted_at) #>> '{}' as deleted_at from items
        where not exists (select 1 from up where up.kind = items.kind and up.id = items.id and up.blocked)
          ${
            cursor
              ? sql`and (items.deleted_at, items.kind, items.id) < (${cursor.at}::timestamptz, ${cursor.kind}, ${cursor.id}::uuid)`
              : sql``
          }
        order by items.deleted_at desc, items.kind desc, items.id desc
        limit ${limit}`,
  );
}

/** The item's folder chain is live (or it is at the top level); 409 otherwise. */
async function parentIsLive(tx: Tx, caller: Caller, folderId: string | null, say: Say) {
  if (folderId === null) return;
  const chain = await folderChain(tx, caller, folderId);
  if (accessOf(chain, caller).deleted)
    throw new ApiError(
      409,
      'PARENT_IN_TRASH',
      say(
        'La carpeta que lo contenía está en la papelera; restáurala primero.',
        'The folder it was in is in the trash; restore that first.',
      ),
    );
}

export const trashRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const service = api.uploads;

  api.get(
    '/assets/trash',
    {
      config: { permission: MANAGE },
      schema: {
        operationId: 'listAssetTrash',
        tags: [TAG],
        summary:
          'Deleted folders and documents not under another deleted folder, newest first, a page at a time',
        querystring: Type.Object(
          {
            cursor: Type.Optional(
              Type.String({ maxLength: 400, description: 'The previous page’s nextCursor' }),
            ),
          },
          { additionalProperties: false },
        ),
        response: {
          200: ref(AssetTrash),
          400: errorResponse('A cursor that is not one of ours (VALIDATION_ERROR, `fields.cursor`)'),
        },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const say = sayFor(request);
      const cursor = request.query.cursor ? decodeCursor(request.query.cursor, say) : undefined;
      return request.withTenant(async (tx) => {
        const rows = await trashPage(tx, caller.organizationId, cursor, TRASH_PAGE + 1);
        const page = rows.slice(0, TRASH_PAGE);
        const folders = [];
        const documents = [];
        for (const item of page) {
          if (item.kind === 'folders') {
            const row = await readFolderRow(tx, caller.organizationId, item.id);
            if (row) folders.push(toFolder(row, true));
          } else {
            const row = await readDocumentRow(tx, caller.organizationId, { id: item.id });
            if (row) documents.push(toDocument(row, true));
          }
        }
        const last = page.at(-1);
        return {
          folders,
          documents,
          nextCursor:
            rows.length > TRASH_PAGE && last
              ? encodeCursor({ at: last.deleted_at, kind: last.kind, id: last.id })
              : null,
        };
      });
    },
  );

  api.post(
    '/assets/trash/:kind/:id/restore',
    {
      config: { permission: MANAGE },
      schema: {
        operationId: 'restoreAssetItem',
        tags: [TAG],
        summary:
          'Bring a folder (with everything under it) or a document back from the trash to where it was; refused while that folder is itself in the trash',
        params: ItemParams,
        response: {
          200: Type.Union([ref(AssetFolder), ref(AssetDocument)], {
            description: 'The item, as its kind shows it',
          }),
          404: errorResponse('No such item in the trash (NOT_IN_TRASH)'),
          409: errorResponse(
            'The folder it was in is in the trash (PARENT_IN_TRASH), or a live folder there has its name (FOLDER_NAME_TAKEN)',
          ),
        },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const say = sayFor(request);
      const { organizationId } = caller;
      const id = request.params.id.toLowerCase();
      try {
        return await request.withTenant(async (tx) => {
          if (request.params.kind === 'folders') {
            const row = await readFolderRow(tx, organizationId, id);
            if (!row || row.deleted_at === null) throw notInTrash(say);
            await parentIsLive(tx, caller, row.parent_id, say);
            if (await folderNameTaken(tx, organizationId, row.parent_id, row.name, id))
              throw duplicateFolder(say);
            await tx.execute(
              sql`update asset_folders set deleted_at = null, deleted_by = null, updated_at = now()
                  where tenant_id = ${organizationId} and id = ${id}::uuid`,
            );
            const chain = await folderChain(tx, caller, id);
            const access = accessOf(chain, caller);
            return toFolder(chain.at(-1)!, access.canManage, access.personId);
          }
          const row = await readDocumentRow(tx, organizationId, { id });
          if (!row || row.deleted_at === null) throw notInTrash(say);
          await parentIsLive(tx, caller, row.folder_id, say);
          await tx.execute(
            sql`update asset_documents set deleted_at = null, deleted_by = null, updated_at = now()
                where tenant_id = ${organizationId} and id = ${id}::uuid`,
          );
          const restored = await readDocumentRow(tx, organizationId, { id });
          return toDocument(restored!, true);
        });
      } catch (error) {
        if (sqlStateOf(error) === '23505') throw duplicateFolder(say);
        throw error;
      }
    },
  );

  api.delete(
    '/assets/trash/:kind/:id',
    {
      config: { permission: MANAGE },
      schema: {
        operationId: 'purgeAssetItem',
        tags: [TAG],
        summary:
          'Remove a folder (with everything under it) or a document from the trash for good, files included',
        params: ItemParams,
        response: {
          204: Type.Null({ description: 'Removed' }),
          404: errorResponse('No such item in the trash (NOT_IN_TRASH)'),
        },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const say = sayFor(request);
      const { organizationId } = caller;
      const id = request.params.id.toLowerCase();
      const folders = request.params.kind === 'folders';
      const uploadIds = await request.withTenant(async (tx) => {
        const [item] = await selectRows<{ id: string }>(
          tx,
          folders
            ? sql`select id from asset_folders where tenant_id = ${organizationId} and id = ${id}::uuid and deleted_at is not null`
            : sql`select id from asset_documents where tenant_id = ${organizationId} and id = ${id}::uuid and deleted_at is not null`,
        );
        if (!item) throw notInTrash(say);
        const files = await selectRows<{ upload_id: string }>(
          tx,
          folders
            ? sql`with recursive tree as (
                    select id from asset_folders where tenant_id = ${organizationId} and id = ${id}::uuid
                    union
                    select child.id from asset_folders as child
                    join tree on child.tenant_id = ${organizationId} and child.parent_id = tree.id
                  )
                  select upload_id from asset_documents
                  where tenant_id = ${organizationId} and folder_id in (select id from tree)`
            : sql`select upload_id from asset_documents where tenant_id = ${organizationId} and id = ${id}::uuid`,
        );
        // Folders cascade to what is under them; the uploads go once no document names them.
        await tx.execute(
          folders
            ? sql`delete from asset_folders where tenant_id = ${organizationId} and id = ${id}::uuid`
            : sql`delete from asset_documents where tenant_id = ${organizationId} and id = ${id}::uuid`,
        );
        const ids = files.map((file) => file.upload_id);
        if (ids.length > 0)
          await tx.execute(
            sql`delete from uploads where tenant_id = ${organizationId} and id = any(${`{${ids.join(',')}}`}::uuid[])`,
          );
        return ids;
      });
      for (const uploadId of uploadIds) {
        try {
          await service.storage.delete(service.keyOf(organizationId, uploadId));
        } catch (error) {
          request.log.warn({ err: error, uploadId }, 'A purged document’s file could not be removed');
        }
      }
      return reply.code(204).send(null);
    },
  );
};
