import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ExecutionSummary } from '../model';
import { useRunFormat } from './format';
import { StatusChip } from './StatusChip';

/** Executions as a dense list: status, when and by whom, where they wait; each opens its page. */
export function ExecutionList({
  executions,
  workflowTypeId,
  busy,
}: {
  executions: ExecutionSummary[];
  workflowTypeId: string;
  busy?: boolean;
}) {
  const { t } = useTranslation('workflowRuns');
  const format = useRunFormat();
  return (
    <ul
      aria-label={t('executions.listLabel')}
      aria-busy={busy || undefined}
      className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface"
    >
      {executions.map((execution) => (
        <li key={execution.id} data-execution-id={execution.id}>
          <Link
            to={`/workflows/${workflowTypeId}/executions/${execution.workflowId}/${execution.id}`}
            aria-label={t('executions.open', { date: format.dateTime(execution.startedAt) })}
            className="grid grid-cols-1 gap-1 px-4 py-3 hover:bg-bg-subtle sm:grid-cols-[11rem_1fr_auto] sm:items-center sm:gap-4"
          >
            <span>
              <StatusChip status={execution.status} />
            </span>
            <span className="flex min-w-0 flex-col gap-0.5">
              <span className="text-body text-fg sm:truncate">
                {t('executions.started', { date: format.dateTime(execution.startedAt) })}
                {execution.startedBy
                  ? ` ${t('executions.startedBy', { name: execution.startedBy.name })}`
                  : ''}
              </span>
              <span className="truncate text-label text-fg-muted">
                {execution.openTasks.length > 0
                  ? t('executions.waitingAt', {
                      steps: execution.openTasks.map((task) => task.name).join(', '),
                    })
                  : execution.finishedAt
                    ? t('executions.finished', { date: format.dateTime(execution.finishedAt) })
                    : ''}
              </span>
            </span>
            <span className="text-label text-fg-muted">
              {t('executions.version', { version: execution.version })}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
