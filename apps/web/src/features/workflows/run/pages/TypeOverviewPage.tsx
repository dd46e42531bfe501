import { ApiError } from '@faena/api-client';
import { Button, EmptyState, PageHeader } from '@faena/ui';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ListLoadError, ListSkeleton } from '@/platform/list-states';
import { useMyTasks, useRecentExecutions, useWorkflowTypeDetail } from '../api';
import { ExecutionList } from '../components/ExecutionList';
import { TaskList } from '../components/TaskList';

/**
 * /workflows/:workflowType/:id: a workflow type at a glance — the person's pending tasks, the
 * latest executions they may see, a start button, and links to every execution and (for
 * administrators) the configuration.
 */
export default function TypeOverviewPage() {
  const { t } = useTranslation('workflowRuns');
  const { workflowType = '' } = useParams();
  const navigate = useNavigate();
  const type = useWorkflowTypeDetail(workflowType);
  const tasks = useMyTasks(workflowType);
  const recent = useRecentExecutions(workflowType);

  if (type.isError)
    return (
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 p-4 sm:p-6">
        {type.error instanceof ApiError && type.error.status === 404 ? (
          <EmptyState title={t('notFound')} />
        ) : (
          <ListLoadError message={t('loadError')} onRetry={() => void type.refetch()} />
        )}
      </div>
    );

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 p-4 sm:p-6">
      <PageHeader
        title={type.data?.name ?? ''}
        description={type.data?.description ?? undefined}
        actions={
          <>
            {type.data?.canAdminister ? (
              <Link
                to={`/workflows/${workflowType}/configuration`}
                className="self-center text-label font-medium text-primary-fg underline-offset-2 hover:underline"
              >
                {t('overview.configuration')}
              </Link>
            ) : null}
            {type.data?.canStart ? (
              <Button onClick={() => navigate(`/workflows/${workflowType}/execute`)}>
                {t('overview.start')}
              </Button>
            ) : null}
          </>
        }
      />
      <section aria-labelledby="overview-pending" className="flex flex-col gap-2">
        <h2 id="overview-pending" className="text-section-title font-semibold">
          {t('overview.pendingTitle')}
        </h2>
        {tasks.isPending ? (
          <ListSkeleton label={t('loading')} />
        ) : tasks.isError ? (
          <ListLoadError message={t('loadError')} onRetry={() => void tasks.refetch()} />
        ) : tasks.data.results.length === 0 ? (
          <EmptyState title={t('overview.pendingEmpty')} description={t('overview.pendingEmptyHint')} />
        ) : (
          <TaskList tasks={tasks.data.results} action={t('dispatch.continue')} />
        )}
      </section>
      <section aria-labelledby="overview-recent" className="flex flex-col gap-2">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="overview-recent" className="text-section-title font-semibold">
            {t('overview.recentTitle')}
          </h2>
          <Link
            to={`/workflows/${workflowType}/executions`}
            className="text-label font-medium text-primary-fg underline-offset-2 hover:underline"
          >
            {t('overview.allExecutions')}
          </Link>
        </div>
        {recent.isPending ? (
          <ListSkeleton label={t('loading')} />
        ) : recent.isError ? (
          <ListLoadError message={t('loadError')} onRetry={() => void recent.refetch()} />
        ) : recent.data.results.length === 0 ? (
          <EmptyState title={t('overview.recentEmpty')} description={t('overview.recentEmptyHint')} />
        ) : (
          <ExecutionList executions={recent.data.results} workflowTypeId={workflowType} />
        )}
      </section>
    </div>
  );
}
