import { ApiError } from '@faena/api-client';
import { Button, Modal, useToast } from '@faena/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '@/platform/errors/message';
import {
  createType,
  invalidateTypes,
  updateType,
  useWorkflowCategories,
  type WorkflowTypeDetail,
  type WorkflowTypeDraft,
} from '../api';
import { emptyTypeDraft, TypeFields, typeDraftErrors } from './TypeForm';

/** The draft of an existing type, to edit it. */
export const draftOf = (type: WorkflowTypeDetail): WorkflowTypeDraft => ({
  name: type.name,
  icon: type.icon,
  description: type.description ?? null,
  categoryId: type.categoryId ?? null,
  startAudienceId: type.startAudienceId ?? null,
});

/**
 * Creates a workflow type (with its first draft) or edits one: name, icon, description, category
 * and who may start it. `onDone` gets the type the server answered.
 */
export function TypeDialog({
  open,
  onOpenChange,
  editing,
  categoryId,
  onDone,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The type being edited; absent to create one. */
  editing?: WorkflowTypeDetail;
  /** The category a new type starts in. */
  categoryId?: string | null;
  onDone?: (type: { id: string; name: string }) => void;
}) {
  const { t } = useTranslation('workflows');
  const toast = useToast();
  const queryClient = useQueryClient();
  const categories = useWorkflowCategories();
  const formId = useId();
  const [draft, setDraft] = useState<WorkflowTypeDraft>(() =>
    editing ? draftOf(editing) : emptyTypeDraft(categoryId ?? null),
  );
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [saving, setSaving] = useState(false);

  const close = (next: boolean) => {
    if (!next) {
      setDraft(editing ? draftOf(editing) : emptyTypeDraft(categoryId ?? null));
      setFieldErrors({});
      setFormError(null);
      setAttempted(false);
    }
    onOpenChange(next);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempted(true);
    setFormError(null);
    if (Object.keys(typeDraftErrors(draft)).length > 0) return;
    setSaving(true);
    const clean = { ...draft, name: draft.name.trim(), description: draft.description?.trim() || null };
    try {
      const saved = editing ? await updateType(editing.id, clean) : await createType(clean);
      invalidateTypes(queryClient, saved.id);
      toast.show({
        title: t(editing ? 'type.saved' : 'type.created', { name: saved.name }),
        tone: 'success',
      });
      close(false);
      onDone?.(saved);
    } catch (error) {
      if (error instanceof ApiError) setFieldErrors(error.fields);
      setFormError(t('type.saveError', { message: messageOf(error) }));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={close}
      size="md"
      title={editing ? t('type.editTitle', { name: editing.name }) : t('type.createTitle')}
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => close(false)}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {editing ? t('type.save') : t('type.create')}
          </Button>
        </div>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
        <TypeFields
          draft={draft}
          onChange={(patch) => setDraft((current) => ({ ...current, ...patch }))}
          categories={categories.data ?? []}
          errors={fieldErrors}
          showErrors={attempted}
        />
        {formError ? (
          <p role="alert" className="text-body text-danger-fg">
            {formError}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
