import { FormRenderer } from '@faena/form-engine/react';
import { Skeleton } from '@faena/ui';
import { useTranslation } from 'react-i18next';
import { APP_FORM_SERVICES } from '@/platform/forms/entity-provider';
import { useTaskForm } from '../api';
import type { ResponseItem } from '../model';
import { useRunFormat } from './format';

/** One task's response, read-only in its form, with who answered and when. */
export function ResponseView({
  executionId,
  response,
  taskName,
}: {
  executionId: string;
  response: ResponseItem;
  taskName: string;
}) {
  const { t } = useTranslation('workflowRuns');
  const format = useRunFormat();
  const form = useTaskForm(executionId, response.step_id);
  return (
    <article aria-label={t('execution.responseLabel', { task: taskName })} className="flex flex-col gap-3">
      <header className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h3 className="font-medium text-fg">{taskName}</h3>
        <span className="text-label text-fg-muted">
          {t('execution.respondedBy', {
            name: response.user?.name ?? '—',
            date: format.dateTime(response.created_at),
          })}
        </span>
      </header>
      {form.isPending ? (
        <Skeleton lines={3} />
      ) : form.data?.definition ? (
        <FormRenderer
          definition={form.data.definition}
          initialValues={response.response}
          services={APP_FORM_SERVICES}
          readOnly
          aria-label={t('execution.responseLabel', { task: taskName })}
        />
      ) : (
        <dl className="grid grid-cols-[minmax(6rem,auto)_1fr] gap-x-4 gap-y-1 text-body">
          {Object.entries(response.response).map(([name, value]) => (
            <div key={name} className="contents">
              <dt className="text-fg-muted">{name}</dt>
              <dd className="break-words">{typeof value === 'string' ? value : JSON.stringify(value)}</dd>
            </div>
          ))}
        </dl>
      )}
    </article>
  );
}
