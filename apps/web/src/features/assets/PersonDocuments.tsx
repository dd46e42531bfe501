import { ApiError } from '@faena/api-client';
import { EmptyState } from '@faena/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListLoadError, ListSkeleton } from '@/platform/list-states';
import { usePersonFolder } from './api';
import { Explorer } from './Explorer';
import type { FolderRef } from './model';

/**
 * A person's documents (their profile's documents tab): the explorer on their documents folder,
 * made on the first visit. Who may change it is the server's answer (`canManage`).
 */
export default function PersonDocuments({ personId }: { personId: string }) {
  const { t } = useTranslation('assets');
  const folder = usePersonFolder(personId);
  const [current, setCurrent] = useState<FolderRef | null>(null);

  if (folder.isPending) return <ListSkeleton label={t('person.loading')} />;
  if (folder.isError)
    return folder.error instanceof ApiError && [403, 404].includes(folder.error.status) ? (
      <EmptyState title={t('notFound')} description={t('notFoundHint')} />
    ) : (
      <ListLoadError message={t('person.loadError')} onRetry={() => void folder.refetch()} />
    );
  return (
    <Explorer
      folderId={current ?? folder.data.id}
      top={{ id: folder.data.id, name: t('person.title') }}
      onOpenFolder={setCurrent}
      canShare={false}
    />
  );
}
