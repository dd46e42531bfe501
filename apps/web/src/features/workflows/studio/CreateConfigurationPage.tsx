import { ApiError } from '@faena/api-client';
import { Button, Card, PageHeader } from '@faena/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { messageOf } from '@/platform/errors/message';
import { emptyTypeDraft, TypeFields, typeDraftErrors } from '../admin/TypeForm';
import { createType, invalidateTypes, useWorkflowCategories, type WorkflowTypeDraft } from '../api';

/**
 * /workflows/create/configuration: names a new workflow type, creates it (with its first draft)
 * and opens its configuration in the studio.
 */
export default function CreateConfigurationPage() {
  const { t } = useTranslation('workflows');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const categories = useWorkflowCategories();
  const [draft, setDraft] = useState<WorkflowTypeDraft>(() => emptyTypeDraft());
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempted(true);
    setFormError(null);
    if (Object.keys(typeDraftErrors(draft)).length > 0) return;
    setSaving(true);
    try {
      const created = await createType({
        ...draft,
        name: draft.name.trim(),
        description: draft.description?.trim() || null,
      });
      invalidateTypes(queryClient, created.id);
      navigate(`/workflows/${encodeURIComponent(created.id)}/configuration`, { replace: true });
    } catch (error) {
      if (error instanceof ApiError) setFieldErrors(error.fields);
      setFormError(t('type.saveError', { message: messageOf(error) }));
      setSaving(false);
    }
  }

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 p-4 sm:p-6">
      <div className="flex flex-col gap-1">
        <Link to="/workflows" className="text-label text-fg-muted underline-offset-2 hover:underline">
          {t('admin.back')}
        </Link>
        <PageHeader title={t('create.title')} description={t('create.description')} />
      </div>
      <Card>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
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
          <div className="flex justify-end">
            <Button type="submit" loading={saving}>
              {saving ? t('studio.creating') : t('create.submit')}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
