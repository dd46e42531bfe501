import { FormRenderer } from '@faena/form-engine/react';
import { Modal } from '@faena/ui';
import { useTranslation } from 'react-i18next';
import { APP_FORM_SERVICES } from '@/platform/forms/entity-provider';
import { ListLoadError, ListSkeleton } from '@/platform/list-states';
import { useChecklist } from './api';
import type { ChecklistSummary } from './model';

/** A template's current version as it is filled in: answerable to try it, never sent. */
export function PreviewDialog({ checklist, onClose }: { checklist: ChecklistSummary; onClose: () => void }) {
  const { t } = useTranslation('checklists');
  const full = useChecklist(checklist.id);
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      size="lg"
      title={t('admin.previewTitle', { title: checklist.title })}
      description={t('admin.previewHint')}
      footer={null}
    >
      {full.isPending ? (
        <ListSkeleton label={t('admin.loading')} />
      ) : full.isError ? (
        <ListLoadError message={t('admin.loadError')} onRetry={() => void full.refetch()} />
      ) : (
        <FormRenderer
          definition={full.data.definition}
          services={APP_FORM_SERVICES}
          hideSubmit
          aria-label={t('admin.previewTitle', { title: checklist.title })}
        />
      )}
    </Modal>
  );
}
