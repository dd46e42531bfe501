import { ApiError } from '@faena/api-client';
import { Button, Card, PageHeader, Spinner } from '@faena/ui';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { startExecution, useDefinitionXml, useWorkflowTypeDetail } from '../api';
import { type ExecutionDetail, executionHref } from '../model';
import { manualStartsOf } from '../starts';
import { recordActivityOrigin } from './activity-origin';

/**
 * One start per visit of the page (its history entry): a second mount of the same visit
 * (React's strict mode, a re-render) reuses the first request instead of starting again.
 */
const starts = new Map<string, Promise<ExecutionDetail>>();

function startOnce(key: string, start: () => Promise<ExecutionDetail>) {
  let pending = starts.get(key);
  if (!pending) {
    pending = start();
    starts.set(key, pending);
    pending.catch(() => starts.delete(key));
  }
  return pending;
}

/**
 * /workflows/:workflowType/execute and /workflows/:workflowType/:workflowId/start-execution/:bpmnId:
 * starts an execution, then shows its first task's form when it is the person's (the execution
 * page holds it), or says who continues.
 */
export default function StartPage() {
  const { workflowType = '', workflowId, bpmnId } = useParams();
  return workflowId && bpmnId ? (
    <Start workflowType={workflowType} at={{ workflowId, bpmnId }} />
  ) : (
    <PickStart workflowType={workflowType} />
  );
}

/**
 * /workflows/:workflowType/execute: with one way to start, it starts; with several start events
 * the person picks one (each is its start-execution route).
 */
function PickStart({ workflowType }: { workflowType: string }) {
  const { t } = useTranslation('workflowRuns');
  // Kept on the chosen start's link (an activity's occurrence the start comes from).
  const { search } = useLocation();
  const type = useWorkflowTypeDetail(workflowType);
  const definitionId = type.data?.publishedDefinitionId ?? '';
  const xml = useDefinitionXml(definitionId || 'none', Boolean(definitionId));
  const starts = useMemo(() => (xml.data ? manualStartsOf(xml.data) : null), [xml.data]);

  // Without a published version (or its diagram), the server says why when asked to start.
  const decided = type.isError || (type.isSuccess && !definitionId) || xml.isError || starts !== null;
  if (!decided)
    return (
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 p-4 sm:p-6">
        <div role="status" className="flex items-center gap-3 py-8 text-body text-fg-muted">
          <Spinner />
          {t('start.starting')}
        </div>
      </div>
    );
  if (starts && starts.length > 1)
    return (
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 p-4 sm:p-6">
        <PageHeader
          title={t('start.title', { type: type.data?.name ?? '' })}
          description={t('start.pickStart')}
        />
        <ul
          aria-label={t('start.pickStart')}
          className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface"
        >
          {starts.map((start) => (
            <li key={start.id}>
              <Link
                to={`/workflows/${workflowType}/${definitionId}/start-execution/${encodeURIComponent(start.id)}${search}`}
                className="flex px-4 py-3 font-medium text-fg hover:bg-bg-subtle"
              >
                {start.name}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    );
  return <Start workflowType={workflowType} />;
}

function Start({ workflowType, at }: { workflowType: string; at?: { workflowId: string; bpmnId: string } }) {
  const { t } = useTranslation('workflowRuns');
  const workflowId = at?.workflowId;
  const bpmnId = at?.bpmnId;
  const location = useLocation();
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<
    | { kind: 'starting' }
    | { kind: 'failed'; message: string }
    | { kind: 'started'; execution: ExecutionDetail }
  >({ kind: 'starting' });

  useEffect(() => {
    let current = true;
    setState({ kind: 'starting' });
    const at = workflowId && bpmnId ? { workflowId, bpmnId } : undefined;
    startOnce(`${location.key}:${attempt}`, async () => {
      const execution = await startExecution(workflowType, at);
      await recordActivityOrigin(location.search, execution.id);
      return execution;
    }).then(
      (execution) => {
        if (!current) return;
        if (execution.openTasks.some((task) => task.canComplete))
          navigate(executionHref(execution), { replace: true });
        else setState({ kind: 'started', execution });
      },
      (error: unknown) => {
        if (!current) return;
        setState({
          kind: 'failed',
          message: error instanceof ApiError && error.message ? error.message : t('start.startError'),
        });
      },
    );
    return () => {
      current = false;
    };
  }, [workflowType, workflowId, bpmnId, location.key, location.search, attempt, navigate, t]);

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 p-4 sm:p-6">
      {state.kind === 'starting' ? (
        <div role="status" className="flex items-center gap-3 py-8 text-body text-fg-muted">
          <Spinner />
          {t('start.starting')}
        </div>
      ) : state.kind === 'failed' ? (
        <Card>
          <div className="flex flex-col items-start gap-3">
            <p role="alert" className="text-body text-danger-fg">
              {state.message}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => setAttempt((count) => count + 1)}>
                {t('start.retry')}
              </Button>
              <Link to="/workflows" className="self-center text-label text-fg-muted underline">
                {t('backToWorkflows')}
              </Link>
            </div>
          </div>
        </Card>
      ) : (
        <>
          <PageHeader title={state.execution.workflowTypeName} />
          <Card>
            <div className="flex flex-col items-start gap-3">
              <p role="status">{t('start.notMine')}</p>
              <Link
                to={executionHref(state.execution)}
                className="text-body font-medium text-primary-fg underline"
              >
                {t('start.openExecution')}
              </Link>
            </div>
          </Card>
        </>
      )}
    </div>
  );
}
