/** The explorer's shapes, as the assets API answers them (the generated client's). */
export type {
  AssetDocument,
  AssetDocumentChanges,
  AssetFolder,
  AssetFolderChanges,
  AssetFolderItems,
  AssetTrash,
} from '@faena/api-client';
