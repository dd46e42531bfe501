import { Button, ChevronRightIcon, Modal, Spinner } from '@faena/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '@/platform/errors/message';
import { useChildFolders } from './api';
import { FileIcon } from './FileIcon';
import type { ExplorerRow, FolderRef } from './model';

interface Place {
  id: FolderRef;
  name: string;
}

/**
 * Moves a folder or document: a folder picker that starts at the explorer's top and opens folder
 * after folder (breadcrumbs to go back up); "Mover aquí" moves into the folder shown. The folder
 * being moved is not offered, so nothing moves inside itself.
 */
export function MoveDialog({
  row,
  top,
  onClose,
  move,
}: {
  row: ExplorerRow;
  /** Where the picker starts: the organization's top level or a person's folder. */
  top: Place;
  onClose: () => void;
  /** Moves the item into the folder (`null`: the top level); resolves once moved. */
  move: (target: Place) => Promise<void>;
}) {
  const { t } = useTranslation('assets');
  const [trail, setTrail] = useState<Place[]>([top]);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const here = trail.at(-1) ?? top;
  const folders = useChildFolders(here.id);
  const currentParent = row.kind === 'folder' ? row.item.parentId : row.item.folderId;
  const isCurrent = (currentParent ?? 'root') === here.id;

  const submit = async () => {
    setSaving(true);
    setError(null);
    try {
      await move(here);
      onClose();
    } catch (caught) {
      setError(
        t('move.failed', {
          message: messageOf(caught),
        }),
      );
    } finally {
      setSaving(false);
    }
  };

  const offered = (folders.data ?? []).filter((folder) => !(row.kind === 'folder' && folder.id === row.id));

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      size="sm"
      title={t('move.title', { name: row.name })}
      footer={
        <div className="flex items-center justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common:cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={saving} disabled={isCurrent}>
            {t('move.here')}
          </Button>
        </div>
      }
    >
      <div className="flex flex-col gap-3">
        <nav aria-label={t('breadcrumbs')}>
          <ol className="flex flex-wrap items-center gap-1 text-body">
            {trail.map((place, index) => (
              <li key={place.id} className="flex items-center gap-1">
                {index > 0 ? <ChevronRightIcon aria-hidden width="14" height="14" /> : null}
                {index === trail.length - 1 ? (
                  <span aria-current="location" className="font-medium">
                    {place.name}
                  </span>
                ) : (
                  <button
                    type="button"
                    className="text-fg-muted hover:text-fg hover:underline"
                    onClick={() => setTrail(trail.slice(0, index + 1))}
                  >
                    {place.name}
                  </button>
                )}
              </li>
            ))}
          </ol>
        </nav>
        {folders.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner label={t('loading')} />
          </div>
        ) : folders.isError ? (
          <p role="alert" className="text-body text-danger-fg">
            {t('move.loadError')}
          </p>
        ) : offered.length === 0 ? (
          <p className="py-4 text-body text-fg-muted">{t('move.noFolders')}</p>
        ) : (
          <ul
            aria-label={t('move.pickerLabel', { folder: here.name })}
            className="flex max-h-72 flex-col overflow-auto rounded-md border border-border"
          >
            {offered.map((folder) => (
              <li key={folder.id} className="border-b border-border last:border-b-0">
                <button
                  type="button"
                  className="flex w-full items-center gap-2 px-3 py-2 text-left text-body hover:bg-bg-subtle focus-visible:bg-bg-subtle"
                  aria-label={t('move.into', { name: folder.name })}
                  onClick={() => setTrail([...trail, { id: folder.id, name: folder.name }])}
                >
                  <FileIcon kind="folder" label="" />
                  <span className="min-w-0 flex-1 truncate">{folder.name}</span>
                  <ChevronRightIcon aria-hidden width="16" height="16" />
                </button>
              </li>
            ))}
          </ul>
        )}
        {isCurrent ? <p className="text-caption text-fg-muted">{t('move.current')}</p> : null}
        {error ? (
          <p role="alert" className="text-label text-danger-fg">
            {error}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
