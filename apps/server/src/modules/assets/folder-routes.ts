/**
 * Folders: the top level and a folder's items (child folders, then its documents a page at a
 * time), creating, renaming, moving, sharing with an audience and deleting (to the trash), and
 * a person's documents folder (made on first request). Who may see and change what: README
 * "Assets".
 */
import { trimInvisible } from '@faena/contract/text';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { selectRows, type Tx } from '../../platform/database/database.ts';
import { ApiError, validationFailed } from '../../platform/http/errors.ts';
import { type Say, sayFor } from '../../platform/http/language.ts';
import { ref } from '../../platform/http/schemas.ts';
import { errorResponse } from '../../platform/openapi/route-responses.ts';
import { sqlStateOf } from './errors.ts';
import {
  type Access,
  accessOf,
  childFolders,
  type DocumentCursor,
  documentCount,
  documentPage,
  folderChain,
  folderNameTaken,
  sharedTopFolders,
} from './queries.ts';
import {
  AssetFolder,
  AssetFolderChanges,
  AssetFolderInput,
  AssetFolderItems,
  AssetRoot,
  PAGE_DEFAULT,
  PAGE_MAX,
} from './schemas.ts';
import {
  type Caller,
  callerOf,
  duplicateFolder,
  folderNotFound,
  notAllowed,
  toDocument,
  toFolder,
} from './store.ts';
import { assetFolders } from './tables.ts';

const TAG = 'assets';
const Uuid = Type.String({ format: 'uuid' });
const FolderParams = Type.Object({ folderId: Uuid }, { additionalProperties: false });
const ListParams = Type.Object(
  {
    folderId: Type.String({
      pattern: '^(root|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$',
      description: 'A folder, or `root` for the top level',
    }),
  },
  { additionalProperties: false },
);
const ListQuery = Type.Object(
  {
    cursor: Type.Optional(Type.String({ maxLength: 2000, description: 'The previous page’s nextCursor' })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_MAX, default: PAGE_DEFAULT })),
  },
  { additionalProperties: false },
);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const encodeCursor = (cursor: DocumentCursor) =>
  Buffer.from(JSON.stringify([cursor.name, cursor.id])).toString('base64url');

export function decodeCursor(text: string, say: Say): DocumentCursor {
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown;
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      typeof value[1] === 'string' &&
      UUID.test(value[1])
    )
      return { name: value[0], id: value[1] };
  } catch {
    // Answered below.
  }
  throw validationFailed({ cursor: say('El cursor no es válido.', 'The cursor is not valid.') });
}

/** The folder's chain and the caller's access, or 404 when they may not see it (or it is in the trash). */
export async function visibleFolder(tx: Tx, caller: Caller, folderId: string, say: Say) {
  const chain = await folderChain(tx, caller, folderId);
  const access = accessOf(chain, caller);
  const folder = chain.at(-1);
  if (!folder || !access.visible || access.deleted) throw folderNotFound(say);
  return { folder, access };
}

/** Where something may be put: the top level (MANAGE_ASSETS) or a live folder the caller manages. */
export async function manageableTarget(
  tx: Tx,
  caller: Caller,
  folderId: string | null,
  say: Say,
): Promise<Access & { chain: { id: string }[] }> {
  if (folderId === null) {
    if (!caller.manages) throw notAllowed(say);
    return { ...accessOf([], caller), chain: [] };
  }
  const chain = await folderChain(tx, caller, folderId);
  const access = accessOf(chain, caller);
  if (chain.length === 0 || !access.visible || access.deleted) throw folderNotFound(say);
  if (!access.canManage) throw notAllowed(say);
  return { ...access, chain };
}

const cleanName = (name: string) => trimInvisible(name);

/** Runs a write; a unique violation of the live names becomes the duplicate-name 409. */
async function unlessDuplicate<T>(write: () => Promise<T>, say: Say): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sqlStateOf(error) === '23505') throw duplicateFolder(say);
    throw error;
  }
}

async function readFolder(tx: Tx, caller: Caller, id: string, say: Say) {
  const chain = await folderChain(tx, caller, id);
  const folder = chain.at(-1);
  if (!folder) throw folderNotFound(say);
  const access = accessOf(chain, caller);
  return toFolder(folder, access.canManage, access.personId);
}

