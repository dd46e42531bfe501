import { ApiError } from '@faena/api-client';
import { FormRenderer } from '@faena/form-engine/react';
import { Button, CheckIcon, Skeleton } from '@faena/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAppContext } from '@/platform/context';
import { APP_FORM_SERVICES } from '@/platform/forms/entity-provider';
import { OrganizationLogo } from '@/platform/organization/OrganizationLogo';
import { fieldErrorsOf, startPublic, usePublicStart } from '../api';

/**
 * /public/workflows/:workflowType/:workflowId/start-execution/:bpmnId: anyone (no sign-in) fills
 * the first task's form of a start marked public; sending it starts an execution.
 */
export default function PublicStartPage() {
  const { t } = useTranslation('workflowRuns');
  const { organization } = useAppContext();
  const { workflowType = '', workflowId = '', bpmnId = '' } = useParams();
  const path = { workflowTypeId: workflowType, workflowId, bpmnId };
  const start = usePublicStart(path);
  const [sent, setSent] = useState(false);
  const [round, setRound] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(response: Record<string, unknown>) {
    setProblem(null);
    try {
      await startPublic(path, response);
      setSent(true);
      return undefined;
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) return { errors: fields };
      setProblem(error instanceof ApiError && error.message ? error.message : t('start.startError'));
      return undefined;
    }
  }

  const unavailable = start.isError && start.error instanceof ApiError && start.error.status === 404;

  return (
    <main className="flex min-h-dvh justify-center bg-bg-subtle px-4 py-8 sm:items-start sm:py-12">
      <section
        aria-labelledby="public-start-title"
        className="flex w-full max-w-xl flex-col gap-6 self-start rounded-xl bg-surface p-5 shadow-md sm:p-8"
      >
        <header className="flex flex-col gap-3">
          <div className="flex">
            <OrganizationLogo organization={organization} height={40} />
          </div>
          <h1 id="public-start-title" className="text-page-title font-semibold">
            {start.data?.workflowTypeName ?? (unavailable ? t('public.unavailable') : '')}
          </h1>
        </header>
        {start.isPending ? (
          <div role="status" aria-label={t('loading')}>
            <Skeleton lines={5} />
          </div>
        ) : start.isError ? (
          unavailable ? (
            <p className="text-body text-fg-muted">{t('public.unavailableHint')}</p>
          ) : (
            <div className="flex flex-col items-start gap-3">
              <p role="alert">{t('loadError')}</p>
              <Button variant="secondary" onClick={() => void start.refetch()}>
                {t('common:retry')}
              </Button>
            </div>
          )
        ) : sent ? (
          <div role="status" className="flex flex-col items-start gap-3">
            <p className="flex items-center gap-2 text-section-title font-semibold text-success-fg">
              <CheckIcon aria-hidden="true" />
              {t('public.done')}
            </p>
            <p className="text-body text-fg-muted">{t('public.doneHint')}</p>
            <Button
              variant="secondary"
              onClick={() => {
                setSent(false);
                setRound((count) => count + 1);
              }}
            >
              {t('public.again')}
            </Button>
          </div>
        ) : start.data.form ? (
          <>
            <FormRenderer
              key={round}
              definition={start.data.form}
              services={APP_FORM_SERVICES}
              onSubmit={submit}
              submitLabel={t('public.send')}
              aria-label={t('public.formLabel', { type: start.data.workflowTypeName })}
            />
            {problem ? (
              <p role="alert" className="rounded-md bg-danger-subtle p-3 text-body text-danger-fg">
                {problem}
              </p>
            ) : null}
          </>
        ) : (
          <Button onClick={() => void submit({})}>{t('public.send')}</Button>
        )}
      </section>
    </main>
  );
}
