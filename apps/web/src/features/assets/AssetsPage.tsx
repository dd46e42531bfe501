import type { PermissionCode } from '@faena/api-client';
import { PageHeader } from '@faena/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePermissions } from '@/platform/site-config';
import { Explorer } from './Explorer';
import type { FolderRef } from './model';
import { TrashView } from './TrashView';

/** Manages every folder and document of the organization, the trash and sharing. */
export const MANAGE_ASSETS = 'MANAGE_ASSETS' as PermissionCode;

/**
 * /assets — the organization's files; `?folder=<id>` is the folder shown (so back, forward and
 * links work) and `?view=trash` the trash (managers).
 */
export default function AssetsPage() {
  const { t } = useTranslation('assets');
  const [params, setParams] = useSearchParams();
  const canManage = usePermissions().has(MANAGE_ASSETS);
  const folderId: FolderRef = params.get('folder') || 'root';
  const inTrash = params.get('view') === 'trash' && canManage;

  const openFolder = (id: FolderRef) => setParams(id === 'root' ? {} : { folder: id });

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 p-4 sm:p-6">
      <PageHeader
        title={inTrash ? t('trash.title') : t('title')}
        description={inTrash ? t('trash.description') : t('description')}
      />
      {inTrash ? (
        <TrashView onBack={() => setParams({})} />
      ) : (
        <Explorer
          folderId={folderId}
          top={{ id: 'root', name: t('root') }}
          onOpenFolder={openFolder}
          canShare={canManage}
          {...(canManage ? { onOpenTrash: () => setParams({ view: 'trash' }) } : {})}
        />
      )}
    </div>
  );
}