export const folderRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.get(
    '/assets/folders/root',
    {
      schema: {
        operationId: 'listAssetRoot',
        tags: [TAG],
        summary: 'The top level of the organization’s explorer: whether the caller may add to it',
        response: { 200: ref(AssetRoot) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return { folder: null, path: [], canManage: caller.manages };
    },
  );

  api.get(
    '/assets/folders/:folderId/items',
    {
      schema: {
        operationId: 'listAssetFolderItems',
        tags: [TAG],
        summary:
          'A folder’s items (`root`: the top level; without MANAGE_ASSETS, the folders shared with the caller): its breadcrumbs, every child folder on the first page, and its documents by name a page at a time',
        params: ListParams,
        querystring: ListQuery,
        response: {
          200: ref(AssetFolderItems),
          400: errorResponse('A cursor that is not one of ours (VALIDATION_ERROR, `fields.cursor`)'),
          404: errorResponse(
            'No such folder, in the trash, or not shared with the caller (FOLDER_NOT_FOUND)',
          ),
        },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const say = sayFor(request);
      const { organizationId } = caller;
      const limit = request.query.limit ?? PAGE_DEFAULT;
      const cursor = request.query.cursor ? decodeCursor(request.query.cursor, say) : undefined;
      const folderId = request.params.folderId === 'root' ? null : request.params.folderId.toLowerCase();
      return request.withTenant(async (tx) => {
        let access: Access;
        let folder = null;
        let folders: ReturnType<typeof toFolder>[] = [];
        if (folderId === null) {
          access = accessOf([], caller);
          if (!cursor)
            folders = caller.manages
              ? (await childFolders(tx, organizationId, null)).map((row) => toFolder(row, true))
              : (await sharedTopFolders(tx, caller)).map((row) => toFolder(row, false));
        } else {
          const found = await visibleFolder(tx, caller, folderId, say);
          access = found.access;
          folder = toFolder(found.folder, access.canManage, access.personId);
          if (!cursor)
            folders = (await childFolders(tx, organizationId, folderId)).map((row) =>
              toFolder(row, access.canManage, access.personId),
            );
        }
        const showDocuments = folderId !== null || caller.manages;
        const [rows, total] = showDocuments
          ? await Promise.all([
              documentPage(tx, organizationId, folderId, { cursor, limit: limit + 1 }),
              documentCount(tx, organizationId, folderId),
            ])
          : [[], 0];
        const page = rows.slice(0, limit);
        const last = page.at(-1);
        return {
          folder,
          path: access.path.map((row) => toFolder(row, access.canManage, access.personId)),
          canManage: access.canManage,
          folders,
          documents: page.map((row) => toDocument(row, access.canManage)),
          nextCursor:
            rows.length > limit && last ? encodeCursor({ name: last.sort_name, id: last.id }) : null,
          totalDocuments: total,
        };
      });
    },
  );

  api.post(
    '/assets/folders',
    {
      schema: {
        operationId: 'createAssetFolder',
        tags: [TAG],
        summary:
          'Add a folder at the top level (MANAGE_ASSETS) or in a folder the caller manages (a person’s documents: MANAGE_PEOPLE too)',
        body: ref(AssetFolderInput),
        response: {
          201: ref(AssetFolder),
          400: errorResponse('A blank or too long name (VALIDATION_ERROR)'),
          404: errorResponse('No such parent folder, or it is in the trash (FOLDER_NOT_FOUND)'),
          409: errorResponse('A live folder of that name is already there (FOLDER_NAME_TAKEN)'),
        },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const say = sayFor(request);
      const { organizationId } = caller;
      const parentId = request.body.parentId?.toLowerCase() ?? null;
      const name = cleanName(request.body.name);
      const created = await unlessDuplicate(
        () =>
          request.withTenant(async (tx) => {
            await manageableTarget(tx, caller, parentId, say);
            if (await folderNameTaken(tx, organizationId, parentId, name)) throw duplicateFolder(say);
            const [row] = await tx
              .insert(assetFolders)
              .values({ organizationId, parentId, name, createdBy: caller.personId })
              .returning({ id: assetFolders.id });
            return readFolder(tx, caller, row!.id, say);
          }),
        say,
      );
      reply.code(201);
      return created;
    },
  );

  api.patch(
    '/assets/folders/:folderId',
    {
      schema: {
        operationId: 'updateAssetFolder',
        tags: [TAG],
        summary:
          'Rename a folder, move it (never into itself or a folder under it), or share it with a saved audience (MANAGE_ASSETS; null stops sharing)',
        params: FolderParams,
        body: ref(AssetFolderChanges),
        response: {
          200: ref(AssetFolder),
          400: errorResponse(
            'A blank or too long name, a move into itself, an unknown audience, or sharing a person’s documents (VALIDATION_ERROR)',
          ),
          404: errorResponse('No such folder or target folder, or in the trash (FOLDER_NOT_FOUND)'),
          409: errorResponse('A live folder of that name is already there (FOLDER_NAME_TAKEN)'),
        },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const say = sayFor(request);
      const { organizationId } = caller;
      const id = request.params.folderId.toLowerCase();
      const { body } = request;
      return unlessDuplicate(
        () =>
          request.withTenant(async (tx) => {
            const { folder, access } = await visibleFolder(tx, caller, id, say);
            if (!access.canManage) throw notAllowed(say);
            const isPersonRoot = folder.person_id !== null;
            const name = body.name === undefined ? undefined : cleanName(body.name);
            const parentId = body.parentId === undefined ? undefined : (body.parentId?.toLowerCase() ?? null);
            if (isPersonRoot && (name !== undefined || parentId !== undefined || body.audienceId))
              throw validationFailed({
                [name !== undefined ? 'name' : parentId !== undefined ? 'parentId' : 'audienceId']: say(
                  'La carpeta de documentos de una persona no se puede cambiar.',
                  'A person’s documents folder cannot be changed.',
                ),
              });
            const moving = parentId !== undefined && parentId !== folder.parent_id;
            if (moving) {
              if (parentId === id)
                throw validationFailed({
                  parentId: say(
                    'No puedes mover una carpeta dentro de sí misma.',
                    'You cannot move a folder into itself.',
                  ),
                });
              const target = await manageableTarget(tx, caller, parentId, say);
              if (target.chain.some((ancestor) => ancestor.id === id))
                throw validationFailed({
                  parentId: say(
                    'No puedes mover una carpeta dentro de sí misma.',
                    'You cannot move a folder into itself.',
                  ),
                });
            }
            if (body.audienceId !== undefined) {
              if (!caller.manages) throw notAllowed(say);
              if (access.personId !== null && body.audienceId !== null)
                throw validationFailed({
                  audienceId: say(
                    'Los documentos de una persona no se comparten con una audiencia.',
                    'A person’s documents are not shared with an audience.',
                  ),
                });
              if (body.audienceId !== null) {
                const [found] = await selectRows<{ id: string }>(
                  tx,
                  sql`select id from audiences where tenant_id = ${organizationId} and id = ${body.audienceId}::uuid`,
                );
                if (!found)
                  throw validationFailed({
                    audienceId: say('La audiencia no existe.', 'The audience does not exist.'),
                  });
              }
            }
            const finalParent = moving ? (parentId ?? null) : folder.parent_id;
            const finalName = name ?? folder.name;
            if (
              (moving || name !== undefined) &&
              (await folderNameTaken(tx, organizationId, finalParent, finalName, id))
            )
              throw duplicateFolder(say);
            await tx
              .update(assetFolders)
              .set({
                ...(name === undefined ? {} : { name }),
                ...(moving ? { parentId: finalParent } : {}),
                ...(body.audienceId === undefined
                  ? {}
                  : { audienceId: body.audienceId?.toLowerCase() ?? null }),
                updatedAt: sql`now()`,
              })
              .where(
                sql`${assetFolders.organizationId} = ${organizationId} and ${assetFolders.id} = ${id}::uuid`,
              );
            return readFolder(tx, caller, id, say);
          }),
        say,
      );
    },
  );

  api.delete(
    '/assets/folders/:folderId',
    {
      schema: {
        operationId: 'deleteAssetFolder',
        tags: [TAG],
        summary:
          'Move a folder to the trash: what is under it is hidden with it, and comes back when it is restored',
        params: FolderParams,
        response: {
          204: Type.Null({ description: 'In the trash' }),
          400: errorResponse('A person’s documents folder (VALIDATION_ERROR)'),
          404: errorResponse('No such folder, or already in the trash (FOLDER_NOT_FOUND)'),
        },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const say = sayFor(request);
      const id = request.params.folderId.toLowerCase();
      await request.withTenant(async (tx) => {
        const { folder, access } = await visibleFolder(tx, caller, id, say);
        if (!access.canManage) throw notAllowed(say);
        if (folder.person_id !== null)
          throw validationFailed({
            folderId: say(
              'La carpeta de documentos de una persona no se puede eliminar.',
              'A person’s documents folder cannot be deleted.',
            ),
          });
        await tx
          .update(assetFolders)
          .set({ deletedAt: sql`now()`, deletedBy: caller.personId, updatedAt: sql`now()` })
          .where(
            sql`${assetFolders.organizationId} = ${caller.organizationId} and ${assetFolders.id} = ${id}::uuid`,
          );
      });
      return reply.code(204).send(null);
    },
  );

  api.get(
    '/persons/:personId/documents-folder',
    {
      schema: {
        operationId: 'personDocumentsFolder',
        tags: [TAG],
        summary:
          'A person’s documents folder (made on the first request): for the person (read-only), MANAGE_PEOPLE and MANAGE_ASSETS; list it with listAssetFolderItems',
        params: Type.Object({ personId: Uuid }, { additionalProperties: false }),
        response: {
          200: ref(AssetFolder),
          404: errorResponse('No such person (NOT_FOUND)'),
        },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const say = sayFor(request);
      const { organizationId } = caller;
      const personId = request.params.personId.toLowerCase();
      if (personId !== caller.personId && !caller.manages && !caller.managesPeople) throw notAllowed(say);
      return request.withTenant(async (tx) => {
        const [person] = await selectRows<{ id: string }>(
          tx,
          sql`select id from persons where tenant_id = ${organizationId} and id = ${personId}::uuid`,
        );
        if (!person)
          throw new ApiError(404, 'NOT_FOUND', say('La persona no existe.', 'The person does not exist.'));
        // The stored name only keeps it unique among the top-level folders; it shows the person's name.
        await tx
          .insert(assetFolders)
          .values({ organizationId, name: `persona-${personId}`, personId, createdBy: caller.personId })
          .onConflictDoNothing();
        const [row] = await selectRows<{ id: string }>(
          tx,
          sql`select id from asset_folders where tenant_id = ${organizationId} and person_id = ${personId}::uuid
                and parent_id is null and deleted_at is null order by created_at, id limit 1`,
        );
        return readFolder(tx, caller, row!.id, say);
      });
    },
  );
};
