import { ApiError } from '@faena/api-client';
import { FormBuilder } from '@faena/form-engine/builder';
import type { FormDefinition } from '@faena/form-engine/core';
import { FormRenderer } from '@faena/form-engine/react';
import { Card, PageHeader, useToast } from '@faena/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { messageOf } from '@/platform/errors/message';
import { APP_FORM_SERVICES } from '@/platform/forms/entity-provider';
import { ListLoadError, ListSkeleton } from '@/platform/list-states';
import { forgetForm, storeForm, useWorkflowDefinition, useWorkflowForm } from '../api';
import { useFormBuilderSettings } from '../form-settings';

/** The server's refusal in words: its message, and each field's problem when it names them. */
export function saveProblem(error: unknown): string {
  if (error instanceof ApiError) {
    const fields = Object.entries(error.fields).map(([field, message]) => `${field}: ${message}`);
    return [error.message, ...fields].join(' · ');
  }
  return messageOf(error);
}

/**
 * /workflows/:workflowId/form-builder/:formId?: a task form of a workflow definition in the form
 * builder (the organisation's hidden field types left out), saved to the server; without a form
 * id, saving creates the form.
 */
export default function FormBuilderPage() {
  const { t } = useTranslation('workflows');
  const { workflowId = '', formId } = useParams();
  const definition = useWorkflowDefinition(workflowId);
  const form = useWorkflowForm(workflowId, formId);
  const failed = definition.isError || form.isError;
  const loading = definition.isPending || (formId !== undefined && form.isPending);
  const back = definition.data
    ? `/workflows/${encodeURIComponent(definition.data.workflowTypeId)}/configuration?definition=${encodeURIComponent(workflowId)}`
    : '/workflows';

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 p-4 sm:p-6">
      <div className="flex flex-col gap-1">
        <Link to={back} className="text-label text-fg-muted underline-offset-2 hover:underline">
          {t('formBuilder.back')}
        </Link>
        <PageHeader
          title={formId ? t('formBuilder.title', { formId }) : t('formBuilder.newTitle')}
          description={t('formBuilder.description')}
        />
      </div>
      {failed ? (
        <ListLoadError
          message={t('formBuilder.loadError')}
          onRetry={() => void (definition.isError ? definition.refetch() : form.refetch())}
        />
      ) : loading || !definition.data ? (
        <ListSkeleton label={t('formBuilder.loading')} />
      ) : (
        <Builder
          key={formId ?? 'new'}
          workflowId={workflowId}
          formId={formId}
          initial={form.data as FormDefinition | undefined}
          readOnly={definition.data.status === 'published'}
        />
      )}
    </div>
  );
}

function Builder({
  workflowId,
  formId,
  initial,
  readOnly,
}: {
  workflowId: string;
  formId: string | undefined;
  initial: FormDefinition | undefined;
  readOnly: boolean;
}) {
  const { t } = useTranslation('workflows');
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { hiddenFieldTypes, typeLabels } = useFormBuilderSettings();
  const [error, setError] = useState<string | null>(null);

  const save = async (definition: FormDefinition) => {
    setError(null);
    try {
      const saved = await storeForm(workflowId, definition, formId);
      forgetForm(queryClient, workflowId, saved.formId);
      toast.show({ title: t('formBuilder.saved'), tone: 'success' });
      if (saved.formId !== formId)
        navigate(
          `/workflows/${encodeURIComponent(workflowId)}/form-builder/${encodeURIComponent(saved.formId)}`,
          { replace: true },
        );
    } catch (caught) {
      setError(t('formBuilder.saveError', { message: saveProblem(caught) }));
    }
  };

  if (readOnly) {
    // A published version's form never changes: it is shown as it is filled in, read-only.
    return (
      <div className="flex flex-col gap-3">
        <p role="note" className="rounded-md border border-border bg-bg-subtle px-3 py-2 text-body">
          {t('formBuilder.readOnly')}
        </p>
        {initial ? (
          <Card>
            <FormRenderer
              definition={initial}
              services={APP_FORM_SERVICES}
              readOnly
              hideSubmit
              aria-label={t('formBuilder.preview')}
            />
          </Card>
        ) : null}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      {error ? (
        <p role="alert" className="text-body text-danger-fg">
          {error}
        </p>
      ) : null}
      <FormBuilder
        value={initial ?? { id: formId ?? 'formulario', fields: [] }}
        hiddenTypes={hiddenFieldTypes}
        typeLabels={typeLabels}
        onSave={(definition: FormDefinition) => void save(definition)}
      />
    </div>
  );
}
