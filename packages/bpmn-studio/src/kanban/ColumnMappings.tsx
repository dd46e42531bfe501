import { AlertIcon, Checkbox, IconButton, TrashIcon } from '@faena/ui';
import type { ExecutionStatus } from '@faena/workflow-engine';
import { useId } from 'react';
import type { KanbanColumn, KanbanConfig } from '../contract.ts';
import { columnTitle, statusesOffered, statusLabel, type Translate } from './column-labels.ts';
import * as styles from './KanbanEditor.css.ts';
import { columnOfStatus, columnOfTask, deletedTasksOf, type KanbanUserTask } from './kanban-config.ts';

export interface ColumnMappingsProps {
  column: KanbanColumn;
  total: number;
  config: KanbanConfig;
  userTasks: readonly KanbanUserTask[];
  labels: Map<string, string>;
  readOnly: boolean;
  t: Translate;
  /** The column's "gathers nothing" error, which every checkbox points to. */
  describedBy: string | undefined;
  onTask: (taskId: string, checked: boolean) => void;
  onStatus: (status: ExecutionStatus, checked: boolean) => void;
  onRemoveDeleted: (taskId: string) => void;
}

/** The hint under an option that another column holds: checking it here moves it. */
function inOtherColumn(t: Translate, config: KanbanConfig, column: KanbanColumn, owner?: KanbanColumn) {
  const elsewhere = owner && owner.id !== column.id ? owner : undefined;
  return elsewhere
    ? t('inOtherColumn', { column: columnTitle(t, elsewhere, config.columns.indexOf(elsewhere)) })
    : undefined;
}

/** What a column gathers: the diagram's user tasks (and deleted ones it still names), and statuses. */
export function ColumnMappings({
  column,
  total,
  config,
  userTasks,
  labels,
  readOnly,
  t,
  describedBy,
  onTask,
  onStatus,
  onRemoveDeleted,
}: ColumnMappingsProps) {
  const deletedHeadingId = useId();
  const deleted = deletedTasksOf(column, userTasks);
  return (
    <div className={styles.mappings}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('userTasks')}</legend>
        {readOnly || userTasks.length === 0 || total < 2 ? null : (
          <p className={styles.muted}>{t('exclusiveHint')}</p>
        )}
        {userTasks.length === 0 ? <p className={styles.muted}>{t('noUserTasks')}</p> : null}
        {userTasks.map((task) => (
          <Checkbox
            key={task.id}
            label={labels.get(task.id) ?? task.id}
            hint={inOtherColumn(t, config, column, columnOfTask(config, task.id))}
            checked={column.userTasks.includes(task.id)}
            disabled={readOnly}
            aria-describedby={describedBy}
            data-kanban-task={task.id}
            onCheckedChange={(checked) => onTask(task.id, checked)}
          />
        ))}
        {deleted.length > 0 ? (
          <div className={styles.warning}>
            <p id={deletedHeadingId} className={styles.warningTitle}>
              <AlertIcon aria-hidden="true" className={styles.icon} />
              {t('deletedTasks')}
            </p>
            {readOnly ? null : <p className={styles.warningText}>{t('deletedTasksHint')}</p>}
            <ul className={styles.inlineList} aria-labelledby={deletedHeadingId}>
              {deleted.map((id) => (
                <li key={id} className={styles.deletedItem} data-kanban-deleted={id}>
                  <span>
                    {t('deletedTask')} <span className={styles.muted}>({id})</span>
                  </span>
                  {readOnly ? null : (
                    <IconButton
                      size="sm"
                      icon={<TrashIcon />}
                      label={t('removeDeleted', { id })}
                      data-kanban-action="remove-deleted"
                      onClick={() => onRemoveDeleted(id)}
                    />
                  )}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('statuses')}</legend>
        {statusesOffered(column).map((executionStatus) => (
          <Checkbox
            key={executionStatus}
            label={statusLabel(t, executionStatus)}
            hint={inOtherColumn(t, config, column, columnOfStatus(config, executionStatus))}
            checked={column.statuses.includes(executionStatus)}
            disabled={readOnly}
            aria-describedby={describedBy}
            data-kanban-status={executionStatus}
            onCheckedChange={(checked) => onStatus(executionStatus, checked)}
          />
        ))}
      </fieldset>
    </div>
  );
}
