import { Button, ChevronLeftIcon, EmptyState, useModal, useToast } from '@faena/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '@/platform/errors/message';
import { formatSize } from '@/platform/files/size';
import { relativeTime } from '@/platform/i18n/relative-time';
import { ListLoadError, ListSkeleton, LoadMore } from '@/platform/list-states';
import { purgeItem, refreshAssets, restoreItem, type TrashKind, useTrash } from './api';
import { FileIcon } from './FileIcon';
import { fileKind } from './model';

interface TrashRow {
  kind: TrashKind;
  id: string;
  name: string;
  deletedAt: string;
  icon: ReturnType<typeof fileKind> | 'folder';
  size: number | null;
}

/** The trash (managers): deleted folders and documents, newest first, to restore or delete for good. */
export function TrashView({ onBack, now }: { onBack: () => void; now?: Date }) {
  const { t, i18n } = useTranslation('assets');
  const trash = useTrash();
  const toast = useToast();
  const modal = useModal();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);

  const rows = useMemo<TrashRow[]>(() => {
    const list: TrashRow[] = [];
    for (const page of trash.data?.pages ?? []) {
      for (const folder of page.folders)
        list.push({
          kind: 'folders',
          id: folder.id,
          name: folder.name,
          deletedAt: folder.deletedAt ?? folder.updatedAt,
          icon: 'folder',
          size: null,
        });
      for (const document of page.documents)
        list.push({
          kind: 'documents',
          id: document.id,
          name: document.name,
          deletedAt: document.deletedAt ?? document.updatedAt,
          icon: fileKind(document.contentType, document.name),
          size: document.size,
        });
    }
    return list.sort((a, b) => b.deletedAt.localeCompare(a.deletedAt));
  }, [trash.data]);

  const restore = async (row: TrashRow) => {
    setBusy(row.id);
    try {
      await restoreItem(row.kind, row.id);
      refreshAssets(queryClient);
      toast.show({ tone: 'success', title: t('trash.restored', { name: row.name }) });
    } catch (caught) {
      toast.show({
        tone: 'error',
        title: t('trash.restoreFailed', { name: row.name, message: messageOf(caught) }),
      });
    } finally {
      setBusy(null);
    }
  };

  const purge = async (row: TrashRow) => {
    const confirmed = await modal.confirm({
      title: t('trash.purgeTitle', { name: row.name }),
      description: t('trash.purgeDescription'),
      confirmLabel: t('trash.purge'),
      confirmVariant: 'danger',
    });
    if (!confirmed) return;
    setBusy(row.id);
    try {
      await purgeItem(row.kind, row.id);
      refreshAssets(queryClient);
      toast.show({ tone: 'success', title: t('trash.purged', { name: row.name }) });
    } catch (caught) {
      toast.show({ tone: 'error', title: messageOf(caught) });
    } finally {
      setBusy(null);
    }
  };

  const clock = now ?? new Date();
  return (
    <div className="flex flex-col gap-3">
      <Button variant="ghost" size="sm" className="self-start" onClick={onBack}>
        <ChevronLeftIcon aria-hidden />
        {t('trash.back')}
      </Button>
      {trash.isPending ? (
        <ListSkeleton label={t('loading')} />
      ) : trash.isError ? (
        <ListLoadError message={t('trash.loadError')} onRetry={() => void trash.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title={t('trash.empty')} description={t('trash.emptyHint')} />
      ) : (
        <>
          <ul
            aria-label={t('trash.listLabel')}
            className="divide-y divide-border overflow-hidden rounded-lg border border-border bg-surface"
          >
            {rows.map((row) => (
              <li key={`${row.kind}:${row.id}`} className="flex flex-wrap items-center gap-3 px-3 py-2">
                <FileIcon kind={row.icon} label={t(`kind.${row.icon}`)} />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate text-body font-medium">{row.name}</span>
                  <span className="text-caption text-fg-muted">
                    {t('trash.deletedAt', {
                      when: relativeTime(new Date(row.deletedAt), clock, i18n.language),
                    })}
                    {row.size !== null ? ` · ${formatSize(row.size, i18n.language)}` : ''}
                  </span>
                </span>
                <span className="flex gap-2">
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t('trash.restoreNamed', { name: row.name })}
                    loading={busy === row.id}
                    onClick={() => void restore(row)}
                  >
                    {t('trash.restore')}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('trash.purgeNamed', { name: row.name })}
                    disabled={busy === row.id}
                    onClick={() => void purge(row)}
                  >
                    {t('trash.purge')}
                  </Button>
                </span>
              </li>
            ))}
          </ul>
          <LoadMore
            pages={trash}
            texts={{
              loadMore: t('trash.loadMore'),
              loadingMore: t('trash.loadingMore'),
              allLoaded: t('trash.allLoaded'),
              loadError: t('trash.loadError'),
            }}
          />
        </>
      )}
    </div>
  );
}
