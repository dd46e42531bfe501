/**
 * The file explorer: one folder's breadcrumbs, its folders then its documents (virtualised,
 * further pages as one scrolls), uploads by picker or by dropping files on the list, and the
 * folder and document actions (new folder, rename, move, share, delete with undo, preview,
 * download). /assets shows the organization's; a person's profile shows their documents folder.
 */
import { ApiError } from '@faena/api-client';
import {
  Button,
  ChevronRightIcon,
  DropdownMenu,
  DropdownMenuItem,
  EmptyState,
  IconButton,
  MoreIcon,
  PlusIcon,
  SearchBox,
  TrashIcon,
  useToast,
} from '@faena/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type DragEvent, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '@/platform/errors/message';
import { useFlags } from '@/platform/flags';
import { ListLoadError, ListSkeleton } from '@/platform/list-states';
import { NameDialog } from '@/platform/NameDialog';
import {
  createFolder,
  deleteDocument,
  deleteFolder,
  refreshAssets,
  restoreItem,
  updateDocument,
  updateFolder,
  useFolderItems,
} from './api';
import { ItemList, type RowAction } from './ItemList';
import { downloadDocument } from './links';
import { MoveDialog } from './MoveDialog';
import {
  DOCUMENT_NAME_MAX,
  type ExplorerRow,
  FOLDER_NAME_MAX,
  type FolderRef,
  nameProblem,
  rowsOf,
} from './model';
import { PreviewDialog } from './PreviewDialog';
import { ShareDialog } from './ShareDialog';
import type { AssetDocument, AssetFolder } from './types';
import { UploadsPanel } from './UploadsPanel';
import { useUploads } from './useUploads';

export interface ExplorerPlace {
  id: FolderRef;
  name: string;
}

export interface ExplorerProps {
  /** The folder shown. */
  folderId: FolderRef;
  /** Where the breadcrumbs and the move picker start: the organization's top level or a person's folder. */
  top: ExplorerPlace;
  onOpenFolder: (folderId: FolderRef) => void;
  /** Folders may be shared with audiences (the organization's explorer, for its managers). */
  canShare: boolean;
  /** Opens the trash (managers); no trash entry without it. */
  onOpenTrash?: () => void;
  /** A fixed "now" for relative dates (tests). */
  now?: Date;
}

type Dialog =
  | { type: 'newFolder' }
  | { type: 'rename'; row: ExplorerRow }
  | { type: 'move'; row: ExplorerRow }
  | { type: 'share'; folder: AssetFolder }
  | { type: 'preview'; document: AssetDocument };

/** A name refused before any call: its message shows on the field. */
class NameRefused extends Error {}

