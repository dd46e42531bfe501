import { FormRenderer } from '@faena/form-engine/react';
import { Button, Card, Skeleton, useToast } from '@faena/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_FORM_SERVICES } from '@/platform/forms/entity-provider';
import { completeTask, fieldErrorsOf, isTaskAlreadyCompleted, useTaskForm } from '../api';
import type { ExecutionDetail, OpenTask } from '../model';

/**
 * The form of an open task that is the person's. Sending it completes the task: the server's
 * field messages show on their fields; a task someone else completed first is said clearly and
 * the execution is loaded again.
 */
export function TaskFormPanel({
  executionId,
  task,
  onCompleted,
  onStale,
}: {
  executionId: string;
  task: OpenTask;
  onCompleted: (execution: ExecutionDetail) => void;
  /** The task is no longer open (completed by someone else): the caller refreshes. */
  onStale: () => void;
}) {
  const { t } = useTranslation('workflowRuns');
  const toast = useToast();
  const form = useTaskForm(executionId, task.stepId);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(response: Record<string, unknown>) {
    setProblem(null);
    try {
      const execution = await completeTask(executionId, task.stepId, response);
      toast.show({ title: t('execution.completedToast'), tone: 'success' });
      onCompleted(execution);
      return undefined;
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) return { errors: fields };
      if (isTaskAlreadyCompleted(error)) {
        setProblem(t('execution.alreadyCompleted'));
        onStale();
        return undefined;
      }
      setProblem(t('execution.submitError'));
      return undefined;
    }
  }

  const headingId = `task-${task.stepId}`;
  return (
    <Card>
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        <div className="flex flex-col gap-0.5">
          <p className="text-label text-fg-muted">{t('execution.currentTask')}</p>
          <h2 id={headingId} className="text-section-title font-semibold">
            {task.name}
          </h2>
        </div>
        {form.isPending ? (
          <div role="status" aria-label={t('loading')}>
            <Skeleton lines={4} />
          </div>
        ) : form.isError ? (
          <div className="flex flex-col items-start gap-3">
            <p role="alert">{t('loadError')}</p>
            <Button variant="secondary" onClick={() => void form.refetch()}>
              {t('common:retry')}
            </Button>
          </div>
        ) : form.data.definition ? (
          <FormRenderer
            definition={form.data.definition}
            services={APP_FORM_SERVICES}
            onSubmit={submit}
            submitLabel={t('execution.complete')}
            aria-label={t('execution.formLabel', { task: task.name })}
          />
        ) : (
          <div className="flex flex-col items-start gap-3">
            <p className="text-body text-fg-muted">{t('execution.noForm')}</p>
            <Button onClick={() => void submit({})}>{t('execution.complete')}</Button>
          </div>
        )}
        {problem ? (
          <p role="alert" className="rounded-md bg-danger-subtle p-3 text-body text-danger-fg">
            {problem}
          </p>
        ) : null}
      </section>
    </Card>
  );
}
