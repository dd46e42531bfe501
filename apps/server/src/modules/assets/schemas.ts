/**
 * The assets API's shapes: folders and documents as the explorer shows them, a folder's page of
 * items, the trash, and the inputs. Names are checked by the shared `nameString` schema (a
 * visible character, a bounded length) and stored trimmed.
 */
import { Type } from 'typebox';
import { Nullable, nameString, ref } from '../../platform/http/schemas.ts';

const Uuid = Type.String({ format: 'uuid' });
const DateTime = Type.String({ format: 'date-time' });
const Named = Type.Object({ id: Uuid, name: Type.String() }, { additionalProperties: false });

export const FOLDER_NAME_MAX = 120;
export const DOCUMENT_NAME_MAX = 255;
/** The most documents one page of a folder's listing may ask for. */
export const PAGE_MAX = 1000;
export const PAGE_DEFAULT = 200;

export const AssetFolder = Type.Object(
  {
    id: Uuid,
    parentId: Nullable(Uuid),
    name: Type.String({ description: 'Plain text; a person’s documents folder shows the person’s name' }),
    personId: Nullable(
      Type.String({ format: 'uuid', description: 'Whose documents folder it is (or is under)' }),
    ),
    audience: Nullable(Named),
    createdAt: DateTime,
    updatedAt: DateTime,
    deletedAt: Nullable(DateTime),
    canManage: Type.Boolean({ description: 'The caller may rename, move, share, delete and add to it' }),
  },
  { $id: 'AssetFolder', additionalProperties: false },
);

export const AssetDocument = Type.Object(
  {
    id: Uuid,
    folderId: Nullable(Uuid),
    name: Type.String({ description: 'Plain text' }),
    contentType: Type.String({ description: 'The type its bytes were checked to be' }),
    size: Type.Integer({ minimum: 0, description: 'Bytes' }),
    createdAt: DateTime,
    updatedAt: DateTime,
    createdBy: Nullable(Named),
    deletedAt: Nullable(DateTime),
    downloadUrl: Type.String({ description: '/api/filepond/{uploadId}/download (bearer token)' }),
    canManage: Type.Boolean({ description: 'The caller may rename, move and delete it' }),
  },
  { $id: 'AssetDocument', additionalProperties: false },
);

export const AssetRoot = Type.Object(
  {
    folder: Type.Null(),
    path: Type.Array(ref(AssetFolder), { maxItems: 0 }),
    canManage: Type.Boolean({ description: 'The caller may add folders and documents at the top level' }),
  },
  { $id: 'AssetRoot', additionalProperties: false },
);

export const AssetFolderItems = Type.Object(
  {
    folder: Nullable(ref(AssetFolder)),
    path: Type.Array(ref(AssetFolder), {
      description:
        'The ancestors the caller may see, from the top (breadcrumbs); the folder itself is `folder`',
    }),
    canManage: Type.Boolean({ description: 'The caller may add folders and documents here' }),
    folders: Type.Array(ref(AssetFolder), {
      description: 'Every live child folder, by name (case-insensitive); on the first page only',
    }),
    documents: Type.Array(ref(AssetDocument), {
      description: 'Live documents by name (case-insensitive), then id',
    }),
    nextCursor: Nullable(Type.String({ description: 'Pass as `cursor` for the next page; null: no more' })),
    totalDocuments: Type.Integer({ minimum: 0, description: 'Live documents in the folder' }),
  },
  { $id: 'AssetFolderItems', additionalProperties: false },
);

export const AssetFolderInput = Type.Object(
  {
    parentId: Nullable(Type.String({ format: 'uuid', description: 'null: the top level' })),
    name: nameString({ maxLength: FOLDER_NAME_MAX }),
  },
  { $id: 'AssetFolderInput', additionalProperties: false },
);

export const AssetFolderChanges = Type.Object(
  {
    name: Type.Optional(nameString({ maxLength: FOLDER_NAME_MAX })),
    parentId: Type.Optional(
      Nullable(Type.String({ format: 'uuid', description: 'Move into this folder; null: the top level' })),
    ),
    audienceId: Type.Optional(
      Nullable(
        Type.String({ format: 'uuid', description: 'Share with this saved audience; null: stop sharing' }),
      ),
    ),
  },
  { $id: 'AssetFolderChanges', additionalProperties: false },
);

export const AssetDocumentInput = Type.Object(
  {
    folderId: Nullable(Type.String({ format: 'uuid', description: 'null: the top level' })),
    temporaryUpload: Type.String({
      format: 'uuid',
      description: 'From POST /api/filepond/process, by the caller; it is stored (as storeUpload does)',
    }),
    name: Type.Optional(
      nameString({ maxLength: DOCUMENT_NAME_MAX, description: 'Default: the file’s name' }),
    ),
  },
  { $id: 'AssetDocumentInput', additionalProperties: false },
);

export const AssetDocumentChanges = Type.Object(
  {
    name: Type.Optional(nameString({ maxLength: DOCUMENT_NAME_MAX })),
    folderId: Type.Optional(
      Nullable(Type.String({ format: 'uuid', description: 'Move into this folder; null: the top level' })),
    ),
  },
  { $id: 'AssetDocumentChanges', additionalProperties: false },
);

export const AssetTrash = Type.Object(
  {
    folders: Type.Array(ref(AssetFolder), {
      description: 'Deleted folders not under another deleted one, newest first',
    }),
    documents: Type.Array(ref(AssetDocument), {
      description: 'Deleted documents not under a deleted folder, newest first',
    }),
    nextCursor: Nullable(Type.String({ description: 'Pass as `cursor` for the next page; null: no more' })),
  },
  { $id: 'AssetTrash', additionalProperties: false },
);

export const ASSET_SCHEMAS = [
  AssetFolder,
  AssetDocument,
  AssetRoot,
  AssetFolderItems,
  AssetFolderInput,
  AssetFolderChanges,
  AssetDocumentInput,
  AssetDocumentChanges,
  AssetTrash,
];