export function Explorer({ folderId, top, onOpenFolder, canShare, onOpenTrash, now }: ExplorerProps) {
  const { t } = useTranslation('assets');
  const toast = useToast();
  const queryClient = useQueryClient();
  const flags = useFlags();
  const filterOn = flags.fileExplorerSearchBar || flags.fileExplorerFilters;
  const [filter, setFilter] = useState('');
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [dragging, setDragging] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const items = useFolderItems(folderId);
  const pages = items.data?.pages;
  const first = pages?.[0];
  const rows = useMemo(() => rowsOf(pages, filterOn ? filter : ''), [pages, filter, filterOn]);
  const siblings = useMemo(() => rowsOf(pages), [pages]);
  const folder = first?.folder ?? null;
  const here: ExplorerPlace = folder ? { id: folder.id, name: folder.name } : top;
  const canManageHere = folder ? folder.canManage : (first?.canManage ?? false);
  const uploads = useUploads(folderId === 'root' ? null : folderId, {
    tooLarge: t('upload.tooLarge'),
    typeRefused: t('upload.typeRefused'),
    network: t('upload.network'),
  });

  // The breadcrumbs: from the top (the organization's files, or a person's folder) to here.
  const trail = useMemo<ExplorerPlace[]>(() => {
    if (!first) return [top];
    const chain = [...first.path, ...(first.folder ? [first.folder] : [])].map((entry) => ({
      id: entry.id,
      name: entry.name,
    }));
    const start = chain.findIndex((entry) => entry.id === top.id);
    return start >= 0 ? [top, ...chain.slice(start + 1)] : [top, ...chain];
  }, [first, top]);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = items;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const remove = async (row: ExplorerRow) => {
    try {
      if (row.kind === 'folder') await deleteFolder(row.id);
      else await deleteDocument(row.id);
      refreshAssets(queryClient);
      const id = toast.show({
        tone: 'success',
        duration: 8000,
        title: t('deleted', { name: row.name }),
        description: (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              toast.dismiss(id);
              void undo(row);
            }}
          >
            {t('undo')}
          </Button>
        ),
      });
    } catch (caught) {
      toast.show({ tone: 'error', title: t('deleteFailed', { name: row.name, message: messageOf(caught) }) });
    }
  };

  const undo = async (row: ExplorerRow) => {
    try {
      await restoreItem(row.kind === 'folder' ? 'folders' : 'documents', row.id);
      refreshAssets(queryClient);
      toast.show({ tone: 'success', title: t('undone', { name: row.name }) });
    } catch (caught) {
      toast.show({
        tone: 'error',
        title: t('trash.restoreFailed', { name: row.name, message: messageOf(caught) }),
      });
    }
  };

  const onAction = (action: RowAction, row: ExplorerRow) => {
    if (action === 'open') {
      if (row.kind === 'folder') onOpenFolder(row.id);
      else setDialog({ type: 'preview', document: row.item });
    } else if (action === 'download') {
      if (row.kind === 'document')
        downloadDocument(row.item).catch((caught) =>
          toast.show({ tone: 'error', title: t('preview.downloadFailed', { message: messageOf(caught) }) }),
        );
    } else if (action === 'rename') setDialog({ type: 'rename', row });
    else if (action === 'move') setDialog({ type: 'move', row });
    else if (action === 'share') {
      if (row.kind === 'folder') setDialog({ type: 'share', folder: row.item });
    } else if (action === 'delete') void remove(row);
  };

  // A folder's name is unique among the folders beside it (all on the first page), as the server
  // holds; documents may share a name.
  const checkName = (name: string, kind: ExplorerRow['kind'], ownId?: string) => {
    const max = kind === 'folder' ? FOLDER_NAME_MAX : DOCUMENT_NAME_MAX;
    const others = kind === 'folder' ? siblings.filter((row) => row.kind === 'folder') : [];
    const problem = nameProblem(name, max, others, ownId);
    if (problem) throw new NameRefused(t(`names.${problem}`, { max }));
  };
  const nameFailure = (caught: unknown) =>
    caught instanceof NameRefused || caught instanceof ApiError
      ? messageOf(caught)
      : t('names.failed', { message: messageOf(caught) });

  const onFiles = (list: FileList | null) => {
    if (list && list.length > 0) uploads.add(Array.from(list));
  };

  const dropProps = canManageHere
    ? {
        onDragEnter: (event: DragEvent) => {
          if (event.dataTransfer.types.includes('Files')) {
            event.preventDefault();
            setDragging(true);
          }
        },
        onDragOver: (event: DragEvent) => {
          if (event.dataTransfer.types.includes('Files')) {
            event.preventDefault();
            event.dataTransfer.dropEffect = 'copy';
          }
        },
        onDragLeave: (event: DragEvent) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        },
        onDrop: (event: DragEvent) => {
          event.preventDefault();
          setDragging(false);
          onFiles(event.dataTransfer.files);
        },
      }
    : {};

  const notFound =
    items.isError && items.error instanceof ApiError && [403, 404].includes(items.error.status);
  const totalRows = first ? first.folders.length + first.totalDocuments : 0;

  return (
    <section className="flex min-w-0 flex-col gap-3" aria-label={here.name} {...dropProps}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <nav aria-label={t('breadcrumbs')} className="min-w-0">
          <ol className="flex flex-wrap items-center gap-1 text-body">
            {trail.map((place, index) => (
              <li key={place.id} className="flex min-w-0 items-center gap-1">
                {index > 0 ? (
                  <ChevronRightIcon aria-hidden width="14" height="14" className="text-fg-muted" />
                ) : null}
                {index === trail.length - 1 ? (
                  <span aria-current="location" className="truncate font-semibold text-fg">
                    {place.name}
                  </span>
                ) : (
                  <a
                    href={`?folder=${encodeURIComponent(place.id)}`}
                    className="truncate text-fg-muted hover:text-fg hover:underline"
                    onClick={(event) => {
                      event.preventDefault();
                      onOpenFolder(place.id);
                    }}
                  >
                    {place.name}
                  </a>
                )}
              </li>
            ))}
          </ol>
        </nav>
        <div className="flex items-center gap-2">
          {canManageHere ? (
            <>
              <Button variant="secondary" size="sm" onClick={() => setDialog({ type: 'newFolder' })}>
                <PlusIcon aria-hidden />
                {t('actions.newFolder')}
              </Button>
              <Button size="sm" onClick={() => picker.current?.click()}>
                {t('actions.upload')}
              </Button>
              <input
                ref={picker}
                type="file"
                multiple
                hidden
                aria-label={t('actions.upload')}
                data-testid="asset-file-input"
                onChange={(event) => {
                  onFiles(event.target.files);
                  event.target.value = '';
                }}
              />
            </>
          ) : null}
          {(canShare && folder) || onOpenTrash ? (
            <DropdownMenu
              trigger={<IconButton size="sm" variant="ghost" label={t('actions.more')} icon={<MoreIcon />} />}
            >
              {canShare && folder ? (
                <DropdownMenuItem onSelect={() => setDialog({ type: 'share', folder })}>
                  {t('actions.shareCurrent')}
                </DropdownMenuItem>
              ) : null}
              {onOpenTrash ? (
                <DropdownMenuItem icon={<TrashIcon />} onSelect={onOpenTrash}>
                  {t('actions.trash')}
                </DropdownMenuItem>
              ) : null}
            </DropdownMenu>
          ) : null}
        </div>
      </div>

      {filterOn && first ? (
        <SearchBox label={t('filterLabel')} value={filter} onValueChange={setFilter} />
      ) : null}

      <UploadsPanel uploads={uploads} />

      <div className="relative min-w-0">
        {items.isPending ? (
          <ListSkeleton label={t('loading')} />
        ) : notFound ? (
          <EmptyState
            kind="not-found"
            title={t('notFound')}
            description={t('notFoundHint')}
            action={
              <Button variant="secondary" onClick={() => onOpenFolder(top.id)}>
                {t('backToRoot')}
              </Button>
            }
          />
        ) : items.isError ? (
          <ListLoadError message={t('loadError')} onRetry={() => void items.refetch()} />
        ) : rows.length === 0 && filter.trim() !== '' && filterOn ? (
          <p className="py-6 text-center text-body text-fg-muted">
            {t('filterEmpty', { text: filter.trim() })}
          </p>
        ) : rows.length === 0 ? (
          <EmptyState
            title={t('empty')}
            description={canManageHere ? t('emptyHint') : t('emptyReadOnly')}
            action={
              canManageHere ? (
                <Button onClick={() => picker.current?.click()}>{t('actions.upload')}</Button>
              ) : undefined
            }
          />
        ) : (
          <ItemList
            rows={rows}
            totalRows={filterOn && filter.trim() ? rows.length : totalRows}
            label={t('listLabel', { folder: here.name })}
            hasMore={hasNextPage}
            loadingMore={isFetchingNextPage}
            loadMore={loadMore}
            onAction={onAction}
            canShare={canShare}
            now={now}
          />
        )}
        {dragging ? (
          <div className="pointer-events-none absolute inset-0 flex items-center justify-center rounded-lg border-2 border-dashed border-primary bg-primary-subtle/80 p-4 text-center text-body font-medium text-primary-fg">
            {t('upload.drop', { folder: here.name })}
          </div>
        ) : null}
      </div>

      {dialog?.type === 'newFolder' ? (
        <NameDialog
          open
          onOpenChange={(open) => !open && setDialog(null)}
          title={t('names.newFolderTitle')}
          label={t('names.folderLabel')}
          submitLabel={t('names.create')}
          maxLength={FOLDER_NAME_MAX}
          requiredMessage={t('names.required')}
          save={async (name) => {
            checkName(name, 'folder');
            const created = await createFolder(folderId === 'root' ? null : folderId, name);
            refreshAssets(queryClient);
            toast.show({ tone: 'success', title: t('created', { name: created.name }) });
          }}
          failureMessage={nameFailure}
        />
      ) : null}
      {dialog?.type === 'rename' ? (
        <NameDialog
          open
          onOpenChange={(open) => !open && setDialog(null)}
          initialName={dialog.row.name}
          title={t('names.renameTitle', { name: dialog.row.name })}
          label={dialog.row.kind === 'folder' ? t('names.folderLabel') : t('names.documentLabel')}
          submitLabel={t('names.save')}
          maxLength={dialog.row.kind === 'folder' ? FOLDER_NAME_MAX : DOCUMENT_NAME_MAX}
          requiredMessage={t('names.required')}
          save={async (name) => {
            const { row } = dialog;
            if (name === row.name) return;
            checkName(name, row.kind, row.id);
            if (row.kind === 'folder') await updateFolder(row.id, { name });
            else await updateDocument(row.id, { name });
            refreshAssets(queryClient);
            toast.show({ tone: 'success', title: t('renamed', { name }) });
          }}
          failureMessage={nameFailure}
        />
      ) : null}
      {dialog?.type === 'move' ? (
        <MoveDialog
          row={dialog.row}
          top={top}
          onClose={() => setDialog(null)}
          move={async (target) => {
            const { row } = dialog;
            const parent = target.id === 'root' ? null : target.id;
            if (row.kind === 'folder') await updateFolder(row.id, { parentId: parent });
            else await updateDocument(row.id, { folderId: parent });
            refreshAssets(queryClient);
            toast.show({ tone: 'success', title: t('move.moved', { name: row.name, folder: target.name }) });
          }}
        />
      ) : null}
      {dialog?.type === 'share' ? (
        <ShareDialog
          folder={dialog.folder}
          onClose={() => setDialog(null)}
          share={async (audienceId) => {
            await updateFolder(dialog.folder.id, { audienceId });
            refreshAssets(queryClient);
            toast.show({ tone: 'success', title: t('share.saved', { name: dialog.folder.name }) });
          }}
        />
      ) : null}
      {dialog?.type === 'preview' ? (
        <PreviewDialog document={dialog.document} onClose={() => setDialog(null)} />
      ) : null}
    </section>
  );
}
