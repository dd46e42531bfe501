import { ApiError } from '@faena/api-client';
import { Button, Card, EmptyState, PageHeader, useBreakpoint } from '@faena/ui';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ListLoadError, ListSkeleton } from '@/platform/list-states';
import { useExecution, useStoreExecution } from '../api';
import { useRunFormat } from '../components/format';
import { ResponseView } from '../components/ResponseView';
import { StatusChip } from '../components/StatusChip';
import { StepTimeline } from '../components/StepTimeline';
import { TaskFormPanel } from '../components/TaskFormPanel';
import type { ExecutionDetail } from '../model';

/** bpmn-js arrives with the panel, after the execution shows. */
const DiagramPanel = lazy(() => import('../components/DiagramPanel'));

/**
 * /workflows/:workflowType/executions/:workflowId/:executionId: an execution's status, the form of
 * its current task when it is the person's, its steps as a timeline, the responses read-only and,
 * beside them (under a button on phones), the diagram with where the execution is.
 */
export default function ExecutionPage() {
  const { t } = useTranslation('workflowRuns');
  const { executionId = '', workflowType = '' } = useParams();
  const execution = useExecution(executionId);

  if (execution.isPending)
    return (
      <Frame>
        <ListSkeleton label={t('loading')} />
      </Frame>
    );
  if (execution.isError)
    return (
      <Frame>
        {execution.error instanceof ApiError && execution.error.status === 404 ? (
          <EmptyState title={t('notFound')} />
        ) : (
          <ListLoadError message={t('loadError')} onRetry={() => void execution.refetch()} />
        )}
      </Frame>
    );
  return (
    <Execution
      execution={execution.data}
      workflowType={workflowType}
      onRefresh={() => void execution.refetch()}
    />
  );
}

function Frame({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 p-4 sm:p-6">{children}</div>;
}

function Execution({
  execution,
  workflowType,
  onRefresh,
}: {
  execution: ExecutionDetail;
  workflowType: string;
  onRefresh: () => void;
}) {
  const { t } = useTranslation('workflowRuns');
  const format = useRunFormat();
  const store = useStoreExecution();
  const [panelShown, setPanelShown] = useState(false);
  const { isDesktop } = useBreakpoint();
  // On a phone the diagram (and bpmn-js) loads only when asked for.
  const diagramShown = isDesktop || panelShown;
  const mine = execution.openTasks.filter((task) => task.canComplete);
  const others = execution.openTasks.filter((task) => !task.canComplete);
  const stepName = (stepId: string) => {
    const step = execution.steps.find((candidate) => candidate.id === stepId);
    return step?.name?.trim() || step?.bpmn_id || '';
  };

  return (
    <Frame>
      <div className="flex flex-col gap-1">
        <Link
          to={`/workflows/${workflowType}/executions`}
          className="text-label text-fg-muted underline-offset-2 hover:underline"
        >
          {t('executions.title')}
        </Link>
        <PageHeader
          title={execution.workflowTypeName}
          description={
            execution.startedBy
              ? t('execution.subtitle', {
                  date: format.dateTime(execution.startedAt),
                  name: execution.startedBy.name,
                })
              : t('execution.subtitleAnonymous', { date: format.dateTime(execution.startedAt) })
          }
          actions={<StatusChip status={execution.status} />}
        />
        <p className="text-label text-fg-muted">
          {t('execution.version', { version: execution.version })}
          {execution.finishedAt
            ? ` · ${t('execution.finishedAt', { date: format.dateTime(execution.finishedAt) })}`
            : ''}
        </p>
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]">
        <div className="flex min-w-0 flex-col gap-4">
          {mine.map((task) => (
            <TaskFormPanel
              key={task.stepId}
              executionId={execution.id}
              task={task}
              onCompleted={store}
              onStale={onRefresh}
            />
          ))}
          {others.length > 0 ? (
            <p className="rounded-md bg-info-subtle p-3 text-body text-fg">
              {t('execution.waitingOn', { names: others.map((task) => task.name).join(', ') })}
            </p>
          ) : null}
          <Card>
            <section aria-labelledby="execution-steps" className="flex flex-col gap-3">
              <h2 id="execution-steps" className="text-section-title font-semibold">
                {t('execution.steps')}
              </h2>
              <StepTimeline steps={execution.steps} />
            </section>
          </Card>
          <Card>
            <section aria-labelledby="execution-responses" className="flex flex-col gap-4">
              <h2 id="execution-responses" className="text-section-title font-semibold">
                {t('execution.responses')}
              </h2>
              {execution.responses.length === 0 ? (
                <p className="text-body text-fg-muted">{t('execution.responsesEmpty')}</p>
              ) : (
                execution.responses.map((response) => (
                  <ResponseView
                    key={response.id}
                    executionId={execution.id}
                    response={response}
                    taskName={stepName(response.step_id)}
                  />
                ))
              )}
            </section>
          </Card>
        </div>
        <aside
          aria-labelledby="execution-diagram"
          className="flex min-w-0 flex-col gap-3 lg:sticky lg:top-4 lg:self-start"
        >
          <div className="flex items-center justify-between gap-2">
            <h2 id="execution-diagram" className="text-section-title font-semibold">
              {t('execution.diagram')}
            </h2>
            {isDesktop ? null : (
              <Button
                size="sm"
                variant="secondary"
                aria-expanded={panelShown}
                aria-controls="execution-diagram-panel"
                onClick={() => setPanelShown((shown) => !shown)}
              >
                {t('execution.showPanel')}
              </Button>
            )}
          </div>
          <div id="execution-diagram-panel">
            {diagramShown ? (
              <Suspense fallback={<ListSkeleton label={t('loading')} />}>
                <DiagramPanel execution={execution} />
              </Suspense>
            ) : null}
          </div>
        </aside>
      </div>
    </Frame>
  );
}
