import { FormRenderer } from '@faena/form-engine/react';
import { Badge, Button, Modal } from '@faena/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_FORM_SERVICES } from '@/platform/forms/entity-provider';
import { ListLoadError, ListSkeleton } from '@/platform/list-states';
import { useChecklist, useChecklistVersion } from './api';
import { useChecklistFormat } from './format';
import type { ChecklistSummary } from './model';

/**
 * A template's versions, newest first, with when and by whom each was made and how many
 * executions answered it; one opens read-only as it was saved.
 */
export function VersionsDialog({ checklist, onClose }: { checklist: ChecklistSummary; onClose: () => void }) {
  const { t } = useTranslation('checklists');
  const format = useChecklistFormat();
  const full = useChecklist(checklist.id);
  const [opened, setOpened] = useState<number | null>(null);
  const versions = [...(full.data?.versions ?? [])].sort((a, b) => b.version - a.version);

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      size="lg"
      title={t('admin.versionsTitle', { title: checklist.title })}
      footer={null}
    >
      {opened !== null ? (
        <OpenedVersion checklistId={checklist.id} version={opened} onBack={() => setOpened(null)} />
      ) : full.isPending ? (
        <ListSkeleton label={t('admin.loading')} />
      ) : full.isError ? (
        <ListLoadError message={t('admin.loadError')} onRetry={() => void full.refetch()} />
      ) : (
        <ul
          aria-label={t('admin.versionsLabel')}
          className="divide-y divide-border rounded-lg border border-border"
        >
          {versions.map((row) => (
            <li key={row.version} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2.5">
              <span className="font-medium">{t('admin.versionLong', { version: row.version })}</span>
              {row.version === full.data.version ? <Badge tone="success">{t('admin.current')}</Badge> : null}
              <span className="min-w-0 flex-1 text-label text-fg-muted">
                {t('admin.versionCreated', { date: format.dateTime(row.createdAt) })}
                {row.createdBy ? ` ${t('admin.versionBy', { name: row.createdBy.name })}` : ''} ·{' '}
                {t('admin.executions', { count: row.executionCount })}
              </span>
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('admin.openVersionNamed', { version: row.version })}
                onClick={() => setOpened(row.version)}
              >
                {t('admin.openVersion')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}

function OpenedVersion({
  checklistId,
  version,
  onBack,
}: {
  checklistId: string;
  version: number;
  onBack: () => void;
}) {
  const { t } = useTranslation('checklists');
  const saved = useChecklistVersion(checklistId, version);
  return (
    <div className="flex flex-col gap-3">
      <div>
        <Button variant="ghost" size="sm" onClick={onBack}>
          {t('admin.backToVersions')}
        </Button>
      </div>
      <p role="note" className="rounded-md border border-border bg-bg-subtle px-3 py-2 text-body">
        {t('admin.versionReadOnly', { version })}
      </p>
      {saved.isPending ? (
        <ListSkeleton label={t('admin.loading')} />
      ) : saved.isError ? (
        <ListLoadError message={t('admin.loadError')} onRetry={() => void saved.refetch()} />
      ) : (
        <FormRenderer
          definition={saved.data.definition}
          services={APP_FORM_SERVICES}
          readOnly
          hideSubmit
          aria-label={t('admin.versionLong', { version })}
        />
      )}
    </div>
  );
}
