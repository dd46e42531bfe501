/**
 * The explorer's server state: a folder's items page after page, the trash, a person's documents
 * folder, and the changes (each refreshes what it touches).
 */
import {
  createAssetDocument,
  createAssetFolder,
  deleteAssetDocument,
  deleteAssetFolder,
  listAssetFolderItems,
  listAssetTrash,
  purgeAssetItem,
  restoreAssetItem,
  unwrap,
  updateAssetDocument,
  updateAssetFolder,
} from '@faena/api-client';
import { personDocumentsFolderOptions } from '@faena/api-client/query';
import { type QueryClient, type QueryKey, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { type FolderRef, PAGE_SIZE } from './model';
import type { AssetDocumentChanges, AssetFolderChanges } from './types';

/** Everything the explorer lists (a folder's pages, the pickers, the trash): what a change refreshes. */
export const ASSETS_ROOT: QueryKey = ['assets'];
export const itemsKey = (folderId: FolderRef): QueryKey => [...ASSETS_ROOT, 'items', folderId];
const pickerKey = (folderId: FolderRef): QueryKey => [...ASSETS_ROOT, 'picker', folderId];
const TRASH_KEY: QueryKey = [...ASSETS_ROOT, 'trash'];

const listItems = (folderId: FolderRef, cursor: string | null, limit: number, signal?: AbortSignal) =>
  unwrap(
    listAssetFolderItems({
      path: { folderId },
      query: { limit, ...(cursor ? { cursor } : {}) },
      ...(signal ? { signal } : {}),
    }),
  );

/** A folder's items: its folders and first documents, then the next documents as the list asks. */
export const useFolderItems = (folderId: FolderRef) =>
  useInfiniteQuery({
    queryKey: itemsKey(folderId),
    queryFn: ({ pageParam, signal }) => listItems(folderId, pageParam, PAGE_SIZE, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** A folder's child folders (the move dialog's picker): the first page, with one document at most. */
export const useChildFolders = (folderId: FolderRef) =>
  useQuery({
    queryKey: pickerKey(folderId),
    queryFn: ({ signal }) => listItems(folderId, null, 1, signal),
    select: (page) => page.folders,
  });

/** The trash: deleted folders and documents, newest first (managers). */
export const useTrash = () =>
  useInfiniteQuery({
    queryKey: TRASH_KEY,
    queryFn: ({ pageParam, signal }) =>
      unwrap(listAssetTrash({ query: pageParam ? { cursor: pageParam } : {}, signal })),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** A person's documents folder (made on the first visit). */
export const usePersonFolder = (personId: string) =>
  useQuery({ ...personDocumentsFolderOptions({ path: { personId } }), enabled: personId !== '' });

/** After any change: every folder, picker and the trash are read again. */
export function refreshAssets(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: ASSETS_ROOT });
}

export const createFolder = (parentId: string | null, name: string) =>
  unwrap(createAssetFolder({ body: { parentId, name } }));

export const updateFolder = (folderId: string, body: AssetFolderChanges) =>
  unwrap(updateAssetFolder({ path: { folderId }, body }));

export const deleteFolder = async (folderId: string) => {
  await unwrap(deleteAssetFolder({ path: { folderId } }));
};

export const createDocument = (folderId: string | null, temporaryUpload: string, name?: string) =>
  unwrap(createAssetDocument({ body: { folderId, temporaryUpload, ...(name ? { name } : {}) } }));

export const updateDocument = (documentId: string, body: AssetDocumentChanges) =>
  unwrap(updateAssetDocument({ path: { documentId }, body }));

export const deleteDocument = async (documentId: string) => {
  await unwrap(deleteAssetDocument({ path: { documentId } }));
};

export type TrashKind = 'folders' | 'documents';

export const restoreItem = async (kind: TrashKind, id: string) => {
  await unwrap(restoreAssetItem({ path: { kind, id } }));
};

export const purgeItem = async (kind: TrashKind, id: string) => {
  await unwrap(purgeAssetItem({ path: { kind, id } }));
};
