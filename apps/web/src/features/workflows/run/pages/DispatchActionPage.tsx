import { Button, PageHeader } from '@faena/ui';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { ListLoadError, ListSkeleton } from '@/platform/list-states';
import { useMyTasks, useWorkflowTypeDetail } from '../api';
import { TaskList } from '../components/TaskList';

/**
 * /workflows/:workflowType/dispatch-action (the bottom bar's workflow tab): the person's pending
 * tasks of this type to continue one, or start a new one; without pending tasks it starts directly.
 */
export default function DispatchActionPage() {
  const { t } = useTranslation('workflowRuns');
  const { workflowType = '' } = useParams();
  const navigate = useNavigate();
  const tasks = useMyTasks(workflowType);
  const type = useWorkflowTypeDetail(workflowType);

  if (tasks.isSuccess && tasks.data.results.length === 0)
    return <Navigate to={`/workflows/${workflowType}/execute`} replace />;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 p-4 sm:p-6">
      <PageHeader
        title={type.data?.name ?? t('dispatch.title')}
        description={type.data ? t('dispatch.description', { type: type.data.name }) : undefined}
        actions={
          // Only beside the pending tasks: without any, the page starts one by itself.
          tasks.isSuccess ? (
            <Button onClick={() => navigate(`/workflows/${workflowType}/execute`)}>
              {t('dispatch.startNew')}
            </Button>
          ) : null
        }
      />
      {tasks.isPending ? (
        <ListSkeleton label={t('loading')} />
      ) : tasks.isError ? (
        <ListLoadError message={t('loadError')} onRetry={() => void tasks.refetch()} />
      ) : (
        <section aria-labelledby="dispatch-pending" className="flex flex-col gap-2">
          <h2 id="dispatch-pending" className="text-section-title font-semibold">
            {t('dispatch.title')}
          </h2>
          <TaskList tasks={tasks.data.results} action={t('dispatch.continue')} />
        </section>
      )}
    </div>
  );
}
