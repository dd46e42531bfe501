import { Badge } from '@faena/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type TaskItem, taskHref } from '../model';
import { useRunFormat } from './format';

/** Whether a due date has passed (now is given so that lists agree within one render). */
export const isOverdue = (dueAt: string | null | undefined, now: number) =>
  Boolean(dueAt) && new Date(dueAt as string).getTime() < now;

/** The person's pending tasks, each a link to its execution where the form is filled. */
export function TaskList({ tasks, action }: { tasks: TaskItem[]; action?: string }) {
  const { t } = useTranslation('workflowRuns');
  const format = useRunFormat();
  const now = Date.now();
  return (
    <ul
      aria-label={t('tasks.listLabel')}
      className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface"
    >
      {tasks.map((task) => (
        <li key={task.stepId}>
          <Link
            to={taskHref(task)}
            className="flex flex-col gap-1 px-4 py-3 hover:bg-bg-subtle focus-visible:outline-2 sm:flex-row sm:items-center sm:justify-between"
          >
            <span className="flex min-w-0 flex-col gap-0.5">
              <span className="truncate font-medium text-fg">{task.name}</span>
              <span className="truncate text-label text-fg-muted">
                {[
                  task.startedByName ? t('tasks.startedBy', { name: task.startedByName }) : null,
                  t('tasks.created', { date: format.dateTime(task.createdAt) }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </span>
            <span className="flex shrink-0 items-center gap-2">
              {isOverdue(task.dueAt, now) ? (
                <Badge tone="danger">{t('tasks.overdue')}</Badge>
              ) : task.dueAt ? (
                <Badge tone="warning">{t('tasks.due', { date: format.dateTime(task.dueAt) })}</Badge>
              ) : null}
              {action ? <span className="text-label font-medium text-primary-fg">{action}</span> : null}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
